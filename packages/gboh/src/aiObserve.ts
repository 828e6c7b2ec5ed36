import type { BaseState, JsonValue, Seat } from '@polemarch/kernel';
import { withoutSecrets } from './secret';
import type { GbohState, LeaderState, UnitState } from './types';
import { STATE_FIELDS, type GbohView } from './view';

/**
 * The AI search's observation key for GBoH: what the searching seat observes, as text. GBoH is played in the
 * open (M.4), so it is every shown field of the state but the static battle data (the map, the counters'
 * printed values: shared by every state of a battle; the Tricameron side change is in `battle`), with the
 * secret deployments the seat may not see off the map (R-M4, `withoutSecrets`). Two positions get the same key
 * exactly when these fields are equal, as with the JSON text of the view it replaces.
 *
 * Why not the view's JSON text: the search keys every state it reaches, and in a battle of 150 counters that
 * text is 25–45 KB, 90% of it the units' field names (a third of an iteration went into building and printing
 * it, Liegnitz and Ayn Jalut, session 12). Units and leaders are written here as their values only, in a fixed
 * order; the other fields, small, as JSON.
 */

/** The fields a view and a state share that the key covers: every shown field but `static`, in a fixed order. */
type ObservedField = Exclude<keyof typeof STATE_FIELDS, 'rng' | 'static' | 'units' | 'leaders'>;
const OBSERVED_FIELDS = (Object.keys(STATE_FIELDS) as (keyof typeof STATE_FIELDS)[]).filter(
  (k): k is ObservedField => STATE_FIELDS[k] === 'shown' && k !== 'static' && k !== 'units' && k !== 'leaders',
);

/** What the key reads: a view, or a state with the secrets `seat` may not see taken off the map. */
export type Observed = Pick<GbohView, 'units' | 'leaders'> & Partial<Record<ObservedField, unknown>>;

/**
 * Every unit field, each written by `unitKey` below. `satisfies` fails the typecheck when a field is added to
 * `UnitState` until it is listed here (and written in `unitKey`: the AI test changes every listed field and
 * expects a new key).
 */
export const UNIT_KEY_FIELDS = {
  hex: true,
  facing: true,
  inColumn: true,
  hits: true,
  status: true,
  moved: true,
  supply: true,
  shock: true,
  ordered: true,
  fired: true,
  reactionFaced: true,
  pivotedInZoc: true,
  owFiredAt: true,
  reorganized: true,
  shieldWall: true,
  columnAttacked: true,
  cheiro: true,
  uncontrolled: true,
  engaged: true,
  disordered: true,
  setupHex: true,
} as const satisfies Record<keyof UnitState, true>;

/** Every leader field, each written by `leaderKey` (the same guard as `UNIT_KEY_FIELDS`). */
export const LEADER_KEY_FIELDS = {
  hex: true,
  status: true,
  wounded: true,
  skipped: true,
  lcAbility: true,
  chain: true,
  deferred: true,
  noMomentum: true,
  mp: true,
  movedByOC: true,
  replacedThisTurn: true,
  eioDone: true,
} as const satisfies Record<keyof LeaderState, true>;

/** A flag, told apart from an absent optional one (''), as the JSON text told them apart. */
const flag = (b: boolean | undefined): string => (b === undefined ? '' : b ? '1' : '0');

/** A flag as a digit of base 3, told apart from an absent optional one (2), as `flag` tells them apart. */
const flag3 = (b: boolean | undefined): number => (b === undefined ? 2 : b ? 1 : 0);

/**
 * One unit's values, comma-separated in a fixed order, its ten flags last as one base-3 number (each flag's three
 * readings a digit: equal numbers mean equal flags). Ids, hex ids and the enumerations hold no comma, the fired-at
 * list is bracketed JSON, and a null hex ('') is no hex id, so equal texts mean equal units. Fewer, larger pieces
 * than a text per flag: the key of a Liegnitz state went from about 200 µs to 100 (issue 18).
 */
function unitKey(u: UnitState): string {
  const c = u.cheiro;
  const flags =
    flag3(u.inColumn) +
    3 * (flag3(u.moved) + 3 * (flag3(u.fired) + 3 * (flag3(u.reactionFaced) + 3 * (flag3(u.pivotedInZoc) + 3 * (flag3(u.shieldWall) + 3 * (flag3(u.columnAttacked) + 3 * (flag3(u.uncontrolled) + 3 * (flag3(u.engaged) + 3 * flag3(u.disordered)))))))));
  return `${u.hex ?? ''},${u.facing},${u.hits},${u.status},${u.supply},${u.shock ?? ''},${u.ordered ?? ''},${u.owFiredAt.length === 0 ? '' : JSON.stringify(u.owFiredAt)},${u.reorganized},${c === null ? '' : `${c.mode}/${c.active}/${flag(c.activeThisPhase)}/${c.reaction}`},${u.setupHex ?? ''},${flags}`;
}

function leaderKey(l: LeaderState): string {
  return `${l.hex ?? ''},${l.status},${flag(l.wounded)},${flag(l.skipped)},${l.lcAbility},${l.chain},${flag(l.deferred)},${flag(l.noMomentum)},${l.mp},${flag(l.movedByOC)},${flag(l.replacedThisTurn)},${flag(l.eioDone)}`;
}

/** The key of a view, or of a state as a seat knows it (see the module comment). */
export function observedKey(o: Observed): string {
  // Appended into one string: the search looks it up in a Map, which flattens it once (an array joined was slower).
  let key = '';
  for (const id in o.units) key += id + ':' + unitKey(o.units[id] as UnitState) + ';';
  key += '\n';
  for (const id in o.leaders) key += id + ':' + leaderKey(o.leaders[id] as LeaderState) + ';';
  // The rest as JSON, each under its name (an optional field absent is left out, as the view leaves it out).
  for (const k of OBSERVED_FIELDS) {
    const v = o[k];
    if (v !== undefined) key += '\n' + k + '=' + JSON.stringify(v);
  }
  return key;
}

/** The search's `observe` hint: the key of a view. */
export const observeGbohView = (view: JsonValue): string => observedKey(view as unknown as GbohView);

/** The search's `observeState` hint: the same key straight from a sampled state, without building the view. */
export const observeGbohState = (state: BaseState, seat: Seat): string => observedKey(withoutSecrets(state as unknown as GbohState, seat));
