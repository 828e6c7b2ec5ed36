import { type BaseState, Random, applyAction, createRngState } from '@polemarch/kernel';
import { describe, expect, it } from 'vitest';
import { evaluateSkirmish } from '@polemarch/kernel/testing';
import { evaluatorFor, resultValue, rolloutEvaluator } from '../src';
import { module, position, registerBuiltinSystems } from './helpers';

describe("Skirmish's evaluator", () => {
  const far = (redHp: number, blueHp: number, hands = { red: [] as string[], blue: [] as string[] }): BaseState =>
    position({ red: { row: 7, col: 5, hp: redHp }, blue: { row: 1, col: 5, hp: blueHp }, hands, deck: ['spear'] });

  it('is zero for an even position out of reach, and stays within [-1, 1]', () => {
    // Six hexes apart: the pressure term (beyond 3 hexes) is the only thing left.
    const v = evaluateSkirmish(far(3, 3), 'red');
    expect(v).toBeCloseTo(-0.09, 5);
    for (const [r, b] of [[1, 3], [3, 1], [2, 2]] as const) {
      const x = evaluateSkirmish(far(r, b), 'red');
      expect(Math.abs(x)).toBeLessThanOrEqual(1);
    }
  });

  it('prefers more hit points and more cards', () => {
    expect(evaluateSkirmish(far(3, 2), 'red')).toBeGreaterThan(evaluateSkirmish(far(3, 3), 'red'));
    expect(evaluateSkirmish(far(3, 3, { red: ['shield'], blue: [] }), 'red')).toBeGreaterThan(evaluateSkirmish(far(3, 3), 'red'));
  });

  it('counts the blows the side to act can still strike (skirmish 2-3)', () => {
    // Red to act beside blue with two actions: two blows expected.
    const near = position({ red: { row: 4, col: 4, hp: 3 }, blue: { row: 4, col: 5, hp: 3 }, deck: ['spear'] });
    expect(evaluateSkirmish(near, 'red')).toBeGreaterThan(0.5);
    expect(evaluateSkirmish(near, 'blue')).toBeLessThan(-0.5);
  });

  it('scores a finished game as its result', () => {
    const s0 = position({ red: { row: 4, col: 4, hp: 3 }, blue: { row: 4, col: 5, hp: 1 }, deck: ['spear'] });
    const s1 = applyAction(module, s0, 'red', { type: 'attack', spear: false }).state;
    const won = applyAction(module, s1, 'blue', { type: 'take' }, [3]).state;
    expect(resultValue(module, won, 'red')).toBe(1);
    expect(evaluateSkirmish(won, 'red')).toBe(1);
    expect(evaluateSkirmish(won, 'blue')).toBe(-1);
  });
});

describe('the generic fallback', () => {
  it('plays random games to the end and scores the result', () => {
    const s0 = position({ red: { row: 4, col: 4, hp: 3 }, blue: { row: 4, col: 5, hp: 1 }, deck: ['spear'] });
    const won = applyAction(module, applyAction(module, s0, 'red', { type: 'attack', spear: false }).state, 'blue', { type: 'take' }, [3]).state;
    const rollout = rolloutEvaluator(50);
    expect(rollout(won, 'red', module, new Random(createRngState(1)))).toBe(1);
    // An unfinished game at the cap counts as a draw.
    expect(rolloutEvaluator(0)(s0, 'red', module, new Random(createRngState(1)))).toBe(0);
  });

  it('is what a system without an evaluator gets; Skirmish has its own', () => {
    registerBuiltinSystems();
    expect(evaluatorFor(module)).toBe(evaluateSkirmish);
    expect(evaluatorFor({ ...module, id: 'unknown-system' })).not.toBe(evaluateSkirmish);
  });
});
