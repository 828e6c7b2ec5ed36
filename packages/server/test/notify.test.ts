import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, Client, serverOn } from './helpers';

type Payload = { seq: number; legal: { type: string }[] | null };

/** A real SMTP server on loopback that keeps what it receives. */
async function smtpServer(): Promise<{ port: number; mails: { to: string[]; data: string }[]; close(): Promise<void> }> {
  const mails: { to: string[]; data: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (d: Buffer) => (data += d.toString()));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.server.address() as AddressInfo).port, mails, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe.each(BACKENDS)('"your turn" notifications ($name)', (backend) => {
  let server: Awaited<ReturnType<typeof serverOn>>;
  let smtp: Awaited<ReturnType<typeof smtpServer>>;
  let hooks: Server;
  const received: Record<string, unknown>[] = [];
  let red: Client;
  let blue: Client;

  beforeAll(async () => {
    smtp = await smtpServer();
    hooks = createServer((req, res) => {
      let body = '';
      req.on('data', (d: Buffer) => (body += d.toString()));
      req.on('end', () => {
        received.push(JSON.parse(body) as Record<string, unknown>);
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => hooks.listen(0, '127.0.0.1', resolve));
    server = await serverOn(backend, { notify: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: 'Polemarch <games@example.org>', publicUrl: 'https://games.example.org/', privateWebhooks: true } });
    red = await new Client(server.url).signup('red-player');
    blue = await new Client(server.url).signup('blue-player');
  });
  afterAll(async () => {
    await server.dispose();
    await smtp.close();
    hooks.close();
  });

  it('keeps where a player wants them, and refuses bad addresses', async () => {
    const port = (hooks.address() as AddressInfo).port;
    expect((await blue.post('/api/me/settings', { email: 'blue@example.org', webhook: `http://127.0.0.1:${port}/hook` })).status).toBe(200);
    expect((await blue.get('/api/me/settings')).body).toEqual({ email: 'blue@example.org', webhook: `http://127.0.0.1:${port}/hook` });
    expect((await red.post('/api/me/settings', { email: 'not an address' })).status).toBe(400);
    expect((await red.post('/api/me/settings', { webhook: 'file:///etc/passwd' })).status).toBe(400);
    expect((await red.post('/api/me/settings', { webhook: 'http://user:pw@example.org/' })).status).toBe(400);
  });

  it('mails and calls the player who decides now, once per hand-over, not the one who acted', async () => {
    const r = await red.post<{ id: string; invites: Record<string, string> }>('/api/games', { system: 'skirmish', scenario: 'standard', seats: { red: { kind: 'me' }, blue: { kind: 'open' } } });
    const id = r.body.id;
    await blue.post(`/api/invites/${r.body.invites['blue']!}`);
    const g = (await red.get<Payload>(`/api/games/${id}`)).body;
    // A move keeps the decision with red: nobody is told.
    await red.post(`/api/games/${id}/act`, { seq: 0, action: g.legal!.find((a) => a.type === 'move') });
    await server.notifier.idle();
    expect(smtp.mails).toHaveLength(0);
    expect(received).toHaveLength(0);
    await red.post(`/api/games/${id}/act`, { seq: 1, action: { type: 'end-turn' } });
    await server.notifier.idle();
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]!.to).toEqual(['blue@example.org']);
    expect(smtp.mails[0]!.data).toContain('Subject: Polemarch: your turn (skirmish, standard)');
    expect(smtp.mails[0]!.data).toContain(`https://games.example.org/#/online/game/${id}`);
    expect(received).toEqual([expect.objectContaining({ event: 'your-turn', game: id, seat: 'blue', player: 'blue-player', seq: 2 })]);
    // Blue has no hand, deck or seed in its notification either.
    expect(JSON.stringify(received) + smtp.mails[0]!.data).not.toMatch(/hand|seed|rng/);
  });

  it('never sends a webhook to a private address unless the operator allows it', async () => {
    const strict = await serverOn(backend, { notify: {} });
    try {
      const a = await new Client(strict.url).signup('alpha');
      const b = await new Client(strict.url).signup('beta');
      await b.post('/api/me/settings', { webhook: `http://127.0.0.1:${(hooks.address() as AddressInfo).port}/hook` });
      const r = await a.post<{ id: string; invites: Record<string, string> }>('/api/games', { system: 'skirmish', scenario: 'standard', seats: { red: { kind: 'me' }, blue: { kind: 'open' } } });
      await b.post(`/api/invites/${r.body.invites['blue']!}`);
      const before = received.length;
      const errors: unknown[] = [];
      const original = console.error;
      console.error = (...args: unknown[]) => void errors.push(args);
      try {
        await a.post(`/api/games/${r.body.id}/act`, { seq: 0, action: { type: 'end-turn' } });
        await strict.notifier.idle();
      } finally {
        console.error = original;
      }
      expect(received.length).toBe(before);
      expect(JSON.stringify(errors)).toContain('private address');
    } finally {
      await strict.dispose();
    }
  });
});
