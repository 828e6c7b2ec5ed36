/**
 * AI against AI for `n` actions from each position (fixed iterations, fixed seeds, plans and tree reuse on): the
 * digest of the actions, how each was chosen and the visits reused, and the CPU per searched iteration.
 *   npx tsx packages/cli/scripts/ai-game.ts <system> <level@iterations> <n> <scenario:skip[:seed]>...
 */
import { createHash } from 'node:crypto';
import { createAiAgent, registerManifests, resolveLevel } from '@polemarch/ai';
import { findSystem, manifests } from '@polemarch/catalog';
import { advance, newGame, randomChooser } from '@polemarch/kernel';
const [system = 'gboh', spec = 'standard@100', nArg = '200', ...positions] = process.argv.slice(2);
const [level = 'standard', iters = '100'] = spec.split('@');
registerManifests(manifests());
const module = findSystem(system)!;
for (const pos of positions) {
  const [scenario, skipArg = '0', seedArg = '5000'] = pos.split(':');
  const choose = randomChooser(Number(seedArg));
  let s = newGame(module, { scenario: scenario!, seed: Number(seedArg) });
  for (let i = 0; i < Number(skipArg); i++) { const p = module.pending(s); if (p === null) break; s = advance(module, s, p.seat, choose(module.legal(s, p.seat))); }
  const agents = new Map<string, ReturnType<typeof createAiAgent>>();
  const h = createHash('sha256');
  let its = 0; let searches = 0; let cpu = 0;
  for (let n = 0; n < Number(nArg); n++) {
    const p = module.pending(s); if (p === null) break;
    let a = agents.get(p.seat);
    if (a === undefined) { a = createAiAgent({ level: resolveLevel(level), iterations: Number(iters), timeMs: Infinity, seed: agents.size + 1 }); agents.set(p.seat, a); }
    const t0 = process.cpuUsage();
    const action = await a.decide({ module, seat: p.seat, pending: p, view: module.view(s, p.seat), legal: module.legal(s, p.seat) });
    const c = process.cpuUsage(t0); cpu += c.user + c.system;
    const r = a.lastReport!; its += r.iterations; if (r.source === 'search') searches++;
    h.update(`${p.seat}:${JSON.stringify(action)}:${r.source}:${r.reusedVisits};`);
    s = advance(module, s, p.seat, action);
  }
  console.log(`${pos} ${h.digest('hex').slice(0, 16)} searches=${searches} iterations=${its} ms/iter=${(cpu / 1000 / its).toFixed(3)}`);
}
