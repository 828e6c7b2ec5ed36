import type { JsonValue, Seat } from '@polemarch/kernel';
import { type TawState, cloneState } from './state';

/**
 * What a seat sees: the whole map and every track. The only hidden thing in the game is the LAM cup's
 * order (4.2), which lives in the generator: the view shows the cup's contents (public, 4.2), never
 * which marker comes next, and never the generator.
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
  engines: 'shown', // Siege Engines are counters on the map (9.9)
  lossChoices: 'shown', // the losses just taken, on the map
  elections: 'shown', // the Roman's pending election choices (public offices)
} as const satisfies Record<keyof TawState, 'shown' | 'hidden'>;

export function tawView(state: TawState, seat: Seat | null): TawView {
  const { rng: _rng, ...rest } = cloneState(state);
  return { ...rest, cup: [...rest.cup].sort(), seat };
}

const isRecord = (v: JsonValue | undefined): v is { [key: string]: JsonValue } => typeof v === 'object' && v !== null && !Array.isArray(v);

/** True when `v` has the shape of a TAW view. */
export function isTawView(v: JsonValue): v is TawView & JsonValue {
  return isRecord(v) && Array.isArray(v['stacks']) && Array.isArray(v['leaders']) && isRecord(v['provinces']) && Array.isArray(v['cup']);
}
