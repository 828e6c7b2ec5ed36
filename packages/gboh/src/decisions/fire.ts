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

export function declareFire(s: GbohState, ctx: StepContext, firer: string, target: string, opts: { range: number; moved: boolean; kind: FireKind; rain?: boolean; second?: string }): void {
  // 11.71 (Cataphract's Roman Shield Wall; DH has none, so no DH 8.25 second target waits here).
  if (shieldWallOffer(s, firer, target)) {
    s.pendingFire = { firer, target, ...opts };
    s.reactions.unshift({ kind: 'shieldWall', seat: sideOf(s, target), unit: target, firer });
    return;
  }
  completeFire(s, ctx, firer, target, opts);
}

function completeFire(s: GbohState, ctx: StepContext, firer: string, target: string, opts: { range: number; moved: boolean; kind: FireKind; rain?: boolean; second?: string }): void {
  reveal(s, ctx, [firer]);
  hooks.beforeFire(s, firer, target); // taginae.hold: a Gothic archer was fired on
  resolveFire(s, ctx, firer, target, opts);
  // 8.23: the inactive target may return fire at an ordered fire (DH 8.25: each of its two targets).
  // 8.23: not after Entry Reaction Fire at the same unit.
  for (const t of opts.second !== undefined ? [target, opts.second] : [target]) {
    if (opts.kind === 'ordered' && returnFireEligible(s, t, firer) && !(s.activation?.entryFiredAt[t] ?? []).includes(firer)) {
      s.reactions.push({ kind: 'returnFire', seat: sideOf(s, t), firer, unit: t });
    }
  }
}

export function flushPendingFire(s: GbohState, ctx: StepContext): void {
  const f = s.pendingFire;
  s.pendingFire = null;
  if (f) completeFire(s, ctx, f.firer, f.target, { range: f.range, moved: f.moved, kind: f.kind, ...(f.rain === true ? { rain: true } : {}) });
}
