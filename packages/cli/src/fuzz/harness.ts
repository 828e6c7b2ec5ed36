import {
  ACTION_LIMITS,
  type AnyGameModule,
  type BaseState,
  GameError,
  type GameRecord,
  type JsonValue,
  Match,
  type Pending,
  Random,
  type RecordedAction,
  type StepResult,
  applyAction,
  applyTrusted,
  checkJsonLimits,
  createRngState,
  hashJson,
  jsonEqual,
  newGame,
  newRecord,
  parseRecord,
  parseStrict,
  renderMessage,
  stateHash,
} from '@polemarch/kernel';
import { type Leak, LeakChecker } from './leaks';

/**
 * The fuzz harness (issue 17): plays whole random games of every playable scenario of a system through
 * the checked path (`applyAction`: shape, seat, legality), and on the way
 * - throws mutated actions at the engine (a legal action with a field changed, dropped or added, junk
 *   JSON): a refusal must be a GameError that changes nothing, an acceptance must be a legal action;
 * - checks every step's events and views for hidden information (leaks.ts);
 * - at each game's end, corrupts its record (truncated, bit-flipped, edited action, hash removed, deep
 *   nesting, another version) and opens it: a refusal must be a GameError, never a crash, and what opens
 *   must replay to the same state.
 * Anything else (an exception that is not a GameError, a pending decision with no legal action, a game
 * past `maxGameActions`) is counted and its first cases kept with the seed that reproduces them: each game
 * draws its choices from its own seed, so `gameSeed` (CLI `--game-seed`) plays that one game again.
 */
export interface FuzzOptions {
  system: AnyGameModule;
  /** Actions to play in all (legal ones; mutated ones come on top). */
  actions: number;
  seed: number;
  /** Only these scenarios (default: every playable one, in turn). */
  scenarios?: readonly string[];
  /** A game longer than this is a dead end (no result). */
  maxGameActions?: number;
  /** One mutated action every this many legal ones (0: none). */
  mutateEvery?: number;
  /** Leak checks every this many steps (1: every step). */
  leakEvery?: number;
  /** The cached view strings of the leak oracle are refreshed at least this often (leaks.ts `LeakChecker`). */
  viewRefreshEvery?: number;
  /** Corrupted copies are made of the record's first this many actions (a short replay each). */
  corruptPrefix?: number;
  /**
   * Play one game only: this game seed (a `seed` of a `GameReport`), the first of `scenarios`; the budget is
   * `maxGameActions` (reproduces a reported dead end or cap-hit).
   */
  gameSeed?: number;
  /**
   * Replay the whole record of each game with every check (`Match.open` untrusted), as before the harness
   * reused the legal list. Default: trusted (see `checkRecord`).
   */
  checkedReplay?: boolean;
  /** Called after every action played, with the game's state after it and the actions played in the game (a trace). */
  onStep?: (state: BaseState, actions: number) => void;
  /** Called after each game and every 2,000 actions (progress). */
  onGame?: (summary: FuzzSummary) => void;
}

/** One game a finding is about: what reproduces it (`npm run fuzz -- --system <s> --scenario <scenario> --game-seed <seed>`). */
export interface GameReport {
  scenario: string;
  seed: number;
  /** Actions played in the game when it was stopped. */
  actions: number;
  /** The decision open then (`<seat> <kind>`). */
  pending: string;
}

export interface FuzzSummary {
  system: string;
  scenarios: string[];
  /** The game cap of the run (`maxGameActions`): a cap-hit is played again with the same one. */
  maxGameActions: number;
  actions: number;
  games: number;
  finished: number;
  /** Games stopped unfinished because the action budget ran out (not a fault). */
  cut: number;
  crashes: number;
  /** Pending decisions with no legal action (an engine fault). */
  deadEnds: number;
  /** Games with no result within `maxGameActions` (random play that does not end: a cap-hit, not a dead end). */
  capHits: number;
  /** Each dead end and cap-hit with its scenario and game seed (at most `MAX_GAME_REPORTS` of each). */
  deadEndGames: GameReport[];
  capHitGames: GameReport[];
  leaks: number;
  /** Log lines rendered with a raw {placeholder}. */
  unrendered: number;
  mutated: number;
  mutatedAccepted: number;
  mutatedIllegalAccepted: number;
  recordsCorrupted: number;
  corruptAccepted: number;
  replayMismatches: number;
  seconds: number;
  failures: string[];
}

