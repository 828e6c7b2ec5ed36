import { elevationAt, gbohHex, sideFeatures, terrainAt } from '@polemarch/gboh-family';
import type { Modifier, StepContext } from '@polemarch/kernel';
import { arcFrom, currentTq, enemyZocOn, leadersAt, onBoard, unitOf, unitsAt } from './board';
import { TEC } from './charts/tec';
import { fortShockDrm } from './fortifications';
import { effectLabel, shockRow, shockRowLabel, type ShockEffect } from './charts/shock';
import { dhFrontDrm, matrixDrm } from './charts/matrix';
import { chariotLosses, withCause } from './special';
import { addHits, eliminate, killLeader, routResult } from './effects';
import type { SgbohAction, SgbohState, Shock, Unit, UnitType } from './types';
import { isCavalry, isFoot, isSkirmisher } from './types';

/**
 * 7.4 steps 2–3 of one Shock: the Leader Loss check (7.46), the Types (7.35), the roll (7.5), the allocation of the
 * leftover Hits (7.53), keep-one (8.4), the results and Pursuit (7.6). Every choice the rules give a player is a
 * decision of that player's seat (rulings ); `resolveShock` runs the automatic steps between them.
 */

type OnMap = Unit & { hex: string };

/** A designated Shock before anything of it is resolved. */
export function newShock(attackers: string[], defenders: string[], stage: Shock['stage'] = 'rbs'): Shock {
  return {
    attackers,
    defenders,
    stage,
    ordered: false,
    rbsAsked: [],
    rbsDone: [],
    vacated: [],
    retreating: [],
    lead: null,
    attackerType: null,
    defenderType: null,
    result: null,
    extraHits: { attackers: [], defenders: [] },
    kept: null,
  };
}

/**
 * A Shock outside the Shock Phase (DH annex Aggression Reaction, Feigned Retreat), resolved at once from `stage`, on
 * top of the step it interrupts (`shockFlow.ts`).
 */
export function pushInterrupt(s: SgbohState, attackers: string[], defenders: string[], stage: Shock['stage']): Shock {
  const sh = newShock(attackers, defenders, stage);
  sh.ordered = true;
  (s.turn.interrupts ??= []).push(sh);
  return sh;
}

/** The stages at which a Shock waits for a seat's decision (when it has more than one option). */
export const RESOLUTION_STAGES: readonly Shock['stage'][] = ['resolve', 'attacker-type', 'defender-type', 'roll', 'allocate', 'keep', 'apply'];

function engaged(s: SgbohState, sh: Shock): { attackers: OnMap[]; defenders: OnMap[] } {
  const gone = new Set(sh.rbsDone.map((r) => r.unit));
  return {
    attackers: sh.attackers.map((id) => unitOf(s, id)).filter(onBoard),
    defenders: sh.defenders.map((id) => unitOf(s, id)).filter((d): d is OnMap => onBoard(d) && !gone.has(d.id)),
  };
}

function leaderLoss(s: SgbohState, units: readonly OnMap[], ctx: StepContext): void {
  for (const u of units) {
    for (const l of leadersAt(s, u.hex)) {
      const roll = ctx.rng.d10();
      if (roll !== 0) continue;
      const second = ctx.rng.d10();
      ctx.emit({ key: 'leader.check', params: { leader: l.name, roll: second }, rule: 'sgboh 7.46', rolls: [{ die: 'd10', value: roll }, { die: 'd10', value: second }] });
      if (second <= 1) killLeader(s, l, ctx, '7.46');
    }
  }
}

/** 7.36: an attacker in a defender's Flank or Rear, not itself engaged from its own flank or rear. */
function isFlankAttacker(s: SgbohState, a: OnMap, defenders: readonly OnMap[]): boolean {
  const onFlank = defenders.some((d) => gbohHex.distance(a.hex, d.hex) === 1 && arcFrom(d, a.hex) !== 'front');
  if (!onFlank) return false;
  return !enemyZocOn(s, a).some((e) => onBoard(e) && arcFrom(a, e.hex) !== 'front');
}

