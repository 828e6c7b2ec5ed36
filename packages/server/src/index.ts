import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SESSION_CHANNEL, forgetSession } from './auth';
import { AiRunner, type AiRunnerOptions } from './ai/runner';
import { type Database, openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { CHANNEL, type GameEventNote, GameService } from './games/service';
import { RateLimiter } from './http';
import { CHAT_CHANNEL, LiveHub } from './live';
import { type NotifyOptions, Notifier } from './notify';
import { handleApi } from './routes';
import { serveStatic } from './static';

export type { Database } from './db/database';
export { openDatabase } from './db/database';
export { migrate } from './db/migrate';

export interface ServerOptions {
  /** Port to listen on; 0 picks a free one (tests, the e2e run). */
  port: number;
  /** Interface to bind; local only by default (POLEMARCH_HOST overrides it, e.g. 0.0.0.0 in a container). */
  host?: string;
  /** The built web app (vite build output); defaults to packages/web/dist. */
  webRoot?: string;
  /** PostgreSQL URL (default: DATABASE_URL); without one, the embedded database. */
  databaseUrl?: string;
  /** The embedded database's directory (default: POLEMARCH_DATA_DIR or ~/.polemarch/db); 'memory://' for tests. */
  dataDir?: string;
  /** PostgreSQL only: work in this schema (tests use one each). */
  schema?: string;
  /** Cookies marked Secure (default: POLEMARCH_SECURE_COOKIES=1; set it behind an HTTPS proxy). */
  secureCookies?: boolean;
  /** Take the client address from X-Forwarded-For (default: POLEMARCH_TRUST_PROXY=1). */
  trustProxy?: boolean;
  /** API requests per second per client address, and the burst allowed. */
  rateLimit?: { perSecond: number; burst: number };
  /** How often this process ends games whose deciding seat ran out of time (ms; default 5000). */
  clockSweepMs?: number;
  /** "Your turn" e-mails and webhooks (default: POLEMARCH_SMTP_URL, POLEMARCH_MAIL_FROM, POLEMARCH_PUBLIC_URL). */
  notify?: NotifyOptions;
  /** The computer's seats (false: no AI worker, computer seats wait). */
  ai?: AiRunnerOptions | false;
  /**
   * Tests only (default: POLEMARCH_TEST_POSITIONS=1): POST /api/games may set a game up from a position
   * file (the e2e run's C&C game one banner from its end). Refused with NODE_ENV=production. Dice are
   * never accepted from a client either way: the position sets the board, the server's generator rolls.
   */
  testPositions?: boolean;
}

export interface RunningServer {
  url: string;
  /** Where games are kept, for the start-up message (no password shown). */
  database: string;
  db: Database;
  games: GameService;
  live: LiveHub;
  ai: AiRunner | null;
  notifier: Notifier;
  close(): Promise<void>;
}

/** Where `npm run build -w @polemarch/web` writes the app. */
export const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../web/dist/', import.meta.url));

/** A database URL without its password. */
function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    u.password = '';
    return u.toString();
  } catch {
    return 'the configured URL';
  }
}

function envFlag(name: string): boolean {
  return ['1', 'true', 'yes'].includes((process.env[name] ?? '').toLowerCase());
}

