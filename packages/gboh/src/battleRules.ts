import type { JsonValue, Modifier, StepContext } from '@polemarch/kernel';
import type { z } from 'zod';
import type { GbohAction } from './actions';
import type { SpecialRule } from './scenario/schema';
import type { GbohState, MoveState, StaticData } from './types';

/**
 * The registry of battle special rules (issue 12, "battle rules as hooks"). A battle's rule declares the hook points
 * it uses; chapter modules call `hooks.<point>(s, ...)`, which folds over the rules the battle lists (`static.rules`,
 * in the scenario's order: the order dice are rolled in when two rules roll at one point). No chapter module imports
 * a battle's file, and this module imports none: battles register through `battles/index.ts`.
 */

/** The hook points, each named for what the chapter code asks at its call site. */
export type BattleHooks = {
  /** 10.11: a change to `unit`'s effective TQ (before the minimum of 1), e.g. Callinicum's Lent. */
  tqChange(s: GbohState, unit: string): number;
  /** 8.15: a change to the firer's printed range toward this target (e.g. Dara's wind: -1 firing upwind). */
  rangeChange(s: GbohState, firer: string, target: string): number;
  /** 8.16: the battle's own extended range for this firer (e.g. +2 from Dara's walls), or null (the rulebook's). */
  extendedRange(s: GbohState, firer: string): number | null;
  /** 8.15: the battle's own fire modifiers (e.g. Dara's wind, the walls). */
  fireModifiers(s: GbohState, firer: string, target: string): Modifier[];
  /**
   * 9.16 CRT terrain notes: the battle's own terrain shifts for a Shock (e.g. Dara's trench), candidates beside the
   * chart's (the single one most favourable to the defender applies).
   */
  shockTerrainShifts(s: GbohState, attackers: readonly string[], defenders: readonly string[]): number[];
  /** 10.21: the routing unit is about to cross from `from` to `to`; true when the battle eliminates it there. */
  routCrossing(s: GbohState, ctx: StepContext, unit: string, from: string, to: string): boolean;
  /** 8.1: `firer` is about to resolve its fire at `target`. */
  beforeFire(s: GbohState, firer: string, target: string): void;
  /** 9.1: a Shock Segment's combats have been assigned (a Shock occurs), before its Pre-Shock steps. */
  shockOccurs(s: GbohState): void;
  /** A modifier to every TQ-related die roll of `unit` (11.85 style: + is worse). */
  tqModifier(s: GbohState, unit: string): number;
  /** 9.13 Pre-Shock TQ Check: a modifier to `unit`'s own check and the modifier's log label. */
  preShockModifier(s: GbohState, unit: string, attacking: boolean): { drm: number; label: string } | null;
  /** After a unit's initial rout move (10.21), once the 11.2 Undisciplined Army Check is made. */
  afterRout(s: GbohState, ctx: StepContext, unit: string): void;
  /** DH 4.42: a lone leader has been placed with a friendly unit, from `from` (DH 11.33 note: his Standard follows him). */
  leaderPlaced(s: GbohState, ctx: StepContext, leader: string, from: string): void;
  /** 10.16: may the unit be ordered to Reorganize at all? */
  mayReorganize(s: GbohState, unit: string): boolean;
  /** 5.41: may the leader try to Trump? */
  mayTrump(s: GbohState, leader: string): boolean;
  /** 5.2: the leader has just been chosen to activate; false when a battle roll leaves him Finished instead. */
  leaderActivates(s: GbohState, ctx: StepContext, leader: string): boolean;
  /** 6.3 Terrain Chart: does changing elevation cost Cohesion Hits? */
  elevationHits(s: GbohState): boolean;
  /** 6.51: may the unit Orderly-Withdraw at all now (liegnitz.artillery: not within 2 hexes of Smoke)? */
  mayOrderlyWithdraw(s: GbohState, unit: string): boolean;
  /** 8.14 / DH 8.16: does something of the battle's in this hex block every line of sight (liegnitz.artillery: Smoke)? */
  blocksLos(s: GbohState, hex: string): boolean;
  /** 6.1: may the unit enter this hex in a move now (Ayn Jalut: not north of column 13 in turn 1)? */
  mayEnterHex(s: GbohState, unit: string, hex: string): boolean;
  /** 10.12: the Cohesion Hits a unit is about to take (the battle may change them and the unit, e.g. Liegnitz unhorsing). */
  hitsTaken(s: GbohState, ctx: StepContext, unit: string, hits: number): number;
  /** 8.1: may the unit fire (ordered or reaction) now (Liegnitz crossbows: twice a turn)? */
  mayFire(s: GbohState, unit: string): boolean;
  /** 8.15: the unit has just resolved a fire (any kind: ordered, reaction, H&D). */
  afterFire(s: GbohState, unit: string): void;
  /** 6.0: may the unit move (be given a move order) now? */
  mayMove(s: GbohState, unit: string): boolean;
  /** 7.2: may the unit voluntarily enter an enemy ZOC now? */
  mayEnterEnemyZoc(s: GbohState, unit: string): boolean;
  /**
   * 6.65 Stacking Chart: the battle's own way for `unit` to pass through a friendly unit: the extra MP it pays, or
   * 'barred'; undefined when the battle has no say (the chart applies).
   */
  friendlyPassCost(s: GbohState, unit: string, move: MoveState): { extraMP: number } | 'barred' | undefined;
  /** 6.65: apply the battle's pass-through (true) or leave it to the Stacking Chart (false). */
  passThroughFriendly(s: GbohState, ctx: StepContext, unit: string, move: MoveState, stationary: string): boolean;
  /** 9.1: may the unit make or suffer Shock at all? */
  mayShock(s: GbohState, unit: string): boolean;
  /** 9.11: may the unit attack in this Shock Segment? */
  mayAttack(s: GbohState, unit: string): boolean;
  /** 9.16 STEP 1: is the attacker Attack Superior whatever the chart says? */
  attackSuperior(s: GbohState, attacker: string): boolean;
  /** 11.1: may the unit dismount (or, `dismounted`, remount)? */
  mayDismount(s: GbohState, unit: string, dismounted: boolean): boolean;
  /** 11.31: the hex column whose enemy units count as the nearest for `side`, or null. */
  nearestEnemyColumn(s: GbohState, side: string): number | null;
  /** 8.18: is Reload allowed in this battle? */
  mayReload(s: GbohState): boolean;
  /** 3.0 D: the end of the Rout and Reload Phase, after D4. */
  endOfRoutPhase(s: GbohState, ctx: StepContext): void;
  /** 3.0 E: the end of the Withdrawal Phase when neither army withdraws (before the next turn). */
  withdrawalPhaseEnd(s: GbohState, ctx: StepContext): void;
  /** Set-up: the battle's own starting state (the fields it owns), once the units are placed. */
  setup(s: GbohState): void;
  /** M.2: after every decision's handler and the automatic sequence (and M.4 reveals): the battle's own upkeep. */
  afterStep(s: GbohState, ctx: StepContext): void;
  /**
   * 5.2: the orders a battle procedure in progress offers in place of the rulebook's (e.g. an assault's units moving
   * up); null when none is in progress (the rulebook's orders).
   */
  procedureOrders(s: GbohState): GbohAction[] | null;
  /** 5.2: may this legal order be offered now (the battle may drop some)? */
  filterOrders(s: GbohState, action: GbohAction): boolean;
  /** 5.2: the battle's own actions offered besides the orders (e.g. leaving a formation). */
  ordersActions(s: GbohState): GbohAction[];
  /** 5.2: the battle applies this order itself (true; the rulebook's handling is skipped) or leaves it (false). */
  applyOrder(s: GbohState, ctx: StepContext, action: GbohAction): boolean;
  /**
   * 5.27 / 9.0: the Shock Segment has just begun (after the end of orders, or after `ordersSegmentDone`), before any
   * Shock decision.
   */
  shockSegmentStart(s: GbohState, ctx: StepContext): void;
  /**
   * M.2 in the Orders Segment, before the orders decision: a battle procedure in progress has nothing left to order,
   * so the Shock Segment begins without it (true).
   */
  ordersSegmentDone(s: GbohState): boolean;
  /**
   * M.2 after the Shock Segment: a battle procedure in progress goes back to the Orders Segment for another round
   * (true) instead of ending the Orders Phase (false).
   */
  repeatOrdersSegment(s: GbohState, ctx: StepContext): boolean;
  /** 6.3: the choices of a move the battle started itself (`MoveState.wave`), or null (the rulebook's). */
  moveActions(s: GbohState, move: MoveState): GbohAction[] | null;
  /** 11.31: must this unit of an Uncontrolled Line advance with its whole MA toward the nearest enemy? */
  mustAdvanceFully(s: GbohState, unit: string): boolean;
  /** DH 12.2: the side that may answer its Withdrawal Level with the Mongol Withdrawal Reaction, or null. */
  withdrawalReactionSide(s: GbohState): string | null;
  /** 6.3: is this unit's move bound by the battle to charge toward the nearest enemy (DH 9.31 Uncontrolled Aggression)? */
  chargeBound(s: GbohState, unit: string): boolean;
  /** 11.31: the hex the battle's formation asks the unit to reach in its Uncontrolled move, or null. */
  uncontrolledPlace(s: GbohState, unit: string): string | null;
  /** 11.8: the challenge's loser tries to cancel its benefits (where the battle offers it: `championChallenge.cancel`). */
  cancelChallenge(s: GbohState, ctx: StepContext): void;
  /** 5.12: the value the leader activates at in place of his Initiative (Kalka 2.6: his Command's Activation Value), or null. */
  activationValue(s: GbohState, leader: string): number | null;
  /** 5.4: the leaders who are one Command with this one (Kalka 2.6: a failed Trump finishes the whole Command), or null. */
  commandLeaders(s: GbohState, leader: string): readonly string[] | null;
  /** 7.33: the leaders whose Command Range lends "Shock – No Check" in this Shock Segment (Kalka 2.6: every leader of the Command who ordered), or null (the activated leader's). */
  shockRangeLeaders(s: GbohState): readonly string[] | null;
  /** 5.32: the Initiative the Momentum roll is made against in place of the leader's (Kalka 2.6: the Command's senior leader's), or null. */
  momentumInitiative(s: GbohState, leader: string): number | null;
  /** DH 8.36: is this HC subject to Uncontrolled Aggression (9.3: it has an Aggression Value): +2 to its Impetuosity roll? */
  aggressiveHc(s: GbohState, unit: string): boolean;
  /** DH 11.41: the hex of the routing unit's Rout Goal when it is a Standard, or null (the Retreat Edge). */
  routGoal(s: GbohState, unit: string): string | null;
  /** Set-up: the seat that must make the battle's set-up choice now (DH 11.32: place a Standard "anywhere"), or null. */
  setupSeat(s: GbohState): string | null;
  /** Set-up: the actions of that choice. */
  setupActions(s: GbohState): GbohAction[];
  /** Set-up: apply the choice. */
  applySetup(s: GbohState, ctx: StepContext, action: GbohAction): void;
};

