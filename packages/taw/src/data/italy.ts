/**
 * The RRR map of Italy, authored from the gazetteer ("Elenco delle Province", rrr.md, Map facts).
 *
 * RECONSTRUCTED. The seed gives the provinces with their Attrition Ratings and every city with its hex,
 * size and port; it gives no hex terrain, no province borders, no rivers and only the names of two roads.
 * What is not printed is decided here, in one place a player can correct, and `map.ts` derives the hexes
 * from it (see docs/rules/taw-rulings.md, "Map"):
 *
 * - Land: every hex within `LAND_RADIUS` of a city of the same land mass (mainland, Sicily, Sardinia,
 *   Corsica, the small islands), plus `extraLand`; everything else is sea. A hex belongs to the province
 *   of its nearest city (ties: the city listed first). `hexOverrides` corrects single hexes.
 * - Terrain: each province has a default (`terrain`); `interior` is the terrain of its hexes two or more
 *   hexes from every city (the Apennine spine: mountain in Sabinus, Samnium, Liguria); city hexes are never
 *   Mountain or Marsh. `hexOverrides` sets marshes (the Po delta, the Pomptine marshes) and single hexes.
 * - Roads: waypoint lists (the hexes between two waypoints are the shortest land path, which `map.ts`
 *   computes); each road has its existence level (6.33): 'A' after 310 BC, 'B' Punic scenarios only, and
 *   'always' for the Via Salaria and the first stretch of the Via Appia, which rrr.md S1.7 makes usable
 *   in every scenario. Hexes the text cites are kept: 3514–3615 on a road (6.34), a road through 2416
 *   and Saturnia–Rome (EX-6.43a).
 * - Rivers: whole borders between two provinces (the Tiber between Etruria and Umbria/Sabinus/Latium, the
 *   Po between Transpadana and Cispadana, the Liris between Latium and Campania, the Aufidus between
 *   Samnium and Apulia); a road crossing such a hexside bridges it (6.34).
 */
export type Size = 'S' | 'M' | 'L' | 'none';
export type Port = 'minor' | 'secondary' | 'major' | null;
export type Terrain = 'open' | 'rough' | 'mountain' | 'marsh';
export type Landmass = 'italy' | 'sicily' | 'sardinia' | 'corsica' | 'lipari' | 'melita';

export interface ProvinceData {
  id: string;
  name: string;
  /** Attrition Rating, printed next to the name. */
  ar: number;
  /** RRR 2.1: mainland south of, and excluding, Gallia Cispadana and Liguria Friniates. */
  romanItaly: boolean;
  landmass: Landmass;
  terrain: Terrain;
  interior: Terrain;
}

export interface CityData {
  name: string;
  hex: number;
  province: string;
  size: Size;
  port: Port;
}

export interface RoadData {
  id: string;
  name: string;
  level: 'always' | 'A' | 'B';
  waypoints: number[];
}

export interface RiverData {
  name: string;
  /** Province pairs whose common border is this river. */
  borders: [string, string][];
}

export const LAND_RADIUS = 2;

const p = (id: string, name: string, ar: number, romanItaly: boolean, landmass: Landmass, terrain: Terrain, interior: Terrain = terrain): ProvinceData => ({ id, name, ar, romanItaly, landmass, terrain, interior });

