import type { StepContext } from '@polemarch/kernel';
import { ALL_HEXES, BOARD_SLOTS, type Side, baselineRow, hexLabel, neighbours, other, rowOf, sectionMask } from './board';
import { marshCheckUnit, marshCheckLeader } from './leaders';
import { leaderLabel, unitLabel } from './messages';
import { type CcaAction, type CcaState, type Leader, type Occupancy, type Unit, attachedLeader, leaderById, occupancy, peekUnitTurn, unitById, unitTurn } from './state';
import { battleAfterEntering, isImpassable, stopsOnEntry, terrainAt } from './terrain';
import { UNITS, isLegion } from './units';
import { awardBanner, removeLeader, unitEnteredHex } from './victory';
import { cardOf } from './orders';

/** Does the card that ordered this unit apply to it (not a fallback order)? */
export function cardApplies(s: CcaState, u: Unit): boolean {
  return !s.turn.fallback && (peekUnitTurn(s, u.id)?.bonusCard ?? false);
}

/** Movement allowance this turn (§8.2–8.3, Double Time, Mounted Charge, Line Command). */
export function moveAllowance(s: CcaState, u: Unit): number {
  const p = UNITS[u.type];
  let m = p.move;
  if (u.type === 'WAR') m = 2; // the 2-hex charge (§8.2), only into contact
  // §17.4.2 Julian Legions: move 1 and battle, or 2 and not battle.
  if (s.options.legions === 'julian' && isLegion(s.options.legions, s.rules.armies[u.side], u.type)) m = Math.max(m, 2);
  if (cardApplies(s, u)) {
    const eff = s.turn.effective;
    if (eff === 'line-command') m = 1;
    else if (eff === 'double-time' && p.foot && u.type !== 'HWM') m = u.type === 'WAR' ? 3 : Math.max(m, 2);
    else if (eff === 'mounted-charge' && (u.type === 'HC' || u.type === 'HCC' || u.type === 'HCH' || u.type === 'ELE')) m = 3;
  }
  const t = terrainAt(s.terrain, u.hex);
  // §16.9, §16.11: leaving a wall or marsh hex the unit moves only one hex.
  if (u.hex >= 0 && (t === 'marsh' || t === 'wall')) m = Math.min(m, 1);
  return m;
}

function passThroughFriends(s: CcaState, u: Unit): boolean {
  if (!UNITS[u.type].foot || !cardApplies(s, u)) return false;
  // §18.2 Order Light Troops, §18.4 Move-Fire-Move: light foot units may move through friendly units.
  return s.turn.effective === 'order-light-troops' || s.turn.effective === 'move-fire-move';
}

function adjacentToEnemy(occ: Occupancy, h: number, side: Side): boolean {
  for (const n of neighbours(h)) {
    const x = occ.unit[n];
    if (x !== undefined && x.side !== side) return true;
  }
  return false;
}

export type Reach = { dist: Map<number, number>; exit: boolean };

/**
 * The breadth-first search's scratch: each hex's distance once reached (-1 not yet) and the frontier as a queue.
 * Shared by every call (issue 18: a `Map` and a shifted array a call were a fifth of a random C&C game); `reach` fills
 * them afresh before it reads them and calls nothing that searches, so no call sees another's.
 */
const seenAt = new Int8Array(BOARD_SLOTS);
const queue = new Int16Array(BOARD_SLOTS);

/** Ruling R-24 (Castulo): may the unit leave the board from `h`, reached after `d` hexes of an `allowance`? */
function canExitFrom(rule: CcaState['rules']['special']['exitBanner'], side: Side, h: number, d: number, allowance: number): boolean {
  return rule !== undefined && rule.side === side && rowOf(h) === baselineRow(other(side)) && (sectionMask(h, side) & rule.sections) !== 0 && d < allowance;
}

