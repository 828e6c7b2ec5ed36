import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, Client, LiveSocket, PG_URL, dropSchema, gameAt, schemaName, serverOn } from './helpers';
import { type ServerProcess, startProcess } from './processes';

type Payload = { seq: number; status: string; pending: { seat: string } | null; legal: unknown[] | null };
type GameMessage = { type: 'game'; game: string; payload: Payload; log: { seq: number }[] };

/** Play `n` actions, each by whichever of the two clients decides. */
async function play(a: Client, b: Client, id: string, n: number): Promise<number> {
  let seq = 0;
  for (let i = 0; i < n; i++) {
    const g = (await a.get<Payload>(`/api/games/${id}`)).body;
    const mover = g.legal !== null ? a : b;
    const mine = (await mover.get<Payload>(`/api/games/${id}`)).body;
    const r = await mover.post<Payload>(`/api/games/${id}/act`, { seq: mine.seq, action: mine.legal![i % mine.legal!.length] });
    expect(r.status).toBe(200);
    seq = r.body.seq;
  }
  return seq;
}

async function newGame(a: Client, b: Client, system = 'skirmish', scenario = 'standard'): Promise<string> {
  const seats = system === 'cca' ? { top: { kind: 'me' }, bottom: { kind: 'open' } } : { red: { kind: 'me' }, blue: { kind: 'open' } };
  const r = await a.post<{ id: string; invites: Record<string, string> }>('/api/games', { system, scenario, seats });
  const invite = Object.values(r.body.invites)[0]!;
  expect((await b.post(`/api/invites/${invite}`)).status).toBe(200);
  return r.body.id;
}

