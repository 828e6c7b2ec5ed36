/**
 * CPU time per decision of an AI player against the random player (both seats), for a machine too loaded
 * for wall-clock timings: on an idle core a single-threaded search's wall time is its CPU time.
 *
 *   nice -n 10 npx tsx packages/cli/scripts/taw-decision-cpu.ts hannibal ai:standard@300 2 1000
 */
import { type Agent, type JsonValue, applyAction, newGame, randomAgent } from '@polemarch/kernel';
import { createAgent, findSystem } from '@polemarch/catalog';

const taw = findSystem('taw')!;

const [scenario = 'hannibal', player = 'ai:standard@300', gamesArg = '2', seedArg = '1000'] = process.argv.slice(2);
const cpu: number[] = [];
const searchedCpu: number[] = [];
for (let g = 0; g < Number(gamesArg); g++) {
  const seed = Number(seedArg) + g;
  let state = newGame(taw, { scenario, seed });
  const seats = taw.seats(state);
  const aiSeat = seats[g % seats.length]!;
  const ai = createAgent(player, seed);
  const random: Agent = randomAgent(seed);
  for (;;) {
    const pending = taw.pending(state);
    if (pending === null) break;
    const decision = { module: taw, seat: pending.seat, pending, view: taw.view(state, pending.seat), legal: taw.legal(state, pending.seat) };
    let action: JsonValue;
    if (pending.seat === aiSeat) {
      const t0 = process.cpuUsage();
      action = await ai.decide(decision);
      const d = process.cpuUsage(t0);
      const ms = (d.user + d.system) / 1000;
      cpu.push(ms);
      if (decision.legal.length > 1) searchedCpu.push(ms);
    } else action = await random.decide(decision);
    state = applyAction(taw, state, pending.seat, action).state;
  }
  console.log(`game ${g + 1}: ${aiSeat}, result ${JSON.stringify(taw.result(state))}`);
}
const median = (xs: number[]): number => {
  const a = [...xs].sort((x, y) => x - y);
  return a.length === 0 ? 0 : a[Math.floor(a.length / 2)]!;
};
console.log(JSON.stringify({ scenario, player, decisions: cpu.length, medianCpuMs: Math.round(median(cpu)), maxCpuMs: Math.round(Math.max(...cpu)), choices: searchedCpu.length, medianChoiceCpuMs: Math.round(median(searchedCpu)) }));
