import { CLASH_TABLE, type ClashType } from '../charts/clash';
import { collapseRouts as dhCollapseRouts } from '../charts/devilsHorsemenChecks';
import { DH_CLASH, DH_HEAVY_TYPES, DH_SUPERIORITY, dhClashType, dhSuperiorityType, type ShockParty } from '../charts/devilsHorsemenShock';
import { HEAVY_TYPES, SUPERIORITY_TABLE, type SuperiorityType } from '../charts/superiority';
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

// ---------------------------------------------------------------- Shock charts (9.15–9.16 / DH 9.16–9.17)

const CAT_CLASH: readonly string[] = ['HC', 'LN', 'LC', 'HI', 'MI', 'LI'];
/** Cataphract's Clash type of a unit (a Cheiroballistra defends as LI, 11.64). */
function catClashType(u: ShockParty): ClashType {
  return CAT_CLASH.includes(u.type) ? (u.type as ClashType) : 'LI';
}
/** Cataphract's Superiority type: HC Cat is its own column. */
function catSuperiorityType(u: ShockParty): SuperiorityType {
  return u.type === 'HC' && u.class === 'Cat' ? 'HCCat' : catClashType(u);
}

export const cataphractShock: Pick<EditionPolicies, 'clashColumn' | 'weaponSuperiority' | 'mustShockIfMoved'> = {
  clashColumn: (aspect, d, a) => CLASH_TABLE[aspect][catClashType(d)][catClashType(a)],
  weaponSuperiority: (d, a) => {
    const cell = SUPERIORITY_TABLE[catSuperiorityType(d)][catSuperiorityType(a)];
    return cell === 'DSifJavelin' ? (d.javelinReady ? 'DS' : null) : cell; // chart note *
  },
  mustShockIfMoved: (u) => HEAVY_TYPES.includes(catSuperiorityType(u)),
};

/** DH 10.3 / 10.4 with DH's types (HC CAT, HC/KN, dismounted and unhorsed Knights). */
export const devilsHorsemenShock: Pick<EditionPolicies, 'clashColumn' | 'weaponSuperiority' | 'mustShockIfMoved'> = {
  clashColumn: (aspect, d, a) => DH_CLASH[aspect][dhClashType(d)][dhClashType(a)],
  weaponSuperiority: (d, a) => DH_SUPERIORITY[dhSuperiorityType(d)][dhSuperiorityType(a)],
  mustShockIfMoved: (u) => DH_HEAVY_TYPES.includes(dhSuperiorityType(u)),
};

/** Cataphract 9.17 Collapse: DR > TQ routs. */
export const collapseAboveTq: EditionPolicies['collapseRouts'] = (dr, tq) => dr > tq;
/** DH 9.18 Collapse: DR ≥ TQ routs (10.6: A + B). */
export const collapseAtLeastTq: EditionPolicies['collapseRouts'] = dhCollapseRouts;
