/**
 * The series tables (rules.md, Charts and Tables T1–T27) as typed data, each with its source, and the
 * small pure functions that read them. Values are transcribed from the spec's JSON blocks; where the
 * spec gives an engine reading ([OCR?]/[AMBIGUOUS]/[GAP]) the ruling is cited (docs/rules/taw-rulings.md).
 */
export type Letter = 'A' | 'B' | 'C' | 'D' | 'E';
export type Abs = 'none' | 'dispersed' | 'disorganized' | 'useless';
export type TerrainKind = 'open' | 'rough' | 'mountain' | 'marsh';

/** T4 Battle Results Table (8.3): attacker% / defender%; '*' = roll, max 5% of SP; {x} = Unpredictable (8.4). */
export type BrtCell = { att: number | '*'; def: number | '*' } | { x: number };
export const BRT: Readonly<Record<number, BrtCell>> = {
  [-13]: { att: 50, def: 0 }, [-12]: { att: 45, def: '*' }, [-11]: { att: 40, def: '*' }, [-10]: { att: 30, def: '*' },
  [-9]: { att: 35, def: 10 }, [-8]: { att: 30, def: 5 }, [-7]: { att: 30, def: 10 }, [-6]: { att: 25, def: 5 },
  [-5]: { x: -2 }, [-4]: { att: 25, def: 10 }, [-3]: { att: 20, def: 5 }, [-2]: { att: 30, def: 20 },
  [-1]: { att: 25, def: 15 }, 0: { att: 20, def: 10 }, 1: { att: 15, def: 5 }, 2: { x: -1 },
  3: { att: 15, def: 10 }, 4: { att: 15, def: 15 }, 5: { att: 20, def: 20 }, 6: { att: 10, def: 15 },
  7: { x: 1 }, 8: { att: 5, def: 15 }, 9: { att: 10, def: 20 }, 10: { att: 15, def: 25 },
  11: { att: 20, def: 30 }, 12: { att: 5, def: 20 }, 13: { att: 10, def: 25 }, 14: { x: 2 },
  15: { att: 5, def: 25 }, 16: { att: 10, def: 30 }, 17: { att: 5, def: 30 }, 18: { att: '*', def: 30 },
  19: { att: '*', def: 35 }, 20: { att: '*', def: 40 }, 21: { att: '*', def: 50 }, 22: { att: '*', def: 75 },
};
/** T4 [k] column: the BRT row used when the modified Unpredictable re-roll is k (8.4). */
export const BRT_UNPREDICTABLE_ROW: readonly number[] = [-10, -8, -3, -1, 3, 6, 10, 12, 17, 18];
export const clampBrt = (dr: number): number => Math.max(-13, Math.min(22, dr));
export function brtCell(dr: number): BrtCell {
  return BRT[clampBrt(dr)]!;
}

/** T7 Leader Tactical Capability Table (8.32): tactical value by letter and DR. */
export const TACTICAL: Readonly<Record<Letter, readonly number[]>> = {
  A: [4, 5, 6, 6, 7, 7, 7, 7, 8, 9],
  B: [3, 4, 4, 5, 6, 6, 6, 7, 7, 8],
  C: [2, 3, 4, 4, 4, 5, 6, 6, 6, 7],
  D: [0, 1, 2, 2, 2, 3, 3, 4, 5, 6],
  E: [0, 0, 1, 2, 2, 2, 3, 3, 4, 5],
};
export const tacticalValue = (letter: Letter, dr: number): number => TACTICAL[letter][Math.max(0, Math.min(9, dr))]!;
export const LETTER_VALUE: Readonly<Record<Letter, number>> = { A: 1, B: 2, C: 3, D: 4, E: 5 };

/** T6 Combat Ratio Table (8.31), rounded in the defender's favour; elephants excluded by the caller. */
export function ratioDrm(att: number, def: number): number {
  if (def <= 0) return 0;
  if (att <= 0) return -10;
  if (att >= def) {
    const r = att / def;
    if (r >= 3) return Math.floor(r);
    if (r >= 2) return 2;
    if (r >= 1.5) return 1;
    return 0;
  }
  const q = def / att;
  if (q <= 1.5) return -1;
  if (q <= 2) return -2;
  if (q <= 3) return -3;
  return -Math.ceil(q);
}

