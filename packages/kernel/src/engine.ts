import { z } from 'zod';
import { GameError } from './errors';
import { cloneJson, hashJson, jsonEqual, type JsonValue } from './json';
import type { BaseState, GameEvent, GameModule, Pending, Seat, SetupInput, StepContext } from './module';
import { type ForcedDie, Random, createRngState } from './random';

/** What one applied action produced. */
export interface StepResult<S> {
  state: S;
  events: GameEvent[];
  /** The action drew from the generator (dice, shuffles, draws): undo cannot go back past it. */
  chance: boolean;
  /** The action showed a seat something hidden: undo cannot go back past it either. */
  revealed: boolean;
}

export interface NewGameInput {
  scenario?: string;
  position?: JsonValue;
  options?: Record<string, JsonValue>;
  seed: number;
}

function describeZodError(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.length ? i.path.join('.') : '(root)'}: ${i.message}`).join('; ');
}

/** Parse options against the module's schema, filling defaults; a bad option is a 'bad-setup' error. */
export function resolveOptions<S extends BaseState, A extends JsonValue, V extends JsonValue>(module: GameModule<S, A, V>, options: Record<string, JsonValue> = {}): Record<string, JsonValue> {
  const parsed = module.optionsSchema.safeParse(options);
  if (!parsed.success) throw new GameError('bad-setup', `invalid options for ${module.id}: ${describeZodError(parsed.error)}`);
  // Options schemas describe JSON (numbers, strings, booleans, enums), so the parsed value is JSON.
  return parsed.data as Record<string, JsonValue>;
}

/** Build a game's starting state from a scenario or a position file. */
export function newGame<S extends BaseState, A extends JsonValue, V extends JsonValue>(module: GameModule<S, A, V>, input: NewGameInput): S {
  if ((input.scenario === undefined) === (input.position === undefined)) {
    throw new GameError('bad-setup', 'give exactly one of a scenario or a position');
  }
  if (!Number.isInteger(input.seed)) throw new GameError('bad-setup', `seed must be an integer, got ${String(input.seed)}`);
  if (input.scenario !== undefined && !module.scenarios().some((s) => s.id === input.scenario && s.status === 'playable')) {
    throw new GameError('bad-setup', `${module.id} has no playable scenario ${JSON.stringify(input.scenario)}`);
  }
  if (input.position !== undefined) {
    const parsed = module.positionSchema.safeParse(input.position);
    if (!parsed.success) throw new GameError('bad-setup', `invalid position: ${describeZodError(parsed.error)}`);
  }
  const rngState = createRngState(input.seed);
  const setup: SetupInput = { options: resolveOptions(module, input.options), seed: input.seed };
  if (input.scenario !== undefined) setup.scenario = input.scenario;
  if (input.position !== undefined) setup.position = input.position;
  const body = module.setup(setup, new Random(rngState));
  return { ...body, rng: rngState } as S;
}

function cloneState<S extends BaseState, A extends JsonValue, V extends JsonValue>(module: GameModule<S, A, V>, state: S): S {
  return module.clone ? module.clone(state) : cloneJson(state);
}

/**
 * Apply one action for one seat: validates the action's shape, checks that the seat is the one to
 * decide and that the action is legal, then runs the engine on a copy. Throws a GameError (and
 * changes nothing) on any refusal. `dice` forces the results of the dice this action rolls.
 */
export function applyAction<S extends BaseState, A extends JsonValue, V extends JsonValue>(
  module: GameModule<S, A, V>,
  state: S,
  seat: Seat,
  action: unknown,
  dice: readonly ForcedDie[] = [],
): StepResult<S> {
  return runStep(module, state, seat, checkAction(module, state, seat, action), dice);
}

/** The checks of `applyAction` without applying: the action parsed to the module's type, or a GameError. */
export function checkAction<S extends BaseState, A extends JsonValue, V extends JsonValue>(module: GameModule<S, A, V>, state: S, seat: Seat, action: unknown): A {
  const parsed = module.actionSchema.safeParse(action);
  if (!parsed.success) throw new GameError('bad-action', `malformed ${module.id} action: ${describeZodError(parsed.error)}`);
  const pending = module.pending(state);
  if (pending === null) throw new GameError('game-over', 'the game is over');
  if (pending.seat !== seat) throw new GameError('wrong-seat', `it is ${pending.seat}'s decision (${pending.kind}), not ${seat}'s`);
  const act = parsed.data;
  const legal = module.isLegal ? module.isLegal(state, seat, act) : module.legal(state, seat).some((a) => jsonEqual(a, act));
  if (!legal) throw new GameError('illegal', `not a legal ${pending.kind} decision now: ${JSON.stringify(act)}`);
  return act;
}

function runStep<S extends BaseState, A extends JsonValue, V extends JsonValue>(
  module: GameModule<S, A, V>,
  state: S,
  seat: Seat,
  action: A,
  dice: readonly ForcedDie[],
): StepResult<S> {
  const draft = cloneState(module, state);
  draft.rng.forced = [...dice];
  const drawsBefore = draft.rng.draws;
  const events: GameEvent[] = [];
  let revealed = false;
  const ctx: StepContext = {
    rng: new Random(draft.rng),
    emit: (e) => events.push(e),
    reveal: () => {
      revealed = true;
    },
  };
  try {
    module.step(draft, seat, action, ctx);
  } catch (e) {
    if (e instanceof RangeError && /^forced /.test(e.message)) throw new GameError('bad-dice', e.message);
    throw e;
  }
  if (draft.rng.forced.length > 0) {
    throw new GameError('bad-dice', `the action did not use the forced dice ${JSON.stringify(draft.rng.forced)}`);
  }
  return { state: draft, events, chance: draft.rng.draws !== drawsBefore, revealed };
}

/**
 * The fast path for search and playouts: applies an action already known to be legal (taken from
 * `legal`) without validation. Still pure: the input state is copied.
 */
export function advance<S extends BaseState, A extends JsonValue, V extends JsonValue>(module: GameModule<S, A, V>, state: S, seat: Seat, action: A): S {
  return runStep(module, state, seat, action, []).state;
}

/**
 * Re-apply a recorded action already known to be legal in `state` (a prefix of a record that was
 * checked when it was first played or verified): no shape, seat or legality checks, but the forced
 * dice and the step's events, chance and reveal flags as `applyAction` gives them. Never use it on
 * input from a player or an unverified file.
 */
export function applyTrusted<S extends BaseState, A extends JsonValue, V extends JsonValue>(
  module: GameModule<S, A, V>,
  state: S,
  seat: Seat,
  action: A,
  dice: readonly ForcedDie[] = [],
): StepResult<S> {
  return runStep(module, state, seat, action, dice);
}

/** A stable hash of a state, to compare replays. */
export function stateHash(state: BaseState): string {
  return hashJson(state);
}

// ---------------------------------------------------------------------------------------------
// Game records

export const recordedActionSchema = z.object({
  seat: z.string().min(1),
  action: z.json(),
  /** Dice forced for this action (tests, puzzles, a debug session). */
  dice: z.array(z.union([z.number().int(), z.string()])).optional(),
});

export const gameRecordSchema = z.object({
  format: z.literal('polemarch-record'),
  version: z.literal(1),
  system: z.string().min(1),
  engineVersion: z.string().optional(),
  scenario: z.string().optional(),
  position: z.json().optional(),
  options: z.record(z.string(), z.json()).default({}),
  seed: z.number().int(),
  actions: z.array(recordedActionSchema).default([]),
  /** The hash of the final state when the record was written: replay must reach it. */
  stateHash: z.string().optional(),
  meta: z.record(z.string(), z.json()).optional(),
});

export type RecordedAction = z.infer<typeof recordedActionSchema>;
export type GameRecord = z.infer<typeof gameRecordSchema>;

export function parseRecord(raw: unknown): GameRecord {
  const parsed = gameRecordSchema.safeParse(raw);
  if (!parsed.success) throw new GameError('bad-record', `not a valid game record: ${describeZodError(parsed.error)}`);
  const rec = parsed.data;
  if ((rec.scenario === undefined) === (rec.position === undefined)) {
    throw new GameError('bad-record', 'a game record names exactly one of a scenario or a position');
  }
  return rec;
}

export function newRecord<S extends BaseState, A extends JsonValue, V extends JsonValue>(module: GameModule<S, A, V>, input: NewGameInput): GameRecord {
  const rec: GameRecord = {
    format: 'polemarch-record',
    version: 1,
    system: module.id,
    engineVersion: module.engineVersion,
    options: resolveOptions(module, input.options),
    seed: input.seed,
    actions: [],
  };
  if (input.scenario !== undefined) rec.scenario = input.scenario;
  if (input.position !== undefined) rec.position = input.position;
  return rec;
}

/** One replayed action with what it produced. */
export interface ReplayStep<A extends JsonValue = JsonValue> {
  seat: Seat;
  /** The action applied, and the dice forced for it if the record forced any. */
  action: A;
  dice?: ForcedDie[];
  /** The decision the action answered (its kind, prompt and rule), for logs and replay viewers. */
  pending: Pending;
  events: GameEvent[];
  chance: boolean;
  revealed: boolean;
}

export interface Replay<S, A extends JsonValue = JsonValue> {
  state: S;
  steps: ReplayStep<A>[];
}

/**
 * Replay a record from its start. Every action is checked exactly as it was when first played; a
 * record that does not replay (or does not reach its stored hash) is a 'bad-record' error.
 */
export function replay<S extends BaseState, A extends JsonValue, V extends JsonValue>(
  module: GameModule<S, A, V>,
  record: GameRecord,
  onStep?: (step: ReplayStep<A>, state: S, index: number) => void,
): Replay<S, A> {
  if (record.system !== module.id) throw new GameError('bad-record', `record is for ${record.system}, not ${module.id}`);
  let state: S;
  try {
    const input: NewGameInput = { options: record.options, seed: record.seed };
    if (record.scenario !== undefined) input.scenario = record.scenario;
    if (record.position !== undefined) input.position = record.position;
    state = newGame(module, input);
  } catch (e) {
    throw new GameError('bad-record', `record cannot be set up: ${(e as Error).message}`);
  }
  const steps: ReplayStep<A>[] = [];
  record.actions.forEach((entry, i) => {
    const r = replayEntry(module, state, entry, i, true);
    state = r.state;
    steps.push(r.step);
    onStep?.(r.step, state, i);
  });
  if (record.stateHash !== undefined && stateHash(state) !== record.stateHash) {
    throw new GameError('bad-record', 'the record does not replay to its stored state hash (corrupt or edited)');
  }
  return { state, steps };
}

/**
 * Apply the record's entry `index` to `state` (the state before it): with every check when
 * `checked`, or as a trusted prefix (`applyTrusted`). A refusal is a 'bad-record' error.
 */
export function replayEntry<S extends BaseState, A extends JsonValue, V extends JsonValue>(
  module: GameModule<S, A, V>,
  state: S,
  entry: RecordedAction,
  index: number,
  checked: boolean,
): { state: S; step: ReplayStep<A> } {
  const pending = module.pending(state);
  if (pending === null) throw new GameError('bad-record', `action ${index + 1} does not replay: the game was already over`);
  let r: StepResult<S>;
  let action: A;
  try {
    // A trusted entry was parsed and checked when it was first played, by this very module.
    action = checked ? checkAction(module, state, entry.seat, entry.action) : (entry.action as A);
    r = runStep(module, state, entry.seat, action, entry.dice ?? []);
  } catch (e) {
    throw new GameError('bad-record', `action ${index + 1} does not replay: ${(e as Error).message}`);
  }
  const step: ReplayStep<A> = { seat: entry.seat, action, pending, events: r.events, chance: r.chance, revealed: r.revealed };
  if (entry.dice !== undefined) step.dice = [...entry.dice];
  return { state: r.state, step };
}

/**
 * How many of the record's last actions the deciding seat may take back: only its own latest run of
 * decisions (it is still that seat's turn to decide), stopping at any action that drew from the
 * generator or revealed hidden information.
 */
export function undoableCount<S extends BaseState, A extends JsonValue, V extends JsonValue>(
  module: GameModule<S, A, V>,
  played: { state: S; steps: readonly Pick<ReplayStep, 'seat' | 'chance' | 'revealed'>[] },
): number {
  const pending = module.pending(played.state);
  if (pending === null) return 0;
  let n = 0;
  for (let i = played.steps.length - 1; i >= 0; i--) {
    const s = played.steps[i]!;
    if (s.seat !== pending.seat || s.chance || s.revealed) break;
    n++;
  }
  return n;
}

/** Take back the last action of a record (a new record; the input is unchanged). */
export function undo<S extends BaseState, A extends JsonValue, V extends JsonValue>(module: GameModule<S, A, V>, record: GameRecord, seat?: Seat): GameRecord {
  const played = replay(module, record);
  const pending = module.pending(played.state);
  if (seat !== undefined && pending !== null && pending.seat !== seat) {
    throw new GameError('cannot-undo', `only ${pending.seat}, who is deciding now, may undo`);
  }
  if (undoableCount(module, played) === 0) {
    throw new GameError('cannot-undo', 'nothing to undo: the last decision was not yours, or it rolled dice or revealed hidden information');
  }
  const { stateHash: _dropped, ...rest } = record;
  return { ...rest, actions: record.actions.slice(0, -1) };
}

/** Append an applied action to a record (a new record), with the new state's hash. */
export function appendAction(record: GameRecord, entry: RecordedAction, state: BaseState): GameRecord {
  return { ...record, actions: [...record.actions, entry], stateHash: stateHash(state) };
}