/**
 * Hexes a unit may end its move in (§8.1): never through enemy pieces, through friendly units only
 * where a card allows, stopping on terrain that stops it and in a lone friendly leader's hex (§8.1.5).
 * `dist` lists them in the order the search reaches them (the order of the legal moves).
 */
export function reach(s: CcaState, occ: Occupancy, u: Unit, start: number, allowance: number, firstStep = 0): Reach {
  const dist = new Map<number, number>();
  const side = u.side;
  const through = passThroughFriends(s, u);
  const hasLeader = start === u.hex && attachedLeader(s, u) !== undefined;
  const war = u.type === 'WAR';
  const normalMove = war ? 1 : UNITS[u.type].move;
  const exitRule = s.rules.special.exitBanner;
  const terrain = s.terrain;
  let exit = false;
  seenAt.fill(-1);
  seenAt[start] = firstStep;
  let head = 0;
  let tail = 0;
  queue[tail++] = start;
  if (firstStep > 0) {
    // Trebbia ambush: the entry hex is the first hex of movement.
    dist.set(start, firstStep);
    if (stopsOnEntry(terrain, start, u.type)) return { dist, exit: false };
  }
  if (canExitFrom(exitRule, side, start, firstStep, allowance)) exit = true;
  while (head < tail) {
    const h = queue[head++] as number;
    const d = seenAt[h] as number;
    if (d >= allowance) continue;
    const around = neighbours(h);
    for (let i = 0; i < around.length; i++) {
      const n = around[i] as number;
      if (seenAt[n] !== -1) continue;
      if (isImpassable(terrain, n, u.type)) continue;
      if (terrainAt(terrain, n) === 'wall' && h !== u.hex) continue; // §16.9: start adjacent
      const x = occ.unit[n];
      const l = occ.leader[n];
      if (x !== undefined && x.side !== side) continue;
      if (l !== undefined && l.side !== side) continue;
      const nd = d + 1;
      seenAt[n] = nd;
      if (x !== undefined) {
        // A friendly unit: pass through only (and only with a card that allows it).
        if (through && x.id !== u.id) queue[tail++] = n;
        continue;
      }
      if (l !== undefined) {
        if (!hasLeader) dist.set(n, nd); // a lone friendly leader: stop and attach
        continue;
      }
      // Warriors move a second hex only to charge into contact (§8.2); Double Time warriors likewise.
      const extraCharge = nd > normalMove && war;
      if (!extraCharge || adjacentToEnemy(occ, n, side)) dist.set(n, nd);
      if (!stopsOnEntry(terrain, n, u.type)) {
        queue[tail++] = n;
        if (canExitFrom(exitRule, side, n, nd, allowance)) exit = true;
      }
    }
  }
  return { dist, exit };
}

/** Move a unit (its attached leader with it, §7.2) and record what the move allows afterwards. */
export function moveUnit(s: CcaState, ctx: StepContext, u: Unit, to: number, hexes: number): void {
  const carried = attachedLeader(s, u);
  const from = u.hex;
  u.hex = to;
  if (carried !== undefined) {
    carried.hex = to;
    if (!s.turn.movedLeaders.includes(carried.id)) s.turn.movedLeaders.push(carried.id);
  }
  const ut = unitTurn(s, u.id);
  const second = s.turn.phase === 'move2';
  if (second) ut.second = true;
  else ut.moved = hexes;
  ctx.emit({ key: 'unit.moves', params: { unit: unitLabel(u), from: hexLabel(from), to: hexLabel(to), hexes }, rule: 'cca 8.1' });
  if (stopsOnEntry(s.terrain, to, u.type)) ut.stop = true;
  if (!battleAfterEntering(s.terrain, to, u.type)) ut.noBattle = true;
  const dt = cardApplies(s, u) && s.turn.effective === 'double-time';
  if (u.type === 'AUX' && hexes >= 2 && !dt) ut.noBattle = true; // §8.2
  if (hexes >= 2 && (u.type === 'MI' || u.type === 'HI') && !dt) ut.noBattle = true; // §17.4.2 Julian Legions
  if (u.type === 'HWM') ut.noBattle = true; // §8.2, §11.3.6
  if (u.type === 'WAR' && hexes >= 2) ut.mustAttack = true; // §8.2, §9.8
  const newLeader = s.leaders.find((l) => l.hex === to && l.side === u.side && l !== carried);
  if (newLeader !== undefined) {
    ut.stop = true;
    ctx.emit({ key: 'leader.attaches', params: { unit: unitLabel(u) }, rule: 'cca 8.1.5' });
  }
  if (marshCheckUnit(s, ctx, u)) return;
  unitEnteredHex(s, ctx, u);
}

