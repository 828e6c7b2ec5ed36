/**
 * Side-by-side benchmark: this checkout against a baseline checkout of an earlier commit, interleaved round by round
 * so that drift falls on both. Prints each figure's median and the speed ratio (>1: this checkout is faster), never an
 * absolute verdict. By default the figures are CPU time of fixed-count workloads (`bench-workload.ts`), which a busy
 * machine does not distort much; `--wall` adds the wall-clock benches of `npm run bench` (trust those on a quiet
 * machine only).
 *
 *   git worktree add --detach /tmp/base <commit> && (cd /tmp/base && npm ci)
 *   npm run bench:compare -- --baseline /tmp/base [--rounds 3] [--scale 1] [--system cca] [--isolate [--processes 3] [--only <text>]] [--wall [--seconds 2]] [--cli [--runs 5]]
 *   npm run bench:compare -- --baseline-commit <commit> ...   (the baseline checkout made and removed here)
 *   npm run bench:compare -- --baseline-commit <commit> --web [--skip-workloads] [--rounds 3]   (the app's figures, in Chromium)
 *
 * `--baseline-commit` makes the baseline itself: a detached worktree of that commit in a temporary folder, its own
 * `npm ci`, removed at the end (`--keep-baseline` keeps it and prints where).
 *
 * `--cli` adds the command line's figures (issue 18): the CPU seconds of `polemarch --help` and `systems`, and of a
 * warm `show`, `legal` and `act` on a 40,000-action Dara record (`bench-record.ts`, made once by this checkout;
 * each tree its own snapshot cache, warmed by one untimed `show`). CPU of the child process, read from
 * /proc/self/stat's children's times (Linux; 10 ms ticks, so the median of `--runs` runs a round).
 *
 * `--web` adds the app's figures (issue 18): each round runs `npm run bench -w @polemarch/web` (`packages/web/bench/
 * board.ts`: first render, pan/zoom frames, a unit's reachable hexes, in headless Chromium) in each tree in turn and
 * takes the median of every timing it prints in its JSON lines. Wall-clock figures: a loaded machine moves them by a
 * third; read them with their spreads. Needs Chromium (`bash .ci/e2e-deps.sh`).
 *
 * `--isolate` runs each workload in a process of its own (slower to run, but no figure carries the JIT state that
 * the workloads before it left); `--processes P` runs each of them in P fresh processes a round and tree, every one a
 * sample of the median.
 *
 * The workloads run with V8's concurrent recompilation off (`--concurrent-jit` keeps it on). With it on, when the
 * optimising compiler's background job finishes depends on the other threads' timing, so one tree gave GBoH's Dara
 * mid-game `legal` 100 µs in one process and 196 µs in the next (docs/bench.md); off, the optimisation points
 * depend only on the code run, and the spread between processes is what the machine adds. Both trees run alike.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

function arg(name: string, fallback: string | undefined): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : fallback;
}

const here = resolve(import.meta.dirname, '..');
const baselineCommit = arg('baseline-commit', undefined);
let baseline = arg('baseline', undefined);
let madeBaseline: string | null = null;
if (baseline === undefined && baselineCommit !== undefined) {
  madeBaseline = join(mkdtempSync(join(tmpdir(), 'polemarch-baseline-')), 'tree');
  console.error(`baseline: ${baselineCommit} in ${madeBaseline} (git worktree add, npm ci)`);
  execFileSync('git', ['worktree', 'add', '--detach', madeBaseline, baselineCommit], { cwd: here, stdio: 'inherit' });
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel', 'error'], { cwd: madeBaseline, stdio: 'inherit' });
  baseline = madeBaseline;
}
if (baseline === undefined) {
  console.error('usage: bench-compare (--baseline <checkout of the earlier commit, npm ci done> | --baseline-commit <commit>) [--rounds N] [--seconds S] [--system id] [--cli]');
  process.exit(2);
}
const rounds = Number(arg('rounds', '3'));
const seconds = arg('seconds', '2')!;
const system = arg('system', undefined);
const scale = arg('scale', '1')!;
const wall = process.argv.includes('--wall');
const isolate = process.argv.includes('--isolate');
const processes = Math.max(1, Number(arg('processes', '1')));
if (!Number.isInteger(processes)) throw new Error('--processes takes a whole number');
/** `--only <text>`: with --isolate, only the workloads whose name contains it (e.g. "mid-game legal"). */
const onlyJobs = arg('only', undefined);
const nodeFlags = process.argv.includes('--concurrent-jit') ? [] : ['--no-concurrent-recompilation'];
const cli = process.argv.includes('--cli');
const web = process.argv.includes('--web');
/** `--skip-workloads`: only the figures asked for by `--cli`, `--web` or `--wall` (e.g. the app's alone). */
const skipWorkloads = process.argv.includes('--skip-workloads');
const cliRuns = Math.max(1, Number(arg('runs', '5')));
/** `--record-actions N`: the record's length (40,000 by default, issue 18's figure; fewer for a quick check). */
const recordActions = arg('record-actions', '40000')!;
const recordLabel = `${Number(recordActions).toLocaleString('en')} actions, warm`;
const trees = { new: here, base: resolve(baseline) } as const;
type Tree = keyof typeof trees;

