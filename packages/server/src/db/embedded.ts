import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable, Row } from './types';

/**
 * The embedded database: PGlite, PostgreSQL in WASM, in a directory (or in memory). One process
 * opens it; its notifications stay in that process. PGlite runs one query at a time, and a
 * transaction holds it until it ends, so transactions are serialized.
 */
export async function openEmbedded(dataDir: string): Promise<Database> {
  const db = await PGlite.create(dataDir);
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
    },
  };
}