/** Leader movement alone (§8.4): 1–3 hexes through friendly pieces, never ending with another friendly leader. */
export function leaderReach(s: CcaState, occ: Occupancy, l: Leader): number[] {
  const out: number[] = [];
  const seen = new Map<number, number>([[l.hex, 0]]);
  const frontier = [l.hex];
  while (frontier.length > 0) {
    const h = frontier.shift() as number;
    const d = seen.get(h) as number;
    if (d >= 3) continue;
    for (const n of neighbours(h)) {
      if (seen.has(n) || isImpassable(s.terrain, n, 'leader')) continue;
      if (terrainAt(s.terrain, n) === 'wall' && h !== l.hex) continue;
      const x = occ.unit[n];
      const ol = occ.leader[n];
      if ((x !== undefined && x.side !== l.side) || (ol !== undefined && ol.side !== l.side)) continue;
      seen.set(n, d + 1);
      // §8.4.1: it may pass through friendly units and leaders, but not end with another friendly leader.
      if (ol === undefined) out.push(n);
      // Terrain that stops leaders ends the move there (§16).
      if (stopsOnEntry(s.terrain, n, 'leader')) continue;
      frontier.push(n);
    }
  }
  return out;
}

export function moveLeader(s: CcaState, ctx: StepContext, l: Leader, to: number): void {
  const from = l.hex;
  l.hex = to;
  s.turn.movedLeaders.push(l.id);
  ctx.emit({ key: 'leader.moves', params: { leader: leaderLabel(l), from: hexLabel(from), to: hexLabel(to) }, rule: 'cca 8.4' });
  const u = s.units.find((x) => x.hex === to && x.side === l.side);
  if (u !== undefined) {
    // §8.4.6: the unit it joins may no longer move this turn (it may still battle).
    unitTurn(s, u.id).locked = true;
    ctx.emit({ key: 'leader.attaches', params: { unit: unitLabel(u) }, rule: 'cca 8.4.6' });
  } else marshCheckLeader(s, ctx, l, to);
}

/** Castulo: a unit leaves the battlefield off the enemy baseline for a banner (ruling R-24). */
export function exitUnit(s: CcaState, ctx: StepContext, u: Unit): void {
  const l = attachedLeader(s, u);
  s.units.splice(s.units.indexOf(u), 1);
  if (l !== undefined) s.leaders.splice(s.leaders.indexOf(l), 1);
  s.objectives[u.side]++;
  ctx.emit({ key: 'unit.exits', params: { unit: unitLabel(u), side: u.side }, rule: 'cca scenario 10' });
  awardBanner(s, ctx, u.side, 1);
}

/** Ambush entry hexes: the enemy baseline in the section the Leadership card names (Trebbia, ruling R-32). */
export function ambushEntryHexes(s: CcaState, occ: Occupancy): number[] {
  const side = s.active;
  const c = cardOf(s);
  const row = baselineRow(other(side));
  let mask = 7;
  if (c?.leaderSection !== undefined && c.leaderSection !== 'any') {
    const bit = c.leaderSection === 'left' ? 1 : c.leaderSection === 'center' ? 2 : 4;
    mask = s.turn.mirror ? (bit === 1 ? 4 : bit === 4 ? 1 : 2) : bit;
  } else if (s.turn.chainMask !== 0) mask = s.turn.chainMask;
  return ALL_HEXES.filter((h) => rowOf(h) === row && (sectionMask(h, side) & mask) !== 0 && occ.unit[h] === undefined && occ.leader[h] === undefined && !isImpassable(s.terrain, h, 'leader'));
}

