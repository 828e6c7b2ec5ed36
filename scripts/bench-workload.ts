/**
 * Fixed-count workloads measured in CPU time (`process.cpuUsage`: user + system of the whole process, GC threads
 * included), so a figure means the same on a busy machine as on a quiet one, up to cache effects. Run against any
 * checkout of this repository (`--root`), old or new: it only uses API that every version since the GBoH Match has
 * (`newGame`, `advance`, `randomChooser`, the modules' `pending`/`legal`). Prints one JSON object: figure -> CPU µs.
 * Every timed figure follows an untimed warm-up of the same kind of work, so it measures steady state, not the JIT's
 * first pass or the order of the list.
 *
 *   npx tsx scripts/bench-workload.ts --root /path/to/checkout [--scale 1] [--system id] [--list | --job name]
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1]! : fallback;
}

const root = resolve(arg('root', '.'));
const scale = Number(arg('scale', '1'));
const only = arg('system', '');
const wanted = arg('job', '');
const isolated = wanted !== '';

type State = { readonly [k: string]: unknown };
type Pending = { seat: string } | null;
type Module = { id: string; pending(s: State): Pending; legal(s: State, seat: string): readonly unknown[]; clone?: (s: State) => State };
type Kernel = {
  newGame(m: Module, input: { scenario: string; seed: number }): State;
  advance(m: Module, s: State, seat: string, action: unknown): State;
  /** Since session 14 (issue 18): the step in place for a caller that owns its state; older checkouts lack it. */
  advanceOwned?: (m: Module, s: State, seat: string, action: unknown) => State;
  randomChooser(seed: number): <T>(options: readonly T[]) => T;
  cloneJson(s: State): State;
};

const load = async <T>(rel: string): Promise<T> => (await import(pathToFileURL(resolve(root, rel)).href)) as T;
const kernel = await load<Kernel>('packages/kernel/src/index.ts');
const { skirmish } = await load<{ skirmish: Module }>('packages/kernel/src/testing/index.ts');
const { cca } = await load<{ cca: Module }>('packages/cca/src/index.ts');
const { gboh } = await load<{ gboh: Module }>('packages/gboh/src/index.ts');

const cpu = (): number => {
  const u = process.cpuUsage();
  return u.user + u.system; // µs
};
const out: Record<string, number> = {};

/**
 * Random legal play (as the AI's playouts): CPU µs per action over `games` games of at most `cap` actions. The game's
 * states are the loop's own, so it steps them with the checkout's fastest path for an owned state: `advanceOwned`
 * where the kernel has it (in place for an engine that allows it), else `advance` (a copy a step). The same actions
 * either way (the engines' tests play games both ways in lockstep).
 */
const step = kernel.advanceOwned ?? kernel.advance;
function playouts(m: Module, scenario: string, games: number, cap: number, timed = true, firstGame = 1): void {
  let actions = 0;
  const t0 = cpu();
  for (let g = firstGame; g < firstGame + games; g++) {
    const choose = kernel.randomChooser(g * 7919);
    let s = kernel.newGame(m, { scenario, seed: g });
    for (let n = 0; n < cap; n++) {
      const p = m.pending(s);
      if (p === null) break;
      s = step(m, s, p.seat, choose(m.legal(s, p.seat)));
      actions++;
    }
  }
  if (timed) out[`${m.id}/${scenario} playout µs/action`] = (cpu() - t0) / Math.max(1, actions);
}

/** A fixed mid-game position: `after` random legal actions from the battle's start, then on to a decision with >= 8 choices (null: the game ended first). */
function midGame(m: Module, scenario: string, seed: number, chooser: number, after: number): State | null {
  const choose = kernel.randomChooser(chooser);
  let s = kernel.newGame(m, { scenario, seed });
  for (let n = 0; ; n++) {
    const p = m.pending(s);
    if (p === null) return null;
    const legal = m.legal(s, p.seat);
    if (n >= after && legal.length >= 8) return s;
    s = kernel.advance(m, s, p.seat, choose(legal));
  }
}

/** `legal` at a fixed mid-game position, fresh copies. */
function midLegal(m: Module, scenario: string, after: number, runs: number): void {
  const s = midGame(m, scenario, 1, 12345, after);
  if (s === null) return;
  const seat = m.pending(s)!.seat;
  const clone = m.clone ?? kernel.cloneJson;
  const copies = Array.from({ length: runs }, () => clone(s));
  // Steady state, not the optimizing compiler's first pass: an untimed warm-up on copies of the same position.
  for (let i = 0; i < Math.max(10, runs >> 2); i++) m.legal(clone(s), seat);
  // Five timed blocks, the median kept: one block of a few hundred calls is ~0.1 s, short enough for a GC pause or a
  // re-optimisation to move it by half (Dara's figure ranged 0.7x-2.2x between runs of one tree with a single block).
  const blocks: number[] = [];
  const per = Math.ceil(runs / 5);
  for (let b = 0; b < 5; b++) {
    const part = copies.slice(b * per, (b + 1) * per);
    if (part.length === 0) continue;
    const t0 = cpu();
    for (const c of part) m.legal(c, seat);
    blocks.push((cpu() - t0) / part.length);
  }
  blocks.sort((a, b) => a - b);
  out[`${m.id}/${scenario} mid-game legal µs`] = blocks[blocks.length >> 1]!;
}

