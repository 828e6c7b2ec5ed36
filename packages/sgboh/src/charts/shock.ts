import type { ChartSource } from '@polemarch/gboh-family';

/** T4 Shock Results Table (7.5): one modified d10 roll, one line for both sides (7.83). Quality HIGH. */
export const SHOCK_RESULTS_SOURCE: ChartSource = {
  spec: 'sgboh rules.md T4',
  seedLines: 'chart sheet, Shock Results Table',
  status: 'inferred',
  note: 'quality HIGH: the OCR labels sorted give a point-symmetric table; Example #2 agrees (TC-05), Example #1 does not (TC-03, ruling R-03)',
};

export type ShockEffect =
  | { kind: 'none' }
  | { kind: 'hits'; hits: number; retreat: boolean }
  /** "DR Rout or #H and Retreat" (7.53): the owner rolls per unit/stack, + routCheckDrm. */
  | { kind: 'drRout'; routCheckDrm: number; hits: number }
  | { kind: 'autoRout' };

export type ShockRow = { min: number | null; max: number | null; attacker: ShockEffect; defender: ShockEffect };

const NONE: ShockEffect = { kind: 'none' };

export const SHOCK_RESULTS: readonly ShockRow[] = [
  { min: null, max: -3, attacker: { kind: 'autoRout' }, defender: NONE },
  { min: -2, max: -1, attacker: { kind: 'drRout', routCheckDrm: 2, hits: 3 }, defender: NONE },
  { min: 0, max: 1, attacker: { kind: 'drRout', routCheckDrm: 0, hits: 2 }, defender: NONE },
  { min: 2, max: 2, attacker: { kind: 'hits', hits: 2, retreat: true }, defender: { kind: 'hits', hits: 1, retreat: false } },
  { min: 3, max: 4, attacker: { kind: 'hits', hits: 2, retreat: false }, defender: { kind: 'hits', hits: 1, retreat: false } },
  { min: 5, max: 6, attacker: { kind: 'hits', hits: 1, retreat: false }, defender: { kind: 'hits', hits: 2, retreat: false } },
  { min: 7, max: 7, attacker: { kind: 'hits', hits: 1, retreat: false }, defender: { kind: 'hits', hits: 2, retreat: true } },
  { min: 8, max: 9, attacker: NONE, defender: { kind: 'drRout', routCheckDrm: 0, hits: 2 } },
  { min: 10, max: 11, attacker: NONE, defender: { kind: 'drRout', routCheckDrm: 2, hits: 3 } },
  { min: 12, max: null, attacker: NONE, defender: { kind: 'autoRout' } },
];

/** The T4 line for a modified roll. */
export function shockRow(modified: number): ShockRow {
  for (const row of SHOCK_RESULTS) {
    if ((row.min === null || modified >= row.min) && (row.max === null || modified <= row.max)) return row;
  }
  throw new Error(`no T4 line for ${modified}`);
}

/** A short label of a line's cell, for the log. */
export function shockRowLabel(row: ShockRow): string {
  if (row.min === null) return `<=${row.max}`;
  if (row.max === null) return `>=${row.min}`;
  return row.min === row.max ? String(row.min) : `${row.min}..${row.max}`;
}

export function effectLabel(e: ShockEffect): string {
  switch (e.kind) {
    case 'none':
      return '-';
    case 'hits':
      return `${e.hits}H${e.retreat ? ' and Retreat' : ''}`;
    case 'drRout':
      return `DR${e.routCheckDrm > 0 ? `(+${e.routCheckDrm})` : ''} Rout or ${e.hits}H and Retreat`;
    case 'autoRout':
      return 'Auto Rout';
  }
}
