import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable, Row } from './types';

/**
 * The embedded database: PGlite, PostgreSQL in WASM, in a directory (or in memory). One process
 * opens it; its notifications stay in that process. PGlite runs one query at a time, and a
 * transaction holds it until it ends, so transactions are serialized.
 */
export async function openEmbedded(dataDir: string): Promise<Database> {
  const release = dataDir.startsWith('memory://') ? () => undefined : lock(dataDir);
  let db: PGlite;
  try {
    db = await PGlite.create(dataDir);
  } catch (e) {
    release();
    throw e;
  }
  const listeners = new Map<string, ((payload: string) => void)[]>();
  const run = async <T extends Row>(q: Pick<PGlite, 'query'>, sql: string, params?: readonly unknown[]): Promise<T[]> => {
    const r = await q.query(sql, params === undefined ? undefined : [...params]);
    // The caller names the columns its SQL selects.
    return r.rows as T[];
  };
  return {
    kind: 'embedded',
    query: (sql, params) => run(db, sql, params),
    transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      return db.transaction((tx) => fn({ query: (sql, params) => run(tx, sql, params), exec: async (sql) => void (await tx.exec(sql)) }));
    },
    async exec(sql) {
      await db.exec(sql);
    },
    subscribe(channel, fn) {
      listeners.set(channel, [...(listeners.get(channel) ?? []), fn]);
      return Promise.resolve();
    },
    publish(channel, payload) {
      // Delivered after the current task, as a notification after a commit would be.
      for (const fn of listeners.get(channel) ?? []) queueMicrotask(() => fn(payload));
      return Promise.resolve();
    },
    async close() {
      await db.close();
      release();
    },
  };
}

/**
 * One process at a time on a data directory (two would corrupt it): a lock file with the owner's
 * pid. A lock left by a process that no longer runs (a crash, kill -9) is taken over.
 */
function lock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'polemarch.lock');
  let owner = NaN;
  try {
    owner = Number(readFileSync(file, 'utf8'));
  } catch {
    // No lock.
  }
  if (Number.isInteger(owner) && owner !== process.pid && alive(owner)) {
    throw new Error(`the embedded database at ${dataDir} is open in process ${owner}: stop it, or set POLEMARCH_DATA_DIR (or DATABASE_URL for several processes)`);
  }
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}
