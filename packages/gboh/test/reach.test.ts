import { applyAction, createRngState } from '@polemarch/kernel';
import { describe, expect, it } from 'vitest';
import { gboh, reachableHexes, reachByProbe, startReach, stateOfView, type GbohState, type ReachStats } from '../src';
import { reachCases } from './reachCases';

/**
 * Issue 18: the engine's reach search (`reach.ts`) answers exactly as the probe search it replaces (`reachProbe.ts`,
 * formerly the web board's): the same hexes, the same MP, the same paths, and the engine takes each path to its hex.
 * Positions from random play on every battle of both editions (Cataphract and The Devil's Horsemen).
 */

// Two seeds a battle with GBOH_REACH_FULL=1 (about 66 s of CPU); one in the default suite.
const SEEDS = process.env['GBOH_REACH_FULL'] === '1' ? [1, 2] : [1];

const BATTLES = ['utus-river', 'catalaunian-fields', 'dara', 'callinicum', 'tricameron', 'taginae', 'casilinum', 'kalka-river', 'ayn-jalut', 'liegnitz', 'indus-river'];

function summary(r: ReadonlyMap<string, { mp: number }>): string[] {
  return [...r].map(([h, x]) => `${h}:${x.mp}`).sort();
}

describe('the engine reach search', () => {
  for (const battle of BATTLES) {
    it(`equals the probe search on ${battle}`, () => {
      const cases = SEEDS.flatMap((seed) => reachCases(battle, seed, { count: 10, every: 7, from: 0, maxActions: 3000 }));
      expect(cases.length).toBeGreaterThanOrEqual(7 * SEEDS.length);
      let copied = 0;
      let probes = 0;
      for (const [i, c0] of cases.entries()) {
        // Every other case on the seat's view as the web board has it (the secret pieces it may not see off the map).
        const c = i % 2 === 0 ? c0 : { ...c0, s: stateOfView(gboh.view(c0.s, c0.seat), createRngState(1)) };
        const where = `${battle} seed ${c.seed} action ${c.action} ${c.seat} ${c.unit} (${c.s.static.units[c.unit]!.type})${i % 2 === 0 ? '' : ' on the view'}`;
        const stats: ReachStats = { probes: 0, copied: 0, fallback: false };
        const fast = reachableHexes(c.s, c.seat, c.unit, stats);
        const slow = reachByProbe(c.s, c.seat, c.unit);
        expect(summary(fast), where).toEqual(summary(slow));
        for (const [hex, r] of fast) expect(r.path, `${where} → ${hex}`).toEqual(slow.get(hex)!.path);
        copied += stats.copied;
        probes += stats.probes;
        // The engine takes the farthest hex's path, and the unit stands there (or the other side answers first).
        const far = [...fast].sort((a, b) => b[1].mp - a[1].mp)[0];
        if (far !== undefined) {
          let s: GbohState = c.s;
          for (const a of far[1].path) s = applyAction(gboh, s, c.seat, a).state;
          expect(s.units[c.unit]!.hex === far[0] || s.reactions.length > 0 || s.move?.pendingStep === far[0], `${where} → ${far[0]}`).toBe(true);
        }
      }
      // Most actions are tried in place, not on a copy.
      expect(copied).toBeLessThan(probes / 2);
    });
  }
  it('run in slices, as the board runs it, it finds the same hexes at the same cost in the same order', () => {
    const cases = reachCases('kalka-river', 3, { count: 6, every: 7, from: 0, maxActions: 3000 });
    expect(cases.length).toBeGreaterThan(0);
    for (const c of cases) {
      const whole = reachableHexes(c.s, c.seat, c.unit);
      const search = startReach(c.s, c.seat, c.unit);
      let slices = 0;
      while (!search.run(5)) slices++;
      expect([...search.result.keys()]).toEqual([...whole.keys()]);
      expect(summary(search.result)).toEqual(summary(whole));
      if (whole.size > 10) expect(slices).toBeGreaterThan(1);
    }
  });
});
