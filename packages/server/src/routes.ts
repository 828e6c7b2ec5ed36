import type { IncomingMessage, ServerResponse } from 'node:http';
import { systems } from '@polemarch/catalog';
import { ACTION_LIMITS, type JsonLimits, type JsonValue, checkJsonLimits } from '@polemarch/kernel';
import type { Answer, Note, Profile, answers } from './api-types';
import { SESSION_CHANNEL, type Session, type User, checkCsrf, checkOrigin, clearCookie, closeSession, openSession, sessionCookie, sessionOf, signIn, signUp } from './auth';
import type { Database } from './db/database';
import { checkEmail, checkWebhook } from './notify';
import { parseClock } from './games/clock';
import { gamePayload, logFor } from './games/present';
import { AI_LEVELS, type AiLevel, type GameService, type SeatSpec } from './games/service';
import { HttpError, type RateLimiter, clientAddress, onlyKeys, readJson, sendError, sendJson, stringField } from './http';
import { CHAT_CHANNEL, type ChatNote } from './live';

/**
 * The API under /api, JSON over node:http. A handful of routes do not need a framework: the router
 * is a table of method, path pattern and handler; bodies go through `readJson` (size, depth, type).
 */

export interface ApiContext {
  db: Database;
  games: GameService;
  /** Cookies get `Secure` (behind HTTPS). */
  secureCookies: boolean;
  trustProxy: boolean;
  limiter: RateLimiter;
  /** Games may be set up from a position file (ServerOptions.testPositions: tests only). */
  testPositions?: boolean;
}

interface Request {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  params: string[];
  session: Session | null;
}

type Handler = (ctx: ApiContext, r: Request) => Promise<void>;

interface Route {
  method: 'GET' | 'POST';
  pattern: RegExp;
  handler: Handler;
  /** Needs a signed-in user (and, for POST, the CSRF token). */
  auth: boolean;
}

const ID = '([A-Za-z0-9_-]{1,32})';

/** A test position is a small file: well under the request limit, a few levels deep. */
const POSITION_LIMITS: JsonLimits = { maxBytes: 16_384, maxDepth: 6, maxNodes: 2_000, maxString: 256 };

/** An answer of the API: its body has the shape its schema in ../api-types.ts says (the web app checks it). */
function answer<K extends keyof typeof answers>(res: ServerResponse, status: number, _route: K, body: Answer<K>, headers: Record<string, string> = {}): void {
  sendJson(res, status, body, headers);
}

function need(r: Request): Session {
  if (r.session === null) throw new HttpError(401, 'sign-in', 'sign in first');
  return r.session;
}

function me(session: Session): { user: User; csrf: string } {
  return { user: session.user, csrf: session.csrf };
}

function seatSpecs(raw: unknown): Record<string, SeatSpec> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new HttpError(400, 'bad-seats', 'seats: an object from seat to {kind}');
  const out: Record<string, SeatSpec> = {};
  for (const [seat, spec] of Object.entries(raw as Record<string, unknown>)) {
    const s = spec as { kind?: unknown; level?: unknown } | null;
    if (s?.kind === 'me' || s?.kind === 'open') out[seat] = { kind: s.kind };
    else if (s?.kind === 'ai' && (s.level === undefined || AI_LEVELS.includes(s.level as AiLevel))) out[seat] = { kind: 'ai', level: (s.level as AiLevel | undefined) ?? 'standard' };
    else throw new HttpError(400, 'bad-seats', `seat ${seat}: kind me, open or ai (level easy, standard or strong)`);
  }
  return out;
}

async function watch(ctx: ApiContext, id: string, session: Session | null, asked: string | null): Promise<ReturnType<typeof gamePayload>> {
  const { game, seats, match } = await ctx.games.match(id);
  const you = session === null ? [] : seats.filter((s) => s.kind === 'user' && s.user_id === session.user.id).map((s) => s.seat);
  return gamePayload(game, seats, match, you, asked);
}

