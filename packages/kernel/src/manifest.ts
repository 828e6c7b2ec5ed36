import type { ZodType } from 'zod';
import type { JsonValue } from './json';
import type { AnyGameModule, BaseState, Seat } from './module';
import type { Random } from './random';

/**
 * One manifest per system: everything the rest of Polemarch needs to know about a system, in one
 * object the system package exports (`@polemarch/<pkg>/manifest`). The catalog lists manifests; the
 * CLI, the server, the AI and the web app all read them from there, so adding a system is its package
 * plus one line in the catalog. The AI hook types live here (not in `@polemarch/ai`) so a system
 * package never imports the AI.
 */

/** The AI's levels, by name (the AI package defines what each one means). */
export type AiLevelName = 'easy' | 'standard' | 'strong';

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
   * one in any order). It must read only what the seat sees. `searcher` is the seat whose search it is: a
   * discipline the computer general keeps for its own moves (TAW's invader marching on his objectives) need not be
   * what it expects of the other side, which may do anything legal.
   */
  prune?(state: BaseState, seat: Seat, legal: readonly JsonValue[], searcher: Seat): readonly JsonValue[];
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

/** The search settings a system may set over a level's (the AI's `SearchConfig` has the same names). */
export interface SearchSettings {
  /** UCB1 exploration constant. */
  exploration?: number;
  /** Uniform random (or hinted) actions played from a new leaf before it is evaluated. */
  rolloutDepth?: number;
  /** Progressive widening: a node visited n times considers its best `base * (n+1)^exponent` actions. */
  widening?: { base: number; exponent: number } | null;
  /** Group actions with the system's `group` hint (two-level choice). */
  grouping?: boolean;
}

/** What the AI knows about one system: its evaluator and search hints. */
export interface SystemAI {
  evaluate?: Evaluator;
  /** The evaluator for a level, where a level must see the game differently (default: `evaluate`). */
  evaluateAt?(level: AiLevelName): Evaluator;
  hints?: SearchHints;
  /** Search settings this system needs at a level (e.g. widening and grouping for GBoH's many atomic actions), over the level's. */
  search?(level: AiLevelName): SearchSettings;
  /**
   * The visits a planned follow-up step needs at this level (undefined: the level's own
   * `planMinVisits`). A system whose turns are long runs of near-equivalent atomic steps (GBoH's
   * hex-by-hex moves) plans deeper with a lower threshold instead of searching every step afresh.
   */
  planMinVisits?(level: AiLevelName): number | undefined;
}

/**
 * How the browser app draws the system. Adapters are React code and live in `packages/web` (a system
 * package never depends on React): 'own' means `packages/web/src/systems/<id>/` holds the system's
 * adapter and `packages/web/src/systems/registry.ts` lists it under the manifest's id; 'generic' plays
 * it through the generic adapter (its legal actions as labelled buttons).
 */
export interface WebEntry {
  adapter: 'own' | 'generic';
}

/** A battle special rule as an editor lists it (the GBoH battle-rule registry fills these in). */
export interface BattleRuleInfo {
  id: string;
  name: string;
  /** The rule section it applies (e.g. 'gboh dara.trench'). */
  rule?: string;
  description?: string;
}

/** What a scenario editor needs: the set-up and options formats and the battle rules it may pick. */
export interface EditorSchema {
  /** The scenario / position file format (the module's `positionSchema`). */
  position: ZodType<unknown>;
  /** The game options with their defaults (the module's `optionsSchema`). */
  options: ZodType<Record<string, unknown>>;
  /** The battle special rules a scenario may list by id (GBoH: its battle-rule registry; none for the others). */
  battleRules?: () => BattleRuleInfo[];
}

export interface SystemManifest<Id extends string = string> {
  /** The system id: the module's own (`defineManifest` checks it). */
  readonly id: Id;
  readonly module: AnyGameModule;
  /** The AI's evaluator and search hints (absent: the search plays random rollouts to the end). */
  readonly ai?: SystemAI;
  readonly web: WebEntry;
  readonly editor: EditorSchema;
}

/**
 * A manifest, checked: its id is the module's, and the editor schemas default to the module's own.
 * `const` keeps the id's literal type, so the catalog can type registries keyed by system id.
 */
export function defineManifest<const Id extends string>(manifest: Omit<SystemManifest<Id>, 'editor'> & { editor?: Partial<EditorSchema> }): SystemManifest<Id> {
  if (manifest.id !== manifest.module.id) throw new Error(`manifest ${manifest.id} holds the module ${manifest.module.id}`);
  const { module } = manifest;
  return {
    ...manifest,
    editor: { position: module.positionSchema, options: module.optionsSchema, battleRules: () => [], ...manifest.editor },
  };
}
