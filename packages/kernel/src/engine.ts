import { z } from 'zod';
import { GameError } from './errors';
import { cloneJson, hashJson, jsonEqual, type JsonValue } from './json';
import type { BaseState, GameEvent, GameModule, Pending, Seat, SetupInput, StepContext } from './module';
import { ACTION_LIMITS, FILE_LIMITS, OPTION_LIMITS, checkJsonLimits, jsonLimitProblem, parseStrict } from './input';
import { type ForcedDie, Random, SEED_PATTERN, type Seed, createRngState, seedProblem } from './random';

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
  seed: Seed;
}

/** Parse options against the module's schema, filling defaults; a bad option is a 'bad-setup' error. */
export function resolveOptions<S extends BaseState, A extends JsonValue, V extends JsonValue>(module: GameModule<S, A, V>, options: Record<string, JsonValue> = {}): Record<string, JsonValue> {
  for (const [k, v] of Object.entries(options)) {
    const problem = jsonLimitProblem(v, OPTION_LIMITS);
    if (problem !== null) throw new GameError('bad-setup', `option ${k} refused: ${problem}`);
  }
  // Unknown option names are refused, not dropped (issue 17.6).
  const parsed = parseStrict(module.optionsSchema, options);
  if (!parsed.ok) {
    const known = Object.keys(module.optionsSchema.safeParse({}).data ?? {});
    throw new GameError('bad-setup', `invalid options for ${module.id}: ${parsed.reason} (known: ${known.length ? known.join(', ') : 'none'})`);
  }
  // Options schemas describe JSON (numbers, strings, booleans, enums), so the parsed value is JSON.
  return parsed.value as Record<string, JsonValue>;
}

