import type { JsonValue, RngState } from '@polemarch/kernel';
import { withoutSecrets } from './secret';
import type { GbohState } from './types';

/**
 * What a seat sees of a GBoH battle. GBoH is played in the open (M.4), so a seat sees every field of the
 * state but the generator; a secret deployment it may not see is off the map (no hex, no set-up hex: ruling
 * R-M4, `withoutSecrets`). `names` gives the display name of every unit, leader and Line by id, so a reader
 * can render the log's events (which carry ids) without any other table.
 */
export type GbohView = {
  static: GbohState['static'];
  turn: GbohState['turn'];
  phase: GbohState['phase'];
  units: GbohState['units'];
  leaders: GbohState['leaders'];
  routPoints: GbohState['routPoints'];
  activation: GbohState['activation'];
  tieRolls: GbohState['tieRolls'];
  lastTieSide: GbohState['lastTieSide'];
  routMoves?: GbohState['routMoves'];
  routSegment: GbohState['routSegment'];
  designated: GbohState['designated'];
  designation: GbohState['designation'];
  hd: GbohState['hd'];
  pendingFire: GbohState['pendingFire'];
  paralysed: GbohState['paralysed'];
  eioSidesDone: GbohState['eioSidesDone'];
  move: GbohState['move'];
  withdrawal: GbohState['withdrawal'];
  feigned: GbohState['feigned'];
  withdrawalQueue: GbohState['withdrawalQueue'];
  owIndividual: GbohState['owIndividual'];
  reactions: GbohState['reactions'];
  heldEntryFire: GbohState['heldEntryFire'];
  shock: GbohState['shock'];
  champion: GbohState['champion'];
  uncontrolledLines: GbohState['uncontrolledLines'];
  /** The battle rules' own state, each under its rule's id (all shown). */
  battle: GbohState['battle'];
  /** The ids still secret (M.4): which pieces are secretly deployed is in the scenario rules; where, is not. */
  secret: GbohState['secret'];
  entryPending?: GbohState['entryPending'];
  entering?: GbohState['entering'];
  arrived: GbohState['arrived'];
  replaced: GbohState['replaced'];
  lostBonus: GbohState['lostBonus'];
  levelReduction: GbohState['levelReduction'];
  outcome: GbohState['outcome'];
  mongolReaction?: GbohState['mongolReaction'];
  ordersPhases: GbohState['ordersPhases'];
  /** Display names by id: units, leaders and Lines. */
  names: Readonly<Record<string, string>>;
};

/**
 * Every state field, and whether a seat sees it. The typecheck fails here when a field is added to `GbohState`
 * until it is classified; a shown field must then be added to `GbohView` and to `gbohView` (and the view test
 * checks the view's keys against this list).
 */
export const STATE_FIELDS = {
  rng: 'hidden', // the dice to come
  static: 'shown',
  turn: 'shown',
  phase: 'shown',
  units: 'shown', // secret deployments redacted (R-M4)
  leaders: 'shown', // secret deployments redacted (R-M4)
  routPoints: 'shown',
  activation: 'shown',
  tieRolls: 'shown',
  lastTieSide: 'shown',
  routMoves: 'shown',
  routSegment: 'shown',
  designated: 'shown',
  designation: 'shown',
  hd: 'shown',
  pendingFire: 'shown',
  paralysed: 'shown',
  eioSidesDone: 'shown',
  move: 'shown',
  withdrawal: 'shown',
  feigned: 'shown',
  withdrawalQueue: 'shown',
  owIndividual: 'shown',
  reactions: 'shown',
  heldEntryFire: 'shown',
  shock: 'shown',
  champion: 'shown',
  uncontrolledLines: 'shown',
  battle: 'shown',
  secret: 'shown',
  entryPending: 'shown',
  entering: 'shown',
  arrived: 'shown',
  replaced: 'shown',
  lostBonus: 'shown',
  levelReduction: 'shown',
  outcome: 'shown',
  mongolReaction: 'shown',
  ordersPhases: 'shown',
} as const satisfies Record<keyof GbohState, 'shown' | 'hidden'>;

/** The names table of a battle, built once per battle (the static data is shared by every state of a game). */
const namesCache = new WeakMap<object, Readonly<Record<string, string>>>();

function namesOf(st: GbohState['static']): Readonly<Record<string, string>> {
  let names = namesCache.get(st);
  if (names === undefined) {
    const table: Record<string, string> = {};
    for (const u of Object.values(st.units)) table[u.id] = u.name;
    for (const l of Object.values(st.leaders)) table[l.id] = l.name;
    for (const l of Object.values(st.lines)) table[l.id] = l.name;
    names = Object.freeze(table);
    namesCache.set(st, names);
  }
  // Shared and frozen, like the static data it comes from: views, as states, are never changed.
  return names;
}

