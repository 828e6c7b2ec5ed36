import type { StepContext } from '@polemarch/kernel';
import type { GbohAction } from '../actions';
import { activationValueOf, activeTrump, eioCandidates, inEnemyZocLeader, opponentTrump, rollMomentum, sideIds, startActivation, startUncontrolled, trumpers } from '../activation';
import { otherSide } from '../board';
import { hooks } from '../battleRules';
import { note } from '../log';
import type { GbohState } from '../types';
import { type GbohDecisions, msg } from './decision';

/**
 * 5.0 Activation and the trumps: the Elite Initiative (5.5), the designated leader's choice (5.1–5.2), the end of
 * a leader's turn.
 */

export function eioSide(s: GbohState): string | null {
  for (const side of sideIds(s)) {
    if (s.eioSidesDone.includes(side)) continue;
    if (eioCandidates(s, side).length > 0) return side;
  }
  return null;
}

export function activationActions(s: GbohState): GbohAction[] {
  const d = s.designation!;
  const out: GbohAction[] = [];
  for (const c of d.candidates) {
    out.push({ type: 'activate', leader: c });
    if (s.leaders[c] === undefined) continue; // an Uncontrolled Line (11.31): no pass, no Trump
    out.push({ type: 'pass', leader: c });
    if (s.static.leaders[c]!.rank !== 'OC' && inEnemyZocLeader(s, c) && !s.leaders[c]!.deferred) out.push({ type: 'defer', leader: c });
    for (const t of trumpers(s, d.side, activationValueOf(s, c), false)) out.push({ type: 'trump', leader: t, instead: c });
  }
  return out;
}

export function finishLeader(s: GbohState, leader: string): void {
  const l = s.leaders[leader]!;
  if (l.status !== 'eliminated') l.status = 'finished';
  s.activation = null;
  s.designation = null;
  s.phase = 'activation';
}

export function applyActivation(s: GbohState, ctx: StepContext, action: GbohAction): void {
  const d = s.designation!;
  s.designation = null;
  const markTie = (leader: string): void => {
    s.lastTieSide[String(activationValueOf(s, leader))] = d.side; // the value `designate` keyed its tie at
  };
  switch (action.type) {
    case 'activate':
      if (s.leaders[action.leader] === undefined) {
        startUncontrolled(s, ctx, action.leader);
        break;
      }
      markTie(action.leader);
      if (!hooks.leaderActivates(s, ctx, action.leader)) break; // the battle's own (Catalaunian Fields: Sangiban's roll)
      startActivation(s, ctx, action.leader, 'normal', 1);
      break;
    case 'pass':
      markTie(action.leader);
      s.leaders[action.leader]!.status = 'finished';
      note(ctx, 'activation.pass', { leader: action.leader }, '5.15');
      break;
    case 'defer':
      s.leaders[action.leader]!.deferred = true;
      note(ctx, 'activation.defer', { leader: action.leader }, '5.26');
      break;
    case 'trump':
      activeTrump(s, ctx, action.leader, action.instead!);
      break;
    default:
      break;
  }
}

// ---------------------------------------------------------------- the decisions (5.0)

export const activationDecisions: GbohDecisions<'elite-orders' | 'activate' | 'trump-the-trump' | 'momentum' | 'trump-the-momentum'> = {
  'elite-orders': {
    rule: 'gboh 5.51',
    prompt: () => msg('prompt.eio'),
    legal: (s, { side }) => [...eioCandidates(s, side).map((leader) => ({ type: 'eio', leader }) as const), { type: 'decline' }],
    apply: (s, { side }, action, ctx) => {
      s.eioSidesDone.push(side);
      if (action.type === 'eio') startActivation(s, ctx, action.leader, 'eio', 1);
    },
  },
  activate: {
    rule: 'gboh 5.12',
    prompt: () => msg('prompt.activate'),
    legal: (s) => activationActions(s),
    apply: (s, _c, action, ctx) => applyActivation(s, ctx, action),
  },
  'trump-the-trump': {
    rule: 'gboh 5.42',
    reaction: true,
    prompt: () => msg('prompt.trumpTheTrump'),
    legal: (s, { side }) => {
      const t = s.designated!.trumper!;
      return [...trumpers(s, side, activationValueOf(s, t), true).map((leader) => ({ type: 'trump', leader }) as const), { type: 'decline' }];
    },
    apply: (s, _c, action, ctx) => {
      const t = s.designated!.trumper!;
      if (action.type === 'trump') opponentTrump(s, ctx, action.leader, t, false);
      else {
        startActivation(s, ctx, t, 'normal', 1);
        s.activation!.mustAct = true;
      }
    },
  },
  momentum: {
    rule: 'gboh 5.3',
    prompt: () => msg('prompt.momentum'),
    legal: () => [{ type: 'momentum' }, { type: 'decline' }],
    apply: (s, _c, action, ctx) => {
      const a = s.activation!;
      if (action.type === 'momentum' && rollMomentum(s, ctx)) {
        const opp = otherSide(s, a.side);
        if (trumpers(s, opp, activationValueOf(s, a.leader), true).length > 0) s.phase = 'trumpTheMomentum';
        else startActivation(s, ctx, a.leader, 'momentum', s.leaders[a.leader]!.chain + 1);
      } else {
        finishLeader(s, a.leader);
      }
    },
  },
  'trump-the-momentum': {
    rule: 'gboh 5.42',
    reaction: true,
    prompt: () => msg('prompt.trumpTheMomentum'),
    legal: (s, { side }) => [...trumpers(s, side, activationValueOf(s, s.activation!.leader), true).map((leader) => ({ type: 'trump', leader }) as const), { type: 'decline' }],
    apply: (s, _c, action, ctx) => {
      const a = s.activation!;
      if (action.type === 'trump') opponentTrump(s, ctx, action.leader, a.leader, true);
      else startActivation(s, ctx, a.leader, 'momentum', s.leaders[a.leader]!.chain + 1);
    },
  },
};
