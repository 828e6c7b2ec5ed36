import type { ChartSource } from './source';

/**
 * The Devil's Horsemen check charts: TQ and Cohesion Hits (DH 10.6), Leader Casualty Summary (DH 10.7) and the
 * (unnumbered) Command Checks chart, as typed data with the outcome functions the rules call.
 */

// ---------------------------------------------------------------- 10.6 TQ and Cohesion Hits

export const DH_TQ_CHART_SOURCE: ChartSource = {
  spec: "spec/gboh-devils-horsemen/rules.md 10.6 (TQ and Cohesion Hits Chart), rules 11.16",
  seedLines: '003_dc0a176f1db8ef13.txt 2114-2167',
  status: 'seed',
  note:
    'The Impetuosity row carries a footnote mark [a] with no printed text ([OCR?]); read as the "+2 if Uncontrolled ' +
    'Aggression applies to the HC" note printed below the chart (ruling DH-TQ-1).',
};

/** DH 10.6 check types: A DR > TQ, B DR = TQ, C DR < TQ; D/E against the FR Reaction Value; F/G against the Aggression Value. */
export type CheckType = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G';

/** The type of a TQ check's roll against the unit's TQ (A, B or C). */
export function tqCheckType(dr: number, tq: number): 'A' | 'B' | 'C' {
  return dr > tq ? 'A' : dr === tq ? 'B' : 'C';
}
/** D/E: the FR Reaction roll against the FR Reaction Value (D: must pursue). */
export const frReactionType = (dr: number, value: number): 'D' | 'E' => (dr > value ? 'D' : 'E');
/** F/G: the Uncontrolled Aggression roll against the Cavalry Aggression Value (F: must charge). */
export const aggressionType = (dr: number, value: number): 'F' | 'G' => (dr > value ? 'F' : 'G');

/** DH 10.6 automatic Cohesion Hits. */
export const DH_AUTOMATIC_HITS = {
  movedAgain: { hits: 1, rule: 'DH 6.13', exception: 'DH 6.14' },
  cavalryOwApproachedThroughFlankOrRear: { hits: 1, rule: 'DH 6.54' },
  hiMiPassThrough: { hitsPerHiMi: 1, rule: 'DH 6.63' },
  routedThroughRouted: { effect: 'allEliminated', rule: 'DH 11.45' },
  successfulFire: { hits: 1, rule: 'DH 8.18' },
  forcedOutOfColumnByShock: { hits: 1, rule: 'DH 6.46' },
} as const;

/** What each DH 10.6 check does on each result type. */
export const DH_TQ_CHECKS = {
  preShock: { A: 'hits = DR − TQ', BC: 'none', rule: 'DH 9.14' },
  collapse: { AB: 'rout', C: 'remove one hit', rule: 'DH 9.18' },
  disorderedCavalryOw: { A: 'hits = DR − TQ', BC: 'none', rule: 'DH 11.62' },
  reactionFacingInfantry: { A: 'hits = DR − TQ', BC: 'none', rule: 'DH 7.15' },
  frReaction: { D: 'must pursue', E: 'stays or continues', rule: 'DH 6.73' },
  feignedRetreat: { A: 'the pursuer moves to Shock', BC: 'the retreating unit attacks', rule: 'DH 6.73' },
  reactionMovementInfantry: { A: 'moves one hex forward', BC: 'stays', rule: 'DH 8.35' },
  impetuosityHc: { A: 'moves 4 MP toward the attacker and Shocks', BC: 'stays', rule: 'DH 8.36', uncontrolledAggressionDrm: 2 },
  uncontrolledAggression: { F: 'must move all MP toward the nearest enemy', G: 'moves normally', rule: 'DH 9.31' },
  standardRally: { A: 'eliminated', BC: 'rallied', rule: 'DH 11.54' },
} as const;

/** DH 10.6 notes / 11.16: TQ in Column −2; Routed TQ 1. */
export const DH_TQ_MODIFIERS = { inColumn: -2, routedTq: 1 } as const;

/** DH 9.18 / 10.6 Collapse: A and B rout (DR ≥ TQ), C removes one hit. (Cataphract 9.17: DR > TQ routs.) */
export function collapseRouts(dr: number, tq: number): boolean {
  return tqCheckType(dr, tq) !== 'C';
}

