import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import { type Session, checkOrigin, sessionOf } from './auth';
import type { Database } from './db/database';
import type { ServerMessage } from './api-types';
import { gamePayload, logFor } from './games/present';
import type { GameEventNote, GameService } from './games/service';
import { HttpError, RateLimiter, jsonDepth } from './http';

/**
 * Live updates over a WebSocket at /api/live. A client says which games it watches and the last
 * sequence number it has (`{"type":"watch","game":ID,"from":N}`); the server answers with the log
 * entries it missed and the game as the client's seat sees it, then pushes the same after every
 * commit, on whichever process it was made (the database fans notes out). A client that reconnects
 * sends its last `seq` and catches up. Every message is computed per connection from its user's seats.
 *
 * A chat line written on any process reaches every watcher of its game as {type:'chat', game, note}
 * (through CHAT_CHANNEL), so nobody polls for it; private notes are never pushed.
 *
 * Server messages: {type:'game', game, payload, log} | {type:'chat', game, note} | {type:'error', code, message} | {type:'pong'}
 */

export type ClientMessage = { type: 'watch'; game: string; from?: number; seat?: string } | { type: 'unwatch'; game: string } | { type: 'ping' };

export type { ServerMessage };

/** Published when a chat line is written: the game and the note's id (the text is read once per process, never carried). */
export const CHAT_CHANNEL = 'polemarch_chat';
export interface ChatNote {
  game: string;
  id: number;
}

interface Watcher {
  /** Actions this client has (its log is complete up to here). */
  seq: number;
  seat: string | null;
  /** The status last sent, so a change without a new action (a resignation, a join) is sent too. */
  status: string;
}

interface Client {
  socket: WebSocket;
  session: Session | null;
  games: Map<string, Watcher>;
  limiter: RateLimiter;
}

/** Sockets per process at most; messages per client per second. */
const MAX_CLIENTS = 20_000;
const MAX_WATCHED = 50;

