import { editionOf } from './edition';
import { type StepContext } from '@polemarch/kernel';
import { cheapestCosts } from '@polemarch/gboh-family';
import { gbohHex, type Direction } from './perfHex';
import {
  canCommand,
  effectiveLeaderValue,
  inEnemyZoc,
  isFrozen,
  isOnMap,
  memo,
  leaderInitiative,
  occupancy,
  otherSide,
  ocOf,
  zocSet,
} from './board';
import { commandDistances, withinCommandRange } from './command';
import { hooks } from './battleRules';
import { leaderSteps } from './terrain';
import { eliteOCs } from './rules/twoOCs';
import { note, rollD10 } from './log';
import { pendingUncontrolled } from './rules/uncontrolled';
import { leaderCostTo, leaderCostsIndexed } from './perfLeader';
import type { Activation, GbohState } from './types';

/** 4.0–5.0 Leaders, activation, orders, Momentum, Trump, Elite Commanders. */

export function sideIds(s: GbohState): [string, string] {
  return [s.static.sides[0].id, s.static.sides[1].id];
}

function inZoc(s: GbohState, leader: string): boolean {
  const l = s.leaders[leader]!;
  return l.hex !== null && inEnemyZoc(s, l.hex, s.static.leaders[leader]!.side);
}

/** Leaders that may still be activated this turn (5.13, scenario turn-1 limits, Command Paralysis). */
export function activatable(s: GbohState): string[] {
  return Object.keys(s.leaders).filter((id) => {
    const l = s.leaders[id]!;
    const sl = s.static.leaders[id]!;
    if (l.status !== 'inactive' || l.hex === null) return false;
    if (s.paralysed.includes(sl.side)) return false;
    if (s.turn === 1 && s.static.turn1Leaders !== null && !s.static.turn1Leaders.includes(id)) return false;
    return true;
  });
}

/** 5.26: a deferred leader still in enemy ZOC waits; once free he must be his side's next activation. */
function waiting(s: GbohState, id: string): boolean {
  return s.leaders[id]!.deferred && inZoc(s, id);
}

export type Designation = { side: string; candidates: string[] };

/**
 * 5.12: the next leader(s) to activate: lowest Initiative first; a cross-side tie is rolled once per
 * Initiative per turn, then the sides alternate; a same-side tie is the owner's choice. Returns null
 * when no leader can be activated (go to the Rout & Reload Phase).
 */
export function designate(s: GbohState, ctx: StepContext): Designation | null {
  // 11.85: on turn 1 the Challenge winner may first activate any one of his leaders.
  const ch = s.champion;
  if (s.turn === 1 && ch !== null && ch.winner !== null && !ch.activationUsed) {
    ch.activationUsed = true;
    const any = Object.keys(s.leaders).filter((id) => {
      const l = s.leaders[id]!;
      const sl = s.static.leaders[id]!;
      if (sl.side !== ch.winner || l.status !== 'inactive' || l.hex === null) return false;
      return s.static.turn1ChampionChoice || s.static.turn1Leaders === null || s.static.turn1Leaders.includes(id);
    });
    if (any.length > 0) return { side: ch.winner, candidates: any.sort() };
  }
  // 11.31: an Uncontrolled Line counts as the lowest-Initiative leader: it activates first.
  const ul = pendingUncontrolled(s);
  if (ul !== null) return { side: ul.side, candidates: [ul.id] };
  const pool = activatable(s).filter((id) => !waiting(s, id));
  if (pool.length === 0) return null;
  const init = (id: string): number => activationValueOf(s, id); // Kalka 2.6: by Command
  const m = Math.min(...pool.map(init));
  const atM = pool.filter((id) => init(id) === m);
  const sidesAtM = [...new Set(atM.map((id) => s.static.leaders[id]!.side))];
  let side: string;
  if (sidesAtM.length === 1) side = sidesAtM[0]!;
  else {
    const key = String(m);
    if (s.tieRolls[key] === undefined) {
      const [a, b] = sideIds(s);
      let ra = 0;
      let rb = 0;
      do {
        ra = rollD10(ctx, 'activation.tieRoll', { side: a, initiative: m }, '5.12');
        rb = rollD10(ctx, 'activation.tieRoll', { side: b, initiative: m }, '5.12');
      } while (ra === rb);
      s.tieRolls[key] = ra > rb ? a : b;
    }
    const last = s.lastTieSide[key];
    side = last === undefined ? s.tieRolls[key]! : otherSide(s, last);
  }
  // 5.26: a formerly deferred leader now free of enemy ZOC goes before his side's others.
  const freed = activatable(s).filter((id) => s.static.leaders[id]!.side === side && s.leaders[id]!.deferred && !inZoc(s, id));
  if (freed.length > 0) return { side, candidates: freed };
  return { side, candidates: atM.filter((id) => s.static.leaders[id]!.side === side).sort() };
}

