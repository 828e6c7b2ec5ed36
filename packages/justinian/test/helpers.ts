import { type GameEvent, type JsonValue, Random, applyAction, createRngState } from '@polemarch/kernel';
import { justinian } from '../src/index';
import { emptyState, optionsSchema, setupContext } from '../src/setup';
import { settle } from '../src/decisions';
import type { Army, JustinianAction, JustinianState } from '../src/state';

/** A bare state (no forces) in the Activation Phase of `turn`, for small positions. */
export function bare(over: Partial<JustinianState> = {}): JustinianState {
  const s = { ...(emptyState('two-player', optionsSchema.parse({})) as JustinianState), rng: createRngState(7), ...over };
  return s;
}
export const army = (id: string, power: Army['power'], at: string, sp: number, leader: string | null = id, extra: Partial<Army> = {}): Army => ({
  id, power, leader, at, sp, allied: {}, unpaid: false, defeated: false, disorganized: false, treasury: false, ...extra,
});
/** Force the next d10 results. */
export function force(s: JustinianState, ...dice: number[]): JustinianState {
  s.rng.forced.push(...dice);
  return s;
}
/** Run a function on a state with a step context that collects events. */
export function withCtx<T>(s: JustinianState, f: (ctx: ReturnType<typeof setupContext> & { events: GameEvent[] }) => T): { result: T; events: GameEvent[] } {
  const events: GameEvent[] = [];
  const ctx = { ...setupContext(new Random(s.rng)), emit: (e: GameEvent) => { events.push(e); }, events };
  const result = f(ctx);
  return { result, events };
}
export function settled(s: JustinianState): JustinianState {
  withCtx(s, (ctx) => settle(s, ctx));
  return s;
}
export function act(s: JustinianState, a: JustinianAction, dice: number[] = []): { state: JustinianState; events: GameEvent[] } {
  const p = justinian.pending(s);
  if (p === null) throw new Error('no pending decision');
  const r = applyAction(justinian, s, p.seat, a as JsonValue, dice);
  return { state: r.state, events: [...r.events] };
}
export const legal = (s: JustinianState): JustinianAction[] => { const p = justinian.pending(s); return p === null ? [] : justinian.legal(s, p.seat); };
