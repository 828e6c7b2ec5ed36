import type { GbohAction } from '../actions';
import { isOnMap } from '../board';
import { editionOf } from '../edition';
import type { GbohState } from '../types';
import { dhWeapon } from './dhFire';
import { doubleShot } from '../missile';

/**
 * DH 8.2 Rain of Arrows: archers with the red triangle (`StaticUnit.rainOfArrows`) may announce it when they fire
 * under an order (8.21–8.22): −2 mounted / −3 on foot to the fire DR, Missile Low on 8–9 / 7–9 (`rules/dhFire.ts`),
 * never with the 8.25 double shot. The engine offers it with the stationary ordered fire only: a foot unit using it
 * cannot move (8.24), and a mounted one that fires in place keeps within its reduced MA of 5 (8.23). Units able to use
 * it may not use H&D nor Feigned Retreat (8.26: `hd.ts`, `rules/feignedRetreat.ts`).
 */

/** May this unit announce Rain of Arrows now? */
export function rainEligible(s: GbohState, id: string): boolean {
  const su = s.static.units[id]!;
  const u = s.units[id]!;
  return editionOf(s).flags.fire === 'rangeAndArmour' && su.rainOfArrows === true && dhWeapon(su) !== 'CB' && dhWeapon(su) !== null && isOnMap(u) && u.supply !== 'no';
}

/**
 * The ordered-fire actions at a target: the plain fire, and the Rain of Arrows when the unit may announce it; with the
 * DH 8.25 double shot, also the fire whose second shot goes at another of its targets (`second`, ruling DH-FIRE-6).
 */
export function fireActions(s: GbohState, id: string, target: string, targets: readonly string[] = []): GbohAction[] {
  const plain: GbohAction = { type: 'fire', unit: id, target };
  const out: GbohAction[] = rainEligible(s, id) ? [plain, { type: 'fire', unit: id, target, rain: true }] : [plain];
  if (editionOf(s).flags.fire === 'rangeAndArmour' && doubleShot(s, id)) for (const t of targets) if (t !== target) out.push({ type: 'fire', unit: id, target, second: t });
  return out;
}
