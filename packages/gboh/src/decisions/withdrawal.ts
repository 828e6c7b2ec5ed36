import { disorderedOwCheck } from '../rules/dhWithdrawal';
import type { StepContext } from '@polemarch/kernel';
import { gbohHex } from '../perfHex';
import type { GbohAction } from '../actions';
import { effectiveMA, isInfantry, isOnMap } from '../board';
import { addHitsAndRout } from '../cohesion';
import { owCanFire, owSteps } from '../moveReactions';
import { moveCost, terrainHits } from '../terrain';
import { facingHits } from '../facing';
import { resolveFire } from '../missile';
import { note } from '../log';
import { routTies, runRouts } from '../cohesion';
import { frResolve, frStep, frSteps } from '../rules/feignedRetreat';
import { routChoice, routersToMove, startRouter } from '../withdrawal';
import type { GbohState } from '../types';
import { type GbohDecisions, msg } from './decision';
import { reveal } from './reveal';

/**
 * 6.5 Orderly Withdrawal: the withdrawing unit's steps, facings and fire; the Feigned Retreat's move (6.73); the
 * routers' moves (10.21–10.22).
 */

export function withdrawalActions(s: GbohState): GbohAction[] {
  const w = s.withdrawal!;
  const out: GbohAction[] = [];
  if (!w.moved && !w.fired && owCanFire(s, w.unit, w.mover)) out.push({ type: 'ow-fire' });
  if (!w.turned) for (const to of owSteps(s, w.unit, w.mover, w.mpLeft)) out.push({ type: 'withdraw', to });
  if (w.mpLeft >= 1) {
    const f = s.units[w.unit]!.facing;
    for (const facing of [gbohHex.dir(f + 1), gbohHex.dir(f - 1)]) out.push({ type: 'withdraw-face', facing });
  }
  out.push({ type: 'withdraw-end' });
  return out;
}

/** 6.51–6.52: start an Orderly Withdrawal (1 hit first if approached from a Flank or Rear hex). */
export function beginWithdrawal(s: GbohState, ctx: StepContext, unit: string, mover: string, seat: string): void {
  const u = s.units[unit]!;
  reveal(s, ctx, [unit]);
  const arc = gbohHex.arcOf(u.hex!, gbohHex.dir(u.facing), s.units[mover]!.hex!);
  s.withdrawal = { unit, mover, mpLeft: effectiveMA(s, unit) - effectiveMA(s, mover), seat, fired: false, moved: false, turned: false };
  note(ctx, 'ow.start', { unit, mover, mp: s.withdrawal.mpLeft, approach: arc.arc }, '6.51');
  if (arc.arc !== 'front') addHitsAndRout(s, ctx, unit, 1, 'approached from flank or rear', '6.52');
  if (u.status === 'normal') disorderedOwCheck(s, ctx, unit); // DH 11.62
  if (u.status !== 'normal') s.withdrawal = null;
}

export function applyWithdrawal(s: GbohState, ctx: StepContext, action: GbohAction): void {
  const w = s.withdrawal!;
  const u = s.units[w.unit]!;
  switch (action.type) {
    case 'ow-fire':
      w.fired = true;
      u.owFiredAt.push(w.mover);
      resolveFire(s, ctx, w.unit, w.mover, { range: 2, moved: true, kind: 'ow' });
      break;
    case 'withdraw': {
      const from = u.hex!;
      const cost = moveCost(s, w.unit, from, action.to) ?? 1;
      w.mpLeft -= cost;
      w.moved = true;
      u.hex = action.to;
      if (u.setupHex !== action.to) u.setupHex = null;
      for (const l of Object.keys(s.leaders)) if (s.leaders[l]!.hex === from && s.static.leaders[l]!.side === w.seat) s.leaders[l]!.hex = action.to;
      note(ctx, 'ow.step', { unit: w.unit, from, to: action.to, left: w.mpLeft }, '6.51');
      addHitsAndRout(s, ctx, w.unit, terrainHits(s, w.unit, from, action.to), 'terrain', '6.52');
      break;
    }
    case 'withdraw-face':
      w.mpLeft -= 1;
      w.turned = true;
      u.facing = action.facing;
      note(ctx, 'ow.face', { unit: w.unit, facing: action.facing }, '6.52');
      addHitsAndRout(s, ctx, w.unit, facingHits(s, w.unit), 'facing change in difficult terrain', '7.13');
      break;
    case 'withdraw-end':
      s.withdrawal = null;
      if (w.moved && isInfantry(s.static.units[w.unit]!)) addHitsAndRout(s, ctx, w.unit, 1, 'infantry orderly withdrawal', '6.52');
      return;
    default:
      return;
  }
  if (!isOnMap(u) || u.status !== 'normal') s.withdrawal = null;
}

// ---------------------------------------------------------------- the decisions

export const withdrawalDecisions: GbohDecisions<'orderly-withdrawal' | 'feigned-retreat' | 'rout-order' | 'rout-path'> = {
  'orderly-withdrawal': {
    rule: 'gboh 6.51',
    reaction: true,
    prompt: () => msg('prompt.withdrawal'),
    legal: (s) => withdrawalActions(s),
    apply: (s, _c, action, ctx) => applyWithdrawal(s, ctx, action),
  },
  'feigned-retreat': {
    rule: 'gboh 6.73',
    reaction: true,
    prompt: () => msg('prompt.feigned'),
    legal: (s, f) => {
      const moved = f.path.length - 1;
      const steps = moved >= 5 ? [] : frSteps(s, f.unit, f.mover, f.path).map((to) => ({ type: 'fr-step', to }) as const);
      // 6.73[2]: 3 to 5 hexes (the engine lets a unit stop short only when it has no hex left).
      return moved >= 3 || steps.length === 0 ? [...steps, { type: 'fr-end' }] : steps;
    },
    apply: (s, _c, action, ctx) => {
      if (action.type === 'fr-step') frStep(s, ctx, action.to);
      else frResolve(s, ctx);
    },
  },
  'rout-order': {
    rule: 'gboh 10.22',
    prompt: () => msg('prompt.routOrder'),
    legal: (s) => routersToMove(s).map((unit) => ({ type: 'rout', unit }) as const),
    apply: (s, _c, action) => {
      if (action.type === 'rout') startRouter(s, action.unit);
    },
  },
  // 10.21 (ruling R-ROUT-1): at a tie the initial rout move waits for its owner, a reaction when it is not his turn.
  'rout-path': {
    rule: (_s, c) => (c.tie ? 'gboh 10.21' : 'gboh 10.22'),
    reaction: (s, c, seat) => c.tie && seat !== (s.shock?.attackerSide ?? s.activation?.side ?? seat),
    prompt: (_s, c) => (c.tie ? msg('prompt.routTie', { unit: c.unit }) : msg('prompt.routPath')),
    legal: (s, c) => routTies(s, c.unit).map((to) => ({ type: 'rout-step', to }) as const),
    apply: (s, c, action, ctx) => {
      if (action.type !== 'rout-step') return;
      if (c.tie) runRouts(s, ctx, action.to);
      else routChoice(s, ctx, action.to);
    },
  },
};
