import { editionOf } from '../edition';
import type { GbohState } from '../types';

/**
 * Engagement: Cataphract 10.3 is optional (game option `engagedRule`) and an Engaged unit may neither move nor change
 * facing; DH 11.2 is always in force and bars only fire (to and from the unit): the edition's `flags.engagement`.
 */

/** Are Engaged markers placed after Shock in this game? */
export function engagementInForce(s: GbohState): boolean {
  return s.static.options.engagedRule || editionOf(s).flags.engagement === 'missileOnly';
}

/** Does the unit's Engaged marker hold it in place (no move, no facing change, no Orderly Withdrawal)? Never in DH. */
export function engagedHolds(s: GbohState, id: string): boolean {
  return s.units[id]!.engaged && editionOf(s).flags.engagement === 'option';
}