/** Build a game's starting state from a scenario or a position file. */
export function newGame<S extends BaseState, A extends JsonValue, V extends JsonValue>(module: GameModule<S, A, V>, input: NewGameInput): S {
  if ((input.scenario === undefined) === (input.position === undefined)) {
    throw new GameError('bad-setup', 'give exactly one of a scenario or a position');
  }
  const seedError = seedProblem(input.seed);
  if (seedError !== null) throw new GameError('bad-setup', seedError);
  if (input.scenario !== undefined && !module.scenarios().some((s) => s.id === input.scenario && s.status === 'playable')) {
    throw new GameError('bad-setup', `${module.id} has no playable scenario ${JSON.stringify(input.scenario)}`);
  }
  if (input.position !== undefined) {
    checkJsonLimits(input.position, FILE_LIMITS, 'the position', 'bad-setup');
    if (isGameRecordLike(input.position)) throw new GameError('bad-setup', 'this is a game record, not a position: open it with the game commands (show, act, ...), or give a position file');
    const parsed = parseStrict(module.positionSchema, input.position);
    if (!parsed.ok) throw new GameError('bad-setup', `invalid position: ${parsed.reason}`);
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
 * changes nothing) on any refusal. `dice` forces the results of the dice this action rolls; with
 * `fillDice` false they must cover every die it rolls (a 'bad-dice' refusal otherwise). The default
 * (true: the generator rolls the rest) serves tests that force only the dice they look at; a player's
 * input goes through `Match.play`, strict by default (issue 17.8).
 */
export function applyAction<S extends BaseState, A extends JsonValue, V extends JsonValue>(
  module: GameModule<S, A, V>,
  state: S,
  seat: Seat,
  action: unknown,
  dice: readonly ForcedDie[] = [],
  fillDice = true,
): StepResult<S> {
  return runStep(module, state, seat, checkAction(module, state, seat, action), dice, { fillDice, audience: true });
}

/** The checks of `applyAction` without applying: the action parsed to the module's type, or a GameError. */
export function checkAction<S extends BaseState, A extends JsonValue, V extends JsonValue>(module: GameModule<S, A, V>, state: S, seat: Seat, action: unknown): A {
  checkJsonLimits(action, ACTION_LIMITS, 'the action', 'bad-action');
  // Strict: an action with fields its schema does not know is refused, never stored raw (issue 17.4).
  const parsed = parseStrict(module.actionSchema, action);
  if (!parsed.ok) throw new GameError('bad-action', `malformed ${module.id} action: ${parsed.reason}`);
  const pending = module.pending(state);
  if (pending === null) throw new GameError('game-over', 'the game is over');
  if (pending.seat !== seat) throw new GameError('wrong-seat', `it is ${pending.seat}'s decision (${pending.kind}), not ${seat}'s`);
  const act = parsed.value;
  let legal: boolean;
  try {
    legal = module.isLegal ? module.isLegal(state, seat, act) : module.legal(state, seat).some((a) => jsonEqual(a, act));
  } catch (e) {
    // A well-shaped action the legality test cannot even read (a hex id "12a4"): refused as input, not a crash.
    if (e instanceof GameError) throw e;
    throw new GameError('bad-action', `malformed ${module.id} action: ${JSON.stringify(act)} cannot be read: ${(e as Error).message}`);
  }
  if (!legal) throw new GameError('illegal', explainIllegal(module, state, seat, act, pending), { kind: pending.kind, rule: pending.rule ?? null });
  return act;
}

/** The tag an action is told apart by (`type` or `kind`, the systems' discriminators), if it has one. */
function actionTag(action: JsonValue): string | undefined {
  if (typeof action !== 'object' || action === null || Array.isArray(action)) return undefined;
  const tag = action['type'] ?? action['kind'];
  return typeof tag === 'string' ? tag : undefined;
}

/**
 * Why a well-formed action is not legal now (issue 17.8): the module's own reason where it gives one,
 * else which decision is open, under which rule, and which actions it takes.
 */
export function explainIllegal<S extends BaseState, A extends JsonValue, V extends JsonValue>(module: GameModule<S, A, V>, state: S, seat: Seat, action: A, pending: Pending): string {
  const rule = pending.rule !== undefined ? ` (rule ${pending.rule})` : '';
  let own: string | undefined;
  try {
    own = module.explainIllegal?.(state, seat, action);
  } catch {
    // A reason the module cannot give (an action it cannot even read) leaves the generic one: never a crash.
    own = undefined;
  }
  const head = `not legal now: ${JSON.stringify(action)}`;
  if (own !== undefined && own !== null) return `${head}: ${own}${rule}`;
  const legal = module.legal(state, seat);
  const tags = [...new Set(legal.map(actionTag).filter((t): t is string => t !== undefined))];
  const tag = actionTag(action);
  if (tag !== undefined && tags.length > 0 && !tags.includes(tag)) {
    return `${head}: the ${pending.kind} decision${rule} takes ${tags.map((t) => JSON.stringify(t)).join(', ')}, not ${JSON.stringify(tag)}`;
  }
  const same = tag === undefined ? legal : legal.filter((a) => actionTag(a) === tag);
  const sample = same.slice(0, 5).map((a) => JSON.stringify(a));
  return `${head}: not among the ${same.length} legal ${tag !== undefined ? `${JSON.stringify(tag)} ` : ''}actions of the ${pending.kind} decision${rule}${sample.length ? `, e.g. ${sample.join(' ')}` : ''} (see \`legal\`)`;
}

/** How a step is run: forced dice strict or filled at random, and whether the events are given their audience. */
interface RunOptions {
  /** Forced dice that run out are completed from the generator (else refused). */
  fillDice: boolean;
  /** Apply the module's `eventAudience` (not needed by search, which reads no events). */
  audience: boolean;
}

function runStep<S extends BaseState, A extends JsonValue, V extends JsonValue>(
  module: GameModule<S, A, V>,
  state: S,
  seat: Seat,
  action: A,
  dice: readonly ForcedDie[],
  run: RunOptions = { fillDice: false, audience: true },
): StepResult<S> {
  const draft = cloneState(module, state);
  draft.rng.forced = dice.length === 0 ? [] : [...dice];
  const drawsBefore = draft.rng.draws;
  const events: GameEvent[] = [];
  let revealed = false;
  // A plain object with own properties: engines and tests may spread it to wrap `emit` (`{ ...ctx, emit }`).
  const ctx: StepContext = {
    rng: new Random(draft.rng, dice.length > 0 && !run.fillDice),
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
  return { state: draft, events: run.audience ? withAudience(module, state, draft, events) : events, chance: draft.rng.draws !== drawsBefore, revealed };
}

/**
 * The per-seat event filter (issue 17.2): the module says which events name something hidden from a
 * seat, and they get a `visibleTo`, so every log (CLI, app, server) drops them for the others through
 * `visibleEvents`. An audience the engine set itself is only ever narrowed.
 */
function withAudience<S extends BaseState, A extends JsonValue, V extends JsonValue>(module: GameModule<S, A, V>, before: S, after: S, events: GameEvent[]): GameEvent[] {
  const hook = module.eventAudience;
  if (hook === undefined || events.length === 0) return events;
  return events.map((e) => {
    const seats = hook(before, after, e);
    if (seats === undefined) return e;
    const visibleTo = e.visibleTo === undefined ? [...seats] : e.visibleTo.filter((x) => seats.includes(x));
    return { ...e, visibleTo };
  });
}

/**
 * The fast path for search and playouts: applies an action already known to be legal (taken from
 * `legal`) without validation. Still pure: the input state is copied.
 */
export function advance<S extends BaseState, A extends JsonValue, V extends JsonValue>(module: GameModule<S, A, V>, state: S, seat: Seat, action: A): S {
  const draft = cloneState(module, state);
  draft.rng.forced = [];
  // `runStep` without what only a caller of it reads (events, reveal, chance): no closures or arrays made per
  // step on the path every playout and search iteration takes (issue 18). The state it returns is the same.
  module.step(draft, seat, action, { rng: new Random(draft.rng), emit: discard, reveal: discard });
  return draft;
}

/** The step context's `emit` and `reveal` for `advance`, which keeps neither. */
function discard(): void {}

/**
 * `advance` for a caller that owns `state` and gives it up (random play, a search's playout past its first step):
 * for a module whose `step` may run on such a state (`GameModule.ownedSteps`) the step changes it in place and
 * returns it, with no copy; for any other module it is `advance`. Issue 18: the copy of every step was a fifth of a
 * C&C random game, with the garbage it left. The caller must not read `state` as the old position afterwards, and
 * no one else may hold it: a state `applyAction`, `advance` or a Match gave out is a value others may keep (and a
 * module may cache by it), so a playout from one starts with `advance` (one copy) and goes on with this. A step that
 * throws leaves the state as far as it got: the caller drops it.
 */
export function advanceOwned<S extends BaseState, A extends JsonValue, V extends JsonValue>(module: GameModule<S, A, V>, state: S, seat: Seat, action: A): S {
  if (module.ownedSteps !== true) return advance(module, state, seat, action);
  if (state.rng.forced.length > 0) state.rng.forced = [];
  module.step(state, seat, action, { rng: new Random(state.rng), emit: discard, reveal: discard });
  return state;
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
  fillDice = true,
): StepResult<S> {
  // By default what was checked once is replayed as it was played: dice that ran out were filled then.
  return runStep(module, state, seat, action, dice, { fillDice, audience: true });
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
  /** The forced dice did not cover every roll and the rest was drawn at random, as asked. */
  fill: z.literal(true).optional(),
});

const recordFields = {
  format: z.literal('polemarch-record'),
  system: z.string().min(1),
  scenario: z.string().optional(),
  position: z.json().optional(),
  options: z.record(z.string(), z.json()).default({}),
  actions: z.array(recordedActionSchema).default([]),
  meta: z.record(z.string(), z.json()).optional(),
};

/** The current record format: a 128-bit seed (or a numeric one), engine version and state hash required. */
export const RECORD_VERSION = 2;

/** Format 1 (read, never written): a numeric seed, engine version and state hash optional. */
export const gameRecordV1Schema = z.object({
  ...recordFields,
  version: z.literal(1),
  engineVersion: z.string().optional(),
  seed: z.number().int(),
  /** The hash of the final state when the record was written: replay must reach it. */
  stateHash: z.string().optional(),
});

export const gameRecordV2Schema = z.object({
  ...recordFields,
  version: z.literal(2),
  /** The engine version that wrote it (GameModule.engineVersion): checked on open. */
  engineVersion: z.string().min(1),
  /** 32 hex digits (128 bits, new games) or a whole number (games started before format 2, tests). */
  seed: z.union([z.number().int().refine(Number.isSafeInteger, 'a numeric seed must be a safe integer'), z.string().regex(SEED_PATTERN, 'a seed must be 32 lowercase hex digits')]),
  /** The hash of the final state when the record was written: replay must reach it. */
  stateHash: z.string().regex(/^[0-9a-f]{64}$/, 'a state hash is 64 hex digits'),
});

export const gameRecordSchema = z.discriminatedUnion('version', [gameRecordV1Schema, gameRecordV2Schema]);

export type RecordedAction = z.infer<typeof recordedActionSchema>;
/**
 * A game record in memory. A format-2 file must carry its state hash (`parseRecord` refuses one
 * without); in memory a record may lack it (a test's hand-built record), and then replay reaches
 * whatever it reaches.
 */
export type GameRecord = z.infer<typeof gameRecordV1Schema> | (Omit<z.infer<typeof gameRecordV2Schema>, 'stateHash'> & { stateHash?: string });

/** True when a JSON value looks like a game record (to refuse one given as a position, with a clear word). */
export function isGameRecordLike(raw: unknown): boolean {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw) && (raw as Record<string, unknown>)['format'] === 'polemarch-record';
}

