import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../src/db/postgres';
import { PG_URL, dropSchema, schemaName } from './helpers';

describe('PostgreSQL: processes starting together', () => {
  const schemas: string[] = [];
  afterAll(async () => {
    for (const s of schemas) await dropSchema(s);
  });

  it('several processes opening one new schema at once all get it (CREATE SCHEMA IF NOT EXISTS races without the lock)', async () => {
    for (let round = 0; round < 5; round++) {
      const schema = schemaName();
      schemas.push(schema);
      const dbs = await Promise.all(Array.from({ length: 6 }, () => openPostgres(PG_URL, schema)));
      try {
        for (const db of dbs) expect(await db.query<{ s: string }>('SELECT current_schema() AS s')).toEqual([{ s: schema }]);
      } finally {
        await Promise.all(dbs.map((db) => db.close()));
      }
    }
  });
});
