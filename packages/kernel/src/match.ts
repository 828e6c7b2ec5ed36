import {
  type GameRecord,
  type NewGameInput,
  type RecordedAction,
  type ReplayStep,
  appendAction,
  recordSetup,
  versionMismatch,
  applyTrusted,
  checkAction,
  newGame,
  newRecord,
  replayEntry,
  resolveOptions,
  stateHash,
} from './engine';
import { GameError } from './errors';
import { hashJson, sha256Hex, type JsonValue } from './json';
import type { BaseState, GameModule, Outcome, Pending, Seat } from './module';
import type { ForcedDie } from './random';

/** What undo needs to know of a step (the kernel's undo rules). */
export type StepFlags = Pick<ReplayStep, 'seat' | 'chance' | 'revealed'>;

/**
 * A persistent store of snapshots (the CLI keeps them in files under the OS temp dir). A slot is
 * (game, length): the game's identity hash and how many of its actions the snapshot has applied;
 * the entry itself says which prefix it is, so a slot reused by another line of play (after an undo)
 * is told apart. A store may lose or garble entries: the Match checks every entry it reads.
 *
 * An entry holds the FULL state, generator and hidden information included: it is for local files
 * only and must never be sent to another seat or over the network.
 */
export interface SnapshotStore {
  /** The prefix lengths stored for a game. */
  lengths(game: string): number[];
  /** The stored entry, or undefined when absent or unreadable. */
  read(game: string, length: number): unknown;
  write(game: string, length: number, entry: SnapshotEntry): void;
  /**
   * The records this store's games are opened from keep their fields in the order they were written (the CLI's
   * files): its entries are keyed by `quickPrefixKey` alone, without the key-order-free hash (issue 18: that hash of
   * a 40,000-action game cost `act` 0.1 s).
   */
  readonly fieldOrderKept?: boolean;
  /**
   * The store checks each entry's integrity itself (a checksum of the text it keeps, checked as it reads): `open`
   * takes the entry's state hash as stored instead of hashing its state again (issue 18: in the browser, where
   * SHA-256 runs in JavaScript, hashing a big battle's kept state was a tenth of a reload's first render). The
   * state's hash still protects nothing a checksum does not: both sit beside the state they describe.
   */
  readonly checksEntries?: boolean;
}

/** One stored snapshot: the state after the first `length` actions of a record. */
export interface SnapshotEntry {
  format: 'polemarch-snapshot';
  version: 1;
  game: string;
  length: number;
  /** Hash of the actions prefix, so an edited record never hits a stale snapshot (absent in a `fieldOrderKept` store). */
  prefix?: string;
  /** The same prefix hashed as held (`quickPrefixKey`): checked first, the key-order-free `prefix` when it misses. */
  quick?: string;
  stateHash: string;
  state: BaseState;
  /** Undo flags of the last steps before `length`, back to the last one that rolled or revealed. */
  tail: StepFlags[];
}

export interface MatchOptions {
  /** Keep the state every this many actions in memory, for `stateAt` (default 64). */
  snapshotEvery?: number;
  /** A persistent snapshot store: `open` starts from its longest matching prefix, `persist` writes to it. */
  store?: SnapshotStore;
}

export interface OpenOptions extends MatchOptions {
  /**
   * The whole record is known to be legal (e.g. it was produced by this program a moment ago): replay
   * it without legality checks. By default every action not covered by a snapshot is checked.
   */
  trusted?: boolean;
  /** Called for every action replayed (not for those a stored snapshot covers), with the state after it. */
  onStep?: (step: ReplayStep, state: BaseState, index: number) => void;
}

const TAIL_MAX = 64;

/** The identity of a game, every snapshot of its record is keyed by: system, engine version and set-up. */
export function gameKey(module: Pick<GameModule, 'id' | 'engineVersion'>, record: GameRecord): string {
  return hashJson({
    system: module.id,
    engineVersion: module.engineVersion,
    scenario: record.scenario ?? null,
    position: record.position ?? null,
    options: record.options,
    seed: record.seed,
  });
}

