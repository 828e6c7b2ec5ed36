/**
 * The Naval Zones of the RRR map (7.11), RECONSTRUCTED. The seed names the zones (Mare Adriaticum, Mare
 * Ionium, Fretum Siculi, Mare Tyrrhenum, Mare Sardoum, Mare Africum: rrr.md S3.4) but draws no boundary
 * ([GAP] 7.11: "the zone boundaries are map data"). Every hex of the map's frame that is not land is sea;
 * Fretum Siculi is the sea within `STRAIT_RADIUS` of Messina or Rhegium, and every other sea hex belongs to
 * the zone of its nearest anchor below (ties: the anchor listed first). The Ligurian sea and the
 * Corsica–Sardinia strait go to Mare Tyrrhenum (7.11). Correct an anchor here to move a boundary.
 */
export const SEA_FRAME = { minCol: 5, maxCol: 72, minRow: 1, maxRow: 37 } as const;

export const NAVAL_ZONES = ['MareAdriaticum', 'MareIonium', 'FretumSiculi', 'MareTyrrhenum', 'MareSardoum', 'MareAfricum'] as const;
export type NavalZone = (typeof NAVAL_ZONES)[number];

export const STRAIT_ZONE = { zone: 'FretumSiculi' as NavalZone, centres: [5915, 6015], radius: 4 };

export const ZONE_ANCHORS: readonly { zone: NavalZone; hexes: readonly number[] }[] = [
  // North of the peninsula's Adriatic coast (low rows), down to the Strait of Otranto.
  { zone: 'MareAdriaticum', hexes: [2403, 3002, 3602, 4201, 4801, 5401] },
  // The Gulf of Tarentum and the sea east of Bruttium and Sicily.
  { zone: 'MareIonium', hexes: [5313, 6204, 6608, 6812, 7017, 7022] },
  // Between the peninsula, Sicily's north coast, Sardinia and Corsica; the Ligurian sea.
  { zone: 'MareTyrrhenum', hexes: [2019, 2719, 3420, 4218, 4718, 5214, 3628] },
  // West of Sardinia and Corsica, the Gulf of Lion.
  { zone: 'MareSardoum', hexes: [1230, 2031, 2634, 3237, 3837] },
  // South of Sicily and Sardinia, round Melita.
  { zone: 'MareAfricum', hexes: [4637, 5232, 5830, 6330, 6930] },
];
