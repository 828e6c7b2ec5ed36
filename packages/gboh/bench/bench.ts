/**
 * GBoH engine bench (issue #4): whole random battles per second, per-operation costs, and the cost of legal-action
 * generation in the middle of a large battle. Bounded by counts, not time:
 *
 *   npx tsx packages/gboh/bench/bench.ts [--games N] [--battles id,...] [--mid N] [--mid-battles id,...]
 *
 * `npm run bench` runs it after the CLI's bench. Figures are per operation, so runs on different (or differently
 * loaded) machines compare as ratios; `--cpu-prof` through `node --import tsx --cpu-prof` profiles the same loop.
 */
import { advance, applyAction, cloneJson, newGame, randomChooser, stateHash } from '@polemarch/kernel';
import { gboh } from '../src';

const m = gboh;

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1]! : fallback;
}

const games = Number(arg('games', '1'));
const midActions = Number(arg('mid', '1000'));
const battles = arg('battles', 'callinicum,catalaunian-fields').split(',');
const midBattles = arg('mid-battles', 'catalaunian-fields,dara').split(',');
const now = (): bigint => process.hrtime.bigint();
const micros = (ns: number, n: number): string => (ns / Math.max(1, n) / 1000).toFixed(1);

/** Whole random battles (kernel `advance`, as the AI's playouts): battles/s, actions/s, µs per legal and advance. */
function playouts(scenario: string): void {
  let actions = 0;
  let legalNs = 0;
  let advanceNs = 0;
  const t0 = now();
  for (let g = 1; g <= games; g++) {
    const choose = randomChooser(g * 7919);
    let s = newGame(m, { scenario, seed: g });
    for (;;) {
      const p = m.pending(s);
      if (p === null) break;
      const a = now();
      const legal = m.legal(s, p.seat);
      const b = now();
      s = advance(m, s, p.seat, choose(legal));
      advanceNs += Number(now() - b);
      legalNs += Number(b - a);
      actions++;
    }
  }
  const seconds = Number(now() - t0) / 1e9;
  console.log(
    `${scenario.padEnd(20)} playouts ${games}  battles/s ${(games / seconds).toFixed(3)}  actions/battle ${(actions / games).toFixed(0)}  actions/s ${(actions / seconds).toFixed(0)}  legal ${micros(legalNs, actions)} µs  advance ${micros(advanceNs, actions)} µs`,
  );
}

/** The `polemarch play` loop (validated `applyAction`, the record kept): µs per action, and the final hash once. */
function playLoop(scenario: string): void {
  const choose = randomChooser(31);
  let s = newGame(m, { scenario, seed: 1 });
  let n = 0;
  const t0 = now();
  for (;;) {
    const p = m.pending(s);
    if (p === null) break;
    s = applyAction(m, s, p.seat, choose(m.legal(s, p.seat))).state;
    n++;
  }
  const ns = Number(now() - t0);
  const h0 = now();
  stateHash(s);
  console.log(`${scenario.padEnd(20)} play loop ${n} actions in ${(ns / 1e9).toFixed(2)} s: ${micros(ns, n)} µs/action; one state hash ${micros(Number(now() - h0), 1)} µs`);
}

/** A fixed mid-battle position (seed 1, chooser 12345, `midActions` actions, then to a decision with ≥ 8 choices). */
function midBattle(scenario: string): void {
  const choose = randomChooser(12345);
  let s = newGame(m, { scenario, seed: 1 });
  let n = 0;
  for (;;) {
    const p = m.pending(s);
    if (p === null) break;
    const legal = m.legal(s, p.seat);
    if (n >= midActions && legal.length >= 8) break;
    s = advance(m, s, p.seat, choose(legal));
    n++;
  }
  const p = m.pending(s);
  if (p === null) {
    console.log(`${scenario.padEnd(20)} mid-battle: the battle ended after ${n} actions`);
    return;
  }
  const runs = 300;
  const clone = m.clone ?? cloneJson;
  const c0 = now();
  const copies = Array.from({ length: runs }, () => clone(s));
  const cloneNs = Number(now() - c0);
  // `legal` is cached per state object: each run gets a fresh copy so it is computed afresh.
  let count = 0;
  const l0 = now();
  for (const c of copies) count = m.legal(c, p.seat).length;
  const legalNs = Number(now() - l0);
  const a0 = now();
  const legal = m.legal(s, p.seat);
  for (let i = 0; i < runs; i++) advance(m, s, p.seat, legal[i % legal.length]!);
  const advanceNs = Number(now() - a0);
  console.log(
    `${scenario.padEnd(20)} mid-battle after ${n} actions (turn ${String((s as unknown as { turn: number }).turn)}, ${p.kind}, ${count} legal actions): legal ${micros(legalNs, runs)} µs  clone ${micros(cloneNs, runs)} µs  advance ${micros(advanceNs, runs)} µs  state hash ${stateHash(s).slice(0, 12)}`,
  );
}

for (const sc of midBattles) midBattle(sc);
for (const sc of battles) playouts(sc);
playLoop(battles[0]!);
