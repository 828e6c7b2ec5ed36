import { type AnyGameModule, type BaseState, type JsonValue, advance, cloneJson, newGame, randomChooser } from '@polemarch/kernel';

export interface BenchRow {
  system: string;
  scenario: string;
  playouts: number;
  playoutsPerSecond: number;
  actionsPerSecond: number;
  actionsPerGame: number;
  /** Mean cost of one `advance` (copy + step), microseconds. */
  applyMicros: number;
  /** Mean cost of one `legal` call, microseconds. */
  legalMicros: number;
  /** Mean cost of copying a mid-game state, microseconds. */
  cloneMicros: number;
}

const MAX_ACTIONS_PER_GAME = 100_000;

/**
 * Random playouts from each scenario for a time budget, timing `legal` and `advance` separately, then
 * the cost of cloning a mid-game state. Figures are per operation, so runs on different machines
 * compare as ratios.
 */
export function runBench(modules: readonly AnyGameModule[], opts: { scenario?: string | undefined; seconds: number }): BenchRow[] {
  const rows: BenchRow[] = [];
  for (const module of modules) {
    const scenarios = module.scenarios().filter((s) => s.status === 'playable' && (opts.scenario === undefined || s.id === opts.scenario));
    for (const sc of scenarios) {
      const choose = randomChooser(12345);
      let playouts = 0;
      let actions = 0;
      let legalNs = 0;
      let legalCalls = 0;
      let applyNs = 0;
      let midGame: BaseState | null = null;
      const budget = opts.seconds * 1e9;
      const started = process.hrtime.bigint();
      let seed = 1;
      while (Number(process.hrtime.bigint() - started) < budget || playouts === 0) {
        let state = newGame(module, { scenario: sc.id, seed: seed++ });
        let n = 0;
        for (;;) {
          const pending = module.pending(state);
          if (pending === null || n >= MAX_ACTIONS_PER_GAME) break;
          const t0 = process.hrtime.bigint();
          const legal = module.legal(state, pending.seat);
          const t1 = process.hrtime.bigint();
          const action: JsonValue = choose(legal);
          state = advance(module, state, pending.seat, action);
          const t2 = process.hrtime.bigint();
          legalNs += Number(t1 - t0);
          applyNs += Number(t2 - t1);
          legalCalls++;
          n++;
          if (playouts === 0 && midGame === null && n === 40) midGame = state;
        }
        midGame ??= state;
        playouts++;
        actions += n;
        if (playouts >= 10_000) break;
      }
      const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
      const cloneTarget = midGame ?? newGame(module, { scenario: sc.id, seed: 1 });
      const cloneRuns = 2000;
      const c0 = process.hrtime.bigint();
      for (let i = 0; i < cloneRuns; i++) (module.clone ?? cloneJson)(cloneTarget);
      const cloneNs = Number(process.hrtime.bigint() - c0) / cloneRuns;
      rows.push({
        system: module.id,
        scenario: sc.id,
        playouts,
        playoutsPerSecond: playouts / elapsed,
        actionsPerSecond: actions / elapsed,
        actionsPerGame: actions / playouts,
        applyMicros: applyNs / Math.max(1, actions) / 1000,
        legalMicros: legalNs / Math.max(1, legalCalls) / 1000,
        cloneMicros: cloneNs / 1000,
      });
    }
  }
  return rows;
}