/** figure name -> samples; `higher` says whether a larger value is better (throughput) or worse (µs). */
const samples = new Map<string, { higher: boolean; values: Record<Tree, number[]> }>();
function record(name: string, higher: boolean, tree: Tree, value: number): void {
  if (!Number.isFinite(value) || value <= 0) return;
  let s = samples.get(name);
  if (s === undefined) samples.set(name, (s = { higher, values: { new: [], base: [] } }));
  s.values[tree].push(value);
}

interface CliRow { system: string; scenario: string; actionsPerSecond: number; playoutsPerSecond: number; applyMicros: number; legalMicros: number; cloneMicros: number; midLegalMicros: number }

function cliBench(tree: Tree): void {
  const args = ['packages/cli/bin/polemarch.js', 'bench', '--json', '--seconds', seconds];
  if (system !== undefined) args.push('--system', system);
  const out = execFileSync('node', args, { cwd: trees[tree], encoding: 'utf8', maxBuffer: 1 << 26, env: { ...process.env, POLEMARCH_CACHE: 'off' } });
  for (const r of JSON.parse(out) as CliRow[]) {
    const k = `${r.system}/${r.scenario}`;
    record(`${k} actions/s`, true, tree, r.actionsPerSecond);
    record(`${k} games/s`, true, tree, r.playoutsPerSecond);
    record(`${k} apply µs`, false, tree, r.applyMicros);
    record(`${k} legal µs`, false, tree, r.legalMicros);
    record(`${k} clone µs`, false, tree, r.cloneMicros);
    record(`${k} mid legal µs`, false, tree, r.midLegalMicros);
  }
}

function gbohBench(tree: Tree): void {
  if (system !== undefined && system !== 'gboh') return;
  const out = execFileSync('npx', ['tsx', 'packages/gboh/bench/bench.ts'], { cwd: trees[tree], encoding: 'utf8', maxBuffer: 1 << 26 });
  for (const line of out.split('\n')) {
    const name = line.slice(0, 20).trim();
    let m = /battles\/s ([\d.]+).*actions\/s (\d+)\s+legal ([\d.]+) µs\s+advance ([\d.]+) µs/.exec(line);
    if (m !== null) {
      record(`gboh battle ${name} battles/s`, true, tree, Number(m[1]));
      record(`gboh battle ${name} actions/s`, true, tree, Number(m[2]));
      record(`gboh battle ${name} legal µs`, false, tree, Number(m[3]));
      record(`gboh battle ${name} advance µs`, false, tree, Number(m[4]));
      continue;
    }
    m = /mid-battle .*legal ([\d.]+) µs\s+clone ([\d.]+) µs\s+advance ([\d.]+) µs/.exec(line);
    if (m !== null) {
      record(`gboh mid ${name} legal µs`, false, tree, Number(m[1]));
      record(`gboh mid ${name} clone µs`, false, tree, Number(m[2]));
      record(`gboh mid ${name} advance µs`, false, tree, Number(m[3]));
      continue;
    }
    m = /play loop \d+ actions in [\d.]+ s: ([\d.]+) µs\/action/.exec(line);
    if (m !== null) record(`gboh play loop ${name} µs/action`, false, tree, Number(m[1]));
  }
}