export type HookName = keyof BattleHooks;

export type BattleRule = {
  /** The rule id a scenario lists (its section in the battle's rules, e.g. `casilinum.wedge`). */
  id: string;
  /** The battle the rule was written for (several battles may list it). */
  battle: string;
  title: string;
  /** The `specialRules` data kinds of the scenario file the rule reads: a scenario with one must list the rule. */
  dataKinds?: readonly string[];
  /** When the data kinds do not tell: does a scenario's `specialRules` data need this rule? */
  needs?: (specialRules: readonly SpecialRule[]) => boolean;
  /**
   * The rule's own state (issue 12): its entry `s.battle[id]`, set up by its `setup` hook in the battles that list
   * it, read and written only by its file (typed accessors there); the schema is validated in tests.
   */
  state?: { schema: z.ZodType };
  hooks: Partial<BattleHooks>;
};

/** A rule's own state as its file types it: `s.battle[id]`, undefined where the rule is not set up (no parse). */
export function ruleState<T>(s: GbohState, id: string): T | undefined {
  return s.battle[id] as unknown as T | undefined;
}

/** Set a rule's own state (its `setup` hook, or a change of the whole entry). */
export function setRuleState<T>(s: GbohState, id: string, value: T): void {
  s.battle[id] = value as unknown as JsonValue;
}

