import { findSystem } from '@polemarch/catalog';
import { type AnyGameModule, type GameRecord, type JsonValue, Match, type Outcome, type SnapshotEntry, type SnapshotStore, stateHash } from '@polemarch/kernel';
import type { Queryable } from '../db/database';
import type { Banks, ClockConfig } from './clock';
import { HttpError } from '../http';

/** A game row as the service reads it. */
export interface GameRow {
  id: string;
  system: string;
  scenario: string;
  options: Record<string, JsonValue>;
  /** The position file the game was set up from (a test server's option), instead of the scenario; null: the scenario. */
  position: JsonValue | null;
  engine_version: string;
  seed: string | number;
  status: 'open' | 'active' | 'finished';
  listed: boolean;
  created_by: string | null;
  seq: number;
  pending_seat: string | null;
  state_hash: string;
  result: Outcome | null;
  /** Paces (null: untimed): the configuration, each seat's bank when the current decision began, and when it runs out. */
  clock: ClockConfig | null;
  banks: Banks | null;
  turn_started_at: Date | null;
  deadline: Date | null;
}

export const GAME_COLUMNS = 'id, system, scenario, options, position, engine_version, seed, status, listed, created_by, seq, pending_seat, state_hash, result, clock, banks, turn_started_at, deadline';

/** A full-state snapshot goes to the database every this many actions (a restart replays at most that many). */
export const SNAPSHOT_EVERY = 32;

/**
 * The snapshots of one game, for the Match: filled from the database before opening it, and
 * collecting what the Match writes so the caller stores it in the same transaction as the action.
 */
export class GameSnapshots implements SnapshotStore {
  readonly entries = new Map<number, SnapshotEntry>();
  written: SnapshotEntry[] = [];
  lengths(): number[] {
    return [...this.entries.keys()];
  }
  read(_game: string, length: number): unknown {
    return this.entries.get(length);
  }
  write(_game: string, length: number, entry: SnapshotEntry): void {
    this.entries.set(length, entry);
    this.written.push(entry);
  }
}

export function moduleOf(system: string): AnyGameModule {
  const module = findSystem(system);
  if (module === undefined) throw new HttpError(500, 'unknown-system', `this server no longer knows the system ${system}`);
  return module;
}

export function recordOf(game: GameRow, actions: GameRecord['actions']): GameRecord {
  const seed = String(game.seed);
  // A record names its scenario or, for a game set up from a position file, the position.
  const start = game.position !== null ? { position: game.position } : { scenario: game.scenario };
  // A game started before the 128-bit seeds keeps its whole-number seed (and the generator it seeded).
  if (/^-?\d+$/.test(seed)) {
    return { format: 'polemarch-record', version: 1, system: game.system, engineVersion: game.engine_version, ...start, options: game.options, seed: Number(seed), actions };
  }
  return {
    format: 'polemarch-record',
    version: 2,
    system: game.system,
    engineVersion: game.engine_version,
    ...start,
    options: game.options,
    seed,
    stateHash: game.state_hash,
    actions,
  };
}

export interface Cached {
  match: Match;
  snapshots: GameSnapshots;
}

/**
 * The Matches this process holds, by game: a bounded cache in front of the database. Another process
 * may have committed actions since: `load` brings a cached Match up to the row's sequence number with
 * the actions it lacks, and opens one from the newest snapshot and the actions after it on a miss.
 */
export class MatchCache {
  private readonly cache = new Map<string, Cached>();
  constructor(private readonly max = 2000) {}

  async load(q: Queryable, game: GameRow): Promise<Cached> {
    const hit = this.cache.get(game.id);
    if (hit !== undefined && hit.match.length === game.seq && hit.match.record.stateHash === game.state_hash) return hit;
    if (hit !== undefined && hit.match.length < game.seq) {
      const rows = await q.query<{ seat: string; action: JsonValue }>('SELECT seat, action FROM actions WHERE game_id = $1 AND seq > $2 AND seq <= $3 ORDER BY seq', [game.id, hit.match.length, game.seq]);
      let match = hit.match;
      for (const r of rows) match = match.play(r.seat, r.action);
      if (match.length === game.seq && match.record.stateHash === game.state_hash) {
        const next = { match, snapshots: hit.snapshots };
        this.remember(game.id, next);
        return next;
      }
    }
    return this.open(q, game);
  }

