import type { Pending, StepContext } from '@polemarch/kernel';
import type { GbohAction } from './actions';
import { eioCandidates, opponentTrump, rollMomentum, startActivation, trumpers } from './activation';
import { leaderInitiative, otherSide, sideOf, withFrozen } from './board';
import { revealAdjacent, withoutSecrets } from './secret';
import { routTies, runRouts, waitingRouter } from './cohesion';
import { routChoice, routersToMove, startRouter } from './withdrawal';
import { cancelChallenge, fightChallenge } from './special/champion';
import { chooseEntry, entryActions, entrySeat } from './special/reinforcements';
import { updateWedge, wedgeActions, wedgeCommanderAllows, wedgeFollowerWaits } from './special/wedge';
import { frResolve, frStep, frSteps } from './special/feignedRetreat';
import type { GbohState } from './types';
import { activationActions, applyActivation, eioSide, finishLeader } from './decisions/activation';
import { applyOrders, ordersActions } from './decisions/orders';
import { applyMove, moveActions } from './decisions/move';
import { applyReaction, kindOf, reactionActions, ruleOf } from './decisions/reactions';
import { applyWithdrawal, withdrawalActions } from './decisions/withdrawal';
import { applyShock, shockActions } from './decisions/shock';
import { advance } from './sequence';

/** The sequence of play as an explicit state machine (M.2): who decides now, what is legal, what happens. */

const msg = (key: string, params?: Record<string, string | number | boolean>) => (params ? { key, params } : { key });

// ---------------------------------------------------------------- pending

export function pending(s: GbohState): Pending | null {
  if (s.outcome !== null) return null;
  const entry = entrySeat(s);
  if (entry !== null) return { seat: entry, kind: 'reinforcement-entry', reaction: false, prompt: msg('prompt.entryHex'), rule: 'gboh scenario' };
  // 10.21 (ruling R-ROUT-1): an initial rout move at a real tie waits for its owner before anything else goes on.
  const router = waitingRouter(s);
  if (router !== null) {
    const seat = sideOf(s, router);
    return { seat, kind: 'rout-path', reaction: seat !== (s.shock?.attackerSide ?? s.activation?.side ?? seat), prompt: msg('prompt.routTie', { unit: router }), rule: 'gboh 10.21' };
  }
  const r = s.reactions[0];
  if (r !== undefined) return { seat: r.seat, kind: kindOf(r), reaction: r.kind !== 'mustCheck', prompt: msg(`prompt.${r.kind}`), rule: `gboh ${ruleOf(r)}` };
  if (s.feigned) return { seat: s.feigned.seat, kind: 'feigned-retreat', reaction: true, prompt: msg('prompt.feigned'), rule: 'gboh 6.73' };
  if (s.withdrawal) return { seat: s.withdrawal.seat, kind: 'orderly-withdrawal', reaction: true, prompt: msg('prompt.withdrawal'), rule: 'gboh 6.51' };
  const a = s.activation;
  if (s.phase === 'orders' && a !== null && (a.segment === 'shock' || s.shock?.nested) && s.shock) {
    const sh = s.shock;
    const atk = sh.attackerSide;
    const opp = otherSide(s, atk);
    switch (sh.step) {
      case 'designate':
        return { seat: atk, kind: 'shock-designation', reaction: false, prompt: msg('prompt.designate'), rule: 'gboh 9.11' };
      case 'combats':
        return { seat: atk, kind: 'shock-combats', reaction: false, prompt: msg('prompt.combats'), rule: 'gboh 9.12' };
      case 'chooseAttacker':
        return { seat: atk, kind: 'choose-attacker', reaction: false, prompt: msg('prompt.chooseAttacker'), rule: 'gboh 9.15' };
      case 'chooseDefender':
        return { seat: opp, kind: 'choose-defender', reaction: true, prompt: msg('prompt.chooseDefender'), rule: 'gboh 9.15' };
      case 'oddHits':
        return { seat: sh.oddHits!.seat, kind: 'odd-hits', reaction: sh.oddHits!.seat !== atk, prompt: msg('prompt.oddHits'), rule: 'gboh 10.13' };
      case 'advance':
      case 'chargeAdvance':
        return { seat: atk, kind: 'advance', reaction: false, prompt: msg('prompt.advance'), rule: 'gboh 9.23' };
      case 'advanceFacing':
        return { seat: atk, kind: 'advance-facing', reaction: false, prompt: msg('prompt.advanceFacing'), rule: 'gboh 9.22' };
      default:
        break;
    }
  }
  switch (s.phase) {
    case 'champion': {
      const c = s.champion!;
      const seat = c.status === 'cancelOffer' ? s.static.champion!.cancel!.side : s.static.sides[0].id;
      return { seat, kind: c.status === 'cancelOffer' ? 'champion-cancel' : 'champion-challenge', reaction: false, prompt: msg('prompt.champion'), rule: 'gboh 11.8' };
    }
    case 'eio': {
      const side = eioSide(s);
      return side === null ? null : { seat: side, kind: 'elite-orders', reaction: false, prompt: msg('prompt.eio'), rule: 'gboh 5.51' };
    }
    case 'activation':
      return s.designation ? { seat: s.designation.side, kind: 'activate', reaction: false, prompt: msg('prompt.activate'), rule: 'gboh 5.12' } : null;
    case 'trumpTheTrump':
      return { seat: otherSide(s, sideOf(s, s.designated!.trumper!)), kind: 'trump-the-trump', reaction: true, prompt: msg('prompt.trumpTheTrump'), rule: 'gboh 5.42' };
    case 'orders':
      return { seat: a!.side, kind: s.move ? 'move' : 'orders', reaction: false, prompt: msg(s.move ? 'prompt.move' : 'prompt.orders'), rule: s.move ? 'gboh 6.3' : 'gboh 5.2' };
    case 'rout': {
      const rs = s.routSegment!;
      return { seat: rs.side, kind: rs.unit === null ? 'rout-order' : 'rout-path', reaction: false, prompt: msg(rs.unit === null ? 'prompt.routOrder' : 'prompt.routPath'), rule: 'gboh 10.22' };
    }
    case 'momentum':
      return { seat: a!.side, kind: 'momentum', reaction: false, prompt: msg('prompt.momentum'), rule: 'gboh 5.3' };
    case 'trumpTheMomentum':
      return { seat: otherSide(s, a!.side), kind: 'trump-the-momentum', reaction: true, prompt: msg('prompt.trumpTheMomentum'), rule: 'gboh 5.42' };
    default:
      return null;
  }
}

