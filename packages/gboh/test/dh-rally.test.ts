import { describe, expect, it } from 'vitest';
import type { GbohState } from '../src';
import { act, legalOf, OC, position, start } from './helpers';
import { dhStart, mongol } from './dhHelpers';

/** DH 11.5 Leader Rally (stacked or adjacent only, Charisma roll, ½ / ⅓ TQ in hits) and 11.14 Recovery (Open only). */

function activated(dh: boolean, units: Record<string, unknown>[], hexes: Parameters<typeof position>[0]['hexes'] = {}): GbohState {
  const opts = { units: units.map((u) => mongol(u)), leaders: [OC('byzantines', '0705', { charisma: 3 })], hexes };
  const s = dh ? dhStart(opts) : start(position({ ...opts, units: opts.units.map((u) => ({ ...u, size: 5 })) }));
  return act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
}

const routed = (id: string, hex: string, extra: Record<string, unknown> = {}) => ({ id, type: 'MI', tq: 5, ma: 5, hex, facing: { vertex: 1 }, initial: { status: 'routed' }, ...extra });

describe('DH 11.51–11.52 Leader Rally', () => {
  it('R-14: an adjacent routed infantry unit, leader Charisma 3: DR 4 eliminates it; DR 3 rallies it with ½ TQ (2) hits', () => {
    const s = activated(true, [routed('r', '0805')]);
    expect(legalOf(s)).toContainEqual({ type: 'rally', unit: 'r' });
    expect(act(s, { type: 'rally', unit: 'r' }, [4]).state.units.r!.status).toBe('eliminated');
    const ok = act(s, { type: 'rally', unit: 'r' }, [3]).state.units.r!;
    expect([ok.status, ok.hits]).toEqual(['rallied', 2]);
  });

  it('a routed unit two hexes from the leader cannot be rallied in DH (Cataphract: anywhere in his range)', () => {
    expect(legalOf(activated(true, [routed('r', '0905')]))).not.toContainEqual({ type: 'rally', unit: 'r' });
    expect(legalOf(activated(false, [routed('r', '0905')]))).toContainEqual({ type: 'rally', unit: 'r' });
  });

  it('cavalry rallies with ⅓ of its printed TQ (TQ 7 → 2 hits)', () => {
    const s = activated(true, [routed('r', '0705', { type: 'LC', tq: 7, ma: 9 })]);
    expect(act(s, { type: 'rally', unit: 'r' }, [0]).state.units.r!.hits).toBe(2);
  });
});

describe('DH 11.14 Recovery', () => {
  it('2 hits in the Open; none in Woods', () => {
    const open = activated(true, [{ id: 'u', type: 'MI', tq: 6, ma: 5, hex: '0905', facing: { vertex: 1 }, initial: { hits: 3 } }]);
    expect(act(open, { type: 'reorganize', unit: 'u' }).state.units.u!.hits).toBe(1);
    const woods = activated(true, [{ id: 'u', type: 'MI', tq: 6, ma: 5, hex: '0905', facing: { vertex: 1 }, initial: { hits: 3 } }], { '0905': { terrain: 'woods' } });
    expect(legalOf(woods)).not.toContainEqual({ type: 'reorganize', unit: 'u' });
  });
});