/** DH 10.6 hits of an A result (pre-shock, disordered OW, reaction facing, pass-through): DR − TQ, else 0. */
export function excessHits(dr: number, tq: number): number {
  return tqCheckType(dr, tq) === 'A' ? dr - tq : 0;
}

/** DH 11.52 / 11.54 / 10.6: a rallied unit's hits: infantry ½ printed TQ, cavalry ⅓, rounded down. */
export function rallyHits(printedTq: number, infantry: boolean): number {
  return Math.floor(printedTq / (infantry ? 2 : 3));
}

// ---------------------------------------------------------------- 10.7 Leader Casualty Summary

export const DH_LEADER_CASUALTY_SOURCE: ChartSource = {
  spec: "spec/gboh-devils-horsemen/rules.md 10.7 (Leader Casualty Summary), rules 4.42, 8.19, 9.15",
  seedLines: '003_dc0a176f1db8ef13.txt 2169-2176',
  status: 'seed',
  note: "Initiative replaces Cataphract's Personal Combat; no wounded-leader-Finished clause (ruling DH-LDR-1).",
};

export const DH_LEADER_CASUALTY = {
  missile: { trigger: 'unmodified fire DR 0 with a leader in the target hex', woundOn: 0, killIfSecondDrAbove: 'initiative', rule: 'DH 8.19' },
  shock: { trigger: 'leader stacked with a unit in the Shock', woundOn: 0, killIfSecondDrAbove: 'initiative', rule: 'DH 9.15' },
  aloneVsMountedEnemy: { killIfDrAbove: 'initiative', otherwise: 'placed with the nearest friendly unit', rule: 'DH 4.42' },
  aloneVsFootEnemy: { effect: 'placed with the nearest friendly unit; eliminated if none', rule: 'DH 4.42' },
  wounded: { allRatings: -1, minimum: 0, secondWound: 'killed', finished: false },
  routPointsPerInitiative: 5,
} as const;

/** DH 10.7: the wounded leader is killed on a second roll above his Initiative. */
export const woundKills = (dr: number, initiative: number): boolean => dr > initiative;
/** DH 4.42 / 10.7: a lone leader reached by mounted enemy is killed on a DR above his Initiative. */
export const loneLeaderKilled = (dr: number, initiative: number): boolean => dr > initiative;

// ---------------------------------------------------------------- Command Checks

export const DH_COMMAND_CHECKS_SOURCE: ChartSource = {
  spec: "spec/gboh-devils-horsemen/rules.md 10.9 (Command Checks chart, unnumbered), rules 4.32, 5.3, 5.4, 11.52",
  seedLines: '003_dc0a176f1db8ef13.txt 2178-2198',
  status: 'seed',
  note:
    'The chart gives "Orders only" for a failed Line Command roll outside the OC range; rules 4.32 and 5.15 #5 say ' +
    'Finished. Ruling DH-CMD-1: Finished (two rule paragraphs agree), the chart reading as an option.',
};

export type LeaderCheckType = 'A' | 'B' | 'C' | 'D';
/** A DR > Initiative, B DR ≤ Initiative. */
export const initiativeCheck = (dr: number, initiative: number): 'A' | 'B' => (dr > initiative ? 'A' : 'B');
/** C DR > Charisma, D DR ≤ Charisma. */
export const charismaCheck = (dr: number, charisma: number): 'C' | 'D' => (dr > charisma ? 'C' : 'D');

export const DH_COMMAND_CHECKS = {
  lineCommandWithinRange: { roll: false, result: 'Orders or Line Commands' },
  lineCommandOutsideRange: { A: 'Finished (4.32; chart: Orders only)', B: 'Orders or Line Commands', rule: 'DH 4.32' },
  momentum: { A: 'Finished; a raw 9 re-rolls: 0–1 stasis, 2–8 Finished, 9 go to the Rout Phase', B: 'activates again', rule: 'DH 5.3' },
  trump: { A: 'Finished', B: 'activates; a trumped Momentum leader is Finished', rule: 'DH 5.4' },
  leaderRally: { C: 'unit eliminated', D: 'unit rallied (infantry ½ TQ, cavalry ⅓ TQ hits)', rule: 'DH 11.52' },
} as const;

/** DH Command Checks, Momentum re-roll on a raw 9 (5.33). */
export function momentumNineReroll(dr: number): 'stasis' | 'finished' | 'endActivations' {
  return dr <= 1 ? 'stasis' : dr <= 8 ? 'finished' : 'endActivations';
}
