import { describe, expect, it } from 'vitest';
import type { GbohState } from '../src';
import { act, legalOf, OC, pendingOf, position, start } from './helpers';
import { dhStart, european, mongol } from './dhHelpers';

/**
 * DH 8.32–8.35 Harassment & Dispersal (`flags.hd` 'dh'), on the layout of the Cataphract EX-8.33 test (hd.test.ts): a
 * Mongol LC B in 2406 facing west, the European MI X in 2005 and the bow LI Y in 2106 beside the path.
 */
type U = Record<string, unknown>;
const B = mongol({ id: 'B', type: 'LC', missile: 'C', ma: 9, tq: 6, hex: '2406', facing: { vertex: 4 } });
const X = (extra: U = {}) => european({ id: 'X', type: 'MI', tq: 5, ma: 5, hex: '2005', facing: { vertex: 1 }, ...extra });
const Y = european({ id: 'Y', type: 'LI', missile: 'B', tq: 5, ma: 6, hex: '2106', facing: { vertex: 1 } });
const extent = { minCol: 18, maxCol: 28, minRow: 1, maxRow: 10 };

function given(units: U[], dh = true): GbohState {
  const opts = { extent, units, leaders: [OC('byzantines', '2608', { commandRange: 8 })] };
  const s = dh ? dhStart(opts) : start(position({ ...opts, units: units.map((u) => ({ ...u, size: 5 })) }));
  return act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
}
const hdTo = (s: GbohState, target: string) => legalOf(s).filter((a) => a.type === 'hd' && a.target === target);

describe('DH 8.32 H&D: not against a target in a friendly ZOC', () => {
  it('a Mongol HC facing X puts it in a friendly ZOC: no H&D against X (Cataphract allows it)', () => {
    const hc = mongol({ id: 'H', type: 'HC', ma: 8, tq: 7, hex: '1905', facing: { vertex: 1 } });
    expect(hdTo(given([B, X(), hc]), 'X')).toEqual([]);
    expect(hdTo(given([B, X()]), 'X').length).toBeGreaterThan(0);
    expect(hdTo(given([B, X(), hc], false), 'X').length).toBeGreaterThan(0);
  });
});

describe('DH 8.33 H&D path: through friendly units (6.63 hits to HI/MI)', () => {
  it('a friendly HI on the path: DH offers the path and the HI takes 1 hit; Cataphract needs an empty path', () => {
    const hi = mongol({ id: 'F', type: 'HI', ma: 5, tq: 6, hex: '2305', facing: { vertex: 4 } });
    const through = (s: GbohState) => hdTo(s, 'X').filter((a) => a.type === 'hd' && a.path.includes('2305'));
    const dh = given([B, X(), hi]);
    const action = through(dh)[0]!;
    expect(action).toBeDefined();
    expect(through(given([B, X(), hi], false))).toEqual([]);
    const r = act(dh, action);
    expect(r.state.units.F!.hits).toBe(1);
    expect(r.events.some((e) => e.key === 'hits.taken' && (e.params as { unit?: string }).unit === 'F')).toBe(true);
  });
});

describe('DH 8.34 / 8.37 H&D fire: only the target fires back, after the H&D fire', () => {
  it('Y beside the path does not react (Cataphract: it does); the MI target has no missiles, so the H&D fire alone is rolled', () => {
    let s = given([B, X(), Y]);
    s = act(s, hdTo(s, 'X')[0]!).state;
    expect(pendingOf(s)).toMatchObject({ seat: 'persians', kind: 'reaction-facing' });
    const r = act(s, { type: 'decline' }, [0, 1]);
    expect(r.events.filter((e) => e.key === 'fire.roll').map((e) => (e.params as { firer: string }).firer)).toEqual(['B']);
    expect(r.state.units.X!.hits).toBe(1);
    let c = given([B, X(), Y], false);
    c = act(c, hdTo(c, 'X')[0]!).state;
    c = act(c, { type: 'decline' }).state;
    expect(pendingOf(c)).toMatchObject({ seat: 'persians', kind: 'entry-reaction-fire' });
  });

  it('the bow LI target fires back after the H&D hit is applied (not simultaneous)', () => {
    const target = european({ id: 'Y', type: 'LI', missile: 'B', tq: 5, ma: 6, hex: '2105', facing: { vertex: 1 } });
    let s = given([B, target]);
    s = act(s, hdTo(s, 'Y')[0]!).state;
    s = act(s, { type: 'decline' }).state;
    expect(pendingOf(s)).toMatchObject({ seat: 'persians', kind: 'entry-reaction-fire' });
    const r = act(s, { type: 'react-fire', target: 'B' }, [0, 0, 1]);
    const keys = r.events.map((e) => e.key);
    const rolls = r.events.filter((e) => e.key === 'fire.roll').map((e) => (e.params as { firer: string }).firer);
    expect(rolls).toEqual(['B', 'Y']);
    // Y's hit is applied before Y's own roll.
    const yHit = r.events.findIndex((e) => e.key === 'hits.taken' && (e.params as { unit?: string }).unit === 'Y');
    expect(yHit).toBeGreaterThan(-1);
    expect(yHit).toBeLessThan(keys.lastIndexOf('fire.roll'));
    expect(r.state.units.B!.hits).toBe(1);
  });
});

describe('DH 8.35 Impetuosity: forward, into a Front hex, facing kept', () => {
  it('X facing NNE fails (DR 9 > TQ 5): its Front hexes 2004 and 2104 are offered; it keeps its facing', () => {
    let s = given([B, X({ facing: { vertex: 0 } })]);
    s = act(s, hdTo(s, 'X')[0]!).state;
    s = act(s, { type: 'decline' }, [0, 9]).state;
    expect(pendingOf(s)).toMatchObject({ seat: 'persians', kind: 'impetuosity' });
    expect(legalOf(s)).toEqual([
      { type: 'impetuosity', to: '2004' },
      { type: 'impetuosity', to: '2104' },
    ]);
    s = act(s, { type: 'impetuosity', to: '2004' }).state;
    expect(s.units.X!.hex).toBe('2004');
    expect(s.units.X!.facing).toBe(0);
  });
});
