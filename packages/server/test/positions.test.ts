import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GamePayload } from '../src/api-types';
import { BACKENDS, Client, serverOn } from './helpers';

/**
 * A game set up from a position file (ServerOptions.testPositions): the e2e run's way to a C&C game
 * that ends by play within a few actions. Off unless the server is started for tests; the position
 * sets the board, never the dice (the seed is the server's, 128 bits from the CSPRNG).
 */
const LAST_BANNER = {
  name: 'One banner from the end',
  first: 'bottom',
  bannersToWin: 2,
  banners: { top: 1, bottom: 1 },
  units: [
    { side: 'top', type: 'MI', row: 3, col: 2, blocks: 1 },
    { side: 'top', type: 'MI', row: 3, col: 6, blocks: 1 },
    { side: 'top', type: 'MI', row: 3, col: 10, blocks: 1 },
    { side: 'bottom', type: 'MI', row: 4, col: 2, blocks: 1 },
    { side: 'bottom', type: 'MI', row: 4, col: 6, blocks: 1 },
    { side: 'bottom', type: 'MI', row: 4, col: 10, blocks: 1 },
  ],
  leaders: [
    { side: 'top', name: 'Hanno', row: 1, col: 6 },
    { side: 'bottom', name: 'Marcellus', row: 7, col: 6 },
  ],
};
const ORDER = ['attack', 'fire', 'battle-back', 'play', 'order', 'order-leader', 'done'];
const pick = (legal: readonly unknown[]): number => {
  for (const t of ORDER) {
    const i = legal.findIndex((a) => typeof a === 'object' && a !== null && (a as { type?: unknown }).type === t);
    if (i >= 0) return i;
  }
  return 0;
};

describe.each(BACKENDS)('games from a position file ($name)', (backend) => {
  let server: Awaited<ReturnType<typeof serverOn>>;
  beforeAll(async () => {
    server = await serverOn(backend, { testPositions: true });
  });
  afterAll(async () => server.dispose());

  it('are refused by a server not started for tests, and nothing is created', async () => {
    const plain = await serverOn(backend);
    try {
      const alice = await new Client(plain.url).signup('alice');
      const r = await alice.post('/api/games', { system: 'cca', scenario: 'position', position: LAST_BANNER, seats: { top: { kind: 'me' }, bottom: { kind: 'open' } } });
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({ error: { code: 'no-positions' } });
      const [n] = await plain.db.query<{ n: number }>('SELECT count(*)::int AS n FROM games');
      expect(n!.n).toBe(0);
    } finally {
      await plain.dispose();
    }
  });

  it('refuses an unsound position with the reason', async () => {
    const alice = await new Client(server.url).signup('ann');
    const r = await alice.post('/api/games', { system: 'cca', scenario: 'position', position: { ...LAST_BANNER, units: LAST_BANNER.units.filter((u) => u.side === 'top') }, seats: { top: { kind: 'me' }, bottom: { kind: 'open' } } });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain('bottom has no unit on the board');
  });

  it('plays to a result by play; the record names the position and replays from the database alone', async () => {
    const alice = await new Client(server.url).signup('alice');
    const bob = await new Client(server.url).signup('bob');
    const created = await alice.post<{ id: string; invites: Record<string, string> }>('/api/games', { system: 'cca', scenario: 'position', position: LAST_BANNER, seats: { top: { kind: 'me' }, bottom: { kind: 'open' } } });
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect((await bob.post(`/api/invites/${created.body.invites['bottom']!}`)).status).toBe(200);
    const first = (await alice.get<GamePayload>(`/api/games/${id}`)).body;
    expect(first.view).toMatchObject({ banners: { top: 1, bottom: 1 } });
    let g = first;
    for (let guard = 0; guard < 500 && g.status === 'active'; guard++) {
      const mover = g.pending!.seat === 'top' ? alice : bob;
      const mine = (await mover.get<GamePayload>(`/api/games/${id}`)).body;
      const r = await mover.post<GamePayload>(`/api/games/${id}/act`, { seq: mine.seq, action: mine.legal![pick(mine.legal!)] });
      expect(r.status).toBe(200);
      g = r.body;
    }
    expect(g.status).toBe('finished');
    expect(g.result?.winner === 'top' || g.result?.winner === 'bottom').toBe(true);
    expect(g.result?.reason.key).not.toBe('online.resigned');
    const replay = await bob.get<{ record: { position?: unknown; scenario?: unknown; seed: string; actions: unknown[] } }>(`/api/games/${id}/replay`);
    expect(replay.body.record.position).toEqual(LAST_BANNER);
    expect(replay.body.record.scenario).toBeUndefined();
    expect(replay.body.record.actions).toHaveLength(g.seq);
    const hot = (await server.games.match(id)).match;
    server.games.matches.forget(id);
    const cold = (await server.games.match(id)).match;
    expect(cold.record.stateHash).toBe(hot.record.stateHash);
    expect(cold.result).toEqual(g.result);
  });
});
