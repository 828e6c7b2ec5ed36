/**
 * Pinned random games: state hashes of seeded random play, recorded so that a performance change can be shown
 * to change no rule outcome (test/perf.test.ts compares them). A rules change that makes play differ must bump the
 * module's `engineVersion` (kernel contract) and re-pin: `npx tsx packages/gboh/bench/pins.ts` prints the table.
 */
import { advance, advanceOwned, newGame, randomChooser, stateHash } from '@polemarch/kernel';
import { gboh } from '../src';

const m = gboh;

/** Battle, game seed, number of actions; the random players are seeded `seed * 7919`. */
export const PINNED_GAMES: readonly { scenario: string; seed: number; actions: number }[] = [
  { scenario: 'callinicum', seed: 1, actions: 600 },
  { scenario: 'catalaunian-fields', seed: 3, actions: 600 },
  { scenario: 'dara', seed: 2, actions: 600 },
  { scenario: 'tricameron', seed: 1, actions: 400 },
  { scenario: 'casilinum', seed: 1, actions: 400 },
];

/**
 * The hash (first 16 hex digits) of the state every 200 actions and at the end, with the action count. `inPlace`:
 * the game's own state stepped in place (`advanceOwned`, issue 18) instead of copied a step; the same hashes.
 */
export function pinnedHashes(g: { scenario: string; seed: number; actions: number }, inPlace = false): string[] {
  const play = inPlace ? advanceOwned : advance;
  const choose = randomChooser(g.seed * 7919);
  let s = newGame(m, { scenario: g.scenario, seed: g.seed });
  const out: string[] = [];
  let n = 0;
  for (; n < g.actions; n++) {
    if (n % 200 === 0) out.push(`${n}:${stateHash(s).slice(0, 16)}`);
    const p = m.pending(s);
    if (p === null) break;
    s = play(m, s, p.seat, choose(m.legal(s, p.seat)));
  }
  out.push(`${n}:${stateHash(s).slice(0, 16)}`);
  return out;
}

if (process.argv[1]?.endsWith('pins.ts')) {
  const table: Record<string, string[]> = {};
  for (const g of PINNED_GAMES) table[`${g.scenario}#${g.seed}`] = pinnedHashes(g);
  console.log(`engineVersion ${gboh.engineVersion}`);
  console.log(JSON.stringify(table, null, 2));
}
