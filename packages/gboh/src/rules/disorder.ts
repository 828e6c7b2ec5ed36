import type { StepContext } from '@polemarch/kernel';
import { isInfantry, isOnMap } from '../board';
import { DH_SHOCK_SHIFTS } from '../charts/devilsHorsemenShock';
import { editionOf } from '../edition';
import type { Combat, GbohState } from '../types';

/**
 * DH 11.6 Cavalry Disorder (new in DH; the edition's `flags.cavalryDisorder`): cavalry that took part in a Shock that
 * reached the resolution roll is Disordered until the Rout Phase. Effects (11.62): no Shock as attacker (`canShock`),
 * 1 column right when Shocked (`disorderShift`), MA −1 (`effectiveMA`), no Feigned Retreat or H&D, +1 to its fire
 * (`rules/dhFire.ts`). The marker is optional state: absent in every Cataphract game.
 */

export function isDisordered(s: GbohState, id: string): boolean {
  return s.units[id]!.disordered === true;
}

/** DH 11.61: after the resolution roll of combat `c`, every cavalry unit in it (both sides) is Disordered. */
export function disorderAfterShock(s: GbohState, ctx: StepContext, c: Combat): void {
  if (!editionOf(s).flags.cavalryDisorder) return;
  for (const id of [...c.attackers, ...c.defenders]) {
    const u = s.units[id]!;
    if (!isOnMap(u) || u.status === 'eliminated' || isInfantry(s.static.units[id]!) || u.disordered === true) continue;
    u.disordered = true;
    // A DH rule with no Cataphract counterpart: cited by the edition's own section.
    ctx.emit({ key: 'disorder.placed', params: { unit: id }, rule: `${editionOf(s).citation.prefix} 11.61` });
  }
}

/** DH 10.5 / 11.62: 1 column right when any defender is Disordered. */
export function disorderShift(s: GbohState, defenders: string[]): number {
  return defenders.some((d) => isDisordered(s, d)) ? DH_SHOCK_SHIFTS.anyDefenderDisordered : 0;
}

/** DH 3.0 D.1 / 11.63: the Rout Phase removes every Disorder marker. */
export function clearDisorder(s: GbohState): void {
  for (const u of Object.values(s.units)) if (u.disordered !== undefined) delete u.disordered;
}
