import { describe, expect, it } from 'vitest';
import { type DecisionTable, GameError, Random, applyAction, createRngState, decisionMachine, newGame, randomChooser, type StepContext } from '../src';
import { SKIRMISH_DECISIONS, type SkirmishState, skirmish, skirmishDecisions, skirmishOpenDecisions } from '../src/testing';

const ctx = (): StepContext => ({ rng: new Random(createRngState(1)), emit: () => undefined, reveal: () => undefined });

describe('decision table: the prompt and the rule', () => {
  type S = { n: number };
  type A = { type: 'go' };
  type D = { kind: 'go'; seat: 'red' | 'blue'; context: null };
  const table: DecisionTable<S, A, D> = {
    go: { rule: null, prompt: (_s, _c, seat) => ({ key: 'prompt.go', params: { seat } }), legal: () => [{ type: 'go' }], apply: (s) => void s.n++ },
  };
  const machine = decisionMachine<S, A, D>({ open: (s) => (s.n < 2 ? [{ kind: 'go', seat: s.n === 0 ? 'red' : 'blue', context: null }] : []), table });

  it('passes the deciding seat to the prompt, and a decision citing no rule has no rule in its pending', () => {
    const s: S = { n: 0 };
    expect(machine.pending(s)).toEqual({ seat: 'red', kind: 'go', reaction: false, prompt: { key: 'prompt.go', params: { seat: 'red' } } });
    expect(machine.pending(s)).not.toHaveProperty('rule');
    machine.step(s, 'red', { type: 'go' }, ctx());
    expect(machine.pending(s)?.prompt).toEqual({ key: 'prompt.go', params: { seat: 'blue' } });
  });
});

describe('Skirmish on the decision table', () => {
  it('has the turn and, on top of it while an attack waits, the defender reaction', () => {
    expect(Object.keys(SKIRMISH_DECISIONS)).toEqual(['act', 'react']);
    expect(SKIRMISH_DECISIONS.act.rule).toBeNull();
    expect(SKIRMISH_DECISIONS.react.rule).toBeNull();
  });

  it('random play meets both kinds, each pending from the table as before (prompt, params, reaction, no rule)', () => {
    const seen = new Set<string>();
    const wrong: string[] = [];
    for (let seed = 1; seed <= 40; seed++) {
      const choose = randomChooser(seed);
      let s: SkirmishState = newGame(skirmish, { scenario: 'standard', seed });
      for (let n = 0; n < 1000; n++) {
        const p = skirmish.pending(s);
        if (p === null) break;
        seen.add(p.kind);
        const defender = s.active === 'red' ? 'blue' : 'red';
        const want =
          s.attack === null
            ? { seat: s.active, kind: 'act', reaction: false, prompt: { key: 'prompt.act', params: { seat: s.active, left: s.actionsLeft } } }
            : { seat: defender, kind: 'react', reaction: true, prompt: { key: s.attack.spear ? 'prompt.react.spear' : 'prompt.react', params: { seat: defender } } };
        const open = skirmishOpenDecisions(s).map((d) => d.kind);
        const stack = s.attack === null ? ['act'] : ['act', 'react'];
        if (JSON.stringify(p) !== JSON.stringify(want) || JSON.stringify(open) !== JSON.stringify(stack)) wrong.push(`${seed}/${n}: ${JSON.stringify(p)} ${open.join(' > ')}`);
        s = applyAction(skirmish, s, p.seat, choose(skirmish.legal(s, p.seat))).state;
      }
      if (skirmish.result(s) !== null) expect(skirmishOpenDecisions(s)).toEqual([]);
    }
    expect(wrong.slice(0, 5)).toEqual([]);
    expect([...seen].sort()).toEqual(Object.keys(SKIRMISH_DECISIONS).sort());
  });

  it('refuses an action of the other decision, and a step by the wrong seat', () => {
    const s: SkirmishState = newGame(skirmish, { position: { red: { row: 4, col: 5, hp: 3 }, blue: { row: 4, col: 6, hp: 3 }, hands: { red: [], blue: ['shield'] }, deck: [] }, seed: 1 });
    const attacked = applyAction(skirmish, s, 'red', { type: 'attack', spear: false }).state;
    expect(skirmishDecisions.current(attacked)).toMatchObject({ kind: 'react', seat: 'blue' });
    expect(skirmish.legal(attacked, 'blue')).toEqual([{ type: 'brace' }, { type: 'take' }]);
    expect(skirmish.legal(attacked, 'red')).toEqual([]);
    expect(() => skirmish.step(structuredClone(attacked), 'blue', { type: 'end-turn' }, ctx())).toThrow(GameError);
    expect(() => skirmish.step(structuredClone(attacked), 'red', { type: 'take' }, ctx())).toThrow(/blue's decision/);
  });
});