// ---------------------------------------------------------------- legal

/**
 * Legal actions are cached per (immutable) state object: the kernel asks for them and then checks the
 * chosen action against them again in `applyAction`. States are never changed after `step` returns.
 */
const legalCache = new WeakMap<GbohState, Map<string, GbohAction[]>>();

export function legal(s: GbohState, seat: string): GbohAction[] {
  let bySeat = legalCache.get(s);
  const hit = bySeat?.get(seat);
  if (hit !== undefined) return [...hit];
  // R-M4-LEGAL: a seat's legal actions are computed without the opponent's secret deployment (M.4), so they
  // show it nothing its view hides; the secret units are revealed (revealAdjacent) before they can matter.
  const known = pending(s)?.seat === seat ? withoutSecrets(s, seat) : s;
  const out = withFrozen(known, () => legalRaw(known, seat));
  if (bySeat === undefined) {
    bySeat = new Map();
    legalCache.set(s, bySeat);
  }
  bySeat.set(seat, out);
  return [...out];
}

function legalRaw(s: GbohState, seat: string): GbohAction[] {
  const p = pending(s);
  if (p === null || p.seat !== seat) return [];
  if (p.kind === 'reinforcement-entry') return entryActions(s);
  const router = waitingRouter(s);
  if (router !== null) return routTies(s, router).map((to) => ({ type: 'rout-step', to }) as const);
  const r = s.reactions[0];
  if (r !== undefined) return [...reactionActions(s, r), ...(r.kind === 'mustCheck' || r.kind === 'impetuosity' || r.kind === 'columnRevert' ? [] : [{ type: 'decline' } as const])];
  if (s.feigned) {
    const f = s.feigned;
    const moved = f.path.length - 1;
    const steps = moved >= 5 ? [] : frSteps(s, f.unit, f.mover, f.path).map((to) => ({ type: 'fr-step', to }) as const);
    // 6.73[2]: 3 to 5 hexes (the engine lets a unit stop short only when it has no hex left).
    return moved >= 3 || steps.length === 0 ? [...steps, { type: 'fr-end' }] : steps;
  }
  if (s.withdrawal) return withdrawalActions(s);
  const a = s.activation;
  if (s.phase === 'orders' && a !== null && (a.segment === 'shock' || s.shock?.nested) && s.shock) return shockActions(s);
  switch (s.phase) {
    case 'champion':
      return s.champion!.status === 'cancelOffer' ? [{ type: 'champion' }, { type: 'decline' }] : [{ type: 'champion' }];
    case 'eio':
      return [...eioCandidates(s, seat).map((leader) => ({ type: 'eio', leader }) as const), { type: 'decline' }];
    case 'activation':
      return activationActions(s);
    case 'trumpTheTrump': {
      const t = s.designated!.trumper!;
      return [...trumpers(s, seat, leaderInitiative(s, t), true).map((leader) => ({ type: 'trump', leader }) as const), { type: 'decline' }];
    }
    case 'orders':
      if (s.move) return moveActions(s);
      // casilinum.wedge: Buccelin stays with the first three ranks; the Franks may leave the wedge at any time.
      return [
        ...ordersActions(s).filter(
          (x) => (x.type !== 'leader-move' || wedgeCommanderAllows(s, x.leader, x.to)) && (x.type !== 'move' || !wedgeFollowerWaits(s, x.unit)),
        ),
        ...wedgeActions(s),
      ];
    case 'rout': {
      const rs = s.routSegment!;
      if (rs.unit === null) return routersToMove(s).map((unit) => ({ type: 'rout', unit }) as const);
      return routTies(s, rs.unit).map((to) => ({ type: 'rout-step', to }) as const);
    }
    case 'momentum':
      return [{ type: 'momentum' }, { type: 'decline' }];
    case 'trumpTheMomentum':
      return [...trumpers(s, seat, leaderInitiative(s, a!.leader), true).map((leader) => ({ type: 'trump', leader }) as const), { type: 'decline' }];
    default:
      return [];
  }
}