/**
 * The view of `seat` (null: a spectator), field by field. It shares the state's (immutable) parts, as states
 * share them with one another; optional fields appear only when the state has them.
 */
export function gbohView(s: GbohState, seat: string | null): GbohView {
  const w = withoutSecrets(s, seat); // M.4 (R-M4)
  return {
    static: w.static,
    turn: w.turn,
    phase: w.phase,
    units: w.units,
    leaders: w.leaders,
    routPoints: w.routPoints,
    activation: w.activation,
    tieRolls: w.tieRolls,
    lastTieSide: w.lastTieSide,
    ...(w.routMoves !== undefined ? { routMoves: w.routMoves } : {}),
    routSegment: w.routSegment,
    designated: w.designated,
    designation: w.designation,
    hd: w.hd,
    pendingFire: w.pendingFire,
    paralysed: w.paralysed,
    eioSidesDone: w.eioSidesDone,
    move: w.move,
    withdrawal: w.withdrawal,
    feigned: w.feigned,
    withdrawalQueue: w.withdrawalQueue,
    owIndividual: w.owIndividual,
    reactions: w.reactions,
    heldEntryFire: w.heldEntryFire,
    shock: w.shock,
    champion: w.champion,
    uncontrolledLines: w.uncontrolledLines,
    battle: w.battle,
    secret: w.secret,
    ...(w.entryPending !== undefined ? { entryPending: w.entryPending } : {}),
    ...(w.entering !== undefined ? { entering: w.entering } : {}),
    arrived: w.arrived,
    replaced: w.replaced,
    lostBonus: w.lostBonus,
    levelReduction: w.levelReduction,
    outcome: w.outcome,
    ...(w.mongolReaction !== undefined ? { mongolReaction: w.mongolReaction } : {}),
    ordersPhases: w.ordersPhases,
    names: namesOf(w.static),
  };
}

/**
 * The state a view shows, with the generator `rng`: the exact state when the seat sees everything (no secret
 * deployment hidden from it); otherwise the hidden pieces are off the map, as the seat knows them (R-M4-LEGAL:
 * that seat's legal actions are the same on it). Shares the view's parts: copy it (`clone`) before changing it.
 */
export function stateOfView(v: GbohView, rng: RngState): GbohState {
  return {
    rng,
    static: v.static,
    turn: v.turn,
    phase: v.phase,
    units: v.units,
    leaders: v.leaders,
    routPoints: v.routPoints,
    activation: v.activation,
    tieRolls: v.tieRolls,
    lastTieSide: v.lastTieSide,
    ...(v.routMoves !== undefined ? { routMoves: v.routMoves } : {}),
    routSegment: v.routSegment,
    designated: v.designated,
    designation: v.designation,
    hd: v.hd,
    pendingFire: v.pendingFire,
    paralysed: v.paralysed,
    eioSidesDone: v.eioSidesDone,
    move: v.move,
    withdrawal: v.withdrawal,
    feigned: v.feigned,
    withdrawalQueue: v.withdrawalQueue,
    owIndividual: v.owIndividual,
    reactions: v.reactions,
    heldEntryFire: v.heldEntryFire,
    shock: v.shock,
    champion: v.champion,
    uncontrolledLines: v.uncontrolledLines,
    battle: v.battle,
    secret: v.secret,
    ...(v.entryPending !== undefined ? { entryPending: v.entryPending } : {}),
    ...(v.entering !== undefined ? { entering: v.entering } : {}),
    arrived: v.arrived,
    replaced: v.replaced,
    lostBonus: v.lostBonus,
    levelReduction: v.levelReduction,
    outcome: v.outcome,
    ...(v.mongolReaction !== undefined ? { mongolReaction: v.mongolReaction } : {}),
    ordersPhases: v.ordersPhases,
  };
}

const isRecord = (v: JsonValue | undefined): v is { [key: string]: JsonValue } => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * True when `v` has the shape of a GBoH view (as front ends receive views untyped, from a module looked up by
 * its id): the battle's static data, the pieces, the names table.
 */
export function isGbohView(v: JsonValue): v is GbohView {
  if (!isRecord(v)) return false;
  const st = v['static'];
  return isRecord(st) && Array.isArray(st['sides']) && isRecord(st['units']) && isRecord(v['units']) && isRecord(v['leaders']) && isRecord(v['names']) && typeof v['turn'] === 'number';
}
