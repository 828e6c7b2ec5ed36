import type { StepContext } from '@polemarch/kernel';
import { addToStack, say, stackAt } from './core';
import { MAP, provinceOf } from './map';
import type { Side, TawState } from './state';
import { rivalHex, rivalOf, romanIncursion, tribalRevolt, tribeAftermath } from './scenarios/samnite';
import { apartAfterBattle, cleonymusAgainstCity, cleonymusCheck, gaulsAfterCapture, gaulsDeploy, keepsApart, mayEnterGaulLands, noteCoordination, notHisGroup, offerCleonymus, retreatBarred, seatFor, stackBarred, tribeAbroad, tribeFought, tribeHome, tribeProvinces, undivided } from './scenarios/invaders';
import { alexanderIncursion, tribeRollOffQuestion } from './scenarios/alexander';
import { lilybaeumFloor, pyrrhusApart, pyrrhusStackBarred, pyrrhusAfterBattle, pyrrhusAlliedForces, pyrrhusAfterCapture, pyrrhusAmbassadorCost, pyrrhusAssaultDrm, cineasDies, pyrrhusBanned, pyrrhusDeploy, pyrrhusDiplomacyDrm, pyrrhusElephantShock, pyrrhusEnters, pyrrhusImmobile } from './scenarios/pyrrhus';
import { heldInCaralis, heldInEtruria, treatyVoyage, weatherAt } from './scenarios/pyrrhusAugury';
import type { Group, Leader, Weather } from './state';

/**
 * Scenario special rules that hook into the series procedures (called from battle and movement; they
 * import neither, so no cycle).
 */

