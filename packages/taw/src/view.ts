import type { JsonValue, Seat } from '@polemarch/kernel';
import { type TawState, cloneState } from './state';

/**
 * What a seat sees: the whole map and every track. Hidden: the LAM cup's order (4.2), which lives in the
 * generator (the view shows the cup's contents, public, never which marker comes next, never the
 * generator), and the Guile Points a defender committed to an Avoidance roll before the attacker has
 * answered (5.54: `secretGuile`, shown to its owner only).
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
  unpredictable: 'shown', // 8.4: the attacker decides first, then the defender, openly
} as const satisfies Record<keyof TawState, 'shown' | 'hidden' | 'owner'>;

export function tawView(state: TawState, seat: Seat | null): TawView {
  const { rng: _rng, secretGuile, ...rest } = cloneState(state);
  return { ...rest, ...(secretGuile !== undefined && secretGuile.side === seat ? { secretGuile } : {}), cup: [...rest.cup].sort(), seat };
}

/**
 * 5.54: the attacker is answering an Avoidance's Guile question while the defender, who had points left,
 * has committed his in secret: a view without `secretGuile` does not fix the state.
 */
export function hiddenGuile(v: TawView): boolean {
  const a = v.ask;
  return a !== null && a.kind === 'guile' && a.event === 'avoidance' && v.secretGuile === undefined && v.pendingBattle?.avoiding !== undefined && a.side !== v.pendingBattle.avoiding.side;
}

const isRecord = (v: JsonValue | undefined): v is { [key: string]: JsonValue } => typeof v === 'object' && v !== null && !Array.isArray(v);

/** True when `v` has the shape of a TAW view. */
export function isTawView(v: JsonValue): v is TawView & JsonValue {
  return isRecord(v) && Array.isArray(v['stacks']) && Array.isArray(v['leaders']) && isRecord(v['provinces']) && Array.isArray(v['cup']);
}
