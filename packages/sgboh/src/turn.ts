import { mapHexes, edgeDistance, terrainAt } from '@polemarch/gboh-family';
import { GameError, type StepContext } from '@polemarch/kernel';
import { enemiesInZoc, enemyZocOn, leaderOf, onBoard, other, unitsAt } from './board';
import { activatable, availableLeaders, commandStatus, formationOf, placeLeader, seizeLeaders } from './command';
import { addHits, withdrawalCheck } from './effects';
import { elephantActivationHits, elephantOutOfCommand } from './special';
import { pruneReactions, settleMovement } from './movement';
import { designateActions, buildShocks } from './shock';
import { settleInterrupts, settleShock } from './shockFlow';
import type { Formation, Leader, SgbohAction, SgbohState } from './types';
import { NO_TURN_FLAGS } from './types';

/** 3.0–3.2 the sequence of play, 4.4 Seize the Turn, 9.0 the Army Withdrawal Check (15.2's state machine). */

/** A new Player Turn: the per-turn flags of every unit (7.41 and 7.52 look at the start of the Player Turn). */
export function startPlayerTurn(s: SgbohState, ctx: StepContext): void {
  for (const u of s.units) {
    u.turn = { ...NO_TURN_FLAGS, movedAwayFrom: [], leftZocOf: [], firedAt: [] };
    u.turn.startInColumn = u.inColumn;
    if (onBoard(u)) {
      u.turn.startInZoc = enemyZocOn(s, u).length > 0;
      u.turn.startEnemyInZoc = enemiesInZoc(s, u).length > 0;
    }
  }
  for (const l of s.leaders) l.mp = null;
  const t = s.turn;
  t.activated = [];
  t.leader = null;
  t.command = [];
  t.current = null;
  t.pendingStep = null;
  t.reactions = [];
  t.pairs = [];
  t.shocks = [];
  t.shockIndex = 0;
  delete t.interrupts;
  t.number++;
  // 4.36: an Overall Commander engaged elsewhere comes back on a friendly unit at the start of his side's Player Turn.
  const oc = s.leaders.find((l) => l.side === t.active && l.oc && l.status === 'elsewhere');
  const host = s.units.find((u) => u.side === t.active && onBoard(u));
  if (oc !== undefined && host !== undefined) {
    oc.status = 'map';
    oc.hex = host.hex;
    oc.returned = t.number; // 4.14: no Multiple Formations this Player Turn
    ctx.emit({ key: 'leader.placed', params: { leader: oc.name, unit: host.name }, rule: 'sgboh 4.36' });
  }
  ctx.emit({ key: 'turn.start', params: { side: t.active, number: t.number, interposed: t.interposed }, rule: 'sgboh 3.2' });
}

/** End of a Player Turn (3.2 D): the Army Withdrawal Check, then the next Player Turn (4.43: after a seized turn, the pre-empted one). */
export function endPlayerTurn(s: SgbohState, ctx: StepContext): void {
  withdrawalCheck(s, ctx);
  if (s.outcome !== null) return;
  const t = s.turn;
  if (s.options.maxPlayerTurns > 0 && t.number >= s.options.maxPlayerTurns) {
    s.outcome = { winner: null, reason: 'turn limit' };
    t.phase = 'over';
    ctx.emit({ key: 'end.turn-limit', params: { number: t.number }, rule: 'sgboh 3.0' });
    return;
  }
  if (t.interposed) {
    t.interposed = false;
    t.seizer = null;
    t.active = t.slot;
    t.phase = 'activation'; // 4.44/4.45: no further Seize in this slot
  } else {
    t.slot = other(s, t.slot);
    t.active = t.slot;
    t.first = false;
    t.seized = false;
    t.phase = 'seize';
  }
  startPlayerTurn(s, ctx);
}

export function activationActions(s: SgbohState): SgbohAction[] {
  const out: SgbohAction[] = [];
  for (const f of activatable(s)) {
    const leaders = availableLeaders(s, f);
    if (f.auxiliary || leaders.length === 0) out.push({ type: 'activate', formation: f.id, leader: null });
    else for (const l of leaders) out.push({ type: 'activate', formation: f.id, leader: l.id });
  }
  out.push(...groupActions(s));
  const oc = s.leaders.find((l) => l.side === s.turn.active && l.oc && l.status === 'map');
  if (oc !== undefined && s.turn.seizer === null) out.push({ type: 'move-oc' });
  out.push({ type: 'pass' });
  return out;
}

const FACING_FROM_EDGE = { east: 4, west: 1, north: 2, south: 0 } as const;

