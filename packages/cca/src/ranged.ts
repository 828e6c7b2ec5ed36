import type { Modifier, StepContext } from '@polemarch/kernel';
import { cachedLine, distance, neighbours, other } from './board';
import { cardBonus, applyHits } from './closeCombat';
import { countFace, rollDice } from './dice';
import { leaderLabel, unitLabel } from './messages';
import { startFlags } from './retreat';
import { type CcaState, type Occupancy, type Unit, attachedLeader, leaderAt, peekUnitTurn, unitAt, unitTurn } from './state';
import { TERRAIN, hillGroup, terrainAt } from './terrain';
import { UNITS, isLegion } from './units';
import { removeLeader } from './victory';

/** Is any enemy unit adjacent (§10.2.2: then the unit may only Close Combat)? */
export function adjacentEnemyUnit(occ: Occupancy, u: Unit): boolean {
  for (const n of neighbours(u.hex)) {
    const x = occ.unit[n];
    if (x !== undefined && x.side !== u.side) return true;
  }
  return false;
}

/**
 * Line of sight (§10.5, §16.3.3, B.5): blocked by any unit or leader, blocking terrain or the board
 * edge between the hexes; along a hexside only when both sides block. Hills block unless firer and
 * target stand on the same hill and the hex between is part of it (ruling R-16).
 */
export function lineOfSight(s: CcaState, occ: Occupancy, from: number, to: number): boolean {
  const fromHill = terrainAt(s.terrain, from) === 'hill';
  const toHill = terrainAt(s.terrain, to) === 'hill';
  const plateau = fromHill && toHill && hillGroup(s.terrain, from) === hillGroup(s.terrain, to) ? hillGroup(s.terrain, from) : -2;
  const blocks = (h: number): boolean => {
    if (h < 0) return true;
    if (occ.unit[h] !== undefined || occ.leader[h] !== undefined) return true;
    const t = terrainAt(s.terrain, h);
    const los = TERRAIN[t].los;
    if (los === 'blocks') return true;
    if (los === 'hill') return hillGroup(s.terrain, h) !== plateau;
    return false;
  };
  for (const step of cachedLine(from, to)) {
    if (step.length === 1 ? blocks(step[0] as number) : blocks(step[0] as number) && blocks(step[1] as number)) return false;
  }
  return true;
}

/** Ranged dice (§10.6, B.1): 2 if it did not move, 1 if it moved; terrain caps; camp −1; card bonus. */
export function rangedDice(s: CcaState, a: Unit, targetHex: number): { n: number; modifiers: Modifier[] } {
  const moved = peekUnitTurn(s, a.id)?.moved ?? 0;
  const modifiers: Modifier[] = [];
  if ((a.type === 'AUX' && moved >= 2) || (a.type === 'HWM' && moved > 0)) return { n: 0, modifiers };
  // §17.3.2: legionaries throw 1 die whether stationary or having moved one hex.
  const legion = isLegion(s.options.legions, s.rules.armies[a.side], a.type);
  if (legion && moved > 1) return { n: 0, modifiers };
  let n = legion ? 1 : moved > 0 ? 1 : 2;
  if (moved > 0 && !legion) modifiers.push({ label: { key: 'mod.moved' }, value: -1 });
  const capFrom = TERRAIN[terrainAt(s.terrain, a.hex)].rangedCapFrom;
  const capInto = TERRAIN[terrainAt(s.terrain, targetHex)].rangedCapInto;
  const cap = Math.min(capFrom ?? 99, capInto ?? 99);
  if (cap < n) {
    modifiers.push({ label: { key: 'mod.terrain-cap', params: { cap } }, value: cap - n });
    n = cap;
  }
  if (terrainAt(s.terrain, a.hex) === 'camp') {
    modifiers.push({ label: { key: 'mod.camp' }, value: -1 });
    n = Math.max(0, n - 1);
  }
  const cb = cardBonus(s, a, 'ranged', 'attack');
  if (cb !== null) {
    n += cb.value;
    modifiers.push({ label: { key: cb.label }, value: cb.value });
  }
  return { n, modifiers };
}

/** Ranged range (§10.4), including the Legions rules' pilum (§17.3). */
export function rangeOf(s: CcaState, a: Unit): number {
  if (isLegion(s.options.legions, s.rules.armies[a.side], a.type)) return 2;
  return UNITS[a.type].range;
}

/** Targets in range and line of sight (§10.2–10.5): enemy units and lone enemy leaders 2..range hexes away. */
export function rangedTargets(s: CcaState, occ: Occupancy, a: Unit): number[] {
  const range = rangeOf(s, a);
  if (range === 0) return [];
  const out: number[] = [];
  const foe = other(a.side);
  for (const u of s.units) {
    if (u.side !== foe || u.hex < 0) continue;
    const d = distance(a.hex, u.hex);
    if (d >= 2 && d <= range && lineOfSight(s, occ, a.hex, u.hex)) out.push(u.hex);
  }
  for (const l of s.leaders) {
    if (l.side !== foe || l.hex < 0 || occ.unit[l.hex] !== undefined) continue;
    const d = distance(a.hex, l.hex);
    if (d >= 2 && d <= range && lineOfSight(s, occ, a.hex, l.hex)) out.push(l.hex);
  }
  return out;
}

/** Resolve one Ranged Combat (§10.3, B.2). */
export function fire(s: CcaState, ctx: StepContext, a: Unit, targetHex: number): void {
  unitTurn(s, a.id).battles++;
  const { n, modifiers } = rangedDice(s, a, targetHex);
  const { faces, rolls } = rollDice(ctx, n);
  const d = unitAt(s, targetHex);
  if (d === undefined) {
    const l = leaderAt(s, targetHex);
    if (l === undefined) return;
    // §14.3: a leader symbol eliminates a lone leader; otherwise it must Evade; flags have no effect.
    const hit = faces.includes('leader');
    ctx.emit({ key: 'fire.leader', params: { unit: unitLabel(a), leader: leaderLabel(l), dice: n, result: hit ? 'hit' : 'safe' }, rule: 'cca 14.3', rolls, modifiers });
    if (hit) removeLeader(s, ctx, l, true);
    else s.leaderEvades.push(l.id);
    return;
  }
  if (d.fsb && d.blocks < d.max) d.fsb = false;
  const hits = countFace(faces, UNITS[d.type].cls);
  const flags = countFace(faces, 'flag');
  ctx.emit({ key: 'fire.roll', params: { unit: unitLabel(a), target: unitLabel(d), dice: n, hits, flags }, rule: 'cca 10.7', rolls, modifiers });
  const hadLeader = attachedLeader(s, d) !== undefined;
  s.combat = { kind: 'ranged', attacker: a.id, side: a.side, defender: d.id, leader: -1, targetHex, attackerHex: a.hex, bonus: false, stage: 'd-flags', firstStrike: false, success: false, flags: null, extraHex: false };
  const h = applyHits(s, ctx, d, hits);
  if (!h.eliminated && s.outcome === null) startFlags(s, s.combat, d, flags, a.type, hadLeader && h.lost > 0);
}
