import { type BaseState, applyAction, createRngState, jsonEqual, newGame } from '@polemarch/kernel';
import type { SkirmishState } from '@polemarch/kernel/testing';
import { describe, expect, it } from 'vitest';
import { createAiAgent } from '../src';
import { decisionFor, module } from './helpers';

/** The same game with everything red cannot see changed: blue's hand, the deck order, the generator. */
function withOtherHiddenParts(state: SkirmishState): SkirmishState {
  const copy = structuredClone(state);
  const hidden = [...copy.hands.blue, ...copy.deck];
  // A different deal of the same hidden cards: rotate them, then reverse the deck.
  hidden.push(hidden.shift() as (typeof hidden)[number]);
  copy.hands.blue = hidden.slice(0, copy.hands.blue.length);
  copy.deck = hidden.slice(copy.hands.blue.length).reverse();
  copy.rng = createRngState(987654);
  return copy;
}

describe('fairness: the AI decides from its view only', () => {
  // A position from the standard game where red has a real choice (after a few moves).
  let state = newGame(module, { scenario: 'standard', seed: 11 }) as unknown as SkirmishState;
  state = applyAction(module, state as unknown as BaseState, 'red', { type: 'move', to: { row: 6, col: 5 } }).state as unknown as SkirmishState;

  it('builds two true states that differ in hidden parts but give red the same view', () => {
    const other = withOtherHiddenParts(state);
    expect(jsonEqual(other.hands.blue, state.hands.blue) && jsonEqual(other.deck, state.deck)).toBe(false);
    expect(module.view(other as unknown as BaseState, 'red')).toEqual(module.view(state as unknown as BaseState, 'red'));
  });

  it('makes the same choice with the same statistics in both, for a fixed seed', () => {
    const other = withOtherHiddenParts(state);
    const a = createAiAgent({ level: 'standard', seed: 5, iterations: 400, timeMs: Infinity });
    const b = createAiAgent({ level: 'standard', seed: 5, iterations: 400, timeMs: Infinity });
    const actionA = a.decide(decisionFor(state as unknown as BaseState));
    const actionB = b.decide(decisionFor(other as unknown as BaseState));
    expect(actionB).toEqual(actionA);
    expect(b.lastReport?.choices).toEqual(a.lastReport?.choices);
    expect(b.lastReport?.plan).toEqual(a.lastReport?.plan);
  });

  it('answers a reaction the same whatever the attacker holds and the deck order', () => {
    // Red attacks blue, who holds a Shield: blue's choice must not depend on red's hidden cards.
    const base = { red: { row: 4, col: 4, hp: 3 }, blue: { row: 4, col: 5, hp: 2 }, hands: { red: ['spear', 'shield'], blue: ['shield'] }, deck: ['spear', 'shield', 'spear'] };
    const s1 = newGame(module, { position: base, seed: 1 });
    const s2 = newGame(module, { position: { ...base, hands: { red: ['shield', 'shield'], blue: ['shield'] }, deck: ['spear', 'spear', 'spear'] }, seed: 2 });
    const r1 = applyAction(module, s1, 'red', { type: 'attack', spear: false }).state;
    const r2 = applyAction(module, s2, 'red', { type: 'attack', spear: false }).state;
    expect(module.view(r2, 'blue')).toEqual(module.view(r1, 'blue'));
    const a = createAiAgent({ level: 'standard', seed: 9, iterations: 300, timeMs: Infinity });
    const b = createAiAgent({ level: 'standard', seed: 9, iterations: 300, timeMs: Infinity });
    expect(b.decide(decisionFor(r2))).toEqual(a.decide(decisionFor(r1)));
    expect(b.lastReport?.choices).toEqual(a.lastReport?.choices);
  });
});