/** Check a record's shape (size and depth first, then the schema, refusing unknown fields). */
export function parseRecord(raw: unknown): GameRecord {
  checkJsonLimits(raw, FILE_LIMITS, 'the game record', 'bad-record');
  if (!isGameRecordLike(raw)) throw new GameError('bad-record', 'not a valid game record (no "format": "polemarch-record"): is it a position file? Start a game from it with new --position');
  const version = (raw as Record<string, unknown>)['version'];
  if (version !== 1 && version !== RECORD_VERSION) {
    throw new GameError('bad-record', `record format version ${JSON.stringify(version)} is not one this program reads (1 or ${RECORD_VERSION})${typeof version === 'number' && version > RECORD_VERSION ? ': it was written by a newer Polemarch' : ''}`);
  }
  const parsed = parseRecordShape(raw as Record<string, unknown>);
  if (!parsed.ok) throw new GameError('bad-record', `not a valid game record: ${parsed.reason}`);
  const rec = parsed.value;
  if ((rec.scenario === undefined) === (rec.position === undefined)) {
    throw new GameError('bad-record', 'a game record names exactly one of a scenario or a position');
  }
  return rec;
}

/**
 * The record schema, strict, with the actions list read without zod when every entry is plainly valid (issue 18: the
 * schema's walk of a 40,000-action record, with its copies, was a third of `show`). An entry that is not is left to
 * the schema, so what is refused, and why, is the schema's answer as before; the head is always the schema's.
 */
