import { gbohHex } from '@polemarch/gboh-family';
import type { AnyGameModule, BaseState, JsonValue, Seat, SystemAI } from '@polemarch/kernel';
import { currentTq, frontHexes, zocHexes } from './board';
import { type ShockEffect, type ShockRow, shockRow } from './charts/shock';
import { matrixDrm } from './charts/matrix';
import { isCavalry, type SgbohAction, type SgbohState, type Unit } from './types';
import type { SgbohView } from './view';
import { orderSgboh } from './aiPriors';

/**
 * The computer general's view of SGBoH (session 13). The battle is won on Rout Points against the Withdrawal Level
 * (9.0) and Hits never come off (8.1), so a position is worth each army's Rout Points lost and about to be lost, as a
 * share of its Withdrawal Level: the Rout Points of its routed units, plus each unit on the map's Rout Points in
 * proportion to its Hits (`damage`). A routed enemy unit then counts in full, never less than the same unit left with
 * its Hits (session 12's mix of Rout Points left and the cohesion of the units still on the map scored routing a worn
 * unit as a loss: it left the map with its Hits). To this, each side's Shock prospects: what its units can reach and
 * charge with good odds (`shockThreat`), counted more for the side whose Player Turn it is, so a unit left within a
 * stronger enemy's charge costs its side, and a Shock the active side already owes at bad odds costs it
 * (`forcedShocks`, session 15). Last, a contempt for a stand-off that grows with the Player Turn (`contempt`).
 */
export function evaluateSgboh(base: BaseState, seat: Seat, _module: AnyGameModule): number {
  const s = base as unknown as SgbohState;
  if (s.outcome !== null) return s.outcome.winner === null ? 0 : s.outcome.winner === seat ? 1 : -1;
  const foe = s.sides.find((x) => x.id !== seat)!.id;
  const lost = (side: string): number => {
    const info = s.sides.find((x) => x.id === side)!;
    let rp = info.rp;
    for (const u of s.units) if (u.side === side && u.status === 'map') rp += u.rp * damage(u);
    return rp / info.withdrawalLevel;
  };
  const threat = (side: string): number => {
    const w = s.turn.active === side ? SHOCK_ACTIVE : SHOCK_PASSIVE * (1 - standOff(s));
    return w === 0 ? 0 : w * shockThreat(s, side);
  };
  const margin = lost(foe) - lost(seat) + threat(seat) - threat(foe);
  return Math.max(-1, Math.min(1, margin - contempt(s) * distanceToFight(s, seat)));
}

/**
 * Contempt for a stand-off (as a chess engine's contempt for a draw). SGBoH has no turn limit (3.0): two searches
 * that each score the battle by Rout Points alone both find that staying out of reach costs nothing, and two
 * computer generals then moved only their Overall Commanders for ever (Tricameron, session 11). So the searching
 * seat, and only it, counts its own units' mean distance from the fight against itself. Session 11 weighed it 0.7, as
 * much as routing four to eight units at Callinicum, and lost to `easy`; session 13's 0.1 (the whole army closing in
 * from 20 hexes weighs as much as routing one unit of 6 Rout Points against a Withdrawal Level of 60) let the fight
 * decide, but did not hunt down an army that does not come to fight (random play: thousands of actions, games lost to
 * its fire). So it starts at 0.1 and grows by 0.01 a Player Turn after the 10th, to session 11's 0.7 by the 70th: a
 * battle still unfought by then is a stand-off (session 15).
 */
function contempt(s: SgbohState): number {
  return CONTEMPT + (CONTEMPT_MAX - CONTEMPT) * standOff(s);
}

/**
 * How far the battle has gone unfought, 0 to the 10th Player Turn, 1 from the 70th. The contempt grows with it, and
 * the fear of the enemy's Shock prospects (`SHOCK_PASSIVE`) fades with it: a unit that counts every enemy charge that
 * could reach it stops a hex outside that reach, and no contempt for the army's mean distance outweighs the step
 * into it at one ply (a unit-hex is worth contempt / (units × 20), 0.0005 for the Persians at 0.3; entering a
 * cataphract's reach costs about 0.01). Against random play the Persians stood off so for 35 Player Turns at
 * Callinicum, losing 12 Rout Points to its fire and routing nothing (session 15). The side's own bad Shocks
 * (`forcedShocks`) still count in full.
 */