/** S4.3 "Folgore": the Carthaginian receives 10 SP of Gallic infantry per victory north of Etruria and Umbria, 25 for a Major Victory. */
export function afterBattleScenario(s: TawState, ctx: StepContext, hex: number, winner: Side | null, loser: Side | null, major: boolean, pct: BattlePercentages | null = null): void {
  if (s.scenario === 'samnite-wars' || s.scenario === 'alexander') tribeAftermath(s, ctx, loser === null ? null : hex, loser);
  if (s.scenario === 'samnite-wars') {
    tribeFought(s);
    apartAfterBattle(s, ctx, hex, loser);
    // S1.10: Cleonymus goes when a battle costs him a greater percentage than his opponent, or kills him.
    const mine = pct === null ? null : pct.attacker === 'sparta' ? pct.att : pct.defender === 'sparta' ? pct.def : null;
    cleonymusCheck(s, ctx, mine !== null && pct !== null && mine > (pct.attacker === 'sparta' ? pct.def : pct.att));
  }
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

/** S2.2 (ruling E-16): a question to ask before the step from `from` to `to` is made (true: asked, the step waits). */
export function beforeStepScenario(s: TawState, side: Side, from: number, to: number): boolean {
  return s.scenario === 'alexander' && tribeRollOffQuestion(s, side, from, to);
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
  if (s.scenario === 'samnite-wars') {
    gaulsAfterCapture(s, ctx, city, side);
    cleonymusCheck(s, ctx, false);
  }
}

/** The loss percentages of a battle (8.33), for the rules that compare them (S1.10 Cleonymus). */
export type BattlePercentages = { attacker: Side; defender: Side; att: number; def: number };

/** Units the moving leader may not take with him (S1.2, S1.3: Gauls and tribes under their own leaders only). */
export function notHisGroupScenario(s: TawState, mover: string, g: Group): boolean {
  return s.scenario === 'samnite-wars' && notHisGroup(s, mover, g);
}

/** 5.13 A "all": leaders at the place who do not go with the mover (S1.2, S1.3). */
export function keepsApartScenario(s: TawState, mover: string, other: string): boolean {
  return s.scenario === 'samnite-wars' && (keepsApart(s, mover, other) || rivalOf(s, mover)?.id === other);
}

/** S1.6 A: the hex a leader may pass through but not stop in (Papirius' and Rullianus' hatred), or null. */
export function noStopHexScenario(s: TawState, mover: string): number | null {
  return s.scenario === 'samnite-wars' ? rivalHex(s, mover) : null;
}

/**
 * S1.6 A (ruling S-6): `id`'s rival in office stands in `hex`, where an interception (6.5, 6.35, 6.56–6.57) or a
 * Coordination (8.25) would bring him: not offered.
 */
export function rivalThereScenario(s: TawState, id: string, hex: number): boolean {
  return s.scenario === 'samnite-wars' && rivalHex(s, id) === hex;
}

/** S1.3: a Force that is never divided nor left as a garrison (the Gauls). */
export function undividedScenario(s: TawState, mover: string): boolean {
  return s.scenario === 'samnite-wars' && undivided(s, mover);
}

/**
 * May the moving Force (side, leader) step into `hex` (`inPlay`: its province is in play)? S1: only the Gauls
 * enter their own lands north of Roman Italy, and the Gauls never share a hex with Samnites or tribes (S1.3).
 */
export function stepAllowedScenario(s: TawState, side: Side, mover: string, hex: number, inPlay: boolean): boolean {
  if (s.scenario !== 'samnite-wars') return inPlay;
  return (inPlay || mayEnterGaulLands(s, mover, provinceOf(hex))) && !stackBarred(s, side, mover, hex);
}

/** May the Force of `side` in `from` retreat or avoid through `hex`? (S1.2, S1.3: the armies of the Samnite side that keep apart; S3.4 C.) */
export function retreatAllowedScenario(s: TawState, side: Side, from: number, hex: number): boolean {
  if (s.scenario === 'pyrrhus') return !pyrrhusStackBarred(s, side, stackAt(s, side, from, false)?.groups ?? [], hex, false);
  return s.scenario !== 'samnite-wars' || !retreatBarred(s, side, from, hex);
}

/** S3.4 C (ruling P-17): `groups` of `side` may not join its Force at the place (hex, inCity): Carthaginians with Eastern Sicilian Greeks or Tarentines. */
export function stackApartScenario(s: TawState, side: Side, groups: readonly Group[], hex: number, inCity: boolean): boolean {
  return s.scenario === 'pyrrhus' && pyrrhusStackBarred(s, side, groups, hex, inCity);
}

/** S3.4 C (ruling P-17): two Forces that may not Coordinate (8.25) with each other. */
export function coordinationApartScenario(s: TawState, a: readonly Group[], b: readonly Group[]): boolean {
  return s.scenario === 'pyrrhus' && pyrrhusApart(a, b);
}

/** S1.2: the provinces a tribe that does not qualify may enter (its own and those next to it), or null for no limit. */
export function tribeProvincesScenario(s: TawState, mover: string): readonly string[] | null {
  return s.scenario === 'samnite-wars' ? tribeProvinces(s, mover) : null;
}

/** S1.2: a tribe outside its home province is there only to attack (no Stop, no city entered). */
export function onlyToAttackScenario(s: TawState, mover: string, hex: number): boolean {
  return s.scenario === 'samnite-wars' && tribeAbroad(s, mover, hex);
}

/** A Force joined a battle by Coordination (8.26) from `from` (S1.3: the Gauls do not stay stacked with Samnites). */
export function coordinatedScenario(s: TawState, leaderId: string, from: number): void {
  if (s.scenario === 'samnite-wars') noteCoordination(s, leaderId, from);
}

/** An operation against the city in the active leader's hex (S1.10: Cleonymus raises its tribe). */
export function cityOperationScenario(s: TawState, ctx: StepContext, hex: number): void {
  if (s.scenario !== 'samnite-wars') return;
  tribeFought(s);
  cleonymusAgainstCity(s, hex, (tribe) => tribalRevolt(s, ctx, tribe));
}

/** Between two Campaign Phases: a decision the scenario opens before the next draw (S1.10 Cleonymus). */
export function betweenPhasesScenario(s: TawState, ctx: StepContext): boolean {
  if (s.scenario !== 'samnite-wars') return false;
  tribeHome(s, ctx);
  return offerCleonymus(s);
}

/** The seat that decides for a side (S1.10: Cleonymus' Spartans are operated by a seat). */
export function seatScenario(s: TawState, side: Side): Side {
  return s.scenario === 'samnite-wars' ? seatFor(s, side) : side;
}

/** 8.36 replaced by a scenario's fixed elephant DRM (S3.4), or null for the Elephant Table. */
export function elephantShockScenario(s: TawState, attacker: Side, defender: Side, elephants: { att: number; def: number }): number | null {
  return s.scenario === 'pyrrhus' ? pyrrhusElephantShock(s, attacker, defender, elephants) : null;
}

/** A set-up choice the scenario gives a seat (S3.1: where Pyrrhus lands). */
export function deployScenario(s: TawState, ctx: StepContext, side: Side, hex: number): void {
  if (s.scenario === 'pyrrhus') pyrrhusDeploy(s, ctx, side, hex);
  if (s.scenario === 'samnite-wars') gaulsDeploy(s, ctx, hex);
}

/** Provinces a Force (its groups; a lone leader: none) may not enter (S3.4: Romans not Sicily, Carthaginians not Italy). */
export function bannedScenario(s: TawState, side: Side, groups: readonly Group[], leaderId: string): readonly string[] {
  return s.scenario === 'pyrrhus' ? pyrrhusBanned(s, side, groups, leaderId) : (s.rules.noEnter[side] ?? []);
}

/** 5.3 C / 6.13: the places of `side`'s leaderless allied Forces an OC may move (none but in Pyrrhus). */
export function alliedForcesScenario(s: TawState, side: Side): { hex: number; inCity: boolean }[] {
  return s.scenario === 'pyrrhus' ? pyrrhusAlliedForces(s, side) : [];
}

/** Infantry SP that must stay in the place a Force sets out from (S3.4 A: Lilybaeum's minimum garrison). */
export function garrisonFloorScenario(s: TawState, side: Side, hex: number, inCity: boolean): number {
  return s.scenario === 'pyrrhus' ? lilybaeumFloor(s, side, hex, inCity) : 0;
}

/** 12.32: the Guile Points an Ambassador to `prov` costs (1; S3.4: 2 to Carthage for Pyrrhus in Sicily). */
export function ambassadorCostScenario(s: TawState, side: Side, prov: string): number {
  return s.scenario === 'pyrrhus' ? pyrrhusAmbassadorCost(s, side, prov) : 1;
}

/** A scenario's DRM to a side's diplomatic DRs (S3.6 Cineas). */
export function diplomacyDrmScenario(s: TawState, side: Side): number {
  return s.scenario === 'pyrrhus' ? pyrrhusDiplomacyDrm(s, side) : 0;
}

/** An ambassador killed by a Diplomatic Disaster (12.35): S3.6 Cineas replaced by his counter's back (P-8). */
export function envoyKilledScenario(s: TawState, ctx: StepContext, l: Leader): void {
  if (s.scenario === 'pyrrhus') cineasDies(s, ctx, l);
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
