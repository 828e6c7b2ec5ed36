import type { StepContext } from '@polemarch/kernel';
import { z } from 'zod';
import { ruleState, setRuleState, type BattleRule } from '../battleRules';
import { isOnMap } from '../board';
import { note } from '../log';
import type { SpecialRule } from '../scenario/schema';
import type { GbohState } from '../types';
import {
  applyPlacement,
  applyCarry,
  applyStandardRally,
  carryActions,
  placementActions,
  placementSeat,
  STANDARDS,
  standardGoal,
  standardRallyActions,
  standardReturns,
  standardsSchema,
  standardFollowsWithdrawal,
  standardsUpkeep,
  type StandardsState,
} from './dhStandards';

/**
 * What The Devil's Horsemen's four battles share: their special rules' data (`static.battleData`), the general scenario
 * rules' balance options (dh.balance: Tumen substitution and the Rout-Point bid) and the wing commanders' "not both
 * give a Line Command to that Line in the same turn" (dh.lineExclusion, Indus 1.4, Kalka 2.5).
 */

/** The battle's data of one kind (the scenario's `specialRules` entry), or undefined. */
export function dhData<K extends SpecialRule['kind']>(s: GbohState, kind: K): Extract<SpecialRule, { kind: K }> | undefined {
  return s.static.battleData?.find((r): r is Extract<SpecialRule, { kind: K }> => r.kind === kind);
}

/** A side's Withdrawal Level as printed (the scenario's), before any reduction. */
export function printedLevel(s: GbohState, side: string): number {
  return s.static.sides.find((x) => x.id === side)?.withdrawalLevel ?? 0;
}

/** Change a side's Withdrawal Level by `delta` (negative: lower) through the state's `levelReduction`. */
export function changeLevel(s: GbohState, side: string, delta: number): void {
  s.levelReduction[side] = (s.levelReduction[side] ?? 0) - delta;
}

/**
 * Take units and leaders out of play without Rout Points (Kalka flight, Musa's Syrians): they leave the map as units not
 * yet entered are off it (hex null, not eliminated: nothing is scored, no leader is replaced), and a reinforcement
 * group they belong to stops entering.
 */
export function removeFromPlay(s: GbohState, units: readonly string[], leaders: readonly string[]): string[] {
  const gone: string[] = [];
  for (const id of units) {
    const u = s.units[id];
    if (u === undefined || u.status === 'eliminated' || u.hex === null) continue;
    gone.push(id);
    u.hex = null;
    u.status = 'normal';
    u.hits = 0;
    u.shock = null;
    u.engaged = false;
    u.inColumn = false;
  }
  for (const [g, e] of Object.entries(s.entering ?? {})) {
    const r = s.static.reinforcements.find((x) => x.id === g);
    if (r !== undefined && r.units.some((id) => units.includes(id))) s.entering = { ...s.entering, [g]: { ...e, cutOff: true } };
  }
  s.entryPending = (s.entryPending ?? []).filter((g) => !s.static.reinforcements.find((x) => x.id === g)?.units.some((id) => units.includes(id)));
  for (const id of leaders) {
    const l = s.leaders[id];
    if (l === undefined || l.status === 'eliminated') continue;
    l.status = 'finished';
    l.hex = null;
  }
  s.routMoves = (s.routMoves ?? []).filter((m) => !units.includes(m.unit));
  return gone;
}

/** A reinforcement group arrives now (a battle roll brought it): the scenario procedure brings its units on. */
export function arriveNow(s: GbohState, group: string): void {
  if (s.arrived.includes(group)) return;
  s.arrived.push(group);
  s.entering = { ...(s.entering ?? {}), [group]: { hex: null, cutOff: false } };
}

/** A group's leaders, off the map, join the first of its units on the map (they come on with them). */
export function placeGroupLeaders(s: GbohState, ctx: StepContext, group: string, leaders: readonly string[], rule: string): void {
  if (!s.arrived.includes(group)) return;
  const r = s.static.reinforcements.find((x) => x.id === group);
  const first = r?.units.find((id) => isOnMap(s.units[id]!));
  if (first === undefined) return;
  for (const id of leaders) {
    const l = s.leaders[id];
    if (l === undefined || l.hex !== null || l.status === 'eliminated') continue;
    l.hex = s.units[first]!.hex;
    note(ctx, 'dh.leaderArrives', { leader: id, hex: l.hex! }, rule);
  }
}

// ---------------------------------------------------------------- dh.balance

const BALANCE = 'dh.balance';

/** The TQ column of a Tumen unit (its id `m-t<n>-<cat|hc|lc><k>`): 0 HC CAT, 1 HC, 2 LC; null for other units. */
function tumenOf(unit: string): { tumen: string; column: number } | null {
  const m = /^m-t(\d)-(cat|hc|lc)\d+$/.exec(unit);
  if (m === null) return null;
  return { tumen: m[1]!, column: m[2] === 'cat' ? 0 : m[2] === 'hc' ? 1 : 2 };
}

/**
 * Each unit's `substitutionTqRaw` by battle data: it reads only the static part (frozen, shared by every state of a
 * game), and the evaluator asks it of every unit at every evaluation, where the data's search and the id's regular
 * expression were a sixth of a DH evaluation (issue 18).
 */
const substitutions = new WeakMap<GbohState['static'], Map<string, number>>();

/** SCENARI: a substituted Tumen's units fight with the lower (or, Kalka, other) Tumen's TQ. */
export function substitutionTq(s: GbohState, unit: string): number {
  let byUnit = substitutions.get(s.static);
  if (byUnit === undefined) {
    byUnit = new Map();
    substitutions.set(s.static, byUnit);
  }
  let d = byUnit.get(unit);
  if (d === undefined) {
    d = substitutionTqRaw(s, unit);
    byUnit.set(unit, d);
  }
  return d;
}

