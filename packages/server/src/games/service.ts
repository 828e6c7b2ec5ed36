import { findManifest } from '@polemarch/catalog';
import { type JsonValue, type Match, type Outcome, type Seat, newGame, randomSeed, stateHash } from '@polemarch/kernel';
import type { LobbyGame, MyGame } from '../api-types';
import { type User, createGuest, newId, randomToken, sha256 } from '../auth';
import type { Database, Queryable } from '../db/database';
import { HttpError } from '../http';
import { type Banks, type ClockConfig, charge, initialBanks } from './clock';
import { rateGame } from './ratings';
import { GAME_COLUMNS, type GameRow, MatchCache, SNAPSHOT_EVERY, moduleOf } from './matches';

export const AI_LEVELS = ['easy', 'standard', 'strong'] as const;
export type AiLevel = (typeof AI_LEVELS)[number];

/** Who sits in a seat when a game is created. */
export type SeatSpec = { kind: 'me' } | { kind: 'open' } | { kind: 'ai'; level: AiLevel };

export interface SeatRow {
  seat: Seat;
  kind: 'user' | 'open' | 'ai';
  user_id: string | null;
  user_name: string | null;
  ai_level: AiLevel | null;
}

/** Who acts: a signed-in user (for the seats they hold) or the server's computer player for one seat. */
export type Actor = { kind: 'user'; user: User } | { kind: 'ai'; seat: Seat };

export interface CreateInput {
  system: string;
  scenario: string;
  options: Record<string, JsonValue>;
  seats: Record<Seat, SeatSpec>;
  listed: boolean;
  clock?: ClockConfig | null;
  /**
   * Set the game up from this position file instead of the battle (`scenario` is then only its label):
   * a test server's option (ServerOptions.testPositions), never open on a public server.
   */
  position?: JsonValue;
}

/** Published after every commit, to every process on the database. */
export interface GameEventNote {
  game: string;
  seq: number;
  status: GameRow['status'];
  /** Who made the change: a user id, or 'ai' (absent: the server itself). */
  actor?: string;
  /**
   * The action committed (server to server only, never sent to a client), so another process brings
   * its cached Match up to date without reading the action log; left out when it is large.
   */
  step?: { seat: Seat; action: JsonValue; hash: string };
}

/** The player who decides after a commit, with where "your turn" notifications go (read by the commit's own statement). */
export interface Recipient {
  user_id: string;
  name: string;
  email: string | null;
  webhook_url: string | null;
  seat: string;
  system: string;
  scenario: string;
}

/** A NOTIFY payload stays under PostgreSQL's 8000 bytes: a larger action is read from the log instead. */
const MAX_STEP_NOTE = 6000;

/** What this process knows of a game: its row as last read or written and its seats. */
interface Known {
  game: GameRow;
  seats: SeatRow[];
}
const KNOWN_MAX = 5000;

export const CHANNEL = 'polemarch_game';


/**
 * Games on the server: create, join, invite, act, resign. Every change is one transaction on the game
 * row (locked FOR UPDATE, so two processes never interleave on a game); the action is committed before
 * it is published. A stale or duplicate action (its sequence number is not the game's) is refused.
 */
export class GameService {
  readonly matches = new MatchCache();
  /** Called after a commit (the live hub fans it out; the AI runner looks for its turn). */
  private readonly listeners: ((note: GameEventNote) => void)[] = [];
  /** Called after a commit made by this process only (the AI runner takes the turns that follow its own commits). */
  private readonly local: ((note: GameEventNote, recipient?: Recipient | null) => void)[] = [];

  /**
   * Rows and seats of games this process has read or written (docs/online-bench.md): the fast path of
   * `act` and the pushes after a commit use them instead of reading the game again. The seats of a
   * game past 'open' never change; the row is checked by the conditional UPDATE that commits.
   */
  private readonly known = new Map<string, Known>();

  constructor(readonly db: Database) {}