function workload(tree: Tree, job?: string): void {
  // tsx as a loader of a plain `node`, so the V8 flags reach the process that runs the workload.
  const args = [...nodeFlags, '--import', 'tsx', resolve(here, 'scripts/bench-workload.ts'), '--root', trees[tree], '--scale', scale];
  if (system !== undefined) args.push('--system', system);
  if (job !== undefined) args.push('--job', job);
  const out = execFileSync('node', args, { cwd: trees[tree], encoding: 'utf8', maxBuffer: 1 << 26 });
  for (const [k, v] of Object.entries(JSON.parse(out) as Record<string, number>)) record(`${k} (CPU)`, false, tree, v);
}

/**
 * The app's figures from one run of the web bench in `tree`: every JSON line it prints (`{"bench": ..., "<figure>Ms":
 * {median, p95, max}}`) gives one sample a figure, its median. A tree whose bench prints no JSON line gives none.
 */
function webBench(tree: Tree): void {
  const out = execFileSync('npx', ['tsx', 'bench/board.ts'], { cwd: join(trees[tree], 'packages/web'), encoding: 'utf8', maxBuffer: 1 << 26, stdio: ['ignore', 'pipe', 'inherit'] });
  for (const line of out.split('\n')) {
    if (!line.startsWith('{"bench":')) continue;
    const row = JSON.parse(line) as Record<string, unknown>;
    for (const [k, v] of Object.entries(row)) {
      if (!k.endsWith('Ms') || typeof v !== 'object' || v === null || !('median' in v)) continue;
      record(`web ${String(row['bench'])} ${k.slice(0, -2)} median ms`, false, tree, Number((v as { median: unknown }).median));
    }
  }
}

/** CPU seconds of this process's waited-for children so far (/proc/self/stat fields 16 and 17, in 1/100 s). */
function childrenCpu(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields after the command name start at field 3 (state): cutime is field 16, cstime field 17.
  return (Number(fields[16 - 3]) + Number(fields[17 - 3])) / 100;
}

/** The CPU seconds of one CLI command run in `tree` (its own built bundle), failures included in the figure's name. */
function cliCpu(tree: Tree, args: string[], env: NodeJS.ProcessEnv): number {
  const before = childrenCpu();
  execFileSync('node', ['packages/cli/bin/polemarch.js', ...args], { cwd: trees[tree], env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 1 << 26 });
  return childrenCpu() - before;
}

const record40k = cli ? join(mkdtempSync(join(tmpdir(), 'polemarch-bench-record-')), 'dara-40k.json') : '';
const caches: Record<Tree, string> = { new: '', base: '' };
let firstAction = '';
if (cli) {
  console.error(`making the ${recordActions}-action Dara record`);
  execFileSync('npx', ['tsx', 'scripts/bench-record.ts', '--out', record40k, '--actions', recordActions], { cwd: here, stdio: ['ignore', 'ignore', 'inherit'] });
  const legal = JSON.parse(execFileSync('node', ['packages/cli/bin/polemarch.js', 'legal', record40k, '--json', '--no-cache'], { cwd: here, encoding: 'utf8', maxBuffer: 1 << 26 })) as { legal?: unknown[]; actions?: unknown[] };
  const first = (legal.legal ?? legal.actions ?? [])[0];
  if (first === undefined) throw new Error('the 40,000-action record has no legal action to `act`');
  firstAction = JSON.stringify(first);
  for (const t of ['new', 'base'] as const) {
    caches[t] = mkdtempSync(join(tmpdir(), `polemarch-bench-cache-${t}-`));
    // Warm: the first open replays the whole record and keeps a snapshot.
    cliCpu(t, ['show', record40k], { POLEMARCH_CACHE_DIR: caches[t] });
  }
}