/** 5.12 / 5.4: the value a leader activates and trumps (and is trumped) at: his Initiative, or his Command's Activation Value (Kalka 2.6: by Command). */
export function activationValueOf(s: GbohState, leader: string): number {
  return hooks.activationValue(s, leader) ?? leaderInitiative(s, leader);
}

/** 5.4 / Kalka 2.6: a leader who fails a Trump is Finished, and with him the rest of his Command where Trump is by Command. */
function trumpFailed(s: GbohState, leader: string): void {
  for (const id of hooks.commandLeaders(s, leader) ?? [leader]) {
    const l = s.leaders[id];
    if (l !== undefined && (id === leader || l.status === 'inactive')) l.status = 'finished';
  }
}

/** Kalka 2.6: a successful Trump activates the trumper's whole Command: its other leaders order within his activation. */
function trumpActivates(s: GbohState, leader: string): void {
  for (const id of hooks.commandLeaders(s, leader) ?? []) {
    const l = s.leaders[id];
    if (id !== leader && l !== undefined && l.status === 'inactive') l.status = 'finished';
  }
}

/** 5.41: possible trumpers for the designated side: Inactive, not CC, higher Initiative (Kalka 2.6: Activation Value). */
export function trumpers(s: GbohState, side: string, than: number, orEqual: boolean): string[] {
  return activatable(s).filter((id) => {
    const sl = s.static.leaders[id]!;
    if (sl.side !== side || sl.rank === 'CC' || s.leaders[id]!.deferred) return false;
    if (!hooks.mayTrump(s, id)) return false; // the battle's own bar (cf.alans: Sangiban cannot Trump)
    if (inZoc(s, id) && sl.rank !== 'OC') return false; // 5.46 engine reading: such a trump could only void itself
    const i = activationValueOf(s, id);
    return orEqual ? i >= than : i > than;
  });
}

/** 5.44: every Inactive leader (either side) below the successful trumper's Initiative (DH: or equal to it) is Skipped. */
function applySkips(s: GbohState, ctx: StepContext, trumper: string, also: string | null): void {
  const ti = activationValueOf(s, trumper);
  const equalToo = editionOf(s).flags.trumpSkips === 'equalOrLower';
  for (const [id, l] of Object.entries(s.leaders)) {
    if (l.status !== 'inactive' || id === trumper) continue;
    const v = activationValueOf(s, id);
    if (v < ti || (equalToo && v === ti) || id === also) {
      if (!l.skipped) note(ctx, 'trump.skipped', { leader: id }, '5.44');
      l.skipped = true;
    }
  }
}