describe.each(BACKENDS)('live updates ($name)', (backend) => {
  let server: Awaited<ReturnType<typeof serverOn>>;
  let alice: Client;
  let bob: Client;

  beforeAll(async () => {
    server = await serverOn(backend);
    alice = await new Client(server.url).signup('alice');
    bob = await new Client(server.url).signup('bob');
  });
  afterAll(async () => server.dispose());

  it('pushes every committed action to the watchers, each with its own view', async () => {
    const id = await newGame(alice, bob);
    const a = await alice.socket();
    const spectator = await new Client(server.url).socket();
    a.send({ type: 'watch', game: id });
    spectator.send({ type: 'watch', game: id });
    const first = (await a.until(gameAt(id, 0))) as GameMessage;
    expect(first.payload.seq).toBe(0);
    const seq = await play(alice, bob, id, 3);
    const pushed = (await a.until(gameAt(id, seq))) as GameMessage;
    const { match } = await server.games.match(id);
    expect(pushed.payload).toMatchObject({ seq: 3, you: ['red'], view: match.view('red') });
    const watched = (await spectator.until(gameAt(id, seq))) as GameMessage;
    expect(watched.payload).toMatchObject({ seq: 3, you: [], view: match.view(null), legal: null });
    // Each action's log entry arrives once, in order.
    const seen = a.messages.filter((m) => m['type'] === 'game').flatMap((m) => (m as GameMessage).log.map((e) => e.seq));
    expect(seen).toEqual([1, 2, 3]);
    a.close();
    spectator.close();
  });

  it('resumes a reconnecting client from its last sequence number', async () => {
    const id = await newGame(alice, bob);
    await play(alice, bob, id, 2);
    const again = await bob.socket();
    again.send({ type: 'watch', game: id, from: 2 });
    const caught = (await again.until(gameAt(id, 2))) as GameMessage;
    expect(caught.log).toEqual([]);
    const seq = await play(alice, bob, id, 2);
    await again.until(gameAt(id, seq));
    expect(again.messages.flatMap((m) => (m as GameMessage).log.map((e) => e.seq))).toEqual([3, 4]);
    const late = await bob.socket();
    late.send({ type: 'watch', game: id, from: 1 });
    expect(((await late.until(gameAt(id, seq))) as GameMessage).log.map((e) => e.seq)).toEqual([2, 3, 4]);
    again.close();
    late.close();
  });

  it('tells watchers when the game ends by resignation', async () => {
    const id = await newGame(alice, bob);
    const s = await alice.socket();
    s.send({ type: 'watch', game: id });
    await s.until(gameAt(id, 0));
    await bob.post(`/api/games/${id}/resign`);
    const end = (await s.until((m) => m['type'] === 'game' && (m as GameMessage).payload.status === 'finished')) as GameMessage;
    expect(end.payload).toMatchObject({ result: { winner: 'red' } });
    s.close();
  });

  it('pushes a chat line to every watcher of the game at once, and a private note to nobody', async () => {
    const id = await newGame(alice, bob);
    const other = await newGame(alice, bob);
    const b = await bob.socket();
    const spectator = await new Client(server.url).socket();
    const elsewhere = await alice.socket();
    b.send({ type: 'watch', game: id });
    spectator.send({ type: 'watch', game: id });
    elsewhere.send({ type: 'watch', game: other });
    await Promise.all([b.until(gameAt(id, 0)), spectator.until(gameAt(id, 0)), elsewhere.until(gameAt(other, 0))]);
    expect((await alice.post(`/api/games/${id}/notes`, { kind: 'note', body: 'flank them on turn 3' })).status).toBe(201);
    expect((await alice.post(`/api/games/${id}/notes`, { kind: 'chat', body: 'good luck' })).status).toBe(201);
    const isChat = (m: Record<string, unknown>) => m['type'] === 'chat';
    for (const s of [b, spectator]) {
      const m = await s.until(isChat);
      expect(m).toMatchObject({ type: 'chat', game: id, note: { kind: 'chat', body: 'good luck', name: 'alice' } });
      // The private note written first never reached another socket; the chat line came once.
      expect(s.messages.filter(isChat)).toHaveLength(1);
      expect(JSON.stringify(s.messages)).not.toContain('flank them');
    }
    // A socket watching another game hears nothing of this one's chat.
    await alice.post(`/api/games/${other}/notes`, { kind: 'chat', body: 'second game' });
    expect(await elsewhere.until(isChat)).toMatchObject({ game: other, note: { body: 'second game' } });
    expect(elsewhere.messages.filter(isChat)).toHaveLength(1);
    for (const s of [b, spectator, elsewhere]) s.close();
  });

  it('closes a socket when its session signs out; the old cookie then only spectates', async () => {
    const carol = await new Client(server.url).signup('carol');
    const dave = await new Client(server.url).signup('dave');
    const id = await newGame(carol, dave);
    const s = await carol.socket();
    s.send({ type: 'watch', game: id });
    expect(((await s.until(gameAt(id, 0))) as GameMessage).payload).toMatchObject({ you: ['red'] });
    const closed = new Promise<number>((resolve) => s.ws.once('close', (code) => resolve(code)));
    const cookie = carol.cookie;
    expect((await carol.post('/api/auth/signout')).status).toBe(200);
    expect(await closed).toBe(4001);
    // The signed-out cookie opens a spectator's socket: the public view, no legal actions.
    const again = await Object.assign(new Client(server.url), { cookie }).socket();
    again.send({ type: 'watch', game: id });
    expect(((await again.until(gameAt(id, 0))) as GameMessage).payload).toMatchObject({ you: [], legal: null });
    again.close();
  });
});

