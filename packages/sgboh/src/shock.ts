import { gbohHex, onMap } from '@polemarch/gboh-family';
import { fortBetween } from './fortifications';
import type { StepContext } from '@polemarch/kernel';
import { canStack, currentTq, enemyAt, facingToward, enemyZocOn, frontHexes, leadersAt, onBoard, unitOf, unitsAt, zocHexes, relocate } from './board';
import { addHits, eliminate } from './effects';
import { newShock } from './resolution';
import { reactionsAfter } from './movement';
import { facingCost, unitStepCost } from './terrain';
import type { SgbohAction, SgbohState, Shock, Unit } from './types';
import { isCavalry, isFoot, isSkirmisher } from './types';

/** 7.3–7.7 Shock: designation, Retreat Before Shock, retreat, advance (the roll and its results: resolution.ts). */

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

/** 11.13, 11.14: a fortified hexside between two hexes (Shock voluntary; no retreat across; no forced advance). */
const acrossFort = (s: SgbohState, a: string, b: string): boolean => fortBetween(s, a, b) !== null;

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
  return groups.map((g) => newShock(g.attackers, g.defenders));
}

// ---------------------------------------------------------------- 7.41–7.45 Retreat Before Shock

/**
 * DH annex Feigned Retreat (ruling R-58): an LC able to Feigned Retreat, attacked by cavalry, uses it instead of
 * Retreat Before Shock, "indipendentemente dal differenziale di movimento".
 */
export function feignsAgainst(s: SgbohState, d: Unit, attackers: readonly Unit[]): boolean {
  return s.options.feignedRetreat && d.feignedRetreat === true && d.type === 'LC' && attackers.some((a) => isCavalry(a.type));
}

/** 7.41: may this defender Retreat Before Shock (or Feigned Retreat, R-58) from these attackers? */
export function rbsEligible(s: SgbohState, d: Unit, attackers: readonly Unit[]): boolean {
  if (!onBoard(d) || d.inColumn) return false;
  // not if it started the Player Turn in an enemy ZOC or with an enemy in its ZOC (nor after 7.22 Reaction Fire).
  if (feignsAgainst(s, d, attackers)) return !d.turn.noRbs && !d.turn.startInZoc && !d.turn.startEnemyInZoc;
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
  return [...rbsPaths(s, d, attackers, feignsAgainst(s, d, attackers)).keys()];
}

/**
 * 7.42–7.43: each hex a defender may end its retreat in, with the path to it (the fewest hexes; the first found among
 * equals): the Feigned Retreat's pursuit path (ruling R-58). `feigned`: the annex's Feigned Retreat, which may not
 * enter an enemy ZOC.
 */
export function rbsPaths(s: SgbohState, d: OnMap, attackers: readonly OnMap[], feigned: boolean): Map<string, string[]> {
  const budget = Math.ceil(d.ma / 2);
  const dist = (h: string): number => Math.min(...attackers.map((a) => gbohHex.distance(a.hex, h)));
  const ends = new Map<string, string[]>();
  const walk = (hex: string, mp: number, seen: Set<string>, path: string[]): void => {
    let moved = false;
    if (mp > 0 && !(hex !== d.hex && enemyZocOn(s, d, hex).length > 0)) {
      for (const n of gbohHex.neighbours(hex)) {
        // 11.13: no retreat (before Shock either) across a fortified hexside.
        if (seen.has(n) || !onMap(s.map, n) || dist(n) <= dist(hex) || enemyAt(s, d.side, n) || acrossFort(s, hex, n)) continue;
        if (feigned && enemyZocOn(s, d, n).length > 0) continue;
        const friends = unitsAt(s, n);
        if (friends.length > 0 && (friends.length > 1 || !canStack(d, friends[0]!))) continue;
        const c = unitStepCost(s, d, hex, n);
        if (c === null || c.mp > mp) continue;
        moved = true;
        walk(n, mp - c.mp, new Set([...seen, n]), [...path, n]);
      }
    }
    if (!moved && hex !== d.hex) {
      const known = ends.get(hex);
      if (known === undefined || known.length > path.length) ends.set(hex, path);
    }
  };
  walk(d.hex, budget, new Set([d.hex]), []);
  return ends;
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
  const d = unitOf(s, a.unit) as OnMap;
  const from = d.hex;
  const attackers = sh.attackers.map((id) => unitOf(s, id)).filter(onBoard);
  const feigned = feignsAgainst(s, d, attackers);
  // Ruling R-58: the pursuit path is the retreat's, from the hex vacated.
  const path = feigned ? [from, ...(rbsPaths(s, d, attackers, true).get(a.to) ?? [a.to])] : [];
  const leaders = unitsAt(s, from).length === 1 ? leadersAt(s, from) : [];
  d.hex = a.to;
  for (const l of leaders) l.hex = a.to;
  sh.rbsDone.push({ unit: d.id, from });
  if (feigned) {
    // The unit ends facing the way it retreated (it returns to its facing if the attacker does not pursue).
    (sh.feigned ??= []).push({ unit: d.id, path, facing: d.facing });
    d.facing = facingToward(path[path.length - 2]!, a.to) ?? d.facing;
    ctx.emit({ key: 'fr.retreat', params: { unit: d.name, to: a.to }, rule: 'dh annex Feigned Retreat (R-58)' });
    return;
  }
  ctx.emit({ key: 'shock.rbs', params: { unit: d.name, to: a.to }, rule: 'sgboh 7.42' });
  // 7.45: retreating light infantry test their TQ.
  if (d.type === 'LI' || d.type === 'LP') {
    const roll = ctx.rng.d10();
    ctx.emit({ key: 'shock.rbs.test', params: { unit: d.name, roll }, rule: 'sgboh 7.45', rolls: [{ die: 'd10', value: roll }] });
    if (roll > currentTq(d)) addHits(s, d, 1, ctx, '7.45');
  }
}