const ROUTES: Route[] = [
  { method: 'GET', pattern: /^\/api\/health$/, auth: false, handler: async (_c, r) => sendJson(r.res, 200, { ok: true, name: 'polemarch' }) },
  {
    method: 'GET',
    pattern: /^\/api\/systems$/,
    auth: false,
    handler: async (_c, r) =>
      sendJson(
        r.res,
        200,
        systems().map((m) => ({
          id: m.id,
          name: m.name,
          nameIt: m.nameIt ?? m.name,
          engineVersion: m.engineVersion,
          scenarios: m.scenarios().map((s) => ({ id: s.id, name: s.name, nameIt: s.nameIt ?? s.name, seats: s.seats, status: s.status })),
        })),
      ),
  },
  {
    method: 'POST',
    pattern: /^\/api\/auth\/signup$/,
    auth: false,
    handler: async (c, r) => {
      const body = await readJson(r.req);
      onlyKeys(body, ['name', 'password']);
      const user = await signUp(c.db, stringField(body, 'name', { max: 24 }), stringField(body, 'password', { max: 256 }));
      const { token, csrf } = await openSession(c.db, user);
      answer(r.res, 201, 'signedIn', { user, csrf }, { 'set-cookie': sessionCookie(token, c.secureCookies) });
    },
  },
  {
    method: 'POST',
    pattern: /^\/api\/auth\/signin$/,
    auth: false,
    handler: async (c, r) => {
      const body = await readJson(r.req);
      onlyKeys(body, ['name', 'password']);
      const user = await signIn(c.db, stringField(body, 'name', { max: 24 }), stringField(body, 'password', { max: 256 }));
      const { token, csrf } = await openSession(c.db, user);
      answer(r.res, 200, 'signedIn', { user, csrf }, { 'set-cookie': sessionCookie(token, c.secureCookies) });
    },
  },
  {
    method: 'POST',
    pattern: /^\/api\/auth\/signout$/,
    auth: true,
    handler: async (c, r) => {
      const session = need(r);
      await closeSession(c.db, session);
      // Every process closes the sockets opened with this session (see LiveHub.endSession).
      await c.db.publish(SESSION_CHANNEL, session.tokenHash);
      answer(r.res, 200, 'ok', { ok: true }, { 'set-cookie': clearCookie(c.secureCookies) });
    },
  },
  { method: 'GET', pattern: /^\/api\/me$/, auth: true, handler: async (_c, r) => answer(r.res, 200, 'signedIn', me(need(r))) },
  // The app asks who it is on every page load: signed out is an answer, not an error (no 401 in the console).
  { method: 'GET', pattern: /^\/api\/session$/, auth: false, handler: async (_c, r) => answer(r.res, 200, 'session', r.session === null ? { user: null } : me(r.session)) },
  {
    method: 'GET',
    pattern: /^\/api\/me\/settings$/,
    auth: true,
    handler: async (c, r) => {
      const [row] = await c.db.query<{ email: string | null; webhook_url: string | null }>('SELECT email, webhook_url FROM users WHERE id = $1', [need(r).user.id]);
      sendJson(r.res, 200, { email: row?.email ?? null, webhook: row?.webhook_url ?? null });
    },
  },
  {
    method: 'POST',
    pattern: /^\/api\/me\/settings$/,
    auth: true,
    handler: async (c, r) => {
      // Where "your turn" notifications go: an e-mail address and/or a webhook URL (null: none).
      const body = await readJson(r.req);
      onlyKeys(body, ['email', 'webhook']);
      const user = need(r).user;
      if (body['email'] !== undefined) {
        const email = body['email'] === null ? null : stringField(body, 'email', { max: 254 });
        if (email !== null) checkEmail(email);
        await c.db.query('UPDATE users SET email = $2 WHERE id = $1', [user.id, email]);
      }
      if (body['webhook'] !== undefined) {
        const webhook = body['webhook'] === null ? null : stringField(body, 'webhook', { max: 500 });
        if (webhook !== null) checkWebhook(webhook);
        await c.db.query('UPDATE users SET webhook_url = $2 WHERE id = $1', [user.id, webhook]);
      }
      answer(r.res, 200, 'ok', { ok: true });
    },
  },
  {
    method: 'POST',
    pattern: /^\/api\/games$/,
    auth: true,
    handler: async (c, r) => {
      const body = await readJson(r.req);
      onlyKeys(body, ['system', 'scenario', 'options', 'seats', 'listed', 'clock', 'position']);
      const options = body['options'] ?? {};
      if (typeof options !== 'object' || options === null || Array.isArray(options)) throw new HttpError(400, 'bad-request', 'options: an object');
      // A position file (a game near its end, for the e2e run) only on a server started for tests; never dice.
      const position = body['position'];
      if (position !== undefined && c.testPositions !== true) throw new HttpError(403, 'no-positions', 'this server sets games up from its battles only');
      if (position !== undefined) checkJsonLimits(position, POSITION_LIMITS, 'the position', 'bad-setup');
      const created = await c.games.create(need(r).user, {
        ...(position !== undefined ? { position: position as JsonValue } : {}),
        system: stringField(body, 'system', { max: 64 }),
        scenario: stringField(body, 'scenario', { max: 64 }),
        options: options as Record<string, JsonValue>,
        seats: seatSpecs(body['seats']),
        listed: body['listed'] !== false,
        clock: parseClock(body['clock']),
      });
      answer(r.res, 201, 'created', created);
    },
  },
  {
    method: 'GET',
    pattern: /^\/api\/users\/([^/]{1,100})$/,
    auth: false,
    handler: async (c, r) => {
      // A profile: the ratings per system and the latest finished games.
      let name: string;
      try {
        name = decodeURIComponent(r.params[0]!);
      } catch {
        throw new HttpError(404, 'no-user', 'no such player');
      }
      const [user] = await c.db.query<{ id: string; name: string; guest: boolean }>('SELECT id, name, guest FROM users WHERE name_key = $1', [name.toLowerCase()]);
      if (user === undefined || user.guest) throw new HttpError(404, 'no-user', 'no such player');
      const ratings = await c.db.query<{ system: string; rating: number; rd: number; games: number }>('SELECT system, rating, rd, games FROM ratings WHERE user_id = $1 ORDER BY system', [user.id]);
      const games = await c.db.query<Profile['games'][number]>(
        "SELECT g.id, g.system, g.scenario, s.seat, g.result FROM games g JOIN game_seats s ON s.game_id = g.id AND s.user_id = $1 WHERE g.status = 'finished' ORDER BY g.updated_at DESC LIMIT 20",
        [user.id],
      );
      answer(r.res, 200, 'profile', { name: user.name, ratings: ratings.map((x) => ({ system: x.system, rating: Math.round(x.rating), rd: Math.round(x.rd), games: x.games })), games });
    },
  },
  { method: 'GET', pattern: /^\/api\/lobby$/, auth: false, handler: async (c, r) => answer(r.res, 200, 'lobby', await c.games.lobby()) },
  { method: 'GET', pattern: /^\/api\/games\/mine$/, auth: true, handler: async (c, r) => answer(r.res, 200, 'mine', await c.games.mine(need(r).user)) },
  {
    method: 'POST',
    pattern: new RegExp(`^/api/invites/${ID}$`),
    auth: false,
    handler: async (c, r) => {
      const body = await readJson(r.req);
      onlyKeys(body, []);
      if (r.session !== null) checkCsrf(r.req, r.session);
      const joined = await c.games.join(r.session?.user ?? null, { invite: r.params[0]! });
      const headers: Record<string, string> = {};
      let csrf = r.session?.csrf ?? null;
      let user = r.session?.user ?? null;
      if (joined.guest !== null) {
        // A guest gets a session of its own, for this game's seat.
        const s = await openSession(c.db, joined.guest);
        headers['set-cookie'] = sessionCookie(s.token, c.secureCookies);
        csrf = s.csrf;
        user = joined.guest;
      }
      answer(r.res, 200, 'invite', { game: joined.game, seat: joined.seat, user, csrf }, headers);
    },
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/api/games/${ID}/join$`),
    auth: true,
    handler: async (c, r) => {
      const body = await readJson(r.req);
      onlyKeys(body, ['seat']);
      const joined = await c.games.join(need(r).user, { game: r.params[0]!, seat: stringField(body, 'seat', { max: 32 }) });
      answer(r.res, 200, 'joined', { game: joined.game, seat: joined.seat });
    },
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/api/games/${ID}$`),
    auth: false,
    handler: async (c, r) => answer(r.res, 200, 'game', await watch(c, r.params[0]!, r.session, r.url.searchParams.get('seat'))),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/api/games/${ID}/act$`),
    auth: true,
    handler: async (c, r) => {
      const body = await readJson(r.req);
      // Only the action and the sequence number it answers: never dice, a seed or a seat.
      onlyKeys(body, ['seq', 'action']);
      const seq = body['seq'];
      if (typeof seq !== 'number' || !Number.isInteger(seq) || seq < 0) throw new HttpError(400, 'bad-request', 'seq: the number of actions you have seen');
      if (body['action'] === undefined) throw new HttpError(400, 'bad-request', 'action: required');
      // The kernel's input layer, as the CLI uses it (issue 17.4): size, depth, node count and string
      // length before the game is even read; the strict schema (no unknown field) when the Match plays it.
      checkJsonLimits(body['action'], ACTION_LIMITS, 'the action', 'bad-action');
      const user = need(r).user;
      const done = await c.games.act(r.params[0]!, { kind: 'user', user }, seq, body['action'] as JsonValue);
      // The answer is built from the commit (no read), but for a timed game whose clock columns moved in SQL.
      const you = done.seats.filter((s) => s.kind === 'user' && s.user_id === user.id).map((s) => s.seat);
      answer(r.res, 200, 'game', done.game.clock === null ? gamePayload(done.game, done.seats, done.match, you) : await watch(c, r.params[0]!, r.session, null));
    },
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/api/games/${ID}/resign$`),
    auth: true,
    handler: async (c, r) => {
      onlyKeys(await readJson(r.req), []);
      await c.games.resign(r.params[0]!, need(r).user);
      answer(r.res, 200, 'game', await watch(c, r.params[0]!, r.session, null));
    },
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/api/games/${ID}/log$`),
    auth: false,
    handler: async (c, r) => {
      const { game, seats, match } = await c.games.match(r.params[0]!);
      const you = r.session === null ? [] : seats.filter((s) => s.kind === 'user' && s.user_id === r.session!.user.id).map((s) => s.seat);
      const from = Number(r.url.searchParams.get('from') ?? 0);
      if (!Number.isInteger(from) || from < 0) throw new HttpError(400, 'bad-request', 'from: a whole number');
      answer(r.res, 200, 'log', { seq: match.length, entries: logFor(match.steps, from, you, game.status === 'finished') });
    },
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/api/games/${ID}/replay$`),
    auth: false,
    handler: async (c, r) => {
      const { game, seats, match } = await c.games.match(r.params[0]!);
      // The record (and its seed) leaves the server only once the game is over.
      if (game.status !== 'finished') throw new HttpError(403, 'not-finished', 'the record is kept on the server until the game ends');
      answer(r.res, 200, 'replay', { record: { ...match.record, meta: { result: game.result, seats: seats.map((s) => ({ seat: s.seat, kind: s.kind, name: s.user_name, level: s.ai_level })) } } });
    },
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/api/games/${ID}/notes$`),
    auth: false,
    handler: async (c, r) => {
      const id = r.params[0]!;
      await c.games.game(c.db, id);
      const rows = await c.db.query<{ id: string; kind: Note['kind']; body: string; name: string; created_at: Date }>(
        "SELECT n.id, n.kind, n.body, u.name, n.created_at FROM notes n JOIN users u ON u.id = n.user_id WHERE n.game_id = $1 AND (n.kind = 'chat' OR n.user_id = $2) ORDER BY n.id LIMIT 500",
        [id, r.session?.user.id ?? null],
      );
      answer(r.res, 200, 'notes', rows.map((n) => ({ id: Number(n.id), kind: n.kind, body: n.body, name: n.name, at: new Date(n.created_at).toISOString() })));
    },
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/api/games/${ID}/notes$`),
    auth: true,
    handler: async (c, r) => {
      const body = await readJson(r.req);
      onlyKeys(body, ['kind', 'body']);
      const kind = body['kind'] ?? 'chat';
      if (kind !== 'chat' && kind !== 'note') throw new HttpError(400, 'bad-request', 'kind: chat or note');
      const text = stringField(body, 'body', { max: 2000 });
      const id = r.params[0]!;
      const user = need(r).user;
      const seats = await c.games.seats(c.db, (await c.games.game(c.db, id)).id);
      if (kind === 'chat' && !seats.some((s) => s.user_id === user.id)) throw new HttpError(403, 'not-seated', 'only the players chat in a game');
      const [row] = await c.db.query<{ id: string }>('INSERT INTO notes (game_id, user_id, kind, body) VALUES ($1, $2, $3, $4) RETURNING id', [id, user.id, kind, text]);
      // A chat line reaches every watcher of the game on every process at once; a private note, nobody.
      if (kind === 'chat' && row !== undefined) await c.db.publish(CHAT_CHANNEL, JSON.stringify({ game: id, id: Number(row.id) } satisfies ChatNote));
      answer(r.res, 201, 'ok', { ok: true });
    },
  },
];

