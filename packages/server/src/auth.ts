import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { argon2Verify, argon2id } from 'hash-wasm';
import type { Database, Queryable } from './db/database';
import { HttpError } from './http';

/**
 * Accounts and sessions. Passwords are hashed with argon2id (hash-wasm: the WASM is inside the npm
 * package, nothing is downloaded or compiled at install) at OWASP's minimum: 19 MiB, 2 passes.
 * A session is a random 256-bit token in an HttpOnly SameSite=Lax cookie; the database keeps only its
 * SHA-256. Every state-changing request of a signed-in client carries the session's CSRF token in
 * `x-csrf-token` (and bodies must be application/json, which a cross-site form cannot send).
 */

export const SESSION_COOKIE = 'polemarch_session';
/** Published (the session's token hash) when a session ends, so every process closes its sockets. */
export const SESSION_CHANNEL = 'polemarch_session';
const SESSION_DAYS = 30;
const KDF = { parallelism: 1, iterations: 2, memorySize: 19_456, hashLength: 32 } as const;

export interface User {
  id: string;
  name: string;
  guest: boolean;
}

export interface Session {
  user: User;
  csrf: string;
  tokenHash: string;
}

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');
export const newId = (): string => randomBytes(9).toString('base64url');

export function hashPassword(password: string): Promise<string> {
  return argon2id({ ...KDF, password, salt: randomBytes(16), outputType: 'encoded' });
}

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  try {
    return await argon2Verify({ password, hash });
  } catch {
    return false;
  }
}

/** A valid hash to verify against when the name is unknown, so timing does not tell which names exist. */
let dummyHash: Promise<string> | null = null;

/** Names: 3–24 letters, digits, '-', '_' or '.', unique regardless of case. */
export function checkName(name: string): void {
  if (!/^[\p{L}\p{N}_.-]{3,24}$/u.test(name)) throw new HttpError(400, 'bad-name', 'a name has 3 to 24 letters, digits, "-", "_" or "."');
}

export function checkPassword(password: string): void {
  if (password.length < 8 || password.length > 256) throw new HttpError(400, 'bad-password', 'a password has 8 to 256 characters');
}

export async function signUp(db: Database, name: string, password: string): Promise<User> {
  checkName(name);
  checkPassword(password);
  const hash = await hashPassword(password);
  const id = newId();
  const rows = await db.query<{ id: string }>('INSERT INTO users (id, name, name_key, password_hash) VALUES ($1, $2, $3, $4) ON CONFLICT (name_key) DO NOTHING RETURNING id', [id, name, name.toLowerCase(), hash]);
  if (rows.length === 0) throw new HttpError(409, 'name-taken', 'that name is taken');
  return { id, name, guest: false };
}

export async function signIn(db: Database, name: string, password: string): Promise<User> {
  const [row] = await db.query<{ id: string; name: string; password_hash: string | null }>('SELECT id, name, password_hash FROM users WHERE name_key = $1', [name.toLowerCase()]);
  dummyHash ??= hashPassword(randomToken());
  const ok = await verifyPassword(password, row?.password_hash ?? (await dummyHash));
  if (!row || row.password_hash === null || !ok) throw new HttpError(401, 'bad-credentials', 'wrong name or password');
  return { id: row.id, name: row.name, guest: false };
}

/** A guest account for someone who follows an invite link without signing up. */
export async function createGuest(q: Queryable): Promise<User> {
  const id = newId();
  const name = `guest-${id.slice(0, 6)}`;
  await q.query('INSERT INTO users (id, name, name_key, guest) VALUES ($1, $2, $3, true)', [id, name, `${name.toLowerCase()}#${id}`]);
  return { id, name, guest: true };
}

/** Open a session: the token for the cookie and the CSRF token for the client. */
export async function openSession(q: Queryable, user: User): Promise<{ token: string; csrf: string }> {
  const token = randomToken();
  const csrf = randomToken(18);
  await q.query(`INSERT INTO sessions (token_hash, user_id, csrf, expires_at) VALUES ($1, $2, $3, now() + interval '${SESSION_DAYS} days')`, [sha256(token), user.id, csrf]);
  return { token, csrf };
}

export async function closeSession(db: Database, session: Session): Promise<void> {
  await db.query('DELETE FROM sessions WHERE token_hash = $1', [session.tokenHash]);
  forgetSession(db, session.tokenHash);
}

/**
 * Sessions this process has read lately, for a few seconds: one query less on nearly every request
 * (docs/online-bench.md). A sign-out on any process reaches every other through SESSION_CHANNEL
 * (`forgetSession`), so a signed-out cookie is refused everywhere as soon as the note arrives.
 */
const SESSION_CACHE_MS = 30_000;
const SESSION_CACHE_MAX = 10_000;
const sessionCache = new WeakMap<Database, Map<string, { session: Session; until: number }>>();

export function forgetSession(db: Database, tokenHash: string): void {
  sessionCache.get(db)?.delete(tokenHash);
}

export function parseCookies(header: string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0) out.set(part.slice(0, i).trim(), part.slice(i + 1).trim());
  }
  return out;
}

/** The session of a request's cookie, if valid and not expired. */
export async function sessionOf(db: Database, req: IncomingMessage): Promise<Session | null> {
  const token = parseCookies(req.headers.cookie).get(SESSION_COOKIE);
  if (token === undefined || token.length > 100) return null;
  const tokenHash = sha256(token);
  let cache = sessionCache.get(db);
  if (cache === undefined) sessionCache.set(db, (cache = new Map()));
  const hit = cache.get(tokenHash);
  if (hit !== undefined && hit.until > Date.now()) return hit.session;
  const [row] = await db.query<{ id: string; name: string; guest: boolean; csrf: string; expires_at: Date }>(
    'SELECT u.id, u.name, u.guest, s.csrf, s.expires_at FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = $1 AND s.expires_at > now()',
    [tokenHash],
  );
  if (!row) {
    cache.delete(tokenHash);
    return null;
  }
  const session = { user: { id: row.id, name: row.name, guest: row.guest }, csrf: row.csrf, tokenHash };
  if (cache.size >= SESSION_CACHE_MAX) cache.clear();
  cache.set(tokenHash, { session, until: Math.min(Date.now() + SESSION_CACHE_MS, new Date(row.expires_at).getTime()) });
  return session;
}

export function sessionCookie(token: string, secure: boolean): string {
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_DAYS * 86_400}${secure ? '; Secure' : ''}`;
}

export function clearCookie(secure: boolean): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? '; Secure' : ''}`;
}

/** A state-changing request of a signed-in client must carry its session's CSRF token. */
export function checkCsrf(req: IncomingMessage, session: Session): void {
  const sent = req.headers['x-csrf-token'];
  const given = Buffer.from(typeof sent === 'string' ? sent : '');
  const want = Buffer.from(session.csrf);
  if (given.length !== want.length || !timingSafeEqual(given, want)) throw new HttpError(403, 'csrf', 'missing or wrong x-csrf-token');
}

/** A browser's Origin, when it sends one, must be this server's (cross-site requests and sockets are refused). */
export function checkOrigin(req: IncomingMessage): void {
  const origin = req.headers.origin;
  if (origin === undefined) return;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    throw new HttpError(403, 'origin', 'bad Origin');
  }
  const forwarded = req.headers['x-forwarded-host'];
  const allowed = [req.headers.host, typeof forwarded === 'string' ? forwarded : undefined];
  if (!allowed.includes(host)) throw new HttpError(403, 'origin', 'cross-origin request refused');
}
