import type { StepContext } from '@polemarch/kernel';
import { addToStack, say, stackAt } from './core';
import { MAP, provinceOf } from './map';
import type { Side, TawState } from './state';
import { romanIncursion, tribeAftermath } from './scenarios/samnite';
import { alexanderIncursion } from './scenarios/alexander';
import { pyrrhusAfterBattle, pyrrhusAfterCapture, pyrrhusAmbassadorCost, pyrrhusAssaultDrm, pyrrhusDeploy, pyrrhusDiplomacyDrm, pyrrhusElephantShock, pyrrhusEnters, pyrrhusImmobile } from './scenarios/pyrrhus';
import { heldInCaralis, heldInEtruria, treatyVoyage, weatherAt } from './scenarios/pyrrhusAugury';
import type { Group, Weather } from './state';

/**
 * Scenario special rules that hook into the series procedures (called from battle and movement; they
 * import neither, so no cycle).
 */

/** S4.3 "Folgore": the Carthaginian receives 10 SP of Gallic infantry per victory north of Etruria and Umbria, 25 for a Major Victory. */
export function afterBattleScenario(s: TawState, ctx: StepContext, hex: number, winner: Side | null, loser: Side | null, major: boolean): void {
  if (s.scenario === 'samnite-wars' || s.scenario === 'alexander') tribeAftermath(s, ctx, loser === null ? null : hex, loser);
  if (s.scenario === 'pyrrhus') pyrrhusAfterBattle(s, ctx, winner, loser);
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
  if (s.scenario === 'pyrrhus') pyrrhusEnters(s, ctx, side, to);
}

/** A Force landed from the sea (7.27) in `hex`. */
export function landedScenario(s: TawState, ctx: StepContext, side: Side, hex: number): void {
  if (s.scenario === 'pyrrhus') pyrrhusEnters(s, ctx, side, hex);
}

/** Units that may not leave their place with a moving Force (S3.4: the reluctant Tarentines, the Campanian Legion). */
export function immobileGroup(s: TawState, g: Group): boolean {
  return s.scenario === 'pyrrhus' && pyrrhusImmobile(s, g);
}

/** A city taken (9.25): scenario consequences. */
export function afterCaptureScenario(s: TawState, ctx: StepContext, city: string, side: Side, size: string): void {
  if (s.scenario === 'pyrrhus') pyrrhusAfterCapture(s, ctx, city, side, size);
}

/** 8.36 replaced by a scenario's fixed elephant DRM (S3.4), or null for the Elephant Table. */
export function elephantShockScenario(s: TawState, attacker: Side, defender: Side, elephants: { att: number; def: number }): number | null {
  return s.scenario === 'pyrrhus' ? pyrrhusElephantShock(s, attacker, defender, elephants) : null;
}

/** A set-up choice the scenario gives a seat (S3.1: where Pyrrhus lands). */
export function deployScenario(s: TawState, side: Side, hex: number): void {
  if (s.scenario === 'pyrrhus') pyrrhusDeploy(s, side, hex);
}

/** 12.32: the Guile Points an Ambassador to `prov` costs (1; S3.4: 2 to Carthage for Pyrrhus in Sicily). */
export function ambassadorCostScenario(s: TawState, side: Side, prov: string): number {
  return s.scenario === 'pyrrhus' ? pyrrhusAmbassadorCost(s, side, prov) : 1;
}

/** A scenario's DRM to a side's diplomatic DRs (S3.6 Cineas). */
export function diplomacyDrmScenario(s: TawState, side: Side): number {
  return s.scenario === 'pyrrhus' ? pyrrhusDiplomacyDrm(s, side) : 0;
}

/** A scenario's DRM to an Assault on a city (S3.4 Syracuse's defences). */
export function assaultDrmScenario(s: TawState, city: string): number {
  return s.scenario === 'pyrrhus' ? pyrrhusAssaultDrm(s, city) : 0;
}

/** S3.6 64–67: a leader whose army the Gauls hold in Etruria (his moves stay in the two Etrurias, no voyage). */
export function heldInEtruriaScenario(s: TawState, leaderId: string): boolean {
  return s.scenario === 'pyrrhus' && heldInEtruria(s, leaderId);
}

/** S3.6 93–96: Forces that stay where the Sardinian revolt put them (Caralis). */
export function heldInPlaceScenario(s: TawState, hex: number): boolean {
  return s.scenario === 'pyrrhus' && heldInCaralis(s, hex);
}

/** S3.6 91–92: this turn a Roman Double Legion may sail to Sicily under a Carthaginian escort (NS +4). */
export function escortedVoyageScenario(s: TawState): boolean {
  return s.scenario === 'pyrrhus' && treatyVoyage(s);
}

/** S3.6 21–41: the weather of the hex's area (attrition rows, Siege Attrition DRMs, no IDS for movement). */
export function weatherScenario(s: TawState, hex: number): Weather {
  return s.scenario === 'pyrrhus' ? weatherAt(s, hex) : { rows: 0, siege: 0, besieger: 0, noIds: false };
}
