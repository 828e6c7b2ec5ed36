import { type StepContext } from '@polemarch/kernel';
import { gbohHex } from './perfHex';
import { inEnemyZoc, isInfantry, isOnMap, occupancy, otherSide, sideOf, zocSet } from './board';
import { addHitsAndRout } from './cohesion';
import { editionOf } from './edition';
import { isDifficult, isProhibitedHex, isProhibitedSide, mapNeighbours, sideFeatures, terrainAt } from './map';
import { canFireAt, hasLOS, inFireArc, resolveFire } from './missile';
import { facingHits } from './facing';
import { reactionFacingEligible } from './moveReactions';
import { moveCost, terrainHits } from './terrain';
import { citing, mod, note, rollD10 } from './log';
import { hooks } from './battleRules';
import { startNestedShock } from './nestedShock';
import { championTqDrm } from './rules/champion';
import type { GbohState } from './types';

/** 8.3 Harassment & Dispersal: LC fire "as if at range 1" along a path through its Front hexes, without moving. */

export function hdCapable(s: GbohState, id: string): boolean {
  const u = s.units[id]!;
  const su = s.static.units[id]!;
  return su.type === 'LC' && su.rainOfArrows !== true && u.disordered !== true && su.missile !== null && u.supply !== 'no' && u.status === 'normal' && !u.engaged && isOnMap(u) && !inEnemyZoc(s, u.hex!, su.side);
}

/**
 * 8.32 engine reading: paths of 1–3 hexes starting in one of the LC's Front hexes and ending adjacent to the
 * target; every hex enterable and empty of combat units, not Difficult, no Difficult hexside (a Stream is
 * fine); intermediate hexes not in an enemy ZOC. The target must be within 4 hexes, not adjacent, in LOS.
 */
export function hdPaths(s: GbohState, id: string, target: string): string[][] {
  const u = s.units[id]!;
  const t = s.units[target]!;
  if (!isOnMap(t) || sideOf(s, target) === sideOf(s, id) || t.engaged) return [];
  const d = gbohHex.distance(u.hex!, t.hex!);
  if (d > 4 || d < 2 || !hasLOS(s, id, target)) return [];
  const dh = editionOf(s).flags.hd === 'dh';
  // DH 8.32: H&D cannot be used against an enemy unit in a friendly ZOC.
  if (dh && zocSet(s, sideOf(s, id)).has(t.hex!)) return [];
  const occ = occupancy(s);
  const ezoc = zocSet(s, otherSide(s, sideOf(s, id)));
  const ok = (from: string, h: string): boolean => (dh ? dhPathHexOk(s, id, from, h, occ) : catPathHexOk(s, id, from, h, occ));
  const out: string[][] = [];
  const walk = (path: string[]): void => {
    const last = path[path.length - 1]!;
    if (gbohHex.distance(last, t.hex!) === 1) {
      out.push([...path]);
      return;
    }
    if (path.length >= 3 || ezoc.has(last)) return;
    for (const n of mapNeighbours(s.static.map, last)) {
      if (path.includes(n) || n === u.hex || !ok(last, n)) continue;
      if (gbohHex.distance(n, t.hex!) >= gbohHex.distance(last, t.hex!)) continue; // keep paths short and toward the target
      walk([...path, n]);
    }
  };
  for (const f of gbohHex.frontHexes(u.hex!, gbohHex.dir(u.facing))) if (ok(u.hex!, f)) walk([f]);
  return out;
}

/** Cat 8.32: an empty hex, not Difficult, no river or trench hexside. */
function catPathHexOk(s: GbohState, id: string, from: string, h: string, occ: Map<string, string>): boolean {
  return !occ.has(h) && moveCost(s, id, from, h) !== null && !isDifficult(s.static.map, h) && !sideFeatures(s.static.map, from, h).some((f) => f === 'river' || f === 'trench');
}

