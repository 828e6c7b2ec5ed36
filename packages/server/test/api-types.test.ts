import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GamePayload, answers, checkAnswer, serverMessageSchema } from '../src/api-types';
import { BACKENDS, Client, gameAt, serverOn } from './helpers';

/**
 * The API's answers and socket messages have the shapes of src/api-types.ts, the schemas the web app
 * checks them against: a whole skirmish game, every route the app reads, on both databases.
 */
function fits<K extends keyof typeof answers>(route: K, body: unknown): void {
  const r = checkAnswer<unknown>(answers[route], body);
  expect(r.ok ? 'fits' : `${route}: ${r.problem}`).toBe('fits');
}

describe.each(BACKENDS)('the API answers fit their schemas ($name)', (backend) => {
  let server: Awaited<ReturnType<typeof serverOn>>;
  beforeAll(async () => {
    server = await serverOn(backend);
  });
  afterAll(async () => server.dispose());

  it('session, sign-up, create, invite, lobby, games, act, log, notes, socket, profile and replay', async () => {
    const anon = new Client(server.url);
    fits('session', (await anon.get('/api/session')).body);
    const alice = new Client(server.url);
    fits('signedIn', (await alice.post('/api/auth/signup', { name: 'ann', password: 'correct horse battery' })).body);
    fits('session', (await alice.get('/api/session')).body);
    const created = await alice.post<{ id: string; invites: Record<string, string> }>('/api/games', { system: 'skirmish', scenario: 'standard', seats: { red: { kind: 'me' }, blue: { kind: 'open' } } });
    fits('created', created.body);
    fits('lobby', (await anon.get('/api/lobby')).body);
    const id = created.body.id;
    const bob = new Client(server.url);
    fits('invite', (await bob.post(`/api/invites/${created.body.invites['blue']!}`)).body);
    fits('mine', (await alice.get('/api/games/mine')).body);
    const socket = await anon.socket();
    socket.send({ type: 'watch', game: id, from: 0 });
    fits('ok', (await alice.post(`/api/games/${id}/notes`, { kind: 'chat', body: 'good luck' })).body);
    fits('ok', (await alice.post(`/api/games/${id}/notes`, { kind: 'note', body: 'left flank' })).body);
    fits('notes', (await alice.get(`/api/games/${id}/notes`)).body);
    let seq = 0;
    for (let guard = 0; guard < 400; guard++) {
      const a = (await alice.get<GamePayload>(`/api/games/${id}`)).body;
      fits('game', a);
      if (a.status === 'finished') break;
      const mover = a.pending!.seat === 'red' ? alice : bob;
      const mine = (await mover.get<GamePayload>(`/api/games/${id}`)).body;
      const r = await mover.post(`/api/games/${id}/act`, { seq: mine.seq, action: mine.legal![(guard * 7) % mine.legal!.length]! });
      expect(r.status).toBe(200);
      fits('game', r.body);
      seq = mine.seq + 1;
    }
    fits('log', (await bob.get(`/api/games/${id}/log`)).body);
    fits('log', (await anon.get(`/api/games/${id}/log`)).body);
    await socket.until(gameAt(id, seq));
    socket.send({ type: 'ping' });
    await socket.until((m) => m['type'] === 'pong');
    socket.close();
    for (const m of socket.messages) {
      const r = checkAnswer(serverMessageSchema, m);
      expect(r.ok ? 'fits' : r.problem).toBe('fits');
    }
    fits('profile', (await anon.get('/api/users/ann')).body);
    fits('replay', (await anon.get(`/api/games/${id}/replay`)).body);
    fits('error', (await anon.get(`/api/games/${id}/nothing`)).body);
    fits('ok', (await alice.post('/api/auth/signout')).body);
  });

});

describe('the schemas', () => {
  it('a schema refuses what the app must not read: a missing field, an unknown seat kind', () => {
    expect(checkAnswer(answers.joined, { game: 'g1' })).toEqual({ ok: false, problem: 'seat: Invalid input: expected string, received undefined' });
    expect(checkAnswer(answers.lobby, [{ id: 'g', system: 's', scenario: 'x', createdBy: null, seats: [{ seat: 'red', kind: 'robot', name: null, level: null }] }]).ok).toBe(false);
    expect(checkAnswer(serverMessageSchema, { type: 'game', game: 'g', payload: {}, log: [] }).ok).toBe(false);
  });
});