/** 7.36: the attack uses the Flank/Rear matrix when some attacker qualifies as a flank attacker; then only those may lend their Type. */
function attackGeometry(s: SgbohState, attackers: readonly OnMap[], defenders: readonly OnMap[]): { flank: boolean; pool: OnMap[] } {
  const flankers = attackers.filter((a) => isFlankAttacker(s, a, defenders));
  return flankers.length > 0 ? { flank: true, pool: flankers } : { flank: false, pool: [...attackers] };
}

/** 7.52 Moving attack; 10.51: a chariot must have moved at least 4 hexes. */
const moving = (u: Unit): boolean => u.turn.movedAdjacent && !u.turn.startInZoc && (u.type !== 'CH' || u.turn.hexesMoved >= 4);
const pilaArmed = (u: Unit): boolean => u.type === 'LG' || u.type === 'CO' || u.missile === 'X';

/** T5c special modifiers of the unit whose Type is used (ruling R-22). */
function specialDrm(a: Unit, d: Unit, flank: boolean): number {
  let v = 0;
  if (!flank) {
    if (moving(a) && a.type !== 'PH' && a.type !== 'HI' && d.type === 'PH') v -= 1;
    if (moving(a) && isCavalry(a.type) && a.cls !== 'CAT' && ((d.missile === 'J' && isFoot(d.type)) || d.type === 'LG' || d.type === 'CO')) v -= 1;
  }
  const axes = pilaArmed(a) || a.missile === 'F';
  if (axes && moving(a) && !a.reduced && !a.turn.enteredFriendly) {
    const same = a.missile === 'F' ? d.missile === 'F' : pilaArmed(d);
    if (flank || !same) v += 1;
  }
  return v;
}

const isTop = (s: SgbohState) => (u: OnMap): boolean => unitsAt(s, u.hex)[0] === u;

/** 10.4: Germanic cavalry attacking may use the GC or the LI entry. */
const typesOf = (a: Unit): UnitType[] => (a.type === 'GC' ? ['GC', 'LI'] : [a.type]);

/** 7.35 (ruling R-23): the Types the attacking player may choose: a unit of his (a flank unit, 7.36) with a usable matrix cell. */
export function attackerTypeOptions(s: SgbohState, sh: Shock): { unit: string; as: UnitType }[] {
  const { attackers, defenders } = engaged(s, sh);
  const { flank, pool } = attackGeometry(s, attackers, defenders);
  const out: { unit: string; as: UnitType }[] = [];
  // 5.35: a stack (or a Double-Depth pair, 10.3) is one unit: its top unit's Type, as its TQ.
  for (const a of pool.filter(isTop(s))) for (const as of typesOf(a)) if (defenders.some((d) => matrixDrm({ type: as, cls: a.cls }, d, flank) !== 'P')) out.push({ unit: a.id, as });
  return out;
}

/** 7.35: the defender's answer: one unit per distinct Type (Type, class, armament) with a usable cell against the attacker's choice. */
export function defenderTypeOptions(s: SgbohState, sh: Shock): string[] {
  const { attackers, defenders } = engaged(s, sh);
  const { flank } = attackGeometry(s, attackers, defenders);
  const pick = sh.attackerType;
  if (pick === null) return [];
  const lead = unitOf(s, pick.unit);
  const seen = new Set<string>();
  const out: string[] = [];
  for (const d of defenders.filter(isTop(s))) {
    const key = `${d.type}/${d.cls ?? ''}/${d.missile ?? ''}`;
    if (seen.has(key) || matrixDrm({ type: pick.as, cls: lead.cls }, d, flank) === 'P') continue;
    seen.add(key);
    out.push(d.id);
  }
  return out;
}

const sizeless = (u: Unit): boolean => u.type === 'EL' || u.type === 'CH' || isSkirmisher(u.type);