/** The workloads, each a named job with its own untimed warm-up, so `--job` can run one alone (`bench-compare --isolate`). */
const jobs: { name: string; system: string; run: (warm: boolean) => void }[] = [];
const job = (name: string, system: string, run: (warm: boolean) => void): void => void jobs.push({ name, system, run });
job('skirmish', 'skirmish', (warm) => {
  if (warm) playouts(skirmish, 'standard', 20, 1e6, false);
  playouts(skirmish, 'standard', Math.round(300 * scale), 1e6);
});
const ccaBattles = ['akragas', 'cannae', 'zama'];
for (const sc of ccaBattles)
  job(`cca/${sc}`, 'cca', (warm) => {
    if (warm) for (const w of ccaBattles) playouts(cca, w, 1, 300, false);
    playouts(cca, sc, Math.round(8 * scale), 1e6);
  });
job('cca/akragas mid-game legal', 'cca', () => midLegal(cca, 'akragas', 1000, Math.round(20000 * scale)));
const gbohBattles = ['utus-river', 'catalaunian-fields', 'dara', 'callinicum', 'tricameron', 'taginae', 'casilinum'];
for (const sc of gbohBattles)
  // The warm-up plays every battle first: otherwise the first battle pays the compiler's warm-up and the others the
  // shapes the earlier ones left, and a figure depends on its place in the list (Casilinum: 0.4x to 1.5x).
  job(`gboh/${sc}`, 'gboh', (warm) => {
    if (warm) for (const w of gbohBattles) playouts(gboh, w, 1, 150, false);
    // Alone, the battle's own paths (its hooks, its terrain) warm up too, on other games than the timed ones:
    // the figure is the steady state a search's playouts run in, not the compiler's first pass over them.
    if (isolated) playouts(gboh, sc, 2, Math.round(800 * scale), false, 101);
    playouts(gboh, sc, isolated ? 4 : 2, Math.round(800 * scale));
  });
for (const sc of ['catalaunian-fields', 'dara', 'callinicum'])
  job(`gboh/${sc} mid-game legal`, 'gboh', () => midLegal(gboh, sc, 1000, Math.round(400 * scale)));

/**
 * The AI's search at a fixed mid-game position: CPU µs per iteration of `standard` at a fixed iteration budget (no
 * clock), `decisions` fresh agents in a row. Issue 18's "search iterations per CPU-second" (its inverse). Loaded
 * lazily: only these jobs need the AI and the catalog's hooks.
 */
type Ai = {
  createAiAgent(o: { level: 'standard'; seed: number; iterations: number; timeMs: number; planReuse: boolean; reuseTree: boolean }): {
    decide(d: { module: Module; seat: string; pending: Pending; view: unknown; legal: readonly unknown[] }): unknown;
    readonly lastReport: { iterations: number } | null;
  };
  registerManifests(m: readonly unknown[]): void;
};
async function searchWorkload(m: Module & { view(s: State, seat: string): unknown }, scenario: string, after: number, iterations: number, decisions: number): Promise<void> {
  const ai = await load<Ai>('packages/ai/src/index.ts');
  const { manifests } = await load<{ manifests(): readonly unknown[] }>('packages/catalog/src/index.ts');
  ai.registerManifests(manifests());
  const s = midGame(m, scenario, 2, 4242, after);
  if (s === null) return;
  const pending = m.pending(s)!;
  const decision = { module: m, seat: pending.seat, pending, view: m.view(s, pending.seat), legal: m.legal(s, pending.seat) };
  const run = (seed: number): number => {
    const agent = ai.createAiAgent({ level: 'standard', seed, iterations, timeMs: Infinity, planReuse: false, reuseTree: false });
    agent.decide(decision);
    return agent.lastReport?.iterations ?? 0;
  };
  run(1); // untimed warm-up
  let done = 0;
  const t0 = cpu();
  for (let i = 0; i < decisions; i++) done += run(100 + i);
  out[`${m.id}/${scenario} search µs/iteration`] = (cpu() - t0) / Math.max(1, done);
}
const searchJobs: [string, Module & { view(s: State, seat: string): unknown }, string, number][] = [
  ['cca', cca as Module & { view(s: State, seat: string): unknown }, 'akragas', 200],
  ['gboh', gboh as Module & { view(s: State, seat: string): unknown }, 'callinicum', 300],
];
const searchRuns: (() => Promise<void>)[] = [];
for (const [system, m, sc, after] of searchJobs)
  job(`${system}/${sc} search`, system, () => void searchRuns.push(() => searchWorkload(m, sc, after, Math.round(400 * scale), 5)));

if (process.argv.includes('--list')) {
  console.log(JSON.stringify(jobs.filter((j) => only === '' || j.system === only).map((j) => j.name)));
  process.exit(0);
}
// In one process the warm-up of a system's first job serves the rest; alone, each job warms up for itself.
const seen = new Set<string>();
for (const j of jobs) {
  if ((only !== '' && j.system !== only) || (isolated && j.name !== wanted)) continue;
  j.run(isolated || !seen.has(j.system));
  seen.add(j.system);
}
for (const r of searchRuns) await r();
console.log(JSON.stringify(out));