const registry = new Map<string, BattleRule>();

/** Register battle rules (from `battles/index.ts`); an id registered twice is a programming error. */
export function registerBattleRules(rules: readonly BattleRule[]): void {
  for (const r of rules) {
    const old = registry.get(r.id);
    if (old !== undefined && old !== r) throw new Error(`battle rule ${r.id} registered twice`);
    registry.set(r.id, r);
  }
}

/** Every registered rule, in registration order (for an editor's list). */
export function battleRules(): BattleRule[] {
  return [...registry.values()];
}

export function battleRule(id: string): BattleRule | undefined {
  return registry.get(id);
}

/** The rules a scenario's `specialRules` data needs, in registration order (the default list of a test position). */
export function rulesNeededBy(specialRules: readonly SpecialRule[]): string[] {
  return battleRules()
    .filter((r) => needsRule(r, specialRules))
    .map((r) => r.id);
}

/** Does this data need the rule: one of its data kinds or its own test, or a scenario note with the rule's id? */
export function needsRule(r: BattleRule, specialRules: readonly SpecialRule[]): boolean {
  if (specialRules.some((x) => x.kind === 'note' && x.id === r.id)) return true;
  if (r.needs !== undefined) return r.needs(specialRules);
  return specialRules.some((x) => r.dataKinds?.includes(x.kind) ?? false);
}

