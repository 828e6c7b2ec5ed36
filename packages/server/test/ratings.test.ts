import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, Client, serverOn } from './helpers';

type Profile = { name: string; ratings: { system: string; rating: number; rd: number; games: number }[]; games: { id: string }[] };

describe.each(BACKENDS)('ratings ($name)', (backend) => {
  let server: Awaited<ReturnType<typeof serverOn>>;
  let alice: Client;
  let bob: Client;

  beforeAll(async () => {
    server = await serverOn(backend);
    alice = await new Client(server.url).signup('alice');
    bob = await new Client(server.url).signup('bob');
  });
  afterAll(async () => server.dispose());

  async function game(a: Client, b: Client | null): Promise<string> {
    const r = await a.post<{ id: string; invites: Record<string, string> }>('/api/games', { system: 'skirmish', scenario: 'standard', seats: { red: { kind: 'me' }, blue: { kind: 'open' } } });
    const joined = await (b ?? new Client(server.url)).post(`/api/invites/${r.body.invites['blue']!}`);
    expect(joined.status).toBe(200);
    return r.body.id;
  }

  it('updates both players once per finished game between accounts (Glicko-2 from 1500)', async () => {
    const id = await game(alice, bob);
    await bob.post(`/api/games/${id}/resign`);
    const a = (await alice.get<Profile>('/api/users/alice')).body;
    const b = (await alice.get<Profile>('/api/users/BOB')).body;
    expect(a.ratings).toEqual([{ system: 'skirmish', rating: expect.any(Number), rd: expect.any(Number), games: 1 }]);
    // Two new players (1500, RD 350): the winner gains what the loser loses, about 160 points.
    expect(a.ratings[0]!.rating).toBeGreaterThan(1600);
    expect(b.ratings[0]!.rating).toBeLessThan(1400);
    expect(a.ratings[0]!.rating + b.ratings[0]!.rating).toBeCloseTo(3000, -1);
    expect(a.ratings[0]!.rd).toBeLessThan(350);
    expect(a.games.map((g) => g.id)).toContain(id);
    expect((await bob.post(`/api/games/${id}/resign`)).status).toBe(409);
    expect((await alice.get<Profile>('/api/users/alice')).body.ratings[0]!.games).toBe(1);
  });

  it('a win by the weaker player moves the ratings back', async () => {
    const before = (await alice.get<Profile>('/api/users/alice')).body.ratings[0]!.rating;
    const id = await game(alice, bob);
    await alice.post(`/api/games/${id}/resign`);
    const after = (await alice.get<Profile>('/api/users/alice')).body.ratings[0]!;
    expect(after.rating).toBeLessThan(before);
    expect(after.games).toBe(2);
  });

  it('does not rate games with a guest or the computer; guests have no profile', async () => {
    const before = (await alice.get<Profile>('/api/users/alice')).body.ratings[0]!.games;
    await alice.post(`/api/games/${await game(alice, null)}/resign`);
    const r = await alice.post<{ id: string }>('/api/games', { system: 'skirmish', scenario: 'standard', seats: { red: { kind: 'me' }, blue: { kind: 'ai', level: 'easy' } } });
    await alice.post(`/api/games/${r.body.id}/resign`);
    expect((await alice.get<Profile>('/api/users/alice')).body.ratings[0]!.games).toBe(before);
    expect((await alice.get('/api/users/nobody-here')).status).toBe(404);
    expect((await alice.get('/api/users/%E0%A4%A')).status).toBe(404);
  });
});
