import { dhRallyInReach } from '../rules/dhRecovery';
import { fireActions } from '../rules/rainOfArrows';
import { editionOf } from '../edition';
import { engagedHolds } from '../rules/engagement';
import type { StepContext } from '@polemarch/kernel';
import { gbohHex } from '../perfHex';
import type { GbohAction } from '../actions';
import { canGiveLineCommands, commandableInRange, inEnemyZocLeader, lcRoll, leaderDestinations, leaderMoveCost, leaderMoveOptions, leaderStillMoving, lineGroups } from '../activation';
import { canCommand, effectiveLeaderValue, isOnMap, otherSide, sideOf } from '../board';
import { withinCommandRange } from '../command';
import { hiddenFrom } from '../secret';
import { rally, reorganizeAmount } from '../cohesion';
import { isDifficult } from '../map';
import { startMove } from '../movement';
import { owEligible } from '../moveReactions';
import { fireTargets } from '../missile';
import { enemyMissileThreat } from '../withdrawal';
import { applyDismount, dismountActions } from '../rules/dismount';
import { heldInColumn } from '../rules/reinforcements';
import { hasHook, hooks } from '../battleRules';
import { checkUncontrolled, distanceToEnemy } from '../rules/uncontrolled';
import { frEligible } from '../rules/feignedRetreat';
import { declareHD, hdCapable, hdPaths } from '../hd';
import { note } from '../log';
import type { GbohState, ReactionOffer } from '../types';
import { type GbohDecisions, msg } from './decision';
import { declareFire } from './fire';
import { reveal } from './reveal';

/**
 * 5.2 / 6.0 Orders: what the activated leader may order (Individual and Line Commands, fire, H&D, reorganize,
 * rally, leader moves, 4.63 replacements) and what each order does.
 */