/** 7.52 Size DRM: ±1 for a difference of 2+, ±2 at 2 to 1; EL/CH/SK sizes ignored unless every unit is such. */
export function sizeDrm(attackers: readonly Unit[], defenders: readonly Unit[]): number {
  const all = [...attackers, ...defenders];
  if (all.every(sizeless)) return sizeOf(attackers, defenders, () => true);
  if (attackers.every(sizeless) || defenders.every(sizeless)) return 0;
  return sizeOf(attackers, defenders, (u) => !sizeless(u) && u.type !== 'ART');
}

function sizeOf(attackers: readonly Unit[], defenders: readonly Unit[], counts: (u: Unit) => boolean): number {
  const a = attackers.filter(counts).reduce((n, u) => n + u.size, 0);
  const d = defenders.filter(counts).reduce((n, u) => n + u.size, 0);
  if (a >= 2 * d && d > 0) return 2;
  if (d >= 2 * a && a > 0) return -2;
  if (a - d >= 2) return 1;
  if (d - a >= 2) return -1;
  return 0;
}

/** 7.52 terrain: per attacker, the effects on its own line of attack; the one most favourable to the defender; River note c over the group. */
function terrainDrm(s: SgbohState, attackers: readonly OnMap[], defenders: readonly OnMap[]): number {
  let worst = 0;
  let across = 0;
  let first = true;
  for (const a of attackers) {
    let line = 0;
    let lineFirst = true;
    let crosses = false;
    for (const d of defenders) {
      if (gbohHex.distance(a.hex, d.hex) !== 1) continue;
      let v = TEC.shockDrm[terrainAt(s.map, d.hex)] ?? 0;
      const diff = elevationAt(s.map, d.hex) - elevationAt(s.map, a.hex);
      if (diff !== 0) v += TEC.elevationShockDrm[diff > 0 ? `up${Math.min(2, diff)}` : `down${Math.min(2, -diff)}`] ?? 0;
      const f = sideFeatures(s.map, a.hex, d.hex);
      // 11.14, T2 (rulings ): the attacker's row across the works.
      v += fortShockDrm(s, a.hex, d.hex);
      if (f.includes('river') && !f.includes('bridge')) crosses = true;
      if (lineFirst || v < line) line = v;
      lineFirst = false;
    }
    if (crosses) across++;
    if (first || line < worst) worst = line;
    first = false;
  }
  const river = across === 0 ? 0 : across === attackers.length ? TEC.riverShockDrm.all : TEC.riverShockDrm.some;
  return worst + river;
}

/** 4.38/7.52: a leader stacked with an engaged unit, or a Heroic leader within two hexes stacked with a unit engaged in a Shock this phase. */
function hasLeader(s: SgbohState, units: readonly OnMap[]): boolean {
  if (units.some((u) => leadersAt(s, u.hex).length > 0)) return true;
  const engagedIds = new Set(s.turn.pairs.flatMap((p) => [p.attacker, p.defender]));
  return s.leaders.some(
    (l) =>
      l.heroic && l.status === 'map' && l.hex !== null && l.side === units[0]?.side &&
      unitsAt(s, l.hex).some((u) => engagedIds.has(u.id)) && units.some((u) => gbohHex.distance(u.hex, l.hex!) <= 2),
  );
}

/**
 * 7.52: every Shock DRM for these attackers and defenders, the attacker's unit lending the Type `attackerType` and
 * the defender's unit `defenderType` (7.35). Also the engine's answer to the board's odds (`odds.ts`).
 */