/** Answer one /api request. */
export async function handleApi(ctx: ApiContext, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  try {
    const path = url.pathname.replace(/\/+$/, '');
    const matching = ROUTES.filter((r) => r.pattern.test(path));
    if (matching.length === 0) throw new HttpError(404, 'not-found', `no API route ${url.pathname}`);
    const route = matching.find((r) => r.method === req.method);
    if (route === undefined) {
      res.setHeader('allow', [...new Set(matching.map((r) => r.method))].join(', '));
      throw new HttpError(405, 'method-not-allowed', `${req.method ?? ''} is not allowed on ${url.pathname}`);
    }
    const address = clientAddress(req, ctx.trustProxy);
    if (!ctx.limiter.take(address)) throw new HttpError(429, 'rate-limited', 'too many requests: slow down');
    if (route.method === 'POST') checkOrigin(req);
    const session = await sessionOf(ctx.db, req);
    if (route.auth && session === null) throw new HttpError(401, 'sign-in', 'sign in first');
    if (route.auth && route.method === 'POST' && session !== null) checkCsrf(req, session);
    await route.handler(ctx, { req, res, url, params: route.pattern.exec(path)!.slice(1), session });
  } catch (e) {
    // Drain an unread body so the connection stays usable, then answer.
    req.resume();
    sendError(res, e);
  }
}