function parseRecordShape(raw: Record<string, unknown>): { ok: true; value: GameRecord } | { ok: false; reason: string } {
  const actions = raw['actions'];
  if (!Array.isArray(actions) || actions.length === 0 || !actions.every(isPlainRecordedAction)) return parseStrict(gameRecordSchema, raw);
  const head = parseStrict(gameRecordSchema, { ...raw, actions: [] });
  if (head.ok) head.value.actions = actions;
  return head;
}

/** Own keys only, from a plain object (what JSON.parse makes), none that zod would not copy as is. */
function plainKeys(v: object): string[] | null {
  const proto = Object.getPrototypeOf(v) as unknown;
  if (proto !== Object.prototype && proto !== null) return null;
  const keys = Object.keys(v);
  return keys.includes('__proto__') ? null : keys;
}

/** A JSON value `z.json()` accepts and gives back equal: strings, finite numbers, booleans, null, arrays, plain objects. */
function isPlainJson(v: unknown, depth = 0): boolean {
  if (typeof v === 'string' || typeof v === 'boolean' || v === null) return true;
  if (typeof v === 'number') return Number.isFinite(v);
  if (typeof v !== 'object' || depth > 64) return false;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) if (!(i in v) || !isPlainJson(v[i], depth + 1)) return false;
    return true;
  }
  const keys = plainKeys(v);
  if (keys === null) return false;
  const o = v as Record<string, unknown>;
  for (const k of keys) if (!isPlainJson(o[k], depth + 1)) return false;
  return true;
}

/** True only for an entry `recordedActionSchema` accepts unchanged, with no field it does not know (exported for its test). */
export function isPlainRecordedAction(e: unknown): e is RecordedAction {
  if (typeof e !== 'object' || e === null || Array.isArray(e)) return false;
  const keys = plainKeys(e);
  if (keys === null) return false;
  const o = e as Record<string, unknown>;
  for (const k of keys) if (k !== 'seat' && k !== 'action' && k !== 'dice' && k !== 'fill') return false;
  if (typeof o['seat'] !== 'string' || o['seat'].length === 0 || !('action' in o) || !isPlainJson(o['action'])) return false;
  if ('fill' in o && o['fill'] !== true) return false;
  if (!('dice' in o)) return true;
  const dice = o['dice'];
  if (!Array.isArray(dice)) return false;
  for (let i = 0; i < dice.length; i++) {
    const d: unknown = dice[i];
    if (!(i in dice) || (typeof d !== 'string' && !Number.isSafeInteger(d))) return false;
  }
  return true;
}

