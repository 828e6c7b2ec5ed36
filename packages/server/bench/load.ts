/**
 * Load benchmark for online play (not a test): N concurrent live games of scripted clients on
 * loopback. Each game has two players, each with a WebSocket; a player acts (HTTP POST) when its
 * socket says it decides, with a random legal action. Reports actions per second, the act
 * round-trip (POST to response) and the push latency (POST to the opponent's socket message), p50/p99.
 *
 *   npx tsx packages/server/bench/load.ts --games 200 --actions 30 --db embedded
 *   npx tsx packages/server/bench/load.ts --games 200 --actions 30 --db postgres [--url postgres://...]
 *   npx tsx packages/server/bench/load.ts --games 1000 --actions 8 --think 5000 --db postgres   (live games: a move every ~5 s)
 *
 * The server runs as its own process (`polemarch serve`), as in production.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { WebSocket } from 'ws';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '100' },
    actions: { type: 'string', default: '30' },
    db: { type: 'string', default: 'embedded' },
    url: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/test' },
    users: { type: 'string', default: '40' },
    /** A player's thinking time before each action (ms, 0.5 to 1.5 times this; 0: act at once, a closed loop). */
    think: { type: 'string', default: '0' },
    /** Write the server's V8 CPU profile (.cpuprofile) into this directory. */
    profile: { type: 'string' },
  },
});
const GAMES = Number(values.games);
const ACTIONS = Number(values.actions);
const USERS = Math.min(Number(values.users), GAMES * 2);
const THINK = Number(values.think);
const CLI = fileURLToPath(new URL('../../cli/bin/polemarch.js', import.meta.url));

interface Session {
  cookie: string;
  csrf: string;
}
type Payload = { seq: number; status: string; legal: unknown[] | null };

function startServer(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  // Profiled, the server exits on SIGINT through process.exit, which is when Node writes the profile.
  const flags = values.profile !== undefined ? ['--cpu-prof', '--cpu-prof-dir', values.profile, '--import', "data:text/javascript,process.on('SIGINT',()=>process.exit(0))"] : [];
  const child = spawn(process.execPath, [...flags, CLI, 'serve', '--port', '0'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /running at (http:\/\/\S+)/.exec(out);
      if (m) resolve({ url: m[1]!, child });
    });
    child.once('exit', (code) => reject(new Error(`server exited ${String(code)}: ${out}`)));
  });
}

async function post<T>(base: string, path: string, body: unknown, s?: Session): Promise<{ status: number; body: T; cookie: string | null }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (s) {
    headers['cookie'] = s.cookie;
    headers['x-csrf-token'] = s.csrf;
  }
  let r: Response;
  for (let attempt = 1; ; attempt++) {
    try {
      r = await fetch(new URL(path, base), { method: 'POST', headers, body: JSON.stringify(body) });
      break;
    } catch (e) {
      // A kept-alive connection the server closed as it was reused (ECONNRESET): try again on a new one.
      if (attempt >= 3) throw e;
    }
  }
  return { status: r.status, body: (await r.json()) as T, cookie: r.headers.get('set-cookie') };
}

/** CPU seconds (user + system) a process has used so far (Linux /proc; NaN elsewhere). */
function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${String(pid)}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

const pct = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

