import { applyAction } from '@polemarch/kernel';
import { describe, expect, it } from 'vitest';
import { createAiAgent } from '../src';
import { decisionFor, module, position } from './helpers';

describe('turn-level planning', () => {
  const start = position({ red: { row: 4, col: 3, hp: 3 }, blue: { row: 4, col: 5, hp: 1 }, hands: { red: ['spear'], blue: ['shield'] }, deck: ['spear', 'spear'] });

  it('replays the planned attack after its move without searching again', () => {
    const ai = createAiAgent({ level: 'standard', seed: 3, iterations: 1500, timeMs: Infinity });
    const move = ai.decide(decisionFor(start));
    expect(ai.lastReport?.source).toBe('search');
    expect(ai.plan.map((s) => s.action)).toEqual([{ type: 'attack', spear: true }]);
    const after = applyAction(module, start, 'red', move).state;
    expect(ai.decide(decisionFor(after))).toEqual({ type: 'attack', spear: true });
    expect(ai.lastReport?.source).toBe('plan');
    expect(ai.lastReport?.iterations).toBe(0);
    expect(ai.plan).toEqual([]);
  });

  it('searches afresh when what it sees is not what it planned for', () => {
    const ai = createAiAgent({ level: 'standard', seed: 3, iterations: 1500, timeMs: Infinity });
    ai.decide(decisionFor(start));
    // Not the position the plan expected (the move went elsewhere): the plan is dropped.
    const elsewhere = applyAction(module, start, 'red', { type: 'move', to: { row: 5, col: 3 } }).state;
    ai.decide(decisionFor(elsewhere));
    expect(ai.lastReport?.source).toBe('search');
  });

  it('stops the plan at a reaction and at a die roll', () => {
    // Adjacent: the attack waits for blue's reaction and a die, so the plan is the attack alone.
    const s = position({ red: { row: 4, col: 4, hp: 3 }, blue: { row: 4, col: 5, hp: 3 }, hands: { red: [], blue: ['shield'] }, deck: ['spear', 'spear'] });
    const ai = createAiAgent({ level: 'standard', seed: 4, iterations: 1500, timeMs: Infinity });
    const first = ai.decide(decisionFor(s));
    expect(first).toEqual({ type: 'attack', spear: false });
    expect(ai.lastReport?.plan).toEqual([first]);
  });

  it('answers a forced decision at once', () => {
    const s0 = position({ red: { row: 4, col: 4, hp: 3 }, blue: { row: 4, col: 5, hp: 3 }, hands: { red: [], blue: [] }, deck: ['spear'] });
    const s = applyAction(module, s0, 'red', { type: 'attack', spear: false }).state;
    const ai = createAiAgent({ level: 'standard', seed: 1, iterations: 1500, timeMs: Infinity });
    expect(ai.decide(decisionFor(s))).toEqual({ type: 'take' });
    expect(ai.lastReport?.source).toBe('forced');
  });

  it('can be told not to reuse plans', () => {
    const ai = createAiAgent({ level: 'standard', seed: 3, iterations: 1500, timeMs: Infinity, planReuse: false });
    const move = ai.decide(decisionFor(start));
    expect(ai.plan).toEqual([]);
    ai.decide(decisionFor(applyAction(module, start, 'red', move).state));
    expect(ai.lastReport?.source).toBe('search');
  });

  it("continues the previous search's statistics after the reaction and the die roll", () => {
    const s0 = position({ red: { row: 4, col: 4, hp: 3 }, blue: { row: 4, col: 5, hp: 3 }, hands: { red: [], blue: [] }, deck: ['spear', 'spear'] });
    const ai = createAiAgent({ level: 'standard', seed: 4, iterations: 1500, timeMs: Infinity });
    const attack = ai.decide(decisionFor(s0));
    expect(attack).toEqual({ type: 'attack', spear: false });
    const s1 = applyAction(module, s0, 'red', attack).state;
    // Blue has no Shield: it takes the blow; the die is forced to 5 (two wounds, skirmish 4).
    const s2 = applyAction(module, s1, 'blue', { type: 'take' }, [5]).state;
    expect(ai.decide(decisionFor(s2))).toEqual({ type: 'attack', spear: false });
    expect(ai.lastReport?.source).toBe('search');
    expect(ai.lastReport?.reusedVisits).toBeGreaterThan(50);
    const fresh = createAiAgent({ level: 'standard', seed: 4, iterations: 1500, timeMs: Infinity, reuseTree: false });
    fresh.decide(decisionFor(s0));
    fresh.decide(decisionFor(s2));
    expect(fresh.lastReport?.reusedVisits).toBe(0);
  });
});