/**
 * The server: the built web app, the API for online play (accounts, games, actions checked by the
 * kernel, live updates over a WebSocket, the computer's seats in worker threads) on the embedded
 * database or PostgreSQL. The schema is migrated at start.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const testPositions = options.testPositions ?? envFlag('POLEMARCH_TEST_POSITIONS');
  if (testPositions && process.env['NODE_ENV'] === 'production') throw new Error('POLEMARCH_TEST_POSITIONS is a test option: not with NODE_ENV=production');
  const host = options.host ?? process.env['POLEMARCH_HOST'] ?? '127.0.0.1';
  const webRoot = options.webRoot ?? process.env['POLEMARCH_WEB_ROOT'] ?? DEFAULT_WEB_ROOT;
  const databaseUrl = options.databaseUrl ?? process.env['DATABASE_URL'];
  const dataDir = options.dataDir ?? process.env['POLEMARCH_DATA_DIR'] ?? join(homedir(), '.polemarch', 'db');
  const schema = options.schema ?? process.env['POLEMARCH_DB_SCHEMA'];
  const db = await openDatabase({ url: databaseUrl, dataDir, schema });
  await migrate(db, schema);
  const games = new GameService(db);
  await db.subscribe(CHANNEL, (payload) => {
    try {
      games.deliver(JSON.parse(payload) as GameEventNote);
    } catch {
      // A note we cannot read is dropped; clients catch up on their next message.
    }
  });
  const live = new LiveHub(db, games);
  await db.subscribe(CHAT_CHANNEL, (payload) => void live.chat(payload).catch((e: unknown) => console.error('polemarch chat:', e)));
  await db.subscribe(SESSION_CHANNEL, (tokenHash) => {
    forgetSession(db, tokenHash);
    live.endSession(tokenHash);
  });
  const ai = options.ai === false ? null : new AiRunner(games, options.ai ?? { workers: Number(process.env['POLEMARCH_AI_WORKERS'] ?? 1), msPerDecision: Number(process.env['POLEMARCH_AI_MS'] ?? 1500) });
  if (ai !== null) {
    // This process runs the computer's turns that follow its own commits, and after a restart every waiting one.
    games.onLocalCommit((note) => ai.schedule(note.game));
    for (const id of await games.aiTurns()) ai.schedule(id);
  }
  let publicUrl = '';
  const notifier = new Notifier(
    db,
    options.notify ?? { smtpUrl: process.env['POLEMARCH_SMTP_URL'], from: process.env['POLEMARCH_MAIL_FROM'], publicUrl: process.env['POLEMARCH_PUBLIC_URL'], privateWebhooks: envFlag('POLEMARCH_WEBHOOK_PRIVATE') },
    () => publicUrl,
  );
  games.onLocalCommit((note, recipient) => notifier.onCommit(note, recipient));
  const sweepMs = options.clockSweepMs ?? Number(process.env['POLEMARCH_CLOCK_SWEEP_MS'] ?? 5000);
  const sweeper = setInterval(() => void games.sweepClocks().catch((e: unknown) => console.error('polemarch clocks:', e)), sweepMs);
  sweeper.unref();
  const rate = options.rateLimit ?? { perSecond: Number(process.env['POLEMARCH_RATE'] ?? 50), burst: Number(process.env['POLEMARCH_BURST'] ?? 200) };
  const api = {
    db,
    games,
    testPositions,
    secureCookies: options.secureCookies ?? envFlag('POLEMARCH_SECURE_COOKIES'),
    trustProxy: options.trustProxy ?? envFlag('POLEMARCH_TRUST_PROXY'),
    limiter: new RateLimiter(rate.perSecond, rate.burst),
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const done = url.pathname === '/api' || url.pathname.startsWith('/api/') ? handleApi(api, req, res, url) : serveStatic(req, res, url, webRoot);
    done.catch((e: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`internal error: ${e instanceof Error ? e.message : String(e)}`);
    });
  });
  server.on('upgrade', (req: IncomingMessage, socket, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== '/api/live') {
      socket.end('HTTP/1.1 404 Not Found\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
      return;
    }
    void live.upgrade(req, socket, head);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  publicUrl = `http://${shownHost}:${address.port}/`;
  return {
    url: publicUrl,
    notifier,
    database: db.kind === 'postgres' ? `PostgreSQL at ${describeUrl(databaseUrl ?? '')}${schema !== undefined ? ` (schema ${schema})` : ''}` : `the embedded database at ${dataDir}`,
    db,
    games,
    live,
    ai,
    close: async () => {
      clearInterval(sweeper);
      live.close();
      await ai?.close();
      await new Promise<void>((resolve, reject) => {
        server.closeAllConnections?.();
        server.close((e) => (e ? reject(e) : resolve()));
      });
      await db.close();
    },
  };
}
