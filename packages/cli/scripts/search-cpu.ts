/**
 * CPU time per decision of an AI level against the random player, for any system, over the AI's first `n` decisions
 * of one game per seat (the AI first, then second): median and maximum CPU of every decision and of the searched ones
 * (a plan's replayed step and a forced choice cost nothing), with the search's iterations. CPU, not wall-clock time:
 * on a shared machine the wall-clock budget of a level (standard: 600 ms) is cut by the other processes, its CPU is
 * what an idle core would give. Game options as key=value (numbers parsed). It counts the searches and their
 * iterations; `decision-cpu.ts` (flags, any number of games) times every decision in CPU and wall time.
 *
 *   nice -n 10 npx tsx packages/cli/scripts/search-cpu.ts gboh ayn-jalut ai:standard 150 13100 maxTurns=8
 */
import { createAiAgent, registerManifests, resolveLevel } from '@polemarch/ai';
import { findSystem, manifests } from '@polemarch/catalog';
import { type JsonValue, applyAction, newGame, randomAgent } from '@polemarch/kernel';

const [system = 'gboh', scenario = 'ayn-jalut', player = 'ai:standard', nArg = '150', seedArg = '13100', ...optionArgs] = process.argv.slice(2);
const options: Record<string, JsonValue> = {};
for (const kv of optionArgs) {
  const [k = '', v = ''] = kv.split('=');
  options[k] = /^-?[0-9]+$/.test(v) ? Number(v) : v;
}
registerManifests(manifests());
const module = findSystem(system);
if (module === undefined) throw new Error(`unknown system ${system}`);
const [, spec = 'standard'] = player.split(':');
const [level = 'standard', iters] = spec.split('@');
const all: number[] = [];
const searched: number[] = [];
const iterations: number[] = [];
for (let g = 0; g < 2; g++) {
  const seed = Number(seedArg) + g;
  let state = newGame(module, { scenario, seed, options });
  const aiSeat = module.seats(state)[g]!;
  const ai = createAiAgent({ level: resolveLevel(level), seed, ...(iters !== undefined ? { iterations: Number(iters), timeMs: Infinity } : {}) });
  const random = randomAgent(seed);
  let n = 0;
  while (n < Number(nArg)) {
    const pending = module.pending(state);
    if (pending === null) break;
    const decision = { module, seat: pending.seat, pending, view: module.view(state, pending.seat), legal: module.legal(state, pending.seat) };
    let action: JsonValue;
    if (pending.seat === aiSeat) {
      const t0 = process.cpuUsage();
      action = await ai.decide(decision);
      const d = process.cpuUsage(t0);
      const ms = (d.user + d.system) / 1000;
      all.push(ms);
      if (ai.lastReport?.source === 'search') {
        searched.push(ms);
        iterations.push(ai.lastReport.iterations);
      }
      n++;
    } else action = await random.decide(decision);
    state = applyAction(module, state, pending.seat, action).state;
  }
  console.log(`game ${g + 1}: AI ${aiSeat}, ${n} AI decisions, result ${JSON.stringify(module.result(state))}`);
}
const median = (xs: number[]): number => {
  const a = [...xs].sort((x, y) => x - y);
  return a.length === 0 ? 0 : a[Math.floor(a.length / 2)]!;
};
console.log(JSON.stringify({
  system, scenario, player, decisions: all.length, medianCpuMs: Math.round(median(all)), maxCpuMs: Math.round(Math.max(...all)),
  searches: searched.length, medianSearchCpuMs: Math.round(median(searched)), maxSearchCpuMs: Math.round(Math.max(...searched)), medianIterations: median(iterations),
}));
