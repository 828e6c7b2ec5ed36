import type { StepContext } from '@polemarch/kernel';
import { effectiveTQ, isCavalry } from '../board';
import { excessHits } from '../charts/devilsHorsemenChecks';
import { addHitsAndRout } from '../cohesion';
import { editionOf } from '../edition';
import { rollD10 } from '../log';
import type { GbohState } from '../types';
import { isDisordered } from './disorder';

/**
 * DH 6.5 Orderly Withdrawal as The Devil's Horsemen has it (the edition's `flags.orderlyWithdrawal` = 'cavalryOnly'):
 * only cavalry withdraws, and only before enemy infantry; Light Cavalry that cannot Feign Retreat also before enemy
 * Heavy Cavalry; Disordered FR-capable LC before slower enemy cavalry (11.62). Infantry never withdraws (so
 * Cataphract's infantry-OW hit never applies). Bow-armed cavalry fires during OW only at infantry, Direct Fire (6.57).
 */

/** DH 6.51 / 11.62: may `unit` withdraw before `mover` at all (the MA, ZOC and 2-hex conditions are the caller's)? */
export function dhOwAllowed(s: GbohState, unit: string, mover: string): boolean {
  const su = s.static.units[unit]!;
  const mu = s.static.units[mover]!;
  if (!isCavalry(su)) return false; // infantry never uses OW
  if (!isCavalry(mu)) return true; // any cavalry before infantry
  if (su.type !== 'LC') return false; // HC/LN only before infantry
  if (su.feignedRetreat) return isDisordered(s, unit); // LC* feign instead, unless Disordered (11.62)
  return mu.type === 'HC';
}

/** Is the DH Orderly Withdrawal in force? */
export const dhOrderlyWithdrawal = (s: GbohState): boolean => editionOf(s).flags.orderlyWithdrawal === 'cavalryOnly';

/** DH 6.57: OW fire only against infantry (Direct Fire, range 2, +1 moved: `resolveFire` kind 'ow'). */
export function dhOwFireAllowed(s: GbohState, mover: string): boolean {
  return !isCavalry(s.static.units[mover]!);
}

/**
 * DH 11.62: Disordered cavalry takes a TQ check to withdraw: on DR > TQ it takes DR − TQ hits (and still withdraws if
 * it has not routed). Returns false when the unit routed.
 */
export function disorderedOwCheck(s: GbohState, ctx: StepContext, unit: string): boolean {
  if (!isDisordered(s, unit)) return true;
  const tq = effectiveTQ(s, unit);
  const dr = rollD10(ctx, 'ow.disorderedCheck', { unit, tq }, '6.51', {
    chart: (v) => ({ name: 'TQ and Cohesion Hits', cell: 'Disordered cavalry using OW', result: String(excessHits(v, tq)) }),
  });
  const hits = excessHits(dr, tq);
  if (hits > 0) addHitsAndRout(s, ctx, unit, hits, 'Disordered cavalry withdrawing', '6.51');
  return s.units[unit]!.status === 'normal';
}
