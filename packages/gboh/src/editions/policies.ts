import type { EditionPolicies, ReactionFacingReading, TwoHitReading } from './types';

/**
 * The named readings of the rule policies that a game option may choose (`twoHitRule`, `reactionFacingHits`): the
 * option names a reading; an edition's policy is one of them, so the option's default ('profile') is the edition's.
 */
export const TWO_HIT_RULES: Record<TwoHitReading, EditionPolicies['twoHits']> = {
  // Ruling R-MRRC-2: Cataphract's reading, 2 hits when the firer is infantry.
  infantryFirer: (firer) => firer.infantry,
  infantryTarget: (_firer, target) => target.infantry,
  all: () => true,
  // DH 8.18: every successful fire scores exactly 1 hit.
  none: () => false,
};

export const REACTION_FACING_RULES: Record<ReactionFacingReading, EditionPolicies['reactionFacingHits']> = {
  // Ruling R-713 (Cataphract 7.14): at least 1 hit, DR − TQ when more.
  alwaysMin1: (dr, tq) => Math.max(1, dr - tq),
  // DH 7.15: hits only when the DR exceeds the TQ.
  onlyOnFailure: (dr, tq) => (dr > tq ? Math.max(1, dr - tq) : 0),
};

/** 10.16: 2 hits a turn, only 1 within enemy missile range. */
export const reorganizeOneUnderFire: EditionPolicies['reorganizeLimit'] = (underFire) => (underFire ? 1 : 2);
/** DH 11.14: no Recovery at all within enemy missile range. */
export const reorganizeNoneUnderFire: EditionPolicies['reorganizeLimit'] = (underFire) => (underFire ? 0 : 2);

/** The option value naming a policy of the table (how an edition's policy becomes the option's default). */
export function readingOf<K extends string, F>(table: Record<K, F>, policy: F): K {
  for (const k of Object.keys(table) as K[]) if (table[k] === policy) return k;
  throw new Error('edition policy is not one of the readings of its game option');
}
