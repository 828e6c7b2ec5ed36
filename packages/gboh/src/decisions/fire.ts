import type { StepContext } from '@polemarch/kernel';
import { sideOf } from '../board';
import { hooks } from '../battleRules';
import { resolveFire, returnFireEligible, shieldWallOffer, type FireKind } from '../missile';
import type { GbohState } from '../types';
import { reveal } from './reveal';

/**
 * 8.0 Fire declared by a decision: the Shield Wall offer first (11.71), then the fire and the Return Fire offer
 * (8.23).
 */

export function declareFire(s: GbohState, ctx: StepContext, firer: string, target: string, opts: { range: number; moved: boolean; kind: FireKind; rain?: boolean }): void {
  if (shieldWallOffer(s, firer, target)) {
    s.pendingFire = { firer, target, ...opts };
    s.reactions.unshift({ kind: 'shieldWall', seat: sideOf(s, target), unit: target, firer });
    return;
  }
  completeFire(s, ctx, firer, target, opts);
}

function completeFire(s: GbohState, ctx: StepContext, firer: string, target: string, opts: { range: number; moved: boolean; kind: FireKind; rain?: boolean }): void {
  reveal(s, ctx, [firer]);
  hooks.beforeFire(s, firer, target); // taginae.hold: a Gothic archer was fired on
  resolveFire(s, ctx, firer, target, opts);
  // 8.23: the inactive target may return fire at an ordered fire.
  // 8.23: not after Entry Reaction Fire at the same unit.
  if (opts.kind === 'ordered' && returnFireEligible(s, target, firer) && !(s.activation?.entryFiredAt[target] ?? []).includes(firer)) {
    s.reactions.push({ kind: 'returnFire', seat: sideOf(s, target), firer, unit: target });
  }
}

export function flushPendingFire(s: GbohState, ctx: StepContext): void {
  const f = s.pendingFire;
  s.pendingFire = null;
  if (f) completeFire(s, ctx, f.firer, f.target, { range: f.range, moved: f.moved, kind: f.kind, ...(f.rain === true ? { rain: true } : {}) });
}
