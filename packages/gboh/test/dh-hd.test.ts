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

describe('DH 8.36 Impetuosity and Aggression: the HC hit by H&D charges the harassing LC', () => {
  // The European HC K in 2005 (TQ 5), harassed by the composite-bow LC B in 2406 (4 hexes away).
  const K = (extra: U = {}) => european({ id: 'K', type: 'HC', tq: 5, ma: 8, hex: '2005', facing: { vertex: 1 }, ...extra });
  function harassed(units: U[], dice: number[], specialRules: unknown[] = []): ReturnType<typeof act> {
    const opts = { extent, units, leaders: [OC('byzantines', '2608', { commandRange: 8 })], specialRules: specialRules as never };
    let s = act(dhStart(opts), { type: 'activate', leader: 'byzantines-oc' }).state;
    s = act(s, hdTo(s, 'K')[0]!).state;
    if (pendingOf(s)?.kind === 'reaction-facing') return act(s, { type: 'decline' }, dice);
    throw new Error(`unexpected ${JSON.stringify(pendingOf(s))}`);
  }

  it('hit, DR 8 > TQ 5: the C-bow LC may fall back first; then the HC charges up to 4 MP and Shocks it alone at once', () => {
    const r = harassed([B, K()], [0, 8]);
    expect(r.state.units.K!.hits).toBe(1);
    expect(r.events.find((e) => e.key === 'hd.hcImpetuosity')?.rule).toBe('dh 8.36');
    expect(pendingOf(r.state)).toMatchObject({ seat: 'byzantines', kind: 'impetuosity-retreat', rule: 'dh 8.36' });
    const stay = act(r.state, { type: 'decline' }).state;
    expect(pendingOf(stay)).toMatchObject({ seat: 'persians', kind: 'impetuosity-charge' });
    const ends = legalOf(stay);
    expect(ends.length).toBeGreaterThan(0);
    // Every end hex is next to B (reachable within 4 MP); none is declinable.
    for (const a of ends) expect(a.type === 'impetuosity' && ['2305', '2306', '2307', '2405', '2407', '2506', '2505', '2507'].includes(a.to)).toBe(true);
    expect(ends).not.toContainEqual({ type: 'decline' });
    const c = act(stay, ends[0]!);
    expect(c.events.map((e) => e.key)).toContain('hd.hcShock');
    expect(c.state.units.K!.hex).toBe((ends[0] as { to: string }).to);
    // The Shock of the pair alone (nested), or already resolved by its pre-shock checks.
    expect(c.events.some((e) => e.key === 'hd.hcShock' && e.rule === 'dh 8.36')).toBe(true);
  });

  it('the C-bow LC falls back up to 2 hexes, away from the HC, before the charge', () => {
    const r = harassed([B, K()], [0, 9]);
    const back = legalOf(r.state).filter((a) => a.type === 'withdraw');
    expect(back.length).toBeGreaterThan(0);
    const far = back.map((a) => (a as { to: string }).to).find((h) => h.startsWith('26'))!;
    const s = act(r.state, { type: 'withdraw', to: far }).state;
    expect(s.units.B!.hex).toBe(far);
    expect(pendingOf(s)).toMatchObject({ seat: 'persians', kind: 'impetuosity-charge' });
  });

  it('DR ≤ TQ (5 vs 5): no charge; an HC with an Aggression Value (9.3) adds +2: DR 4 + 2 > 5 charges', () => {
    const calm = harassed([B, K()], [0, 5]);
    expect(calm.events.some((e) => e.key === 'hd.hcCharges')).toBe(false);
    expect(pendingOf(calm.state)?.kind).not.toBe('impetuosity-retreat');
    const knights = [{ kind: 'cavalryAggression', values: [{ units: ['K'], value: 3 }] }];
    const hot = harassed([B, K()], [0, 4], knights);
    const roll = hot.events.find((e) => e.key === 'hd.hcImpetuosity')!;
    expect(roll.modifiers?.map((m) => m.value)).toEqual([2]);
    expect(hot.events.some((e) => e.key === 'hd.hcCharges')).toBe(true);
  });

  it('an infantry target is 8.35’s, not 8.36’s; an HC the H&D fire missed does not roll', () => {
    const missed = harassed([B, K()], [9]);
    expect(missed.state.units.K!.hits).toBe(0);
    expect(missed.events.some((e) => e.key === 'hd.hcImpetuosity')).toBe(false);
  });
});
