import { elevationAt, gbohHex, onMap, sideFeatures, terrainAt } from '@polemarch/gboh-family';
import type { Modifier, StepContext } from '@polemarch/kernel';
import { arcFrom, canStack, currentTq, enemyAt, enemyZocOn, frontHexes, leadersAt, onBoard, unitOf, unitsAt, zocHexes } from './board';
import { TEC, DITCH } from './charts/tec';
import { effectLabel, shockRow, shockRowLabel, type ShockEffect } from './charts/shock';
import { matrixDrm } from './charts/matrix';
import { chariotLosses, withCause } from './special';
import { addHits, eliminate, killLeader, routResult, splitHits } from './effects';
import { reactionsAfter } from './movement';
import { unitStepCost } from './terrain';
import type { SgbohAction, SgbohState, Shock, Unit } from './types';
import { isCavalry, isFoot, isSkirmisher } from './types';

/** 7.3–7.7 Shock: designation, Retreat Before Shock, leader loss, resolution, retreat, advance, pursuit. */

type OnMap = Unit & { hex: string };

/** 7.31: units that may Shock (skirmishers SK may not; SK* may; Column units may not, 11.25; artillery does not, ruling R-21). */
function shockCapable(s: SgbohState, u: Unit): u is OnMap {
  return u.side === s.turn.active && s.turn.activated.includes(u.formation) && onBoard(u) && u.type !== 'SK' && u.type !== 'ART' && !u.inColumn;
}

/** The enemy units `a` may Shock: in its Front hexes and its ZOC (6.11), not Elephants for cavalry (10.23). */
function shockTargets(s: SgbohState, a: OnMap): OnMap[] {
  const z = zocHexes(s, a);
  const front = frontHexes(s, a).filter((h) => z.includes(h));
  return s.units.filter((d): d is OnMap => d.side !== a.side && onBoard(d) && front.includes(d.hex) && !(isCavalry(a.type) && d.type === 'EL'));
}

const acrossFort = (s: SgbohState, a: string, b: string): boolean => sideFeatures(s.map, a, b).includes('trench');

/** 7.37: inactive artillery alone in its hex and in an enemy ZOC at the start of the Shock Phase is eliminated. */
export function lostArtillery(s: SgbohState, ctx: StepContext): void {
  for (const a of s.units) {
    if (a.type !== 'ART' || a.side === s.turn.active || !onBoard(a)) continue;
    if (unitsAt(s, a.hex).length === 1 && enemyZocOn(s, a).length > 0) eliminate(s, a, ctx, 'artillery overrun');
  }
}

/** 7.3 designation: the pairs still open, and whether the obligations of 7.31/7.32 are met. */
export function designateActions(s: SgbohState): SgbohAction[] {
  const out: SgbohAction[] = [];
  const has = (a: string, d: string): boolean => s.turn.pairs.some((p) => p.attacker === a && p.defender === d);
  const attacked = new Set(s.turn.pairs.map((p) => p.defender));
  const attacking = new Set(s.turn.pairs.map((p) => p.attacker));
  let ok = true;
  for (const a of s.units) {
    if (!shockCapable(s, a)) continue;
    const targets = shockTargets(s, a);
    // 5.35: a stack attacks and defends as one unit: its top unit names it.
    const top = (x: OnMap): boolean => unitsAt(s, x.hex)[0] === x;
    if (top(a)) for (const d of targets) if (top(d) && !has(a.id, d.id)) out.push({ type: 'designate', attacker: a.id, defender: d.id });
    // 11.14: Shock across a fortified hexside is voluntary.
    const owed = targets.filter((d) => !acrossFort(s, a.hex, d.hex));
    if (owed.some((d) => !attacked.has(d.id))) ok = false;
    if (owed.length > 0 && enemyZocOn(s, a).length > 0 && !attacking.has(a.id)) ok = false;
  }
  if (ok) out.push({ type: 'resolve' });
  return out;
}

/** 7.3: designate a Shock pair; the stack mates of both come along (5.35). */
export function designate(s: SgbohState, attacker: string, defender: string): void {
  const a = unitOf(s, attacker);
  const d = unitOf(s, defender);
  for (const x of unitsAt(s, a.hex!)) {
    if (!shockCapable(s, x)) continue;
    for (const y of unitsAt(s, d.hex!)) if (!s.turn.pairs.some((p) => p.attacker === x.id && p.defender === y.id)) s.turn.pairs.push({ attacker: x.id, defender: y.id });
  }
}