export function ordersActions(s: GbohState): GbohAction[] {
  const a = s.activation!;
  const out: GbohAction[] = [];
  // A battle procedure in progress orders its own way (casilinum.wedge: the Wedge Assault's waves and commander).
  const own = hooks.procedureOrders(s);
  if (own !== null) return own;
  const leader = a.leader;
  const sl = s.static.leaders[leader]!;
  // 11.65: Active Fire needs no order: twice per turn, once per phase, in any friendly Orders Phase.
  for (const [id, u] of Object.entries(s.units)) {
    const c = u.cheiro;
    if (!c || s.static.units[id]!.side !== a.side || !isOnMap(u) || u.status !== 'normal' || c.mode !== 'fire' || c.active >= 2 || c.activeThisPhase || u.ordered !== null) continue;
    for (const t of fireTargets(s, id)) out.push({ type: 'cheiro-fire', unit: id, target: t });
  }
  if (a.kind === 'uncontrolled') {
    // 11.31: every unit of the Line must move (its whole MA, toward the enemy); nothing else is ordered.
    for (const id of a.lineUnits) if (isOnMap(s.units[id]!) && s.units[id]!.status === 'normal') out.push({ type: 'move', unit: id });
    if (out.length === 0 && a.line !== null) out.push({ type: 'end-line' });
    if (out.length === 0) out.push({ type: 'end-orders' });
    return out;
  }
  if (a.kind !== 'zocShockOnly') {
    if (a.line !== null) {
      let bound = false;
      for (const id of a.lineUnits) {
        const u = s.units[id]!;
        if (!isOnMap(u) || u.status !== 'normal') continue;
        // Tricameron: an entering column moves only in its own march until all that can enter are on (R-TRIC-ENTRY).
        const held = !hooks.mayMove(s, id) || heldInColumn(s, id);
        const mayMove = !u.shieldWall && !engagedHolds(s, id) && !held;
        if (mayMove) out.push({ type: 'move', unit: id });
        // DH 9.31: a Knight of a Line that failed the Aggression roll must move (its full MA, toward the nearest
        // enemy) before the Line Command ends: no other order for it, and no end of the Line while it waits.
        if (mayMove && hooks.chargeBound(s, id)) {
          bound = true;
          continue;
        }
        if (!u.shieldWall && !u.inColumn) {
          const targets = fireTargets(s, id);
          for (const t of targets) out.push(...fireActions(s, id, t, targets));
        }
        out.push(...hdActions(s, id));
        out.push(...dismountActions(s, id)); // 11.1: within a Line Command too
      }
      if (a.lineUnits.some((id) => s.units[id]!.shieldWall)) out.push({ type: 'leave-shield-wall' });
      // 4.34: the leader may move within his Line Command, free (9 MP per Orders Phase in all, 6.14).
      if (s.leaders[leader]!.mp < 9 && !inEnemyZocLeader(s, leader)) for (const to of leaderMoveOptions(s, leader)) out.push({ type: 'leader-move', leader, to });
      if (!bound) out.push({ type: 'end-line' });
      return out;
    }
    if (a.mode !== 'io' && (canGiveLineCommands(s) || anyPositionLineAllowed(s))) {
      const normal = canGiveLineCommands(s);
      for (const [lineId, line] of Object.entries(s.static.lines)) {
        if (line.side !== a.side || a.linesUsed.includes(lineId)) continue;
        if (!normal && !line.anyPosition) continue;
        for (const g of lineGroups(s, leader, lineId)) out.push({ type: 'line-command', line: lineId, anchor: g[0]! });
      }
    }
    const l = s.leaders[leader]!;
    const initial = (a.kind === 'normal' && l.chain === 1) || (s.static.attila && a.kind !== 'eio');
    if (sl.rank === 'SC' && l.lcAbility === 'unknown' && initial && a.mode === null && !canGiveLineCommands(s) && !inEnemyZocLeader(s, leader)) out.push({ type: 'lc-roll' });
    if (a.mode !== 'lc' && a.ordersLeft > 0) {
      for (const id of commandableInRange(s, leader)) {
        const u = s.units[id]!;
        if (u.ordered !== null || u.uncontrolled) continue; // 11.3 engine reading (f)
        if (u.cheiro && u.status === 'normal') out.push({ type: 'cheiro-mode', unit: id }); // 11.62
        // Taginae: the Gothic archers hold; Tricameron: an entering column moves only in its own march (R-TRIC-ENTRY).
        const held = !hooks.mayMove(s, id) || heldInColumn(s, id);
        if (u.status === 'normal' && !u.shieldWall && !engagedHolds(s, id) && !held && (!u.cheiro || u.cheiro.mode === 'move')) {
          out.push({ type: 'move', unit: id });
          if (u.hex === l.hex && l.hex !== null) out.push({ type: 'move', unit: id, withLeader: true });
        }
        if (u.status === 'normal' && !u.inColumn && !u.shieldWall && !u.cheiro) {
          const targets = fireTargets(s, id);
          for (const t of targets) out.push(...fireActions(s, id, t, targets));
        }
        if (u.status === 'normal') out.push(...hdActions(s, id));
        out.push(...dismountActions(s, id)); // 11.1
        if (u.status === 'normal' && u.hits > 0 && !u.moved && reorganizeAmount(s, id, () => enemyMissileThreat(s, id)) > 0) out.push({ type: 'reorganize', unit: id });
        if (u.status === 'routed' && rallyAllowed(s, id) && dhRallyInReach(s, leader, id) !== false) out.push({ type: 'rally', unit: id }); // DH 11.51
      }
      // 4.23 / 4.24: a leader orders himself to move (not a non-OC leader in enemy ZOC).
      if (l.mp < 9 && (sl.rank === 'OC' || !inEnemyZocLeader(s, leader))) {
        for (const to of leaderMoveOptions(s, leader)) out.push({ type: 'leader-move', leader, to });
      }
      // 4.63: the OC replaces an eliminated leader (a CC returns; others through a Replacement counter).
      if (sl.rank === 'OC') for (const r of replacementOptions(s, a.side)) out.push(r);
      // 4.4 #2: the OC moves other friendly leaders (2 orders if in enemy ZOC).
      if (sl.rank === 'OC') {
        for (const [oid, ol] of Object.entries(s.leaders)) {
          if (oid === leader || ol.status === 'eliminated' || ol.hex === null || ol.movedByOC || s.static.leaders[oid]!.side !== a.side) continue;
          if (inEnemyZocLeader(s, oid) && a.ordersLeft < 2) continue;
          for (const to of leaderMoveOptions(s, oid)) out.push({ type: 'leader-move', leader: oid, to });
        }
      }
    }
    // DH 5.24 #1: a leader moving hex by hex goes on under the order already given (free), even with no order left.
    const moving = a.line === null ? leaderStillMoving(s) : null;
    if (moving !== null) {
      const listed = new Set(out.flatMap((x) => (x.type === 'leader-move' && x.leader === moving ? [x.to] : [])));
      for (const to of leaderMoveOptions(s, moving)) if (!listed.has(to)) out.push({ type: 'leader-move', leader: moving, to });
    }
  }
  if (!a.mustAct || a.acted || out.length === 0) out.push({ type: 'end-orders' });
  return out;
}

