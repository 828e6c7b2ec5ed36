import type { ChartSource } from '@polemarch/gboh-family';
import type { UnitClass, UnitType } from '../types';

/**
 * T5 Weapon System Matrix (7.52): rows the attacker's Type, columns the defender's. Flank/Rear part quality HIGH
 * (row SK* partly lost: placeholder LI/LP values, ruling R-05); Frontal part MEDIUM/LOW (blank cells dropped by
 * the OCR; `uncertain` lists the cells placed by inference, ruling R-06). 'P' = prohibited (10.23).
 */
export const MATRIX_SOURCE: ChartSource = {
  spec: 'sgboh rules.md T5a, T5b, T5c',
  seedLines: 'chart sheet, Weapon System Matrix',
  status: 'inferred',
  note: 'flank/rear HIGH except SK* (placeholder); frontal MEDIUM/LOW: placements inferred, see docs/rules/sgboh-rulings.md R-05, R-06',
};

export type Cell = number | 'P';

export const FLANK_COLUMNS = ['INF', 'SK', 'HC|RC|BC', 'LN|LC', 'GC', 'EL', 'CH'] as const;
export const FLANK_ROWS: Record<string, { v: Cell[]; uncertain: number[] }> = {
  PH: { v: [4, 5, 3, 4, 3, 3, 5], uncertain: [] },
  'LG|CO_VET': { v: [4, 4, 3, 3, 2, 2, 5], uncertain: [] },
  'HI|CO_REC|HO': { v: [3, 4, 3, 3, 2, 2, 4], uncertain: [] },
  'MI|CO_CON': { v: [3, 4, 2, 3, 2, 2, 4], uncertain: [] },
  BI: { v: [3, 4, 2, 4, 2, 1, 4], uncertain: [] },
  'LI|LP': { v: [3, 3, 2, 2, 2, 1, 3], uncertain: [] },
  SKS: { v: [2, 1, 2, 2, 2, 1, 3], uncertain: [3, 4, 5, 6] },
  'HC|RC|BC': { v: [3, 4, 2, 3, 2, 'P', 0], uncertain: [6] },
  LN: { v: [2, 3, 2, 2, 2, 'P', 0], uncertain: [6] },
  'LC|GC': { v: [2, 3, 1, 2, 1, 'P', 3], uncertain: [] },
  EL: { v: [5, 5, 5, 5, 5, 2, 5], uncertain: [] },
  CH: { v: [5, 5, 4, 5, 4, 4, 5], uncertain: [] },
};

export const FRONT_COLUMNS = ['PH', 'LG|CO_VET', 'HI|HO', 'CO_REC', 'MI', 'CO_CON', 'BI', 'LI', 'LP', 'SK|SKS', 'HC', 'RC', 'BC', 'LN', 'LC', 'GC', 'EL', 'CH'] as const;
const ALL_FRONT_UNCERTAIN = [1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15];
export const FRONT_ROWS: Record<string, { v: Cell[]; uncertain: number[] }> = {
  PH: { v: [0, 0, 0, 0, 3, 3, 3, 3, 3, 5, 1, 1, 1, 2, 2, 1, -2, -1], uncertain: [1, 2, 3, 4, 5, 6, 7, 8] },
  'LG|CO_VET': { v: [-1, 0, 1, 1, 2, 2, 1, 2, 2, 4, 0, 0, 0, 1, 1, 0, -2, -1], uncertain: [10, 11, 12, 13, 14, 15] },
  'HI|CO_REC|HO': { v: [-1, 0, 0, 0, 0, 0, 0, 3, 3, 4, 0, 0, 0, 1, 1, 0, -2, -2], uncertain: ALL_FRONT_UNCERTAIN },
  'MI|CO_CON': { v: [-1, -1, -1, -1, 0, 0, 0, 0, 0, 4, 0, 0, 0, 1, 1, 0, -2, -2], uncertain: ALL_FRONT_UNCERTAIN },
  BI: { v: [-4, -1, 0, 0, 0, 0, 0, 3, 3, 4, 0, 0, 0, 1, 1, 0, -3, -2], uncertain: ALL_FRONT_UNCERTAIN },
  LI: { v: [-5, -4, -1, -1, -1, -1, -3, 0, 0, 3, -1, -1, -1, 0, 0, -4, -3, -3], uncertain: ALL_FRONT_UNCERTAIN },
  LP: { v: [-2, -4, -1, -1, -1, -1, -3, 0, 0, 3, -1, -1, -1, 0, 0, -4, -3, -3], uncertain: ALL_FRONT_UNCERTAIN },
  SKS: { v: [-6, -6, -6, -6, -5, -5, -6, -1, -1, 0, -5, -5, -5, -4, -1, -5, -3, -1], uncertain: [9] },
  HC: { v: [-4, -1, -4, -1, -1, 0, -3, 0, 0, 4, 0, 3, 0, 0, 3, -3, 'P', -2], uncertain: [4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15] },
  RC: { v: [-4, -1, -4, -1, -1, -1, -3, 0, 0, 4, -3, 0, -3, 1, 3, -3, 'P', -2], uncertain: [4, 5, 6, 7, 8] },
  BC: { v: [-4, -1, -4, -1, -1, 0, -3, 0, 0, 4, 0, 2, 0, 1, 3, -3, 'P', -2], uncertain: [4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15] },
  LN: { v: [-5, -2, -4, -2, -1, -1, -2, 0, -3, 3, -1, -1, -1, 0, 2, -4, 'P', -3], uncertain: [4, 5, 6, 7, 8] },
  'LC|GC': { v: [-5, -3, -5, -3, -4, -2, -5, -2, -4, 4, -1, -1, -1, 0, 0, -4, 'P', -3], uncertain: [10, 11, 12, 13, 14, 15] },
  EL: { v: [-4, 1, 1, 0, -1, 0, 2, 5, 5, 0, 4, 4, 4, 4, 5, 4, 2, 1], uncertain: [1, 2, 3, 4, 5, 6, 7, 8, 9] },
  CH: { v: [1, 1, 1, 0, 1, 0, 2, 5, 5, 0, 4, 4, 4, 5, 5, 0, -2, 0], uncertain: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 17] },
};