function standOff(s: SgbohState): number {
  return Math.min(1, CONTEMPT_GROWTH * Math.max(0, s.turn.number - CONTEMPT_FROM));
}
const CONTEMPT = 0.1;
/** The stand-off's growth a Player Turn: from 0 at the 10th to 1 at the 70th. */
const CONTEMPT_GROWTH = 1 / 60;
const CONTEMPT_FROM = 10;
const CONTEMPT_MAX = 0.7;
/**
 * The weight of the Shock prospects (`shockThreat`) of the side whose Player Turn it is, and of the other side (the
 * latter fading in a stand-off, `standOff`).
 */
const SHOCK_ACTIVE: number = 0.5;
const SHOCK_PASSIVE: number = 0.25;
const FAR = 20;

/**
 * How far a unit on the map is towards routing (8.1), 0 fresh to 1 routed: its Hits against its cohesion, counting
 * a unit that can still be Reduced (8.21) as the two sides' cohesion in a row.
 */
function damage(u: Unit): number {
  const tq = currentTq(u);
  if (u.canReduce && !u.reduced) {
    const back = Math.max(1, u.tq - 3);
    return Math.min(1, u.hits / (tq + back));
  }
  if (u.reduced) {
    const full = u.tq + Math.max(1, u.tq - 3);
    return Math.min(1, (u.tq + Math.max(0, u.hits - 1)) / full);
  }
  return Math.min(1, u.hits / Math.max(1, tq));
}

/** What a Shock can take from a unit: its TQ, and its Rout Points left and per Hit, as shares of its Withdrawal Level. */
type Stake = { tq: number; left: number; perHit: number; key: string; asDefender: number[]; asAttacker: number[] };

function stakeOf(wl: number, u: Unit): Stake {
  const tq = currentTq(u);
  const x: Stake = { tq, left: (u.rp * (1 - damage(u))) / wl, perHit: u.rp / Math.max(1, tq) / wl, key: matrixKey(u), asDefender: [], asAttacker: [] };
  for (const row of T4) {
    x.asDefender.push(effectLoss(x, row.defender));
    x.asAttacker.push(effectLoss(x, row.attacker));
  }
  return x;
}

/** The expected loss (share of the Withdrawal Level) a T4 effect brings on a unit (7.53: the rout check is d10 + DRM > TQ). */
function effectLoss(x: Stake, e: ShockEffect): number {
  switch (e.kind) {
    case 'none':
      return 0;
    case 'hits':
      return Math.min(x.left, e.hits * x.perHit);
    case 'drRout': {
      const rout = Math.max(0, Math.min(10, 10 - Math.max(0, x.tq + 1 - e.routCheckDrm))) / 10;
      return rout * x.left + (1 - rout) * Math.min(x.left, e.hits * x.perHit);
    }
    case 'autoRout':
      return x.left;
  }
}

/** T5's frontal cell for `a` attacking `x` (by Type and class), null where the matrix prohibits it or has no line. */
const FRONT_CELLS = new Map<string, Map<string, number | null>>();
const matrixKey = (u: Unit): string => `${u.type}/${u.cls ?? ''}`;
function frontCell(a: Unit, aKey: string, x: Unit, xKey: string): number | null {
  let row = FRONT_CELLS.get(aKey);
  if (row === undefined) FRONT_CELLS.set(aKey, (row = new Map()));
  let c = row.get(xKey);
  if (c === undefined) {
    try {
      const cell = matrixDrm({ type: a.type, cls: a.cls }, x, false);
      c = cell === 'P' ? null : cell;
    } catch {
      c = null;
    }
    row.set(xKey, c);
  }
  return c;
}

/** The T4 line of each modified roll from −4 to 15, index roll + T4_LOW (the lines beyond are alike). */
const T4_LOW = 4;
const T4: readonly ShockRow[] = Array.from({ length: 20 }, (_, i) => shockRow(i - T4_LOW));

