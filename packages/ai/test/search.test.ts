import { type BaseState, type JsonValue, Random, applyAction, createRngState, newGame } from '@polemarch/kernel';
import { describe, expect, it } from 'vitest';
import { evaluateSkirmish, skirmishAI } from '@polemarch/kernel/testing';
import { LEVELS, type SearchConfig, createAiAgent, search } from '../src';
import { decisionFor, module, position } from './helpers';

const config = (over: Partial<SearchConfig> = {}): SearchConfig => ({ ...LEVELS.standard.search, iterations: 600, timeMs: Infinity, ...over });

describe('information-set search', () => {
  const adjacent = position({ red: { row: 4, col: 4, hp: 3 }, blue: { row: 4, col: 5, hp: 3 }, hands: { red: ['spear'], blue: ['shield'] }, deck: ['spear', 'spear'] });

  it('averages the dice: an attack branches into one child per observed damage, never one fixed roll', () => {
    const r = search({ decision: decisionFor(adjacent), evaluate: evaluateSkirmish, hints: skirmishAI.hints ?? {}, config: config(), rng: new Random(createRngState(1)) });
    const attack = r.root.edges.get(JSON.stringify({ type: 'attack', spear: false }));
    expect(attack).toBeDefined();
    // Blue's reaction is a node of its own; after it, the d6 gives 1 or 2 wounds (skirmish 4).
    const reactionNode = [...(attack?.outcomes.values() ?? [])];
    expect(reactionNode).toHaveLength(1);
    const take = reactionNode[0]?.edges.get(JSON.stringify({ type: 'take' }));
    expect(take?.outcomes.size).toBe(2);
  });

  it("counts the opponent's Shield as available only in the samples where blue holds one", () => {
    const r = search({ decision: decisionFor(adjacent), evaluate: evaluateSkirmish, hints: {}, config: config(), rng: new Random(createRngState(2)) });
    const attack = r.root.edges.get(JSON.stringify({ type: 'attack', spear: false }));
    const node = [...(attack?.outcomes.values() ?? [])][0];
    const brace = node?.edges.get(JSON.stringify({ type: 'brace' }));
    const take = node?.edges.get(JSON.stringify({ type: 'take' }));
    // Blue holds 1 card out of the 11 red cannot see (5 Shields): a Shield in about 5 samples of 11.
    // Every visit but the first (when the node was a new leaf) chose among the reactions.
    expect(take?.available).toBe((node?.visits ?? 0) - 1);
    expect(brace?.available).toBeGreaterThan(0);
    expect(brace?.available).toBeLessThan(take?.available ?? 0);
  });

  it('with an exact determinization, asks each state it keeps for its pending decision once (issue 18)', () => {
    const asked = new Map<BaseState, number>();
    const counting = { ...module, pending: (st: BaseState) => (asked.set(st, (asked.get(st) ?? 0) + 1), module.pending(st)) };
    const decision = { ...decisionFor(adjacent), module: counting };
    const hints = { ...(skirmishAI.hints ?? {}), exactDeterminization: () => true };
    const r = search({ decision, evaluate: evaluateSkirmish, hints, config: config({ iterations: 300, stopWhenSettled: false }), rng: new Random(createRngState(3)) });
    expect(r.iterations).toBe(300);
    expect(asked.size).toBeGreaterThan(10);
    expect(Math.max(...asked.values())).toBe(1);
  });

  it('is deterministic for a seed and an iteration budget', () => {
    const run = (): JsonValue[] => {
      const ai = createAiAgent({ level: 'standard', seed: 42, iterations: 300, timeMs: Infinity });
      let s: BaseState = newGame(module, { scenario: 'standard', seed: 3 });
      const out: JsonValue[] = [];
      for (let i = 0; i < 12 && module.pending(s) !== null; i++) {
        const d = decisionFor(s);
        const a = ai.decide(d);
        out.push(a);
        s = applyAction(module, s, d.seat, a).state;
      }
      return out;
    };
    expect(run()).toEqual(run());
  });

  it('reports progress from 0 to 1 while it thinks', () => {
    const seen: number[] = [];
    const ai = createAiAgent({ level: 'standard', seed: 1, iterations: 800, timeMs: Infinity });
    ai.decide(decisionFor(newGame(module, { scenario: 'standard', seed: 1 }), (f) => seen.push(f)));
    expect(seen.length).toBeGreaterThan(5);
    expect(seen.at(-1)).toBe(1);
    expect(seen.every((f, i) => f >= 0 && f <= 1 && (i === 0 || f >= (seen[i - 1] as number)))).toBe(true);
  });

  it('stops at its time budget with the clock it is given', () => {
    let t = 0;
    const ai = createAiAgent({ level: 'standard', seed: 1, iterations: 1_000_000, timeMs: 100, now: () => (t += 1) });
    ai.decide(decisionFor(newGame(module, { scenario: 'standard', seed: 1 })));
    // The clock advances 1 ms per reading and is read once before and once after every iteration.
    expect(ai.lastReport?.iterations).toBe(100);
  });

  it('stops once no remaining iteration could change the choice, and chooses what the full search chooses', () => {
    const finish = position({ red: { row: 4, col: 4, hp: 3 }, blue: { row: 4, col: 5, hp: 1 }, hands: { red: ['spear'], blue: ['shield', 'shield'] }, deck: ['spear'] });
    const run = (stopWhenSettled: boolean) => search({ decision: decisionFor(finish), evaluate: evaluateSkirmish, hints: skirmishAI.hints ?? {}, config: config({ iterations: 4000, stopWhenSettled }), rng: new Random(createRngState(4)) });
    const full = run(false);
    const settled = run(true);
    expect(full.iterations).toBe(4000);
    expect(settled.iterations).toBeLessThan(4000);
    const best = settled.root.bestEdge();
    const second = Math.max(...[...settled.root.edges.values()].filter((e) => e !== best).map((e) => e.visits));
    // The lead is more than the iterations that were left.
    expect((best?.visits ?? 0) - second).toBeGreaterThan(4000 - settled.iterations);
    expect(best?.action).toEqual(full.root.bestEdge()?.action);
    expect(best?.action).toEqual({ type: 'attack', spear: true });
  });

  it('counts the time left at the current rate when the clock is the limit', () => {
    const finish = position({ red: { row: 4, col: 4, hp: 3 }, blue: { row: 4, col: 5, hp: 1 }, hands: { red: ['spear'], blue: ['shield', 'shield'] }, deck: ['spear'] });
    let t = 0;
    // 1 ms per clock reading, one reading per iteration: the clock alone would allow 10,000 iterations
    // (the cap, a million, is far away), so the time left is what the leader's margin is measured against.
    const r = search({ decision: decisionFor(finish), evaluate: evaluateSkirmish, hints: skirmishAI.hints ?? {}, config: config({ iterations: 1_000_000, timeMs: 10_000 }), rng: new Random(createRngState(4)), now: () => (t += 1) });
    expect(r.iterations).toBeLessThan(10_000);
    const best = r.root.bestEdge();
    const second = Math.max(...[...r.root.edges.values()].filter((e) => e !== best).map((e) => e.visits));
    expect((best?.visits ?? 0) - second).toBeGreaterThan(10_000 - r.iterations - 1);
    expect(best?.action).toEqual({ type: 'attack', spear: true });
  });

  it('with progressive widening, a little-visited node looks at its best-ordered actions only', () => {
    const open = position({ red: { row: 4, col: 4, hp: 3 }, blue: { row: 4, col: 8, hp: 3 }, hands: { red: [], blue: [] }, deck: ['spear'] });
    const r = search({
      decision: decisionFor(open),
      evaluate: evaluateSkirmish,
      hints: skirmishAI.hints ?? {},
      config: config({ iterations: 50, widening: { base: 1, exponent: 0.25 } }),
      rng: new Random(createRngState(3)),
    });
    // 50 visits allow ceil(51^0.25) = 3 of the 7 actions: the two moves towards blue first.
    const tried = [...r.root.edges.values()].filter((e) => e.visits > 0);
    expect(tried).toHaveLength(3);
    expect(tried.every((e) => (e.action as { type: string }).type === 'move')).toBe(true);
  });

  it('with action grouping, chooses a kind of action first and still finds the Spear blow', () => {
    const finish = position({ red: { row: 4, col: 4, hp: 3 }, blue: { row: 4, col: 5, hp: 1 }, hands: { red: ['spear'], blue: ['shield', 'shield'] }, deck: ['spear'] });
    const ai = createAiAgent({ level: { ...LEVELS.standard, search: config({ iterations: 1500, grouping: true }) }, seed: 2 });
    expect(ai.decide(decisionFor(finish))).toEqual({ type: 'attack', spear: true });
  });

  it('falls back to random rollouts scored by the result for a system with no evaluator', () => {
    const finish = position({ red: { row: 4, col: 4, hp: 3 }, blue: { row: 4, col: 5, hp: 1 }, hands: { red: ['spear'], blue: ['shield', 'shield'] }, deck: ['spear'] });
    const ai = createAiAgent({ level: 'standard', seed: 2, iterations: 600, timeMs: Infinity, systemAI: {} });
    expect(ai.decide(decisionFor(finish))).toEqual({ type: 'attack', spear: true });
  });
});
