import type { StepContext } from '@polemarch/kernel';
import { hooks } from '../battleRules';
import { note, rollD10 } from '../log';
import type { GbohState } from '../types';

/** 11.8 The Champion Challenge (the battles whose scenario has one: Dara, Taginae): rounds until a champion has more hits than his Resistance. */
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

/**
 * The modifier to every TQ-related die roll of a unit: 11.85 (all units of the winner subtract 1 in the first Game
 * Turn) and the battle's own (`tqModifier` hook, e.g. taginae.champion).
 */
export function championTqDrm(s: GbohState, unit: string): number {
  return championWinnerDrm(s, unit) + hooks.tqModifier(s, unit);
}

/** 11.85: all units of the winner subtract 1 from every TQ-related roll in the first Game Turn. */
function championWinnerDrm(s: GbohState, unit: string): number {
  if (s.turn !== 1 || s.champion === null) return 0;
  return s.champion.winner === s.static.units[unit]!.side ? -1 : 0;
}