/** 8.31–8.32: the H&D attacks an LC may make now (one per target and path). */
function hdActions(s: GbohState, id: string): GbohAction[] {
  if (!hdCapable(s, id)) return [];
  const out: GbohAction[] = [];
  const enemy = otherSide(s, sideOf(s, id));
  for (const [tid, t] of Object.entries(s.units)) {
    if (!isOnMap(t) || s.static.units[tid]!.side !== enemy) continue;
    if (gbohHex.distance(t.hex!, s.units[id]!.hex!) > 4) continue;
    for (const path of hdPaths(s, id, tid)) out.push({ type: 'hd', unit: id, target: tid, path });
  }
  return out;
}

/** utus/cf.hunMILineCommand: any activated leader of the side may give the Hun MI its Line Command. */
function anyPositionLineAllowed(s: GbohState): boolean {
  const a = s.activation!;
  if (a.kind === 'zocShockOnly' || a.mode === 'io') return false;
  if (a.linesLeft <= 0 && a.linesUsed.length > 0) return false;
  return Object.values(s.static.lines).some((l) => l.side === a.side && l.anyPosition && !a.linesUsed.includes(l.id));
}

/** 4.63 options: (eliminated leader, hex with a unit he may command). */
function replacementOptions(s: GbohState, side: string): GbohAction[] {
  const pool = Object.keys(s.leaders).filter((id) => s.static.leaders[id]!.side === side && s.static.leaders[id]!.rank === 'replacement' && s.leaders[id]!.hex === null && !s.replaced.includes(id));
  const out: GbohAction[] = [];
  for (const [id, l] of Object.entries(s.leaders)) {
    const sl = s.static.leaders[id]!;
    if (sl.side !== side || l.status !== 'eliminated' || sl.rank === 'OC' || sl.rank === 'replacement' || s.replaced.includes(id)) continue;
    if (sl.rank !== 'CC' && pool.length === 0) continue;
    const hexes = new Set<string>();
    for (const [uid, u] of Object.entries(s.units)) if (isOnMap(u) && canCommand(sl, s.static.units[uid]!)) hexes.add(u.hex!);
    for (const hex of [...hexes].sort()) out.push({ type: 'replace', leader: id, hex });
  }
  return out;
}

