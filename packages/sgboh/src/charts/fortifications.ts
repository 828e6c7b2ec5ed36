import type { ChartSource } from '@polemarch/gboh-family';

/**
 * T2 Fortification Effects Chart (11.1), quality PROVISIONAL: every row as data, from outside (the attacker or firer
 * outside the works) and from inside. `null`: a cell the OCR lost (engine 0, flagged `uncertain`); 'AF': use the
 * wall or rampart the gate is set in. Only the Ditch/Earthwork row is used today (Dara's trench, ruling R-13); the
 * family map has no wall-crossing, rampart, tower or gate hexsides yet (ruling R-44).
 */
export const FORTIFICATION_SOURCE: ChartSource = {
  spec: 'sgboh rules.md T2',
  seedLines: 'chart sheet, Fortification Effects Chart',
  status: 'inferred',
  note: 'outside row read with confidence; inside missile cells from the OCR fragments "AF +4 −1", "AF +2 −1 −1", "AF +1 −1"; inside Art and Shock cells lost (0)',
};

export type FortCell = number | 'AF' | null;
export type FortRow = {
  /** Extra MP to cross; `hit`: h mandatory, (h) pay +1 MP or take it; `columnMp`: note c, In Column instead. */
  move: { mp: number; hit: 'none' | 'mandatory' | 'optional'; columnMp?: number; cumulative?: boolean };
  missile: { J: FortCell; A: FortCell; S: FortCell; ART: FortCell };
  shock: FortCell;
  uncertain: readonly ('move' | 'J' | 'A' | 'S' | 'ART' | 'shock')[];
};
export type FortFeature = 'gate' | 'ditch' | 'wall' | 'rampart' | 'tower';

export const FORTIFICATIONS: Record<'outside' | 'inside', Record<FortFeature, FortRow>> = {
  outside: {
    gate: { move: { mp: 2, hit: 'none', columnMp: 1 }, missile: { J: 'AF', A: 'AF', S: 'AF', ART: null }, shock: -1, uncertain: [] },
    ditch: { move: { mp: 2, hit: 'mandatory' }, missile: { J: 4, A: 2, S: 1, ART: -1 }, shock: -2, uncertain: [] },
    wall: { move: { mp: 3, hit: 'mandatory' }, missile: { J: 3, A: 1, S: 1, ART: -2 }, shock: -3, uncertain: [] },
    rampart: { move: { mp: 3, hit: 'mandatory' }, missile: { J: 3, A: 1, S: 1, ART: -1 }, shock: -3, uncertain: [] },
    // Note d: a tower's costs and DRMs add to those of its wall or rampart; its missile cells are blank in the OCR.
    tower: { move: { mp: 1, hit: 'none', cumulative: true }, missile: { J: null, A: null, S: null, ART: null }, shock: -1, uncertain: ['J', 'A', 'S'] },
  },
  inside: {
    gate: { move: { mp: 2, hit: 'none', columnMp: 1 }, missile: { J: 'AF', A: 'AF', S: 'AF', ART: null }, shock: null, uncertain: ['J', 'A', 'S', 'ART', 'shock'] },
    ditch: { move: { mp: 1, hit: 'optional' }, missile: { J: 4, A: 2, S: 1, ART: null }, shock: null, uncertain: ['J', 'A', 'S', 'ART', 'shock'] },
    wall: { move: { mp: 2, hit: 'optional' }, missile: { J: -1, A: -1, S: -1, ART: null }, shock: null, uncertain: ['J', 'A', 'S', 'ART', 'shock'] },
    rampart: { move: { mp: 1, hit: 'optional' }, missile: { J: -1, A: -1, S: -1, ART: null }, shock: null, uncertain: ['J', 'A', 'S', 'ART', 'shock'] },
    // Note e: a unit in a tower fires one hex farther, needing a modified 0 at that range.
    tower: { move: { mp: 1, hit: 'none', cumulative: true }, missile: { J: null, A: null, S: null, ART: null }, shock: null, uncertain: ['J', 'A', 'S', 'ART', 'shock'] },
  },
};

/** A cell as a DRM (a lost cell is 0, ruling R-44; 'AF' has no wall here to refer to, so 0). */
export const fortDrm = (c: FortCell): number => (typeof c === 'number' ? c : 0);
