import type { StepContext } from '@polemarch/kernel';
import { addHitsAndRout } from '../cohesion';
import { editionOf } from '../edition';
import type { GbohState } from '../types';

/**
 * DH 6.63 Stacking (the edition's `flags.stacking` = 'dh663', replacing Cataphract's Stacking Table): moving through
 * a friendly combat unit costs +1 MP (not for movement counted in hexes: retreats, advances); each HI or MI unit
 * involved, mover or stationary, takes 1 Cohesion Hit; other types none (ruling DH-STACK-1). A routed unit in contact
 * is eliminated (as the engine already does for a routed stationary unit).
 */

/** DH 6.63: the extra MP to enter a hex holding a friendly combat unit (0 in Cataphract). */
export function dhPassMP(s: GbohState): number {
  return editionOf(s).flags.stacking === 'dh663' ? 1 : 0;
}

/** DH 6.63 / 10.6: 1 hit to each HI or MI unit involved in a pass-through. */
export function dhPassThroughHits(s: GbohState, ctx: StepContext, mover: string, stationary: string): void {
  for (const id of [stationary, mover]) {
    const t = s.static.units[id]!.type;
    if (t === 'HI' || t === 'MI') addHitsAndRout(s, ctx, id, 1, 'passed through', '6.65');
  }
}
