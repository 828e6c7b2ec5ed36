import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charge, parseClock } from '../src/games/clock';
import { BACKENDS, Client, serverOn } from './helpers';

type Clock = { bankMs: number; incrementMs: number; banks: Record<string, number>; running: string | null; deadline: string | null };
type Payload = { seq: number; status: string; pending: { seat: string } | null; legal: { type: string }[] | null; clock: Clock | null; result: { winner: string | null; reason: { key: string } } | null };

describe('time banks', () => {
  const clock = { bankMs: 60_000, incrementMs: 5_000 };
  it('charges the deciding seat, and adds the increment when the decision passes to the other seat', () => {
    expect(charge(clock, { red: 60_000, blue: 60_000 }, 'red', 1_500, 'red')).toEqual({ banks: { red: 58_500, blue: 60_000 }, flagged: false });
    expect(charge(clock, { red: 58_500, blue: 60_000 }, 'red', 500, 'blue')).toEqual({ banks: { red: 63_000, blue: 60_000 }, flagged: false });
    expect(charge(clock, { red: 1_000, blue: 60_000 }, 'red', 1_001, 'blue')).toEqual({ banks: { red: 0, blue: 60_000 }, flagged: true });
  });

  it('takes a clock of 10 s to 60 days, or none', () => {
    expect(parseClock(undefined)).toBeNull();
    expect(parseClock({ bankSeconds: 86_400, incrementSeconds: 3_600 })).toEqual({ bankMs: 86_400_000, incrementMs: 3_600_000 });
    for (const bad of [{ bankSeconds: 1 }, { bankSeconds: 1e9 }, { bankSeconds: 60, incrementSeconds: -1 }, { bankSeconds: '60' }, 5]) expect(() => parseClock(bad)).toThrow(/clock/);
  });
});

describe.each(BACKENDS)('paces on the server ($name)', (backend) => {
  let server: Awaited<ReturnType<typeof serverOn>>;
  let red: Client;
  let blue: Client;

  beforeAll(async () => {
    server = await serverOn(backend);
    red = await new Client(server.url).signup('red-player');
    blue = await new Client(server.url).signup('blue-player');
  });
  afterAll(async () => server.dispose());

  async function timedGame(): Promise<string> {
    const r = await red.post<{ id: string; invites: Record<string, string> }>('/api/games', { system: 'skirmish', scenario: 'standard', clock: { bankSeconds: 60, incrementSeconds: 5 }, seats: { red: { kind: 'me' }, blue: { kind: 'open' } } });
    expect(r.status).toBe(201);
    await blue.post(`/api/invites/${r.body.invites['blue']!}`);
    return r.body.id;
  }

  it("runs the deciding seat's clock from the start, charges it per decision, adds the increment at the hand-over", async () => {
    const id = await timedGame();
    const g = (await red.get<Payload>(`/api/games/${id}`)).body;
    expect(g.clock).toMatchObject({ bankMs: 60_000, incrementMs: 5_000, banks: { red: 60_000, blue: 60_000 }, running: 'red' });
    const left = Date.parse(g.clock!.deadline!) - Date.now();
    expect(left).toBeGreaterThan(30_000);
    expect(left).toBeLessThanOrEqual(60_000);
    const move = g.legal!.find((a) => a.type === 'move')!;
    const a = (await red.post<Payload>(`/api/games/${id}/act`, { seq: 0, action: move })).body;
    expect(a.pending?.seat).toBe('red');
    expect(a.clock!.banks['red']).toBeLessThan(60_000);
    expect(a.clock!.banks['red']).toBeGreaterThan(30_000);
    const b = (await red.post<Payload>(`/api/games/${id}/act`, { seq: 1, action: { type: 'end-turn' } })).body;
    expect(b.pending?.seat).toBe('blue');
    expect(b.clock!.running).toBe('blue');
    expect(b.clock!.banks['red']).toBeGreaterThan(a.clock!.banks['red']!);
    expect(b.clock!.banks['blue']).toBe(60_000);
  });

  it('refuses an action that comes after the time ran out: the other seat wins on time', async () => {
    const id = await timedGame();
    await server.db.query("UPDATE games SET deadline = now() - interval '1 second' WHERE id = $1", [id]);
    const late = await red.post(`/api/games/${id}/act`, { seq: 0, action: { type: 'end-turn' } });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ error: { code: 'timeout' } });
    const g = (await blue.get<Payload>(`/api/games/${id}`)).body;
    expect(g.status).toBe('finished');
    expect(g.result).toMatchObject({ winner: 'blue', reason: { key: 'online.timeout' } });
    expect(g.clock!.banks['red']).toBe(0);
    expect(g.seq).toBe(0);
  });

  it('ends a game whose deciding seat let its time run out, and tells the watchers', async () => {
    const id = await timedGame();
    const live = await blue.socket();
    live.send({ type: 'watch', game: id });
    await live.until((m) => m['type'] === 'game');
    await server.db.query("UPDATE games SET deadline = now() - interval '1 second' WHERE id = $1", [id]);
    expect(await server.games.sweepClocks()).toBe(1);
    expect(await server.games.sweepClocks()).toBe(0);
    const end = await live.until((m) => m['type'] === 'game' && (m['payload'] as Payload).status === 'finished');
    expect((end['payload'] as Payload).result).toMatchObject({ winner: 'blue' });
    live.close();
  });

  it('leaves untimed games alone', async () => {
    const r = await red.post<{ id: string }>('/api/games', { system: 'skirmish', scenario: 'standard', seats: { red: { kind: 'me' }, blue: { kind: 'me' } } });
    const g = (await red.get<Payload>(`/api/games/${r.body.id}`)).body;
    expect(g.clock).toBeNull();
    expect(g.status).toBe('active');
  });
});