/** The Shocks of the designations: each connected group of attacker–defender pairs is one Shock (7.35). */
export function buildShocks(s: SgbohState): Shock[] {
  const groups: { attackers: string[]; defenders: string[] }[] = [];
  for (const p of s.turn.pairs) {
    const hit = groups.filter((g) => g.attackers.includes(p.attacker) || g.defenders.includes(p.defender));
    // Designation order is kept: the first group touched absorbs the others and the new pair.
    const [into, ...rest] = hit;
    const merged = into ?? { attackers: [], defenders: [] };
    for (const g of rest) {
      for (const a of g.attackers) if (!merged.attackers.includes(a)) merged.attackers.push(a);
      for (const d of g.defenders) if (!merged.defenders.includes(d)) merged.defenders.push(d);
      groups.splice(groups.indexOf(g), 1);
    }
    if (!merged.attackers.includes(p.attacker)) merged.attackers.push(p.attacker);
    if (!merged.defenders.includes(p.defender)) merged.defenders.push(p.defender);
    if (into === undefined) groups.push(merged);
  }
  return groups.map((g) => ({ ...g, stage: 'rbs', rbsAsked: [], rbsDone: [], vacated: [], retreating: [], lead: null }));
}

// ---------------------------------------------------------------- 7.41–7.45 Retreat Before Shock

/** 7.41: may this defender Retreat Before Shock from these attackers? */
export function rbsEligible(s: SgbohState, d: Unit, attackers: readonly Unit[]): boolean {
  if (!onBoard(d) || d.inColumn) return false;
  // 10.23: cavalry Shocked by an elephant must Retreat Before Shock, whatever the other conditions.
  if (isCavalry(d.type) && attackers.some((a) => a.type === 'EL')) return true;
  if (d.turn.noRbs || d.turn.startInZoc || d.turn.startEnemyInZoc) return false;
  const light = isCavalry(d.type) || isSkirmisher(d.type) || d.type === 'LI' || d.type === 'LP';
  if (!light) return false;
  if (isSkirmisher(d.type) && attackers.every((a) => isFoot(a.type))) return true;
  return attackers.every((a) => d.ma > a.ma);
}

/** 7.42–7.43: the hexes a defender may end its Retreat Before Shock in (each hex entered farther from the attackers; all MP used unless stopped). */
export function rbsDestinations(s: SgbohState, d: OnMap, attackers: readonly OnMap[]): string[] {
  const budget = Math.ceil(d.ma / 2);
  const dist = (h: string): number => Math.min(...attackers.map((a) => gbohHex.distance(a.hex, h)));
  const ends = new Set<string>();
  const walk = (hex: string, mp: number, seen: Set<string>): void => {
    let moved = false;
    if (mp > 0 && !(hex !== d.hex && enemyZocOn(s, d, hex).length > 0)) {
      for (const n of gbohHex.neighbours(hex)) {
        if (seen.has(n) || !onMap(s.map, n) || dist(n) <= dist(hex) || enemyAt(s, d.side, n)) continue;
        const friends = unitsAt(s, n);
        if (friends.length > 0 && (friends.length > 1 || !canStack(d, friends[0]!))) continue;
        const c = unitStepCost(s, d, hex, n);
        if (c === null || c.mp > mp) continue;
        moved = true;
        walk(n, mp - c.mp, new Set([...seen, n]));
      }
    }
    if (!moved && hex !== d.hex) ends.add(hex);
  };
  walk(d.hex, budget, new Set([d.hex]));
  return [...ends];
}

export function rbsActions(s: SgbohState, sh: Shock, defender: string): SgbohAction[] {
  const d = unitOf(s, defender) as OnMap;
  const attackers = sh.attackers.map((id) => unitOf(s, id)).filter(onBoard);
  const moves = rbsDestinations(s, d, attackers).map((to): SgbohAction => ({ type: 'rbs', unit: defender, to }));
  // 10.23: cavalry attacked by an elephant must retreat when it can.
  const forced = isCavalry(d.type) && attackers.some((a) => a.type === 'EL') && moves.length > 0;
  return forced ? moves : [...moves, { type: 'stand', unit: defender }];
}

