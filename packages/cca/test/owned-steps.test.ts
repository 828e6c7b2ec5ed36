import { describe, expect, it } from 'vitest';
import { advance, advanceOwned, newGame, randomChooser, stateHash } from '@polemarch/kernel';
import { cca } from '../src';
import { currentDecision, openDecisions } from '../src/decisions';

// Issue 18: C&C lets random play and search playouts step their own states in place (`ownedSteps`). Rules-neutral:
// the same random games, played in lockstep with copies (`advance`) and in place, reach the same state every step.
describe('C&C steps in place (advanceOwned)', () => {
  for (const scenario of ['akragas', 'cannae', 'zama', 'castulo', 'trebbia']) {
    it(`plays ${scenario} in place exactly as with a copy a step`, () => {
      expect(cca.ownedSteps).toBe(true);
      const choose = randomChooser(31);
      let copied = newGame(cca, { scenario, seed: 7 });
      let owned = newGame(cca, { scenario, seed: 7 });
      let steps = 0;
      for (; steps < 3000; steps++) {
        // The innermost decision read alone is the last of the open list (the decision machine's `current`).
        expect(currentDecision(copied)).toEqual(openDecisions(copied).at(-1) ?? null);
        const p = cca.pending(copied);
        expect(cca.pending(owned)).toEqual(p);
        if (p === null) break;
        const legal = cca.legal(copied, p.seat);
        expect(cca.legal(owned, p.seat)).toEqual(legal);
        const action = choose(legal);
        copied = advance(cca, copied, p.seat, action);
        const before = owned;
        owned = advanceOwned(cca, owned, p.seat, action);
        expect(owned).toBe(before);
        if (steps % 25 === 0) expect(stateHash(owned)).toBe(stateHash(copied));
      }
      expect(steps).toBeGreaterThan(100);
      expect(stateHash(owned)).toBe(stateHash(copied));
    });
  }
});
