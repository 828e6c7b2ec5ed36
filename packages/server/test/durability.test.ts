import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { SNAPSHOT_EVERY } from '../src/games/matches';
import { BACKENDS, Client, PG_URL, dropSchema, embeddedDir, schemaName, serverOn } from './helpers';
import { type ServerProcess, startProcess } from './processes';

type Payload = { seq: number; status: string; legal: unknown[] | null; view: unknown };

async function playSome(a: Client, b: Client, id: string, n: number): Promise<number> {
  let seq = 0;
  for (let i = 0; i < n; i++) {
    const g = (await a.get<Payload>(`/api/games/${id}`)).body;
    if (g.status !== 'active') break;
    const mover = g.legal !== null ? a : b;
    const mine = (await mover.get<Payload>(`/api/games/${id}`)).body;
    const r = await mover.post<Payload>(`/api/games/${id}/act`, { seq: mine.seq, action: mine.legal![(i * 5) % mine.legal!.length] });
    expect(r.status).toBe(200);
    seq = r.body.seq;
  }
  return seq;
}

describe.each(BACKENDS)('the schema ($name)', (backend) => {
  const schema = schemaName();
  afterAll(async () => {
    if (backend.name === 'postgres') await dropSchema(schema);
  });

  it('migrates once, and the action log refuses updates and deletes', async () => {
    const o = backend.options(schema);
    // A new database: the embedded one in memory (not the test template, which is migrated already).
    const db = await openDatabase({ url: o.databaseUrl, dataDir: 'memory://', schema: o.schema });
    try {
      expect(await migrate(db, o.schema)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(await migrate(db, o.schema)).toEqual([]);
      await db.query("INSERT INTO users (id, name, name_key) VALUES ('u', 'u', 'u')");
      await db.query("INSERT INTO games (id, system, scenario, options, engine_version, seed, status, state_hash) VALUES ('g', 'skirmish', 'standard', '{}', '1', 1, 'active', 'h')");
      await db.query("INSERT INTO actions (game_id, seq, seat, action, state_hash) VALUES ('g', 1, 'red', '{}', 'h1')");
      await expect(db.query("INSERT INTO actions (game_id, seq, seat, action, state_hash) VALUES ('g', 1, 'red', '{}', 'h2')")).rejects.toThrow();
      await expect(db.query("UPDATE actions SET seat = 'blue' WHERE game_id = 'g'")).rejects.toThrow(/append-only/);
      await expect(db.query("DELETE FROM actions WHERE game_id = 'g'")).rejects.toThrow(/append-only/);
      expect(await db.query('SELECT seat FROM actions')).toEqual([{ seat: 'red' }]);
    } finally {
      await db.close();
    }
  });
});

describe.each(BACKENDS)('snapshots ($name)', (backend) => {
  it(`stores a snapshot every ${SNAPSHOT_EVERY} actions, keyed by engine version and state hash, and reopens from it`, async () => {
    const server = await serverOn(backend);
    try {
      const a = await new Client(server.url).signup('alice');
      const b = await new Client(server.url).signup('bob');
      const r = await a.post<{ id: string; invites: Record<string, string> }>('/api/games', { system: 'skirmish', scenario: 'standard', seats: { red: { kind: 'me' }, blue: { kind: 'open' } } });
      await b.post(`/api/invites/${r.body.invites['blue']!}`);
      const seq = await playSome(a, b, r.body.id, SNAPSHOT_EVERY + 3);
      expect(seq).toBe(SNAPSHOT_EVERY + 3);
      const rows = await server.db.query<{ seq: number; engine_version: string; state_hash: string }>('SELECT seq, engine_version, state_hash FROM snapshots WHERE game_id = $1', [r.body.id]);
      const [action] = await server.db.query<{ state_hash: string }>('SELECT state_hash FROM actions WHERE game_id = $1 AND seq = $2', [r.body.id, SNAPSHOT_EVERY]);
      expect(rows).toEqual([{ seq: SNAPSHOT_EVERY, engine_version: expect.any(String), state_hash: action!.state_hash }]);
      // A fresh cache (another process, a restart) opens from the snapshot and reaches the same state.
      const before = (await a.get<Payload>(`/api/games/${r.body.id}`)).body;
      server.games.matches.forget(r.body.id);
      expect((await a.get<Payload>(`/api/games/${r.body.id}`)).body).toEqual(before);
    } finally {
      await server.dispose();
    }
  });
});

describe.each(BACKENDS)('an engine upgrade ($name)', (backend) => {
  it('replays a game of an older engine version on the new one and goes on; one that does not replay is kept, refused', async () => {
    const server = await serverOn(backend);
    try {
      const a = await new Client(server.url).signup('alice');
      const b = await new Client(server.url).signup('bob');
      const start = async (): Promise<string> => {
        const r = await a.post<{ id: string; invites: Record<string, string> }>('/api/games', { system: 'skirmish', scenario: 'standard', seats: { red: { kind: 'me' }, blue: { kind: 'open' } } });
        await b.post(`/api/invites/${r.body.invites['blue']!}`);
        await playSome(a, b, r.body.id, 5);
        return r.body.id;
      };
      const good = await start();
      const current = (await a.get<{ engineVersion: string }>(`/api/games/${good}`)).body.engineVersion;
      // As if the game had been started before the upgrade.
      await server.db.query("UPDATE games SET engine_version = 'skirmish-old', state_hash = 'from-the-old-engine' WHERE id = $1", [good]);
      server.games.matches.forget(good);
      const reopened = await a.get<{ engineVersion: string; seq: number }>(`/api/games/${good}`);
      expect(reopened.body).toMatchObject({ engineVersion: current, seq: 5 });
      expect(await playSome(a, b, good, 2)).toBe(7);

      const bad = await start();
      // An action the new engine refuses (as a rules change could make one).
      await server.db.query(`INSERT INTO actions (game_id, seq, seat, action, state_hash) VALUES ($1, 6, 'red', '{"type":"move","to":{"row":99,"col":99}}', 'x')`, [bad]);
      await server.db.query("UPDATE games SET seq = 6, engine_version = 'skirmish-old' WHERE id = $1", [bad]);
      server.games.matches.forget(bad);
      const refused = await a.get(`/api/games/${bad}`);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ error: { code: 'engine-version' } });
      const [kept] = await server.db.query<{ n: number; v: string }>('SELECT count(*)::int AS n, max(g.engine_version) AS v FROM actions a JOIN games g ON g.id = a.game_id WHERE a.game_id = $1', [bad]);
      expect(kept).toEqual({ n: 6, v: 'skirmish-old' });
    } finally {
      await server.dispose();
    }
  });
});