export function shockModifiers(s: SgbohState, attackers: readonly OnMap[], defenders: readonly OnMap[], attackerType: { unit: string; as: UnitType }, defenderType: string): Modifier[] {
  const { flank } = attackGeometry(s, attackers, defenders);
  const lead = unitOf(s, attackerType.unit);
  const def = unitOf(s, defenderType);
  const printed = matrixDrm({ type: attackerType.as, cls: lead.cls }, def, flank);
  // Ruling R-46: a DH battle's frontal cells for cataphracts.
  const cell = s.options.dhMatrix && !flank ? (dhFrontDrm({ type: attackerType.as, cls: lead.cls }, def) ?? printed) : printed;
  const mods: Modifier[] = [];
  const add = (key: string, value: number): void => {
    if (value !== 0) mods.push({ label: { key: `drm.${key}` }, value });
  };
  add(flank ? 'matrix-flank' : 'matrix-front', cell === 'P' ? 0 : cell + specialDrm(lead, def, flank));
  // 10.3: Double Depth +1 when attacking (either matrix), −1 to the attacker when it defends frontally.
  add('double-depth', (lead.doubleDepth ? 1 : 0) - (def.doubleDepth && !flank ? 1 : 0));
  // 5.35: a stack uses its top unit's TQ.
  const stackTq = (x: OnMap): number => currentTq(unitsAt(s, x.hex)[0] ?? x);
  const tq = Math.max(...attackers.map(stackTq)) - Math.max(...defenders.map(stackTq));
  add('tq', Math.max(-3, Math.min(3, tq)));
  if (s.options.sizeDrm) add('size', sizeDrm(attackers, defenders));
  const hits = defenders.reduce((n, u) => n + u.hits, 0) - attackers.reduce((n, u) => n + u.hits, 0);
  add('hits', Math.max(-3, Math.min(3, hits)));
  if (attackers.some(moving)) add('moving', 1);
  if (hasLeader(s, attackers)) add('leader-attacker', 1);
  if (hasLeader(s, defenders)) add('leader-defender', -1);
  add('terrain', terrainDrm(s, attackers, defenders));
  return mods;
}

/** 7.5: every DRM, the roll, the T4 line (kept on the Shock until the results are applied). */
function rollShock(s: SgbohState, sh: Shock, attackers: readonly OnMap[], defenders: readonly OnMap[], ctx: StepContext): void {
  const mods = shockModifiers(s, attackers, defenders, sh.attackerType!, sh.defenderType!);
  const roll = ctx.rng.d10();
  const total = roll + mods.reduce((n, m) => n + m.value, 0);
  const row = shockRow(total);
  ctx.emit({
    key: 'shock.roll',
    params: { attackers: attackers.map((u) => u.name).join(', '), defenders: defenders.map((u) => u.name).join(', '), roll: total, attacker: effectLabel(row.attacker), defender: effectLabel(row.defender) },
    rule: 'sgboh 7.5',
    rolls: [{ die: 'd10', value: roll }],
    modifiers: mods,
    chart: { name: 'T4', cell: shockRowLabel(row), result: `${effectLabel(row.attacker)} / ${effectLabel(row.defender)}` },
  });
  sh.result = { attacker: row.attacker, defender: row.defender };
}

/**
 * 5.35, 7.53: `n` Hits split as evenly as possible over `units`; the leftover Hits go to the units the inflicting
 * player chose (`chosen`, ruling R-14), then to the top of a stack.
 */
export function splitHits(units: readonly Unit[], n: number, chosen: readonly string[] = []): Map<Unit, number> {
  const share = new Map<Unit, number>();
  if (units.length === 0) return share;
  const base = Math.floor(n / units.length);
  let left = n - base * units.length;
  for (const u of units) share.set(u, base);
  const rank = (u: Unit): number => (chosen.includes(u.id) ? chosen.indexOf(u.id) - units.length : 0);
  const order = [...units].sort((a, b) => rank(a) - rank(b) || a.stack - b.stack || currentTq(a) - a.hits - (currentTq(b) - b.hits));
  for (const u of order) {
    if (left === 0) break;
    share.set(u, (share.get(u) ?? 0) + 1);
    left--;
  }
  return share;
}

/**
 * 7.53 (ruling R-14): the leftover Hits of a "#H" result still to allocate, and who may take the next one: the
 * defenders' by the attacker first, then the attackers' by the defender. Within a stack the odd Hit goes to the
 * top unit (5.35), so a bottom unit is eligible only once its top unit has one.
 */
