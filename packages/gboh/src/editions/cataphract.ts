import { CLASH_TABLE } from '../charts/clash';
import { SHOCK_CRT } from '../charts/crt';
import { PROVISIONAL_MISSILE_GRID } from '../charts/missile';
import { SUPERIORITY_TABLE } from '../charts/superiority';
import { TERRAIN_CHART } from '../charts/terrain';
import { REACTION_FACING_RULES, TWO_HIT_RULES, cataphractShock, collapseAboveTq, reorganizeOneUnderFire } from './policies';
import type { Edition } from './types';

/** The base edition: the code's rule keys are its own sections, so its citation map is empty. */
export const CATAPHRACT: Edition = {
  id: 'cataphract',
  name: 'Great Battles of History Vol. VIII: Cataphract (2nd ed.)',
  charts: { crt: SHOCK_CRT, clash: CLASH_TABLE, superiority: SUPERIORITY_TABLE, missile: PROVISIONAL_MISSILE_GRID, terrain: TERRAIN_CHART },
  policies: {
    reactionFacingHits: REACTION_FACING_RULES.alwaysMin1,
    twoHits: TWO_HIT_RULES.infantryFirer,
    reorganizeLimit: reorganizeOneUnderFire,
    ...cataphractShock,
    collapseRouts: collapseAboveTq,
    casualtyRating: (l) => l.personalCombat, // 8.19, 9.14
  },
  flags: {
    fire: 'mrrc',
    shockColumnShift: 'sizeRatio',
    lightArcherHalving: true,
    rateOfFire: 'setupHex',
    positionalDenial: 'flankOrRearZoc',
    woundedLeaderFinished: true,
    cavalryDisorder: false,
    engagement: 'option',
    preShockBothRout: 'discrepancy',
    orderlyWithdrawal: 'fasterUnit',
    scLineCommand: 'strategy',
    stacking: 'table',
    facing: 'perVertex',
    rallyRecovery: 'cataphract',
    loneLeader: 'retreat',
    ocLeavesZocOrders: 1,
    trumpSkips: 'lower',
    hdFeignedRetreat: true,
    trumpMustAct: 'anyOrder',
    mongolWithdrawalReaction: false,
    columnFacing: 'facingCost',
    columnReactionFacing: false,
    elite: 'cataphract',
    rainOfArrowsReaction: false,
    zocPivot: 'cataphract',
    columnAnyInfantry: false,
    routPath: 'priorities',
    dismount: 'cataphract',
    leaderMove: 'destination',
    hd: 'cataphract',
    lineContiguity: 'contiguous',
  },
  citation: { prefix: 'gboh', sections: {}, source: 'spec/gboh-cataphract/rules.md (the rule keys)' },
  dropped: [],
};