export function startActivation(s: GbohState, ctx: StepContext, leader: string, kind: Activation['kind'], chain: number): void {
  const l = s.leaders[leader]!;
  const sl = s.static.leaders[leader]!;
  const zocOnly = kind !== 'eio' && sl.rank !== 'OC' && inZoc(s, leader);
  l.status = 'active';
  l.chain = chain;
  l.mp = 0;
  // Attila battles (Command Summary *): an SC outside the OC's range rolls in each Orders Phase.
  if (s.static.attila && s.static.leaders[leader]!.rank === 'SC') l.lcAbility = 'unknown';
  if (l.deferred) {
    l.noMomentum = true; // 5.26: activated under the "must activate first" clause
    l.deferred = false;
  }
  s.designated = null;
  s.activation = {
    leader,
    side: sl.side,
    kind: zocOnly ? 'zocShockOnly' : kind,
    mode: null,
    ordersLeft: leaderInitiative(s, leader),
    linesLeft: effectiveLeaderValue(s, leader, sl.lineCommand),
    mustAct: false,
    acted: false,
    linesUsed: [],
    noRange: false,
    lineStart: {},
    noCloseIn: [],
    leftShieldWall: [],
    entryFiredAt: {},
    lineUnits: [],
    line: null,
    segment: 'orders',
  };
  s.phase = 'orders';
  s.ordersPhases++;
  s.owIndividual = [];
  for (const u of Object.values(s.units)) {
    if (u.cheiro) {
      u.cheiro.activeThisPhase = false;
      u.cheiro.reaction = 0; // 11.66: per enemy Orders Phase
    }
    u.ordered = null;
    u.fired = false;
    u.owFiredAt = [];
    u.reorganized = 0;
    u.reactionFaced = false;
    if (u.pivotedInZoc === true) delete u.pivotedInZoc; // DH 7.13: for one Orders Phase
  }
  for (const x of Object.values(s.leaders)) {
    x.mp = 0;
    x.movedByOC = false;
  }
  note(ctx, 'activation.start', { leader, kind: s.activation.kind, chain }, kind === 'momentum' ? '5.32' : kind === 'eio' ? '5.51' : '5.12');
}

/** 11.31: the Uncontrolled Line's own Orders Phase: no leader, no orders counted, no Trump, no Momentum. */
export function startUncontrolled(s: GbohState, ctx: StepContext, lineId: string): void {
  const line = s.uncontrolledLines.find((l) => l.id === lineId)!;
  line.activatedTurn = s.turn;
  const leader = Object.keys(s.leaders).find((id) => s.static.leaders[id]!.side === line.side) ?? '';
  s.designation = null;
  s.activation = {
    leader,
    side: line.side,
    kind: 'uncontrolled',
    mode: 'lc',
    ordersLeft: 0,
    linesLeft: 0,
    mustAct: false,
    acted: true,
    linesUsed: [],
    noRange: true,
    lineStart: {},
    noCloseIn: [],
    leftShieldWall: [],
    entryFiredAt: {},
    lineUnits: line.units.filter((u) => s.units[u]!.uncontrolled && isOnMap(s.units[u]!) && s.units[u]!.status === 'normal'),
    line: lineId,
    segment: 'orders',
  };
  s.phase = 'orders';
  s.ordersPhases++;
  for (const u of Object.values(s.units)) {
    u.ordered = null;
    u.fired = false;
    u.owFiredAt = [];
    u.reorganized = 0;
    u.reactionFaced = false;
  }
  note(ctx, 'uncontrolled.activate', { line: lineId, units: s.activation.lineUnits.join(',') }, '11.31');
}

/** 5.41: the designated side tries to activate `trumper` instead of `instead`. */
export function activeTrump(s: GbohState, ctx: StepContext, trumper: string, instead: string): void {
  const init = activationValueOf(s, trumper);
  const dr = rollD10(ctx, 'trump.roll', { leader: trumper, instead, initiative: init }, '5.41', {
    chart: (v) => ({ name: 'Command Checks (Trump)', cell: v <= init ? 'C' : 'D', result: v <= init ? 'activated' : 'finished' }),
  });
  const key = String(activationValueOf(s, instead)); // the value `designate` keyed its tie at
  s.lastTieSide[key] = s.static.leaders[instead]!.side;
  if (dr <= init) {
    applySkips(s, ctx, trumper, instead);
    trumpActivates(s, trumper);
    s.designated = { leader: trumper, trumpTried: true, trumper, opponentTried: false };
    const opp = otherSide(s, s.static.leaders[trumper]!.side);
    if (trumpers(s, opp, init, true).length > 0) {
      s.phase = 'trumpTheTrump';
      return;
    }
    startActivation(s, ctx, trumper, 'normal', 1);
    s.activation!.mustAct = true;
  } else {
    trumpFailed(s, trumper);
    note(ctx, 'trump.failed', { leader: trumper }, '5.41');
    startActivation(s, ctx, instead, 'normal', 1);
  }
}

