import { gbohHex } from '../perfHex';
import { inEnemyZoc } from '../board';
import { editionOf } from '../edition';
import { terrainAt } from '../map';
import type { GbohState } from '../types';

/**
 * DH 11.14 Recovery and 11.51 Leader Rally where they differ from Cataphract's 10.16 / 10.27 (the edition's
 * `flags.rallyRecovery` = 'dh'). The shared conditions (not adjacent to an enemy, not within an enemy missile unit's
 * range and LOS, the Charisma roll, ½ / ⅓ TQ in hits, 2 hits at most per phase) stay in `cohesion.ts` and
 * `decisions/orders.ts`.
 */

const dh = (s: GbohState): boolean => editionOf(s).flags.rallyRecovery === 'dh';

/** DH 11.14: Recovery only in Open terrain and not in an enemy ZOC (Cataphract: not in Difficult terrain, not adjacent). */
export function dhRecoveryBarred(s: GbohState, id: string): boolean {
  if (!dh(s)) return false;
  const u = s.units[id]!;
  return terrainAt(s.static.map, u.hex!) !== 'clear' || inEnemyZoc(s, u.hex!, s.static.units[id]!.side);
}

/**
 * DH 11.51: a leader rallies only a routed unit he is stacked with or adjacent to (Cataphract 10.27: any unit in his
 * range, not in Difficult terrain). Returns null when the edition keeps Cataphract's condition.
 */
export function dhRallyInReach(s: GbohState, leader: string, id: string): boolean | null {
  if (!dh(s)) return null;
  const lh = s.leaders[leader]!.hex;
  return lh !== null && gbohHex.distance(lh, s.units[id]!.hex!) <= 1;
}