/** A new game's record (format 2), with the hash of its starting state (built here unless given). */
export function newRecord<S extends BaseState, A extends JsonValue, V extends JsonValue>(module: GameModule<S, A, V>, input: NewGameInput, start?: S): GameRecord {
  const rec: GameRecord = {
    format: 'polemarch-record',
    version: 2,
    system: module.id,
    engineVersion: module.engineVersion,
    options: resolveOptions(module, input.options),
    seed: input.seed,
    actions: [],
    stateHash: stateHash(start ?? newGame(module, input)),
  };
  if (input.scenario !== undefined) rec.scenario = input.scenario;
  if (input.position !== undefined) rec.position = input.position;
  return rec;
}

/**
 * Refuse a record another engine version wrote that does not replay here (issue 17.7): said in
 * words, not as a bare replay failure. `failure` is why it did not replay.
 */
export function versionMismatch(module: Pick<GameModule, 'id' | 'engineVersion'>, record: GameRecord, failure: string): GameError {
  if (record.engineVersion === undefined || record.engineVersion === module.engineVersion) return new GameError('bad-record', failure);
  return new GameError(
    'bad-record',
    `this record was written by ${module.id} engine ${record.engineVersion}, and this program runs ${module.engineVersion}: the rules changed in between and the record does not replay here (${failure}). Open it with the Polemarch version that wrote it.`,
  );
}

/** The setup of a record, as `newGame` takes it. */
export function recordSetup(record: GameRecord): NewGameInput {
  const input: NewGameInput = { options: record.options, seed: record.seed };
  if (record.scenario !== undefined) input.scenario = record.scenario;
  if (record.position !== undefined) input.position = record.position;
  return input;
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
    state = newGame(module, recordSetup(record));
  } catch (e) {
    throw versionMismatch(module, record, `record cannot be set up: ${(e as Error).message}`);
  }
  const steps: ReplayStep<A>[] = [];
  try {
    record.actions.forEach((entry, i) => {
      const r = replayEntry(module, state, entry, i, true, record.version === 1);
      state = r.state;
      steps.push(r.step);
      onStep?.(r.step, state, i);
    });
  } catch (e) {
    throw e instanceof GameError && e.code === 'bad-record' ? versionMismatch(module, record, e.message) : e;
  }
  if (record.stateHash !== undefined && stateHash(state) !== record.stateHash) {
    throw versionMismatch(module, record, 'the record does not replay to its stored state hash (corrupt or edited)');
  }
  return { state, steps };
}

/**
 * Apply the record's entry `index` to `state` (the state before it): with every check when
 * `checked`, or as a trusted prefix (`applyTrusted`). A refusal is a 'bad-record' error. `legacyDice`:
 * the record predates strict forced dice (format 1), so dice that ran out are filled as they were then.
 */
export function replayEntry<S extends BaseState, A extends JsonValue, V extends JsonValue>(
  module: GameModule<S, A, V>,
  state: S,
  entry: RecordedAction,
  index: number,
  checked: boolean,
  legacyDice = false,
): { state: S; step: ReplayStep<A> } {
  const pending = module.pending(state);
  if (pending === null) throw new GameError('bad-record', `action ${index + 1} does not replay: the game was already over`);
  let r: StepResult<S>;
  let action: A;
  try {
    // A trusted entry was parsed and checked when it was first played, by this very module.
    action = checked ? checkAction(module, state, entry.seat, entry.action) : (entry.action as A);
    // Dice are strict unless the entry says the rest was filled at random, or its record predates the rule (format 1).
    r = runStep(module, state, entry.seat, action, entry.dice ?? [], { fillDice: entry.fill === true || legacyDice || !checked, audience: true });
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
  const actions = record.actions.slice(0, -1);
  const { stateHash: _dropped, ...rest } = record;
  const before = replay(module, { ...rest, actions } as GameRecord).state;
  return { ...record, actions, stateHash: stateHash(before) };
}

/** Append an applied action to a record (a new record), with the new state's hash. */
export function appendAction(record: GameRecord, entry: RecordedAction, state: BaseState): GameRecord {
  return { ...record, actions: [...record.actions, entry], stateHash: stateHash(state) };
}