/**
 * DH 8.33: through or into hexes of friendly units, any non-Broken hex (woods allowed), across any watercourse costing
 * no more than +1 MP (DH's stream and river hexsides are +1; a trench or wall is not a watercourse).
 */
function dhPathHexOk(s: GbohState, id: string, from: string, h: string, occ: Map<string, string>): boolean {
  const other = occ.get(h);
  if (other !== undefined && sideOf(s, other) !== sideOf(s, id)) return false;
  if (terrainAt(s.static.map, h) === 'rough' || isProhibitedHex(s.static.map, h) || isProhibitedSide(s.static.map, from, h)) return false;
  return !sideFeatures(s.static.map, from, h).some((f) => f === 'trench' || f === 'wall');
}

/** DH 8.33 / 6.63: the friendly HI and MI the H&D path passes through, each to take 1 Cohesion Hit. */
export function hdPassedThrough(s: GbohState, id: string, path: readonly string[]): string[] {
  if (editionOf(s).flags.hd !== 'dh') return [];
  const occ = occupancy(s);
  return path
    .map((h) => occ.get(h))
    .filter((o): o is string => o !== undefined && o !== id && sideOf(s, o) === sideOf(s, id) && ['HI', 'MI'].includes(s.static.units[o]!.type));
}

/**
 * Units of the target's side that may react: the path passes through an adjacent hex in their fire arc (Cat 8.33).
 * DH 8.37: only the target fires back.
 */
export function hdReactors(s: GbohState, id: string, path: string[]): string[] {
  if (editionOf(s).flags.hd === 'dh') {
    const target = s.hd?.target;
    if (target === undefined) return [];
    const t = s.units[target]!;
    return isOnMap(t) && (canFireAt(s, target, id, { range: 1, reaction: true }) || canFireAtRange1Anywhere(s, target)) ? [target] : [];
  }
  const side = otherSide(s, sideOf(s, id));
  const out: string[] = [];
  for (const [oid, o] of Object.entries(s.units)) {
    if (!isOnMap(o) || s.static.units[oid]!.side !== side) continue;
    if (!path.some((h) => gbohHex.distance(h, o.hex!) === 1 && inFireArc(s, oid, h))) continue;
    if (!canFireAt(s, oid, id, { range: 1, reaction: true }) && !canFireAtRange1Anywhere(s, oid)) continue;
    out.push(oid);
  }
  return out.sort();
}

function canFireAtRange1Anywhere(s: GbohState, id: string): boolean {
  const u = s.units[id]!;
  return u.status === 'normal' && u.supply !== 'no' && !u.inColumn && !u.shieldWall && !u.engaged && s.static.units[id]!.missile !== null;
}

/** Declare the H&D: the unit counts as moving (6.13), then the reactions are offered. */
export function declareHD(s: GbohState, ctx: StepContext, id: string, target: string, path: string[]): void {
  const u = s.units[id]!;
  if (u.moved) addHitsAndRout(s, ctx, id, 1, 'moved again (H&D)', '6.13');
  u.moved = true;
  if (u.setupHex !== u.hex) u.setupHex = null;
  note(ctx, 'hd.declare', { unit: id, target, path: path.join('-') }, '8.33');
  for (const f of hdPassedThrough(s, id, path)) addHitsAndRout(s, ctx, f, 1, 'passed through (H&D)', '6.65'); // DH 6.63 (the Stacking Table's key)
  s.hd = { unit: id, target, reactors: [], path, stage: 'facing' };
  // 8.33: the target may first change facing (7.14); the reacting units are then those whose arc the path enters.
  if (reactionFacingEligible(s, target, id)) s.reactions.push({ kind: 'reactionFacing', seat: sideOf(s, target), mover: id, unit: target });
  else offerHDReactions(s, ctx);
}

