import type { GameEvent, JsonValue, Message, Outcome, Pending, Seat } from '@polemarch/kernel';

/**
 * The web app's client of the server's API for online play (docs/online.md). The session is an
 * HttpOnly cookie the page never reads; the CSRF token comes with sign-in, sign-up and GET /api/me and
 * goes with every state-changing request. The types mirror what the server sends (packages/server
 * src/games/present.ts), written here because the app is built without the server's code.
 */

export interface OnlineUser {
  id: string;
  name: string;
  guest: boolean;
}

export type SeatKindOnline = 'user' | 'open' | 'ai';

export interface OnlineSeat {
  seat: Seat;
  kind: SeatKindOnline;
  name: string | null;
  level: string | null;
}

export interface GamePayload {
  id: string;
  system: string;
  scenario: string;
  status: 'open' | 'active' | 'finished';
  seq: number;
  seats: OnlineSeat[];
  /** The seats the viewer holds (empty: a spectator). */
  you: Seat[];
  viewSeat: Seat | null;
  view: JsonValue;
  pending: Pick<Pending, 'seat' | 'kind' | 'reaction' | 'prompt'> | null;
  legal: JsonValue[] | null;
  result: Outcome | null;
  engineVersion: string;
  clock: { bankMs: number; incrementMs: number; banks: Record<Seat, number>; running: Seat | null; deadline: string | null } | null;
}

export interface LogEntry {
  seq: number;
  seat: Seat;
  kind: string;
  action?: JsonValue;
  events: GameEvent[];
}

export interface MyGame {
  id: string;
  system: string;
  scenario: string;
  status: GamePayload['status'];
  seq: number;
  seats: Seat[];
  pendingSeat: Seat | null;
  yourTurn: boolean;
  result: Outcome | null;
}

export interface LobbyGame {
  id: string;
  system: string;
  scenario: string;
  createdBy: string | null;
  seats: OnlineSeat[];
}

export interface Profile {
  name: string;
  ratings: { system: string; rating: number; rd: number; games: number }[];
  games: { id: string; system: string; scenario: string; seat: Seat; result: Outcome | null }[];
}

export type SeatChoice = { kind: 'me' } | { kind: 'open' } | { kind: 'ai'; level: 'easy' | 'standard' | 'strong' };

export interface CreateGame {
  system: string;
  scenario: string;
  seats: Record<Seat, SeatChoice>;
  listed: boolean;
  clock?: { bankSeconds: number; incrementSeconds: number };
}

/** A refusal from the server: its HTTP status and stable code (`stale`, `not-your-turn`, `name-taken`...). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A message the server may put in a result (resigned, out of time): its key is the app's, not the engine's. */
export function isOnlineMessage(m: Message): boolean {
  return m.key.startsWith('online.');
}

export class OnlineApi {
  /** The CSRF token of the current session ('' when signed out). */
  csrf = '';

  constructor(private readonly base = '') {}

  async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = {};
    if (method === 'POST') {
      headers['content-type'] = 'application/json';
      if (this.csrf) headers['x-csrf-token'] = this.csrf;
    }
    const r = await fetch(`${this.base}${path}`, { method, headers, credentials: 'same-origin', ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}) });
    const text = await r.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    if (!r.ok) {
      const err = isRecord(parsed) && isRecord(parsed['error']) ? parsed['error'] : {};
      throw new ApiError(r.status, typeof err['code'] === 'string' ? err['code'] : 'http', typeof err['message'] === 'string' ? err['message'] : `HTTP ${r.status}`);
    }
    if (isRecord(parsed) && typeof parsed['csrf'] === 'string') this.csrf = parsed['csrf'];
    // The server's answers have the shapes above (its own tests hold it to them).
    return parsed as T;
  }

  /** The signed-in user, or null (no session, or no server: the app is served without one). */
  async me(): Promise<OnlineUser | null> {
    try {
      const r = await this.call<{ user: OnlineUser | null; csrf?: string }>('GET', '/api/session');
      if (r.user === null) this.csrf = '';
      return r.user;
    } catch {
      this.csrf = '';
      return null;
    }
  }

  async signUp(name: string, password: string): Promise<OnlineUser> {
    return (await this.call<{ user: OnlineUser }>('POST', '/api/auth/signup', { name, password })).user;
  }

  async signIn(name: string, password: string): Promise<OnlineUser> {
    return (await this.call<{ user: OnlineUser }>('POST', '/api/auth/signin', { name, password })).user;
  }

  async signOut(): Promise<void> {
    await this.call('POST', '/api/auth/signout');
    this.csrf = '';
  }

  lobby(): Promise<LobbyGame[]> {
    return this.call('GET', '/api/lobby');
  }

  mine(): Promise<MyGame[]> {
    return this.call('GET', '/api/games/mine');
  }

  create(input: CreateGame): Promise<{ id: string; invites: Record<Seat, string> }> {
    return this.call('POST', '/api/games', input);
  }

  join(game: string, seat: Seat): Promise<{ game: string; seat: Seat }> {
    return this.call('POST', `/api/games/${encodeURIComponent(game)}/join`, { seat });
  }

  invite(token: string): Promise<{ game: string; seat: Seat; user: OnlineUser | null }> {
    return this.call('POST', `/api/invites/${encodeURIComponent(token)}`);
  }

  game(id: string): Promise<GamePayload> {
    return this.call('GET', `/api/games/${encodeURIComponent(id)}`);
  }

  act(id: string, seq: number, action: JsonValue): Promise<GamePayload> {
    return this.call('POST', `/api/games/${encodeURIComponent(id)}/act`, { seq, action });
  }

  resign(id: string): Promise<GamePayload> {
    return this.call('POST', `/api/games/${encodeURIComponent(id)}/resign`);
  }

  profile(name: string): Promise<Profile> {
    return this.call('GET', `/api/users/${encodeURIComponent(name)}`);
  }
}