export const PROVINCES: readonly ProvinceData[] = [
  p('GalliaMassilia', 'Gallia Massilia', 3, false, 'italy', 'open', 'rough'),
  p('LiguriaTaurini', 'Liguria Taurini', 2, false, 'italy', 'rough', 'mountain'),
  p('LiguriaFriniates', 'Liguria Friniates', 2, false, 'italy', 'rough', 'mountain'),
  p('GalliaTranspadana', 'Gallia Transpadana', 2, false, 'italy', 'open'),
  p('Venetia', 'Venetia', 2, false, 'italy', 'open'),
  p('GalliaCispadana', 'Gallia Cispadana', 2, false, 'italy', 'open'),
  p('NorthernEtruria', 'Northern Etruria', 2, true, 'italy', 'open', 'rough'),
  p('SouthernEtruria', 'Southern Etruria', 3, true, 'italy', 'open', 'rough'),
  p('Umbria', 'Umbria', 3, true, 'italy', 'rough', 'mountain'),
  p('Picenum', 'Picenum', 2, true, 'italy', 'open', 'rough'),
  p('Sabinus', 'Sabinus', 4, true, 'italy', 'rough', 'mountain'),
  p('Latium', 'Latium', 2, true, 'italy', 'open'),
  p('Samnium', 'Samnium', 3, true, 'italy', 'rough', 'mountain'),
  p('Campania', 'Campania', 2, true, 'italy', 'open'),
  p('Apulia', 'Apulia', 2, true, 'italy', 'open'),
  p('Lucania', 'Lucania', 3, true, 'italy', 'rough', 'mountain'),
  p('Calabria', 'Calabria', 2, true, 'italy', 'open'),
  p('Bruttium', 'Bruttium', 3, true, 'italy', 'rough', 'mountain'),
  p('Liparae', 'Liparae', 2, false, 'lipari', 'rough'),
  p('SiciliaOrientale', 'Sicilia Orientale', 3, false, 'sicily', 'rough', 'mountain'),
  p('SiciliaOccidentale', 'Sicilia Occidentale', 3, false, 'sicily', 'open', 'rough'),
  p('Melita', 'Melita', 1, false, 'melita', 'open'),
  p('SardegnaMeridionale', 'Sardegna Meridionale', 3, false, 'sardinia', 'rough', 'mountain'),
  p('SardegnaSettentrionale', 'Sardegna Settentrionale', 3, false, 'sardinia', 'rough', 'mountain'),
  p('Corsica', 'Corsica', 3, false, 'corsica', 'rough', 'mountain'),
];

