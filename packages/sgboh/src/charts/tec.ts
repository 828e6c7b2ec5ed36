import { FORTIFICATIONS, fortDrm } from './fortifications';
import type { ChartSource } from '@polemarch/gboh-family';
import type { UnitType } from '../types';

/**
 * T1 Terrain Effects Chart (5.0) and the T2 Fortification rows our maps use, as data. PROVISIONAL: hexes and
 * Stream/River MEDIUM, the rest LOW (see the spec's notes and docs/rules/sgboh-rulings.md R-10..R-13). A cell is
 * the source's notation: a number is MP; `h` a mandatory Cohesion Hit, `(h)` pay +1 MP or take a Hit; `P`
 * prohibited; `AT` the other terrain of the hex; a trailing `?` marks an [OCR?] cell.
 */
export const TEC_SOURCE: ChartSource = {
  spec: 'sgboh rules.md T1, T2',
  seedLines: 'chart sheet, Terrain Effects Chart, Fortification Effects Chart',
  status: 'provisional',
  note: 'reconstructed from OCR cells; verify against the original chart',
};

/** TEC columns: (1) PH,HI,CO(Con) (2) LG,CO(V/R),MI (3) LI,LP (4) BI (5) SK (6) Cavalry and Leaders (7) EL (8) CH. */
export type TecColumn = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
export const LEADER_COLUMN: TecColumn = 5;

export function tecColumn(type: UnitType, cls: string | null): TecColumn {
  switch (type) {
    case 'PH':
    case 'HI':
    case 'HO':
      return 0;
    case 'CO':
      return cls === 'CON' ? 0 : 1;
    case 'LG':
    case 'MI':
      return 1;
    case 'LI':
    case 'LP':
    case 'ART':
      return 2;
    case 'BI':
      return 3;
    case 'SK':
    case 'SKS':
      return 4;
    case 'EL':
      return 6;
    case 'CH':
      return 7;
    default:
      return 5;
  }
}

export const TEC = {
  hexes: {
    clear: ['1', '1', '1', '1', '1', '1', '1', '1'],
    woods: ['2(h)', '2(h)', '2', '2(h)', '2', '2(h)?', 'P?', 'P'],
    rough: ['1(h)', '1', '1', '1(h)', '1', '1?', 'P?', 'P'],
    marsh: ['2(h)', '2(h)', '2', '2(h)', '2', '2(h)?', 'P?', 'P'],
    majorRiverCaesarGaul: ['P?', 'P?', 'P?', 'P?', 'P?', 'P?', 'P?', 'P?'],
  },
  hexsides: {
    stream: ['+0(h)', '+0', '+0', '+0?', '+0?', '+0', '+0', '+0'],
    river: ['+2h', '+2(h)', '+2(h)', '+2(h)?', '+2(h)?', '+2(h)', 'P', 'P'],
  },
  elevation: {
    up1: ['+1', '+1', '+1?', '+1?', '+1?', '+1?', '+1?', '+1'],
    up2: ['+2h', '+2h', '+2h?', '+2h?', '+2h?', 'P?', 'P?', 'P'],
    up3: ['P', '+3h', '+3h?', '+3h?', '+3h?', 'P?', 'P?', 'P'],
    down1: ['+0', '+0', '+0?', '+0?', '+0?', '+0?', '+0?', '+0(h)'],
    down2: ['+1h', '+1(h)', '+1(h)?', '+1(h)?', '+1(h)?', 'P?', 'P?', 'P'],
    down3: ['P', '+3h', '+3h?', '+3h?', '+3h?', 'P?', 'P?', 'P'],
  },
  /**
   * Entering a friendly-occupied hex (T1 "Friendly unit", quality LOW: "+2/+1" read as +2, the +1 being note g's
   * Roman infantry into Roman infantry and leaders); In Column P (11.26).
   */
  enterFriendly: [2, 2, 1, 2, 1, 2, 2, 2],
  /** Note g: Roman infantry entering a hex of other Roman infantry. */
  enterFriendlyRoman: 1,
  /** Note h: changing the stacking order. */
  restack: 2,
  /** Change facing, per vertex (6.12; note e: Roman infantry any facing for the cost). */
  changeFacing: [1, 1, 1, 1, 0, 1, 2, 2],
  /** Shock DRM of the defender's hex (T1 last column). */
  shockDrm: { clear: 0, woods: -1, rough: -1, marsh: -1 } as Record<string, number>,
  /** River hexside Shock DRM (note c): −1 if at least one attacker attacks across it, −2 if all do. */
  riverShockDrm: { some: -1, all: -2 },
  /** Elevation Shock DRM from the attacker's point of view (up = defender higher). */
  elevationShockDrm: { up1: -1, up2: -2, down1: 1, down2: 1 } as Record<string, number>,
} as const;

/**
 * T2 Fortification Effects Chart, the Ditch/Earthwork row (Dara's trench), read from `charts/fortifications.ts`:
 * from outside +2h MP, Shock −2; missile J +4, A +2, S +1, artillery −1 (ruling R-13: our trench hexside has no
 * inside, both sides read "outside"; B and C bows use the A cell).
 */
const D = FORTIFICATIONS.outside.ditch;
export const DITCH = {
  mp: D.move.mp,
  hit: 'mandatory' as const,
  shockDrm: fortDrm(D.shock),
  missile: { J: fortDrm(D.missile.J), A: fortDrm(D.missile.A), B: fortDrm(D.missile.A), C: fortDrm(D.missile.A), S: fortDrm(D.missile.S), ART: fortDrm(D.missile.ART) } as Record<string, number>,
};

export type Cost = { mp: number; hit: 'none' | 'mandatory' | 'optional' } | 'P' | 'AT';

/** Reads one cell of the TEC notation. */
export function parseCell(cell: string): Cost {
  const c = cell.replace('?', '');
  if (c === 'P') return 'P';
  if (c === 'AT') return 'AT';
  const m = /^\+?(\d+)(\(h\)|h)?$/.exec(c);
  if (m === null) throw new Error(`bad TEC cell ${cell}`);
  return { mp: Number(m[1]), hit: m[2] === undefined ? 'none' : m[2] === 'h' ? 'mandatory' : 'optional' };
}
