import type { JsonValue, Seat } from '@polemarch/kernel';
import type { Side } from './board';
import { type CcaState, cloneState } from './state';

/**
 * What a seat sees (§3, §6): everything on the table, its own hand, and only the sizes of the hidden piles (the
 * other hand, the draw pile). Never the generator or the deck order. Units and leaders are named in the log's
 * events themselves (`unitLabel`), so the view needs no names table.
 */
export type CcaView = {
  scenario: CcaState['scenario'];
  terrain: CcaState['terrain'];
  rules: CcaState['rules'];
  options: CcaState['options'];
  units: CcaState['units'];
  leaders: CcaState['leaders'];
  discard: CcaState['discard'];
  handMax: CcaState['handMax'];
  turns: CcaState['turns'];
  active: CcaState['active'];
  banners: CcaState['banners'];
  lost: CcaState['lost'];
  objectives: CcaState['objectives'];
  camps: CcaState['camps'];
  captured: CcaState['captured'];
  lastCard: CcaState['lastCard'];
  turn: CcaState['turn'];
  combat: CcaState['combat'];
  leaderEvades: CcaState['leaderEvades'];
  outcome: CcaState['outcome'];
  /** Whose view this is (null: a spectator). */
  seat: string | null;
  /** The seat's own hand (empty for a spectator). */
  hand: string[];
  handSizes: Record<Side, number>;
  deckSize: number;
};

/**
 * Every state field, and whether a seat sees it. The typecheck fails here when a field is added to `CcaState`
 * until it is classified; a shown field must then be added to `CcaView` and to `ccaView` (the view test checks
 * the view's keys against this list).
 */
export const STATE_FIELDS = {
  rng: 'hidden', // the dice and draws to come
  scenario: 'shown',
  terrain: 'shown',
  rules: 'shown',
  options: 'shown',
  units: 'shown',
  leaders: 'shown',
  hands: 'hidden', // each seat sees its own (`hand`) and the sizes (`handSizes`)
  deck: 'hidden', // its order; its size is `deckSize`
  discard: 'shown',
  handMax: 'shown',
  turns: 'shown',
  active: 'shown',
  banners: 'shown',
  lost: 'shown',
  objectives: 'shown',
  camps: 'shown',
  captured: 'shown',
  lastCard: 'shown',
  turn: 'shown',
  combat: 'shown',
  leaderEvades: 'shown',
  outcome: 'shown',
} as const satisfies Record<keyof CcaState, 'shown' | 'hidden'>;

const isSide = (s: Seat): s is Side => s === 'top' || s === 'bottom';

/** The view of `seat` (null: a spectator), field by field, on a copy (the reader may keep or change it). */
export function ccaView(state: CcaState, seat: Seat | null): CcaView {
  const s = cloneState(state);
  return {
    scenario: s.scenario,
    terrain: s.terrain,
    rules: s.rules,
    options: s.options,
    units: s.units,
    leaders: s.leaders,
    discard: s.discard,
    handMax: s.handMax,
    turns: s.turns,
    active: s.active,
    banners: s.banners,
    lost: s.lost,
    objectives: s.objectives,
    camps: s.camps,
    captured: s.captured,
    lastCard: s.lastCard,
    turn: s.turn,
    combat: s.combat,
    leaderEvades: s.leaderEvades,
    outcome: s.outcome,
    seat,
    hand: seat !== null && isSide(seat) ? s.hands[seat] : [],
    handSizes: { top: s.hands.top.length, bottom: s.hands.bottom.length },
    deckSize: s.deck.length,
  };
}

const isRecord = (v: JsonValue | undefined): v is { [key: string]: JsonValue } => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * True when `v` has the shape of a C&C view (as front ends receive views untyped, from a module looked up by its
 * id): the board's terrain and rules, the units and leaders, the seat's hand and the piles' sizes.
 */
export function isCcaView(v: JsonValue): v is CcaView {
  return isRecord(v) && isRecord(v['terrain']) && isRecord(v['rules']) && Array.isArray(v['units']) && Array.isArray(v['hand']) && isRecord(v['handSizes']) && typeof v['deckSize'] === 'number';
}