/** After the target's facing decision: offer the Entry Reaction Fires, or resolve at once if there is none. */
export function offerHDReactions(s: GbohState, ctx: StepContext): void {
  const hd = s.hd!;
  hd.stage = 'fire';
  const reactors = hdReactors(s, hd.unit, hd.path);
  for (const r of reactors) s.reactions.push({ kind: 'hdReaction', seat: sideOf(s, r), unit: r, firer: hd.unit });
  if (reactors.length === 0) resolveHD(s, ctx);
}

/** 8.33: all fire simultaneous: roll everything, then apply; then 8.34 Impetuosity. */
export function resolveHD(s: GbohState, ctx: StepContext): void {
  const hd = s.hd!;
  s.hd = null;
  const hits = new Map<string, number>();
  if (editionOf(s).flags.hd === 'dh') {
    // DH 8.34 / 8.45: the H&D fire first, its hits applied; then the target's fire back, if it still can.
    const first = new Map<string, number>();
    resolveFire(s, ctx, hd.unit, hd.target, { range: 1, moved: true, kind: 'hd', collect: first });
    for (const [t, n] of first) {
      hits.set(t, n);
      addHitsAndRout(s, ctx, t, n, 'H&D fire', '8.33');
    }
    const back = new Map<string, number>();
    for (const r of hd.reactors) {
      const ru = s.units[r]!;
      if (isOnMap(ru) && ru.status === 'normal' && isOnMap(s.units[hd.unit]!)) resolveFire(s, ctx, r, hd.unit, { range: 1, moved: false, kind: 'entry', collect: back });
    }
    for (const [t, n] of [...back].sort()) addHitsAndRout(s, ctx, t, n, 'H&D return fire', '8.33');
  } else {
    resolveFire(s, ctx, hd.unit, hd.target, { range: 1, moved: true, kind: 'hd', collect: hits });
    for (const r of hd.reactors) resolveFire(s, ctx, r, hd.unit, { range: 1, moved: false, kind: 'entry', collect: hits });
    for (const [t, n] of [...hits].sort()) addHitsAndRout(s, ctx, t, n, 'H&D volley', '8.33');
  }
  // 8.35: a Hun or Visigothic LC harassing cavalry may follow up with a Feigned Retreat (after all the fire).
  const fu = s.units[hd.unit]!;
  const tu = s.units[hd.target]!;
  if (editionOf(s).flags.hdFeignedRetreat && s.static.units[hd.unit]!.feignedRetreat && isOnMap(fu) && fu.status === 'normal' && isOnMap(tu) && tu.status === 'normal' && !isInfantry(s.static.units[hd.target]!)) {
    s.reactions.push({ kind: 'fr', seat: sideOf(s, hd.unit), mover: hd.target, units: [hd.unit], hd: true });
  }
  // DH 8.36: an HC target hit by the H&D fire rolls as infantry does (8.35); DR > printed TQ: it charges the H&D unit.
  if (editionOf(s).flags.hd === 'dh' && (hits.get(hd.target) ?? 0) > 0) hcImpetuosity(s, ctx, hd.target, hd.unit);
  // 8.34 Impetuosity: an infantry target hit by the H&D fire.
  const t = s.units[hd.target]!;
  if ((hits.get(hd.target) ?? 0) > 0 && isOnMap(t) && t.status === 'normal' && isInfantry(s.static.units[hd.target]!)) {
    const printed = s.static.units[hd.target]!.tq;
    const dr = rollD10(ctx, 'hd.impetuosity', { unit: hd.target, tq: printed }, '8.34') + championTqDrm(s, hd.target); // 11.85 / taginae.champion
    if (dr > printed && impetuosityHexes(s, hd.target, hd.unit).length > 0) {
      s.reactions.unshift({ kind: 'impetuosity', seat: sideOf(s, hd.target), unit: hd.target, toward: hd.unit });
    }
  }
}

