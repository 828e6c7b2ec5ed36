import { mongolWithdrawalCheck } from './rules/mongolWithdrawal';
import { clearDisorder } from './rules/disorder';
import { type StepContext } from '@polemarch/kernel';
import { gbohHex } from './perfHex';
import { hooks } from './battleRules';
import { inEnemyZoc, isOnMap, otherSide } from './board';
import { finishRout, routStep, routTies, routWaiting, stopAtStandard } from './cohesion';
import { retireFireOffers } from './movement';
import { canFireAt, maxRange } from './missile';
import { note } from './log';
import { reinforcementsAtTurnStart } from './rules/reinforcements';
import { eliteContest } from './rules/eliteContest';
import type { GbohState } from './types';

/** 3.0 D Rout & Reload Phase, 3.0 E / 12.0 Army Withdrawal and victory. */

/** Would an enemy missile unit with missiles have range and LOS to this hex (8.18, 10.16, 10.27)? */
export function enemyMissileThreat(s: GbohState, unit: string): boolean {
  const u = s.units[unit]!;
  const enemy = otherSide(s, s.static.units[unit]!.side);
  for (const [id, e] of Object.entries(s.units)) {
    if (!isOnMap(e) || s.static.units[id]!.side !== enemy || e.supply === 'no' || e.engaged) continue;
    if (s.static.units[id]!.missile === null) continue;
    // LC can reach 4 hexes with H&D (10.16 engine reading).
    const reach = Math.max(maxRange(s, id), s.static.units[id]!.type === 'LC' ? 4 : 0);
    if (gbohHex.distance(e.hex!, u.hex!) > reach) continue;
    if (canFireAt(s, id, unit, { reaction: true }) || s.static.units[id]!.type === 'LC') return true;
  }
  return false;
}

/** D: the Rout & Reload Phase begins: D1, then the Rout Movement Segment (decisions of each owner). */
export function routAndReload(s: GbohState, ctx: StepContext): void {
  s.activation = null;
  s.designated = null;
  // D1: remove Rallied markers.
  for (const u of Object.values(s.units)) if (u.status === 'rallied') u.status = 'normal';
  clearDisorder(s); // DH 3.0 D.1: and the Disorder markers
  // D2: each player moves his routed units their full printed MA, in the order he chooses; the first side first (M.2).
  s.phase = 'rout';
  s.routSegment = { side: s.static.sides[0].id, unit: null, mp: 0, moved: [], fired: null };
  note(ctx, 'rout.segment', {}, '10.22');
}

/** Routed units of the moving side still to move in the Rout Movement Segment. */
export function routersToMove(s: GbohState): string[] {
  const rs = s.routSegment!;
  return Object.entries(s.units)
    .filter(([id, u]) => s.static.units[id]!.side === rs.side && isOnMap(u) && u.status === 'routed' && !rs.moved.includes(id))
    .map(([id]) => id)
    .sort();
}

/** Run the segment until a decision (true) or its end (false, the rest of the turn then runs). */
export function runRoutSegment(s: GbohState, ctx: StepContext): boolean {
  const rs = s.routSegment!;
  for (let guard = 0; guard < 10000; guard++) {
    if (rs.unit !== null) {
      const id = rs.unit;
      const u = s.units[id]!;
      if (!isOnMap(u) || u.status !== 'routed') {
        rs.unit = null;
        continue;
      }
      if (stopAtStandard(s, ctx, id)) {
        rs.unit = null; // DH 11.44: at its Standard, it routs no further
        continue;
      }
      const ties = routTies(s, id);
      if (ties.length > 1) return true; // the owner chooses among equal hexes (10.21)
      // 8.22 engine reading: a rout move in this segment that leaves a missile unit's ZOC draws Retire Reaction Fire first.
      if (ties.length === 1 && rs.fired !== `${id}@${u.hex}`) {
        rs.fired = `${id}@${u.hex}`;
        const offers = retireFireOffers(s, id, ties[0]!);
        if (offers.length > 0) {
          s.reactions.push(...offers);
          return true;
        }
      }
      const mp = { left: rs.mp, limited: true };
      const r = routStep(s, ctx, id, { final: false, initial: false, mp });
      rs.mp = mp.left;
      if (r !== 'moved') {
        finishRout(s, ctx, id, false);
        rs.unit = null;
      }
      continue;
    }
    const left = routersToMove(s);
    if (left.length > 1) return true; // the owner chooses the order
    if (left.length === 1) {
      startRouter(s, left[0]!);
      continue;
    }
    const next = s.static.sides.find((x) => x.id !== rs.side)!;
    if (rs.side === s.static.sides[0].id) {
      rs.side = next.id;
      rs.moved = [];
      continue;
    }
    return false;
  }
  return false;
}

export function startRouter(s: GbohState, id: string): void {
  const rs = s.routSegment!;
  rs.unit = id;
  rs.mp = s.static.units[id]!.ma;
  rs.moved.push(id);
}