  private know(id: string, k: Known): void {
    this.known.delete(id);
    this.known.set(id, k);
    if (this.known.size > KNOWN_MAX) this.known.delete(this.known.keys().next().value as string);
  }

  onCommit(fn: (note: GameEventNote) => void): void {
    this.listeners.push(fn);
  }

  /** `recipient`, when given, is who decides now as the commit read it (null: not a person). */
  onLocalCommit(fn: (note: GameEventNote, recipient?: Recipient | null) => void): void {
    this.local.push(fn);
  }

  private async published(note: GameEventNote, notified = false, recipient?: Recipient | null): Promise<void> {
    if (note.status !== 'active') this.known.delete(note.game);
    for (const fn of this.local) fn(note, recipient);
    // `notified`: the commit's own statement sent the NOTIFY (PostgreSQL, the fast path of `act`).
    if (!notified) await this.db.publish(CHANNEL, JSON.stringify(note));
  }

  /** Deliver a note that arrived from the database (any process) to this process's listeners. */
  deliver(note: GameEventNote): void {
    this.advance(note);
    for (const fn of this.listeners) fn(note);
  }

  /**
   * Another process's commit, applied to this process's cached Match and row when the note carries the
   * action and the cache is just one behind (the hash must come out the same); anything else is read
   * from the database when next needed.
   */
  private advance(note: GameEventNote): void {
    const known = this.known.get(note.game);
    // A note this process's row already has, or an older one: its own commit's NOTIFY can come back after the next
    // commit (seq only grows), and dropping the row then cost the next action a full read (statements.test.ts, under load).
    if (known === undefined || known.game.seq > note.seq || (known.game.seq === note.seq && known.game.status === note.status)) return;
    const cached = this.matches.peek(note.game);
    if (note.step === undefined || note.status !== 'active' || known.game.status !== 'active' || known.game.clock !== null || cached === undefined || known.game.seq !== note.seq - 1 || cached.match.length !== note.seq - 1) {
      this.known.delete(note.game);
      return;
    }
    try {
      const next = cached.match.play(note.step.seat, note.step.action);
      if (next.record.stateHash !== note.step.hash) throw new Error('hash');
      this.matches.remember(note.game, { match: next, snapshots: cached.snapshots });
      this.know(note.game, { game: { ...known.game, seq: next.length, pending_seat: next.pending?.seat ?? null, state_hash: note.step.hash }, seats: known.seats });
    } catch {
      this.known.delete(note.game);
    }
  }