async function main(): Promise<void> {
  const schema = `pm_bench_${randomBytes(4).toString('hex')}`;
  const env: Record<string, string> =
    values.db === 'postgres'
      ? { DATABASE_URL: values.url, POLEMARCH_DB_SCHEMA: schema, POLEMARCH_RATE: '1000000', POLEMARCH_BURST: '1000000', POLEMARCH_DB_POOL: '20' }
      : { DATABASE_URL: '', POLEMARCH_DATA_DIR: join(tmpdir(), `polemarch-bench-${schema}`), POLEMARCH_RATE: '1000000', POLEMARCH_BURST: '1000000' };
  const server = await startServer(env);
  // Whatever happens to this script, the server it started goes with it.
  process.once('exit', () => server.child.kill('SIGKILL'));
  const base = server.url;
  try {
    const sessions: Session[] = [];
    for (let i = 0; i < USERS; i++) {
      const r = await post<{ csrf: string }>(base, '/api/auth/signup', { name: `bench${i}`, password: 'bench password' });
      sessions.push({ cookie: r.cookie!.split(';')[0]!, csrf: r.body.csrf });
    }
    const games: { id: string; players: Session[] }[] = [];
    // Set up 25 games at a time.
    for (let from = 0; from < GAMES; from += 25) {
      const batch = Array.from({ length: Math.min(25, GAMES - from) }, async (_, k) => {
        const g = from + k;
        const a = sessions[(2 * g) % USERS]!;
        const b = sessions[(2 * g + 1) % USERS]!;
        const r = await post<{ id: string; invites: Record<string, string> }>(base, '/api/games', { system: 'skirmish', scenario: 'standard', seats: { red: { kind: 'me' }, blue: { kind: 'open' } } }, a);
        await post(base, `/api/invites/${r.body.invites['blue']!}`, {}, b);
        return { id: r.body.id, players: [a, b] };
      });
      games.push(...(await Promise.all(batch)));
    }
    const rtt: number[] = [];
    const push: number[] = [];
    let actions = 0;
    let errors = 0;
    // Every player's socket is opened first, 50 at a time (thousands at once overflow the listen
    // backlog); the clock starts when all are open and each asks for its game.
    const opened: WebSocket[][] = [];
    for (let from = 0; from < games.length; from += 25) {
      const batch = games.slice(from, from + 25).map((game) =>
        Promise.all(
          game.players.map(
            (s) =>
              new Promise<WebSocket>((resolve, reject) => {
                const ws = new WebSocket(new URL('api/live', base.replace(/^http/, 'ws')), { headers: { cookie: s.cookie } });
                ws.once('open', () => resolve(ws));
                ws.once('error', reject);
              }),
          ),
        ),
      );
      opened.push(...(await Promise.all(batch)));
    }
    const t0 = performance.now();
    const cpu0 = cpuSeconds(server.child.pid);
    await Promise.all(
      games.map(
        (game, gi) =>
          new Promise<void>((done) => {
            const sentAt = new Map<number, number>();
            let finished = false;
            const sockets = opened[gi]!.map((ws, i) => {
              ws.on('error', () => errors++);
              ws.send(JSON.stringify({ type: 'watch', game: game.id }));
              ws.on('message', (d: Buffer) => {
                const m = JSON.parse(d.toString()) as { type: string; payload: Payload };
                if (m.type !== 'game' || finished) return;
                const p = m.payload;
                const sent = sentAt.get(p.seq);
                // Timed at the player who decides next (the one the action was pushed to).
                if (sent !== undefined && p.legal !== null && (sentAt.delete(p.seq), true)) push.push(performance.now() - sent);
                if (p.status !== 'active' || p.seq >= ACTIONS) {
                  finished = true;
                  for (const w of sockets) w.close();
                  done();
                  return;
                }
                if (p.legal === null) return;
                const action = p.legal[Math.floor(Math.random() * p.legal.length)];
                const send = () => {
                  const start = performance.now();
                  // The opponent's socket may hear of the action before this response arrives.
                  sentAt.set(p.seq + 1, start);
                  void post<Payload>(base, `/api/games/${game.id}/act`, { seq: p.seq, action }, game.players[i]).then((r) => {
                    rtt.push(performance.now() - start);
                    if (r.status === 200) actions++;
                    else errors++;
                  });
                };
                if (THINK > 0) setTimeout(send, THINK * (0.5 + Math.random()));
                else send();
              });
              return ws;
            });
          }),
      ),
    );
    const seconds = (performance.now() - t0) / 1000;
    const cpuMs = ((cpuSeconds(server.child.pid) - cpu0) * 1000) / Math.max(1, actions);
    const line = `| ${values.db} | ${GAMES} | ${actions} | ${errors} | ${seconds.toFixed(1)} s | ${(actions / seconds).toFixed(0)} | ${pct(rtt, 50).toFixed(1)} / ${pct(rtt, 99).toFixed(1)} ms | ${pct(push, 50).toFixed(1)} / ${pct(push, 99).toFixed(1)} ms | ${cpuMs.toFixed(2)} ms |`;
    console.log(`${cpus().length} cores (${cpus()[0]?.model ?? '?'}), node ${process.version}`);
    console.log(`think time ${THINK} ms; load average ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
    console.log('| database | games | actions | errors | time | actions/s | act round-trip p50 / p99 | push to opponent p50 / p99 | server CPU per action |');
    console.log('|---|---|---|---|---|---|---|---|---|');
    console.log(line);
  } finally {
    if (values.profile !== undefined) {
      // SIGINT lets the server exit cleanly, and Node writes the profile on exit.
      const exited = new Promise((r) => server.child.once('exit', r));
      server.child.kill('SIGINT');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    }
    server.child.kill('SIGKILL');
    if (values.db === 'postgres') {
      const c = new pg.Client({ connectionString: values.url });
      await c.connect();
      await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await c.end();
    }
  }
}

await main();
