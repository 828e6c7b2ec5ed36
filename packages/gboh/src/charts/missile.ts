import type { ChartSource } from './source';

/** MRRC rows: weapon and arm of the FIRER. */
export type MissileRow = 'C_inf' | 'C_cav' | 'B_inf' | 'B_cav' | 'F' | 'J_inf' | 'J_cav' | 'Cheiro';
/** The Devil's Horsemen's crossbow rows (DH 10.1 CB on foot / mounted); Cataphract has none. */
export type CrossbowRow = 'CB_inf' | 'CB_cav';
/** Strength per range 1..n (index 0 = range 1); null = out of range. The crossbow rows exist only in DH's grid. */
export type MissileGrid = Record<MissileRow, (number | null)[]> & Partial<Record<CrossbowRow, (number | null)[]>>;

export const MISSILE_SOURCE: ChartSource = {
  spec: 'charts.md §4 (Missile Range and Results Chart), rules 8.11–8.19',
  seedLines: '2240-2280',
  status: 'provisional',
  note:
    'The strength grid is lost in the OCR. Anchors kept exactly: C cavalry range 3 = 4 (8.15), C cavalry range 1 = 6 (8.33 H&D), ' +
    'B infantry range 1 = 8 and J infantry range 1 = 6 (8.33, W/Y), B infantry maximum range 5 (Dara walls), C cavalry range ≥ 4 (8.11), ' +
    'B/C cavalry range ≥ 2 (6.56), J and F range 1 only (8.22). Other cells follow the Devil’s Horsemen chart’s shape ' +
    '(C mounted range 4 = 2; on foot one better than mounted at ranges 2–4, reaching range 5). Ruling R-MRRC-1. A battle file or the ' +
    '`missileGrid` option overrides any row.',
};

export const PROVISIONAL_MISSILE_GRID: MissileGrid = {
  C_inf: [8, 6, 5, 3, 1],
  C_cav: [6, 5, 4, 2],
  B_inf: [8, 6, 4, 2, 1],
  B_cav: [6, 4, 2],
  F: [6],
  J_inf: [6],
  J_cav: [6, 3],
  Cheiro: [8, 7, 6, 5, 4, 3, 2, 1],
};

/** 8.17: unmodified rolls that make a unit Missile Low, by weapon. */
export const MISSILE_LOW_ON: Record<'B' | 'C' | 'J', readonly number[]> = { B: [9], C: [9], J: [6, 7, 8, 9] };

export function maxRange(grid: MissileGrid, row: MissileRow | CrossbowRow): number {
  const r = grid[row] ?? [];
  let n = 0;
  for (let i = 0; i < r.length; i++) if (r[i] !== null && r[i] !== undefined) n = i + 1;
  return n;
}