/** The hash of a record's first `length` actions (with their seats and forced dice), whatever the order of their fields. */
export function prefixKey(actions: readonly RecordedAction[], length: number): string {
  return hashJson(actions.slice(0, length));
}

/**
 * The same prefix's hash as JSON text in the order its fields are held (issue 18: sorting the keys of 40,000 actions
 * was a fifth of a command on a long game). A record the CLI reads and writes keeps one order, so this key finds its
 * snapshot; one whose fields come back in another order (the server's actions from a jsonb column) misses it and is
 * matched by `prefixKey`, as before.
 */
export function quickPrefixKey(actions: readonly RecordedAction[], length: number): string {
  return sha256Hex(JSON.stringify(length === actions.length ? actions : actions.slice(0, length)));
}

function isEntry(raw: unknown, game: string, length: number, actions: readonly RecordedAction[], checked: boolean): raw is SnapshotEntry {
  if (typeof raw !== 'object' || raw === null) return false;
  const e = raw as Partial<Record<keyof SnapshotEntry, unknown>>;
  return (
    e.format === 'polemarch-snapshot' &&
    e.version === 1 &&
    e.game === game &&
    e.length === length &&
    (typeof e.prefix === 'string' || typeof e.quick === 'string') &&
    ((typeof e.quick === 'string' && e.quick === quickPrefixKey(actions, length)) || (typeof e.prefix === 'string' && e.prefix === prefixKey(actions, length))) &&
    typeof e.stateHash === 'string' &&
    typeof e.state === 'object' &&
    e.state !== null &&
    Array.isArray(e.tail) &&
    e.tail.every((f: unknown) => typeof f === 'object' && f !== null && typeof (f as StepFlags).seat === 'string' && typeof (f as StepFlags).chance === 'boolean' && typeof (f as StepFlags).revealed === 'boolean') &&
    // The state must be the one hashed when it was stored: a garbled or hand-edited entry is ignored.
    (checked || stateHash(e.state as BaseState) === e.stateHash)
  );
}

/** The longest stored prefix of `actions` no longer than `max` (and than `min` at least), checked; undefined on a miss. */
function lookup(store: SnapshotStore, game: string, actions: readonly RecordedAction[], max: number, min = 0): SnapshotEntry | undefined {
  const lengths = store
    .lengths(game)
    .filter((n) => Number.isInteger(n) && n >= min && n <= max)
    .sort((a, b) => b - a);
  for (const length of lengths) {
    const raw = store.read(game, length);
    if (isEntry(raw, game, length, actions, store.checksEntries === true)) return raw;
  }
  return undefined;
}

/** Memory of one Match instance: states kept for `stateAt`, and the steps derived so far. */
interface History<S, A extends JsonValue> {
  /** States after i actions (the current length always; 0 once the start is made). Owned by one instance. */
  snapshots: Map<number, S>;
  /** The state before any action: made once, when first asked, for a game opened from a stored snapshot. */
  start: () => S;
  /** Steps known for [stepsFrom, length); before that only the undo `tail` of a stored snapshot. */
  stepsFrom: number;
  steps: ReplayStep<A>[];
  tail: StepFlags[];
}

/**
 * One game in progress: its record (the truth, what is saved), the current state, and the steps
 * that led there (seat, action, dice, pending decision, events, chance and reveal flags). The CLI and
 * the web app hold one; the server will.
 *
 * A Match is an immutable value: `play` and `undo` return a new Match and leave this one as it was
 * (a refusal throws a GameError). Internally an instance memoizes what it derives (states for
 * `stateAt`, steps before a stored snapshot), which never changes what it answers.
 *
 * `state` is the full state, generator included: give a seat only `view(seat)`.
 */
export class Match<S extends BaseState = BaseState, A extends JsonValue = JsonValue, V extends JsonValue = JsonValue> {
  private constructor(
    readonly module: GameModule<S, A, V>,
    readonly record: GameRecord,
    readonly state: S,
    private readonly history: History<S, A>,
    private readonly options: MatchOptions,
  ) {}