export function pendingAllocation(s: SgbohState, sh: Shock): { side: 'attackers' | 'defenders'; options: string[] } | null {
  if (sh.result === null) return null;
  const e = engaged(s, sh);
  for (const side of ['defenders', 'attackers'] as const) {
    const effect = side === 'defenders' ? sh.result.defender : sh.result.attacker;
    const units = e[side];
    if (effect.kind !== 'hits' || units.length < 2) continue;
    const chosen = sh.extraHits[side];
    if (chosen.length >= effect.hits % units.length) continue;
    const options = units
      .filter((u) => !chosen.includes(u.id))
      .filter((u) => {
        const top = unitsAt(s, u.hex)[0]!;
        return top === u || !units.includes(top as OnMap) || chosen.includes(top.id);
      })
      .map((u) => u.id);
    return { side, options };
  }
  return null;
}

/** 8.4: would every unit of both sides rout from these Hits? (Then the attacker may keep one in place.) */
function allWouldRout(s: SgbohState, sh: Shock): boolean {
  const { attackers, defenders } = engaged(s, sh);
  const r = sh.result;
  if (r === null || r.attacker.kind !== 'hits' || r.defender.kind !== 'hits') return false;
  const routs = (units: readonly OnMap[], n: number, chosen: readonly string[]): boolean =>
    [...splitHits(units, n, chosen)].every(([u, k]) => !(u.canReduce && !u.reduced) && u.hits + k >= currentTq(u));
  return routs(attackers, r.attacker.hits, sh.extraHits.attackers) && routs(defenders, r.defender.hits, sh.extraHits.defenders);
}

/** 8.4 (ruling R-38): the attacker's choice: one of his units stays in place with TQ − 1 Hits, or none. */
export function keepActions(s: SgbohState, sh: Shock): SgbohAction[] {
  return [...engaged(s, sh).attackers.map((u): SgbohAction => ({ type: 'keep', unit: u.id })), { type: 'keep', unit: null }];
}

/** Applies one side's T4 effect; returns the units that must retreat. */
function applyEffect(s: SgbohState, units: readonly OnMap[], e: ShockEffect, chosen: readonly string[], ctx: StepContext, keep: string | null): Unit[] {
  const retreat: Unit[] = [];
  const stacks = new Map<string, OnMap[]>();
  for (const u of units) stacks.set(u.hex, [...(stacks.get(u.hex) ?? []), u].sort((x, y) => x.stack - y.stack));
  switch (e.kind) {
    case 'none':
      return [];
    case 'hits': {
      for (const [u, n] of splitHits(units, e.hits, chosen)) {
        if (u.id === keep) {
          u.hits = currentTq(u) - 1;
          ctx.emit({ key: 'shock.keep', params: { unit: u.name, hits: u.hits }, rule: 'sgboh 8.4' });
          continue;
        }
        addHits(s, u, n, ctx, '7.53');
        if (e.retreat && onBoard(u)) retreat.push(u);
      }
      return retreat;
    }
    case 'drRout':
      for (const stack of stacks.values()) {
        const top = stack[0]!;
        const roll = ctx.rng.d10();
        const total = roll + e.routCheckDrm;
        const routs = total > currentTq(top);
        ctx.emit({ key: routs ? 'shock.rout-check.fail' : 'shock.rout-check.pass', params: { unit: top.name, roll: total, tq: currentTq(top) }, rule: 'sgboh 7.53', rolls: [{ die: 'd10', value: roll }] });
        if (routs) routResult(s, top, ctx);
        else for (const [u, n] of splitHits(stack, e.hits)) addHits(s, u, n, ctx, '7.53');
        for (const u of stack) if (onBoard(u)) retreat.push(u);
      }
      return retreat;
    case 'autoRout':
      for (const u of units) routResult(s, u, ctx);
      return units.filter(onBoard);
  }
}

