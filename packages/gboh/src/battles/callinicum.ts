import type { StepContext } from '@polemarch/kernel';
import { z } from 'zod';
import { ruleState, setRuleState, type BattleRule } from '../battleRules';
import { effectiveTQ, isOnMap } from '../board';
import { rout } from '../cohesion';
import { rollD10 } from '../log';
import type { GbohState } from '../types';

/**
 * Callinicum scenario rules: the Feast of Lent (callinicum.lent). Its TQ penalty, once rolled, is this rule's change to
 * `effectiveTQ` (board.ts), from the `lent` data and its own state. The river note (callinicum.river) is map data.
 */
export const callinicumRules: readonly BattleRule[] = [
  {
    id: 'callinicum.lent',
    battle: 'callinicum',
    title: 'The Feast of Lent',
    dataKinds: ['lent'],
    state: { schema: z.object({ lentApplied: z.boolean() }) },
    hooks: { setup: (s) => setRuleState<LentState>(s, LENT, { lentApplied: false }), endOfRoutPhase: lentRoll, tqChange: lentPenalty },
  },
];

const LENT = 'callinicum.lent';
/** callinicum.lent's own state: the failed roll has been made (the TQ penalty applies from then on). */
type LentState = { lentApplied: boolean };
const lentApplied = (s: GbohState): boolean => ruleState<LentState>(s, LENT)?.lentApplied ?? false;

/** 10.11: once the roll has failed, the side's units lose `tqPenalty` TQ. */
function lentPenalty(s: GbohState, unit: string): number {
  const lent = s.static.lent;
  return lent !== null && lentApplied(s) && lent.side === s.static.units[unit]!.side ? -lent.tqPenalty : 0;
}

/** From turn 3, at the end of the Rout & Reload Phase: on a failed roll the side's TQ drops; units at it rout. */
function lentRoll(s: GbohState, ctx: StepContext): void {
  const lent = s.static.lent;
  if (lent === null || lentApplied(s) || s.turn < lent.fromTurn) return;
  const dr = rollD10(ctx, 'lent.roll', { side: lent.side }, 'callinicum.lent', {
    chart: (v) => ({ name: 'Feast of Lent', cell: String(v), result: lent.failOn.includes(v) ? 'TQ −1' : 'no effect' }),
  });
  if (!lent.failOn.includes(dr)) return;
  setRuleState<LentState>(s, LENT, { lentApplied: true });
  for (const [id, u] of Object.entries(s.units)) {
    if (s.static.units[id]!.side === lent.side && isOnMap(u) && u.status === 'normal' && u.hits >= effectiveTQ(s, id)) rout(s, ctx, id);
  }
}
