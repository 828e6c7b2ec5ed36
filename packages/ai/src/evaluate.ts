import { type AnyGameModule, type BaseState, type Evaluator, type JsonValue, type Seat, type SystemAI, type SystemManifest, advance, advanceOwned } from '@polemarch/kernel';

// The hook types are the kernel's (`SystemManifest.ai`), so system packages define their hooks
// without importing the AI.
export type { Evaluator, SearchHints, SearchSettings, SystemAI } from '@polemarch/kernel';

const REGISTRY = new Map<string, SystemAI>();

/** Register (or replace) a system's evaluator and hints. */
export function registerSystemAI(systemId: string, ai: SystemAI): void {
  REGISTRY.set(systemId, ai);
}

/**
 * Register the AI hooks of these manifests (the catalog's: the AI itself imports no system).
 * Idempotent; an explicit `registerSystemAI` of the same id wins.
 */
export function registerManifests(manifests: readonly SystemManifest[]): void {
  for (const m of manifests) if (m.ai !== undefined && !REGISTRY.has(m.id)) REGISTRY.set(m.id, m.ai);
}

export function systemAI(systemId: string): SystemAI | undefined {
  return REGISTRY.get(systemId);
}

/** The value of a finished game for a seat: +1 a win, -1 a loss, 0 a draw. */
export function resultValue(module: AnyGameModule, state: BaseState, seat: Seat): number | null {
  const result = module.result(state);
  if (result === null) return null;
  if (result.winner === null) return 0;
  return result.winner === seat ? 1 : -1;
}

/**
 * The generic fallback for a system without an evaluator: play uniformly random legal actions to the
 * end of the game and score only the result (capped: an unfinished rollout counts as a draw).
 */
export function rolloutEvaluator(maxActions = 400): Evaluator {
  return (start, seat, module, rng) => {
    let state = start;
    for (let n = 0; n < maxActions; n++) {
      const pending = module.pending(state);
      if (pending === null) break;
      const legal = module.legal(state, pending.seat);
      const action = legal[rng.int(legal.length)] as JsonValue;
      // The first step copies the caller's state, the rest step the rollout's own copy in place (issue 18).
      state = n === 0 ? advance(module, state, pending.seat, action) : advanceOwned(module, state, pending.seat, action);
    }
    return resultValue(module, state, seat) ?? 0;
  };
}

/** The evaluator the search uses for a module: the registered one, else random rollouts to the end. */
export function evaluatorFor(module: AnyGameModule): Evaluator {
  return REGISTRY.get(module.id)?.evaluate ?? rolloutEvaluator();
}