export class LiveHub {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 4096 });
  private readonly clients = new Set<Client>();

  constructor(
    private readonly db: Database,
    private readonly games: GameService,
  ) {
    games.onCommit((note) => void this.notify(note));
  }

  /** The HTTP server's 'upgrade' for /api/live. */
  async upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    try {
      // A page of another site must not open a socket with this site's cookie.
      checkOrigin(req);
      if (this.clients.size >= MAX_CLIENTS) throw new HttpError(503, 'busy', 'too many connections');
    } catch (e) {
      const status = e instanceof HttpError ? e.status : 400;
      socket.end(`HTTP/1.1 ${status} Refused\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`);
      return;
    }
    const session = await sessionOf(this.db, req).catch(() => null);
    this.wss.handleUpgrade(req, socket, head, (ws) => this.accept(ws, session));
  }

  private accept(socket: WebSocket, session: Session | null): void {
    const client: Client = { socket, session, games: new Map(), limiter: new RateLimiter(20, 40) };
    this.clients.add(client);
    socket.on('close', () => this.clients.delete(client));
    socket.on('error', () => socket.terminate());
    socket.on('message', (data, isBinary) => {
      if (!client.limiter.take('m')) return this.send(client, { type: 'error', code: 'rate-limited', message: 'too many messages' });
      void this.onMessage(client, isBinary ? null : data.toString()).catch((e: unknown) =>
        this.send(client, { type: 'error', code: e instanceof HttpError ? e.code : 'internal', message: e instanceof HttpError ? e.message : 'internal error' }),
      );
    });
  }

  private send(client: Client, message: ServerMessage): void {
    if (client.socket.readyState === WebSocket.OPEN) client.socket.send(JSON.stringify(message));
  }

  private async onMessage(client: Client, text: string | null): Promise<void> {
    let msg: unknown;
    try {
      msg = text === null ? null : JSON.parse(text);
    } catch {
      msg = null;
    }
    if (typeof msg !== 'object' || msg === null || jsonDepth(msg) > 4) throw new HttpError(400, 'bad-message', 'messages are small JSON objects');
    const m = msg as Partial<Record<string, unknown>>;
    if (m['type'] === 'ping') return this.send(client, { type: 'pong' });
    if (typeof m['game'] !== 'string') throw new HttpError(400, 'bad-message', 'game: a game id');
    const game = m['game'];
    if (m['type'] === 'unwatch') {
      client.games.delete(game);
      return;
    }
    if (m['type'] !== 'watch') throw new HttpError(400, 'bad-message', 'type: watch, unwatch or ping');
    const from = m['from'] ?? 0;
    if (typeof from !== 'number' || !Number.isInteger(from) || from < 0) throw new HttpError(400, 'bad-message', 'from: the last sequence number you have');
    if (!client.games.has(game) && client.games.size >= MAX_WATCHED) throw new HttpError(400, 'too-many', `watch at most ${MAX_WATCHED} games`);
    const seat = typeof m['seat'] === 'string' ? m['seat'] : null;
    client.games.set(game, { seq: from, seat, status: '' });
    await this.push(game, [client]);
  }

  private async notify(note: GameEventNote): Promise<void> {
    const watching = [...this.clients].filter((c) => {
      const w = c.games.get(note.game);
      return w !== undefined && (w.seq < note.seq || w.status !== note.status);
    });
    if (watching.length > 0) await this.push(note.game, watching, note).catch((e: unknown) => console.error('polemarch live:', e));
  }

  /** Send each client what it has not seen of a game, as its seats see it. */
  private async push(gameId: string, clients: readonly Client[], note?: GameEventNote): Promise<void> {
    // After a commit, the game as this process already has it when it can (no read): see GameService.matchAt.
    const { game, seats, match } = note === undefined ? await this.games.match(gameId) : await this.games.matchAt(gameId, note.seq, note.status);
    const finished = game.status === 'finished';
    // Clients that hold the same seats, ask for the same seat's view and have the log up to the same
    // action get the same message: it is built and serialized once (every spectator of a game is one).
    const texts = new Map<string, string>();
    for (const client of clients) {
      const w = client.games.get(gameId);
      if (w === undefined) continue;
      const you = client.session === null ? [] : seats.filter((s) => s.kind === 'user' && s.user_id === client.session!.user.id).map((s) => s.seat);
      const from = Math.min(w.seq, match.length);
      const key = `${you.join(',')}\u0000${w.seat ?? ''}\u0000${from}`;
      let text = texts.get(key);
      if (text === undefined) {
        const message: ServerMessage = { type: 'game', game: gameId, payload: gamePayload(game, seats, match, you, w.seat), log: logFor(match.steps, from, you, finished) };
        text = JSON.stringify(message);
        texts.set(key, text);
      }
      w.seq = match.length;
      w.status = game.status;
      if (client.socket.readyState === WebSocket.OPEN) client.socket.send(text);
    }
  }

  /** A chat line was written (on any process): every socket watching its game gets it, spectators included. */
  async chat(payload: string): Promise<void> {
    let note: unknown;
    try {
      note = JSON.parse(payload);
    } catch {
      return;
    }
    if (typeof note !== 'object' || note === null) return;
    const { game, id } = note as Partial<Record<keyof ChatNote, unknown>>;
    if (typeof game !== 'string' || typeof id !== 'number') return;
    const watching = [...this.clients].filter((c) => c.games.has(game));
    if (watching.length === 0) return;
    const [row] = await this.db.query<{ id: string; body: string; name: string; created_at: Date }>(
      "SELECT n.id, n.body, u.name, n.created_at FROM notes n JOIN users u ON u.id = n.user_id WHERE n.id = $1 AND n.game_id = $2 AND n.kind = 'chat'",
      [id, game],
    );
    if (row === undefined) return;
    const message: ServerMessage = { type: 'chat', game, note: { id: Number(row.id), kind: 'chat', body: row.body, name: row.name, at: new Date(row.created_at).toISOString() } };
    const text = JSON.stringify(message);
    for (const c of watching) if (c.socket.readyState === WebSocket.OPEN) c.socket.send(text);
  }

  /**
   * A session ended (sign-out, on any process): its sockets are closed (code 4001), so a socket
   * opened while signed in never goes on receiving a seat's view. A new socket with the old cookie
   * is a spectator's.
   */
  endSession(tokenHash: string): void {
    for (const c of this.clients) {
      if (c.session?.tokenHash !== tokenHash) continue;
      c.session = null;
      c.games.clear();
      c.socket.close(4001, 'signed out');
    }
  }

  /** Connections open on this process. */
  get size(): number {
    return this.clients.size;
  }

  close(): void {
    for (const c of this.clients) c.socket.terminate();
    this.wss.close();
  }
}
