import { DEVILS_HORSEMEN_TERRAIN } from '../charts/devilsHorsemen';
import { DH_ARMOUR, DH_MISSILE_GRID } from '../charts/devilsHorsemenMissile';
import { DH_CLASH_AS_CATAPHRACT, DH_SHOCK_TABLE, DH_SUPERIORITY_AS_CATAPHRACT } from '../charts/devilsHorsemenShock';
import { DH_DROPPED, DH_SECTIONS, DH_SOURCE } from './devilsHorsemenSections';
import { REACTION_FACING_RULES, TWO_HIT_RULES, collapseAtLeastTq, devilsHorsemenShock, reorganizeNoneUnderFire } from './policies';
import type { Edition } from './types';

/**
 * The Devil's Horsemen (seed 003): the GBoH engine with DH's charts (`charts/devilsHorsemen*.ts`: Missile Range and
 * Armour Effectiveness, Superiority, Clash of Weapons, Shock Table, TQ/Cohesion, Leader Casualty, Terrain, Command
 * Checks), DH's rule policies (7.15 Reaction Facing hits only on failure, 8.18 one hit per fire, 9.18 Collapse on
 * DR ≥ TQ, 11.14 no Recovery within enemy missile range, Initiative for leader casualties) and the flags that drop
 * the Cataphract rules of its Appendix A (`DH_DROPPED`, each with the flag that switches it off).
 */
export const DEVILS_HORSEMEN: Edition = {
  id: 'devils-horsemen',
  name: "Great Battles of History: The Devil's Horsemen",
  charts: {
    crt: DH_SHOCK_TABLE,
    // Cataphract-shaped views of DH 10.3 / 10.4 for readers that know only Cataphract's types; the engine's Shock reads
    // the DH charts through `policies`.
    clash: DH_CLASH_AS_CATAPHRACT,
    superiority: DH_SUPERIORITY_AS_CATAPHRACT,
    missile: DH_MISSILE_GRID,
    terrain: DEVILS_HORSEMEN_TERRAIN,
    armour: DH_ARMOUR,
  },
  policies: {
    reactionFacingHits: REACTION_FACING_RULES.onlyOnFailure,
    twoHits: TWO_HIT_RULES.none,
    reorganizeLimit: reorganizeNoneUnderFire,
    ...devilsHorsemenShock,
    collapseRouts: collapseAtLeastTq,
    casualtyRating: (l) => l.initiative, // DH 8.19, 9.15, 10.7
  },
  flags: {
    fire: 'rangeAndArmour',
    shockColumnShift: 'unitCount',
    lightArcherHalving: false,
    rateOfFire: 'stationary',
    positionalDenial: 'anyOtherEnemyZoc',
    woundedLeaderFinished: false,
    cavalryDisorder: true,
    engagement: 'missileOnly',
    preShockBothRout: 'defenderRoutsAttackerInPlace',
    orderlyWithdrawal: 'cavalryOnly',
    scLineCommand: 'initiative',
    stacking: 'dh663',
    facing: 'dh',
    rallyRecovery: 'dh',
    loneLeader: 'capture',
    ocLeavesZocOrders: 2,
    trumpSkips: 'equalOrLower', // DH 5.44
    hdFeignedRetreat: false,
    trumpMustAct: 'unitOrder',
    mongolWithdrawalReaction: true,
    columnFacing: 'frontFlankOnly', // DH 6.44
    columnReactionFacing: true, // DH 6.47 (spec engine reading: 60°, hexside to hexside)
    elite: 'dh', // DH 5.5: no turn-1 exception, the both-Elite contest
    rainOfArrowsReaction: true, // DH 8.22
    zocPivot: 'dh', // DH 7.13
    columnAnyInfantry: true, // DH 6.41
    routPath: 'emptyOnly', // DH 11.41 (ruling DH-STD-4)
    dismount: 'dh', // DH 9.4
    leaderMove: 'hexByHex',
    hd: 'dh',
    lineContiguity: 'inRange',
  },
  citation: { prefix: 'dh', sections: Object.fromEntries(DH_SECTIONS.map((m) => [m.cataphract, m.edition])), source: DH_SOURCE },
  dropped: DH_DROPPED,
};
