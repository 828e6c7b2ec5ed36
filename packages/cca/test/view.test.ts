import { createRngState, newGame, Random } from '@polemarch/kernel';
import { randomPlayout } from '@polemarch/kernel/testing';
import { describe, expect, it } from 'vitest';
import { type CcaState, cca, isCcaView } from '../src/index';
import { STATE_FIELDS } from '../src/view';

/**
 * The designed view: exactly the declared fields (so a new state field reaches a seat only once it is classified
 * as shown), never the generator, the other hand or the deck order.
 */

const EXPECTED = [...Object.entries(STATE_FIELDS).filter(([, v]) => v === 'shown').map(([k]) => k), 'seat', 'hand', 'handSizes', 'deckSize'].sort();

function checkView(s: CcaState): void {
  for (const seat of ['top', 'bottom', null] as const) {
    const v = cca.view(s, seat);
    expect(Object.keys(v).sort()).toEqual(EXPECTED);
    expect(isCcaView(v)).toBe(true);
    expect(v.hand).toEqual(seat === null ? [] : s.hands[seat]);
    expect(v.handSizes).toEqual({ top: s.hands.top.length, bottom: s.hands.bottom.length });
    expect(v.deckSize).toBe(s.deck.length);
  }
}

describe('the C&C view', () => {
  it('hides the generator, the hands and the deck, and shows every other state field', () => {
    expect(Object.entries(STATE_FIELDS).filter(([, v]) => v === 'hidden').map(([k]) => k).sort()).toEqual(['deck', 'hands', 'rng']);
  });

  it('has exactly the declared keys through random play', () => {
    for (const scenario of cca.scenarios().slice(0, 3).map((x) => x.id)) {
      randomPlayout(cca, { scenario, options: {}, seed: 3 }, { seed: 3, maxActions: 60, checkContract: false, invariant: checkView });
    }
  });

  it('is a copy: changing it changes nothing in the state', () => {
    const s = newGame(cca, { scenario: cca.scenarios()[0]!.id, seed: 1 });
    const before = JSON.stringify(s);
    const v = cca.view(s, 'top');
    v.units[0]!.blocks = 0;
    v.hand.pop();
    expect(JSON.stringify(s)).toBe(before);
  });

  it('determinize rebuilds a state with the same view for the seat', () => {
    const s = newGame(cca, { scenario: cca.scenarios()[0]!.id, seed: 1 });
    const d = cca.determinize!(cca.view(s, 'bottom'), 'bottom', new Random(createRngState(4)));
    expect(cca.view(d, 'bottom')).toEqual(cca.view(s, 'bottom'));
  });

  it('is told apart from other systems\' views', () => {
    expect(isCcaView({ turn: 1, units: {}, static: {} })).toBe(false);
  });
});
