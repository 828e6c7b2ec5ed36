import { describe, expect, it } from 'vitest';
import { SKIRMISH_STATE_FIELDS, type SkirmishState, isSkirmishView, randomPlayout, skirmish } from '../src/testing';

/** Skirmish's designed view: exactly the declared fields, so a new state field reaches a seat only once classified. */

const EXPECTED = [...Object.entries(SKIRMISH_STATE_FIELDS).filter(([, v]) => v === 'shown').map(([k]) => k), 'seat', 'hand', 'handSizes', 'deckSize'].sort();

function checkView(s: SkirmishState): void {
  for (const seat of ['red', 'blue', null] as const) {
    const v = skirmish.view(s, seat);
    expect(Object.keys(v).sort()).toEqual(EXPECTED);
    expect(isSkirmishView(v)).toBe(true);
    expect(v.hand).toEqual(seat === null ? [] : s.hands[seat]);
  }
}

describe('the Skirmish view', () => {
  it('hides the generator, the hands and the deck order', () => {
    expect(Object.entries(SKIRMISH_STATE_FIELDS).filter(([, v]) => v === 'hidden').map(([k]) => k).sort()).toEqual(['deck', 'hands', 'outcome', 'rng']);
  });

  it('has exactly the declared keys through random play', () => {
    for (const seed of [1, 2, 3]) randomPlayout(skirmish, { scenario: 'standard', options: {}, seed }, { seed, maxActions: 200, invariant: checkView });
  });

  it('is told apart from other systems\' views', () => {
    expect(isSkirmishView({ static: {}, units: {}, hand: [] })).toBe(false);
  });
});