  async game(q: Queryable, id: string, lock = false): Promise<GameRow> {
    if (!/^[A-Za-z0-9_-]{1,32}$/.test(id)) throw new HttpError(404, 'no-game', 'no such game');
    const [row] = await q.query<GameRow>(`SELECT ${GAME_COLUMNS} FROM games WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
    if (row === undefined) throw new HttpError(404, 'no-game', 'no such game');
    return row;
  }

  async seats(q: Queryable, id: string): Promise<SeatRow[]> {
    return q.query<SeatRow>('SELECT s.seat, s.kind, s.user_id, u.name AS user_name, s.ai_level FROM game_seats s LEFT JOIN users u ON u.id = s.user_id WHERE s.game_id = $1 ORDER BY s.seat', [id]);
  }

  async create(user: User, input: CreateInput): Promise<{ id: string; invites: Record<Seat, string> }> {
    const manifest = findManifest(input.system);
    if (manifest === undefined) throw new HttpError(400, 'unknown-system', `no system ${JSON.stringify(input.system)}`);
    const module = manifest.module;
    const seed = randomSeed(); // 128 bits from the CSPRNG (kernel random.ts, issue 17.1)
    let state: ReturnType<typeof newGame>;
    let seatsOf: readonly Seat[];
    if (input.position === undefined) {
      const scenario = module.scenarios().find((s) => s.id === input.scenario);
      if (scenario === undefined || scenario.status !== 'playable') throw new HttpError(400, 'unknown-scenario', `${module.id} has no playable battle ${JSON.stringify(input.scenario)}`);
      seatsOf = scenario.seats;
      // Set-up errors (bad options) are the kernel's GameErrors.
      state = newGame(module, { scenario: input.scenario, options: input.options, seed });
    } else {
      // A position file: the kernel checks its schema, the system whether it is a sound start (issue 17.5).
      const setup = { position: input.position, options: input.options, seed };
      state = newGame(module, setup);
      const problems = module.setupProblems?.(setup) ?? [];
      if (problems.length > 0) throw new HttpError(400, 'bad-position', `not a sound starting position: ${problems.join('; ')}`);
      seatsOf = module.seats(state);
    }
    const scenario = { seats: seatsOf };
    const wanted = Object.keys(input.seats).sort();
    if (JSON.stringify(wanted) !== JSON.stringify([...scenario.seats].sort())) throw new HttpError(400, 'bad-seats', `give who sits in each seat: ${scenario.seats.join(', ')}`);
    const hash = stateHash(state);
    const pending = module.pending(state);
    const id = newId();
    const invites: Record<Seat, string> = {};
    const open = Object.values(input.seats).some((s) => s.kind === 'open');
    await this.db.transaction(async (tx) => {
      const clock = input.clock ?? null;
      await tx.query(
        `INSERT INTO games (id, system, scenario, options, engine_version, seed, status, listed, created_by, seq, pending_seat, state_hash, clock, banks, position) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 0, $10, $11, $12, $13, $14)`,
        [id, module.id, input.scenario, JSON.stringify(input.options), module.engineVersion, seed, open ? 'open' : 'active', input.listed, user.id, pending?.seat ?? null, hash, clock === null ? null : JSON.stringify(clock), clock === null ? null : JSON.stringify(initialBanks(clock, scenario.seats)), input.position === undefined ? null : JSON.stringify(input.position)],
      );
      if (!open) await startClock(tx, id);
      for (const seat of scenario.seats) {
        const spec = input.seats[seat]!;
        let invite: string | null = null;
        if (spec.kind === 'open') {
          const token = randomToken(18);
          invites[seat] = token;
          invite = sha256(token);
        }
        await tx.query('INSERT INTO game_seats (game_id, seat, kind, user_id, ai_level, invite_hash) VALUES ($1, $2, $3, $4, $5, $6)', [
          id,
          seat,
          spec.kind === 'me' ? 'user' : spec.kind,
          spec.kind === 'me' ? user.id : null,
          spec.kind === 'ai' ? spec.level : null,
          invite,
        ]);
      }
    });
    await this.published({ game: id, seq: 0, status: open ? 'open' : 'active' });
    return { id, invites };
  }

  /** Take an open seat: from the lobby (a listed game) or with the seat's invite token. */
  async join(user: User | null, by: { game: string; seat: Seat } | { invite: string }): Promise<{ game: string; seat: Seat; guest: User | null }> {
    const out = await this.db.transaction(async (tx) => {
      let gameId: string;
      let seat: Seat;
      if ('invite' in by) {
        const [row] = await tx.query<{ game_id: string; seat: string }>('SELECT game_id, seat FROM game_seats WHERE invite_hash = $1', [sha256(by.invite)]);
        if (row === undefined) throw new HttpError(404, 'no-invite', 'this invitation is unknown or already used');
        gameId = row.game_id;
        seat = row.seat;
      } else {
        gameId = by.game;
        seat = by.seat;
      }
      const game = await this.game(tx, gameId, true);
      if (!('invite' in by) && !game.listed) throw new HttpError(403, 'unlisted', 'this game takes players by invitation only');
      const seats = await this.seats(tx, gameId);
      const target = seats.find((s) => s.seat === seat);
      if (target === undefined || target.kind !== 'open') throw new HttpError(409, 'seat-taken', `seat ${seat} is not open`);
      const guest = user === null ? await createGuest(tx) : null;
      const who = user ?? guest!;
      await tx.query("UPDATE game_seats SET kind = 'user', user_id = $3, invite_hash = NULL WHERE game_id = $1 AND seat = $2", [gameId, seat, who.id]);
      const stillOpen = seats.some((s) => s.seat !== seat && s.kind === 'open');
      const status = stillOpen ? 'open' : 'active';
      await tx.query('UPDATE games SET status = $2, updated_at = now() WHERE id = $1', [gameId, status]);
      if (status === 'active') await startClock(tx, gameId);
      return { game: gameId, seat, guest, seq: game.seq, status } as const;
    });
    await this.published({ game: out.game, seq: out.seq, status: out.status, actor: (user ?? out.guest!).id });
    return { game: out.game, seat: out.seat, guest: out.guest };
  }

  /** The seats `actor` may act for in a game. */
  static heldSeats(actor: Actor, seats: readonly SeatRow[]): Seat[] {
    if (actor.kind === 'ai') return seats.some((s) => s.seat === actor.seat && s.kind === 'ai') ? [actor.seat] : [];
    return seats.filter((s) => s.kind === 'user' && s.user_id === actor.user.id).map((s) => s.seat);
  }

  /**
   * Play `action` for the deciding seat, if `actor` holds it, when `seq` is the number of actions
   * committed so far. No forced dice: the server rolls every die with the game's own generator.
   */
  async act(gameId: string, actor: Actor, seq: number, action: JsonValue): Promise<{ seq: number; match: Match; game: GameRow; seats: SeatRow[] }> {
    const fast = await this.actFast(gameId, actor, seq, action);
    if (fast !== null) return fast;
    this.known.delete(gameId);
    const out = await this.db.transaction(async (tx) => {
      // A seat whose time ran out loses on time, whatever it sends (committed, then refused below).
      if (await flagIfLate(tx, gameId)) return null;
      const game = await this.game(tx, gameId, true);
      if (game.status === 'open') throw new HttpError(409, 'not-started', 'the game waits for its players');
      if (game.status === 'finished') throw new HttpError(409, 'game-over', 'the game is over');
      const seats = await this.seats(tx, gameId);
      const held = GameService.heldSeats(actor, seats);
      if (held.length === 0) throw new HttpError(403, 'not-seated', 'you hold no seat in this game');
      if (seq !== game.seq) throw new HttpError(409, 'stale', `the game is at action ${game.seq}, not ${seq}: reload`);
      const cached = await this.matches.load(tx, game);
      const pending = cached.match.pending;
      if (pending === null || !held.includes(pending.seat)) throw new HttpError(403, 'not-your-turn', `it is not your decision (${pending?.seat ?? 'nobody'} decides)`);
      // The kernel checks the action's shape and legality; a refusal is a GameError (422), nothing changes.
      const next = cached.match.play(pending.seat, action);
      const result = next.result;
      const status = next.pending === null ? 'finished' : 'active';
      let banks: Banks | null = null;
      if (game.clock !== null && game.banks !== null) {
        const [t] = await tx.query<{ elapsed: number }>('SELECT (extract(epoch FROM (now() - turn_started_at)) * 1000)::float8 AS elapsed FROM games WHERE id = $1', [gameId]);
        banks = charge(game.clock, game.banks, pending.seat, t?.elapsed ?? 0, next.pending?.seat ?? null).banks;
      }
      await tx.query('INSERT INTO actions (game_id, seq, seat, action, user_id, state_hash) VALUES ($1, $2, $3, $4, $5, $6)', [
        gameId,
        next.length,
        pending.seat,
        JSON.stringify(action),
        actor.kind === 'user' ? actor.user.id : null,
        next.record.stateHash,
      ]);
      await tx.query('UPDATE games SET seq = $2, pending_seat = $3, state_hash = $4, status = $5, result = $6, banks = $7, updated_at = now() WHERE id = $1', [
        gameId,
        next.length,
        next.pending?.seat ?? null,
        next.record.stateHash,
        status,
        result === null ? null : JSON.stringify(result),
        banks === null ? null : JSON.stringify(banks),
      ]);
      if (banks !== null) await startClock(tx, gameId);
      if (status === 'finished') await rateGame(tx, gameId);
      if (next.length % SNAPSHOT_EVERY === 0) {
        next.persist();
        for (const e of cached.snapshots.written.splice(0)) {
          await tx.query('INSERT INTO snapshots (engine_version, state_hash, game_id, seq, entry) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING', [game.engine_version, e.stateHash, gameId, e.length, JSON.stringify(e)]);
        }
      }
      const row: GameRow = { ...game, seq: next.length, pending_seat: next.pending?.seat ?? null, state_hash: next.record.stateHash!, status, result };
      return { next, cached, status, row, seats } as const;
    });
    if (out === null) {
      const game = await this.game(this.db, gameId);
      await this.published({ game: gameId, seq: game.seq, status: 'finished' });
      throw new HttpError(409, 'timeout', 'the time of the deciding seat ran out: the game is over');
    }
    // Committed: now the cache, then the broadcast.
    this.matches.remember(gameId, { match: out.next, snapshots: out.cached.snapshots });
    await this.published({ game: gameId, seq: out.next.length, status: out.status, actor: actor.kind === 'user' ? actor.user.id : 'ai' });
    // The clock's columns changed in SQL: the row is read again when next needed.
    if (out.row.clock === null) this.know(gameId, { game: out.row, seats: out.seats });
    return { seq: out.next.length, match: out.next, game: out.row, seats: out.seats };
  }

  /**
   * The common case in one statement: an untimed game this process has cached at the client's
   * sequence number, an action that neither ends the game nor falls on a snapshot. The Match plays it
   * on the cached state; one conditional UPDATE (the row still at that sequence number and hash,
   * active) appends the action in the same statement and, on PostgreSQL, sends the NOTIFY, which is
   * delivered at commit. Anything else (a cache behind another process's commit, a refusal to
   * explain, a clock, the end) goes the locked transaction's way. Null: not taken, nothing written.
   */
  private async actFast(gameId: string, actor: Actor, seq: number, action: JsonValue): Promise<{ seq: number; match: Match; game: GameRow; seats: SeatRow[] } | null> {
    const known = this.known.get(gameId);
    const cached = this.matches.peek(gameId);
    if (known === undefined || cached === undefined) return null;
    const { game, seats } = known;
    if (game.status !== 'active' || game.clock !== null || game.seq !== seq || cached.match.length !== seq || cached.match.record.stateHash !== game.state_hash) return null;
    const pending = cached.match.pending;
    if (pending === null || !GameService.heldSeats(actor, seats).includes(pending.seat)) return null;
    let next: Match;
    try {
      next = cached.match.play(pending.seat, action);
    } catch {
      return null; // the locked path gives the refusal against the committed state
    }
    if (next.pending === null || next.length % SNAPSHOT_EVERY === 0) return null;
    const hash = next.record.stateHash!;
    const actionText = JSON.stringify(action);
    const note: GameEventNote = { game: gameId, seq: next.length, status: 'active', actor: actor.kind === 'user' ? actor.user.id : 'ai' };
    if (actionText.length <= MAX_STEP_NOTE) note.step = { seat: pending.seat, action, hash };
    const pg = this.db.kind === 'postgres';
    // The next decider's account comes back with the commit, for the "your turn" notification.
    const rows = await this.db.query<{ seq: number } & Partial<Recipient>>(
      `WITH g AS (UPDATE games SET seq = $2, pending_seat = $3, state_hash = $4, updated_at = now()
         WHERE id = $1 AND seq = $5 AND state_hash = $6 AND status = 'active' AND clock IS NULL RETURNING id, system, scenario),
       a AS (INSERT INTO actions (game_id, seq, seat, action, user_id, state_hash) SELECT id, $2, $7::text, $8::jsonb, $9::text, $4 FROM g RETURNING seq)
       SELECT a.seq, u.id AS user_id, u.name, u.email, u.webhook_url, s.seat, g.system, g.scenario${pg ? ', pg_notify($10, $11)::text AS notified' : ''}
         FROM a CROSS JOIN g LEFT JOIN game_seats s ON s.game_id = g.id AND s.seat = $3 AND s.kind = 'user' LEFT JOIN users u ON u.id = s.user_id`,
      [gameId, next.length, next.pending.seat, hash, seq, game.state_hash, pending.seat, actionText, actor.kind === 'user' ? actor.user.id : null, ...(pg ? [CHANNEL, JSON.stringify(note)] : [])],
    );
    if (rows.length === 0) return null; // the game moved on meanwhile: the locked path says how
    const row: GameRow = { ...game, seq: next.length, pending_seat: next.pending.seat, state_hash: hash };
    this.matches.remember(gameId, { match: next, snapshots: cached.snapshots });
    this.know(gameId, { game: row, seats });
    const r = rows[0]!;
    const recipient: Recipient | null = typeof r.user_id === 'string' ? { user_id: r.user_id, name: r.name!, email: r.email ?? null, webhook_url: r.webhook_url ?? null, seat: r.seat!, system: r.system!, scenario: r.scenario! } : null;
    await this.published(note, pg, recipient);
    return { seq: next.length, match: next, game: row, seats };
  }

  /** Concede: the other seat wins (the record keeps every action; the result says who resigned). */
  async resign(gameId: string, user: User): Promise<void> {
    const out = await this.db.transaction(async (tx) => {
      const game = await this.game(tx, gameId, true);
      if (game.status === 'finished') throw new HttpError(409, 'game-over', 'the game is over');
      const seats = await this.seats(tx, gameId);
      const held = GameService.heldSeats({ kind: 'user', user }, seats);
      if (held.length === 0) throw new HttpError(403, 'not-seated', 'you hold no seat in this game');
      const others = seats.filter((s) => !held.includes(s.seat));
      const result: Outcome = { winner: others.length === 1 ? others[0]!.seat : null, reason: { key: 'online.resigned', params: { seat: held.join(', ') } } };
      await tx.query("UPDATE games SET status = 'finished', pending_seat = NULL, result = $2, deadline = NULL, updated_at = now() WHERE id = $1", [gameId, JSON.stringify(result)]);
      await rateGame(tx, gameId);
      return game.seq;
    });
    await this.published({ game: gameId, seq: out, status: 'finished' });
  }

  /** The game's Match as committed (from this process's cache or the database). */
  async match(gameId: string): Promise<{ game: GameRow; seats: SeatRow[]; match: Match }> {
    const game = await this.game(this.db, gameId);
    const seats = await this.seats(this.db, gameId);
    const { match } = await this.matches.load(this.db, game);
    if (game.status === 'active' && game.clock === null && match.length === game.seq) this.know(gameId, { game, seats });
    return { game, seats, match };
  }

  /**
   * The game as committed at `seq` with `status` (a note just received): from what this process
   * knows when it is there already (its own commit, or another's applied by `advance`), else read.
   */
  async matchAt(gameId: string, seq: number, status: GameRow['status']): Promise<{ game: GameRow; seats: SeatRow[]; match: Match }> {
    const known = this.known.get(gameId);
    const cached = this.matches.peek(gameId);
    if (known !== undefined && cached !== undefined && known.game.seq === seq && known.game.status === status && cached.match.length === seq && cached.match.record.stateHash === known.game.state_hash) {
      return { game: known.game, seats: known.seats, match: cached.match };
    }
    return this.match(gameId);
  }

  /** Open games listed in the lobby, newest first. */
  async lobby(): Promise<LobbyGame[]> {
    const games = await this.db.query<{ id: string; system: string; scenario: string; name: string | null }>(
      "SELECT g.id, g.system, g.scenario, u.name FROM games g LEFT JOIN users u ON u.id = g.created_by WHERE g.status = 'open' AND g.listed ORDER BY g.created_at DESC LIMIT 100",
    );
    return Promise.all(
      games.map(async (g) => ({
        id: g.id,
        system: g.system,
        scenario: g.scenario,
        createdBy: g.name,
        seats: (await this.seats(this.db, g.id)).map((s) => ({ seat: s.seat, kind: s.kind, name: s.user_name, level: s.ai_level })),
      })),
    );
  }

  /** The user's games, with whose turn it is. */
  async mine(user: User): Promise<MyGame[]> {
    const rows = await this.db.query<GameRow & { held: Seat[] }>(
      `SELECT ${GAME_COLUMNS.split(', ').map((c) => `g.${c}`).join(', ')}, array_agg(s.seat ORDER BY s.seat) AS held FROM games g JOIN game_seats s ON s.game_id = g.id AND s.user_id = $1 GROUP BY g.id ORDER BY g.updated_at DESC LIMIT 200`,
      [user.id],
    );
    return rows.map((g) => ({
      id: g.id,
      system: g.system,
      scenario: g.scenario,
      status: g.status,
      seq: g.seq,
      seats: g.held,
      pendingSeat: g.status === 'active' ? g.pending_seat : null,
      yourTurn: g.status === 'active' && g.pending_seat !== null && g.held.includes(g.pending_seat),
      result: g.result,
    }));
  }

  /** Active games whose deciding seat is the computer's (after a restart, the AI picks them up). */
  async aiTurns(): Promise<string[]> {
    const rows = await this.db.query<{ id: string }>("SELECT g.id FROM games g JOIN game_seats s ON s.game_id = g.id AND s.seat = g.pending_seat WHERE g.status = 'active' AND s.kind = 'ai'");
    return rows.map((r) => r.id);
  }

  /** End every game whose deciding seat's time ran out (any process may sweep: each game is locked). */
  async sweepClocks(): Promise<number> {
    const due = await this.db.query<{ id: string }>("SELECT id FROM games WHERE status = 'active' AND deadline IS NOT NULL AND deadline < now() LIMIT 500");
    let ended = 0;
    for (const { id } of due) {
      if (await this.db.transaction((tx) => flagIfLate(tx, id))) {
        ended++;
        const game = await this.game(this.db, id);
        await this.published({ game: id, seq: game.seq, status: 'finished' });
      }
    }
    return ended;
  }

  /** The module of a game, for views. */
  static module(game: GameRow): ReturnType<typeof moduleOf> {
    return moduleOf(game.system);
  }
}

/** Start the deciding seat's clock now (no-op for an untimed game or when nobody decides). */
async function startClock(tx: Queryable, gameId: string): Promise<void> {
  await tx.query(
    `UPDATE games SET turn_started_at = now(), deadline = CASE WHEN clock IS NULL OR pending_seat IS NULL OR status <> 'active' THEN NULL
       ELSE now() + make_interval(secs => (banks ->> pending_seat)::float8 / 1000) END WHERE id = $1`,
    [gameId],
  );
}

/** If the deciding seat's time has run out, end the game: the other seat wins on time. True if it did. */
async function flagIfLate(tx: Queryable, gameId: string): Promise<boolean> {
  const [row] = await tx.query<{ pending_seat: string | null; banks: Banks | null }>(
    "SELECT pending_seat, banks FROM games WHERE id = $1 AND status = 'active' AND deadline IS NOT NULL AND deadline < now() FOR UPDATE",
    [gameId],
  );
  if (row === undefined || row.pending_seat === null || row.banks === null) return false;
  const seat = row.pending_seat;
  const seats = Object.keys(row.banks).filter((s) => s !== seat);
  const result: Outcome = { winner: seats.length === 1 ? seats[0]! : null, reason: { key: 'online.timeout', params: { seat } } };
  await tx.query("UPDATE games SET status = 'finished', result = $2, banks = $3, deadline = NULL, updated_at = now() WHERE id = $1", [gameId, JSON.stringify(result), JSON.stringify({ ...row.banks, [seat]: 0 })]);
  await rateGame(tx, gameId);
  return true;
}
