import type { Letter } from './tables';

/** R1 Roman Command Efficiency Table (RRR 5.25): Double Legions commanded efficiently by letter. */
export const CER_LIMIT: Readonly<Record<Letter, number>> = { A: 6, B: 5, C: 4, D: 3, E: 2 };
/** RRR 5.25: legions over the limit (battle: −over attacking, +over to the attacker defending). */
export const cerOver = (letter: Letter, doubleLegions: number): number => Math.max(0, doubleLegions - CER_LIMIT[letter]);

/**
 * R3 Legion Request Table (RRR 10.3): legions received by column (legions in existence) and modified DR
 * (0..11, clamped); the first column's bracketed reinforcement SP (RRR 10.23).
 */
export const LEGION_REQUEST: readonly (readonly number[])[] = [
  [0, 0, 0, 0, 0],
  [1, 0, 0, 0, 0],
  [1, 1, 0, 0, 0],
  [1, 1, 1, 0, 0],
  [2, 1, 1, 1, 0],
  [2, 1, 1, 1, 1],
  [2, 2, 1, 1, 1],
  [2, 2, 2, 1, 1],
  [3, 2, 2, 2, 1],
  [4, 3, 2, 2, 2],
  [5, 4, 3, 3, 3],
  [5, 5, 4, 3, 3],
];
export const REINFORCEMENT_SP: readonly number[] = [0, 4, 4, 4, 8, 8, 8, 8, 12, 16, 20, 20];
export function legionColumn(legions: number): number {
  if (legions <= 6) return 0;
  if (legions <= 11) return 1;
  if (legions <= 16) return 2;
  if (legions <= 20) return 3;
  return 4;
}
/** Legions received (cap: the scenario's [S]/[E] maximum modified DR). */
export function legionsReceived(dr: number, legions: number, cap = 11): number {
  const row = Math.max(0, Math.min(11, Math.min(cap, dr)));
  return LEGION_REQUEST[row]![legionColumn(legions)]!;
}
/** RRR 10.28: an Auxiliary contingent on a modified DR of 9 or 10 (ruling R-RRR-9). */
export const auxiliaryOnRoll = (dr: number): boolean => dr === 9 || dr === 10;

/** RRR 10.21: full strength of a legion (Punic era; the Samnite and Alexander scenarios use a single RL of 11/2). */
export const LEGION_MAX = { RL: { inf: 9, cav: 1 }, AL: { inf: 9, cav: 3 }, single: { inf: 11, cav: 2 } } as const;

/** R5 Samnite Recruitment Table (S1.5): [inf, cav] by DR and the column of total Samnite SP in play. */
export const SAMNITE_RECRUITMENT: readonly (readonly (readonly [number, number])[])[] = [
  [[0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0]],
  [[3, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0]],
  [[6, 0], [3, 0], [0, 0], [0, 0], [0, 0], [0, 0]],
  [[8, 1], [6, 0], [3, 0], [0, 0], [0, 0], [0, 0]],
  [[11, 1], [8, 1], [6, 0], [3, 0], [0, 0], [0, 0]],
  [[13, 2], [11, 1], [8, 1], [6, 0], [3, 0], [0, 0]],
  [[16, 2], [13, 2], [11, 1], [8, 1], [6, 0], [3, 0]],
  [[18, 3], [16, 2], [13, 2], [11, 1], [8, 1], [6, 0]],
  [[21, 3], [18, 3], [16, 2], [13, 2], [11, 1], [8, 1]],
  [[23, 4], [21, 3], [18, 3], [16, 2], [13, 2], [9, 1]],
];
export function samniteRecruits(dr: number, totalSp: number): readonly [number, number] {
  if (totalSp >= 100) return [0, 0];
  const col = totalSp < 50 ? 0 : Math.min(5, Math.floor(totalSp / 10) - 4);
  return SAMNITE_RECRUITMENT[Math.max(0, Math.min(9, dr))]![col]!;
}

