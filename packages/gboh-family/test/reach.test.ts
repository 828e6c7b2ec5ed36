import { gbohHex as kernelHex } from '@polemarch/kernel';
import { describe, expect, it } from 'vitest';
import { cheapestCosts, type Step } from '../src/reach';

/** Steps to the six neighbours within a 10 × 10 square, each costing `cost(to)`. */
function grid(cost: (to: string) => number | null): (h: string) => Step[] {
  return (h) =>
    kernelHex.neighbours(h).flatMap((to) => {
      const { col, row } = kernelHex.parseHexId(to);
      const c = col >= 1 && col <= 10 && row >= 1 && row <= 10 ? cost(to) : null;
      return c === null ? [] : [{ to, cost: c }];
    });
}

/** A plain Dijkstra (scan for the cheapest open hex), the reference for the bucket queue. */
function reference(from: string, budget: number, steps: (h: string) => Step[], blocked: (h: string) => boolean, stopsIn: (h: string) => boolean): Map<string, number> {
  const best = new Map([[from, 0]]);
  const done = new Set<string>();
  for (;;) {
    let h: string | undefined;
    for (const [k, v] of best) if (!done.has(k) && (h === undefined || v < best.get(h)!)) h = k;
    if (h === undefined) return best;
    done.add(h);
    if (h !== from && stopsIn(h)) continue;
    for (const s of steps(h)) {
      const t = best.get(h)! + s.cost;
      if (!blocked(s.to) && t <= budget && t < (best.get(s.to) ?? Infinity)) best.set(s.to, t);
    }
  }
}

describe('movement-cost search (6.1)', () => {
  it('with 1 per hex, finds the hex distance within the budget', () => {
    const costs = cheapestCosts({ from: '0505', budget: 3, steps: grid(() => 1) });
    expect(costs.get('0505')).toBe(0);
    for (const [h, c] of costs) expect(c).toBe(kernelHex.distance('0505', h));
    expect([...costs.keys()].sort()).toEqual(kernelHex.hexesWithin('0505', 3).sort());
  });

  it('lists hexes in the order first reached, cheapest first', () => {
    const costs = [...cheapestCosts({ from: '0505', budget: 2, steps: grid(() => 1) }).values()];
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
  });

  it('goes round costly hexes when cheaper', () => {
    const woods = new Set(['0504', '0604', '0605']);
    const costs = cheapestCosts({ from: '0505', budget: 6, steps: grid((to) => (woods.has(to) ? 3 : 1)) });
    expect(costs.get('0504')).toBe(3);
    expect(costs.get('0503')).toBe(3); // round the woods (through 0504 it would cost 3 + 1)
  });

  it('never enters a blocked hex, and stops in a stopping hex (the start never stops)', () => {
    const costs = cheapestCosts({ from: '0505', budget: 4, steps: grid(() => 1), blocked: (h) => h === '0504', stopsIn: (h) => h === '0505' || h === '0506' });
    expect(costs.has('0504')).toBe(false);
    expect(costs.get('0506')).toBe(1);
    expect(costs.get('0507')).toBe(3); // not through 0506
    expect(costs.size).toBeGreaterThan(1);
  });

  it('takes zero-cost steps', () => {
    const costs = cheapestCosts({ from: '0505', budget: 0, steps: grid((to) => (to === '0504' ? 0 : 1)) });
    expect(costs).toEqual(new Map([['0505', 0], ['0504', 0]]));
  });

  it('with no budget left, reaches only its own hex', () => {
    expect(cheapestCosts({ from: '0505', budget: -1, steps: grid(() => 1) })).toEqual(new Map([['0505', 0]]));
  });

  it('agrees with a plain Dijkstra on random costs', () => {
    let seed = 12345;
    const rand = () => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 2 ** 32);
    for (let trial = 0; trial < 30; trial++) {
      const cost = new Map<string, number>();
      const blockedSet = new Set<string>();
      const stopSet = new Set<string>();
      for (let col = 1; col <= 10; col++) {
        for (let row = 1; row <= 10; row++) {
          const h = kernelHex.hexId({ col, row });
          cost.set(h, Math.floor(rand() * 4));
          if (rand() < 0.1) blockedSet.add(h);
          if (rand() < 0.1) stopSet.add(h);
        }
      }
      const steps = grid((to) => cost.get(to) ?? null);
      const budget = 2 + Math.floor(rand() * 8);
      const got = cheapestCosts({ from: '0505', budget, steps, blocked: (h) => blockedSet.has(h), stopsIn: (h) => stopSet.has(h) });
      const want = reference('0505', budget, steps, (h) => blockedSet.has(h), (h) => stopSet.has(h));
      expect(new Map([...got].sort())).toEqual(new Map([...want].sort()));
    }
  });
});