/** 7.63: off-map pursuers of an activated formation try to return (0–1 return, 9 never; −2 with the Formation Leader). */
function pursuitReturn(s: SgbohState, f: Formation, ctx: StepContext): void {
  const away = s.units.filter((u) => u.formation === f.id && u.status === 'pursuing');
  if (away.length === 0) return;
  const leaderAway = s.leaders.some((l) => l.status === 'pursuing' && f.leaders.includes(l.id));
  const roll = ctx.rng.d10();
  const total = roll - (leaderAway ? 2 : 0);
  ctx.emit({ key: 'pursuit.return', params: { formation: f.name, roll: total }, rule: 'sgboh 7.63', rolls: [{ die: 'd10', value: roll }] });
  if (total >= 9) {
    for (const u of away) u.status = 'lost';
    return;
  }
  if (total > 1) return;
  const edge = s.sides.find((x) => x.id === other(s, f.side))!.retreatEdge;
  const empty = mapHexes(s.map).filter((h) => edgeDistance(s.map, h, { kind: 'edge', edge }) === 0 && unitsAt(s, h).length === 0);
  const clear = empty.filter((h) => terrainAt(s.map, h) === 'clear');
  const spots = clear.length > 0 ? clear : empty;
  for (const u of away) {
    const h = spots.shift();
    if (h === undefined) break;
    u.status = 'map';
    u.hex = h;
    u.stack = 0;
    u.facing = FACING_FROM_EDGE[edge];
    for (const l of s.leaders) if (l.status === 'pursuing' && l.side === u.side && l.hex === null && f.leaders.includes(l.id)) {
      l.status = 'map';
      l.hex = h;
      l.returned = s.turn.number; // 4.14
    }
  }
  for (const l of s.leaders) if (l.status === 'pursuing' && l.side === f.side) l.status = 'elsewhere';
}

/** Every subset of 2..max of `ids`, in order. */
function subsets(ids: readonly string[], max: number): string[][] {
  const out: string[][] = [];
  const walk = (from: number, picked: string[]): void => {
    if (picked.length >= 2) out.push([...picked]);
    if (picked.length === max) return;
    for (let i = from; i < ids.length; i++) walk(i + 1, [...picked, ids[i]!]);
  };
  walk(0, []);
  return out;
}

/**
 * 4.14 (ruling R-54): a group leader on the map (not one returning this Player Turn from elsewhere, 4.36, nor a
 * replacement, 4.37) activates 2..max of his group's activatable Formations; in a seized turn only the seizer's group.
 */
function groupActions(s: SgbohState): SgbohAction[] {
  const t = s.turn;
  const open = new Set(activatable(s).map((f) => f.id));
  const out: SgbohAction[] = [];
  for (const g of s.groups) {
    const l = leaderOf(s, g.leader);
    // 4.14: "Leaders who Return (4.36, 7.63) cannot be used to activate Multiple Formations in the Player Turn in which
    // they arrive on the map"; Replacement Leaders never.
    if (g.side !== t.active || l.status !== 'map' || l.replacement || l.returned === t.number || (t.seizer !== null && t.seizer !== l.id)) continue;
    for (const fs of subsets(g.formations.filter((id) => open.has(id)), g.max)) out.push({ type: 'activate-group', leader: l.id, formations: fs });
  }
  return out;
}

/** 4.11 for one Formation of an activation: pursuers return, command status by `l`, elephants' activation hits. */
function activateOne(s: SgbohState, f: Formation, l: Leader | null, ctx: StepContext): string[] {
  pursuitReturn(s, f, ctx);
  // 10.24: an elephant with an enemy in its ZOC is Out of Command.
  const command = commandStatus(s, f, l).filter((id) => !elephantOutOfCommand(s, s.units.find((u) => u.id === id)!));
  elephantActivationHits(s, f.id, ctx, addHits);
  return command;
}

