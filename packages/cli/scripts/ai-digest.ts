/**
 * Search fingerprint and CPU per iteration at fixed positions, for speed work that must leave the search unchanged
 * (issue 18): plays `skip` seeded random actions, then searches `runs` times (a fresh agent each, seed 1) and prints
 * the chosen action, a digest of the root's statistics, a digest of a whole tree's statistics (edge keys, visits,
 * totals, outcome counts: not the observation text, so a new key format that groups states the same way gives the
 * same digest) and the CPU per iteration of each run (the first run pays for the compiler's warm-up).
 *   npx tsx packages/cli/scripts/ai-digest.ts <system> <level@iterations> <runs> <scenario:skip[:seed]>...
 */
import { createHash } from 'node:crypto';
import { createAiAgent, resolveLevel, registerManifests, search, systemAI } from '@polemarch/ai';
import { findSystem, manifests } from '@polemarch/catalog';
import { advance, newGame, randomChooser } from '@polemarch/kernel';

const [system = 'gboh', spec = 'strong@200', runsArg = '3', ...positions] = process.argv.slice(2);
const [level = 'strong', iters = '200'] = spec.split('@');
registerManifests(manifests());
const module = findSystem(system)!;
type Node = { visits: number; edges: Map<string, { key: string; visits: number; total: number; outcomes: Map<string, Node> }> };
function digest(root: Node): string {
  const h = createHash('sha256');
  let nodes = 0;
  const walk = (n: Node): void => {
    nodes++;
    h.update(`n${n.visits}`);
    for (const e of [...n.edges.values()].sort((a, b) => (a.key < b.key ? -1 : 1))) {
      h.update(`|${e.key}:${e.visits}:${e.total.toFixed(9)}:${e.outcomes.size}`);
      const kids = [...e.outcomes.values()].sort((a, b) => b.visits - a.visits);
      for (const c of kids) walk(c);
    }
  };
  walk(root);
  return `${h.digest('hex').slice(0, 16)} (${nodes} nodes)`;
}
for (const pos of positions) {
  const [scenario, skipArg = '0', seedArg = '5000'] = pos.split(':');
  const choose = randomChooser(Number(seedArg));
  let s = newGame(module, { scenario: scenario!, seed: Number(seedArg) });
  for (let i = 0; i < Number(skipArg); i++) {
    const p = module.pending(s);
    if (p === null) break;
    s = advance(module, s, p.seat, choose(module.legal(s, p.seat)));
  }
  const p = module.pending(s)!;
  const legal = module.legal(s, p.seat);
  const times: string[] = [];
  let line = '';
  for (let r = 0; r < Number(runsArg); r++) {
    const agent = createAiAgent({ level: resolveLevel(level), iterations: Number(iters), timeMs: Infinity, seed: 1, planReuse: false, reuseTree: true });
    const t0 = process.cpuUsage();
    await agent.decide({ module, seat: p.seat, pending: p, view: module.view(s, p.seat), legal });
    const cpu = process.cpuUsage(t0);
    const rep = agent.lastReport!;
    times.push(((cpu.user + cpu.system) / 1000 / rep.iterations).toFixed(3));
    line = `${JSON.stringify(rep.action)} it=${rep.iterations} choices=${createHash('sha256').update(JSON.stringify(rep.choices.map((c) => [c.action, c.visits, c.value.toFixed(9)]))).digest('hex').slice(0, 16)} plan=${rep.plan.length}`;
  }
  // One more search straight from the search module (the agent keeps its tree to itself), for the whole tree's digest.
  const ai = systemAI(module.id)!;
  const lv = resolveLevel(level);
  const { Random, createRngState } = await import('@polemarch/kernel');
  const res = search({ decision: { module, seat: p.seat, pending: p, view: module.view(s, p.seat), legal }, evaluate: ai.evaluateAt?.(lv.name) ?? ai.evaluate!, hints: ai.hints ?? {}, config: { ...lv.search, ...ai.search?.(lv.name), iterations: Number(iters), timeMs: Infinity }, rng: new Random(createRngState(7)) });
  console.log(`${pos} ${p.seat} ${p.kind} legal=${legal.length}: ${line} tree=${digest(res.root as unknown as Node)} ms/iter=[${times.join(' ')}]`);
}