/**
 * The DH annex's frontal Weapon-System DRMs (seed 003 "Regole Semplificate", spec gboh-devils-horsemen rules.md
 * "Simplified Rules"): HC CAT against any foot unit +3; LC, MI and LI against HC CAT −3; HC (knights included)
 * against HC CAT −1. They replace the T5b cell for those pairs (ruling R-46).
 */
export const DH_FRONT_SOURCE: ChartSource = { spec: 'gboh-devils-horsemen rules.md, Simplified Rules', seedLines: '003: Regole Semplificate', status: 'seed', note: 'three frontal cells replaced in DH battles' };
export function dhFrontDrm(attacker: MatrixUnit, defender: MatrixUnit): number | null {
  const cat = (u: MatrixUnit): boolean => u.type === 'HC' && u.cls === 'CAT';
  const foot = !['HC', 'RC', 'BC', 'LN', 'LC', 'GC', 'EL', 'CH'].includes(defender.type);
  if (cat(attacker) && foot) return 3;
  if (cat(defender) && ['LC', 'MI', 'LI'].includes(attacker.type)) return -3;
  if (cat(defender) && attacker.type === 'HC') return -1;
  return null;
}

/** The matrix type a unit uses: artillery as LI (10.11), HO as HI (ruling R-08). */
export type MatrixUnit = { type: UnitType; cls: UnitClass | null };

/** The attacker row key of a unit in the Frontal table (T5b). */
export function frontRow(u: MatrixUnit): string {
  switch (u.type) {
    case 'LG':
      return 'LG|CO_VET';
    case 'CO':
      return u.cls === 'REC' ? 'HI|CO_REC|HO' : u.cls === 'CON' ? 'MI|CO_CON' : 'LG|CO_VET';
    case 'HI':
    case 'HO':
      return 'HI|CO_REC|HO';
    case 'MI':
      return 'MI|CO_CON';
    case 'LC':
    case 'GC':
      return 'LC|GC';
    case 'SK':
    case 'SKS':
      return 'SKS';
    case 'ART':
      return 'LI';
    default:
      return u.type;
  }
}

/** The attacker row key of a unit in the Flank/Rear table (T5a). */
export function flankRow(u: MatrixUnit): string {
  switch (u.type) {
    case 'LI':
    case 'LP':
    case 'ART':
      return 'LI|LP';
    case 'HC':
    case 'RC':
    case 'BC':
      return 'HC|RC|BC';
    default: {
      const r = frontRow(u);
      return r === 'LC|GC' ? 'LC|GC' : r;
    }
  }
}

export function frontColumn(u: MatrixUnit): number {
  const key = ((): string => {
    switch (u.type) {
      case 'LG':
        return 'LG|CO_VET';
      case 'CO':
        return u.cls === 'REC' ? 'CO_REC' : u.cls === 'CON' ? 'CO_CON' : 'LG|CO_VET';
      case 'HI':
      case 'HO':
        return 'HI|HO';
      case 'SK':
      case 'SKS':
        return 'SK|SKS';
      case 'ART':
        return 'LI';
      default:
        return u.type;
    }
  })();
  return FRONT_COLUMNS.indexOf(key as (typeof FRONT_COLUMNS)[number]);
}

export function flankColumn(u: MatrixUnit): number {
  switch (u.type) {
    case 'SK':
    case 'SKS':
      return 1;
    case 'HC':
    case 'RC':
    case 'BC':
      return 2;
    case 'LN':
    case 'LC':
      return 3;
    case 'GC':
      return 4;
    case 'EL':
      return 5;
    case 'CH':
      return 6;
    default:
      return 0; // [a] all infantry except skirmishers
  }
}

/** The Weapon System DRM of one attacker Type against one defender Type, Frontal or Flank/Rear. */
export function matrixDrm(attacker: MatrixUnit, defender: MatrixUnit, flank: boolean): Cell {
  const row = flank ? FLANK_ROWS[flankRow(attacker)] : FRONT_ROWS[frontRow(attacker)];
  if (row === undefined) throw new Error(`no matrix row for ${attacker.type}`);
  const col = flank ? flankColumn(defender) : frontColumn(defender);
  const v = row.v[col];
  if (v === undefined) throw new Error(`no matrix column for ${defender.type}`);
  return v;
}