  /** A new game from a scenario or position, with its record. */
  static create<S extends BaseState, A extends JsonValue, V extends JsonValue>(module: GameModule<S, A, V>, input: NewGameInput, options: MatchOptions = {}): Match<S, A, V> {
    const state = newGame(module, input);
    const problems = module.setupProblems?.({ options: resolveOptions(module, input.options), seed: input.seed, ...(input.scenario !== undefined ? { scenario: input.scenario } : {}), ...(input.position !== undefined ? { position: input.position } : {}) }) ?? [];
    if (problems.length > 0) throw new GameError('bad-setup', `invalid position: ${problems.join('; ')}`);
    const record = newRecord(module, input, state);
    return new Match(module, record, state, { snapshots: new Map([[0, state]]), start: () => state, stepsFrom: 0, steps: [], tail: [] }, options);
  }

  /**
   * Open a record: from the longest matching snapshot in `options.store` if any, replaying the rest
   * with every check (or none, when `trusted`). A record that does not replay, or does not reach its
   * stored hash, is a 'bad-record' error. With a store, the state reached is stored for next time.
   */
  static open<S extends BaseState, A extends JsonValue, V extends JsonValue>(module: GameModule<S, A, V>, record: GameRecord, options: OpenOptions = {}): Match<S, A, V> {
    if (record.system !== module.id) throw new GameError('bad-record', `record is for ${record.system}, not ${module.id}`);
    const every = options.snapshotEvery ?? 64;
    const setUp = (): S => {
      try {
        return newGame(module, recordSetup(record));
      } catch (e) {
        throw versionMismatch(module, record, `record cannot be set up: ${(e as Error).message}`);
      }
    };
    const snapshots = new Map<number, S>();
    const game = options.store ? gameKey(module, record) : '';
    // A stored snapshot is the module's own state written by `persist` and checked against its hash.
    const hit = options.store ? lookup(options.store, game, record.actions, record.actions.length) : undefined;
    // Opened from a snapshot, the game needs no set-up (issue 18: a big battle's set-up is most of a reload in the
    // browser): the start is made only if asked (`steps` before the snapshot, `stateAt` before any kept state). The
    // snapshot's key holds the engine version and the set-up, so a record that could not be set up never hits one.
    let start: S | undefined = hit ? undefined : setUp();
    if (start !== undefined) snapshots.set(0, start);
    const startOf = (): S => {
      if (start === undefined) start = setUp();
      return start;
    };
    let state = hit ? (hit.state as S) : startOf();
    const from = hit?.length ?? 0;
    snapshots.set(from, state);
    const steps: ReplayStep<A>[] = [];
    try {
      for (let i = from; i < record.actions.length; i++) {
        const r = replayEntry(module, state, record.actions[i]!, i, options.trusted !== true, record.version === 1);
        state = r.state;
        steps.push(r.step);
        options.onStep?.(r.step, state, i);
        if (every > 0 && (i + 1) % every === 0) snapshots.set(i + 1, state);
      }
    } catch (e) {
      throw e instanceof GameError && e.code === 'bad-record' ? versionMismatch(module, record, e.message) : e;
    }
    snapshots.set(record.actions.length, state);
    // Issue 17.7: the hash is checked whenever the record has one (format 2 always has). A snapshot of the whole
    // record was checked against its own hash as it was read: that hash is the state's.
    const reached = hit !== undefined && from === record.actions.length ? hit.stateHash : undefined;
    if (record.stateHash !== undefined && (reached ?? stateHash(state)) !== record.stateHash) {
      throw versionMismatch(module, record, 'the record does not replay to its stored state hash (corrupt or edited)');
    }
    const match = new Match(module, record, state, { snapshots, start: startOf, stepsFrom: from, steps, tail: hit?.tail ?? [] }, options);
    if (from < record.actions.length) match.persist();
    return match;
  }

  get length(): number {
    return this.record.actions.length;
  }

  /** Who must decide now; null once the game is over. */
  get pending(): Pending | null {
    return this.module.pending(this.state);
  }

  get result(): Outcome | null {
    return this.module.result(this.state);
  }

  seats(): Seat[] {
    return this.module.seats(this.state);
  }