/** 5.42[1] / [2]: the opponent trumps the trump or the Momentum. */
export function opponentTrump(s: GbohState, ctx: StepContext, leader: string, over: string, momentum: boolean): void {
  const init = activationValueOf(s, leader);
  const dr = rollD10(ctx, 'trump.roll', { leader, over, initiative: init }, momentum ? '5.42' : '5.42', {
    chart: (v) => ({ name: 'Command Checks (Trump)', cell: v <= init ? 'C' : 'D', result: v <= init ? 'activated' : 'finished' }),
  });
  if (dr <= init) {
    s.leaders[over]!.status = 'finished';
    note(ctx, 'trump.trumped', { leader: over }, '5.44');
    applySkips(s, ctx, leader, null);
    trumpActivates(s, leader);
    startActivation(s, ctx, leader, 'normal', 1);
    s.activation!.mustAct = true;
  } else {
    trumpFailed(s, leader);
    note(ctx, 'trump.failed', { leader }, '5.42');
    startActivation(s, ctx, over, momentum ? 'momentum' : 'normal', momentum ? s.leaders[over]!.chain + 1 : 1);
    if (!momentum) s.activation!.mustAct = true;
  }
}

/** 5.31: may the leader who just finished an Orders Phase attempt Momentum? */
export function momentumEligible(s: GbohState): boolean {
  const a = s.activation;
  if (a === null) return false;
  const l = s.leaders[a.leader]!;
  const sl = s.static.leaders[a.leader]!;
  if (l.status !== 'active' || sl.rank === 'CC' || l.skipped || l.noMomentum || l.wounded) return false;
  if (a.kind === 'eio' || a.kind === 'zocShockOnly' || a.kind === 'uncontrolled') return false;
  if (l.chain >= 3) return false; // 5.14
  return !inZoc(s, a.leader);
}

/** 5.32–5.33: roll for Momentum; 9 → Doom. Returns true on success. */
export function rollMomentum(s: GbohState, ctx: StepContext): boolean {
  const a = s.activation!;
  const init = hooks.momentumInitiative(s, a.leader) ?? leaderInitiative(s, a.leader); // Kalka 2.6: the Command's senior leader
  const dr = rollD10(ctx, 'momentum.roll', { leader: a.leader, initiative: init }, '5.32', {
    chart: (v) => ({ name: 'Command Checks (Momentum)', cell: v <= init ? 'C' : 'D', result: v <= init ? 'another Orders Phase' : 'finished' }),
  });
  if (dr <= init && dr !== 9) return true;
  s.leaders[a.leader]!.status = 'finished';
  if (dr === 9) {
    const doom = rollD10(ctx, 'momentum.doom', { leader: a.leader }, '5.33', {
      chart: (v) => ({ name: 'Doom', cell: String(v), result: v <= 1 ? 'paralysis' : v <= 8 ? 'leader finished' : 'turn ends' }),
    });
    if (doom <= 1) {
      s.paralysed.push(a.side);
      for (const [id, l] of Object.entries(s.leaders)) if (s.static.leaders[id]!.side === a.side && l.status === 'inactive') l.status = 'finished';
    } else if (doom === 9) {
      for (const l of Object.values(s.leaders)) if (l.status === 'inactive' || l.status === 'active') l.status = 'finished';
    }
  }
  return false;
}