/** R4 Tribal Revolt Table (S1.2): tribes by 2d10 (00 = 100) and strength [inf, cav] by one die. */
export interface TribeRow {
  tribe: string;
  range: readonly [number, number];
  provinces: readonly string[];
  cities: readonly string[];
  strength: readonly (readonly [number, number])[];
}
const st = (...xs: [number, number][]): [number, number][] => [xs[0]!, ...xs];
export const TRIBAL_REVOLT: readonly TribeRow[] = [
  { tribe: 'Etruria', range: [1, 20], provinces: ['NorthernEtruria', 'SouthernEtruria'], cities: ['Arretium', 'Cortona', 'Perusia'], strength: st([4, 0], [7, 1], [10, 2], [13, 3], [16, 4], [20, 4], [23, 5], [26, 6], [29, 7]) },
  { tribe: 'Umbria', range: [21, 36], provinces: ['Umbria'], cities: ['Camerinum'], strength: st([2, 0], [4, 0], [6, 0], [7, 1], [9, 1], [11, 1], [12, 2], [14, 2], [16, 2]) },
  { tribe: 'Picenum', range: [37, 45], provinces: ['Picenum'], cities: ['Asculum'], strength: st([2, 0], [4, 0], [6, 0], [7, 1], [9, 1], [11, 1], [12, 2], [14, 2], [16, 2]) },
  { tribe: 'Sabinus', range: [46, 59], provinces: ['Sabinus'], cities: ['Corfinium'], strength: st([2, 0], [4, 0], [6, 0], [8, 0], [10, 0], [12, 0], [14, 0], [16, 0], [18, 0]) },
  { tribe: 'Apulia', range: [60, 81], provinces: ['Apulia'], cities: ['Luceria'], strength: st([3, 0], [5, 1], [8, 1], [10, 2], [12, 3], [15, 3], [17, 4], [20, 4], [22, 5]) },
  { tribe: 'Lucania', range: [82, 89], provinces: ['Lucania'], cities: ['Paestum'], strength: st([1, 0], [2, 0], [3, 0], [4, 0], [5, 0], [6, 0], [6, 1], [7, 1], [9, 1]) },
  // Campania: the ungarrisoned row (ruling R-RRR-S1a reconstructs the interleaved rows).
  { tribe: 'Campania', range: [90, 92], provinces: ['Campania'], cities: ['Capua'], strength: st([4, 0], [7, 1], [11, 1], [14, 2], [17, 3], [21, 3], [24, 4], [28, 4], [31, 5]) },
  { tribe: 'Tarentum', range: [93, 97], provinces: ['Calabria'], cities: ['Tarentum'], strength: st([3, 0], [6, 0], [8, 1], [11, 1], [13, 2], [16, 2], [18, 3], [21, 3], [23, 4]) },
  { tribe: 'Bruttium', range: [98, 100], provinces: ['Bruttium'], cities: ['Thurii'], strength: st([2, 0], [4, 0], [6, 0], [8, 0], [9, 1], [11, 1], [13, 1], [15, 1], [17, 1]) },
];
/** Campania with a Roman garrison in Capua (the upper row). */
export const CAMPANIA_GARRISONED = st([1, 0], [2, 0], [3, 0], [4, 0], [5, 0], [6, 0], [6, 1], [7, 1], [9, 1]);
export const GAULS_AUGURY = st([4, 1], [8, 2], [12, 3], [16, 4], [20, 5], [24, 6], [28, 7], [32, 8], [36, 9]);
export function tribeFor(roll: number): TribeRow {
  const n = roll === 0 ? 100 : roll;
  return TRIBAL_REVOLT.find((t) => n >= t.range[0] && n <= t.range[1])!;
}

/** R4a Tribal Revolt check (S1.2): DR + Roman legions over 4 outside Roman-controlled provinces; 8+ revolts. */
export const revoltCheck = (dr: number, legionsOutside: number): { total: number; revolt: boolean } => {
  const total = dr + Math.max(0, legionsOutside - 4);
  return { total, revolt: total >= 8 };
};
/** 13.0: two d10 read as tens and units (00–99). */
export const auguryNumber = (tens: number, units: number): number => tens * 10 + units;