/** 7.53 results for both sides, the chariots (10.53), Column revert (11.25), the retreats to make and Pursuit (7.61). */
function applyResults(s: SgbohState, sh: Shock, ctx: StepContext): void {
  const { attackers, defenders } = engaged(s, sh);
  const r = sh.result!;
  const defenderCav = defenders.filter((d) => isCavalry(d.type)).map((d) => d.id);
  const defHexes = defenders.map((d) => d.hex);
  const aRetreat = withCause(sh.defenderType, () => applyEffect(s, attackers, r.attacker, sh.extraHits.attackers, ctx, sh.kept));
  const dRetreat = withCause(sh.lead, () => applyEffect(s, defenders, r.defender, sh.extraHits.defenders, ctx, null));
  chariotLosses(s, attackers, defenders, ctx, eliminate);
  // 11.25: a Column unit that is Shocked reverts to normal formation at the end of that Shock.
  for (const d of defenders) if (d.inColumn && onBoard(d)) d.inColumn = false;
  sh.retreating = [...dRetreat, ...aRetreat].map((u) => u.id);
  sh.vacated = defHexes;
  // 7.61: attacking cavalry that routs defending cavalry checks for Pursuit.
  const routedCav = defenderCav.some((id) => unitOf(s, id).status === 'eliminated');
  if (routedCav && s.options.pursuit) pursuit(s, sh, ctx);
}

/**
 * 7.4 steps 2–3 for one Shock, from its current stage up to the next decision with more than one option (the
 * stage then names it) or to its retreats (stage `retreat`). A choice with a single option is made at once.
 */
export function resolveShock(s: SgbohState, sh: Shock, ctx: StepContext): void {
  for (;;) {
    const { attackers, defenders } = engaged(s, sh);
    switch (sh.stage) {
      case 'resolve':
        if (attackers.length === 0 || defenders.length === 0) {
          sh.stage = 'done';
          return;
        }
        leaderLoss(s, [...attackers, ...defenders], ctx);
        sh.stage = 'attacker-type';
        continue;
      case 'attacker-type': {
        const options = attackerTypeOptions(s, sh);
        if (options.length > 1) return;
        sh.attackerType = options[0] ?? { unit: attackers[0]!.id, as: attackers[0]!.type };
        sh.lead = sh.attackerType.unit;
        sh.stage = 'defender-type';
        continue;
      }
      case 'defender-type': {
        const options = defenderTypeOptions(s, sh);
        if (options.length > 1) return;
        sh.defenderType = options[0] ?? defenders[0]!.id;
        sh.stage = 'roll';
        continue;
      }
      case 'roll':
        rollShock(s, sh, attackers, defenders, ctx);
        sh.stage = 'allocate';
        continue;
      case 'allocate': {
        const p = pendingAllocation(s, sh);
        if (p !== null && p.options.length > 1) return;
        if (p !== null) {
          sh.extraHits[p.side].push(p.options[0]!);
          continue;
        }
        sh.stage = allWouldRout(s, sh) ? 'keep' : 'apply';
        continue;
      }
      case 'keep':
        return;
      case 'apply':
        applyResults(s, sh, ctx);
        sh.stage = 'retreat';
        return;
      default:
        return;
    }
  }
}

/** 7.62: the pursuit check of the lead attacker; fail: off map by the opponent's Retreat Edge. */
function pursuit(s: SgbohState, sh: Shock, ctx: StepContext): void {
  const p = sh.lead === null ? undefined : unitOf(s, sh.lead);
  if (p === undefined || !onBoard(p) || !isCavalry(p.type)) return;
  const mod = { LN: 1, RC: 2, HC: 3, BC: 3 }[p.type as 'LN' | 'RC' | 'HC' | 'BC'] ?? 0;
  const withLeader = leadersAt(s, p.hex).length > 0 ? -1 : 0;
  const roll = ctx.rng.d10();
  const total = roll + mod + withLeader;
  const pass = total <= currentTq(p);
  ctx.emit({ key: pass ? 'pursuit.pass' : 'pursuit.fail', params: { unit: p.name, roll: total, tq: currentTq(p) }, rule: 'sgboh 7.62', rolls: [{ die: 'd10', value: roll }] });
  if (pass) return;
  for (const l of leadersAt(s, p.hex)) {
    l.status = 'pursuing';
    l.hex = null;
  }
  const gone: Unit = p;
  gone.status = 'pursuing';
  gone.hex = null;
}
