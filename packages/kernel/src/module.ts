import type { ZodType } from 'zod';
import type { JsonValue } from './json';
import type { DieRoll, Random, RngState, Seed } from './random';

/** A player's seat in a game (e.g. 'top'/'bottom' in C&C, 'A'/'B' in GBoH). */
export type Seat = string;

/**
 * Text to show a player, as a message key and parameters so it can be rendered in any language. A
 * parameter may itself be a message (a unit type, a seat's name), rendered in the same language.
 */
export interface Message {
  key: string;
  params?: Record<string, MessageParam>;
}

export type MessageParam = string | number | boolean | Message;

/** A named modifier in a die roll's explanation (e.g. "+1 charisma"). */
export interface Modifier {
  label: Message;
  value: number;
}

/**
 * One thing that happened. Every line of a game log is one event: a message, the rule section it
 * applies (e.g. 'gboh 9.16'), and for a die roll the roll, its modifiers and the chart cell read, so a
 * player can see why a result happened.
 */
export interface GameEvent extends Message {
  rule?: string;
  rolls?: DieRoll[];
  modifiers?: Modifier[];
  chart?: { name: string; cell: string; result?: string };
  /** Seats allowed to see this event; absent means public (e.g. the card a player drew is his alone). */
  visibleTo?: Seat[];
}

/** Who must decide now, and about what. */
export interface Pending {
  seat: Seat;
  /** A system-defined decision kind, e.g. 'play-card', 'first-strike', 'orderly-withdrawal'. */
  kind: string;
  /** True when the seat answers in the middle of the other seat's sequence (evade, reaction fire...). */
  reaction: boolean;
  prompt: Message;
  rule?: string;
}

export interface Outcome {
  /** The winning seat, or null for a draw. */
  winner: Seat | null;
  reason: Message;
  /** Per-seat score where the system keeps one (banners, rout points). */
  score?: Record<Seat, number>;
}

export interface ScenarioInfo {
  id: string;
  name: string;
  /** Italian name, where it differs. */
  nameIt?: string;
  year?: string;
  seats: Seat[];
  /** What a player should know before choosing it: e.g. "layout reconstructed", "provisional values". */
  notes?: string[];
  /** 'playable' battles start; 'unsupported' ones are listed for completeness (e.g. a naval battle). */
  status: 'playable' | 'unsupported';
}

/** How a game starts: a named scenario, or a position file in the system's scenario format. */
export interface SetupInput {
  scenario?: string;
  position?: JsonValue;
  options: Record<string, JsonValue>;
  seed: Seed;
}

/** What an engine's step function may do besides changing its working copy of the state. */
export interface StepContext {
  /** The state's own seeded generator; every random draw goes through it. */
  readonly rng: Random;
  /** Report an event (a log line). */
  emit(event: GameEvent): void;
  /** Declare that this action showed a seat something hidden before (a card, a secret deployment). */
  reveal(): void;
}

/** Every game state carries its random generator, so replay and search stay deterministic. */
export interface BaseState {
  rng: RngState;
}

/**
 * The contract every game system implements. The engine decides everything: who must decide now
 * (`pending`), what they may do (`legal`), and what happens (`step`). UI, AI, server and CLI all go
 * through the kernel's `applyAction`, which validates, checks seat and legality, copies the state and
 * calls `step` on the copy, so the input state is never changed.
 *
 * States are values: once `applyAction` (or `advance`) has returned a state, nothing changes it
 * again, so a module may cache what it derives from a state object (e.g. its legal actions in a
 * WeakMap) for as long as that object lives. The one exception is opt-in: a module with `ownedSteps`
 * lets `advanceOwned` step a state that its caller owns outright in place (see there).
 */