/** A chosen step of the moving routed unit. */
export function routChoice(s: GbohState, ctx: StepContext, to: string): void {
  const rs = s.routSegment!;
  const id = rs.unit!;
  const offers = rs.fired === `${id}@${s.units[id]!.hex}` ? [] : retireFireOffers(s, id, to);
  if (offers.length > 0) {
    // 8.22: the fire comes before the move; then the owner chooses his hex again (the fire is not repeated).
    rs.fired = `${id}@${s.units[id]!.hex}`;
    s.reactions.push(...offers);
    return;
  }
  const mp = { left: rs.mp, limited: true };
  const r = routStep(s, ctx, id, { final: false, initial: false, mp, choice: to });
  rs.mp = mp.left;
  if (r !== 'moved') {
    finishRout(s, ctx, id, false);
    rs.unit = null;
  }
}

/** D3–D4 and the end-of-phase scenario events, then E: the Withdrawal Phase. */
export function finishRoutAndReload(s: GbohState, ctx: StepContext): void {
  s.routSegment = null;
  // D3: Reload (8.18): not in enemy ZOC, not within range and LOS of an enemy missile unit with missiles.
  const reload = hooks.mayReload(s); // dara.noRearm
  for (const [id, u] of Object.entries(s.units)) {
    if (!reload) break;
    if (!isOnMap(u) || u.status !== 'normal' || u.supply === 'full' || s.static.units[id]!.missile === null) continue;
    if (inEnemyZoc(s, u.hex!, s.static.units[id]!.side, 'missile')) continue; // dara.trench: Reload is a missile purpose
    if (enemyMissileThreat(s, id)) continue;
    u.supply = 'full';
    note(ctx, 'reload', { unit: id }, '8.18');
  }
  // D4: flip Moved units and Finished leaders.
  for (const u of Object.values(s.units)) {
    u.moved = false;
    u.shock = null;
    if (u.cheiro) u.cheiro.active = 0; // 3.0 D4 engine reading: Active Fire markers removed
  }
  hooks.endOfRoutPhase(s, ctx); // e.g. callinicum.lent
  // R-ROUT-1: a rout Lent caused that waits for its owner's choice of hex (10.21) is finished, with whatever follows
  // it, before E: the Withdrawal Phase; the phase stays 'rout' with no segment and `advance` then goes on to E.
  if (routWaiting(s)) return;
  withdrawalPhase(s, ctx);
}


/** 12.11–12.12 at the end of the turn. */
export function withdrawalPhase(s: GbohState, ctx: StepContext): void {
  const [a, b] = s.static.sides;
  const level = (side: typeof a): number => side.withdrawalLevel - (s.levelReduction[side.id] ?? 0);
  const over = (side: typeof a): number => (s.routPoints[side.id] ?? 0) - level(side);
  const oa = over(a);
  const ob = over(b);
  note(ctx, 'withdrawal.check', { sideA: a.name, rpA: s.routPoints[a.id] ?? 0, levelA: level(a), sideB: b.name, rpB: s.routPoints[b.id] ?? 0, levelB: level(b) }, '12.12');
  // DH 12.2: the Mongol's choice at his level waits for him (or the Dismounted Defense has ended the game).
  if (mongolWithdrawalCheck(s, ctx, { [a.id]: oa, [b.id]: ob })) return;
  if (s.outcome !== null) {
    // 12.22 #1 / #3: set by the Mongol Withdrawal Reaction.
  } else if (s.mongolReaction?.defending === true) {
    // 12.22: the Mongols at their level keep defending; only the rules above end the battle.
  } else if (oa >= 0 && ob >= 0) {
    if (oa === ob) s.outcome = { winner: null, reason: 'both armies withdraw by the same margin (draw)' };
    else s.outcome = { winner: oa < ob ? a.id : b.id, reason: 'both armies withdraw; the smaller excess wins marginally' };
  } else if (oa >= 0) s.outcome = { winner: b.id, reason: `${a.id} withdraws` };
  else if (ob >= 0) s.outcome = { winner: a.id, reason: `${b.id} withdraws` };
  else if (s.static.options.maxTurns > 0 && s.turn >= s.static.options.maxTurns) s.outcome = { winner: null, reason: 'turn limit reached' };
  else if (!Object.values(s.leaders).some((l) => l.status !== 'eliminated' && l.hex !== null)) {
    // No leader of either side can ever give an order again: nothing can change (a position without leaders).
    s.outcome = { winner: null, reason: 'no leaders left on the map' };
  }
  if (s.outcome) {
    s.phase = 'over';
    note(ctx, 'game.over', { winner: s.outcome.winner ?? 'draw', reason: s.outcome.reason }, '12.12');
    return;
  }
  hooks.withdrawalPhaseEnd(s, ctx); // e.g. tricameron.hunReluctance: the Huns change sides
  startTurn(s, ctx, s.turn + 1);
}

export function startTurn(s: GbohState, ctx: StepContext, turn: number): void {
  s.turn = turn;
  s.tieRolls = {};
  s.lastTieSide = {};
  s.paralysed = [];
  s.eioSidesDone = [];
  for (const l of Object.values(s.leaders)) {
    if (l.status === 'eliminated') continue;
    l.status = 'inactive';
    l.skipped = false;
    l.lcAbility = 'unknown';
    l.chain = 0;
    l.deferred = false;
    l.noMomentum = false;
    l.replacedThisTurn = false;
    l.eioDone = false;
  }
  s.phase = 'eio';
  note(ctx, 'turn.start', { turn }, '3.0');
  reinforcementsAtTurnStart(s, ctx);
  eliteContest(s, ctx); // DH 5.5
}