/**
 * What `side`'s units threaten by Shock: for each enemy unit, the best expected net gain (its loss minus the
 * attacker's, T4 over the ten faces) of a frontal Shock by one of `side`'s units that could reach it in a Player Turn
 * (within its MA and one), with the first DRMs the engine uses (7.5: T5 frontal cell, TQ, Hits, moving attack).
 * Units that may not Shock (7.31: SK, artillery, In Column) threaten nothing.
 */
function shockThreat(s: SgbohState, side: string): number {
  const mine: { u: Unit & { hex: string }; stake: Stake }[] = [];
  const theirs: { u: Unit & { hex: string }; stake: Stake }[] = [];
  const wl = new Map(s.sides.map((x) => [x.id, x.withdrawalLevel]));
  for (const u of s.units) {
    if (u.status !== 'map' || u.hex === null) continue;
    const on = u as Unit & { hex: string };
    if (u.side !== side) theirs.push({ u: on, stake: stakeOf(wl.get(u.side) ?? 1, u) });
    else if (u.type !== 'SK' && u.type !== 'ART' && !u.inColumn) mine.push({ u: on, stake: stakeOf(wl.get(u.side) ?? 1, u) });
  }
  let sum = 0;
  for (const x of theirs) {
    let best = 0;
    for (const a of mine) {
      if (gbohHex.distance(a.u.hex, x.u.hex) > a.u.ma + 1) continue;
      const net = shockNet(a.u, a.stake, x.u, x.stake, 1);
      if (net !== null && net > best) best = net;
    }
    sum += best;
  }
  if (s.turn.active === side && (s.turn.phase === 'move' || s.turn.phase === 'designate' || s.turn.phase === 'shock')) sum += forcedShocks(s, mine, theirs);
  return sum;
}

/** The expected net gain (T4 over the ten faces) of `a`'s frontal Shock on `x`, null where T5 prohibits it. */
function shockNet(a: Unit, as: Stake, x: Unit, xs: Stake, moving: number): number | null {
  const cell = frontCell(a, as.key, x, xs.key);
  if (cell === null) return null;
  const base = cell + Math.max(-3, Math.min(3, as.tq - xs.tq)) + Math.max(-3, Math.min(3, x.hits - a.hits)) + moving;
  let net = 0;
  for (let r = base; r <= base + 9; r++) {
    const i = Math.max(0, Math.min(T4.length - 1, r + T4_LOW));
    net += (xs.asDefender[i] as number) - (as.asAttacker[i] as number);
  }
  return net / 10;
}

/**
 * The Shocks the active side already owes (7.31/7.32: an activated unit with an enemy unit in a Front hex of its ZOC
 * must Shock): a bad one counts against it, where the prospects above count only the good ones. Without it the search
 * stepped light cavalry next to cataphracts in the Movement Phase and met the forced Shock only beyond its horizon
 * (Tricameron, the Vandals against random, session 15: five units routed attacking at −3 to −4).
 */
function forcedShocks(s: SgbohState, mine: readonly { u: Unit & { hex: string }; stake: Stake }[], theirs: readonly { u: Unit & { hex: string }; stake: Stake }[]): number {
  let sum = 0;
  for (const a of mine) {
    if (!s.turn.activated.includes(a.u.formation)) continue;
    let adjacent: { u: Unit & { hex: string }; stake: Stake }[] | null = null;
    for (const x of theirs) {
      if (gbohHex.distance(a.u.hex, x.u.hex) !== 1) continue;
      (adjacent ??= []).push(x);
    }
    if (adjacent === null) continue;
    const front = frontHexes(s, a.u);
    const zoc = zocHexes(s, a.u);
    let best: number | null = null;
    for (const x of adjacent) {
      if (!front.includes(x.u.hex) || !zoc.includes(x.u.hex) || (isCavalry(a.u.type) && x.u.type === 'EL')) continue;
      const net = shockNet(a.u, a.stake, x.u, x.stake, a.u.turn.movedAdjacent ? 1 : 0);
      if (net !== null && (best === null || net > best)) best = net;
    }
    if (best !== null && best < 0) sum += best;
  }
  return sum;
}

