import type { JsonValue, Seat } from '@polemarch/kernel';
import { type TawState, cloneState } from './state';

/**
 * What a seat sees: the whole map and every track. Hidden: the LAM cup's order (4.2), which lives in the
 * generator (the view shows the cup's contents, public, never which marker comes next, never the
 * generator), and the Guile Points a defender committed to an Avoidance roll before the attacker has
 * answered, or a seat to a tribe roll-off before the other has (5.54, S2.2: `secretGuile`, shown to its owner only).
 */
export type TawView = Omit<TawState, 'rng'> & { seat: string | null };

export const STATE_FIELDS = {
  rng: 'hidden', // the draws to come: the cup's order and every die
  scenario: 'shown',
  options: 'shown',
  seats: 'shown',
  turn: 'shown',
  lastTurn: 'shown',
  year: 'shown',
  phase: 'shown',
  cup: 'shown', // its contents, kept sorted: no order to leak
  drawn: 'shown',
  lamsDrawn: 'shown', // 5.14: the LAMs drawn are public
  leaders: 'shown',
  stacks: 'shown',
  cities: 'shown',
  provinces: 'shown',
  activation: 'shown',
  ask: 'shown',
  pendingBattle: 'shown',
  displaced: 'shown',
  devastationQueue: 'shown',
  tally: 'shown',
  attritionShift: 'shown',
  siegeShift: 'shown',
  auguryRecruitDrm: 'shown',
  samniteRecruitedBy: 'shown',
  emergency: 'shown',
  dictatorAsked: 'shown',
  consulDefeated: 'shown',
  dictatorNamed: 'shown',
  legionSerial: 'shown',
  rules: 'shown',
  outcome: 'shown',
  naval: 'shown', // NS markers are on the map (7.12)
  pyrrhus: 'shown',
  samnite: 'shown', // the Gauls and Cleonymus are on the map
  devotioUsed: 'shown',
  senate: 'shown', // Triumphs, provinces and Censure are public politics
  vacancies: 'shown', // 8.64: the leaders lost on the map are public
  engines: 'shown', // Siege Engines are counters on the map (9.9)
  lossChoices: 'shown', // the losses just taken, on the map
  elections: 'shown', // the Roman's pending election choices (public offices)
  secretGuile: 'owner', // 5.54: secret until both sides have committed
  tribeRollOff: 'shown', // S2.2: who bids on the roll-off (the first bid is `secretGuile`)
  unpredictable: 'shown', // 8.4: the attacker decides first, then the defender, openly
} as const satisfies Record<keyof TawState, 'shown' | 'hidden' | 'owner'>;

export function tawView(state: TawState, seat: Seat | null): TawView {
  const { rng: _rng, secretGuile, ...rest } = cloneState(state);
  return { ...rest, ...(secretGuile !== undefined && secretGuile.side === seat ? { secretGuile } : {}), cup: [...rest.cup].sort(), seat };
}

/**
 * 5.54: the attacker is answering an Avoidance's Guile question while the defender, who had points left,
 * has committed his in secret, or (S2.2, ruling E-16) the second seat of a tribe roll-off answers after the
 * first committed his: a view without `secretGuile` does not fix the state.
 */
export function hiddenGuile(v: TawView): boolean {
  const a = v.ask;
  if (a === null || a.kind !== 'guile' || v.secretGuile !== undefined) return false;
  if (a.event === 'tribe') return hiddenRollOffBid(v) !== null;
  return a.event === 'avoidance' && v.pendingBattle?.avoiding !== undefined && a.side !== v.pendingBattle.avoiding.side;
}

/** S2.2: the first bidder of a tribe roll-off whose committed points the view hides, or null. */
export function hiddenRollOffBid(v: TawView): { side: string; leader: string } | null {
  const first = v.tribeRollOff?.bidders[0];
  const a = v.ask;
  if (first === undefined || first.leader === null || a === null || a.kind !== 'guile' || a.event !== 'tribe' || a.side === first.side || v.secretGuile !== undefined) return null;
  return { side: first.side, leader: first.leader };
}

const isRecord = (v: JsonValue | undefined): v is { [key: string]: JsonValue } => typeof v === 'object' && v !== null && !Array.isArray(v);

/** True when `v` has the shape of a TAW view. */
export function isTawView(v: JsonValue): v is TawView & JsonValue {
  return isRecord(v) && Array.isArray(v['stacks']) && Array.isArray(v['leaders']) && isRecord(v['provinces']) && Array.isArray(v['cup']);
}
