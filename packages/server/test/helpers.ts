import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { WebSocket } from 'ws';
import { openDatabase } from '../src/db/database';
import { MIGRATIONS, migrate } from '../src/db/migrate';
import { type RunningServer, type ServerOptions, startServer } from '../src/index';

/**
 * Test support: every online test runs against both backends, the embedded database (in memory) and
 * the PostgreSQL every dev and CI machine runs (`test` database, one fresh schema per server, dropped
 * after). POLEMARCH_TEST_DATABASE_URL points at another one.
 */
export const PG_URL = process.env['POLEMARCH_TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface Backend {
  name: 'embedded' | 'postgres';
  /** Options for a server on this backend; the same `key` gives the same database (two processes, a restart). */
  options(key: string): Pick<ServerOptions, 'databaseUrl' | 'dataDir' | 'schema'>;
}

/**
 * A fresh embedded database is a copy of a template made once per machine and migrations (PGlite's
 * initdb takes several seconds on a busy machine; opening a copy takes one).
 */
export async function embeddedDir(): Promise<string> {
  // The package's version too (its exports hide package.json: read it next to its entry).
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pglite = readFileSync(join(entry.slice(0, entry.lastIndexOf('pglite') + 'pglite'.length), 'package.json'), 'utf8');
  const migrations = [pglite, ...readdirSync(MIGRATIONS).sort().map((f) => readFileSync(join(MIGRATIONS, f), 'utf8'))];
  const template = join(tmpdir(), `polemarch-pglite-${createHash('sha256').update(JSON.stringify(migrations)).digest('hex').slice(0, 12)}`);
  if (!existsSync(template)) {
    const building = `${template}.${process.pid}.${randomBytes(4).toString('hex')}`;
    const db = await openDatabase({ dataDir: building });
    await migrate(db);
    await db.close();
    try {
      renameSync(building, template);
    } catch {
      // Another test file made it first.
      rmSync(building, { recursive: true, force: true });
    }
  }
  const dir = mkdtempSync(join(tmpdir(), 'polemarch-db-'));
  cpSync(template, dir, { recursive: true });
  return dir;
}

export const BACKENDS: Backend[] = [
  { name: 'embedded', options: () => ({ databaseUrl: '' }) },
  { name: 'postgres', options: (key) => ({ databaseUrl: PG_URL, schema: key }) },
];

export function schemaName(): string {
  return `pm_test_${randomBytes(6).toString('hex')}`;
}

export async function dropSchema(schema: string): Promise<void> {
  const c = new pg.Client({ connectionString: PG_URL });
  await c.connect();
  try {
    await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await c.end();
  }
}

export function webRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'polemarch-web-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Polemarch</title>');
  return root;
}

/** A server on a backend (no AI workers unless asked), and how to dispose of it. */
export async function serverOn(backend: Backend, extra: Partial<ServerOptions> = {}, key = schemaName()): Promise<RunningServer & { key: string; dispose(): Promise<void> }> {
  const dataDir = backend.name === 'embedded' ? { dataDir: await embeddedDir() } : {};
  const server = await startServer({ port: 0, webRoot: webRoot(), ai: false, rateLimit: { perSecond: 1000, burst: 1000 }, ...backend.options(key), ...dataDir, ...extra });
  return {
    ...server,
    key,
    dispose: async () => {
      await server.close();
      if (backend.name === 'postgres') await dropSchema(key);
      if (dataDir.dataDir !== undefined) rmSync(dataDir.dataDir, { recursive: true, force: true });
    },
  };
}

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** A browser-like client: keeps its session cookie and CSRF token. */
export class Client {
  cookie = '';
  csrf = '';
  user: { id: string; name: string } | null = null;
  constructor(readonly base: string) {}

  async call<T = Record<string, unknown>>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
    const h: Record<string, string> = { ...headers };
    if (this.cookie) h['cookie'] = this.cookie;
    if (this.csrf && method !== 'GET') h['x-csrf-token'] = this.csrf;
    if (body !== undefined) h['content-type'] = 'application/json';
    const r = await fetch(new URL(path.replace(/^\//, ''), this.base), { method, headers: h, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) });
    const cookie = r.headers.get('set-cookie');
    if (cookie) this.cookie = cookie.split(';')[0]!;
    const text = await r.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON
    }
    const b = parsed as { csrf?: string; user?: { id: string; name: string } };
    if (typeof b === 'object' && b !== null && typeof b.csrf === 'string') this.csrf = b.csrf;
    if (typeof b === 'object' && b !== null && b.user) this.user = b.user;
    return { status: r.status, body: parsed as T, headers: r.headers };
  }

  get<T = Record<string, unknown>>(path: string): Promise<Answer<T>> {
    return this.call<T>('GET', path);
  }

  post<T = Record<string, unknown>>(path: string, body: unknown = {}, headers: Record<string, string> = {}): Promise<Answer<T>> {
    return this.call<T>('POST', path, body, headers);
  }

  async signup(name: string, password = 'correct horse battery'): Promise<this> {
    const r = await this.post('/api/auth/signup', { name, password });
    if (r.status !== 201) throw new Error(`sign-up failed: ${r.status} ${JSON.stringify(r.body)}`);
    return this;
  }

  /** A socket with this client's cookie. */
  socket(): Promise<LiveSocket> {
    return LiveSocket.open(this.base, this.cookie);
  }
}

/** A WebSocket on /api/live that records what it receives. */
export class LiveSocket {
  readonly messages: Record<string, unknown>[] = [];
  private waiters: (() => void)[] = [];
  private constructor(readonly ws: WebSocket) {
    ws.on('message', (d: Buffer) => {
      this.messages.push(JSON.parse(d.toString()) as Record<string, unknown>);
      for (const w of this.waiters.splice(0)) w();
    });
  }

  static open(base: string, cookie: string, origin?: string): Promise<LiveSocket> {
    const headers: Record<string, string> = {};
    if (cookie) headers['cookie'] = cookie;
    if (origin) headers['origin'] = origin;
    const ws = new WebSocket(new URL('api/live', base.replace(/^http/, 'ws')), { headers });
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new LiveSocket(ws)));
      ws.once('error', reject);
    });
  }

  send(message: unknown): void {
    this.ws.send(JSON.stringify(message));
  }

  /** Wait for a message matching `test` (received before or after the call). */
  async until(test: (m: Record<string, unknown>) => boolean, ms = 10_000): Promise<Record<string, unknown>> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.messages.find(test);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no such message in ${ms} ms; got ${JSON.stringify(this.messages).slice(0, 2000)}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }

  close(): void {
    this.ws.close();
  }
}

/** The `game` message of a socket with at least `seq` actions. */
export const gameAt =
  (game: string, seq: number) =>
  (m: Record<string, unknown>): boolean =>
    m['type'] === 'game' && m['game'] === game && ((m['payload'] as { seq: number }).seq >= seq);
