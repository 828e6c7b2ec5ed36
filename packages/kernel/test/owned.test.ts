import { describe, expect, it } from 'vitest';
import { advance, advanceOwned, newGame, randomChooser, stateHash } from '../src';
import { skirmish } from '../src/testing';

// Issue 18: `advanceOwned` steps a state its caller owns in place, for a module that says its steps allow it.
describe('advanceOwned', () => {
  it('copies as advance does for a module without ownedSteps: the input state is unchanged', () => {
    const s = newGame(skirmish, { scenario: 'standard', seed: 3 });
    const before = stateHash(s);
    const seat = skirmish.pending(s)!.seat;
    const action = skirmish.legal(s, seat)[0]!;
    const next = advanceOwned(skirmish, s, seat, action);
    expect(next).not.toBe(s);
    expect(stateHash(s)).toBe(before);
    expect(stateHash(next)).toBe(stateHash(advance(skirmish, s, seat, action)));
  });

  it('steps in place for a module with ownedSteps, reaching the states advance reaches', () => {
    const inPlace = { ...skirmish, ownedSteps: true };
    const choose = randomChooser(11);
    let copied = newGame(skirmish, { scenario: 'standard', seed: 5 });
    let owned = newGame(skirmish, { scenario: 'standard', seed: 5 });
    for (let n = 0; n < 200; n++) {
      const p = skirmish.pending(copied);
      if (p === null) break;
      const action = choose(skirmish.legal(copied, p.seat));
      copied = advance(skirmish, copied, p.seat, action);
      const same = owned;
      owned = advanceOwned(inPlace, owned, p.seat, action);
      expect(owned).toBe(same);
      expect(stateHash(owned)).toBe(stateHash(copied));
    }
  });
});