function applyReplace(s: GbohState, ctx: StepContext, leader: string, hex: string): void {
  const sl = s.static.leaders[leader]!;
  s.replaced.push(leader);
  let placed = leader;
  if (sl.rank !== 'CC') {
    placed = Object.keys(s.leaders).find((id) => s.static.leaders[id]!.side === sl.side && s.static.leaders[id]!.rank === 'replacement' && s.leaders[id]!.hex === null && !s.replaced.includes(id))!;
    s.replaced.push(placed);
  }
  const l = s.leaders[placed]!;
  l.hex = hex;
  l.status = 'finished'; // 4.63: Finished for the turn; no orders, no range for Shock
  l.wounded = false;
  l.replacedThisTurn = true;
  note(ctx, 'leader.replaced', { leader, by: placed, hex }, '4.63');
}

/**
 * 10.27: not in Difficult terrain, not adjacent to an enemy, not within range and LOS of an enemy missile unit
 * with missiles.
 */
function rallyAllowed(s: GbohState, id: string): boolean {
  const u = s.units[id]!;
  if (isDifficult(s.static.map, u.hex!) && editionOf(s).flags.rallyRecovery !== 'dh') return false; // DH 11.51: no terrain condition
  const enemy = otherSide(s, sideOf(s, id));
  const adj = gbohHex.neighbours(u.hex!);
  if (Object.entries(s.units).some(([oid, o]) => isOnMap(o) && adj.includes(o.hex!) && s.static.units[oid]!.side === enemy)) return false;
  return !enemyMissileThreat(s, id);
}