const MAX_FAILURES = 20;
/** A step's input is hashed before and after every this many steps (a GBoH state is large). */
const PURITY_EVERY = 16;
export const MAX_GAME_REPORTS = 1000;
const IDLE_GAMES_MAX = 100;

/** The seed the choices of the game with this game seed are drawn from (not the game's own: its dice use that). */
function chooserSeed(gameSeed: number): number {
  return (gameSeed ^ 0x2545f491) | 0;
}

/**
 * `applyAction` (the kernel's checked path) with the legal list the harness already computed for choosing:
 * the same checks as `checkAction` (size and depth limits, the strict schema, the deciding seat, legality)
 * but legality is looked up in `legal` (and asked of `isLegal` too where the module has one, as the kernel
 * does), then the same step (`applyTrusted`: forced dice filled, events given their audience). Computing
 * `legal` a second time, as `applyAction` would, gives the same list: engines are pure.
 */
function applyChecked(module: AnyGameModule, state: BaseState, pending: Pending, legal: readonly JsonValue[], seat: string, action: JsonValue): StepResult<BaseState> {
  checkJsonLimits(action, ACTION_LIMITS, 'the action', 'bad-action');
  const parsed = parseStrict(module.actionSchema, action);
  if (!parsed.ok) throw new GameError('bad-action', `malformed ${module.id} action: ${parsed.reason}`);
  if (pending.seat !== seat) throw new GameError('wrong-seat', `it is ${pending.seat}'s decision (${pending.kind}), not ${seat}'s`);
  const act = parsed.value;
  if (!legal.some((a) => jsonEqual(a, act))) throw new GameError('illegal', `not among the legal actions: ${JSON.stringify(act)}`);
  if (module.isLegal !== undefined && !module.isLegal(state, seat, act)) throw new GameError('illegal', `isLegal refuses an action of the legal list: ${JSON.stringify(act)}`);
  return applyTrusted(module, state, seat, act);
}

/** A mutation of a legal action: a field changed, dropped or added, or junk. */
function mutate(action: JsonValue, rng: Random): JsonValue {
  const junk: JsonValue[] = [null, 0, -1, 1e9, 'x', '', true, [], {}, [1, 2], { type: 'nope' }, 3.5, '0000', '12a4'];
  const pick = <T>(xs: readonly T[]): T => xs[rng.int(xs.length)] as T;
  if (typeof action !== 'object' || action === null || Array.isArray(action)) return pick(junk);
  const copy: { [k: string]: JsonValue } = { ...action };
  const keys = Object.keys(copy);
  switch (rng.int(5)) {
    case 0:
      return pick(junk);
    case 1: {
      const drop = keys.length > 0 ? pick(keys) : '';
      return Object.fromEntries(Object.entries(copy).filter(([k]) => k !== drop));
    }
    case 2:
      copy[pick(['extra', 'note', '__proto__x', 'unit2'])] = pick(junk);
      return copy;
    case 3: {
      const k = keys.length > 0 ? pick(keys) : 'type';
      const v = copy[k];
      copy[k] = typeof v === 'number' ? v + pick([-1, 1, 16, -16, 1000]) : typeof v === 'string' ? `${v}${pick(['0', 'x', ''])}` : pick(junk);
      return copy;
    }
    default: {
      const k = keys.length > 0 ? pick(keys) : 'type';
      copy[k] = pick(junk);
      return copy;
    }
  }
}

