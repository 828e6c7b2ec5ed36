import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { BACKENDS, Client, gameAt, serverOn } from './helpers';

type Payload = { seq: number; legal: unknown[] | null };

/** Count the statements a server's database runs (by their first words), transactions and publishes. */
function countStatements(db: Database): Map<string, number> {
  const counts = new Map<string, number>();
  const bump = (k: string) => counts.set(k, (counts.get(k) ?? 0) + 1);
  const { query, transaction, publish } = db;
  Object.assign(db, {
    query: (sql: string, params?: readonly unknown[]) => (bump(sql.replace(/\s+/g, ' ').trim().slice(0, 40)), query.call(db, sql, params)),
    transaction: (fn: Parameters<Database['transaction']>[0]) => (bump('transaction'), transaction.call(db, fn)),
    publish: (channel: string, payload: string) => (bump('publish'), publish.call(db, channel, payload)),
  });
  return counts;
}

describe.each(BACKENDS)('the cost of an action ($name)', (backend) => {
  let server: Awaited<ReturnType<typeof serverOn>>;
  beforeAll(async () => {
    // No clock sweep during the count (an untimed game; under load the 5 s sweep's one SELECT fell inside it).
    server = await serverOn(backend, { clockSweepMs: 3_600_000 });
  });
  afterAll(async () => server.dispose());

  it('one statement per action in a live untimed game: the commit, its NOTIFY and the next decider read together; the answer and the pushes from memory', async () => {
    const a = await new Client(server.url).signup('stmt-a');
    const b = await new Client(server.url).signup('stmt-b');
    const r = await a.post<{ id: string; invites: Record<string, string> }>('/api/games', { system: 'skirmish', scenario: 'standard', seats: { red: { kind: 'me' }, blue: { kind: 'open' } } });
    await b.post(`/api/invites/${r.body.invites['blue']!}`);
    const id = r.body.id;
    const [sa, sb] = [await a.socket(), await b.socket()];
    sa.send({ type: 'watch', game: id });
    sb.send({ type: 'watch', game: id });
    await sa.until(gameAt(id, 0));
    await sb.until(gameAt(id, 0));
    const counts = countStatements(server.db);
    let seq = 0;
    for (let i = 0; i < 20; i++) {
      const pa = ((await sa.until(gameAt(id, seq))) as { payload: Payload }).payload;
      const pb = ((await sb.until(gameAt(id, seq))) as { payload: Payload }).payload;
      const [mover, mine] = pa.legal !== null && pa.seq === seq ? [a, pa] : [b, pb];
      const res = await mover.post<Payload>(`/api/games/${id}/act`, { seq, action: mine.legal![0] });
      expect(res.status).toBe(200);
      seq = res.body.seq;
    }
    await sa.until(gameAt(id, 20));
    await sb.until(gameAt(id, 20));
    expect(Object.fromEntries(counts)).toEqual(backend.name === 'postgres' ? { 'WITH g AS (UPDATE games SET seq = $2, pe': 20 } : { 'WITH g AS (UPDATE games SET seq = $2, pe': 20, publish: 20 });
    sa.close();
    sb.close();
  });
});