/** 8.34: hexes 1 step closer to the LC, empty, enterable (owner's choice among them). */
export function impetuosityHexes(s: GbohState, id: string, toward: string): string[] {
  const u = s.units[id]!;
  const lc = s.units[toward]!;
  if (!isOnMap(lc)) return [];
  const occ = occupancy(s);
  if (editionOf(s).flags.hd === 'dh') {
    // DH 8.35: "forward": one of its two Front hexes, empty and enterable (owner's choice), no facing change.
    return gbohHex.frontHexes(u.hex!, gbohHex.dir(u.facing)).filter((h) => !occ.has(h) && moveCost(s, id, u.hex!, h) !== null).sort();
  }
  const d = gbohHex.distance(u.hex!, lc.hex!);
  return mapNeighbours(s.static.map, u.hex!)
    .filter((h) => !occ.has(h) && gbohHex.distance(h, lc.hex!) < d && moveCost(s, id, u.hex!, h) !== null)
    .sort();
}

export function impetuosityMove(s: GbohState, ctx: StepContext, id: string, to: string): void {
  const u = s.units[id]!;
  const from = u.hex!;
  const dirTo = editionOf(s).flags.hd === 'dh' ? u.facing : gbohHex.directionTo(from, to)!; // DH 8.35: forward, facing kept
  // First turn to face the hex (7.13 hits in Difficult terrain per vertex), then move (terrain hits, 6.22).
  const turns = Math.min(Math.abs(u.facing - dirTo), 6 - Math.abs(u.facing - dirTo));
  u.facing = dirTo;
  if (turns > 0) addHitsAndRout(s, ctx, id, turns * facingHits(s, id), 'impetuosity facing', '8.34');
  if (!isOnMap(u) || u.status !== 'normal') return;
  u.hex = to;
  if (u.setupHex !== to) u.setupHex = null;
  note(ctx, 'hd.impetuousMove', { unit: id, from, to }, '8.34');
  addHitsAndRout(s, ctx, id, terrainHits(s, id, from, to), 'terrain', '8.34');
}

// ---------------------------------------------------------------- DH 8.36 Impetuosity and Aggression (HC)

/** The MP of the HC's Impetuosity charge (DH 8.36 "up to 4 hexes"; the TQ chart's "4 MP": the spec's engine reading). */
const CHARGE_MP = 4;

/**
 * DH 8.36: an HC target hit by H&D rolls against its printed TQ, +2 if it is subject to Uncontrolled Aggression (9.3,
 * hook `aggressiveHc`). DR > TQ: the composite-bow LC may first retreat up to 2 hexes (its owner's offer), then the HC
 * charges it. Engine reading (a): only when the H&D fire hit it, as 8.35.
 */
function hcImpetuosity(s: GbohState, ctx: StepContext, hc: string, lc: string): void {
  const t = s.units[hc]!;
  const st = s.static.units[hc]!;
  if (st.type !== 'HC' || !isOnMap(t) || t.status !== 'normal' || !isOnMap(s.units[lc]!)) return;
  const aggressive = hooks.aggressiveHc(s, hc);
  const dh = citing(ctx, 'dh 8.36');
  const modifiers = aggressive ? [mod('uncontrolledAggression', 2)] : [];
  const dr = rollD10(dh, 'hd.hcImpetuosity', { unit: hc, tq: st.tq }, 'dh 8.36', { modifiers }) + (aggressive ? 2 : 0) + championTqDrm(s, hc);
  if (dr <= st.tq) return;
  note(dh, 'hd.hcCharges', { unit: hc, target: lc }, 'dh 8.36');
  // Offers are taken from the head of the queue: the LC's retreat (if any) comes before the charge.
  s.reactions.unshift({ kind: 'hdCharge', seat: sideOf(s, hc), unit: hc, target: lc });
  if (s.static.units[lc]!.missile === 'C' && hdRetreatHexes(s, lc, hc).length > 0) s.reactions.unshift({ kind: 'hdRetreat', seat: sideOf(s, lc), unit: lc, charger: hc });
}

/**
 * DH 8.36: the hexes the composite-bow LC may retreat to before the charge: 1 or 2 hexes, each farther from the HC,
 * empty, enterable and out of enemy ZOC (the spec's engine reading (d): voluntary, facing kept, no cost).
 */