/** Corrupted versions of a record's JSON text, each with a name. */
function corruptions(record: GameRecord, rng: Random): { name: string; text: string }[] {
  const text = JSON.stringify(record);
  const out: { name: string; text: string }[] = [];
  out.push({ name: 'truncated', text: text.slice(0, 1 + rng.int(Math.max(1, text.length - 1))) });
  const i = rng.int(text.length);
  out.push({ name: 'byte-flip', text: `${text.slice(0, i)}${String.fromCharCode((text.charCodeAt(i) ^ (1 << rng.int(7))) || 32)}${text.slice(i + 1)}` });
  const { stateHash: _h, ...noHash } = record;
  out.push({ name: 'no-hash', text: JSON.stringify(noHash) });
  out.push({ name: 'other-version', text: JSON.stringify({ ...record, engineVersion: '0.0.0-other', stateHash: '0'.repeat(64) }) });
  out.push({ name: 'format-99', text: JSON.stringify({ ...record, version: 99 }) });
  let deep: JsonValue = 1;
  for (let d = 0; d < 3000; d++) deep = [deep];
  out.push({ name: 'deep-action', text: JSON.stringify({ ...record, actions: [{ seat: 'x', action: deep }] }) });
  if (record.actions.length > 0) {
    const k = rng.int(record.actions.length);
    const actions = record.actions.map((a, j) => (j === k ? { ...a, action: mutate(a.action, rng) } : a));
    out.push({ name: 'edited-action', text: JSON.stringify({ ...record, actions }) });
    const extra = record.actions.map((a, j) => (j === k ? { ...a, unknown: 1 } : a));
    out.push({ name: 'unknown-field', text: JSON.stringify({ ...record, actions: extra }) });
    out.push({ name: 'dropped-action', text: JSON.stringify({ ...record, actions: record.actions.filter((_, j) => j !== k) }) });
  }
  return out;
}