/** T5 Cavalry Superiority Table (8.31): scale A (open, non-Roman) and B (rough non-Roman; open Roman). */
const CAV_A = [2, 5, 8, 11, 14, 17, 20, 23] as const;
const CAV_B = [4, 9, 14, 19, 24, 29, 34, 39] as const;
function cavScale(diff: number, tops: readonly number[]): number {
  for (let i = 0; i < tops.length; i++) if (diff <= tops[i]!) return i;
  return 8;
}
/** The DRM for `diff` more cavalry SP on the superior side (always ≥ 0; the caller signs it). */
export function cavalryDrm(diff: number, terrain: TerrainKind, superiorIsRoman: boolean): number {
  if (diff <= 0) return 0;
  if (terrain === 'open') return cavScale(diff, superiorIsRoman ? CAV_B : CAV_A);
  if (terrain === 'rough' && !superiorIsRoman) return cavScale(diff, CAV_B);
  return 0;
}

/** T8 After-Battle Status (8.54) and T12 effects (8.55). */
export const ABS_ORDER: readonly Abs[] = ['none', 'dispersed', 'disorganized', 'useless'];
export const worseAbs = (a: Abs, b: Abs): Abs => (ABS_ORDER.indexOf(a) >= ABS_ORDER.indexOf(b) ? a : b);
/** 8.54: a Dispersed result on a Force already Dispersed makes it Disorganized; status never improves in battle. */
export function applyAbs(current: Abs, result: Abs): Abs {
  if (result === 'dispersed' && current === 'dispersed') return 'disorganized';
  return worseAbs(current, result);
}
export const ABS_EFFECTS: Readonly<Record<Abs, { attackDrm: number | null; defenceDrm: number; attritionRows: number; siegeAttritionDrm: number; assaultDrm: number | null }>> = {
  none: { attackDrm: 0, defenceDrm: 0, attritionRows: 0, siegeAttritionDrm: 0, assaultDrm: 0 },
  dispersed: { attackDrm: -3, defenceDrm: 1, attritionRows: 0, siegeAttritionDrm: 0, assaultDrm: -2 },
  // Useless = 2 rows (6.43, 6.46; the T12 "3 rows" is ruling R-08).
  disorganized: { attackDrm: -5, defenceDrm: 3, attritionRows: 1, siegeAttritionDrm: 1, assaultDrm: -4 },
  useless: { attackDrm: null, defenceDrm: 5, attritionRows: 2, siegeAttritionDrm: 3, assaultDrm: null },
};

/**
 * T13 Loss Percentage Table (8.34) — [GAP], the provisional formula of the spec (ruling R-01): a cell
 * rounds half up; above 10 SP the tens column plus the units column.
 */
export const lossCell = (pct: number, sp: number): number => Math.floor((pct * sp) / 100 + 0.5);
export function lossOf(pct: number, sp: number): number {
  if (sp <= 0 || pct <= 0) return 0;
  if (sp <= 10) return Math.min(sp, lossCell(pct, sp));
  return Math.min(sp, lossCell(pct, 10 * Math.floor(sp / 10)) + lossCell(pct, sp % 10));
}
/** 8.38: Slaughter percentage, rounded down to a table row (5% steps), at most 50. */
export const slaughterPct = (pf: number, dr: number): number => Math.min(50, 5 * Math.floor((pf * dr) / 5));