function cliFigures(tree: Tree): void {
  const env = { POLEMARCH_CACHE_DIR: caches[tree] };
  const out = join(caches[tree], 'act-out.json');
  const commands: [string, string[]][] = [
    ['cli --help CPU s', ['--help']],
    ['cli systems CPU s', ['systems']],
    [`cli show (${recordLabel}) CPU s`, ['show', record40k]],
    [`cli legal (${recordLabel}) CPU s`, ['legal', record40k]],
    [`cli act (${recordLabel}) CPU s`, ['act', record40k, firstAction, '--out', out]],
  ];
  for (const [name, args] of commands) for (let i = 0; i < cliRuns; i++) record(name, false, tree, cliCpu(tree, args, env));
}

/** `--isolate`: every workload in a fresh process of its own, so no figure depends on what ran before it in the JIT. */
const jobs: string[] | undefined = isolate
  ? (JSON.parse(
      execFileSync('npx', ['tsx', resolve(here, 'scripts/bench-workload.ts'), '--root', here, '--list', ...(system !== undefined ? ['--system', system] : [])], {
        cwd: here,
        encoding: 'utf8',
      }),
    ) as string[]).filter((j) => onlyJobs === undefined || j.includes(onlyJobs))
  : undefined;

for (let r = 0; r < rounds; r++) {
  // Alternate which tree goes first, so warm-up and drift fall on both.
  const order: Tree[] = r % 2 === 0 ? ['base', 'new'] : ['new', 'base'];
  if (skipWorkloads) {
    // only the figures below
  } else if (jobs === undefined) for (const t of order) workload(t);
  else for (const j of jobs) for (let p = 0; p < processes; p++) for (const t of p % 2 === 0 ? order : [...order].reverse()) workload(t, j);
  if (cli) for (const t of order) cliFigures(t);
  if (web) for (const t of order) webBench(t);
  if (wall) {
    for (const t of order) cliBench(t);
    for (const t of order) gbohBench(t);
  }
  console.error(`round ${r + 1}/${rounds} done`);
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s.length % 2 === 1 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const fmt = (x: number): string => (x >= 100 ? x.toFixed(0) : x >= 1 ? x.toFixed(2) : x.toPrecision(3));
const per = jobs === undefined ? rounds : rounds * processes;
console.log(`| figure | baseline (median of ${per}) | this checkout | speed ratio | baseline spread | this checkout's spread |`);
console.log('|---|---:|---:|---:|---:|---:|');
/** min–max of the samples: a ratio inside overlapping spreads of a few percent is level, not a verdict. */
const spread = (xs: number[]): string => `${fmt(Math.min(...xs))}–${fmt(Math.max(...xs))}`;
const ratios: number[] = [];
for (const [name, s] of samples) {
  const b = median(s.values.base);
  const n = median(s.values.new);
  if (!Number.isFinite(b) || !Number.isFinite(n)) continue;
  const ratio = s.higher ? n / b : b / n;
  ratios.push(ratio);
  console.log(`| ${name} | ${fmt(b)} | ${fmt(n)} | ${ratio.toFixed(2)}x | ${spread(s.values.base)} | ${spread(s.values.new)} |`);
}
const geo = Math.exp(ratios.reduce((a, x) => a + Math.log(x), 0) / Math.max(1, ratios.length));
console.log(`\ngeometric mean speed ratio over ${ratios.length} figures: ${geo.toFixed(3)}x`);
if (cli) for (const d of [record40k, caches.new, caches.base]) rmSync(resolve(d, d === record40k ? '..' : '.'), { recursive: true, force: true });
if (madeBaseline !== null) {
  if (process.argv.includes('--keep-baseline')) console.error(`baseline kept: ${madeBaseline}`);
  else execFileSync('git', ['worktree', 'remove', '--force', madeBaseline], { cwd: here, stdio: 'inherit' });
}