/** The defender the RBS step asks about next, if any. */
export function nextRbsDefender(s: SgbohState, sh: Shock): string | null {
  const attackers = sh.attackers.map((id) => unitOf(s, id)).filter(onBoard);
  for (const id of sh.defenders) {
    if (sh.rbsAsked.includes(id)) continue;
    const d = unitOf(s, id);
    if (rbsEligible(s, d, attackers) && rbsDestinations(s, d as OnMap, attackers).length > 0) return id;
    sh.rbsAsked.push(id);
  }
  return null;
}

export function applyRbs(s: SgbohState, sh: Shock, a: SgbohAction, ctx: StepContext): void {
  if (a.type !== 'rbs' && a.type !== 'stand') return;
  sh.rbsAsked.push(a.unit);
  if (a.type === 'stand') return;
  const d = unitOf(s, a.unit);
  const from = d.hex!;
  const leaders = unitsAt(s, from).length === 1 ? leadersAt(s, from) : [];
  d.hex = a.to;
  for (const l of leaders) l.hex = a.to;
  sh.rbsDone.push({ unit: d.id, from });
  ctx.emit({ key: 'shock.rbs', params: { unit: d.name, to: a.to }, rule: 'sgboh 7.42' });
  // 7.45: retreating light infantry test their TQ.
  if (d.type === 'LI' || d.type === 'LP') {
    const roll = ctx.rng.d10();
    ctx.emit({ key: 'shock.rbs.test', params: { unit: d.name, roll }, rule: 'sgboh 7.45', rolls: [{ die: 'd10', value: roll }] });
    if (roll > currentTq(d)) addHits(s, d, 1, ctx, '7.45');
  }
}

/** 7.44: after every defender retreated before Shock, one attacker may advance into a vacated hex, not ending adjacent to a retreated unit. */
export function rbsAdvanceActions(s: SgbohState, sh: Shock): SgbohAction[] {
  const out: SgbohAction[] = [];
  const retreated = sh.rbsDone.map((r) => unitOf(s, r.unit)).filter(onBoard);
  for (const r of sh.rbsDone) {
    if (unitsAt(s, r.from).length > 0) continue;
    if (retreated.some((x) => gbohHex.distance(x.hex, r.from) <= 1)) continue;
    const mover = sh.attackers.map((id) => unitOf(s, id)).find((u): u is OnMap => onBoard(u) && frontHexes(s, u).includes(r.from) && unitStepCost(s, u, u.hex, r.from) !== null);
    if (mover !== undefined && !out.some((x) => x.type === 'advance' && x.to === r.from)) out.push({ type: 'advance', to: r.from });
  }
  out.push({ type: 'advance', to: null });
  return out;
}

// ---------------------------------------------------------------- 7.46 leader loss, 7.5 resolution

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

/** 7.35: the attacker picks the Type first (to his best), the defender answers (to his): ruling R-23, an automatic maximin. */
function pickTypes(attackers: readonly OnMap[], defenders: readonly OnMap[], flank: boolean): { lead: OnMap; def: OnMap; drm: number } {
  let best: { lead: OnMap; def: OnMap; drm: number } | null = null;
  for (const a of attackers) {
    // 10.4: Germanic cavalry attacking may use the GC or the LI entry.
    for (const as of a.type === 'GC' ? [a.type, 'LI' as const] : [a.type]) {
    let worst: { def: OnMap; drm: number } | null = null;
    for (const d of defenders) {
      const cell = matrixDrm({ type: as, cls: a.cls }, d, flank);
      if (cell === 'P') continue;
      const drm = cell + specialDrm(a, d, flank);
      if (worst === null || drm < worst.drm) worst = { def: d, drm };
    }
    if (worst !== null && (best === null || worst.drm > best.drm)) best = { lead: a, ...worst };
    }
  }
  return best ?? { lead: attackers[0]!, def: defenders[0]!, drm: 0 };
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
      if (f.includes('trench')) v += DITCH.shockDrm;
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
  const engaged = new Set(s.turn.pairs.flatMap((p) => [p.attacker, p.defender]));
  return s.leaders.some(
    (l) =>
      l.heroic && l.status === 'map' && l.hex !== null && l.side === units[0]?.side &&
      unitsAt(s, l.hex).some((u) => engaged.has(u.id)) && units.some((u) => gbohHex.distance(u.hex, l.hex!) <= 2),
  );
}