// The active rules' implementations of each hook, per static data (shared and frozen between states: perfClone.ts).
const cache = new WeakMap<StaticData, Map<HookName, unknown[]>>();

// The last battle's table: a playout or a search asks thousands of times in a row for one battle's hooks.
let lastStatic: StaticData | null = null;
let lastByName: Map<HookName, unknown[]> | null = null;

function implementations<K extends HookName>(s: GbohState, name: K): BattleHooks[K][] {
  let byName: Map<HookName, unknown[]> | undefined;
  if (s.static === lastStatic) byName = lastByName!;
  else {
    byName = cache.get(s.static);
    if (byName === undefined) {
      byName = new Map();
      cache.set(s.static, byName);
    }
    lastStatic = s.static;
    lastByName = byName;
  }
  let fns = byName.get(name) as BattleHooks[K][] | undefined;
  if (fns === undefined) {
    fns = [];
    for (const id of s.static.rules ?? []) {
      const fn = registry.get(id)?.hooks[name];
      if (fn !== undefined) fns.push(fn);
    }
    byName.set(name, fns);
  }
  return fns;
}

/** Is a rule in play in this battle? */
export function ruleActive(s: GbohState, id: string): boolean {
  return s.static.rules?.includes(id) ?? false;
}

/** The hook points as the chapter modules call them: each folds over the battle's rules (no rule: the rulebook). */
/** Does any rule of this battle implement the hook point (so a caller can skip work the rulebook alone never needs)? */
export function hasHook(s: GbohState, name: HookName): boolean {
  return implementations(s, name).length > 0;
}

