import type { StepContext } from '@polemarch/kernel';
import { gbohHex } from '../perfHex';
import { effectiveLeaderValue, isCavalry, isOnMap } from '../board';
import { hooks } from '../battleRules';
import { loneLeaderKilled } from '../charts/devilsHorsemenChecks';
import { editionOf } from '../edition';
import { eliminateLeader } from '../leaders';
import { note, rollD10 } from '../log';
import type { GbohState, ReactionOffer } from '../types';

/**
 * DH 4.42 Leader withdrawal and capture (the edition's `flags.loneLeader` = 'capture', replacing Cataphract 4.62's
 * 1–3 hex retreat): a leader stacked with a friendly combat unit withdraws only with its Orderly Withdrawal (6.65); a
 * leader alone in his hex when an enemy combat unit moves next to him is, if the enemy is mounted, killed on a DR above
 * his Initiative (10.7), and otherwise (or on foot) placed with the nearest friendly combat unit — the owner choosing
 * among equally near ones — or eliminated when there is none.
 */

export const dhLoneLeader = (s: GbohState): boolean => editionOf(s).flags.loneLeader === 'capture';

/** Is the leader stacked with a friendly combat unit? */
export function stackedWithFriend(s: GbohState, leader: string): boolean {
  const l = s.leaders[leader]!;
  const side = s.static.leaders[leader]!.side;
  return l.hex !== null && Object.entries(s.units).some(([id, u]) => isOnMap(u) && u.hex === l.hex && u.status !== 'eliminated' && s.static.units[id]!.side === side);
}

/** The hexes of the nearest friendly combat units (ruling DH-LDR-2: by hex count, no path needed). */
export function nearestFriendlyHexes(s: GbohState, leader: string): string[] {
  const l = s.leaders[leader]!;
  const side = s.static.leaders[leader]!.side;
  let best = Infinity;
  let out: string[] = [];
  for (const [id, u] of Object.entries(s.units)) {
    if (!isOnMap(u) || s.static.units[id]!.side !== side) continue;
    const d = gbohHex.distance(l.hex!, u.hex!);
    if (d < best) {
      best = d;
      out = [u.hex!];
    } else if (d === best && !out.includes(u.hex!)) out.push(u.hex!);
  }
  return out.sort();
}

/** Place the leader in a friendly unit's hex (4.42). */
export function placeLeader(s: GbohState, ctx: StepContext, leader: string, hex: string): void {
  const l = s.leaders[leader]!;
  const from = l.hex;
  note(ctx, 'leader.placed', { leader, from: from ?? '', to: hex }, '4.62');
  l.hex = hex;
  if (from !== null) hooks.leaderPlaced(s, ctx, leader, from); // DH 11.33 note: his Standard follows him
}

/**
 * DH 4.42: an enemy combat unit has moved next to this lone leader. Returns the placement offer when the owner must
 * choose among equally near friendly units; null when it is settled (killed, eliminated or placed).
 */
export function loneLeaderReached(s: GbohState, ctx: StepContext, leader: string, mover: string, seat: string): ReactionOffer | null {
  const sl = s.static.leaders[leader]!;
  if (isCavalry(s.static.units[mover]!)) {
    const initiative = effectiveLeaderValue(s, leader, sl.initiative);
    const dr = rollD10(ctx, 'leader.loneCheck', { leader, initiative }, '4.62', {
      chart: (v) => ({ name: 'Leader Casualty Summary', cell: 'mounted enemy adjacent to a lone leader', result: loneLeaderKilled(v, initiative) ? 'killed' : 'placed' }),
    });
    if (loneLeaderKilled(dr, initiative)) {
      eliminateLeader(s, ctx, leader, 'killed alone by mounted enemy'); // counts as killed (12.11 engine reading)
      return null;
    }
  }
  const hexes = nearestFriendlyHexes(s, leader);
  if (hexes.length === 0) {
    eliminateLeader(s, ctx, leader, 'no friendly unit to join');
    return null;
  }
  if (hexes.length === 1) {
    placeLeader(s, ctx, leader, hexes[0]!);
    return null;
  }
  return { kind: 'leaderPlace', seat, leader, hexes };
}