/**
 * 7.44: after every defender retreated before Shock, one attacker may advance into a vacated hex, not ending adjacent
 * to a retreated unit; then (ruling R-24) on, up to half its MA rounded down, the vacated hex's cost counted.
 */
export function rbsAdvanceActions(s: SgbohState, sh: Shock): SgbohAction[] {
  if (sh.advancing !== undefined) return advanceOnActions(s, sh, sh.advancing);
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

/**
 * 7.44 beyond the vacated hex (ruling R-24): a step into an empty Front hex within the MP left, not across works, not
 * next to a retreated unit (the advance may not end there: each stop is one the rule allows); a facing change, paid,
 * once between two steps (as R-47); or stop. The unit stops on entering an enemy ZOC or with no MP left.
 */
function advanceOnActions(s: SgbohState, sh: Shock, adv: NonNullable<Shock['advancing']>): SgbohAction[] {
  const u = unitOf(s, adv.unit);
  const out: SgbohAction[] = [];
  if (onBoard(u)) {
    const retreated = sh.rbsDone.map((r) => unitOf(s, r.unit)).filter(onBoard);
    for (const h of frontHexes(s, u)) {
      if (unitsAt(s, h).length > 0 || acrossFort(s, u.hex, h) || retreated.some((x) => gbohHex.distance(x.hex, h) <= 1)) continue;
      const c = unitStepCost(s, u, u.hex, h);
      if (c !== null && c.mp <= adv.mp) out.push({ type: 'advance', to: h });
    }
    if (!adv.faced && !u.doubleDepth) {
      for (let f = 0; f < 6; f++) {
        const vertices = Math.min((f - u.facing + 6) % 6, (u.facing - f + 6) % 6);
        if (f !== u.facing && facingCost(u, vertices) <= adv.mp) out.push({ type: 'advance-face', facing: f });
      }
    }
  }
  out.push({ type: 'advance', to: null });
  return out;
}

/** 7.44: the advance into the vacated hex, each step on, a facing change, or the stop (ruling R-24). */
export function applyRbsAdvance(s: SgbohState, sh: Shock, a: SgbohAction, ctx: StepContext): void {
  const stop = (): void => {
    sh.stage = 'done';
  };
  if (a.type === 'advance-face') {
    const adv = sh.advancing!;
    const u = unitOf(s, adv.unit);
    const vertices = Math.min((a.facing - u.facing + 6) % 6, (u.facing - a.facing + 6) % 6);
    adv.mp -= facingCost(u, vertices);
    adv.faced = true;
    u.facing = a.facing;
    ctx.emit({ key: 'unit.faces', params: { unit: u.name, facing: a.facing }, rule: 'sgboh 7.44' });
    return;
  }
  if (a.type !== 'advance' || a.to === null) return stop();
  if (sh.advancing === undefined) {
    const to = a.to;
    const mover = sh.attackers.map((id) => unitOf(s, id)).find((u): u is OnMap => onBoard(u) && frontHexes(s, u).includes(to));
    if (mover === undefined) return stop();
    const cost = unitStepCost(s, mover, mover.hex, to);
    mover.hex = to;
    ctx.emit({ key: 'shock.advance', params: { unit: mover.name, to }, rule: 'sgboh 7.44' });
    // Half its MA rounded down, the vacated hex counted; an enemy ZOC stops it.
    const mp = Math.floor(mover.ma / 2) - (cost?.mp ?? 0);
    if (mp <= 0 || enemyZocOn(s, mover).length > 0) return stop();
    sh.advancing = { unit: mover.id, mp, faced: false };
    return;
  }
  const adv = sh.advancing;
  const u = unitOf(s, adv.unit) as OnMap;
  const from = u.hex;
  const c = unitStepCost(s, u, from, a.to)!;
  relocate(s, u, a.to);
  adv.mp -= c.mp;
  adv.faced = false;
  ctx.emit({ key: 'shock.advance', params: { unit: u.name, to: a.to }, rule: 'sgboh 7.44' });
  // As 7.74's advance: h taken, (h) ignored.
  if (c.hit === 'mandatory') addHits(s, u, 1, ctx, '7.44');
  if (!onBoard(u) || adv.mp <= 0 || enemyZocOn(s, u).length > 0) stop();
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
  // 8.4 (ruling R-38): the unit kept in place stays there.
  if (lead === undefined || !onBoard(lead) || lead.id === sh.kept) return false;
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
  // Only that fire: 7.24's artillery shots belong to the Movement/Missile Phase, and no 5.36 sidestep in the middle of the Shocks.
  // Reaction Fire is the inactive player's (7.2): none at an inactive attacker's advance (a Shock outside the Shock Phase).
  if (lead.side === s.turn.active) s.turn.reactions.push(...reactionsAfter(s, lead, from).filter((r) => r.kind === 'fire' && r.rule === '7.22' && !sh.defenders.includes(r.unit)));
  return true;
}

export function advanceFaceActions(s: SgbohState, sh: Shock): SgbohAction[] {
  const u = unitOf(s, sh.lead!);
  return [u.facing, (u.facing + 1) % 6, (u.facing + 5) % 6].map((facing) => ({ type: 'advance-face', facing }));
}
