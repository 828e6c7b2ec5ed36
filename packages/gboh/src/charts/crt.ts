import type { ChartSource } from './source';

/** One Shock CRT cell: Cohesion Hits to the attacker and (in parentheses on the chart) to the defender. */
export type CrtCell = readonly [attacker: number, defender: number];

export const CRT_SOURCE: ChartSource = {
  spec: 'charts.md §1 (Shock Combat Results Table), rules 9.16 / 9.34',
  seedLines: '2130-2139',
  status: 'seed',
  note: 'OCR clean; identical cell for cell to the Devil’s Horsemen CRT (seed 003).',
};

/** Rows: modified DR 0..9; columns 1..13 (index 0..12). */
export const SHOCK_CRT: readonly (readonly CrtCell[])[] = [
  [[6, 1], [5, 2], [4, 2], [4, 2], [3, 2], [3, 2], [3, 2], [3, 2], [3, 2], [3, 2], [3, 2], [2, 2], [2, 2]],
  [[6, 1], [4, 2], [4, 2], [3, 2], [3, 2], [3, 2], [3, 2], [3, 2], [3, 2], [2, 2], [2, 2], [2, 3], [2, 3]],
  [[5, 1], [4, 2], [4, 2], [3, 2], [3, 2], [3, 2], [2, 2], [2, 2], [2, 2], [2, 2], [2, 3], [2, 3], [2, 3]],
  [[5, 1], [4, 2], [4, 2], [3, 2], [3, 2], [2, 2], [2, 2], [2, 2], [2, 2], [2, 3], [2, 3], [2, 3], [2, 3]],
  [[5, 2], [4, 2], [3, 2], [3, 2], [3, 2], [2, 2], [2, 2], [2, 2], [2, 3], [2, 3], [2, 3], [2, 4], [1, 3]],
  [[5, 2], [4, 2], [3, 2], [3, 2], [2, 2], [2, 2], [2, 2], [2, 3], [2, 3], [2, 3], [2, 3], [2, 4], [1, 4]],
  [[4, 2], [4, 2], [3, 2], [2, 2], [2, 2], [2, 2], [2, 2], [2, 3], [2, 3], [2, 3], [2, 4], [2, 4], [1, 4]],
  [[4, 2], [4, 2], [3, 2], [2, 2], [2, 2], [2, 2], [2, 3], [2, 3], [2, 3], [2, 3], [2, 4], [1, 4], [1, 4]],
  [[4, 2], [2, 2], [2, 2], [2, 2], [2, 2], [2, 3], [2, 3], [2, 3], [2, 3], [2, 4], [2, 4], [1, 4], [1, 4]],
  [[3, 2], [2, 2], [2, 2], [2, 2], [2, 3], [2, 4], [2, 4], [2, 4], [2, 4], [2, 4], [1, 4], [1, 4], [1, 6]],
];

export const CRT_MIN_COLUMN = 1;
export const CRT_MAX_COLUMN = 13;

/** Read a CRT cell; the column is clamped to 1..13 (ruling R-CRT-1) and the DR to 0..9 (9.16 STEP 3). */
export function crtCell(crt: readonly (readonly CrtCell[])[], column: number, dr: number): CrtCell {
  const c = Math.min(CRT_MAX_COLUMN, Math.max(CRT_MIN_COLUMN, column));
  const r = Math.min(9, Math.max(0, dr));
  return crt[r]![c - 1]!;
}