/** `substitutionTq` computed (exported for the test that compares the two). */
export function substitutionTqRaw(s: GbohState, unit: string): number {
  const b = dhData(s, 'dhBalance');
  const t = tumenOf(unit);
  if (b === undefined || t === null || s.static.units[unit]!.side !== b.mongolSide) return 0;
  const sub = b.substitutions.find((x) => String(x.tumen) === t.tumen);
  if (sub === undefined) return 0;
  const from = b.tumenTq[t.tumen]?.[t.column];
  const to = b.tumenTq[String(sub.by)]?.[t.column];
  return from === undefined || to === undefined ? 0 : to - from;
}

/** SCENARI: each substitution lowers the Mongol Withdrawal Level by the table's value; the bid lowers the bidder's. */
function balanceSetup(s: GbohState): void {
  const b = dhData(s, 'dhBalance');
  if (b === undefined) return;
  let mongol = 0;
  for (const x of b.substitutions) mongol += b.levelReduction[String(x.tumen)]?.[String(x.by)] ?? 0;
  if (mongol > 0) changeLevel(s, b.mongolSide, -mongol);
  if (b.rpBid !== null && b.rpBid.rp > 0) changeLevel(s, b.rpBid.side, -b.rpBid.rp);
  setRuleState<BalanceState>(s, BALANCE, { mongolReduction: mongol, bid: b.rpBid?.rp ?? 0 });
}
type BalanceState = { mongolReduction: number; bid: number };

// ---------------------------------------------------------------- dh.lineExclusion

const EXCLUSION = 'dh.lineExclusion';
/** The Line Commands given this turn: [leader, line]. */
type ExclusionState = { turn: number; given: [string, string][] };

function exclusion(s: GbohState): ExclusionState {
  const st = ruleState<ExclusionState>(s, EXCLUSION);
  return st === undefined || st.turn !== s.turn ? { turn: s.turn, given: [] } : st;
}

/** Indus 1.4, Kalka 2.5: the other leader of a pair has already given this Line a Line Command this turn. */
function lineAllowed(s: GbohState, action: { type: string; line?: string }): boolean {
  if (action.type !== 'line-command' || s.activation === null) return true;
  const d = dhData(s, 'lineExclusion');
  const leader = s.activation.leader;
  const given = exclusion(s).given;
  for (const [a, b, line] of d?.pairs ?? []) {
    if (line !== action.line || (leader !== a && leader !== b)) continue;
    const other = leader === a ? b : a;
    if (given.some(([l, ln]) => l === other && ln === line)) return false;
  }
  return true;
}

function recordLine(s: GbohState, action: { type: string; line?: string }): boolean {
  if (action.type === 'line-command' && action.line !== undefined && s.activation !== null) {
    const st = exclusion(s);
    setRuleState<ExclusionState>(s, EXCLUSION, { turn: s.turn, given: [...st.given, [s.activation.leader, action.line]] });
  }
  return false; // the rulebook applies the order
}

// ---------------------------------------------------------------- dh.standards

/** DH 11.32: the scenario's Standards as the rule's state (`battles/dhStandards.ts` plays them). */
function standardsSetup(s: GbohState): void {
  const d = dhData(s, 'standards');
  if (d === undefined) return;
  setRuleState<StandardsState>(s, STANDARDS, {
    standards: d.standards.map((x) => ({
      leader: x.leader,
      side: x.side,
      hex: x.hex,
      status: x.withLeader ? 'withLeader' : x.choose ? 'choose' : 'placed',
      units: x.units,
      allOfSide: x.allOfSide,
      noRally: x.noRally,
      barred: [],
    })),
  });
}

export const dhRules: readonly BattleRule[] = [
  {
    id: 'dh.balance',
    battle: 'devils-horsemen',
    title: 'Balance: Tumen substitution and the Rout-Point bid',
    dataKinds: ['dhBalance'],
    state: { schema: z.object({ mongolReduction: z.number().int(), bid: z.number().int() }) },
    // DH 12.2: the Mongol side is the one the balance data names.
    hooks: { setup: balanceSetup, tqChange: substitutionTq, withdrawalReactionSide: (s) => dhData(s, 'dhBalance')?.mongolSide ?? null },
  },
  {
    id: 'dh.lineExclusion',
    battle: 'devils-horsemen',
    title: 'Wing commander and Noyan: not both a Line Command to one Line in a turn',
    dataKinds: ['lineExclusion'],
    state: { schema: z.object({ turn: z.number().int(), given: z.array(z.tuple([z.string(), z.string()])) }) },
    hooks: {
      setup: (s) => setRuleState<ExclusionState>(s, EXCLUSION, { turn: s.turn, given: [] }),
      filterOrders: (s, a) => lineAllowed(s, a),
      applyOrder: (s, _ctx, a) => recordLine(s, a),
    },
  },
  {
    id: 'dh.standards',
    battle: 'devils-horsemen',
    title: 'Standards: Rout Goal, Standard Rally, capture (DH 11.3–11.5)',
    dataKinds: ['standards'],
    state: { schema: standardsSchema },
    hooks: {
      setup: standardsSetup,
      setupSeat: placementSeat,
      setupActions: placementActions,
      applySetup: applyPlacement,
      routGoal: standardGoal,
      ordersActions: (s) => [...standardRallyActions(s), ...carryActions(s)],
      applyOrder: (s, ctx, a) => applyStandardRally(s, ctx, a) || applyCarry(s, ctx, a),
      leaderActivates: standardReturns,
      leaderPlaced: standardFollowsWithdrawal,
      afterStep: standardsUpkeep,
    },
  },
];
