import type { StepContext } from '@polemarch/kernel';
import { z } from 'zod';
import type { BattleRule } from '../battleRules';
import { effectiveTQ, isOnMap } from '../board';
import { rout } from '../cohesion';
import { rollD10 } from '../log';
import type { GbohState } from '../types';

/**
 * Callinicum scenario rules: the Feast of Lent (callinicum.lent). Its TQ penalty, once rolled, is read by `effectiveTQ`
 * (board.ts) from the `lent` data and `lentApplied`. The river note (callinicum.river) is map data.
 */
export const callinicumRules: readonly BattleRule[] = [
  {
    id: 'callinicum.lent',
    battle: 'callinicum',
    title: 'The Feast of Lent',
    dataKinds: ['lent'],
    state: { keys: ['lentApplied'], schema: z.object({ lentApplied: z.boolean() }) },
    hooks: { endOfRoutPhase: lentRoll },
  },
];

/** From turn 3, at the end of the Rout & Reload Phase: on a failed roll the side's TQ drops; units at it rout. */
function lentRoll(s: GbohState, ctx: StepContext): void {
  const lent = s.static.lent;
  if (lent === null || s.lentApplied || s.turn < lent.fromTurn) return;
  const dr = rollD10(ctx, 'lent.roll', { side: lent.side }, 'callinicum.lent', {
    chart: (v) => ({ name: 'Feast of Lent', cell: String(v), result: lent.failOn.includes(v) ? 'TQ −1' : 'no effect' }),
  });
  if (!lent.failOn.includes(dr)) return;
  s.lentApplied = true;
  for (const [id, u] of Object.entries(s.units)) {
    if (s.static.units[id]!.side === lent.side && isOnMap(u) && u.status === 'normal' && u.hits >= effectiveTQ(s, id)) rout(s, ctx, id);
  }
}
