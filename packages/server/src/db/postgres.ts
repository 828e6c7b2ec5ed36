import pg from 'pg';
import { type Database, type Queryable, type Row, checkIdentifier } from './types';

/** An arbitrary constant: the advisory lock held while a schema is created (see `openPostgres`). */
const SCHEMA_LOCK = 815_502_117;

/** PostgreSQL through a `pg` pool; LISTEN on one dedicated connection, re-opened if it drops. */
export async function openPostgres(url: string, schema?: string): Promise<Database> {
  const poolConfig: pg.PoolConfig = { connectionString: url, max: Number(process.env['POLEMARCH_DB_POOL'] ?? 10) };
  if (schema !== undefined) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      // CREATE SCHEMA IF NOT EXISTS is not safe against itself: two processes starting together on a new schema
      // can both pass the check and one fails on the catalog's unique index. A transaction-scoped advisory lock
      // makes them create it one at a time (the later ones find it there).
      await admin.query('BEGIN');
      await admin.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${checkIdentifier(schema)}`);
      await admin.query('COMMIT');
    } finally {
      await admin.end();
    }
    poolConfig.options = `-c search_path=${schema}`;
  }
  const pool = new pg.Pool(poolConfig);
  // An idle client's error (the database restarting) must not crash the process: the pool drops it.
  pool.on('error', () => undefined);
  const listeners = new Map<string, ((payload: string) => void)[]>();
  let listener: pg.Client | null = null;
  let closed = false;

  const connectListener = async (): Promise<void> => {
    const client = new pg.Client(schema !== undefined ? { connectionString: url, options: `-c search_path=${schema}` } : { connectionString: url });
    client.on('notification', (n) => {
      for (const fn of listeners.get(n.channel) ?? []) fn(n.payload ?? '');
    });
    client.on('error', () => {
      listener = null;
      if (!closed) setTimeout(() => void connectListener().catch(() => undefined), 500);
    });
    await client.connect();
    for (const channel of listeners.keys()) await client.query(`LISTEN ${checkIdentifier(channel)}`);
    listener = client;
  };

  const run = async <T extends Row>(q: pg.Pool | pg.PoolClient, sql: string, params?: readonly unknown[]): Promise<T[]> => {
    const r = await q.query(sql, params === undefined ? undefined : [...params]);
    // The caller names the columns its SQL selects.
    return r.rows as T[];
  };

  return {
    kind: 'postgres',
    query: (sql, params) => run(pool, sql, params),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const out = await fn({ query: (sql, params) => run(client, sql, params), exec: async (sql) => void (await client.query(sql)) });
        await client.query('COMMIT');
        return out;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw e;
      } finally {
        client.release();
      }
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async subscribe(channel, fn) {
      const first = !listeners.has(channel);
      listeners.set(channel, [...(listeners.get(channel) ?? []), fn]);
      if (listener === null) await connectListener();
      else if (first) await listener.query(`LISTEN ${checkIdentifier(channel)}`);
    },
    async publish(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      closed = true;
      await listener?.end().catch(() => undefined);
      await pool.end();
    },
  };
}
