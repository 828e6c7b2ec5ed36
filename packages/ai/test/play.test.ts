import { type Agent, type BaseState, type JsonValue, applyAction, newGame, randomAgent } from '@polemarch/kernel';
import { describe, expect, it } from 'vitest';
import { LEVELS, LEVEL_NAMES, createAiAgent, resolveLevel } from '../src';
import { decisionFor, module } from './helpers';

/** Play one whole game through the kernel's checked `applyAction` (an illegal action throws). */
async function play(red: Agent, blue: Agent, seed: number): Promise<{ winner: string | null; actions: number }> {
  let s: BaseState = newGame(module, { scenario: 'standard', seed });
  let actions = 0;
  for (;;) {
    const pending = module.pending(s);
    if (pending === null) break;
    const d = decisionFor(s);
    const action: JsonValue = await (pending.seat === 'red' ? red : blue).decide(d);
    s = applyAction(module, s, pending.seat, action).state;
    actions++;
  }
  return { winner: module.result(s)?.winner ?? null, actions };
}

describe('whole games', () => {
  it('never plays an illegal action and always finishes, on either seat', async () => {
    for (let g = 0; g < 4; g++) {
      const ai = createAiAgent({ level: 'easy', seed: g, iterations: 60, timeMs: Infinity });
      const r = g % 2 === 0 ? await play(ai, randomAgent(g), 100 + g) : await play(randomAgent(g), ai, 100 + g);
      expect(r.actions).toBeGreaterThan(0);
    }
  });

  it('beats the random player on both seats with a small budget', async () => {
    let wins = 0;
    let losses = 0;
    for (let g = 0; g < 4; g++) {
      const ai = createAiAgent({ level: 'standard', seed: g, iterations: 300, timeMs: Infinity });
      const seat = g % 2 === 0 ? 'red' : 'blue';
      const r = seat === 'red' ? await play(ai, randomAgent(g), 200 + g) : await play(randomAgent(g), ai, 200 + g);
      if (r.winner === seat) wins++;
      else if (r.winner !== null) losses++;
    }
    // A champion wounded early may rightly play for the draw at turn 30, so one draw is allowed.
    expect(losses).toBe(0);
    expect(wins).toBeGreaterThanOrEqual(3);
  });
});

describe('levels', () => {
  it('has easy, standard and strong, with growing budgets and a time limit each', () => {
    expect(LEVEL_NAMES).toEqual(['easy', 'standard', 'strong']);
    expect(LEVELS.easy.search.iterations).toBeLessThan(LEVELS.standard.search.iterations);
    expect(LEVELS.standard.search.iterations).toBeLessThan(LEVELS.strong.search.iterations);
    for (const name of LEVEL_NAMES) expect(Number.isFinite(LEVELS[name].search.timeMs)).toBe(true);
    // The standard level must answer within a second on the reference machine.
    expect(LEVELS.standard.search.timeMs).toBeLessThan(1000);
  });

  it('refuses an unknown level', () => {
    expect(() => resolveLevel('grandmaster')).toThrow(/unknown AI level/);
    expect(createAiAgent({ level: 'easy', seed: 1 }).name).toBe('ai:easy');
  });
});