  legal(seat: Seat): A[] {
    return this.module.legal(this.state, seat);
  }

  /** What `seat` may see (null: a spectator); the only thing to send to a seat. */
  view(seat: Seat | null): V {
    return this.module.view(this.state, seat);
  }

  /** Every step from the start. After opening from a stored snapshot, the earlier ones are replayed (trusted) once. */
  get steps(): readonly ReplayStep<A>[] {
    const h = this.history;
    if (h.stepsFrom > 0) {
      let state = this.history.start();
      const before: ReplayStep<A>[] = [];
      for (let i = 0; i < h.stepsFrom; i++) {
        const r = replayEntry(this.module, state, this.record.actions[i]!, i, false);
        state = r.state;
        before.push(r.step);
      }
      const known = h.snapshots.get(h.stepsFrom);
      if (known !== undefined && stateHash(known) !== stateHash(state)) throw new Error('replay from the start disagrees with the stored snapshot');
      h.steps = [...before, ...h.steps];
      h.stepsFrom = 0;
      h.tail = [];
    }
    return h.steps;
  }

  /** The last step played (undefined at the start). */
  get lastStep(): ReplayStep<A> | undefined {
    const h = this.history;
    return h.steps.length > 0 ? h.steps[h.steps.length - 1] : this.length > 0 ? this.steps[this.length - 1] : undefined;
  }

  /** The state after the first `index` actions (clamped to the record), for replay viewers. */
  stateAt(index: number): S {
    const target = Math.max(0, Math.min(Math.floor(index), this.length));
    const every = this.options.snapshotEvery ?? 64;
    let from = target;
    while (from > 0 && !this.history.snapshots.has(from)) from--;
    let kept = this.history.snapshots.get(from);
    const store = this.options.store;
    if (store && target - from > every) {
      // Far from any state in memory (e.g. an undo right after opening from the store): a stored one may be closer.
      const hit = lookup(store, gameKey(this.module, this.record), this.record.actions, target, from + 1);
      if (hit) {
        from = hit.length;
        kept = hit.state as S;
      }
    }
    // Only the start may be missing (not made yet, after opening from a stored snapshot).
    let state = kept ?? this.history.start();
    for (let i = from; i < target; i++) {
      const entry = this.record.actions[i]!;
      // A prefix of an opened or played record has been checked already.
      state = applyTrusted(this.module, state, entry.seat, entry.action as A, entry.dice ?? []).state;
      if (every > 0 && (i + 1) % every === 0) this.history.snapshots.set(i + 1, state);
    }
    return state;
  }

  /**
   * Apply `seat`'s action through the kernel's checks (shape, seat, legality, forced dice) and return
   * the Match after it, its record extended and re-hashed. A refusal throws a GameError and changes nothing.
   * Forced `dice` must cover every die the action rolls unless `fillDice` (then the entry says `fill`).
   */
  play(seat: Seat, action: JsonValue, dice: readonly ForcedDie[] = [], fillDice = false): Match<S, A, V> {
    const pending = this.module.pending(this.state);
    const parsed = checkAction(this.module, this.state, seat, action);
    const r = applyTrusted(this.module, this.state, seat, parsed, dice, fillDice);
    // The action as parsed (strict: the same JSON as given, as the schema refused unknown fields).
    const entry: RecordedAction = dice.length > 0 ? { seat, action: parsed, dice: [...dice], ...(fillDice ? { fill: true as const } : {}) } : { seat, action: parsed };
    const step: ReplayStep<A> = { seat, action: parsed, pending: pending!, events: r.events, chance: r.chance, revealed: r.revealed };
    if (dice.length > 0) step.dice = [...dice];
    const length = this.length + 1;
    const snapshots = this.ownSnapshots(this.length);
    snapshots.set(length, r.state);
    const h = this.history;
    return new Match(this.module, appendAction(this.record, entry, r.state), r.state, { snapshots, start: h.start, stepsFrom: h.stepsFrom, steps: [...h.steps, step], tail: h.tail }, this.options);
  }