describe('two server processes on one PostgreSQL', () => {
  const schema = schemaName();
  let one: ServerProcess;
  let two: ServerProcess;

  beforeAll(async () => {
    const env = { DATABASE_URL: PG_URL, POLEMARCH_DB_SCHEMA: schema, POLEMARCH_AI_MS: '200' };
    // Started together: the migration lock makes one wait for the other.
    const started = await Promise.allSettled([startProcess(env), startProcess(env)]);
    const failed = started.find((r) => r.status === 'rejected');
    if (failed !== undefined) {
      // One that came up is stopped here: afterAll cannot, and it would outlive the run.
      await Promise.all(started.map((r) => (r.status === 'fulfilled' ? r.value.stop() : undefined)));
      throw failed.reason;
    }
    const up = started.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    [one, two] = [up[0]!, up[1]!];
  }, 120_000);
  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
    await dropSchema(schema);
  });

  it('a player on one process sees at once a move made through the other', async () => {
    const alice = await new Client(one.url).signup('alice');
    const bob = await new Client(two.url).signup('bob');
    const id = await newGame(alice, bob);
    const bobLive = await bob.socket();
    bobLive.send({ type: 'watch', game: id });
    await bobLive.until(gameAt(id, 0));
    const g = (await alice.get<Payload>(`/api/games/${id}`)).body;
    expect(g.pending?.seat).toBe('red');
    const r = await alice.post<Payload>(`/api/games/${id}/act`, { seq: 0, action: g.legal![1] });
    expect(r.status).toBe(200);
    const pushed = (await bobLive.until(gameAt(id, 1), 5000)) as GameMessage;
    expect(pushed.log.map((e) => e.seq)).toEqual([1]);
    // The process that did not commit the action knows it too: a stale action is refused there.
    const stale = await bob.post(`/api/games/${id}/act`, { seq: 0, action: g.legal![0] });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: { code: 'stale' } });
    const seq = await play(alice, bob, id, 4);
    expect((await bobLive.until(gameAt(id, seq), 5000)) as GameMessage).toMatchObject({ payload: { seq } });
    bobLive.close();
  });

  it('a chat line written through one process reaches a watcher on the other', async () => {
    const frank = await new Client(one.url).signup('frank');
    const grace = await new Client(two.url).signup('grace');
    const id = await newGame(frank, grace);
    const live = await grace.socket();
    live.send({ type: 'watch', game: id });
    await live.until(gameAt(id, 0));
    expect((await frank.post(`/api/games/${id}/notes`, { kind: 'chat', body: 'from process one' })).status).toBe(201);
    expect(await live.until((m) => m['type'] === 'chat', 5000)).toMatchObject({ game: id, note: { body: 'from process one', name: 'frank' } });
    live.close();
  });

  it('a sign-out on one process closes the sockets of that session on the other', async () => {
    const erin = await new Client(one.url).signup('erin');
    const s = await LiveSocket.open(two.url, erin.cookie);
    const closed = new Promise<number>((resolve) => s.ws.once('close', (code) => resolve(code)));
    s.send({ type: 'ping' });
    await s.until((m) => m['type'] === 'pong');
    expect((await erin.post('/api/auth/signout')).status).toBe(200);
    expect(await closed).toBe(4001);
  });

  it('the computer plays its seat whichever process the human uses', async () => {
    const carol = await new Client(two.url).signup('carol');
    const onOne = new Client(one.url);
    const r = await carol.post<{ id: string }>('/api/games', { system: 'skirmish', scenario: 'standard', seats: { red: { kind: 'me' }, blue: { kind: 'ai', level: 'easy' } } });
    const id = r.body.id;
    const live = await carol.socket();
    live.send({ type: 'watch', game: id });
    for (let turn = 0; turn < 3; turn++) {
      // Carol ends her turn through process two, then one; the computer answers each time.
      const via = turn % 2 === 0 ? carol : Object.assign(onOne, { cookie: carol.cookie, csrf: carol.csrf });
      const mine = (await via.get<Payload>(`/api/games/${id}`)).body;
      if (mine.status !== 'active') break;
      expect(mine.pending?.seat).toBe('red');
      const res = await via.post<Payload>(`/api/games/${id}/act`, { seq: mine.seq, action: { type: 'end-turn' } });
      expect(res.status).toBe(200);
      await live.until((m) => m['type'] === 'game' && (m as GameMessage).payload.seq > res.body.seq && (m as GameMessage).payload.pending?.seat !== 'blue', 30_000);
    }
    const log = (await carol.get<{ entries: { seat: string }[] }>(`/api/games/${id}/log`)).body.entries;
    expect(log.filter((e) => e.seat === 'blue').length).toBeGreaterThanOrEqual(3);
    live.close();
  }, 120_000);
});
