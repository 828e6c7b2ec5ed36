import { type JsonValue, type Seat, createRngState } from '@polemarch/kernel';
import { PREFECTURES, PROVINCES, type PrefectureId } from './data/map';
import { PREFECTURE_TABLE } from './data/tables';
import { byzControls, controller, controlsPrefecture, inProvincesOf } from './geo';
import type { JustinianState } from './state';

/**
 * What a seat sees (14.4): everything. Forces, SP totals, treasuries, markers and dice are open to both players; the
 * only concealed element of the game, the order of the MagMil cup, does not exist here because MagMils are drawn at
 * random when needed (the cup's content is public). The generator is never shown.
 */
export type JustinianView = Omit<JustinianState, 'rng'> & { seat: string | null };

/** Every state field, and whether a seat sees it (the typecheck fails until a new field is classified). */
export const STATE_FIELDS = {
  rng: 'hidden',
  mode: 'shown', options: 'shown', deploy: 'shown', turn: 'shown', phase: 'shown', treasury: 'shown', goldDebt: 'shown', plagues: 'shown',
  halfIncomeNext: 'shown', armies: 'shown', frontier: 'shown', detached: 'shown', fleets: 'shown', control: 'shown', revolt: 'shown',
  builtForts: 'shown', treasuries: 'shown', cup: 'shown', eliminatedLeaders: 'shown', eliminatedPowers: 'shown', persianOnTrack: 'shown',
  allegiance: 'shown', activatedPowers: 'shown', recruitedLeaders: 'shown', majorRecruited: 'shown', lostBattle: 'shown',
  lostBattleLastTurn: 'shown', raisedThisTurn: 'shown', levy: 'shown', acts: 'shown', segment: 'shown', unit: 'shown', attack: 'shown',
  intercept: 'shown', naval: 'shown', retreat: 'shown', losses: 'shown', battle: 'shown', upkeepQueue: 'shown', levyAdded: 'shown', buyingFleet: 'shown',
  replacedOne: 'shown', combined: 'shown', unattached: 'shown', coMinor: 'shown', coMajor: 'shown', outcome: 'shown',
} as const satisfies Record<keyof JustinianState, 'shown' | 'hidden'>;

export function justinianView(s: JustinianState, seat: Seat | null): JustinianView {
  const { rng: _rng, ...rest } = s;
  return { ...structuredClone(rest), seat };
}

export function isJustinianView(v: JsonValue): v is JustinianView {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && Array.isArray(v['armies']) && typeof v['turn'] === 'number' && typeof v['treasury'] === 'number';
}

/** Who controls each province (3.4), read from a view: what a map draws. */
export function provinceControl(v: JustinianView): Record<string, string | null> {
  const s = { ...v, rng: createRngState(0) };
  return Object.fromEntries(PROVINCES.map((p) => [p.name, controller(s, p.name)]));
}
/** Each Prefecture's Byzantine-controlled provinces against the 10.21 threshold. */
export function prefectureProgress(v: JustinianView): { prefecture: PrefectureId; controlled: number; needed: number; total: number; held: boolean }[] {
  const s = { ...v, rng: createRngState(0) };
  return PREFECTURES.map((p) => ({ prefecture: p, controlled: inProvincesOf(p).filter((x) => byzControls(s, x)).length, needed: PREFECTURE_TABLE.rows[p].controlNeeded, total: PREFECTURE_TABLE.rows[p].provinces, held: controlsPrefecture(s, p) }));
}
