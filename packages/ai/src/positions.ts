import { type AnyGameModule, type BaseState, type JsonValue, applyAction, jsonEqual, newGame } from '@polemarch/kernel';
import { z } from 'zod';
import type { AiAgent } from './agent';

/**
 * A tactical position file: a position in the system's own format, the actions that lead to the
 * decision (e.g. the enemy's attack to answer), and the choices that are clearly right. The standard
 * level should find the right choice in most of them; the report lists the ones it misses.
 */
export const tacticalPositionSchema = z.object({
  id: z.string().min(1),
  system: z.string().min(1),
  title: z.string().min(1),
  /** The rule that makes the choice right. */
  rule: z.string().optional(),
  /** Why the right choice is right, in a sentence a player understands. */
  why: z.string().min(1),
  position: z.json(),
  seed: z.number().int().default(1),
  before: z.array(z.object({ seat: z.string(), action: z.json() })).default([]),
  right: z.array(z.json()).min(1),
});
export type TacticalPosition = z.infer<typeof tacticalPositionSchema>;

export function parseTacticalPosition(raw: unknown): TacticalPosition {
  return tacticalPositionSchema.parse(raw);
}

export interface PositionOutcome {
  id: string;
  title: string;
  action: JsonValue;
  found: boolean;
}

/** Set up the position, play the actions before it, and let the agent decide once. */
export function solvePosition(module: AnyGameModule, p: TacticalPosition, agent: AiAgent): PositionOutcome {
  let state: BaseState = newGame(module, { position: p.position, seed: p.seed });
  for (const step of p.before) state = applyAction(module, state, step.seat, step.action).state;
  const pending = module.pending(state);
  if (pending === null) throw new Error(`${p.id}: the game is over before the decision`);
  const action = agent.decide({ module, seat: pending.seat, pending, view: module.view(state, pending.seat), legal: module.legal(state, pending.seat) });
  return { id: p.id, title: p.title, action, found: p.right.some((r) => jsonEqual(r, action)) };
}
