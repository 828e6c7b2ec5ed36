/**
 * What the computer general weighs at one SGBoH decision: plays `skip` random actions from a battle's set-up, then
 * prints the search's root choices (visits and mean value) for the deciding seat.
 *   npx tsx packages/sgboh/scripts/ai-probe.ts <battle> <level@iterations> [skip] [seed]
 */
import { createAiAgent, registerManifests } from '@polemarch/ai';
import { advance, newGame, randomChooser } from '@polemarch/kernel';
import { sgboh } from '../src/index';
import { manifest } from '../src/manifest';

const [battle = 'tricameron', spec = 'strong@200', skipArg = '0', seedArg = '5000'] = process.argv.slice(2);
const [level = 'strong', iters = '200'] = spec.split('@');
registerManifests([manifest]);
const choose = randomChooser(Number(seedArg));
let s = newGame(sgboh, { scenario: battle, seed: Number(seedArg) });
for (let i = 0; i < Number(skipArg); i++) {
  const p = sgboh.pending(s);
  if (p === null) break;
  s = advance(sgboh, s, p.seat, choose(sgboh.legal(s, p.seat)));
}
const p = sgboh.pending(s)!;
const agent = createAiAgent({ level, iterations: Number(iters), seed: 1 });
const legal = sgboh.legal(s, p.seat);
agent.decide({ module: sgboh, seat: p.seat, view: sgboh.view(s, p.seat), legal });
const r = agent.lastReport!;
console.log(`${p.seat} decides (${legal.length} legal), ${r.iterations} iterations: ${JSON.stringify(r.action)}`);
for (const c of [...r.choices].sort((a, b) => b.visits - a.visits).slice(0, 12)) console.log(`  ${String(c.visits).padStart(5)}  ${c.value.toFixed(4)}  ${JSON.stringify(c.action)}`);
console.log('plan', r.plan.length, JSON.stringify(r.plan.slice(0, 8)));
