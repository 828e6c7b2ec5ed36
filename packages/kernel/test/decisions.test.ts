import { describe, expect, it } from 'vitest';
import { type DecisionTable, decisionMachine, GameError, Random, createRngState, type StepContext } from '../src';

// A two-decision toy: the active seat bids; a bid over 5 opens the other seat's reaction on top of it.
type S = { bid: number | null; reacted: boolean | null; log: string[] };
type A = { type: 'bid'; n: number } | { type: 'react'; accept: boolean };
type D = { kind: 'bid'; seat: 'red'; context: null } | { kind: 'react'; seat: 'blue'; context: { bid: number } };

const table: DecisionTable<S, A, D> = {
  bid: {
    rule: 'toy 1',
    legal: () => [1, 6].map((n) => ({ type: 'bid', n })),
    apply: (s, _c, a) => {
      if (a.type === 'bid') s.bid = a.n;
    },
  },
  react: {
    rule: (_s, c) => `toy 2.${c.bid}`,
    reaction: true,
    prompt: (_s, c) => ({ key: 'prompt.react', params: { bid: c.bid } }),
    legal: () => [{ type: 'react', accept: true }, { type: 'react', accept: false }],
    apply: (s, _c, a) => {
      if (a.type === 'react') s.reacted = a.accept;
    },
  },
};

const machine = decisionMachine<S, A, D>({
  open: (s) => {
    const out: D[] = [];
    if (s.bid === null) out.push({ kind: 'bid', seat: 'red', context: null });
    else if (s.bid > 5 && s.reacted === null) out.push({ kind: 'react', seat: 'blue', context: { bid: s.bid } });
    return out;
  },
  table,
  settle: (s) => s.log.push('settled'),
});

const ctx = (): StepContext => ({ rng: new Random(createRngState(1)), emit: () => undefined, reveal: () => undefined });

describe('decisions as data', () => {
  it('derives pending, legal and step from the table, the innermost open decision first', () => {
    const s: S = { bid: null, reacted: null, log: [] };
    expect(machine.pending(s)).toEqual({ seat: 'red', kind: 'bid', reaction: false, prompt: { key: 'prompt.bid' }, rule: 'toy 1' });
    expect(machine.legal(s, 'blue')).toEqual([]);
    machine.step(s, 'red', { type: 'bid', n: 6 }, ctx());
    expect(s.log).toEqual(['settled']);
    expect(machine.pending(s)).toEqual({ seat: 'blue', kind: 'react', reaction: true, prompt: { key: 'prompt.react', params: { bid: 6 } }, rule: 'toy 2.6' });
    expect(machine.legal(s, 'blue')).toHaveLength(2);
    machine.step(s, 'blue', { type: 'react', accept: false }, ctx());
    expect(s.reacted).toBe(false);
    expect(machine.pending(s)).toBeNull();
  });

  it('refuses a step by the wrong seat or after the end, changing nothing', () => {
    const s: S = { bid: null, reacted: null, log: [] };
    expect(() => machine.step(s, 'blue', { type: 'bid', n: 1 }, ctx())).toThrow(GameError);
    expect(s).toEqual({ bid: null, reacted: null, log: [] });
    const done: S = { bid: 1, reacted: null, log: [] };
    expect(() => machine.step(done, 'red', { type: 'bid', n: 1 }, ctx())).toThrow(/game is over/);
  });
});