/** 4.33: the SC's Line Command roll at his initial Orders Phase. */
export function lcRoll(s: GbohState, ctx: StepContext): void {
  const a = s.activation!;
  const oc = ocOf(s, a.leader); // Catalaunian: his own OC (two OCs on the side)
  const inRange = oc !== null && s.leaders[oc]!.hex !== null && withinCommandRange(s, oc, s.leaders[a.leader]!.hex!);
  const strategy = oc !== null ? effectiveLeaderValue(s, oc, s.static.leaders[oc]!.strategy ?? 0) : 0;
  // Attila battles (Command Summary *): out of range, roll ≤ the SC's own Initiative, failure = IO only.
  // DH 4.32: the same roll against the SC's own Initiative (in range he needs none: `canGiveLineCommands`).
  const dh = editionOf(s).flags.scLineCommand === 'initiative';
  const need = s.static.attila || dh ? leaderInitiative(s, a.leader) : inRange ? strategy : 0;
  const dr = rollD10(ctx, 'orders.lcRoll', { leader: a.leader, inRange, need }, '4.33', {
    chart: (v) => ({ name: 'Command Checks (SC Line Command)', cell: inRange ? (v <= need ? 'A' : 'B') : v === 0 ? 'DR 0' : 'DR > 0', result: v <= need ? 'able' : inRange ? 'IO only' : 'finished' }),
  });
  const l = s.leaders[a.leader]!;
  if (dr <= need) l.lcAbility = 'able';
  else if (!dh && (inRange || s.static.attila)) l.lcAbility = 'ioOnly'; // DH 4.32 #2: failure = Finished
  else {
    l.lcAbility = 'ioOnly';
    a.ordersLeft = 0;
    a.linesLeft = 0;
    a.kind = 'zocShockOnly';
    a.noRange = true; // 4.33[2]: the leader is Finished for the turn: no orders, no range for Shock
    l.noMomentum = true;
  }
}

/** May the active leader give Line Commands in this Orders Phase (4.33, 4.5, 5.21)? */
export function canGiveLineCommands(s: GbohState): boolean {
  const a = s.activation!;
  const sl = s.static.leaders[a.leader]!;
  if (a.kind === 'zocShockOnly' || a.mode === 'io' || a.linesLeft <= 0) return false;
  if (sl.rank === 'CC' || sl.rank === 'replacement' && s.leaders[a.leader]!.replacedThisTurn) return false;
  if (inZoc(s, a.leader)) return false;
  if (sl.rank === 'OC') return true;
  if (s.static.attila || editionOf(s).flags.scLineCommand === 'initiative') {
    // Command Summary * / DH 4.32 #1, #3: an SC within the OC's range gives Line Commands automatically; on turn 1 anywhere.
    const oc = ocOf(s, a.leader); // Catalaunian: his own OC (two OCs on the side)
    if (s.turn === 1) return true;
    if (oc !== null && s.leaders[oc]!.hex !== null && withinCommandRange(s, oc, s.leaders[a.leader]!.hex!)) return true;
  }
  return s.leaders[a.leader]!.lcAbility === 'able';
}

