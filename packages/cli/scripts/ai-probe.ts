/**
 * What the computer general weighs at one decision of any system: plays `skip` random actions from a scenario's
 * set-up, then searches once for the deciding seat and prints the root choices (visits, mean value), the plan and
 * the search's CPU time.
 *   npx tsx packages/cli/scripts/ai-probe.ts <system> <scenario> <level@iterations> [skip] [seed]
 */
import { createAiAgent, registerManifests } from '@polemarch/ai';
import { findSystem, manifests } from '@polemarch/catalog';
import { advance, newGame, randomChooser } from '@polemarch/kernel';

const [system = 'sgboh', scenario = 'tricameron', spec = 'strong@200', skipArg = '0', seedArg = '5000'] = process.argv.slice(2);
const [level = 'strong', iters = '200'] = spec.split('@');
registerManifests(manifests());
const module = findSystem(system);
if (module === undefined) throw new Error(`unknown system ${system}`);
const choose = randomChooser(Number(seedArg));
let s = newGame(module, { scenario, seed: Number(seedArg) });
for (let i = 0; i < Number(skipArg); i++) {
  const p = module.pending(s);
  if (p === null) break;
  s = advance(module, s, p.seat, choose(module.legal(s, p.seat)));
}
const p = module.pending(s);
if (p === null) throw new Error('the game ended before the decision');
const agent = createAiAgent({ level, iterations: Number(iters), seed: 1 });
const legal = module.legal(s, p.seat);
const t0 = process.cpuUsage();
agent.decide({ module, seat: p.seat, view: module.view(s, p.seat), legal });
const cpu = process.cpuUsage(t0);
const r = agent.lastReport!;
console.log(`${p.seat} decides (${p.kind}, ${legal.length} legal), ${r.iterations} iterations in ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms CPU: ${JSON.stringify(r.action)}`);
for (const c of [...r.choices].sort((a, b) => b.visits - a.visits).slice(0, 12)) console.log(`  ${String(c.visits).padStart(5)}  ${c.value.toFixed(4)}  ${JSON.stringify(c.action)}`);
console.log(`plan of ${r.plan.length}: ${JSON.stringify(r.plan.slice(0, 8))}`);
