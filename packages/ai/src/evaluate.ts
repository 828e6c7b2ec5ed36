import { type AnyGameModule, type BaseState, type JsonValue, type Random, type Seat, advance } from '@polemarch/kernel';
import type { LevelName } from './levels';
import type { SearchConfig } from './search';

/**
 * A static evaluation of a (determinized) full state for one seat, in [-1, 1]: +1 a sure win, -1 a
 * sure loss. It may look at everything in the state it is given, because the search only ever hands it
 * states it sampled itself from the seat's view (never the true state).
 */
export type Evaluator = (state: BaseState, seat: Seat, module: AnyGameModule, rng: Random) => number;

/**
 * What a system may add to make search sharper or tractable. Every hook is optional; without any the
 * search is plain information-set MCTS over atomic actions.
 */
export interface SearchHints {
  /**
   * Move ordering: a prior per legal action (higher is tried first). Progressive widening reveals
   * actions to the search in this order, so a system with hundreds of atomic actions (GBoH hex steps)
   * only spreads its budget over the promising ones.
   */
  order?(state: BaseState, seat: Seat, legal: readonly JsonValue[]): number[];
  /**
   * Action grouping: a key per action (e.g. the unit a step moves, the card a play uses). The search
   * first chooses a group, then an action inside it, so statistics are shared among related actions.
   */
  group?(state: BaseState, seat: Seat, action: JsonValue): string;
  /**
   * The actions the search considers, a subset of the legal ones (never empty): it may drop actions
   * that only reach, in another order, what the kept ones reach (C&C: ordering the same units one by
   * one in any order). It must read only what the seat sees.
   */
  prune?(state: BaseState, seat: Seat, legal: readonly JsonValue[]): readonly JsonValue[];
  /** The policy of the short rollouts before evaluation (default: uniform random). */
  rollout?(state: BaseState, seat: Seat, legal: readonly JsonValue[], rng: Random): JsonValue;
  /**
   * A key for what the searching seat observes in a view. Two views with the same key must be the same
   * information set. The default is the view's JSON text.
   */
  observe?(view: JsonValue): string;
  /**
   * The same key computed straight from a full (sampled) state for `seat`, without building its view
   * (a view is a deep copy, and keying it was half of a C&C iteration). It must read only what `seat`
   * sees, and carry the same information as the view's key.
   */
  observeState?(state: BaseState, seat: Seat): string;
  /**
   * True when `determinize` rebuilds the state of this view exactly but for its generator (nothing is
   * hidden from `seat`): the search then keeps the states it reaches along actions that draw no die.
   */
  exactDeterminization?(view: JsonValue, seat: Seat): boolean;
}

/** What the AI knows about one system: its evaluator and search hints. */
export interface SystemAI {
  evaluate?: Evaluator;
  /** The evaluator for a level, where a level must see the game differently (default: `evaluate`). */
  evaluateAt?(level: LevelName): Evaluator;
  hints?: SearchHints;
  /** Search settings this system needs at a level (e.g. widening and grouping for GBoH's many atomic actions), over the level's. */
  search?(level: LevelName): Partial<SearchConfig>;
  /**
   * The visits a planned follow-up step needs at this level (default: the level's `planMinVisits`).
   * A system whose turns are long runs of near-equivalent atomic steps (GBoH's hex-by-hex moves)
   * plans deeper with a lower threshold instead of searching every step afresh.
   */
  planMinVisits?(level: LevelName): number;
}

const REGISTRY = new Map<string, SystemAI>();

/** Register (or replace) a system's evaluator and hints. Each system's file calls this once. */
export function registerSystemAI(systemId: string, ai: SystemAI): void {
  REGISTRY.set(systemId, ai);
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
      state = advance(module, state, pending.seat, legal[rng.int(legal.length)] as JsonValue);
    }
    return resultValue(module, state, seat) ?? 0;
  };
}

/** The evaluator the search uses for a module: the registered one, else random rollouts to the end. */
export function evaluatorFor(module: AnyGameModule): Evaluator {
  return REGISTRY.get(module.id)?.evaluate ?? rolloutEvaluator();
}
