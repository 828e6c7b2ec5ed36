import type { Database } from './types';

export type { Database, Queryable, Row } from './types';

export interface DatabaseConfig {
  /** A PostgreSQL URL; without one the embedded database is used. */
  url?: string | undefined;
  /** The embedded database's directory; 'memory://' keeps it in memory (tests). */
  dataDir?: string | undefined;
  /** PostgreSQL only: the schema to work in (created if missing); tests use one each. */
  schema?: string | undefined;
}

/** Open the database the configuration names (PostgreSQL when a URL is given). */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.url !== undefined && config.url !== '') {
    const { openPostgres } = await import('./postgres');
    return openPostgres(config.url, config.schema);
  }
  const { openEmbedded } = await import('./embedded');
  return openEmbedded(config.dataDir ?? 'memory://');
}