export interface GameModule<S extends BaseState = BaseState, A extends JsonValue = JsonValue, V extends JsonValue = JsonValue> {
  readonly id: string;
  readonly name: string;
  readonly nameIt?: string;
  /** Bumped when a rules change makes old records replay differently. */
  readonly engineVersion: string;
  /** Validates an action's shape (legality is `legal`'s business). */
  readonly actionSchema: ZodType<A>;
  /** The scenario / position file format (used to validate position files and to export their JSON Schema). */
  readonly positionSchema: ZodType<unknown>;
  /** The game options with their defaults; parsing `{}` gives the defaults (plain JSON values). */
  readonly optionsSchema: ZodType<Record<string, unknown>>;
  /** Message templates for events and prompts, per language ('en', 'it'). */
  readonly messages: Record<string, Record<string, string>>;

  scenarios(): ScenarioInfo[];
  /**
   * Build the starting state (without its generator: the kernel adds `rng`, seeded from `input.seed`).
   * Shuffles and other setup draws go through `rng`. Throws a GameError for an unknown scenario or a
   * position the system cannot set up.
   */
  setup(input: SetupInput, rng: Random): Omit<S, 'rng'>;
  /**
   * Every reason a set-up is not a sound starting position for a game (issue 17.5): what the rules
   * require past the file's shape (one unit per hex, an army for each side, hands that can be dealt...),
   * in words. `Match.create`, the path of every game players start (CLI, app, server), refuses a set-up
   * with any; `newGame` does not ask, so a rule test may set up a bare position (one unit, no cards).
   */
  setupProblems?(input: SetupInput): string[];
  seats(state: S): Seat[];
  /** Who must decide now; null once the game is over. */
  pending(state: S): Pending | null;
  /** Every legal action for `seat` now (empty when it is not that seat's decision). */
  legal(state: S, seat: Seat): A[];
  /** Optional fast legality test; by default the kernel looks the action up in `legal`. */
  isLegal?(state: S, seat: Seat, action: A): boolean;
  /** Apply a legal action to a private working copy (mutation allowed here and only here). */
  step(draft: S, seat: Seat, action: A, ctx: StepContext): void;
  /**
   * True when `step` may also run on a state its caller owns outright (`advanceOwned`: random play, a search's
   * playouts), changing it in place with no copy: the module keeps nothing derived from a state object (no cache
   * keyed by it) that a change in place would leave stale, and its `step` reads the action as given, whatever
   * object it is. Without it `advanceOwned` copies as `advance` does.
   */
  readonly ownedSteps?: boolean;
  /** What `seat` may see (null: a spectator). Never includes the generator or another seat's secrets. */
  view(state: S, seat: Seat | null): V;
  result(state: S): Outcome | null;
  /** Optional faster deep copy than the generic JSON clone. */
  clone?(state: S): S;
  /**
   * The per-seat event filter (issue 17.2): the seats that may see `event`, emitted by the step from
   * `before` to `after`, or undefined for "as the engine emitted it". An event naming something hidden
   * from a seat (a secret unit, a card in a hand) must leave that seat out; the kernel writes the
   * answer into the event's `visibleTo`, so every log drops it for the others. Systems with hidden
   * information implement it; the fuzz harness checks whole games against each seat's view.
   */
  eventAudience?(before: S, after: S, event: GameEvent): readonly Seat[] | undefined;
  /**
   * Why `action` (well-formed, for the deciding seat) is not legal now, in words, citing the rule
   * where it can; undefined to let the kernel say which decision is open and what it takes.
   */
  explainIllegal?(state: S, seat: Seat, action: A): string | undefined;
  /** A short human label for an action, for menus and logs. */
  describeAction?(state: S, action: A): Message;
  /**
   * For search under hidden information (the AI): a full state consistent with everything `seat`
   * has seen, as given by its view, with the hidden parts (the other hands, the deck order, secret
   * deployments, the generator) sampled with `rng`. Systems with no hidden information rebuild the
   * state from the view and give it a fresh generator from `rng`.
   */
  determinize?(view: V, seat: Seat, rng: Random): S;
  /** A plain-text picture of a view, for the CLI's `show`. */
  renderView?(view: V, lang: 'en' | 'it'): string;
}

/** A module with its types erased, as registries and tools hold them. */
export type AnyGameModule = GameModule<BaseState, JsonValue, JsonValue>;