type C = [name: string, hex: number, size: Size, port: Port];
const CITIES_BY_PROVINCE: Record<string, C[]> = {
  GalliaMassilia: [['Arelate', 1329, 'S', null], ['Aquae Sextiae', 1528, 'S', null], ['Massilia', 1629, 'M', 'major']],
  LiguriaTaurini: [['Cemenelum', 1723, 'S', 'minor'], ['Taurinorum', 1221, 'S', null], ['Vercellae', 1219, 'S', null], ['Hasti', 1319, 'S', null], ['Albingaunum', 1719, 'S', null]],
  LiguriaFriniates: [['Genua', 1717, 'S', 'secondary'], ['Dertona', 1516, 'S', null], ['Ticinum', 1416, 'S', null]],
  GalliaTranspadana: [['Novaria', 1217, 'S', null], ['Bergomum', 1113, 'S', null], ['Mediolanium', 1215, 'S', null], ['Brixia', 1412, 'S', null], ['Verona', 1709, 'S', null], ['Mantua', 1811, 'S', null], ['Cremona', 1513, 'M', null]],
  Venetia: [['Patavium', 1807, 'S', null], ['Atria', 2007, 'S', null], ['Oppida Taurinorum', 1705, 'S', null], ['Bellunium', 1504, 'S', null], ['Aquileia', 1901, 'S', 'secondary'], ['Altinum', 1904, 'S', 'minor']],
  GalliaCispadana: [['Placentia', 1514, 'M', null], ['Parma', 1813, 'S', null], ['Mutina', 2012, 'S', null], ['Bononia', 2011, 'S', null], ['Faventia', 2410, 'S', null], ['Ravenna', 2409, 'S', 'minor']],
  NorthernEtruria: [['Pisae', 2315, 'M', 'minor'], ['Florentia', 2414, 'S', null], ['Volaterrae', 2514, 'S', null], ['Arretium', 2613, 'M', null], ['Populonium', 2717, 'S', null], ['Ilva', 2718, 'none', 'minor']],
  SouthernEtruria: [['Cortona', 2813, 'S', null], ['Perusia', 2911, 'S', null], ['Clusium', 3012, 'S', null], ['Saturnia', 3115, 'S', null], ['Cosa', 3116, 'S', null], ['Tarquinii', 3315, 'S', null]],
  Umbria: [['Sentinum', 2909, 'S', null], ['Ariminum', 2708, 'M', 'minor'], ['Fanum Fortunae', 2908, 'S', null], ['Sena Gallica', 3008, 'S', null], ['Camerinum', 3109, 'S', null], ['Spoletium', 3311, 'S', null]],
  Picenum: [['Ancona', 3107, 'S', null], ['Firmum', 3208, 'S', null], ['Truentum', 3307, 'S', null], ['Asculum', 3308, 'S', null], ['Castrum Novum', 3407, 'S', null], ['Hadria', 3508, 'S', null]],
  Sabinus: [['Reate', 3512, 'S', null], ['Amiternum', 3510, 'S', null], ['Alba Fucens', 3711, 'M', null], ['Corfinium', 3810, 'S', null]],
  Latium: [['Roma', 3714, 'L', null], ['Tibur', 3614, 'S', null], ['Ostia', 3715, 'S', 'major'], ['Praeneste', 3713, 'S', null], ['Antium', 3915, 'S', 'minor'], ['Fregellae', 4013, 'S', null], ['Tarracina', 4114, 'S', 'minor'], ['Casinum', 4212, 'S', null]],
  Samnium: [['Aesernia', 4010, 'S', null], ['Bovianum', 4109, 'M', null], ['Larinum', 4208, 'S', null], ['Saepinum', 4210, 'S', null], ['Beneventum', 4510, 'S', null], ['Aquilonia', 4708, 'S', null], ['Ortona', 3808, 'S', 'minor']],
  Campania: [['Capua', 4412, 'L', null], ['Cumae', 4413, 'M', 'secondary'], ['Neapolis', 4512, 'M', 'major'], ['Salernum', 4612, 'S', null]],
  // Gnathia (5203) is printed under the Lucania heading; placed in Apulia by its hex (ruling M-3).
  Apulia: [['Teanum', 4307, 'S', null], ['Luceria', 4508, 'S', null], ['Arpi', 4506, 'S', null], ['Sipontum', 4505, 'S', null], ['Ausculum', 4608, 'S', null], ['Venusia', 4707, 'S', null], ['Canusium', 4706, 'S', null], ['Barium', 5004, 'S', 'minor'], ['Gnathia', 5203, 'S', null]],
  Lucania: [['Paestum', 4911, 'S', 'minor'], ['Potentia', 4908, 'S', null], ['Vena', 5011, 'S', null], ['Buxentum', 5110, 'S', 'minor'], ['Grumentum', 5109, 'S', null], ['Heraclea', 5407, 'S', null], ['Metapontum', 5306, 'S', 'secondary']],
  Calabria: [['Tarentum', 5405, 'L', 'major'], ['Brundisium', 5402, 'S', 'secondary'], ['Hydruntum', 5701, 'S', 'minor'], ['Uzentum', 5803, 'S', null]],
  Bruttium: [['Thurii', 5509, 'S', 'minor'], ['Consentia', 5611, 'S', null], ['Terina', 5711, 'S', 'minor'], ['Hipponium', 5812, 'S', null], ['Croton', 5908, 'S', 'minor'], ['Locri', 6013, 'S', 'minor'], ['Rhegium', 6015, 'M', 'secondary']],
  Liparae: [['Lipara', 5616, 'S', 'minor']],
  SiciliaOrientale: [['Messina', 5915, 'M', 'secondary'], ['Mylae', 5816, 'S', null], ['Tauromenium', 6017, 'S', null], ['Tyndaris', 5818, 'S', null], ['Catana', 6118, 'S', 'minor'], ['Leontini', 6119, 'S', null], ['Enna', 6021, 'S', null], ['Megara', 6219, 'S', null], ['Syracusae', 6419, 'L', 'major'], ['Netum', 6420, 'S', null], ['Helorus', 6520, 'S', null], ['Camerina', 6222, 'S', null]],
  SiciliaOccidentale: [['Agrigentum', 5923, 'M', null], ['Heraclea Minoa', 5825, 'S', null], ['Cephaloedium', 5720, 'S', null], ['Thermae', 5522, 'S', null], ['Panormus', 5423, 'M', 'secondary'], ['Segesta', 5425, 'S', null], ['Drepanum', 5326, 'M', 'secondary'], ['Lilybaeum', 5526, 'M', 'major']],
  Melita: [['Melita', 6725, 'S', 'minor']],
  // Caralis: the gazetteer's 4322, not the Pyrrhus set-up's 4332 (ruling M-2).
  SardegnaMeridionale: [['Caralis', 4322, 'S', 'secondary'], ['Sulci', 4128, 'S', 'minor'], ['Neapolis (Sardinia)', 4033, 'S', 'minor'], ['Csellis', 3930, 'S', null]],
  SardegnaSettentrionale: [['Olbia', 3326, 'S', 'minor'], ['Tubula', 3227, 'S', 'minor'], ['Nura', 3231, 'S', null]],
  Corsica: [['Marianium', 3126, 'S', 'minor'], ['Aleria', 2823, 'S', 'secondary'], ['Urcinium', 2826, 'S', 'minor'], ['Mariana', 2622, 'S', 'minor']],
};