  /** How many decisions the deciding seat may take back now: its own latest run, none that rolled or revealed. */
  undoable(): number {
    const pending = this.pending;
    if (pending === null) return 0;
    let n = 0;
    for (let i = this.length - 1; i >= 0; i--) {
      const s = this.flagsAt(i);
      if (s.seat !== pending.seat || s.chance || s.revealed) break;
      n++;
    }
    return n;
  }

  /** Take back the deciding seat's last decision, as the kernel's undo rules allow (else a 'cannot-undo' GameError). */
  undo(seat?: Seat): Match<S, A, V> {
    const pending = this.pending;
    if (seat !== undefined && pending !== null && pending.seat !== seat) {
      throw new GameError('cannot-undo', `only ${pending.seat}, who is deciding now, may undo`);
    }
    if (this.undoable() === 0) {
      throw new GameError('cannot-undo', 'nothing to undo: the last decision was not yours, or it rolled dice or revealed hidden information');
    }
    const length = this.length - 1;
    const state = this.stateAt(length);
    const h = this.history;
    const snapshots = this.ownSnapshots(length);
    snapshots.set(length, state);
    const record: GameRecord = { ...this.record, actions: this.record.actions.slice(0, length), stateHash: stateHash(state) };
    const history: History<S, A> =
      length >= h.stepsFrom
        ? { snapshots, start: h.start, stepsFrom: h.stepsFrom, steps: h.steps.slice(0, length - h.stepsFrom), tail: h.tail }
        : { snapshots, start: h.start, stepsFrom: length, steps: [], tail: h.tail.slice(0, Math.max(0, h.tail.length - (h.stepsFrom - length))) };
    return new Match(this.module, record, state, history, this.options);
  }

  /** Write the current state to the store (if any), keyed by the game and this record's actions. */
  persist(): void {
    const store = this.options.store;
    // The start is rebuilt from the set-up for free.
    if (!store || this.length === 0) return;
    const game = gameKey(this.module, this.record);
    const entry: SnapshotEntry = {
      format: 'polemarch-snapshot',
      version: 1,
      game,
      length: this.length,
      ...(store.fieldOrderKept === true ? {} : { prefix: prefixKey(this.record.actions, this.length) }),
      quick: quickPrefixKey(this.record.actions, this.length),
      // A Match's record carries the hash of its state (checked on open, computed on play and undo).
      stateHash: this.record.stateHash ?? stateHash(this.state),
      state: this.state,
      tail: this.knownTail(),
    };
    store.write(game, this.length, entry);
  }

  /** The same game with another record `meta` (e.g. who plays each seat): no replay. */
  withMeta(meta: Record<string, JsonValue>): Match<S, A, V> {
    return new Match(this.module, { ...this.record, meta }, this.state, this.history, this.options);
  }

  /** The kept states up to `upTo`: the start and every `snapshotEvery`-th (not every state played, which would grow without bound). */
  private ownSnapshots(upTo: number): Map<number, S> {
    const every = this.options.snapshotEvery ?? 64;
    const out = new Map<number, S>();
    for (const [i, s] of this.history.snapshots) if (i <= upTo && (i === 0 || (every > 0 && i % every === 0))) out.set(i, s);
    return out;
  }

  private flagsAt(i: number): StepFlags {
    const h = this.history;
    if (i >= h.stepsFrom) return h.steps[i - h.stepsFrom]!;
    const t = i - (h.stepsFrom - h.tail.length);
    if (t >= 0) return h.tail[t]!;
    return this.steps[i]!;
  }

  /** Undo flags of the last steps, back to (and with) the last that rolled or revealed, as far as known without replaying. */
  private knownTail(): StepFlags[] {
    const h = this.history;
    const out: StepFlags[] = [];
    for (let i = this.length - 1; i >= 0 && out.length < TAIL_MAX; i--) {
      const t = i - (h.stepsFrom - h.tail.length);
      if (i < h.stepsFrom && t < 0) break;
      const f = this.flagsAt(i);
      out.unshift({ seat: f.seat, chance: f.chance, revealed: f.revealed });
      if (f.chance || f.revealed) break;
    }
    return out;
  }
}