export const hooks = {
  tqChange(s: GbohState, unit: string): number {
    let d = 0;
    for (const f of implementations(s, 'tqChange')) d += f(s, unit);
    return d;
  },
  rangeChange(s: GbohState, firer: string, target: string): number {
    let d = 0;
    for (const f of implementations(s, 'rangeChange')) d += f(s, firer, target);
    return d;
  },
  extendedRange(s: GbohState, firer: string): number | null {
    for (const f of implementations(s, 'extendedRange')) {
      const r = f(s, firer);
      if (r !== null) return r;
    }
    return null;
  },
  fireModifiers(s: GbohState, firer: string, target: string): Modifier[] {
    const fns = implementations(s, 'fireModifiers');
    return fns.length === 0 ? [] : fns.flatMap((f) => f(s, firer, target));
  },
  shockTerrainShifts(s: GbohState, attackers: readonly string[], defenders: readonly string[]): number[] {
    const fns = implementations(s, 'shockTerrainShifts');
    return fns.length === 0 ? [] : fns.flatMap((f) => f(s, attackers, defenders));
  },
  routCrossing(s: GbohState, ctx: StepContext, unit: string, from: string, to: string): boolean {
    for (const f of implementations(s, 'routCrossing')) if (f(s, ctx, unit, from, to)) return true;
    return false;
  },
  beforeFire(s: GbohState, firer: string, target: string): void {
    for (const f of implementations(s, 'beforeFire')) f(s, firer, target);
  },
  shockOccurs(s: GbohState): void {
    for (const f of implementations(s, 'shockOccurs')) f(s);
  },
  tqModifier(s: GbohState, unit: string): number {
    let drm = 0;
    for (const f of implementations(s, 'tqModifier')) drm += f(s, unit);
    return drm;
  },
  preShockModifier(s: GbohState, unit: string, attacking: boolean): { drm: number; label: string } | null {
    let out: { drm: number; label: string } | null = null;
    for (const f of implementations(s, 'preShockModifier')) {
      const m = f(s, unit, attacking);
      if (m !== null && m.drm !== 0) out = out === null ? m : { drm: out.drm + m.drm, label: out.label };
    }
    return out;
  },
  afterRout(s: GbohState, ctx: StepContext, unit: string): void {
    for (const f of implementations(s, 'afterRout')) f(s, ctx, unit);
  },
  leaderPlaced(s: GbohState, ctx: StepContext, leader: string, from: string): void {
    for (const f of implementations(s, 'leaderPlaced')) f(s, ctx, leader, from);
  },
  mayReorganize(s: GbohState, unit: string): boolean {
    for (const f of implementations(s, 'mayReorganize')) if (!f(s, unit)) return false;
    return true;
  },
  mayTrump(s: GbohState, leader: string): boolean {
    for (const f of implementations(s, 'mayTrump')) if (!f(s, leader)) return false;
    return true;
  },
  leaderActivates(s: GbohState, ctx: StepContext, leader: string): boolean {
    for (const f of implementations(s, 'leaderActivates')) if (!f(s, ctx, leader)) return false;
    return true;
  },
  elevationHits(s: GbohState): boolean {
    for (const f of implementations(s, 'elevationHits')) if (!f(s)) return false;
    return true;
  },
  mayMove(s: GbohState, unit: string): boolean {
    for (const f of implementations(s, 'mayMove')) if (!f(s, unit)) return false;
    return true;
  },
  mayEnterHex(s: GbohState, unit: string, hex: string): boolean {
    for (const f of implementations(s, 'mayEnterHex')) if (!f(s, unit, hex)) return false;
    return true;
  },
  mayOrderlyWithdraw(s: GbohState, unit: string): boolean {
    for (const f of implementations(s, 'mayOrderlyWithdraw')) if (!f(s, unit)) return false;
    return true;
  },
  blocksLos(s: GbohState, hex: string): boolean {
    for (const f of implementations(s, 'blocksLos')) if (f(s, hex)) return true;
    return false;
  },
  hitsTaken(s: GbohState, ctx: StepContext, unit: string, hits: number): number {
    let n = hits;
    for (const f of implementations(s, 'hitsTaken')) n = f(s, ctx, unit, n);
    return n;
  },
  mayFire(s: GbohState, unit: string): boolean {
    for (const f of implementations(s, 'mayFire')) if (!f(s, unit)) return false;
    return true;
  },
  afterFire(s: GbohState, unit: string): void {
    for (const f of implementations(s, 'afterFire')) f(s, unit);
  },
  mayEnterEnemyZoc(s: GbohState, unit: string): boolean {
    for (const f of implementations(s, 'mayEnterEnemyZoc')) if (!f(s, unit)) return false;
    return true;
  },
  friendlyPassCost(s: GbohState, unit: string, move: MoveState): { extraMP: number } | 'barred' | undefined {
    for (const f of implementations(s, 'friendlyPassCost')) {
      const c = f(s, unit, move);
      if (c !== undefined) return c;
    }
    return undefined;
  },
  passThroughFriendly(s: GbohState, ctx: StepContext, unit: string, move: MoveState, stationary: string): boolean {
    for (const f of implementations(s, 'passThroughFriendly')) if (f(s, ctx, unit, move, stationary)) return true;
    return false;
  },
  mayShock(s: GbohState, unit: string): boolean {
    for (const f of implementations(s, 'mayShock')) if (!f(s, unit)) return false;
    return true;
  },
  mayAttack(s: GbohState, unit: string): boolean {
    for (const f of implementations(s, 'mayAttack')) if (!f(s, unit)) return false;
    return true;
  },
  attackSuperior(s: GbohState, attacker: string): boolean {
    for (const f of implementations(s, 'attackSuperior')) if (f(s, attacker)) return true;
    return false;
  },
  mayDismount(s: GbohState, unit: string, dismounted: boolean): boolean {
    for (const f of implementations(s, 'mayDismount')) if (!f(s, unit, dismounted)) return false;
    return true;
  },
  nearestEnemyColumn(s: GbohState, side: string): number | null {
    for (const f of implementations(s, 'nearestEnemyColumn')) {
      const c = f(s, side);
      if (c !== null) return c;
    }
    return null;
  },
  mayReload(s: GbohState): boolean {
    for (const f of implementations(s, 'mayReload')) if (!f(s)) return false;
    return true;
  },
  endOfRoutPhase(s: GbohState, ctx: StepContext): void {
    for (const f of implementations(s, 'endOfRoutPhase')) f(s, ctx);
  },
  withdrawalPhaseEnd(s: GbohState, ctx: StepContext): void {
    for (const f of implementations(s, 'withdrawalPhaseEnd')) f(s, ctx);
  },
  setup(s: GbohState): void {
    for (const f of implementations(s, 'setup')) f(s);
  },
  afterStep(s: GbohState, ctx: StepContext): void {
    for (const f of implementations(s, 'afterStep')) f(s, ctx);
  },
  procedureOrders(s: GbohState): GbohAction[] | null {
    for (const f of implementations(s, 'procedureOrders')) {
      const out = f(s);
      if (out !== null) return out;
    }
    return null;
  },
  filterOrders(s: GbohState, action: GbohAction): boolean {
    for (const f of implementations(s, 'filterOrders')) if (!f(s, action)) return false;
    return true;
  },
  ordersActions(s: GbohState): GbohAction[] {
    return implementations(s, 'ordersActions').flatMap((f) => f(s));
  },
  applyOrder(s: GbohState, ctx: StepContext, action: GbohAction): boolean {
    for (const f of implementations(s, 'applyOrder')) if (f(s, ctx, action)) return true;
    return false;
  },
  shockSegmentStart(s: GbohState, ctx: StepContext): void {
    for (const f of implementations(s, 'shockSegmentStart')) f(s, ctx);
  },
  ordersSegmentDone(s: GbohState): boolean {
    for (const f of implementations(s, 'ordersSegmentDone')) if (f(s)) return true;
    return false;
  },
  repeatOrdersSegment(s: GbohState, ctx: StepContext): boolean {
    for (const f of implementations(s, 'repeatOrdersSegment')) if (f(s, ctx)) return true;
    return false;
  },
  moveActions(s: GbohState, move: MoveState): GbohAction[] | null {
    for (const f of implementations(s, 'moveActions')) {
      const out = f(s, move);
      if (out !== null) return out;
    }
    return null;
  },
  mustAdvanceFully(s: GbohState, unit: string): boolean {
    for (const f of implementations(s, 'mustAdvanceFully')) if (!f(s, unit)) return false;
    return true;
  },
  withdrawalReactionSide(s: GbohState): string | null {
    for (const f of implementations(s, 'withdrawalReactionSide')) {
      const side = f(s);
      if (side !== null) return side;
    }
    return null;
  },
  chargeBound(s: GbohState, unit: string): boolean {
    for (const f of implementations(s, 'chargeBound')) if (f(s, unit)) return true;
    return false;
  },
  uncontrolledPlace(s: GbohState, unit: string): string | null {
    for (const f of implementations(s, 'uncontrolledPlace')) {
      const place = f(s, unit);
      if (place !== null) return place;
    }
    return null;
  },
  cancelChallenge(s: GbohState, ctx: StepContext): void {
    for (const f of implementations(s, 'cancelChallenge')) f(s, ctx);
  },
  activationValue(s: GbohState, leader: string): number | null {
    for (const f of implementations(s, 'activationValue')) {
      const v = f(s, leader);
      if (v !== null) return v;
    }
    return null;
  },
  commandLeaders(s: GbohState, leader: string): readonly string[] | null {
    for (const f of implementations(s, 'commandLeaders')) {
      const v = f(s, leader);
      if (v !== null) return v;
    }
    return null;
  },
  shockRangeLeaders(s: GbohState): readonly string[] | null {
    for (const f of implementations(s, 'shockRangeLeaders')) {
      const v = f(s);
      if (v !== null) return v;
    }
    return null;
  },
  momentumInitiative(s: GbohState, leader: string): number | null {
    for (const f of implementations(s, 'momentumInitiative')) {
      const v = f(s, leader);
      if (v !== null) return v;
    }
    return null;
  },
  aggressiveHc(s: GbohState, unit: string): boolean {
    for (const f of implementations(s, 'aggressiveHc')) if (f(s, unit)) return true;
    return false;
  },
  routGoal(s: GbohState, unit: string): string | null {
    for (const f of implementations(s, 'routGoal')) {
      const goal = f(s, unit);
      if (goal !== null) return goal;
    }
    return null;
  },
  setupSeat(s: GbohState): string | null {
    for (const f of implementations(s, 'setupSeat')) {
      const seat = f(s);
      if (seat !== null) return seat;
    }
    return null;
  },
  setupActions(s: GbohState): GbohAction[] {
    return implementations(s, 'setupActions').flatMap((f) => f(s));
  },
  applySetup(s: GbohState, ctx: StepContext, action: GbohAction): void {
    for (const f of implementations(s, 'applySetup')) f(s, ctx, action);
  },
} satisfies { [K in HookName]: (s: GbohState, ...rest: never[]) => unknown };