/** T20 Attrition Results Table (6.43, 6.46, 9.3). */
export const ATTRITION_ROWS: readonly { id: string; apMax: number | null; vals: readonly number[] }[] = [
  { id: '1', apMax: 1, vals: [0, 0, 0, 0, 0, 0, 0, 0, 0, 1] },
  { id: '2', apMax: 2, vals: [0, 0, 0, 1, 1, 1, 1, 2, 2, 2] },
  { id: '3', apMax: 3, vals: [0, 0, 0, 1, 1, 2, 2, 3, 3, 4] },
  { id: '4', apMax: 4, vals: [0, 0, 1, 1, 2, 2, 3, 4, 4, 5] },
  { id: '5-6', apMax: 6, vals: [0, 0, 1, 2, 2, 3, 4, 5, 6, 8] },
  { id: '7-9', apMax: 9, vals: [0, 1, 1, 2, 3, 4, 5, 6, 7, 10] },
  { id: '10-12', apMax: 12, vals: [0, 1, 2, 3, 4, 5, 6, 7, 9, 14] },
  { id: '13-16', apMax: 16, vals: [0, 1, 3, 3, 5, 5, 6, 8, 10, 18] },
  // "1*": 0 when only one SP is moving (6.47).
  { id: '17-21', apMax: 21, vals: [1, 1, 3, 4, 5, 6, 7, 10, 12, 23] },
  { id: '22-27', apMax: 27, vals: [1, 2, 4, 5, 6, 7, 9, 12, 15, 30] },
  { id: '28-34', apMax: 34, vals: [1, 3, 5, 7, 9, 11, 13, 17, 22, 40] },
  { id: '35-42', apMax: 42, vals: [1, 4, 6, 9, 12, 15, 20, 25, 30, 55] },
  { id: '43+', apMax: null, vals: [2, 5, 8, 13, 18, 24, 32, 44, 56, 70] },
  { id: 'A', apMax: null, vals: [3, 7, 10, 16, 23, 31, 42, 57, 71, 90] },
  { id: 'B', apMax: null, vals: [4, 9, 14, 23, 33, 43, 58, 77, 99, 125] },
  { id: 'C', apMax: null, vals: [5, 11, 17, 28, 41, 55, 75, 100, 127, 160] },
  { id: 'D', apMax: null, vals: [7, 15, 21, 35, 50, 70, 95, 125, 156, 195] },
];
const ATTRITION_COLUMNS = [10, 25, 40, 60, 80, 100, 130, 160, 200] as const;
export function attritionColumn(sp: number): number {
  for (let i = 0; i < ATTRITION_COLUMNS.length; i++) if (sp <= ATTRITION_COLUMNS[i]!) return i;
  return 9;
}
export const rowIndex = (id: string): number => ATTRITION_ROWS.findIndex((r) => r.id === id);
/** The row of an AP total (0 or less: no row, ruling R-21). */
export function apRow(ap: number): number | null {
  if (ap <= 0) return null;
  const i = ATTRITION_ROWS.findIndex((r) => r.apMax !== null && ap <= r.apMax);
  return i >= 0 ? i : rowIndex('43+');
}
/** ALP read at (row shifted down by `shift`, at most 4 rows, 6.43) and the SP column. */
export function attritionLoss(ap: number, sp: number, shift: number, movingSp = sp): { alp: number; row: string | null; col: number } {
  const base = apRow(ap);
  if (base === null || sp <= 0) return { alp: 0, row: null, col: attritionColumn(sp) };
  const i = Math.max(0, Math.min(ATTRITION_ROWS.length - 1, base + Math.max(-4, Math.min(4, shift))));
  const col = attritionColumn(sp);
  let alp = ATTRITION_ROWS[i]!.vals[col]!;
  if (movingSp <= 1 && col === 0 && (ATTRITION_ROWS[i]!.id === '17-21' || ATTRITION_ROWS[i]!.id === '22-27')) alp = 0;
  return { alp, row: ATTRITION_ROWS[i]!.id, col };
}
/** T20 siege columns (9.32): the row for a modified siege DR, inside or outside the city. */
const SIEGE_INSIDE = ['5-6', '10-12', '13-16', '17-21', '22-27', '28-34', '35-42', '43+', 'A', 'C', 'D'];
const SIEGE_OUTSIDE = ['3', '4', '5-6', '7-9', '10-12', '13-16', '17-21', '22-27', '28-34', '35-42', '43+', 'B', 'D'];
export function siegeRow(dr: number, inside: boolean): string {
  const list = inside ? SIEGE_INSIDE : SIEGE_OUTSIDE;
  return list[Math.max(0, Math.min(list.length - 1, dr))]!;
}
export function siegeLoss(dr: number, inside: boolean, sp: number): { alp: number; row: string; col: number } {
  const row = siegeRow(dr, inside);
  const col = attritionColumn(Math.max(1, sp));
  return { alp: ATTRITION_ROWS[rowIndex(row)]!.vals[col]!, row, col };
}

