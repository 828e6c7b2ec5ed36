/**
 * The schematic geometry of the Justinian area map, AUTHORED for the app: each province, sea area and off-map box is
 * drawn at an approximate longitude/latitude of its centre (its capital where it had one), projected flat. The
 * physical map's shapes are not in the seed (map.md § 6): these positions are schematic, not the printed map, and only
 * place the areas so the borders of `data/map.ts` read as a map. Correct a position here; the rules never read it.
 */

export const GEOMETRY_SOURCE = 'schematic: approximate centres (longitude, latitude) of the period provinces, authored for the app';

/** [longitude, latitude] of each province's centre. */
const PROVINCE_LONLAT: Record<string, readonly [number, number]> = {
  // Egypt
  'Aegyptus I': [29.9, 31.1], 'Aegyptus II': [30.9, 30.6], 'Augustamnica I': [32.4, 31.0], 'Augustamnica II': [31.9, 30.0],
  Arcadia: [30.7, 28.6], 'Thebais I': [31.0, 26.9], 'Thebais II': [32.7, 25.3], 'Libya Pentapolis': [21.8, 32.6], 'Libya Inferior': [25.8, 31.2],
  // Africa
  Zeugitania: [10.0, 36.8], Byzacena: [10.4, 35.3], Tripolitania: [13.3, 32.6], Numidia: [7.4, 35.6], 'Mauretania Sitifensis': [5.2, 36.4],
  'Mauretania Caesariensis': [2.2, 36.1], Sardinia: [9.0, 40.0], Corsica: [9.1, 42.2], Baleares: [3.0, 39.6], Hispania: [-1.2, 37.9], Septem: [-5.3, 35.7],
  // Italy
  Liguria: [9.0, 45.3], Aemilia: [10.7, 44.6], Flaminia: [12.3, 44.1], Picenum: [13.4, 43.1], 'Venetia et Histria': [12.4, 45.8],
  'Tuscia et Umbria': [11.6, 42.8], Valeria: [13.3, 42.0], Campania: [14.2, 41.0], Samnium: [15.3, 41.7], 'Apulia et Calabria': [16.9, 40.8],
  'Lucania et Bruttii': [16.1, 39.3], Sicilia: [14.2, 37.5],
  // Illyricum
  Dalmatia: [16.8, 43.9], Praevalitana: [19.4, 42.5], Dardania: [21.2, 42.7], 'Moesia I': [21.0, 44.5], 'Dacia Ripensis': [23.5, 43.9],
  'Dacia Mediterranea': [23.0, 42.5], Macedonia: [22.8, 40.8], 'Epirus Nova': [19.8, 41.0], 'Epirus Vetus': [20.6, 39.5], Thessalia: [22.2, 39.5],
  Achaea: [22.5, 37.8], Creta: [24.9, 35.2],
  // East
  Europa: [28.5, 41.3], Thracia: [24.9, 42.2], Haemimontus: [26.8, 42.0], Rhodope: [25.3, 41.1], 'Moesia II': [26.0, 43.6], Scythia: [28.5, 44.5],
  Hellespontus: [27.4, 40.0], Bithynia: [30.2, 40.7], Asia: [27.2, 38.3], Lydia: [28.3, 38.9], Caria: [28.3, 37.3], Lycia: [29.7, 36.4],
  Pamphylia: [30.9, 36.9], Pisidia: [31.1, 37.9], 'Phrygia Pacatiana': [29.6, 38.2], 'Phrygia Salutaris': [30.6, 39.5], Lycaonia: [32.6, 38.0],
  Isauria: [33.4, 36.9], Insulae: [26.7, 36.9], Honorias: [32.0, 41.3], Paphlagonia: [33.8, 41.4], 'Galatia I': [32.9, 40.1],
  'Galatia Salutaris': [31.8, 39.0], 'Cappadocia I': [35.6, 38.8], 'Cappadocia II': [34.5, 37.9], Helenopontus: [36.0, 41.0],
  'Pontus Polemoniacus': [38.0, 40.8], 'Armenia I': [39.6, 40.0], 'Armenia II': [37.1, 39.7], 'Armenia III': [38.4, 38.5],
  'Armenia IV': [40.9, 38.4], Lazica: [41.8, 42.2], 'Cilicia I': [34.8, 37.0], 'Cilicia II': [35.9, 37.3], Cyprus: [33.2, 35.1],
  'Syria I': [36.3, 36.2], 'Syria II': [36.6, 35.3], Euphratensis: [37.9, 36.8], Osrhoene: [39.1, 36.9], Mesopotamia: [40.9, 37.3],
  Phoenice: [35.3, 33.6], 'Phoenice Libanensis': [36.8, 34.2], Arabia: [36.5, 32.4], 'Palaestina I': [34.8, 32.1], 'Palaestina II': [35.6, 32.9],
};

/** Where each sea area's label sits. */
const SEA_LONLAT: Record<string, readonly [number, number]> = {
  'Western Mediterranean': [3.2, 38.3], 'Sea of Carthage': [12.0, 35.6], 'Tyrrhenian Sea': [12.0, 40.0], 'Ionian Sea': [18.5, 37.0],
  'Adriatic Sea': [15.4, 43.2], 'Aegean Sea': [25.3, 38.6], 'Libyan Sea': [21.5, 34.2], 'The Levant': [31.0, 34.0], 'Black Sea': [33.5, 43.2],
};

/** The off-map boxes, around the edges toward their homelands. */
const BOX_LONLAT: Record<string, readonly [number, number]> = {
  persia: [45.0, 35.5], moors: [4.0, 33.0], franks: [4.5, 47.6], visigoths: [-5.0, 40.6], alamanni: [9.8, 48.0], lombards: [15.0, 47.8],
  gepids: [20.0, 47.0], slavs: [24.5, 46.6], bulgars: [29.0, 46.9], kotrigurHuns: [33.5, 46.8], utigurHuns: [40.0, 45.6], crimeanGoths: [35.8, 45.0],
  lakhmidArabs: [41.5, 33.2], ghassanidArabs: [37.8, 30.6],
};

const LON0 = -7;
const LAT0 = 49;
const KX = 26;
const KY = 32;
export const project = ([lon, lat]: readonly [number, number]): { x: number; y: number } => ({ x: Math.round((lon - LON0) * KX), y: Math.round((LAT0 - lat) * KY) });

export const MAP_BOUNDS = { x: 0, y: 0, w: Math.round((48 - LON0) * KX), h: Math.round((LAT0 - 24.4) * KY) };

const table = (m: Record<string, readonly [number, number]>): Map<string, { x: number; y: number }> => new Map(Object.entries(m).map(([k, v]) => [k, project(v)]));
export const PROVINCE_AT = table(PROVINCE_LONLAT);
export const SEA_AT = table(SEA_LONLAT);
export const BOX_AT = table(BOX_LONLAT);