export function runFuzz(options: FuzzOptions): FuzzSummary {
  const module = options.system;
  const scenarios = options.scenarios ? [...options.scenarios] : module.scenarios().filter((s) => s.status === 'playable').map((s) => s.id);
  if (scenarios.length === 0) throw new GameError('bad-setup', `${module.id} has no playable scenario to fuzz`);
  const maxGame = options.maxGameActions ?? 20_000;
  const mutateEvery = options.mutateEvery ?? 8;
  const leakEvery = options.leakEvery ?? 1;
  const corruptPrefix = options.corruptPrefix ?? 40;
  const started = Date.now();
  const sum: FuzzSummary = {
    system: module.id,
    scenarios,
    maxGameActions: maxGame,
    actions: 0,
    games: 0,
    finished: 0,
    cut: 0,
    crashes: 0,
    deadEnds: 0,
    capHits: 0,
    deadEndGames: [],
    capHitGames: [],
    leaks: 0,
    unrendered: 0,
    mutated: 0,
    mutatedAccepted: 0,
    mutatedIllegalAccepted: 0,
    recordsCorrupted: 0,
    corruptAccepted: 0,
    replayMismatches: 0,
    seconds: 0,
    failures: [],
  };
  const progress = (): void => {
    sum.seconds = (Date.now() - started) / 1000;
    options.onGame?.(sum);
  };
  const fail = (what: string): void => {
    if (sum.failures.length < MAX_FAILURES) sum.failures.push(what);
  };
  const single = options.gameSeed !== undefined;
  const budget = single ? maxGame : options.actions;
  // Games in a row that played no action (setup failed, no legal action at the start): they spend no budget.
  let idle = 0;
  while (sum.actions < budget && !(single && sum.games > 0)) {
    if (idle >= IDLE_GAMES_MAX) {
      sum.failures.push(`${module.id}: ${idle} games in a row played no action: stopped`);
      break;
    }
    const scenario = scenarios[sum.games % scenarios.length]!;
    const seed = options.gameSeed ?? options.seed * 100_003 + sum.games;
    const where = `${module.id} ${scenario} seed ${seed}`;
    const chooser = new Random(createRngState(chooserSeed(seed)));
    const report = (n: number, pending: Pending): GameReport => ({ scenario, seed, actions: n, pending: `${pending.seat} ${pending.kind}` });
    sum.games++;
    idle++;
    let state: BaseState;
    try {
      state = newGame(module, { scenario, seed });
    } catch (e) {
      sum.crashes++;
      fail(`${where}: setup failed: ${(e as Error).message}`);
      continue;
    }
    const played: RecordedAction[] = [];
    const leakChecker = new LeakChecker(module, options.viewRefreshEvery ?? 32);
    // The state after the record's first `corruptPrefix` actions: the corrupted copies are made of that prefix,
    // so each replays a few dozen actions, not the whole game again (the whole record is replayed once).
    let prefixState = state;
    let n = 0;
    let ended = false;
    try {
      for (;;) {
        const pending = module.pending(state);
        if (pending === null) {
          sum.finished++;
          ended = true;
          break;
        }
        if (n >= maxGame) {
          sum.capHits++;
          if (sum.capHitGames.length < MAX_GAME_REPORTS) sum.capHitGames.push(report(n, pending));
          fail(`${where}: cap-hit: no result after ${maxGame} actions (${pending.seat} ${pending.kind} open)`);
          break;
        }
        if (sum.actions >= budget) {
          sum.cut++;
          break;
        }
        // Computed once per step: the list serves for choosing, for the mutations and for checking the choice.
        const legal = module.legal(state, pending.seat);
        if (legal.length === 0) {
          sum.deadEnds++;
          if (sum.deadEndGames.length < MAX_GAME_REPORTS) sum.deadEndGames.push(report(n, pending));
          fail(`${where}: action ${n + 1}: dead end: ${pending.seat} must decide (${pending.kind}) with no legal action`);
          break;
        }
        if (mutateEvery > 0 && n % mutateEvery === mutateEvery - 1) {
          sum.mutated++;
          const bad = mutate(legal[chooser.int(legal.length)]!, chooser);
          // States are values: a refusal must leave this one as it was (hashed now and then: a GBoH state is large).
          const before = sum.mutated % 64 === 1 ? stateHash(state) : null;
          try {
            // The kernel's own checked path, unchanged: what a player's input meets.
            applyAction(module, state, pending.seat, bad);
            sum.mutatedAccepted++;
            if (!legal.some((a) => jsonEqual(a, bad))) {
              sum.mutatedIllegalAccepted++;
              fail(`${where}: action ${n + 1}: accepted ${JSON.stringify(bad)}, not among the legal actions`);
            }
          } catch (e) {
            if (!(e instanceof GameError)) throw e;
          }
          if (before !== null && stateHash(state) !== before) fail(`${where}: action ${n + 1}: a refused action changed the state`);
        }
        const action = legal[chooser.int(legal.length)]!;
        // States are values: a step works on a copy and leaves its input as it was (the search keeps states and steps
        // from them again; a clone sharing a nested array once let a step change the kept state, SGBoH 7.72).
        const input = n % PURITY_EVERY === 0 ? stateHash(state) : null;
        const r = applyChecked(module, state, pending, legal, pending.seat, action);
        if (input !== null && stateHash(state) !== input) fail(`${where}: action ${n + 1}: the step changed its input state`);
        if (leakEvery > 0 && n % leakEvery === 0) {
          const leaks: Leak[] = leakChecker.check(state, r.state, r.events, n);
          sum.leaks += leaks.length;
          for (const l of leaks) fail(`${where}: action ${n + 1}: leak to ${l.seat ?? 'spectator'}: ${l.what}`);
        }
        for (const e of r.events) {
          // Every log line renders whole: no raw {placeholder} left (the GBoH Rout Points line had them, issue 17.8).
          const text = renderMessage(module, e);
          if (/\{\w+\}/.test(text)) {
            sum.unrendered++;
            fail(`${where}: action ${n + 1}: log line with a raw placeholder: ${text}`);
          }
        }
        state = r.state;
        played.push({ seat: pending.seat, action });
        n++;
        idle = 0;
        options.onStep?.(state, n);
        if (n <= corruptPrefix) prefixState = state;
        sum.actions++;
        if (sum.actions % 2000 === 0) progress();
      }
    } catch (e) {
      sum.crashes++;
      fail(`${where}: action ${n + 1}: ${e instanceof GameError ? `refused a legal action: ${e.message}` : `crash: ${(e as Error).stack ?? String(e)}`}`);
    }
    if (ended || played.length > 0) checkRecord(module, scenario, seed, played, state, played.slice(0, corruptPrefix), prefixState, chooser, sum, fail, where, options.checkedReplay === true);
    progress();
  }
  sum.seconds = (Date.now() - started) / 1000;
  return sum;
}

/**
 * Replay the game's record (it must reach the same state), then open corrupted copies of the record of its
 * first actions (`prefix`, reaching `prefixState`).
 *
 * The whole record is replayed trusted (`Match.open` with `trusted`: the same steps, no legality checks) unless
 * `checkedReplay`: every one of its actions was checked when played (`applyChecked`), in the very state the
 * replay reaches before it (engines are pure; the replay must end in the same state), so checking them again
 * would only compute `legal` once more per action. The record's prefix is opened with every check (below),
 * and so is each corrupted copy.
 */
