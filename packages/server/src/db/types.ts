/**
 * The database behind online play, one interface for two backends: PostgreSQL (`DATABASE_URL`, any
 * number of server processes on one database) and the embedded PGlite (PostgreSQL compiled to WASM,
 * the default: `npm start` needs no external service). Both run the same SQL and the same migrations.
 */

/** A row as a driver returns it. */
export type Row = object;

export interface Queryable {
  /** One statement with `$1`-style parameters; the rows it returns. */
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'postgres' | 'embedded';
  /** Run `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Messages published on `channel` by any process on this database (PostgreSQL LISTEN/NOTIFY; in
   * one process for the embedded database, which only one process may open).
   */
  subscribe(channel: string, listener: (payload: string) => void): Promise<void>;
  publish(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

/** A PostgreSQL identifier we generate ourselves (schema names): letters, digits, underscores. */
export function checkIdentifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`not a plain identifier: ${JSON.stringify(name)}`);
  return name;
}