export function applyOrders(s: GbohState, ctx: StepContext, action: GbohAction): void {
  const a = s.activation!;
  const leader = a.leader;
  // The battle's own orders (casilinum.wedge: the commander's move after the assault, a wave's move up, leaving the wedge).
  if (hooks.applyOrder(s, ctx, action)) return;
  // DH 5.24 #1: any other order ends a leader's hex-by-hex move.
  const moving = leaderStillMoving(s);
  if (a.leaderMoving !== undefined && (action.type !== 'leader-move' || action.leader !== a.leaderMoving)) delete a.leaderMoving;
  switch (action.type) {
    case 'lc-roll':
      lcRoll(s, ctx);
      return;
    case 'line-command': {
      const group = lineGroups(s, leader, action.line).find((g) => g[0] === action.anchor) ?? [];
      a.mode = 'lc';
      a.linesLeft--;
      a.line = action.line;
      a.lineUnits = group;
      // Hun MI: units outside the leader's Command Range at this moment may not move adjacent to an enemy.
      a.noCloseIn = s.static.lines[action.line]!.anyPosition ? group.filter((id) => !withinCommandRange(s, leader, s.units[id]!.hex!)) : [];
      a.linesUsed.push(action.line);
      a.acted = true;
      note(ctx, 'orders.lineCommand', { leader, line: action.line, units: group.length }, '5.23');
      return;
    }
    case 'end-line': {
      a.line = null;
      a.lineUnits = [];
      // 8.21: after the whole Line has moved, each reacting unit fires at most once, at one of the units that entered its ZOC.
      const merged = new Map<string, ReactionOffer & { kind: 'entryFire' }>();
      for (const o of s.heldEntryFire) {
        if (o.kind !== 'entryFire') continue;
        const m = merged.get(o.unit);
        if (m) m.targets = [...new Set([...m.targets, ...o.targets])].sort();
        else merged.set(o.unit, { ...o, targets: [...o.targets] });
      }
      s.reactions.push(...merged.values());
      s.heldEntryFire = [];
      if (a.kind !== 'uncontrolled') checkUncontrolled(s, ctx, a.side, a.leader, a.lineStart);
      a.lineStart = {};
      return;
    }
    case 'leave-shield-wall':
      for (const id of a.lineUnits) {
        if (!s.units[id]!.shieldWall) continue;
        s.units[id]!.shieldWall = false;
        a.leftShieldWall.push(id);
      }
      note(ctx, 'shieldWall.left', { line: a.line ?? '' }, '11.74');
      return;
    case 'move': {
      const u = s.units[action.unit]!;
      u.ordered = 'move';
      // DH 5.46: a move order satisfies a trump only once the unit has left its hex (endMove).
      if (editionOf(s).flags.trumpMustAct === 'anyOrder') a.acted = true;
      if (a.line !== null) {
        a.lineUnits = a.lineUnits.filter((x) => x !== action.unit);
        a.lineStart[action.unit] = distanceToEnemy(s, action.unit); // 11.3
      } else {
        a.mode = 'io';
        a.ordersLeft--;
      }
      s.move = startMove(s, action.unit, a.line, action.withLeader ? leader : null);
      note(ctx, 'orders.move', { leader, unit: action.unit }, '5.22');
      reveal(s, ctx, [action.unit, ...(action.withLeader ? [leader] : [])]);
      // 6.51: units within 2 hexes of a mover that begins its movement may withdraw now.
      const ow = owEligible(s, action.unit);
      if (ow.length > 0) s.reactions.push({ kind: 'ow', seat: otherSide(s, a.side), mover: action.unit, units: ow });
      const fr = Object.keys(s.units).filter((id) => s.static.units[id]!.side !== a.side && frEligible(s, id, action.unit));
      if (fr.length > 0) s.reactions.push({ kind: 'fr', seat: otherSide(s, a.side), mover: action.unit, units: fr });
      return;
    }
    case 'fire': {
      const u = s.units[action.unit]!;
      u.ordered = 'fire';
      a.acted = true;
      if (a.line !== null) a.lineUnits = a.lineUnits.filter((x) => x !== action.unit);
      else {
        a.mode = 'io';
        a.ordersLeft--;
      }
      const rain = action.rain === true ? { rain: true } : {}; // DH 8.2 Rain of Arrows
      const second = action.second !== undefined ? { second: action.second } : {}; // DH 8.25: the second shot's target
      declareFire(s, ctx, action.unit, action.target, { range: gbohHex.distance(u.hex!, s.units[action.target]!.hex!), moved: false, kind: 'ordered', ...rain, ...second });
      return;
    }
    case 'dismount':
    case 'remount': {
      // 11.1: a movement order that is the unit's whole action (all its MP); the new counter is ordered.
      a.acted = true;
      if (a.line !== null) a.lineUnits = a.lineUnits.filter((x) => x !== action.unit);
      else {
        a.mode = 'io';
        a.ordersLeft--;
      }
      applyDismount(s, ctx, action.unit, action.facing);
      return;
    }
    case 'cheiro-mode': {
      const u = s.units[action.unit]!;
      u.cheiro!.mode = u.cheiro!.mode === 'fire' ? 'move' : 'fire';
      u.ordered = 'move'; // 11.62: the mode change is its whole action this phase
      a.mode = 'io';
      a.ordersLeft--;
      a.acted = true;
      note(ctx, 'cheiro.mode', { unit: action.unit, mode: u.cheiro!.mode }, '11.62');
      return;
    }
    case 'cheiro-fire': {
      const u = s.units[action.unit]!;
      u.cheiro!.active++;
      u.cheiro!.activeThisPhase = true;
      u.ordered = 'fire'; // 11.65: it does nothing else this phase
      declareFire(s, ctx, action.unit, action.target, { range: gbohHex.distance(u.hex!, s.units[action.target]!.hex!), moved: false, kind: 'ordered' });
      return;
    }
    case 'hd': {
      const u = s.units[action.unit]!;
      u.ordered = 'move'; // 8.31: H&D needs a movement order and uses the whole MA
      a.acted = true;
      if (a.line !== null) a.lineUnits = a.lineUnits.filter((x) => x !== action.unit);
      else {
        a.mode = 'io';
        a.ordersLeft--;
      }
      declareHD(s, ctx, action.unit, action.target, action.path);
      return;
    }
    case 'reorganize': {
      const amount = reorganizeAmount(s, action.unit, () => enemyMissileThreat(s, action.unit));
      const u = s.units[action.unit]!;
      u.hits -= amount;
      u.reorganized += amount;
      u.ordered = 'reorganize';
      a.mode = 'io';
      a.ordersLeft--;
      a.acted = true;
      note(ctx, 'orders.reorganize', { unit: action.unit, removed: amount, hits: u.hits }, '10.16');
      return;
    }
    case 'rally': {
      s.units[action.unit]!.ordered = 'rally';
      a.mode = 'io';
      a.ordersLeft--;
      a.acted = true;
      rally(s, ctx, action.unit, effectiveLeaderValue(s, leader, s.static.leaders[leader]!.charisma));
      return;
    }
    case 'leader-move': {
      const l = s.leaders[action.leader]!;
      // R-M4-LEGAL: the move was offered without the opponent's secret deployment; if with it the leader cannot
      // reach `to` (their hex or ZOC is in the way), an enemy was "about to enter their hex": they are revealed
      // and the leader stays, free to move again knowing them.
      const unseenHere = hiddenFrom(s, sideOf(s, action.leader));
      if (unseenHere.length > 0 && !leaderDestinations(s, action.leader).includes(action.to)) {
        reveal(s, ctx, unseenHere);
        return;
      }
      const cost = leaderMoveCost(s, action.leader, action.to);
      // 4.4 #1–#2: moving a leader out of an enemy ZOC costs 2 orders; DH 4.31 #1: the OC leaving it himself too.
      const twice = inEnemyZocLeader(s, action.leader) && (action.leader !== leader || editionOf(s).flags.ocLeavesZocOrders === 2);
      // DH 5.24 #1: the next hex of a move under an order already given is free.
      const paid = moving === action.leader;
      if (editionOf(s).flags.leaderMove === 'hexByHex') a.leaderMoving = action.leader;
      if (a.line === null && !paid) {
        a.ordersLeft -= twice ? 2 : 1;
        a.mode = 'io';
      } // 4.34: moving within his own Line Command is free
      if (editionOf(s).flags.trumpMustAct === 'anyOrder') a.acted = true; // DH 5.46: a leader alone is no unit's order
      if (action.leader !== leader) l.movedByOC = true;
      l.mp += cost;
      const from = l.hex!;
      l.hex = action.to;
      note(ctx, 'orders.leaderMove', { leader: action.leader, from, to: action.to }, action.leader === leader ? '4.23' : '4.4');
      return;
    }
    case 'replace':
      a.mode = 'io';
      a.ordersLeft--;
      a.acted = true;
      applyReplace(s, ctx, action.leader, action.hex);
      return;
    case 'end-orders':
      a.segment = 'shock';
      s.shock = { step: 'designate', combats: [], cursor: 0, oddHits: null, advanceFacing: [], meleeStage: 0, pendingHits: { attacker: 0, defender: 0 }, nested: false, attackerSide: a.side };
      note(ctx, 'orders.end', { leader }, '5.27');
      hooks.shockSegmentStart(s, ctx); // casilinum.wedge: the Wedge Assault when the point is in contact
      return;
    default:
      return;
  }
}

// ---------------------------------------------------------------- the decision (5.2)

export const ordersDecisions: GbohDecisions<'orders'> = {
  orders: {
    rule: 'gboh 5.2',
    prompt: () => msg('prompt.orders'),
    // The battle may drop orders and add its own actions (casilinum.wedge: Buccelin stays with the first three
    // ranks; the Franks may leave the wedge at any time).
    legal: (s) => {
      const own = ordersActions(s);
      if (!hasHook(s, 'filterOrders') && !hasHook(s, 'ordersActions')) return own; // most battles: no copy
      return [...own.filter((x) => hooks.filterOrders(s, x)), ...hooks.ordersActions(s)];
    },
    apply: (s, _c, action, ctx) => applyOrders(s, ctx, action),
  },
};
