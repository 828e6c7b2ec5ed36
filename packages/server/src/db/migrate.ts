import { fileURLToPath } from 'node:url';
import Postgrator from 'postgrator';
import type { Database } from './database';

/** The migrations directory: `NNN.do.<what>.sql`, applied in order, recorded in `schemaversion`. */
export const MIGRATIONS = fileURLToPath(new URL('../../migrations/', import.meta.url));

/** An arbitrary constant: the advisory lock that makes processes starting together migrate one at a time. */
const MIGRATION_LOCK = 15_001;

/**
 * Bring the schema to the newest migration with postgrator, in one transaction (a failed migration
 * leaves the schema as it was). On PostgreSQL a transaction-scoped advisory lock makes several server
 * processes starting at once migrate one after the other. Returns the versions applied.
 */
export async function migrate(db: Database, schema?: string): Promise<number[]> {
  return db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    const [row] = await tx.query<{ db: string; schema: string }>('SELECT current_database() AS db, current_schema() AS schema');
    const postgrator = new Postgrator({
      migrationPattern: `${MIGRATIONS.replace(/\\/g, '/')}*.sql`,
      driver: 'pg',
      database: row?.db ?? 'postgres',
      currentSchema: schema ?? row?.schema ?? 'public',
      schemaTable: 'schemaversion',
      execQuery: async (sql) => ({ rows: await tx.query(sql) }),
      execSqlScript: (sql) => tx.exec(sql),
    });
    const applied = await postgrator.migrate();
    return applied.map((m) => m.version);
  });
}
