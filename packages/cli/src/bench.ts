import { type AnyGameModule, type BaseState, type JsonValue, advance, advanceOwned, cloneJson, newGame, randomChooser } from '@polemarch/kernel';

export interface BenchRow {
  system: string;
  scenario: string;
  playouts: number;
  playoutsPerSecond: number;
  actionsPerSecond: number;
  actionsPerGame: number;
  /** Mean cost of one step of the game's own state (`advanceOwned`: in place where the engine allows it, else copy + step), microseconds. */
  applyMicros: number;
  /** Mean cost of one `legal` call, microseconds. */
  legalMicros: number;
  /** Mean cost of copying the mid-battle state (below), microseconds. */
  cloneMicros: number;
  /**
   * Mean cost of one `legal` call on a fixed mid-battle position (the state after `midActions` seeded random
   * actions, then on to the next main decision), computed afresh each time on a new copy of the state (engines
   * may cache legal actions per state object), microseconds; `midLegalCount` is how many actions it lists.
   */
  midLegalMicros: number;
  midLegalCount: number;
  midActions: number;
}

const MAX_ACTIONS_PER_GAME = 100_000;
/** Where the mid-battle position is taken: after this many seeded random actions (a battle runs to thousands). */
export const MID_BATTLE_ACTIONS = 1000;

/**
 * A fixed mid-battle position: seed 1, the random chooser seeded 12345, `actions` random legal actions, then on
 * until the deciding seat has at least `minLegal` choices (a main decision, not a yes/no reaction), or the end.
 */
export function midBattleState(module: AnyGameModule, scenario: string, actions = MID_BATTLE_ACTIONS, minLegal = 8): { state: BaseState; actions: number } {
  const choose = randomChooser(12345);
  let state = newGame(module, { scenario, seed: 1 });
  let n = 0;
  for (; n < MAX_ACTIONS_PER_GAME; n++) {
    const pending = module.pending(state);
    if (pending === null) break;
    const legal = module.legal(state, pending.seat);
    if (n >= actions && legal.length >= minLegal) break;
    state = advance(module, state, pending.seat, choose(legal));
  }
  return { state, actions: n };
}

/** Mean microseconds of `legal` on fresh copies of `state` (so no per-object cache answers), and the action count. */
export function timeLegal(module: AnyGameModule, state: BaseState, runs = 300): { micros: number; count: number } {
  const pending = module.pending(state);
  if (pending === null) return { micros: 0, count: 0 };
  const copy = module.clone ?? cloneJson;
  const copies = Array.from({ length: runs }, () => copy(state));
  let count = 0;
  const t0 = process.hrtime.bigint();
  for (const c of copies) count = module.legal(c, pending.seat).length;
  return { micros: Number(process.hrtime.bigint() - t0) / runs / 1000, count };
}

/**
 * Random playouts of whole battles from each scenario for a time budget (at least one), timing `legal` and
 * `advance` separately, then the cost of cloning and of generating the legal actions of a fixed mid-battle state. Figures are per operation, so runs on different machines
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
          // The game's states are this loop's own: stepped in place where the engine allows it (issue 18).
          state = advanceOwned(module, state, pending.seat, action);
          const t2 = process.hrtime.bigint();
          legalNs += Number(t1 - t0);
          applyNs += Number(t2 - t1);
          legalCalls++;
          n++;
        }
        playouts++;
        actions += n;
        if (playouts >= 10_000) break;
      }
      const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
      const mid = midBattleState(module, sc.id);
      const cloneTarget = mid.state;
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
        ...(() => {
          const t = timeLegal(module, mid.state);
          return { midLegalMicros: t.micros, midLegalCount: t.count, midActions: mid.actions };
        })(),
      });
    }
  }
  return rows;
}