/** 4.32: the Lines (connected groups of eligible units; DH 4.23: all of them) this leader could command now, keyed by anchor. */
export function lineGroups(s: GbohState, leader: string, lineId: string): string[][] {
  const line = s.static.lines[lineId]!;
  const sl = s.static.leaders[leader]!;
  if (line.side !== sl.side) return [];
  if (line.anyPosition) {
    // utus.hunMILineCommand: all the Line's units, wherever they are, in one Line Command.
    const all = line.members.filter((id) => {
      const u = s.units[id]!;
      return isOnMap(u) && u.status === 'normal' && u.ordered === null && !u.uncontrolled;
    });
    return all.length > 0 ? [all.sort()] : [];
  }
  const range = effectiveLeaderValue(s, leader, sl.commandRange) * line.rangeMultiplier;
  const dist = commandDistances(s, leader, range);
  const eligible = line.members.filter((id) => {
    const u = s.units[id]!;
    if (!isOnMap(u) || u.status !== 'normal' || u.ordered !== null || u.uncontrolled) return false;
    if (!canCommand(sl, s.static.units[id]!)) return false;
    const d = dist.get(u.hex!);
    return d !== undefined && d <= range;
  });
  if (eligible.length === 0) return [];
  // DH 4.23: no contiguity; the participating units need only be within twice the range by a traceable path (above).
  if (editionOf(s).flags.lineContiguity === 'inRange') return [eligible.sort()];
  const byHex = new Map(eligible.map((id) => [s.units[id]!.hex!, id]));
  const groups: string[][] = [];
  const components = (linked: (a: string, b: string) => boolean): void => {
    const seen = new Set<string>();
    for (const start of eligible) {
      if (seen.has(start)) continue;
      const comp: string[] = [];
      const stack = [start];
      seen.add(start);
      while (stack.length > 0) {
        const cur = stack.pop()!;
        comp.push(cur);
        for (const other of eligible) if (!seen.has(other) && linked(cur, other)) {
          seen.add(other);
          stack.push(other);
        }
      }
      groups.push(comp.sort());
    }
  };
  const hexOf = (id: string): string => s.units[id]!.hex!;
  const facingOf = (id: string): Direction => gbohHex.dir(s.units[id]!.facing);
  if (line.composition === 'infantry') {
    // Engine reading 4.32: side-by-side (flank to flank) or front-to-back, not both.
    components((a, b) => gbohHex.flankHexes(hexOf(a), facingOf(a)).includes(hexOf(b)));
    components((a, b) => [...gbohHex.frontHexes(hexOf(a), facingOf(a)), ...gbohHex.rearHexes(hexOf(a), facingOf(a))].includes(hexOf(b)));
  } else {
    const occ = occupancy(s);
    components((a, b) => {
      const d = gbohHex.distance(hexOf(a), hexOf(b));
      if (d === 1) return true;
      if (d !== 2 || !line.gapAllowed) return false;
      return gbohHex.neighbours(hexOf(a)).some((g) => {
        if (gbohHex.distance(g, hexOf(b)) !== 1) return false;
        const o = occ.get(g);
        return o === undefined || byHex.get(g) !== undefined;
      });
    });
  }
  const unique = new Map<string, string[]>();
  for (const g of groups) unique.set(g.join(','), g);
  return [...unique.values()].sort((a, b) => (a[0]! < b[0]! ? -1 : 1));
}

/** IO targets: friendly units this leader can command within his Command Range (4.21, 5.22). */
export function commandableInRange(s: GbohState, leader: string): string[] {
  const sl = s.static.leaders[leader]!;
  const range = effectiveLeaderValue(s, leader, sl.commandRange);
  const dist = commandDistances(s, leader, range);
  return Object.entries(s.units)
    .filter(([id, u]) => isOnMap(u) && canCommand(sl, s.static.units[id]!) && (dist.get(u.hex!) ?? 99) <= range)
    .map(([id]) => id)
    .sort();
}

/**
 * 4.23 / 4.4 / 6.14: cheapest MP to every hex a leader can reach with his remaining MP (cavalry costs,
 * +1 MP into a hex with a friendly combat unit, never into enemy units; an enemy ZOC hex only if it
 * holds a friendly unit, and he stops there, 4.61).
 */
function leaderCosts(s: GbohState, leader: string): Map<string, number> {
  return memo(s, `leaderCosts:${leader}`, () => leaderCostsRaw(s, leader));
}

