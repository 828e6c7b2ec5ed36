/**
 * State hashes of short seeded random games on every battle: a refactor that must not change play keeps them.
 *   npx tsx packages/sgboh/scripts/hash-check.ts [actions] [--without-r57-r58]
 * `--without-r57-r58` drops from the starting state what the DH annex's Aggression Reaction and Feigned Retreat
 * (rulings R-57, R-58) added (their options and the DH units' fields), so the Shock refactor that came with them
 * can be compared with the engine before it (engine version 4) on the Devil's Horsemen battles too.
 */
import { applyAction, newGame, randomChooser, stateHash } from '@polemarch/kernel';
import { sgboh } from '../src/index';
import { GBOH_BATTLES } from '../src/scenarios/index';

const max = Number(process.argv[2] ?? '3000');
const strip = process.argv.includes('--without-r57-r58');
for (const id of Object.keys(GBOH_BATTLES)) {
  for (const seed of [1, 2]) {
    const choose = randomChooser(seed);
    let s = newGame(sgboh, { scenario: id, seed, options: {} });
    if (strip) {
      const o: Record<string, unknown> = s.options;
      delete o['aggressionReaction'];
      delete o['feignedRetreat'];
      for (const u of s.units) {
        delete u.chivalric;
        delete u.feignedRetreat;
        delete u.frValue;
      }
    }
    let n = 0;
    let shocks = 0;
    while (n < max) {
      const p = sgboh.pending(s);
      if (p === null) break;
      const a = choose(sgboh.legal(s, p.seat));
      if (a.type === 'designate') shocks++;
      s = applyAction(sgboh, s, p.seat, a).state;
      n++;
    }
    console.log(id, seed, n, shocks, stateHash(s));
  }
}
