/**
 * The reach search's cost (issue 18: a unit's reachable hexes in the app under 50 ms): the engine's search
 * (`reachableHexes`) against the probe search the web board used before (`reachByProbe`), on the seat's view as the
 * board has it, CPU ms per unit, in one process (the two interleaved, the probe's answer checked equal):
 *
 *   npx tsx packages/gboh/bench/reach.ts [--battles kalka-river,utus-river] [--cases 12] [--seed 1]
 *
 * The positions: random legal play on the battle, every 7th Orders or move decision, one unit with a move order (or
 * the moving unit), from the start of the battle to ~3,000 actions.
 */
import { createRngState } from '@polemarch/kernel';
import { gboh, reachableHexes, reachByProbe, stateOfView } from '../src';
import { reachCases } from '../test/reachCases';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1]! : fallback;
}

const cpu = (): number => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

for (const battle of arg('battles', 'kalka-river,utus-river').split(',')) {
  const cases = reachCases(battle, Number(arg('seed', '1')), { count: Number(arg('cases', '12')), every: 7, from: 0, maxActions: 3000 });
  const engine: number[] = [];
  const probe: number[] = [];
  let hexes = 0;
  for (const c of cases) {
    const s = stateOfView(gboh.view(c.s, c.seat), createRngState(1));
    let t = cpu();
    const a = reachableHexes(s, c.seat, c.unit);
    engine.push(cpu() - t);
    t = cpu();
    const b = reachByProbe(s, c.seat, c.unit);
    probe.push(cpu() - t);
    hexes += a.size;
    if (JSON.stringify([...a].sort()) !== JSON.stringify([...b].sort())) throw new Error(`${battle} action ${c.action} ${c.unit}: the engine's search differs from the probe's`);
  }
  const sum = (xs: number[]): number => xs.reduce((x, y) => x + y, 0);
  console.log(
    `${battle}: ${cases.length} units, ${hexes} reachable hexes; CPU ms per unit, median / mean / max: engine ${median(engine).toFixed(1)} / ${(sum(engine) / cases.length).toFixed(1)} / ${Math.max(...engine).toFixed(1)}, probe ${median(probe).toFixed(1)} / ${(sum(probe) / cases.length).toFixed(1)} / ${Math.max(...probe).toFixed(1)}; ratio of means ${(sum(probe) / sum(engine)).toFixed(2)}x`,
  );
}
