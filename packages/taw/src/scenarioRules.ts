import type { StepContext } from '@polemarch/kernel';
import { addToStack, say, stackAt } from './core';
import { MAP, provinceOf } from './map';
import type { Side, TawState } from './state';
import { romanIncursion, tribeAftermath } from './scenarios/samnite';
import { alexanderIncursion } from './scenarios/alexander';

/**
 * Scenario special rules that hook into the series procedures (called from battle and movement; they
 * import neither, so no cycle).
 */

/** S4.3 "Folgore": the Carthaginian receives 10 SP of Gallic infantry per victory north of Etruria and Umbria, 25 for a Major Victory. */
export function afterBattleScenario(s: TawState, ctx: StepContext, hex: number, winner: Side | null, loser: Side | null, major: boolean): void {
  if (s.scenario === 'samnite-wars' || s.scenario === 'alexander') tribeAftermath(s, ctx, loser === null ? null : hex, loser);
  if (s.scenario !== 'hannibal' || winner !== 'carthage') return;
  const prov = provinceOf(hex);
  if (MAP.provinces.get(prov)!.romanItaly) return;
  const st = stackAt(s, 'carthage', hex, false);
  if (st === undefined) return;
  const sp = major ? 25 : 10;
  addToStack(s, 'carthage', hex, false, [{ c: 'Gallic', t: 'inf', sp }], 'none', false);
  say(ctx, 'scenario.gallic-bonus', { sp }, 'taw S4.3');
}

/** Called on every step of a moving Force (the Samnite incursion rules hang here). */
export function incursionScenario(s: TawState, ctx: StepContext, side: Side, from: number, to: number): void {
  if (s.scenario === 'samnite-wars') romanIncursion(s, ctx, side, from, to);
  if (s.scenario === 'alexander') alexanderIncursion(s, ctx, side, from, to);
}