/** Applies one side's T4 effect; returns the units that must retreat. */
function applyEffect(s: SgbohState, units: readonly OnMap[], e: ShockEffect, ctx: StepContext, keep: OnMap | null): Unit[] {
  const retreat: Unit[] = [];
  const stacks = new Map<string, OnMap[]>();
  for (const u of units) stacks.set(u.hex, [...(stacks.get(u.hex) ?? []), u].sort((x, y) => x.stack - y.stack));
  switch (e.kind) {
    case 'none':
      return [];
    case 'hits': {
      const share = splitHits(units, e.hits);
      for (const [u, n] of share) {
        if (u === keep) {
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

/** 8.4: would every unit of both sides rout from these Hits? (Then the attacker keeps one in place.) */
function allWouldRout(attackers: readonly OnMap[], defenders: readonly OnMap[], ae: ShockEffect, de: ShockEffect): boolean {
  if (ae.kind !== 'hits' || de.kind !== 'hits') return false;
  const routs = (units: readonly OnMap[], n: number): boolean => [...splitHits(units, n)].every(([u, k]) => !(u.canReduce && !u.reduced) && u.hits + k >= currentTq(u));
  return routs(attackers, ae.hits) && routs(defenders, de.hits);
}

/** 7.4 steps 2–3 for one Shock: leader loss, the roll, the results. */
export function resolveShock(s: SgbohState, sh: Shock, ctx: StepContext): void {
  const attackers = sh.attackers.map((id) => unitOf(s, id)).filter(onBoard);
  const gone = new Set(sh.rbsDone.map((r) => r.unit));
  const defenders = sh.defenders.map((id) => unitOf(s, id)).filter((d): d is OnMap => onBoard(d) && !gone.has(d.id));
  if (attackers.length === 0 || defenders.length === 0) {
    sh.stage = 'done';
    return;
  }
  leaderLoss(s, [...attackers, ...defenders], ctx);
  const flankers = attackers.filter((a) => isFlankAttacker(s, a, defenders));
  const flank = flankers.length > 0;
  const pick = pickTypes(flank ? flankers : attackers, defenders, flank);
  sh.lead = pick.lead.id;
  const mods: Modifier[] = [];
  const add = (key: string, value: number): void => {
    if (value !== 0) mods.push({ label: { key: `drm.${key}` }, value });
  };
  add(flank ? 'matrix-flank' : 'matrix-front', pick.drm);
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
  const defenderCav = defenders.filter((d) => isCavalry(d.type)).map((d) => d.id);
  const defHexes = defenders.map((d) => d.hex);
  const keep = allWouldRout(attackers, defenders, row.attacker, row.defender) ? [...attackers].sort((x, y) => y.tq - x.tq)[0]! : null;
  const aRetreat = withCause(pick.def.id, () => applyEffect(s, attackers, row.attacker, ctx, keep));
  const dRetreat = withCause(pick.lead.id, () => applyEffect(s, defenders, row.defender, ctx, null));
  chariotLosses(s, attackers, defenders, ctx, eliminate);
  // 11.25: a Column unit that is Shocked reverts to normal formation at the end of that Shock (facing the vertex left of its front hexside).
  for (const d of defenders) if (d.inColumn && onBoard(d)) d.inColumn = false;
  sh.retreating = [...dRetreat, ...aRetreat].map((u) => u.id);
  sh.vacated = defHexes;
  // 7.61: attacking cavalry that routs defending cavalry checks for Pursuit.
  const routedCav = defenderCav.some((id) => unitOf(s, id).status === 'eliminated');
  if (routedCav && s.options.pursuit) pursuit(s, sh, ctx);
  sh.stage = 'retreat';
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

// ---------------------------------------------------------------- 8.3 retreat, 7.7 advance

/** 8.3: the hexes a unit may retreat into (an off-map hex eliminates it), away from the enemy units of the Shock. */
export function retreatHexes(s: SgbohState, sh: Shock, u: OnMap): string[] {
  const together = unitsAt(s, u.hex).filter((x) => x === u || sh.retreating.includes(x.id));
  const enemies = [...sh.attackers, ...sh.defenders].map((id) => unitOf(s, id)).filter((e): e is OnMap => e.side !== u.side && onBoard(e));
  const d0 = (h: string): number => Math.min(...enemies.map((e) => gbohHex.distance(e.hex, h)));
  const start = enemies.length === 0 ? 0 : d0(u.hex);
  const out: string[] = [];
  for (const n of gbohHex.neighbours(u.hex)) {
    if (enemies.length > 0 && d0(n) <= start) continue;
    if (enemies.some((e) => gbohHex.distance(e.hex, n) <= 1)) continue;
    if (!onMap(s.map, n)) {
      out.push(n); // off the map: eliminated (8.3)
      continue;
    }
    if (enemyAt(s, u.side, n) || enemyZocOn(s, u, n).length > 0) continue;
    const there = unitsAt(s, n);
    if (there.length + together.length > 2 || (there.length === 1 && !canStack(u, there[0]!))) continue;
    if (acrossFort(s, u.hex, n) || unitStepCost(s, u, u.hex, n) === null) continue;
    out.push(n);
  }
  return out;
}

export function retreatActions(s: SgbohState, sh: Shock): SgbohAction[] {
  const u = unitOf(s, sh.retreating[0]!) as OnMap;
  return retreatHexes(s, sh, u).map((to) => ({ type: 'retreat', unit: u.id, to }));
}

/** Drops retreats that no longer apply; a unit with no retreat hex stays and takes 2 Hits (8.3). */
export function settleRetreats(s: SgbohState, sh: Shock, ctx: StepContext): void {
  while (sh.retreating.length > 0) {
    const u = unitOf(s, sh.retreating[0]!);
    if (!onBoard(u)) {
      sh.retreating.shift();
      continue;
    }
    if (retreatHexes(s, sh, u).length > 0) return;
    sh.retreating.shift();
    ctx.emit({ key: 'shock.no-retreat', params: { unit: u.name }, rule: 'sgboh 8.3' });
    addHits(s, u, 2, ctx, '8.3');
  }
}

/** 8.3: the unit retreats one hex; a stack retreats together into the same hex; leaders go with it (4.36). */
export function applyRetreat(s: SgbohState, sh: Shock, unit: string, to: string, ctx: StepContext): void {
  const u = unitOf(s, unit);
  const from = u.hex!;
  const movers = unitsAt(s, from).filter((x) => x === u || sh.retreating.includes(x.id));
  sh.retreating = sh.retreating.filter((id) => !movers.some((x) => x.id === id));
  const leaders = unitsAt(s, from).length === movers.length ? leadersAt(s, from) : [];
  if (!onMap(s.map, to)) {
    for (const x of movers) {
      ctx.emit({ key: 'shock.retreat-off', params: { unit: x.name }, rule: 'sgboh 8.3' });
      eliminate(s, x, ctx, 'off map');
    }
    return;
  }
  const there = unitsAt(s, to);
  movers.forEach((x, i) => {
    x.hex = to;
    x.stack = i; // 5.33: a unit retreating into a stack goes on top
  });
  for (const x of there) x.stack += movers.length;
  for (const l of leaders) l.hex = to;
  ctx.emit({ key: 'shock.retreat', params: { unit: movers.map((x) => x.name).join(', '), to }, rule: 'sgboh 8.3' });
}

/** 7.71: the lead attacker must advance into a hex the defenders vacated (not across a fortified hexside, 11.13). */
export function advanceAfterShock(s: SgbohState, sh: Shock, ctx: StepContext): boolean {
  const lead = sh.lead === null ? undefined : unitOf(s, sh.lead);
  if (lead === undefined || !onBoard(lead)) return false;
  const to = sh.vacated.find((h) => unitsAt(s, h).length === 0 && gbohHex.distance(h, lead.hex) === 1 && !acrossFort(s, lead.hex, h) && unitStepCost(s, lead, lead.hex, h) !== null);
  if (to === undefined) return false;
  const from = lead.hex;
  const c = unitStepCost(s, lead, from, to)!;
  const leaders = unitsAt(s, from).length === 1 ? leadersAt(s, from) : [];
  lead.hex = to;
  for (const l of leaders) l.hex = to;
  ctx.emit({ key: 'shock.advance', params: { unit: lead.name, to }, rule: 'sgboh 7.71' });
  // 7.74: advancing units ignore (h) but take h.
  if (c.hit === 'mandatory') addHits(s, lead, 1, ctx, '7.74');
  if (!onBoard(lead)) return false;
  // 7.74: an enemy missile unit whose ZOC the advance enters may Reaction Fire (7.22), not one that has just retreated.
  s.turn.reactions.push(...reactionsAfter(s, lead, from).filter((r) => !sh.defenders.includes(r.unit)));
  return true;
}

export function advanceFaceActions(s: SgbohState, sh: Shock): SgbohAction[] {
  const u = unitOf(s, sh.lead!);
  return [u.facing, (u.facing + 1) % 6, (u.facing + 5) % 6].map((facing) => ({ type: 'advance-face', facing }));
}