/** Every legal action of the movement phase. */
export function moveActions(s: CcaState): CcaAction[] {
  const out: CcaAction[] = [{ type: 'done' }];
  const occ = occupancy(s);
  const second = s.turn.phase === 'move2';
  for (const id of s.turn.ordered) {
    const u = unitById(s, id);
    if (u === undefined) continue;
    const ut = peekUnitTurn(s, id);
    if (ut === undefined) continue;
    if (second) {
      if (!(cardApplies(s, u) && s.turn.effective === 'move-fire-move') || ut.second || ut.stop || ut.locked || u.hex < 0) continue;
    } else if (ut.moved > 0 || ut.locked) continue;
    if (u.hex < 0) {
      if (!s.turn.ambush) continue;
      const mago = s.leaders.find((l) => l.hex < 0 && l.side === u.side && s.turn.orderedLeaders.includes(l.id));
      for (const at of ambushEntryHexes(s, occ)) {
        const r = reach(s, occ, u, at, moveAllowance(s, u), 1);
        for (const to of r.dist.keys()) {
          out.push({ type: 'enter', unit: id, at, to, leader: -1 });
          if (mago !== undefined) out.push({ type: 'enter', unit: id, at, to, leader: mago.id });
        }
      }
      continue;
    }
    if (cardApplies(s, u) && (s.turn.effective === 'clash-of-shields' || s.turn.effective === 'darken-the-sky')) continue;
    const r = reach(s, occ, u, u.hex, moveAllowance(s, u));
    for (const to of r.dist.keys()) out.push({ type: 'move', unit: id, to });
    if (r.exit && !second) out.push({ type: 'exit', unit: id });
  }
  if (!second) {
    for (const id of s.turn.orderedLeaders) {
      const l = leaderById(s, id);
      if (l === undefined || l.hex < 0 || s.turn.movedLeaders.includes(id)) continue;
      // §7.5.1, §8.4.7: a leader never detaches under a Leadership card (only a lone leader moves alone).
      if (cardOf(s)?.kind === 'leadership' && s.units.some((u) => u.hex === l.hex && u.side === l.side)) continue;
      for (const to of leaderReach(s, occ, l)) out.push({ type: 'move-leader', leader: id, to });
    }
  }
  return out;
}

export function applyMoveAction(s: CcaState, ctx: StepContext, a: CcaAction): void {
  const occ = occupancy(s);
  if (a.type === 'move') {
    const u = unitById(s, a.unit) as Unit;
    const r = reach(s, occ, u, u.hex, moveAllowance(s, u));
    moveUnit(s, ctx, u, a.to, r.dist.get(a.to) ?? 1);
  } else if (a.type === 'enter') {
    const u = unitById(s, a.unit) as Unit;
    const r = reach(s, occ, u, a.at, moveAllowance(s, u), 1);
    const hexes = r.dist.get(a.to) ?? 1;
    if (s.turn.chainMask === 0) s.turn.chainMask = sectionMask(a.at, u.side);
    u.hex = a.at;
    ctx.emit({ key: 'unit.enters', params: { unit: unitLabel(u), at: a.at }, rule: 'cca scenario 5' });
    if (a.leader >= 0) {
      const l = leaderById(s, a.leader) as Leader;
      l.hex = a.at;
      s.turn.movedLeaders.push(l.id);
    }
    moveUnit(s, ctx, u, a.to, hexes);
  } else if (a.type === 'exit') {
    exitUnit(s, ctx, unitById(s, a.unit) as Unit);
  } else if (a.type === 'move-leader') {
    moveLeader(s, ctx, leaderById(s, a.leader) as Leader, a.to);
  }
}

export { removeLeader };
