/**
 * CPU time (and wall time) per decision of an AI player against the random player, any system, for a machine too
 * loaded for wall-clock timings: on an idle core a single-threaded search's wall time is its CPU time. A level with a
 * clock (`ai:standard`) stops its search at its time budget in wall time, so on a loaded machine its CPU time
 * understates an idle core's; `ai:standard@4000` (the iteration budget, no clock) gives the idle upper bound.
 * Game g (from 0) puts the AI in seat g mod seats. Besides every decision and every choice (more than one legal
 * action), it times the searches alone (not a plan's replayed step or a forced choice) with their iterations.
 * `--decisions N` stops each game after the AI's N-th decision.
 *
 * The one timer of AI decisions (session 14 merged `search-cpu.ts` and `taw-decision-cpu.ts` into it):
 *
 *   nice -n 5 npx tsx packages/cli/scripts/decision-cpu.ts --system sgboh --scenario callinicum \
 *     --player ai:standard --games 2 --seed 1000 [--option maxPlayerTurns=60 ...]
 *   # what search-cpu.ts <system> <scenario> <player> <n> <seed> [k=v...] gave:
 *   npx tsx packages/cli/scripts/decision-cpu.ts --system gboh --scenario ayn-jalut --player ai:standard \
 *     --decisions 150 --seed 13100 --option maxTurns=8
 *   # what taw-decision-cpu.ts <scenario> <player> <games> <seed> gave:
 *   npx tsx packages/cli/scripts/decision-cpu.ts --system taw --scenario hannibal --player ai:standard@300 --games 2 --seed 1000
 */
import { parseArgs } from 'node:util';
import { type Agent, type JsonValue, applyAction, newGame, randomAgent } from '@polemarch/kernel';
import { createAgent, findSystem } from '@polemarch/catalog';
import type { AiAgent } from '@polemarch/ai';

const { values } = parseArgs({
  options: {
    system: { type: 'string', default: 'sgboh' },
    scenario: { type: 'string' },
    player: { type: 'string', default: 'ai:standard' },
    games: { type: 'string', default: '2' },
    seed: { type: 'string', default: '1000' },
    /** At most this many AI decisions a game (default: the whole game). */
    decisions: { type: 'string' },
    option: { type: 'string', multiple: true, default: [] },
  },
});

const module = findSystem(values.system);
if (module === undefined) throw new Error(`unknown system ${values.system}`);
const scenario = values.scenario ?? module.scenarios().find((s) => s.status === 'playable')?.id;
if (scenario === undefined) throw new Error(`${values.system} has no playable scenario`);
/** `--option k=v`: a number or a boolean when it reads as one, else the text. */
const options: Record<string, JsonValue> = {};
for (const o of values.option) {
  const i = o.indexOf('=');
  if (i <= 0) throw new Error(`--option wants key=value, got ${o}`);
  const v = o.slice(i + 1);
  options[o.slice(0, i)] = v === 'true' ? true : v === 'false' ? false : v !== '' && Number.isFinite(Number(v)) ? Number(v) : v;
}

/** The AI's agents report how each decision was made (a search, a plan's step, a forced choice). */
const isAiAgent = (a: Agent): a is AiAgent => 'lastReport' in a;
const maxDecisions = values.decisions === undefined ? Infinity : Number(values.decisions);
const cpu: number[] = [];
const searchedCpu: number[] = [];
/** The searches alone, with their iterations. */
const searchCpu: number[] = [];
const iterations: number[] = [];
const wall: number[] = [];
const startedAt = new Date().toISOString();
for (let g = 0; g < Number(values.games); g++) {
  const seed = Number(values.seed) + g;
  let state = newGame(module, { scenario, seed, options });
  const seats = module.seats(state);
  const aiSeat = seats[g % seats.length]!;
  const ai = createAgent(values.player, seed);
  const random: Agent = randomAgent(seed);
  let actions = 0;
  let aiDecisions = 0;
  while (aiDecisions < maxDecisions) {
    const pending = module.pending(state);
    if (pending === null) break;
    const decision = { module, seat: pending.seat, pending, view: module.view(state, pending.seat), legal: module.legal(state, pending.seat) };
    let action: JsonValue;
    if (pending.seat === aiSeat) {
      const w0 = performance.now();
      const t0 = process.cpuUsage();
      action = await ai.decide(decision);
      const d = process.cpuUsage(t0);
      wall.push(performance.now() - w0);
      const ms = (d.user + d.system) / 1000;
      cpu.push(ms);
      if (decision.legal.length > 1) searchedCpu.push(ms);
      if (isAiAgent(ai) && ai.lastReport?.source === 'search') {
        searchCpu.push(ms);
        iterations.push(ai.lastReport.iterations);
      }
      aiDecisions++;
    } else action = await random.decide(decision);
    state = applyAction(module, state, pending.seat, action).state;
    actions++;
  }
  console.log(`game ${g + 1}: seed ${seed}, AI ${aiSeat}, ${aiDecisions} AI decisions, ${actions} actions, result ${JSON.stringify(module.result(state))}`);
}
const quantile = (xs: number[], q: number): number => {
  const a = [...xs].sort((x, y) => x - y);
  return a.length === 0 ? 0 : a[Math.min(a.length - 1, Math.floor(a.length * q))]!;
};
console.log(
  JSON.stringify({
    system: values.system,
    scenario,
    player: values.player,
    options,
    startedAt,
    decisions: cpu.length,
    medianCpuMs: Math.round(quantile(cpu, 0.5)),
    p90CpuMs: Math.round(quantile(cpu, 0.9)),
    maxCpuMs: Math.round(Math.max(0, ...cpu)),
    choices: searchedCpu.length,
    medianChoiceCpuMs: Math.round(quantile(searchedCpu, 0.5)),
    p90ChoiceCpuMs: Math.round(quantile(searchedCpu, 0.9)),
    medianWallMs: Math.round(quantile(wall, 0.5)),
    maxWallMs: Math.round(Math.max(0, ...wall)),
    searches: searchCpu.length,
    medianSearchCpuMs: Math.round(quantile(searchCpu, 0.5)),
    maxSearchCpuMs: Math.round(Math.max(0, ...searchCpu)),
    medianIterations: quantile(iterations, 0.5),
  }),
);
