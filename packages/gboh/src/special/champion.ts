import type { StepContext } from '@polemarch/kernel';
import { effectiveLeaderValue } from '../board';
import { note, rollD10 } from '../log';
import type { GbohState } from '../types';

/** 11.8 The Champion Challenge (Dara, Taginae): rounds until a champion has more hits than his Resistance. */
export function fightChallenge(s: GbohState, ctx: StepContext): void {
  const c = s.static.champion!;
  const [a, b] = c.champions as [(typeof c.champions)[number], (typeof c.champions)[number]];
  const hits = [0, 0];
  for (let round = 1; round <= 200; round++) {
    const ta = rollD10(ctx, 'champion.roll', { champion: a.name }, '11.83') + a.combat;
    const tb = rollD10(ctx, 'champion.roll', { champion: b.name }, '11.83') + b.combat;
    note(ctx, 'champion.round', { a: a.name, ta, b: b.name, tb }, '11.83');
    if (ta === tb) continue; // engine reading: equal totals, no hits
    const lowIdx = ta < tb ? 0 : 1;
    const low = Math.min(ta, tb);
    const high = Math.max(ta, tb);
    hits[lowIdx]! += low * 3 <= high ? 3 : low * 2 <= high ? 2 : 1; // 11.83
    const champ = lowIdx === 0 ? a : b;
    if (hits[lowIdx]! > champ.resistance) {
      const winner = lowIdx === 0 ? b.side : a.side; // 11.84
      note(ctx, 'champion.result', { winner }, '11.84');
      s.champion = { status: 'done', winner, activationUsed: false };
      if (c.cancel && c.cancel.side !== winner && s.leaders[c.cancel.leader]?.status !== 'eliminated') s.champion.status = 'cancelOffer';
      return;
    }
  }
  s.champion = { status: 'done', winner: null, activationUsed: true };
}

/** Taginae: the loser may cancel the benefits with DR ≤ his leader's Charisma. */
export function cancelChallenge(s: GbohState, ctx: StepContext): void {
  const c = s.static.champion!.cancel!;
  const ch = effectiveLeaderValue(s, c.leader, s.static.leaders[c.leader]!.charisma);
  const dr = rollD10(ctx, 'champion.cancel', { leader: c.leader, charisma: ch }, 'taginae.champion');
  s.champion!.status = 'done';
  if (dr <= ch) {
    s.champion!.winner = null;
    s.champion!.activationUsed = true;
  } else {
    // taginae.champion: a failed cancellation costs the trying side +1 on every TQ die roll in the first Game Turn.
    s.champion!.penalty = c.side;
    note(ctx, 'champion.cancelFailed', { side: c.side }, 'taginae.champion');
  }
}

/**
 * 11.85: all units of the winner subtract 1 from every TQ-related roll in the first Game Turn; taginae.champion: after a
 * failed cancellation the trying side adds 1 to every TQ die roll in the first Game Turn.
 */
export function championTqDrm(s: GbohState, unit: string): number {
  if (s.turn !== 1 || s.champion === null) return 0;
  const side = s.static.units[unit]!.side;
  return (s.champion.winner === side ? -1 : 0) + (s.champion.penalty === side ? 1 : 0);
}