/** The mean distance of `seat`'s units on the map to their nearest enemy unit, over `FAR` (0 in contact, at most 1). */
function distanceToFight(s: SgbohState, seat: Seat): number {
  const foes: string[] = [];
  for (const u of s.units) if (u.side !== seat && u.status === 'map' && u.hex !== null) foes.push(u.hex);
  if (foes.length === 0) return 0;
  let sum = 0;
  let n = 0;
  for (const u of s.units) {
    if (u.side !== seat || u.status !== 'map' || u.hex === null) continue;
    let d = FAR;
    for (const h of foes) {
      const x = gbohHex.distance(u.hex, h);
      if (x < d) d = x;
    }
    sum += d;
    n++;
  }
  return n === 0 ? 0 : sum / n / FAR;
}

/**
 * The computer general does not let a Player Turn go by (3.2 pass, or 4.33 moving only the Overall Commander) while
 * it can activate a Formation: with no turn limit, a general who waits waits for ever, and a search of a few hundred
 * iterations cannot see a Formation's move pay off dozens of decisions later (two computer generals passed for 60
 * Player Turns, Tricameron, session 11). Nor does it activate a Formation only to end its move at once (5.1) while one
 * of its units can step, turn or fire: that is a pass by another name (Callinicum, strong against easy, session 12:
 * four games of five stood off until the 80-Player-Turn cap, the Byzantines activating and ending every turn). Outside
 * the search the engine still offers all of these.
 */
function prune(base: BaseState, _seat: Seat, legal: readonly JsonValue[]): readonly JsonValue[] {
  const types = new Set(legal.map((raw) => (raw as SgbohAction).type));
  if (types.has('activate') || types.has('activate-group')) {
    return legal.filter((raw) => {
      const t = (raw as SgbohAction).type;
      return t !== 'pass' && t !== 'move-oc';
    });
  }
  if (types.has('end-move') && types.size > 1 && !activationBegun(base as unknown as SgbohState)) {
    return legal.filter((raw) => (raw as SgbohAction).type !== 'end-move');
  }
  return legal;
}

/** Some unit of the activated Formations has moved, turned or fired this activation (or a lone leader moves, 4.46). */
function activationBegun(s: SgbohState): boolean {
  if (s.turn.phase !== 'move' || s.turn.leaderMove || s.turn.current !== null) return true;
  const ordered = new Set(s.turn.command);
  return s.units.some((u) => ordered.has(u.id) && (u.turn.mp !== null || u.turn.fired || u.turn.faced > 0 || u.turn.hexesMoved > 0));
}

function group(_base: BaseState, _seat: Seat, raw: JsonValue): string {
  const a = raw as SgbohAction;
  return 'unit' in a ? `${a.type}:${a.unit}` : a.type;
}

/**
 * The search's observation key (15.4: nothing is hidden, so it is the position itself). Built from the parts that
 * change in play, straight from the state, with no view copy: keying `sgbohView`'s deep copy was half of an AI game's
 * time (profile of Tricameron, session 11). The view has the same parts, so `observe` gives the same text.
 */
type Observed = Pick<SgbohView, 'fortifications' | 'sides' | 'units' | 'leaders' | 'formations' | 'groups' | 'turn' | 'outcome'> & { flight?: SgbohView['flight'] | undefined };
function observedKey(o: Observed): string {
  return JSON.stringify([o.fortifications, o.sides, o.units, o.leaders, o.formations, o.groups, o.turn, o.flight ?? null, o.outcome]);
}

export const sgbohAI: SystemAI = {
  evaluate: evaluateSgboh,
  hints: {
    order: orderSgboh,
    group,
    observe: (view) => observedKey(view as unknown as SgbohView),
    observeState: (state) => observedKey(state as unknown as SgbohState),
    prune,
    // 15.4: `determinize` rebuilds the position exactly, all but the generator.
    exactDeterminization: () => true,
  },
  // No action grouping: the agent plays the most visited action, and a search grouped by unit shares a unit's visits
  // among its many steps while `end-move` keeps its group's visits whole, so a few hundred iterations ended
  // activations after a shot or two (session 13: the Persians at Callinicum fired 34 times and moved 28 hexes in 20
  // Player Turns against easy's 124 shots and 204 hexes).
  search: () => ({ widening: { base: 4, exponent: 0.5 }, grouping: false }),
};
