import { gbohHex } from '@polemarch/kernel';
import { isOnMap } from '../board';
import type { GbohState } from '../types';

/**
 * Tricameron, after the Huns and Heruli change sides (ruling R-TRIC-SIDES): a leader now in the hex of, or next to,
 * a combat unit of the other side, when he or that unit has just changed sides, is treated as if that enemy unit had
 * moved next to him (4.62): he may withdraw 1–3 hexes; if he does not (or cannot) and is not stacked with a friendly
 * combat unit, he is captured. A leader sharing his hex with an enemy unit is never stacked with a friendly one, so he
 * must withdraw or be captured. The "not already in an enemy ZOC" condition does not apply: the change made that ZOC.
 */
export function leadersAfterSideChange(s: GbohState, changed: string[]): void {
  for (const [lid, l] of Object.entries(s.leaders)) {
    if (l.status === 'eliminated' || l.hex === null) continue;
    const side = s.static.leaders[lid]!.side;
    let threat: { id: string; d: number } | null = null;
    for (const [uid, u] of Object.entries(s.units)) {
      if (!isOnMap(u) || s.static.units[uid]!.side === side) continue;
      if (!changed.includes(uid) && !changed.includes(lid)) continue;
      const d = gbohHex.distance(u.hex!, l.hex);
      if (d > 1) continue;
      if (threat === null || d < threat.d || (d === threat.d && uid < threat.id)) threat = { id: uid, d };
    }
    if (threat !== null) s.reactions.push({ kind: 'leaderWithdraw', seat: side, mover: threat.id, leader: lid });
  }
}