function leaderCostsRaw(s: GbohState, leader: string): Map<string, number> {
  const l = s.leaders[leader]!;
  const side = s.static.leaders[leader]!.side;
  if (l.hex === null) return new Map();
  const budget = 9 - l.mp;
  const indexed = leaderCostsIndexed(s, side, l.hex, budget); // the same search on integer-indexed arrays (perfLeader.ts)
  if (indexed !== null) return indexed;
  const occ = occupancy(s);
  const ezoc = zocSet(s, otherSide(s, side));
  const friendly = (h: string): boolean => {
    const o = occ.get(h);
    return o !== undefined && s.static.units[o]!.side === side;
  };
  const best = cheapestCosts({
    from: l.hex,
    budget,
    // 6.64: +1 MP into a hex with a friendly combat unit.
    steps: (h) => leaderSteps(s, h).map((step) => (friendly(step.to) ? { to: step.to, cost: step.cost + 1 } : step)),
    // Never into enemy units; 4.61: an enemy ZOC hex only if it holds a friendly unit...
    blocked: (n) => (occ.has(n) ? !friendly(n) : ezoc.has(n)),
    // ...and he stops there.
    stopsIn: (h) => ezoc.has(h),
  });
  best.delete(l.hex);
  return best;
}

export function leaderDestinations(s: GbohState, leader: string): string[] {
  return [...leaderCosts(s, leader).keys()].sort();
}

/**
 * 4.23 / 4.4 the hexes a leader's move may go to in one action: every hex he can reach (Cataphract), or, with the
 * edition's `leaderMove` 'hexByHex' (DH 5.24 #1, ruling DH-LDR-3), the adjacent hexes among them: the order moves him
 * a hex at a time, as a unit's order does.
 */
export function leaderMoveOptions(s: GbohState, leader: string): string[] {
  const all = leaderDestinations(s, leader);
  const hex = s.leaders[leader]!.hex;
  if (editionOf(s).flags.leaderMove !== 'hexByHex' || hex === null) return all;
  const adjacent = gbohHex.neighbours(hex);
  return all.filter((h) => adjacent.includes(h));
}

/**
 * DH 5.24 #1: the leader still moving under the order already paid for (his next hex is free), or null: none, or he
 * has stopped (4.61: in an enemy ZOC; 9 MP spent).
 */
export function leaderStillMoving(s: GbohState): string | null {
  const id = s.activation?.leaderMoving;
  if (id === undefined) return null;
  const l = s.leaders[id]!;
  return l.hex !== null && l.mp < 9 && !inZoc(s, id) ? id : null;
}

export function leaderMoveCost(s: GbohState, leader: string, to: string): number {
  const l = s.leaders[leader]!;
  // Outside `legal` (a move being applied) one cost is asked: search toward it alone (perfLeader.ts).
  if (!isFrozen(s) && l.hex !== null) {
    const c = leaderCostTo(s, s.static.leaders[leader]!.side, l.hex, 9 - l.mp, to);
    if (c !== null) return c ?? 0;
  }
  return leaderCosts(s, leader).get(to) ?? 0;
}

/** 5.51: leaders eligible for the Elite Orders Phase (in the OC's range at turn start; anyone on turn 1). */
export function eioCandidates(s: GbohState, side: string): string[] {
  // 5.51: the side's Elite OC(s); with two OCs (Catalaunian) either one's range will do (R-CF-2OC).
  const elite = eliteOCs(s, side);
  if (elite.length === 0) return [];
  return activatable(s)
    .filter((id) => s.static.leaders[id]!.side === side && !s.leaders[id]!.eioDone)
    .filter((id) => s.static.leaders[id]!.rank === 'OC' || !inZoc(s, id)) // 4.24: a non-OC leader in enemy ZOC gives no orders
    .filter((id) => (s.turn === 1 && editionOf(s).flags.elite === 'cataphract') || elite.some((oc) => id === oc || withinCommandRange(s, oc, s.leaders[id]!.hex!))) // DH 5.5: no turn-1 exception
    .sort();
}

export function inEnemyZocLeader(s: GbohState, leader: string): boolean {
  return inZoc(s, leader);
}

export function leaderAdjacentHexes(hex: string): readonly string[] {
  return gbohHex.neighbours(hex);
}
