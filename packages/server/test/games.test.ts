import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, Client, serverOn } from './helpers';

type Payload = {
  id: string;
  status: string;
  seq: number;
  you: string[];
  viewSeat: string | null;
  view: { hand: string[]; handSizes: Record<string, number> };
  pending: { seat: string } | null;
  legal: unknown[] | null;
  result: { winner: string | null } | null;
};

describe.each(BACKENDS)('games on the server ($name)', (backend) => {
  let server: Awaited<ReturnType<typeof serverOn>>;
  let alice: Client;
  let bob: Client;
  let carol: Client;
  let id: string;
  let invite: string;

  beforeAll(async () => {
    server = await serverOn(backend);
    alice = await new Client(server.url).signup('alice');
    bob = await new Client(server.url).signup('Bob');
    carol = await new Client(server.url).signup('carol');
  });
  afterAll(async () => server.dispose());

  it('commits through the one-statement path and the locked path alike: the log, the row and a cold replay agree', async () => {
    const r = await alice.post<{ id: string; invites: Record<string, string> }>('/api/games', { system: 'skirmish', scenario: 'standard', seats: { red: { kind: 'me' }, blue: { kind: 'open' } } });
    await bob.post(`/api/invites/${r.body.invites['blue']!}`);
    const game = r.body.id;
    let g = (await alice.get<Payload>(`/api/games/${game}`)).body;
    // 40 actions: the snapshot at 32 goes the locked way, the others in one statement each.
    for (let i = 0; i < 40 && g.status === 'active'; i++) {
      const mover = g.legal !== null ? alice : bob;
      const mine = g.legal !== null ? g : (await bob.get<Payload>(`/api/games/${game}`)).body;
      const res = await mover.post<Payload>(`/api/games/${game}/act`, { seq: mine.seq, action: mine.legal![i % mine.legal!.length] });
      expect(res.status).toBe(200);
      expect(res.body.seq).toBe(mine.seq + 1);
      // A duplicate of the same action is stale, whichever path it tries.
      expect((await mover.post(`/api/games/${game}/act`, { seq: mine.seq, action: mine.legal![0] })).status).toBe(409);
      g = (await alice.get<Payload>(`/api/games/${game}`)).body;
    }
    const [row] = await server.db.query<{ seq: number; state_hash: string; pending_seat: string | null }>('SELECT seq, state_hash, pending_seat FROM games WHERE id = $1', [game]);
    const actions = await server.db.query<{ seq: number }>('SELECT seq FROM actions WHERE game_id = $1 ORDER BY seq', [game]);
    expect(actions.map((a) => a.seq)).toEqual(Array.from({ length: row!.seq }, (_, i) => i + 1));
    const hot = (await server.games.match(game)).match;
    server.games.matches.forget(game);
    const cold = (await server.games.match(game)).match;
    expect(cold.length).toBe(row!.seq);
    expect(cold.record.stateHash).toBe(row!.state_hash);
    expect(hot.record.stateHash).toBe(row!.state_hash);
    expect(cold.pending?.seat ?? null).toBe(row!.pending_seat);
  });

  it('signs up, refuses a taken name (any case), signs in with the password only', async () => {
    expect(alice.cookie).toMatch(/^polemarch_session=/);
    expect((await new Client(server.url).post('/api/auth/signup', { name: 'ALICE', password: 'another password' })).status).toBe(409);
    const wrong = await new Client(server.url).post('/api/auth/signin', { name: 'alice', password: 'wrong password' });
    expect(wrong.status).toBe(401);
    const again = new Client(server.url);
    const ok = await again.post('/api/auth/signin', { name: 'Alice', password: 'correct horse battery' });
    expect(ok.status).toBe(200);
    expect((await again.get<{ user: { name: string } }>('/api/me')).body.user.name).toBe('alice');
    expect((await again.get<{ user: { name: string } }>('/api/session')).body.user.name).toBe('alice');
    expect(await new Client(server.url).get('/api/session')).toMatchObject({ status: 200, body: { user: null } });
  });

  it('sets the session cookie HttpOnly and SameSite, and stores only an argon2id hash', async () => {
    const r = await new Client(server.url).post('/api/auth/signup', { name: 'dave', password: 'long enough pw' });
    const cookie = r.headers.get('set-cookie')!;
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    const [row] = await server.db.query<{ password_hash: string }>("SELECT password_hash FROM users WHERE name_key = 'dave'");
    expect(row!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const [s] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE token_hash = $1', [cookie.split(';')[0]!.split('=')[1]]);
    expect(s!.n).toBe(0);
  });

  it('creates a game with an open seat: listed in the lobby, waiting for its player', async () => {
    const r = await alice.post<{ id: string; invites: Record<string, string> }>('/api/games', { system: 'skirmish', scenario: 'standard', seats: { red: { kind: 'me' }, blue: { kind: 'open' } } });
    expect(r.status).toBe(201);
    id = r.body.id;
    invite = r.body.invites['blue']!;
    expect(Object.keys(r.body.invites)).toEqual(['blue']);
    const lobby = await carol.get<{ id: string; seats: { seat: string; kind: string }[] }[]>('/api/lobby');
    expect(lobby.body.find((g) => g.id === id)?.seats).toContainEqual(expect.objectContaining({ seat: 'blue', kind: 'open' }));
    const early = await alice.post(`/api/games/${id}/act`, { seq: 0, action: { type: 'end-turn' } });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ error: { code: 'not-started' } });
  });

  it('refuses bad set-ups: unknown system, missing seat, bad options', async () => {
    expect((await alice.post('/api/games', { system: 'chess', scenario: 'standard', seats: {} })).status).toBe(400);
    expect((await alice.post('/api/games', { system: 'skirmish', scenario: 'standard', seats: { red: { kind: 'me' } } })).status).toBe(400);
    expect((await alice.post('/api/games', { system: 'skirmish', scenario: 'standard', seats: { red: { kind: 'me' }, blue: { kind: 'ai', level: 'godlike' } } })).status).toBe(400);
    expect((await alice.post('/api/games', { system: 'skirmish', scenario: 'nowhere', seats: { red: { kind: 'me' }, blue: { kind: 'open' } } })).status).toBe(400);
    expect((await alice.post('/api/games', { system: 'skirmish', scenario: 'standard', options: [1], seats: { red: { kind: 'me' }, blue: { kind: 'open' } } })).status).toBe(400);
  });

  it('seats a player from the lobby; the game starts; the invite of a taken seat is void', async () => {
    const r = await bob.post(`/api/games/${id}/join`, { seat: 'blue' });
    expect(r.status).toBe(200);
    expect((await alice.get<Payload>(`/api/games/${id}`)).body.status).toBe('active');
    expect((await new Client(server.url).post(`/api/invites/${invite}`)).status).toBe(404);
    expect((await carol.post(`/api/games/${id}/join`, { seat: 'red' })).status).toBe(409);
  });

  it("gives each seat its own view and legal actions, a spectator the public view", async () => {
    const { match } = await server.games.match(id);
    const a = (await alice.get<Payload>(`/api/games/${id}`)).body;
    const b = (await bob.get<Payload>(`/api/games/${id}`)).body;
    const c = (await carol.get<Payload>(`/api/games/${id}`)).body;
    expect(a.you).toEqual(['red']);
    expect(a.view).toEqual(match.view('red'));
    expect(b.view).toEqual(match.view('blue'));
    expect(c.view).toEqual(match.view(null));
    expect(c.view.hand).toEqual([]);
    expect(a.pending?.seat).toBe('red');
    expect(a.legal).toEqual(match.legal('red'));
    expect(b.legal).toBeNull();
    expect(c.legal).toBeNull();
    expect(JSON.stringify([a, b, c])).not.toMatch(/"rng"|"seed"/);
  });

  it('acts with the expected sequence number; a duplicate or stale one is refused and changes nothing', async () => {
    const before = (await alice.get<Payload>(`/api/games/${id}`)).body;
    const action = before.legal![0];
    const r = await alice.post<Payload>(`/api/games/${id}/act`, { seq: 0, action });
    expect(r.status).toBe(200);
    expect(r.body.seq).toBe(1);
    const dup = await alice.post(`/api/games/${id}/act`, { seq: 0, action });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ error: { code: 'stale' } });
    const ahead = await alice.post(`/api/games/${id}/act`, { seq: 5, action });
    expect(ahead.status).toBe(409);
    const [row] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM actions WHERE game_id = $1', [id]);
    expect(row!.n).toBe(1);
  });

  it('refuses an illegal action with the kernel error, and nothing is stored', async () => {
    const mover = (await alice.get<Payload>(`/api/games/${id}`)).body.pending!.seat === 'red' ? alice : bob;
    const r = await mover.post(`/api/games/${id}/act`, { seq: 1, action: { type: 'move', to: { row: 99, col: 99 } } });
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({ error: { code: expect.stringMatching(/illegal|bad-action/) } });
    expect((await alice.get<Payload>(`/api/games/${id}`)).body.seq).toBe(1);
  });

  it('says whose turn it is in "my games"', async () => {
    const g = (await bob.get<Payload>(`/api/games/${id}`)).body;
    const mine = await bob.get<{ id: string; yourTurn: boolean; seats: string[] }[]>('/api/games/mine');
    const entry = mine.body.find((x) => x.id === id)!;
    expect(entry.seats).toEqual(['blue']);
    expect(entry.yourTurn).toBe(g.pending?.seat === 'blue');
  });

  it('keeps chat for everyone and notes for their author', async () => {
    expect((await alice.post(`/api/games/${id}/notes`, { kind: 'chat', body: 'good luck' })).status).toBe(201);
    expect((await alice.post(`/api/games/${id}/notes`, { kind: 'note', body: 'push the left flank' })).status).toBe(201);
    expect((await carol.post(`/api/games/${id}/notes`, { kind: 'chat', body: 'spectator noise' })).status).toBe(403);
    const forBob = (await bob.get<{ body: string }[]>(`/api/games/${id}/notes`)).body.map((n) => n.body);
    const forAlice = (await alice.get<{ body: string }[]>(`/api/games/${id}/notes`)).body.map((n) => n.body);
    expect(forBob).toEqual(['good luck']);
    expect(forAlice).toEqual(['good luck', 'push the left flank']);
  });

  it('plays to the end; the log is filtered per seat; the record leaves the server only then', async () => {
    expect((await carol.get(`/api/games/${id}/replay`)).status).toBe(403);
    for (let guard = 0; guard < 400; guard++) {
      const a = (await alice.get<Payload>(`/api/games/${id}`)).body;
      if (a.status === 'finished') break;
      const mover = a.pending!.seat === 'red' ? alice : bob;
      const mine = (await mover.get<Payload>(`/api/games/${id}`)).body;
      const legal = mine.legal!;
      const r = await mover.post(`/api/games/${id}/act`, { seq: mine.seq, action: legal[(guard * 7) % legal.length] });
      expect(r.status).toBe(200);
    }
    const end = (await carol.get<Payload>(`/api/games/${id}`)).body;
    expect(end.status).toBe('finished');
    const { match } = await server.games.match(id);
    expect(end.result).toEqual(match.result);
    const replay = await carol.get<{ record: { seed: number | string; actions: unknown[] } }>(`/api/games/${id}/replay`);
    expect(replay.status).toBe(200);
    expect(replay.body.record.actions).toHaveLength(match.length);
    expect(replay.body.record.seed).toBe(match.record.seed);
    expect(replay.body.record.seed).toMatch(/^[0-9a-f]{32}$/); // 128 bits from the CSPRNG (issue 17.1)
  });

  it('filters log events addressed to one seat', async () => {
    const { match } = await server.games.match(id);
    const hidden = match.steps.flatMap((s) => s.events).filter((e) => e.visibleTo !== undefined);
    expect(hidden.length).toBeGreaterThan(0);
    const seen = async (c: Client): Promise<{ visibleTo?: string[] }[]> => (await c.get<{ entries: { events: { visibleTo?: string[] }[] }[] }>(`/api/games/${id}/log`)).body.entries.flatMap((e) => e.events);
    expect((await seen(alice)).every((e) => e.visibleTo === undefined || e.visibleTo.includes('red'))).toBe(true);
    expect((await seen(bob)).every((e) => e.visibleTo === undefined || e.visibleTo.includes('blue'))).toBe(true);
    expect((await seen(carol)).every((e) => e.visibleTo === undefined)).toBe(true);
    expect((await seen(alice)).some((e) => e.visibleTo?.includes('red'))).toBe(true);
  });

  it('accepts a guest by invite link, who can resign; the other seat wins', async () => {
    const r = await alice.post<{ invites: Record<string, string>; id: string }>('/api/games', { system: 'skirmish', scenario: 'standard', listed: false, seats: { red: { kind: 'open' }, blue: { kind: 'me' } } });
    expect((await carol.get<{ id: string }[]>('/api/lobby')).body.some((g) => g.id === r.body.id)).toBe(false);
    expect((await carol.post(`/api/games/${r.body.id}/join`, { seat: 'red' })).status).toBe(403);
    const guest = new Client(server.url);
    const joined = await guest.post<{ seat: string; user: { name: string } }>(`/api/invites/${r.body.invites['red']!}`);
    expect(joined.status).toBe(200);
    expect(joined.body.seat).toBe('red');
    expect(joined.body.user.name).toMatch(/^guest-/);
    const view = (await guest.get<Payload>(`/api/games/${r.body.id}`)).body;
    expect(view.you).toEqual(['red']);
    expect((await guest.post<Payload>(`/api/games/${r.body.id}/resign`)).body.result).toMatchObject({ winner: 'blue' });
    expect((await alice.post(`/api/games/${r.body.id}/act`, { seq: 0, action: { type: 'end-turn' } })).status).toBe(409);
  });
});