export function hdRetreatHexes(s: GbohState, lc: string, hc: string): string[] {
  const u = s.units[lc]!;
  const h0 = s.units[hc]!.hex;
  if (!isOnMap(u) || h0 === null) return [];
  const occ = occupancy(s);
  const ezoc = zocSet(s, otherSide(s, sideOf(s, lc)));
  const out = new Set<string>();
  const from = (h: string): string[] =>
    mapNeighbours(s.static.map, h).filter((n) => !occ.has(n) && !ezoc.has(n) && moveCost(s, lc, h, n) !== null && gbohHex.distance(n, h0) > gbohHex.distance(h, h0));
  for (const a of from(u.hex!)) {
    out.add(a);
    for (const b of from(a)) out.add(b);
  }
  return [...out].sort();
}

export function applyHdRetreat(s: GbohState, ctx: StepContext, lc: string, to: string): void {
  const u = s.units[lc]!;
  const from = u.hex!;
  u.hex = to;
  if (u.setupHex !== to) u.setupHex = null;
  note(citing(ctx, 'dh 8.36'), 'hd.lcRetreat', { unit: lc, from, to }, 'dh 8.36');
}

/**
 * DH 8.36: where the HC's charge may end: the hexes it reaches with up to 4 MP by steps each nearer the H&D unit
 * ("the most direct path"), empty, paying the terrain's MP, stopping on entering an enemy ZOC (7.2). Those next to the
 * H&D unit if any (it then Shocks it), else the nearest ones it reaches (no Shock); the owner chooses among them.
 * Facing changes on the way are free (engine reading, ruling DH-HD-2).
 */
export function hcChargeHexes(s: GbohState, hc: string, lc: string): string[] {
  const u = s.units[hc]!;
  const target = s.units[lc]!.hex;
  if (!isOnMap(u) || target === null) return [];
  const occ = occupancy(s);
  const ezoc = zocSet(s, otherSide(s, sideOf(s, hc)));
  const best = new Map<string, number>([[u.hex!, 0]]);
  const queue = [u.hex!];
  while (queue.length > 0) {
    const h = queue.shift()!;
    if (h !== u.hex && ezoc.has(h)) continue; // 7.2: it stops on entering an enemy ZOC
    for (const n of mapNeighbours(s.static.map, h)) {
      if (occ.has(n) || gbohHex.distance(n, target) >= gbohHex.distance(h, target)) continue;
      const c = moveCost(s, hc, h, n);
      const mp = best.get(h)! + (c ?? Infinity);
      if (mp > CHARGE_MP || mp >= (best.get(n) ?? Infinity)) continue;
      best.set(n, mp);
      queue.push(n);
    }
  }
  best.delete(u.hex!);
  const reached = [...best.keys()];
  if (reached.length === 0) return [];
  const near = Math.min(...reached.map((h) => gbohHex.distance(h, target)));
  return reached.filter((h) => gbohHex.distance(h, target) === near).sort();
}

/** DH 8.36: the HC moves to `to`, faces the H&D unit, and Shocks it alone at once when next to it (nested Shock, 9.14–9.18). */
export function applyHcCharge(s: GbohState, ctx: StepContext, hc: string, lc: string, to: string): void {
  const u = s.units[hc]!;
  const from = u.hex!;
  const dh = citing(ctx, 'dh 8.36');
  u.hex = to;
  if (u.setupHex !== to) u.setupHex = null;
  note(dh, 'hd.hcChargeMove', { unit: hc, from, to }, 'dh 8.36');
  const t = s.units[lc]!;
  if (!isOnMap(t) || gbohHex.distance(to, t.hex!) !== 1) return;
  u.facing = gbohHex.directionTo(to, t.hex!) ?? u.facing;
  startNestedShock(s, hc, lc);
  note(dh, 'hd.hcShock', { unit: hc, target: lc }, 'dh 8.36');
}