describe('the embedded database directory', () => {
  it('is opened by one process at a time; a lock left by a dead process is taken over', async () => {
    const dir = await embeddedDir();
    // A running process (this one's parent) holds it.
    writeFileSync(join(dir, 'polemarch.lock'), String(process.ppid));
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/is open in process/);
    // A process that no longer runs: the lock is stale.
    writeFileSync(join(dir, 'polemarch.lock'), '2147483646');
    const db = await openDatabase({ dataDir: dir });
    expect(readFileSync(join(dir, 'polemarch.lock'), 'utf8')).toBe(String(process.pid));
    await db.close();
    expect(existsSync(join(dir, 'polemarch.lock'))).toBe(false);
  });
});

describe('a crash (kill -9) mid-game', () => {
  const dir = mkdtempSync(join(tmpdir(), 'polemarch-crash-'));
  const schema = schemaName();
  const running: ServerProcess[] = [];
  afterAll(async () => {
    await Promise.all(running.map((p) => p.stop('SIGKILL')));
    await dropSchema(schema);
  });

  for (const [name, env] of [
    ['embedded', { POLEMARCH_DATA_DIR: dir, DATABASE_URL: '' }],
    ['postgres', { DATABASE_URL: PG_URL, POLEMARCH_DB_SCHEMA: schema }],
  ] as const) {
    it(`keeps every committed action, and the game goes on (${name})`, async () => {
      if (name === 'embedded') cpSync(await embeddedDir(), dir, { recursive: true });
      const first = await startProcess(env);
      running.push(first);
      const alice = await new Client(first.url).signup('alice');
      const bob = await new Client(first.url).signup('bob');
      const r = await alice.post<{ id: string; invites: Record<string, string> }>('/api/games', { system: 'cca', scenario: 'akragas', seats: { top: { kind: 'me' }, bottom: { kind: 'open' } } });
      await bob.post(`/api/invites/${r.body.invites['bottom']!}`);
      const id = r.body.id;
      const seq = await playSome(alice, bob, id, 12);
      const viewBefore = (await alice.get<Payload>(`/api/games/${id}`)).body;
      await first.stop('SIGKILL');
      const second = await startProcess(env);
      running.push(second);
      for (const c of [alice, bob]) Object.assign(c, { base: second.url });
      const after = (await alice.get<Payload>(`/api/games/${id}`)).body;
      expect(after.seq).toBe(seq);
      expect(after.view).toEqual(viewBefore.view);
      // Sessions survived too, and play continues.
      expect(await playSome(alice, bob, id, 3)).toBe(seq + 3);
      await second.stop('SIGKILL');
    }, 240_000);
  }
});