/** T22 Devastation Table (6.7). */
export function devastationValue(sp: number): number {
  if (sp < 25) return 0;
  if (sp <= 50) return 1;
  if (sp <= 100) return 2;
  if (sp <= 200) return 3;
  return 4;
}

/** T14 City Assault Table (9.4): the DR needed by siege ratio step, 1-2 … 6-1 (null: automatic failure). */
export const ASSAULT_STEPS = ['1-2', '1-1.5', '1-1', '1.5-1', '2-1', '3-1', '4-1', '5-1', '6-1'] as const;
export const ASSAULT_NEED = [9, 8, 7, 6, 5, 4, 3, 2, 1] as const;
/** The column of a siege ratio, rounded in the defender's favour (−1: worse than 1-2). */
export function assaultColumn(att: number, def: number): number {
  if (def <= 0) return ASSAULT_STEPS.length - 1;
  const r = att / def;
  if (r >= 6) return 8;
  if (r >= 5) return 7;
  if (r >= 4) return 6;
  if (r >= 3) return 5;
  if (r >= 2) return 4;
  if (r >= 1.5) return 3;
  if (r >= 1) return 2;
  if (r >= 1 / 1.5) return 1;
  if (r >= 0.5) return 0;
  return -1;
}
/** T14 assault losses (percent of the infantry involved). */
export const assaultLossPct = (success: boolean, attacker: boolean, dr: number): number =>
  success ? (attacker ? (dr % 2 === 1 ? 25 : 10) : dr * 10) : attacker ? Math.ceil(dr / 2) * 10 : dr % 2 === 1 ? 25 : 10;
/** 9.94 / T14: siege engine lost on a failed assault when the attacker's loss DR is one of these (ruling R-07). */
export const SIEGE_ENGINE_LOSS_ROLLS: readonly number[] = [7, 8, 9];

/** T15 Involuntary Surrender Table (9.52): DR needed by IDS (row "2" read as IDS 3, ruling R-05); null: impossible. */
export function surrenderNeed(ids: number): number | null {
  if (ids >= 10) return null;
  if (ids >= 7) return 8;
  if (ids >= 4) return 5;
  if (ids >= 3) return 4;
  return 2;
}

/** T17 Diplomacy Table (9.6): number by IDS row and CR column 3..7 (clamped); null = not allowed. */
const DIPLOMACY: Readonly<Record<number, readonly (number | null)[]>> = {
  1: [7, 6, 5, 5, 3],
  3: [9, 8, 7, 6, 5],
  4: [10, 9, 8, 7, 6],
  7: [null, null, null, 10, 9],
  10: [null, null, null, null, null],
};
export function diplomacyNumber(ids: number, cr: number): number | null {
  const row = ids >= 10 ? 10 : ids >= 7 ? 7 : ids >= 4 ? 4 : ids >= 3 ? 3 : 1;
  return DIPLOMACY[row]![Math.max(3, Math.min(7, cr)) - 3]!;
}

/** T11 War Elephants Table (8.36), one roll per committed elephant SP. */
export type ElephantResult = 'own-cav' | 'own-inf' | 'lost' | 'none' | 'enemy-inf' | 'enemy-cav' | 'drm';
export const ELEPHANTS: readonly ElephantResult[] = ['own-cav', 'own-inf', 'lost', 'lost', 'none', 'enemy-inf', 'enemy-cav', 'enemy-cav', 'drm', 'drm'];

/** T10 Leader Loss Table (8.6): first roll (+1 on the defeated side) ≥ MR → second roll, ≥ MR killed, else wounded. */
export function leaderLoss(first: number, second: number | null, mr: number, defeated: boolean): 'none' | 'wounded' | 'killed' {
  if (first + (defeated ? 1 : 0) < mr) return 'none';
  return second !== null && second >= mr ? 'killed' : 'wounded';
}

