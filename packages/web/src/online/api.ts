import type { JsonValue, Message, Seat } from '@polemarch/kernel';
import { type AnswerSchema, type Answer, type GamePayload, type LobbyGame, type LogEntry, type MyGame, type Note, type OnlineSeat, type OnlineUser, type Profile, answers, checkAnswer } from '@polemarch/server/api-types';

/**
 * The web app's client of the server's API for online play (docs/online.md). The session is an
 * HttpOnly cookie the page never reads; the CSRF token comes with sign-in, sign-up and GET /api/me and
 * goes with every state-changing request. The answers' types and schemas are the server's own
 * (`@polemarch/server/api-types`, a module with no server code in it): every answer is checked against
 * its schema before the app reads it, and one that does not fit is an `ApiError` with code `bad-answer`
 * that says where, shown like any refusal.
 */

export type { GamePayload, LobbyGame, LogEntry, MyGame, Note, OnlineSeat, OnlineUser, Profile };
export type SeatKindOnline = OnlineSeat['kind'];

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

  async call<T>(method: 'GET' | 'POST', path: string, schema: AnswerSchema<T>, body?: unknown): Promise<T> {
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
      // A refusal says why in `{error: {code, message}}`; a proxy's or a crash's page does not.
      const err = checkAnswer(answers.error, parsed);
      throw err.ok ? new ApiError(r.status, err.value.error.code, err.value.error.message) : new ApiError(r.status, 'http', `HTTP ${r.status}`);
    }
    const checked = checkAnswer(schema, parsed);
    if (!checked.ok) throw new ApiError(r.status, 'bad-answer', `the server's answer to ${method} ${path} is not what this app expects (${checked.problem}): reload the page, or the server and the app are different versions`);
    if (isRecord(parsed) && typeof parsed['csrf'] === 'string') this.csrf = parsed['csrf'];
    return checked.value;
  }

  /** The signed-in user, or null (no session, or no server: the app is served without one). */
  async me(): Promise<OnlineUser | null> {
    try {
      const r = await this.call('GET', '/api/session', answers.session);
      if (r.user === null) this.csrf = '';
      return r.user;
    } catch {
      this.csrf = '';
      return null;
    }
  }

  async signUp(name: string, password: string): Promise<OnlineUser> {
    return (await this.call('POST', '/api/auth/signup', answers.signedIn, { name, password })).user;
  }

  async signIn(name: string, password: string): Promise<OnlineUser> {
    return (await this.call('POST', '/api/auth/signin', answers.signedIn, { name, password })).user;
  }

  async signOut(): Promise<void> {
    await this.call('POST', '/api/auth/signout', answers.ok);
    this.csrf = '';
  }

  lobby(): Promise<LobbyGame[]> {
    return this.call('GET', '/api/lobby', answers.lobby);
  }

  mine(): Promise<MyGame[]> {
    return this.call('GET', '/api/games/mine', answers.mine);
  }

  create(input: CreateGame): Promise<Answer<'created'>> {
    return this.call('POST', '/api/games', answers.created, input);
  }

  join(game: string, seat: Seat): Promise<Answer<'joined'>> {
    return this.call('POST', `/api/games/${encodeURIComponent(game)}/join`, answers.joined, { seat });
  }

  invite(token: string): Promise<Answer<'invite'>> {
    return this.call('POST', `/api/invites/${encodeURIComponent(token)}`, answers.invite);
  }

  game(id: string): Promise<GamePayload> {
    return this.call('GET', `/api/games/${encodeURIComponent(id)}`, answers.game);
  }

  act(id: string, seq: number, action: JsonValue): Promise<GamePayload> {
    return this.call('POST', `/api/games/${encodeURIComponent(id)}/act`, answers.game, { seq, action });
  }

  resign(id: string): Promise<GamePayload> {
    return this.call('POST', `/api/games/${encodeURIComponent(id)}/resign`, answers.game);
  }

  profile(name: string): Promise<Profile> {
    return this.call('GET', `/api/users/${encodeURIComponent(name)}`, answers.profile);
  }

  /** The game's chat and the viewer's own notes, oldest first. */
  notes(id: string): Promise<Note[]> {
    return this.call('GET', `/api/games/${encodeURIComponent(id)}/notes`, answers.notes);
  }

  /** A chat line (the players only) or a note (the writer alone reads it). */
  async write(id: string, kind: Note['kind'], body: string): Promise<void> {
    await this.call('POST', `/api/games/${encodeURIComponent(id)}/notes`, answers.ok, { kind, body });
  }

  /** A finished game's record (the server keeps it until the end), with who sat where and the result. */
  replay(id: string): Promise<Answer<'replay'>> {
    return this.call('GET', `/api/games/${encodeURIComponent(id)}/replay`, answers.replay);
  }
}
