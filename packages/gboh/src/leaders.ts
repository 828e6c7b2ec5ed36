import { type StepContext } from '@polemarch/kernel';
import { effectiveLeaderValue, isOnMap, leadersAt, sideOf } from './board';
import { note, rollD10 } from './log';
import { placeSuccessor } from './rules/successor';
import { editionOf } from './edition';
import type { GbohState } from './types';

/** Leader casualties (9.14, 8.19) and elimination (4.62, 12.11): below the Missile, Movement and Shock chapters that cause them. */

/** 9.14 / 8.19 / Leader Casualty Table. Returns 'killed' | 'wounded' | null. */
export function leaderCasualty(s: GbohState, ctx: StepContext, leader: string, rule: string): 'killed' | 'wounded' | null {
  const l = s.leaders[leader]!;
  if (l.status === 'eliminated') return null;
  const dr = rollD10(ctx, 'leader.casualtyCheck', { leader }, rule, {
    chart: (v) => ({ name: 'Leader Casualty Table', cell: String(v), result: v === 0 ? 'casualty' : 'no effect' }),
  });
  if (dr !== 0) return null;
  if (l.wounded) {
    killLeader(s, ctx, leader);
    return 'killed';
  }
  // 8.19 / 9.14: Personal Combat; DH 8.19 / 9.15: Initiative (the edition's policy).
  const pc = effectiveLeaderValue(s, leader, editionOf(s).policies.casualtyRating(s.static.leaders[leader]!));
  const dr2 = rollD10(ctx, 'leader.casualtySeverity', { leader, personalCombat: pc }, rule, {
    chart: (v) => ({ name: 'Leader Casualty Table', cell: `${v} vs PC ${pc}`, result: v > pc ? 'killed' : 'wounded' }),
  });
  if (dr2 > pc) {
    killLeader(s, ctx, leader);
    return 'killed';
  }
  l.wounded = true;
  // Leader Casualty Table: Wounded leaders are Finished for the turn (the active one after his phase).
  // DH 9.15 has no Finished clause (ruling DH-LDR-1).
  if (editionOf(s).flags.woundedLeaderFinished) {
    if (s.activation?.leader === leader) l.noMomentum = true;
    else if (l.status === 'inactive') l.status = 'finished';
  }
  note(ctx, 'leader.wounded', { leader }, rule);
  return 'wounded';
}

function killLeader(s: GbohState, ctx: StepContext, leader: string): void {
  const l = s.leaders[leader]!;
  const sl = s.static.leaders[leader]!;
  const lastHex = l.hex;
  l.status = 'eliminated';
  l.hex = null;
  s.routPoints[sl.side] = (s.routPoints[sl.side] ?? 0) + 5 * sl.initiative;
  note(ctx, 'leader.killed', { leader, rp: 5 * sl.initiative }, '9.14');
  placeSuccessor(s, ctx, leader, lastHex); // Catalaunian: Paullus replaces Aetius
}

/** 4.62: a leader alone with an enemy adjacent who does not (or cannot) withdraw is eliminated. */
export function leaderStays(s: GbohState, ctx: StepContext, leader: string): void {
  const l = s.leaders[leader]!;
  const side = s.static.leaders[leader]!.side;
  if (l.hex === null) return;
  const stacked = Object.entries(s.units).some(([id, u]) => isOnMap(u) && u.hex === l.hex && s.static.units[id]!.side === side);
  if (!stacked) eliminateLeader(s, ctx, leader, 'captured');
}

export function eliminateLeader(s: GbohState, ctx: StepContext, leader: string, reason: string): void {
  const l = s.leaders[leader]!;
  const sl = s.static.leaders[leader]!;
  if (l.status === 'eliminated') return;
  const lastHex = l.hex;
  l.status = 'eliminated';
  l.hex = null;
  s.routPoints[sl.side] = (s.routPoints[sl.side] ?? 0) + 5 * sl.initiative; // 12.11: printed Initiative
  note(ctx, 'leader.eliminated', { leader, reason, rp: 5 * sl.initiative }, '12.11');
  placeSuccessor(s, ctx, leader, lastHex); // Catalaunian: Paullus replaces Aetius
}

/** Leaders stacked with a unit, of the unit's side. */
export function leadersWith(s: GbohState, id: string): string[] {
  const u = s.units[id]!;
  if (u.hex === null) return [];
  return leadersAt(s, u.hex).filter((l) => s.static.leaders[l]!.side === sideOf(s, id));
}
