import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimiter } from '../src/http';
import { BACKENDS, Client, LiveSocket, gameAt, serverOn } from './helpers';

type Payload = { seq: number; pending: { seat: string } | null; legal: unknown[] | null; view: { hand: string[] } };

/** A raw HTTP request (fetch normalizes paths and refuses some bodies). */
function raw(url: string, method: string, path: string, body?: string, headers: Record<string, string> = {}): Promise<{ status: number; text: string }> {
  const u = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ host: u.hostname, port: u.port, method, path, headers: body === undefined ? headers : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), ...headers } }, (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

describe.each(BACKENDS)('security ($name)', (backend) => {
  let server: Awaited<ReturnType<typeof serverOn>>;
  let top: Client;
  let bottom: Client;
  let watcher: Client;
  let id: string;
  /** Cards only the top seat holds (in no other pile bottom can see): none may reach bottom or a spectator. */
  let secret: string[];

  beforeAll(async () => {
    server = await serverOn(backend);
    top = await new Client(server.url).signup('top-player');
    bottom = await new Client(server.url).signup('bottom-player');
    watcher = await new Client(server.url).signup('watcher');
    const r = await top.post<{ id: string; invites: Record<string, string> }>('/api/games', { system: 'cca', scenario: 'akragas', seats: { top: { kind: 'me' }, bottom: { kind: 'open' } } });
    id = r.body.id;
    await bottom.post(`/api/invites/${r.body.invites['bottom']!}`);
    const { match } = await server.games.match(id);
    const bottomView = JSON.stringify(match.view('bottom'));
    secret = (match.view('top') as { hand: string[] }).hand.filter((c) => !bottomView.includes(`"${c}"`));
    expect(secret.length).toBeGreaterThan(0);
  });
  afterAll(async () => server.dispose());

  const leaks = (text: string): string[] => secret.filter((c) => text.includes(`"${c}"`));

  it("never shows the other seat's hand, through any endpoint or socket message", async () => {
    const socket = await bottom.socket();
    const spectator = await LiveSocket.open(server.url, '');
    socket.send({ type: 'watch', game: id, from: 0 });
    spectator.send({ type: 'watch', game: id, from: 0 });
    // Bottom decides first in Akragas: play a card, then the other side.
    for (let i = 0; i < 6; i++) {
      const b = (await bottom.get<Payload>(`/api/games/${id}`)).body;
      const mover = b.legal !== null ? bottom : top;
      const mine = (await mover.get<Payload>(`/api/games/${id}`)).body;
      expect((await mover.post(`/api/games/${id}/act`, { seq: mine.seq, action: mine.legal![0] })).status).toBe(200);
    }
    const { match } = await server.games.match(id);
    const stillSecret = (match.view('top') as { hand: string[] }).hand;
    secret = secret.filter((c) => stillSecret.includes(c) && !JSON.stringify(match.view('bottom')).includes(`"${c}"`));
    await socket.until(gameAt(id, match.length));
    await spectator.until(gameAt(id, match.length));
    const texts: string[] = [];
    for (const c of [bottom, watcher, new Client(server.url)]) {
      for (const path of [`/api/games/${id}`, `/api/games/${id}?seat=top`, `/api/games/${id}/log`, `/api/games/${id}/notes`, '/api/lobby', `/api/games/${id}/replay`]) texts.push((await c.get(path)).headers.get('content-type') + JSON.stringify((await c.get(path)).body));
      texts.push(JSON.stringify((await c.get('/api/games/mine')).body));
    }
    texts.push(JSON.stringify(socket.messages), JSON.stringify(spectator.messages));
    socket.send({ type: 'watch', game: id, from: 0, seat: 'top' });
    await socket.until((m) => socket.messages.filter((x) => x['type'] === 'game').length >= 2 && m['type'] === 'game');
    texts.push(JSON.stringify(socket.messages));
    expect(secret.length).toBeGreaterThan(0);
    for (const t of texts) expect(leaks(t)).toEqual([]);
    // And no generator or seed anywhere.
    for (const t of texts) expect(t).not.toMatch(/"rng"|"seed"|"xoroshiro/);
    socket.close();
    spectator.close();
  });

  it('refuses acting for the other seat, and acting as a spectator', async () => {
    const g = (await top.get<Payload>(`/api/games/${id}`)).body;
    const other = g.pending!.seat === 'top' ? bottom : top;
    const { match } = await server.games.match(id);
    const action = match.legal(g.pending!.seat)[0];
    const r = await other.post(`/api/games/${id}/act`, { seq: g.seq, action });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ error: { code: 'not-your-turn' } });
    expect((await watcher.post(`/api/games/${id}/act`, { seq: g.seq, action })).status).toBe(403);
    expect((await top.get<Payload>(`/api/games/${id}`)).body.seq).toBe(g.seq);
  });

  it('refuses forced dice, a seed or a seat from a client', async () => {
    const g = (await top.get<Payload>(`/api/games/${id}`)).body;
    const mover = g.legal !== null ? top : bottom;
    const mine = (await mover.get<Payload>(`/api/games/${id}`)).body;
    for (const extra of [{ dice: ['flag'] }, { seed: 1 }, { seat: mine.pending!.seat }]) {
      const r = await mover.post(`/api/games/${id}/act`, { seq: mine.seq, action: mine.legal![0], ...extra });
      expect(r.status).toBe(400);
    }
    expect((await top.get<Payload>(`/api/games/${id}`)).body.seq).toBe(mine.seq);
  });

  it('refuses an unauthenticated write, and a signed-in one without the CSRF token', async () => {
    const anon = new Client(server.url);
    expect((await anon.post('/api/games', { system: 'skirmish', scenario: 'standard', seats: { red: { kind: 'me' }, blue: { kind: 'open' } } })).status).toBe(401);
    expect((await anon.post(`/api/games/${id}/act`, { seq: 0, action: {} })).status).toBe(401);
    expect((await anon.post(`/api/games/${id}/resign`)).status).toBe(401);
    const noCsrf = await raw(server.url, 'POST', `/api/games/${id}/resign`, '{}', { cookie: top.cookie });
    expect(noCsrf.status).toBe(403);
    const wrongCsrf = await raw(server.url, 'POST', `/api/games/${id}/resign`, '{}', { cookie: top.cookie, 'x-csrf-token': bottom.csrf });
    expect(wrongCsrf.status).toBe(403);
    const crossSite = await raw(server.url, 'POST', `/api/games/${id}/resign`, '{}', { cookie: top.cookie, 'x-csrf-token': top.csrf, origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    const form = await raw(server.url, 'POST', '/api/auth/signin', 'name=top-player&password=x', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    expect((await top.get<{ status: string }>(`/api/games/${id}`)).body.status).toBe('active');
  });

  it('refuses oversized and deeply nested JSON before parsing it', async () => {
    const big = JSON.stringify({ seq: 0, action: 'x'.repeat(100_000) });
    expect((await raw(server.url, 'POST', `/api/games/${id}/act`, big, { cookie: top.cookie, 'x-csrf-token': top.csrf })).status).toBe(413);
    const deep = `{"seq":0,"action":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    expect((await raw(server.url, 'POST', `/api/games/${id}/act`, deep, { cookie: top.cookie, 'x-csrf-token': top.csrf })).status).toBe(400);
    expect((await raw(server.url, 'POST', '/api/auth/signin', '{"name":', {})).status).toBe(400);
    const sock = await watcher.socket();
    sock.send({ type: 'watch', game: id, from: { a: { b: { c: { d: { e: 1 } } } } } });
    expect(await sock.until((m) => m['type'] === 'error')).toMatchObject({ code: 'bad-message' });
    sock.ws.send('x'.repeat(10_000));
    await new Promise<void>((resolve) => sock.ws.once('close', () => resolve()));
    expect((await top.get<{ seq: number }>(`/api/games/${id}`)).status).toBe(200);
  });

  it('checks every action through the kernel input layer: depth, string length, node count, unknown fields', async () => {
    const decider = (await top.get<Payload>(`/api/games/${id}`)).body.legal !== null ? top : bottom;
    const g = (await decider.get<Payload>(`/api/games/${id}`)).body;
    const legal = g.legal![0] as Record<string, unknown>;
    const refused = async (action: unknown, why: RegExp) => {
      const r = await decider.post<{ error: { code: string; message: string } }>(`/api/games/${id}/act`, { seq: g.seq, action });
      expect(r.status).toBe(422);
      expect(r.body.error.code).toBe('bad-action');
      expect(r.body.error.message).toMatch(why);
    };
    // Nine levels: within the HTTP layer's 16, beyond ACTION_LIMITS' 8.
    let nested: unknown = 1;
    for (let i = 0; i < 9; i++) nested = { x: nested };
    await refused(nested, /nested deeper than 8/);
    await refused({ ...legal, note: 'y'.repeat(300) }, /longer than 256/);
    await refused(Array.from({ length: 2100 }, () => 0), /more than 2000 values/);
    // A legal action with one field more is not silently stripped: the strict schema refuses it.
    await refused({ ...legal, dice: [6, 6] }, /unknown field "dice"/);
    expect((await decider.get<Payload>(`/api/games/${id}`)).body.seq).toBe(g.seq);
  });

  it('refuses path traversal in files and ids', async () => {
    for (const path of ['/..%2f..%2f..%2fetc%2fpasswd', '/assets/..%2f..%2fpackage.json', '/%2e%2e/%2e%2e/etc/passwd']) {
      const r = await raw(server.url, 'GET', path);
      // Refused, or (where the URL parser already folded the dots away) the app's own page.
      if (r.status === 200) expect(r.text).toContain('<title>Polemarch</title>');
      else expect([400, 403]).toContain(r.status);
      expect(r.text).not.toContain('root:');
    }
    expect((await raw(server.url, 'GET', '/api/games/..%2f..%2fetc')).status).toBe(404);
    expect((await raw(server.url, 'GET', `/api/games/${id}%00/log`)).status).toBe(404);
  });

  it('refuses a socket opened from another site', async () => {
    await expect(LiveSocket.open(server.url, top.cookie, 'https://evil.example')).rejects.toThrow(/403/);
  });

  it('rate-limits a client that floods the API', async () => {
    let now = 0;
    const bucket = new RateLimiter(2, 3, () => now);
    expect([1, 2, 3, 4].map(() => bucket.take('a'))).toEqual([true, true, true, false]);
    expect(bucket.take('b')).toBe(true);
    now = 500;
    expect([bucket.take('a'), bucket.take('a')]).toEqual([true, false]);
    // Through HTTP once (a second server: on PostgreSQL, where one starts quickly).
    if (backend.name !== 'postgres') return;
    const limited = await serverOn(backend, { rateLimit: { perSecond: 1, burst: 5 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) statuses.push((await fetch(new URL('api/health', limited.url))).status);
      expect(statuses.slice(0, 5).every((s) => s === 200)).toBe(true);
      expect(statuses).toContain(429);
    } finally {
      await limited.dispose();
    }
  });
});