  private async open(q: Queryable, game: GameRow): Promise<Cached> {
    const module = moduleOf(game.system);
    // Only the actions the row counts: another process may commit one between the two reads (the row's hash is of its seq).
    const rows = await q.query<{ seat: string; action: JsonValue }>('SELECT seat, action FROM actions WHERE game_id = $1 AND seq <= $2 ORDER BY seq', [game.id, game.seq]);
    if (module.engineVersion !== game.engine_version) return this.migrate(q, game, module, rows);
    const snapshots = new GameSnapshots();
    const [snap] = await q.query<{ entry: SnapshotEntry }>('SELECT entry FROM snapshots WHERE game_id = $1 AND engine_version = $2 AND seq <= $3 ORDER BY seq DESC LIMIT 1', [game.id, game.engine_version, game.seq]);
    if (snap !== undefined) snapshots.entries.set(snap.entry.length, snap.entry);
    const record: GameRecord = { ...recordOf(game, rows.map((r) => ({ seat: r.seat, action: r.action }))), stateHash: game.state_hash };
    // Every action was checked by the kernel when it was committed.
    const match = Match.open(module, record, { store: snapshots, trusted: true });
    snapshots.written = [];
    const cached = { match, snapshots };
    this.remember(game.id, cached);
    return cached;
  }

  /**
   * A game started on another engine version: its record is replayed, every action checked, on this
   * server's engine. If it replays, the game continues on this engine (the row takes the new version
   * and state hash; the action log is unchanged); if not, it is refused until a server with its engine
   * version opens it, and nothing is lost.
   */
  private async migrate(q: Queryable, game: GameRow, module: AnyGameModule, rows: GameRecord['actions']): Promise<Cached> {
    const snapshots = new GameSnapshots();
    let match: Match;
    try {
      // The old engine's state hash is not this one's: the replay is checked action by action, then hashed anew.
      const { stateHash: _oldHash, ...record } = recordOf(game, rows);
      match = Match.open(module, { ...record, engineVersion: module.engineVersion }, { store: snapshots });
    } catch (e) {
      throw new HttpError(409, 'engine-version', `this game was started on ${game.system} engine ${game.engine_version} and does not replay on ${module.engineVersion}: ${(e as Error).message}`);
    }
    const hash = stateHash(match.state);
    match = Match.open(module, { ...match.record, stateHash: hash }, { store: snapshots, trusted: true });
    const result = match.result;
    const over = match.pending === null || game.status === 'finished';
    await q.query('UPDATE games SET engine_version = $3, state_hash = $4, pending_seat = $5, status = $6, result = $7, updated_at = now() WHERE id = $1 AND engine_version = $2', [
      game.id,
      game.engine_version,
      module.engineVersion,
      hash,
      over ? null : (match.pending?.seat ?? null),
      over ? 'finished' : game.status,
      game.status === 'finished' ? JSON.stringify(game.result) : result === null ? null : JSON.stringify(result),
    ]);
    Object.assign(game, { engine_version: module.engineVersion, state_hash: hash });
    snapshots.written = [];
    const cached = { match, snapshots };
    this.remember(game.id, cached);
    return cached;
  }

  remember(id: string, cached: Cached): void {
    this.cache.delete(id);
    this.cache.set(id, cached);
    if (this.cache.size > this.max) this.cache.delete(this.cache.keys().next().value as string);
  }

  /** The cached Match of a game, as it is (no database read, no check against the row). */
  peek(id: string): Cached | undefined {
    return this.cache.get(id);
  }

  forget(id: string): void {
    this.cache.delete(id);
  }
}
