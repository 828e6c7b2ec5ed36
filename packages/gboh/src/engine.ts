import { decisionMachine, type DecisionTable, type Pending, type StepContext } from '@polemarch/kernel';
import type { GbohAction } from './actions';
import { withFrozen } from './board';
import { citePending, editionContext, editionOf } from './edition';
import { withoutSecrets } from './secret';
import type { GbohState } from './types';
import { activationDecisions } from './decisions/activation';
import type { GbohDecision } from './decisions/decision';
import { moveDecisions } from './decisions/move';
import { allOpenDecisions, currentDecision } from './decisions/open';
import { ordersDecisions } from './decisions/orders';
import { reactionDecisions } from './decisions/reactions';
import { scenarioDecisions } from './decisions/scenario';
import { shockDecisions } from './decisions/shock';
import { withdrawalDecisions } from './decisions/withdrawal';
import { settle } from './sequence';

/**
 * The sequence of play as decisions as data (M.2; kernel decisions.ts): `decisions/open.ts` says which decisions are
 * open, in their order of precedence; the table gives, for each kind, its rule, prompt, legal actions and handler;
 * the automatic sequence up to the next decision (`sequence.ts`) runs after every handler.
 */

export const decisionTable: DecisionTable<GbohState, GbohAction, GbohDecision> = {
  ...scenarioDecisions,
  ...activationDecisions,
  ...ordersDecisions,
  ...moveDecisions,
  ...reactionDecisions,
  ...withdrawalDecisions,
  ...shockDecisions,
};

export const machine = decisionMachine<GbohState, GbohAction, GbohDecision>({ open: allOpenDecisions, current: currentDecision, table: decisionTable, settle });

/** The pending decision cites the battle's edition's own section (a DH battle cites DH's numbers). */
export function pending(s: GbohState): Pending | null {
  return citePending(editionOf(s), machine.pending(s));
}

/**
 * Legal actions are cached per state object: the kernel asks for them and then checks the chosen action against
 * them again in `applyAction`. A state is never changed after `step` returns, but for one its caller owns outright
 * (`advanceOwned`, issue 18), which `step` changes in place: `step` drops that state's entry first.
 */
const legalCache = new WeakMap<GbohState, Map<string, GbohAction[]>>();

export function legal(s: GbohState, seat: string): GbohAction[] {
  let bySeat = legalCache.get(s);
  const hit = bySeat?.get(seat);
  if (hit !== undefined) return [...hit];
  // R-M4-LEGAL: a seat's legal actions are computed without the opponent's secret deployment (M.4), so they
  // show it nothing its view hides; the secret units are revealed (revealAdjacent) before they can matter.
  const known = currentDecision(s)?.seat === seat ? withoutSecrets(s, seat) : s;
  const out = withFrozen(known, () => machine.legal(known, seat));
  if (bySeat === undefined) {
    bySeat = new Map();
    legalCache.set(s, bySeat);
  }
  bySeat.set(seat, out);
  return [...out];
}

/** Every event of a step cites the battle's edition's own section: the rules cite Cataphract's as stable keys. */
export function step(s: GbohState, seat: string, action: GbohAction, ctx: StepContext): void {
  legalCache.delete(s);
  machine.step(s, seat, action, editionContext(ctx, editionOf(s)));
}
