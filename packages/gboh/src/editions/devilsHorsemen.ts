import { DEVILS_HORSEMEN_TERRAIN } from '../charts/devilsHorsemen';
import { CATAPHRACT } from './cataphract';
import { DH_DROPPED, DH_SECTIONS, DH_SOURCE } from './devilsHorsemenSections';
import { REACTION_FACING_RULES, TWO_HIT_RULES, reorganizeNoneUnderFire } from './policies';
import type { Edition } from './types';

/**
 * The Devil's Horsemen (seed 003; no playable battle yet): Cataphract's engine with DH's Terrain Chart
 * (`charts/devilsHorsemen.ts`), DH 7.15 (an infantry Reaction Facing Change takes hits only when its DR exceeds its TQ),
 * DH 8.18 (one hit per successful fire) and DH 11.14 (no Recovery within enemy missile range). Its other charts
 * (missile weapons, armour effectiveness, Shock) are not carried yet: Cataphract's stand in.
 */
export const DEVILS_HORSEMEN: Edition = {
  id: 'devils-horsemen',
  name: "Great Battles of History: The Devil's Horsemen",
  charts: { ...CATAPHRACT.charts, terrain: DEVILS_HORSEMEN_TERRAIN },
  policies: {
    reactionFacingHits: REACTION_FACING_RULES.onlyOnFailure,
    twoHits: TWO_HIT_RULES.none,
    reorganizeLimit: reorganizeNoneUnderFire,
  },
  citation: { prefix: 'dh', sections: Object.fromEntries(DH_SECTIONS.map((m) => [m.cataphract, m.edition])), source: DH_SOURCE },
  dropped: DH_DROPPED,
};