export function applyActivation(s: SgbohState, a: SgbohAction, ctx: StepContext): void {
  const t = s.turn;
  if (a.type === 'activate-group') {
    // 4.14: command status is determined for each Formation separately (by the group leader, who leads each).
    const l = leaderOf(s, a.leader);
    l.mp = 9; // 4.21
    t.activated = [...a.formations];
    t.leader = l.id;
    t.command = a.formations.flatMap((id) => activateOne(s, formationOf(s, id), l, ctx));
    t.phase = 'move';
    ctx.emit({ key: 'turn.activate-group', params: { leader: l.name, formations: a.formations.map((id) => formationOf(s, id).name).join(', '), inCommand: t.command.length }, rule: 'sgboh 4.14' });
    return;
  }
  if (a.type === 'pass') {
    ctx.emit({ key: 'turn.pass', params: { side: t.active }, rule: 'sgboh 3.2' });
    endPlayerTurn(s, ctx);
    return;
  }
  if (a.type === 'move-oc') {
    const oc = s.leaders.find((l) => l.side === t.active && l.oc && l.status === 'map')!;
    oc.mp = 30; // 4.33
    t.leader = oc.id;
    t.phase = 'move';
    ctx.emit({ key: 'turn.move-oc', params: { leader: oc.name }, rule: 'sgboh 4.33' });
    return;
  }
  if (a.type !== 'activate') throw new GameError('illegal', `not an activation: ${a.type}`);
  const f = formationOf(s, a.formation);
  const l = a.leader === null ? null : leaderOf(s, a.leader);
  if (l !== null) {
    placeLeader(s, l, f, ctx);
    l.mp = 9; // 4.21, 4.33
  }
  t.activated = [f.id];
  t.leader = l?.id ?? null;
  t.command = activateOne(s, f, l, ctx);
  t.phase = 'move';
  ctx.emit({ key: 'turn.activate', params: { formation: f.name, leader: l?.name ?? '-', inCommand: t.command.length }, rule: 'sgboh 4.11' });
}

export function applySeize(s: SgbohState, a: SgbohAction, ctx: StepContext): void {
  const t = s.turn;
  t.seized = true;
  if (a.type === 'no-seize') {
    t.phase = 'activation';
    return;
  }
  if (a.type === 'seize-move') {
    // 4.46: the attempt succeeds at once and moves the leader (9 MP; the OC 30, ruling R-27); no Formation is activated.
    const m = leaderOf(s, a.leader);
    m.seize--;
    m.mp = m.oc ? 30 : 9;
    t.active = m.side;
    t.leader = m.id;
    t.leaderMove = true;
    t.phase = 'move';
    ctx.emit({ key: 'seize.move', params: { leader: m.name }, rule: 'sgboh 4.46' });
    return;
  }
  if (a.type !== 'seize') throw new GameError('illegal', `not a seize decision: ${a.type}`);
  const l = leaderOf(s, a.leader);
  l.seize--;
  const roll = ctx.rng.d10();
  const ok = roll <= l.initiative;
  ctx.emit({ key: ok ? 'seize.ok' : 'seize.fail', params: { leader: l.name, roll, initiative: l.initiative }, rule: 'sgboh 4.41', rolls: [{ die: 'd10', value: roll }] });
  t.phase = 'activation';
  if (!ok) return;
  t.active = l.side;
  t.interposed = true;
  t.seizer = l.id;
  startPlayerTurn(s, ctx);
}

/** 4.46: the seizing leader's move is over: the slot owner's Player Turn goes on, with no further Seize (4.44). */
export function endLeaderMove(s: SgbohState): void {
  const t = s.turn;
  const l = t.leader === null ? null : leaderOf(s, t.leader);
  if (l !== null) l.mp = null;
  t.leaderMove = false;
  t.leader = null;
  t.active = t.slot;
  t.phase = 'activation';
}

/** The automatic sequence up to the next decision (the machine's `settle`). */
export function settle(s: SgbohState, ctx: StepContext): void {
  for (let guard = 0; guard < 10_000; guard++) {
    if (s.outcome !== null) return;
    const t = s.turn;
    switch (t.phase) {
      case 'over':
        return;
      case 'seize':
        if (seizeLeaders(s).length > 0) return;
        t.phase = 'activation';
        continue;
      case 'activation':
        return;
      case 'move':
        pruneReactions(s);
        if (t.reactions.length > 0) return;
        // A Shock that interrupted the move (DH annex Aggression Reaction) is resolved before the move goes on.
        if (settleInterrupts(s, ctx) === 'wait') return;
        if (t.pendingStep !== null) {
          settleMovement(s, ctx);
          continue;
        }
        return;
      case 'designate': {
        const acts = designateActions(s);
        if (acts.some((x) => x.type === 'designate')) return;
        t.shocks = buildShocks(s);
        t.phase = 'shock';
        continue;
      }
      case 'shock': {
        pruneReactions(s);
        if (t.reactions.length > 0) return;
        // A Shock that interrupted the current one (DH annex Feigned Retreat) is resolved first.
        if (settleInterrupts(s, ctx) === 'wait') return;
        const sh = t.shocks[t.shockIndex];
        if (sh === undefined) {
          endPlayerTurn(s, ctx);
          continue;
        }
        if (sh.stage === 'rbs' && !sh.ordered) {
          // 7.4 (ruling R-26): the Active Player picks the next Shock when more than one is left.
          if (t.shocks.length - t.shockIndex > 1) return;
          sh.ordered = true;
        }
        if (settleShock(s, sh, ctx) === 'wait') return;
        t.shockIndex++;
        continue;
      }
    }
  }
  throw new Error('sgboh settle did not reach a decision');
}