export const CITIES: readonly CityData[] = Object.entries(CITIES_BY_PROVINCE).flatMap(([province, list]) =>
  list.map(([name, hex, size, port]) => ({ name, hex, province, size, port })),
);

export const ROADS: readonly RoadData[] = [
  // rrr.md S1.7: the only road of the Samnite and Alexander scenarios, Rome to 3914.
  { id: 'appia-1', name: 'Via Appia (Rome–3914)', level: 'always', waypoints: [3714, 3914] },
  // Extended to Capua and Beneventum by the Samnite Augury "Appius Claudius Caecus"; level A otherwise.
  { id: 'appia-2', name: 'Via Appia (Tarracina–Capua)', level: 'A', waypoints: [3914, 4114, 4412] },
  { id: 'appia-3', name: 'Via Appia (Capua–Beneventum)', level: 'A', waypoints: [4412, 4510] },
  { id: 'appia-4', name: 'Via Appia (Beneventum–Brundisium)', level: 'B', waypoints: [4510, 4707, 5405, 5402] },
  // rrr.md Map facts: the Via Salaria exists in every RRR scenario (ruling M-5).
  { id: 'salaria', name: 'Via Salaria', level: 'always', waypoints: [3714, 3614, 3512, 3308, 3407] },
  { id: 'latina', name: 'Via Latina', level: 'A', waypoints: [3714, 3713, 4013, 4212, 4412] },
  { id: 'valeria', name: 'Via Valeria', level: 'A', waypoints: [3614, 3711, 3810] },
  { id: 'flaminia', name: 'Via Flaminia', level: 'B', waypoints: [3714, 3615, 3311, 3109, 2908, 2708] },
  // 6.34 (3514–3615 on a road), EX-6.43a (Saturnia–Rome; a road through 2416).
  { id: 'aurelia', name: 'Via Aurelia', level: 'B', waypoints: [3714, 3615, 3514, 3115, 2717, 2416, 2315] },
];

export const RIVERS: readonly RiverData[] = [
  { name: 'Tiberis', borders: [['SouthernEtruria', 'Latium'], ['SouthernEtruria', 'Sabinus'], ['SouthernEtruria', 'Umbria']] },
  { name: 'Padus', borders: [['GalliaTranspadana', 'GalliaCispadana'], ['GalliaTranspadana', 'LiguriaFriniates'], ['Venetia', 'GalliaCispadana']] },
  { name: 'Liris', borders: [['Latium', 'Campania']] },
  { name: 'Aufidus', borders: [['Samnium', 'Apulia']] },
];

/** Single-hex corrections: province and/or terrain, or `sea: true` to drop a hex. */
export const HEX_OVERRIDES: Record<number, { province?: string; terrain?: Terrain; sea?: boolean }> = {
  // The Po delta and the Venetian lagoons.
  2008: { terrain: 'marsh' },
  1905: { terrain: 'marsh' },
  // The Pomptine marshes between Antium and Tarracina.
  4015: { terrain: 'marsh' },
  // The Arno marshes east of Pisae (Hannibal's march of 217 BC).
  2415: { terrain: 'marsh' },
};

/** Hexes added to the land (none yet: the derived land is connected). */
export const EXTRA_LAND: readonly { hex: number; province: string }[] = [];

/** Strait crossings (6.38): pairs of hexes joined across the water. */
export const STRAITS: readonly { name: string; from: number; to: number; zone: string }[] = [{ name: 'Strait of Messina', from: 6015, to: 5915, zone: 'FretumSiculi' }];