// ---------------------------------------------------------------- step

export function step(s: GbohState, seat: string, action: GbohAction, ctx: StepContext): void {
  const r = s.reactions[0];
  if (entrySeat(s) !== null) {
    if (action.type === 'entry-hex') chooseEntry(s, ctx, action.hex);
  } else if (waitingRouter(s) !== null) {
    if (action.type === 'rout-step') runRouts(s, ctx, action.to);
  } else if (r !== undefined) applyReaction(s, ctx, r, action);
  else if (s.feigned) {
    if (action.type === 'fr-step') frStep(s, ctx, action.to);
    else frResolve(s, ctx);
  } else if (s.withdrawal) applyWithdrawal(s, ctx, action);
  else if (s.phase === 'orders' && (s.activation?.segment === 'shock' || s.shock?.nested) && s.shock) applyShock(s, ctx, action);
  else {
    switch (s.phase) {
      case 'champion':
        if (s.champion!.status === 'pending') fightChallenge(s, ctx);
        else if (action.type === 'champion') cancelChallenge(s, ctx);
        else s.champion!.status = 'done';
        if (s.champion!.status === 'done') s.phase = 'eio';
        break;
      case 'eio':
        s.eioSidesDone.push(seat);
        if (action.type === 'eio') startActivation(s, ctx, action.leader, 'eio', 1);
        break;
      case 'activation':
        applyActivation(s, ctx, action);
        break;
      case 'trumpTheTrump': {
        const t = s.designated!.trumper!;
        if (action.type === 'trump') opponentTrump(s, ctx, action.leader, t, false);
        else {
          startActivation(s, ctx, t, 'normal', 1);
          s.activation!.mustAct = true;
        }
        break;
      }
      case 'orders':
        if (s.move) applyMove(s, ctx, action);
        else applyOrders(s, ctx, action);
        break;
      case 'rout':
        if (action.type === 'rout') startRouter(s, action.unit);
        else if (action.type === 'rout-step') routChoice(s, ctx, action.to);
        break;
      case 'momentum': {
        const a = s.activation!;
        if (action.type === 'momentum' && rollMomentum(s, ctx)) {
          const opp = otherSide(s, a.side);
          if (trumpers(s, opp, leaderInitiative(s, a.leader), true).length > 0) s.phase = 'trumpTheMomentum';
          else startActivation(s, ctx, a.leader, 'momentum', s.leaders[a.leader]!.chain + 1);
        } else {
          finishLeader(s, a.leader);
        }
        break;
      }
      case 'trumpTheMomentum': {
        const a = s.activation!;
        if (action.type === 'trump') opponentTrump(s, ctx, action.leader, a.leader, true);
        else startActivation(s, ctx, a.leader, 'momentum', s.leaders[a.leader]!.chain + 1);
        break;
      }
      default:
        break;
    }
  }
  advance(s, ctx);
  revealAdjacent(s, ctx);
  updateWedge(s, ctx);
}

// ---------------------------------------------------------------- the automatic part