function checkRecord(module: AnyGameModule, scenario: string, seed: number, played: RecordedAction[], state: BaseState, prefix: RecordedAction[], prefixState: BaseState, rng: Random, sum: FuzzSummary, fail: (w: string) => void, where: string, checkedReplay: boolean): void {
  const record: GameRecord = { ...newRecord(module, { scenario, seed }), actions: played, stateHash: stateHash(state) };
  const target = hashJson(state);
  try {
    const again = Match.open(module, parseRecord(JSON.parse(JSON.stringify(record))), { snapshotEvery: 0, trusted: !checkedReplay });
    if (hashJson(again.state) !== target) {
      sum.replayMismatches++;
      fail(`${where}: the record replays to another state`);
    }
  } catch (e) {
    sum.replayMismatches++;
    fail(`${where}: the record does not replay: ${(e as Error).message}`);
    return;
  }
  const short: GameRecord = prefix.length === played.length ? record : { ...record, actions: prefix, stateHash: stateHash(prefixState) };
  const shortTarget = prefix.length === played.length ? target : hashJson(prefixState);
  if (!checkedReplay) {
    // The record as a player's file meets it: every action checked (the prefix, short).
    try {
      const m = Match.open(module, parseRecord(JSON.parse(JSON.stringify(short))), { snapshotEvery: 0 });
      if (hashJson(m.state) !== shortTarget) {
        sum.replayMismatches++;
        fail(`${where}: the record's first ${prefix.length} actions replay (checked) to another state`);
      }
    } catch (e) {
      sum.replayMismatches++;
      fail(`${where}: the record's first ${prefix.length} actions do not replay (checked): ${(e as Error).message}`);
    }
  }
  for (const c of corruptions(short, rng)) {
    sum.recordsCorrupted++;
    try {
      let raw: unknown;
      try {
        raw = JSON.parse(c.text);
      } catch {
        continue; // the CLI refuses text that is not JSON (io.ts)
      }
      const m = Match.open(module, parseRecord(raw), { snapshotEvery: 0 });
      // What opens is a game that replays to its own stored hash: fine if that is still this game.
      sum.corruptAccepted++;
      if (m.record.stateHash === short.stateHash && hashJson(m.state) !== shortTarget) fail(`${where}: corrupted record (${c.name}) opens to another state under the same hash`);
    } catch (e) {
      if (!(e instanceof GameError)) {
        sum.crashes++;
        fail(`${where}: corrupted record (${c.name}): crash: ${(e as Error).message}`);
      }
    }
  }
}

/** The summary as text lines. */
export function formatSummary(s: FuzzSummary): string {
  return [
    `fuzz ${s.system}: ${s.actions} actions in ${s.games} games (${s.finished} finished, ${s.cut} cut at the budget) over ${s.scenarios.length} scenarios, ${s.seconds.toFixed(1)} s`,
    `  crashes ${s.crashes}, dead ends ${s.deadEnds} (no legal action), cap-hits ${s.capHits} (no result within the game cap), leaks ${s.leaks}, log lines with raw placeholders ${s.unrendered}`,
    `  mutated actions ${s.mutated}: accepted ${s.mutatedAccepted} (all legal: ${s.mutatedIllegalAccepted === 0 ? 'yes' : `NO, ${s.mutatedIllegalAccepted} not legal`})`,
    `  records replayed ${s.games}, mismatches ${s.replayMismatches}; corrupted copies ${s.recordsCorrupted}, opened anyway ${s.corruptAccepted}`,
    ...s.failures.map((f) => `  ! ${f}`),
    ...gameLines('dead end', s, s.deadEndGames, s.deadEnds),
    ...gameLines('cap-hit', s, s.capHitGames, s.capHits),
  ].join('\n');
}

/** One line a reported game, with the command that plays it again. */
function gameLines(what: string, s: FuzzSummary, games: readonly GameReport[], count: number): string[] {
  const lines = games.map((g) => `  ${what}: ${g.scenario} game seed ${g.seed} after ${g.actions} actions (${g.pending} open): npm run fuzz -- --system ${s.system} --scenario ${g.scenario} --game-seed ${g.seed} --max-game ${s.maxGameActions}`);
  if (count > games.length) lines.push(`  ... and ${count - games.length} more ${what}s`);
  return lines;
}

/** True when nothing went wrong. */
export function clean(s: FuzzSummary): boolean {
  return s.crashes === 0 && s.deadEnds === 0 && s.capHits === 0 && s.leaks === 0 && s.unrendered === 0 && s.mutatedIllegalAccepted === 0 && s.replayMismatches === 0 && s.failures.length === 0;
}