/** T3 Coordination value (8.26). */
export const coordinationValue = (cr1: number, cr2: number, distance: number, rivers: number): number => Math.floor((cr1 + cr2) / 2) - distance - rivers;

/** T2 Avoidance DRMs (8.23). */
export function avoidanceDrm(o: { mountainOrMarsh: boolean; cityDistance: number | null; gpDefender: number; gpAttacker: number; onlyAcrossRiver: boolean; roman: boolean }): number {
  let d = 0;
  if (o.mountainOrMarsh) d -= 1;
  if (o.cityDistance !== null) d += o.cityDistance <= 1 ? -2 : o.cityDistance <= 2 ? -1 : 0;
  d += o.gpAttacker - o.gpDefender;
  if (o.onlyAcrossRiver) d += 3;
  if (o.roman) d += 4;
  return d;
}

/** T16 Ambassador Table (12.34): boxes by rating and DR (9+: 'D' disaster, or '-1/D?' for A). */
export const AMBASSADOR: Readonly<Record<'A' | 'B' | 'C' | 'D', readonly (number | 'D' | '-1/D?')[]>> = {
  A: [3, 2, 2, 2, 2, 1, 1, 1, 0, '-1/D?'],
  B: [2, 2, 2, 2, 1, 1, 1, 0, -1, 'D'],
  C: [2, 2, 1, 1, 1, 0, 0, 0, -1, 'D'],
  D: [2, 1, 1, 1, 1, 0, 0, -1, -1, 'D'],
};

/** T24 Naval Transport Table (7.2). */
export const NAVAL_TRANSPORT: readonly { min: number | null; max: number | null; loss: number; scattered: boolean; ns: 0 | 1 | 2 | 3; leaderCheck: boolean }[] = [
  { min: null, max: 0, loss: 100, scattered: false, ns: 3, leaderCheck: false },
  { min: 1, max: 2, loss: 50, scattered: true, ns: 2, leaderCheck: false },
  { min: 3, max: 3, loss: 25, scattered: true, ns: 1, leaderCheck: false },
  { min: 4, max: 4, loss: 10, scattered: true, ns: 0, leaderCheck: false },
  { min: 5, max: 5, loss: 15, scattered: false, ns: 1, leaderCheck: true },
  { min: 6, max: 6, loss: 10, scattered: false, ns: 0, leaderCheck: true },
  { min: 7, max: 7, loss: 5, scattered: false, ns: 0, leaderCheck: true },
  { min: 8, max: null, loss: 0, scattered: false, ns: 0, leaderCheck: false },
];
/** 7.24 distance DRMs. */
export const navalDistanceDrm = (coastal: number, openSea: number): number => 0 - (Math.floor(coastal / 20) + Math.ceil(openSea / 5));

/** T25 Straits Crossing (7.3): contested on modified DR ≤ 3; loss for NS ≥ 0. */
export const straitContested = (dr: number, ns: number): boolean => ns < 4 && dr + ns <= 3;
export const straitLossNonNegative = (dr: number, ns: number): number => (dr > ns ? 2 * (dr - ns) : 0);
export const STRAIT_ROW_BY_NS: Readonly<Record<number, string>> = { [-1]: 'A', [-2]: 'B', [-3]: 'C', [-4]: 'D' };

/** T26 Port Capacity (7.25): SP that may embark / land (null: unlimited). */
export const PORT_CAPACITY: Readonly<Record<'major' | 'secondary' | 'minor', number | null>> = { major: null, secondary: 50, minor: 25 };

/**
 * T26 Land column for the other hex types (7.22 "with many limits"): an open hex takes 10 SP, a rough hex with
 * a city 5; a rough hex without a city only a Scattered landing; all other terrain eliminates (ruling N-4).
 */
export const LANDING_CAPACITY = { open: 10, roughCity: 5, rough: 'onlyIfScattered', other: 'eliminated' } as const;
