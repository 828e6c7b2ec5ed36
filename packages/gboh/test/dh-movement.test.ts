import { describe, expect, it } from 'vitest';
import type { GbohState } from '../src';
import { act, OC, position, start } from './helpers';
import { dhStart, MONGOL_OC, mongol } from './dhHelpers';

/**
 * DH movement: the Terrain Chart's facing costs (note b: cavalry 1 MP per facing change, whatever the vertices; LI no
 * facing hits in woods or broken terrain) and 6.63 moving through friends (+1 MP, hits only to HI/MI)., EX-2a–c.
 */

function moving(units: Record<string, unknown>[], dh = true, hexes: Parameters<typeof position>[0]['hexes'] = {}): GbohState {
  const opts = { units: units.map((u) => mongol(u)), leaders: [MONGOL_OC('0705')], hexes };
  let s = dh ? dhStart(opts) : start(position({ ...opts, units: opts.units.map((u) => ({ ...u, size: 5 })), leaders: [OC('byzantines', '0705')] }));
  s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
  return act(s, { type: 'move', unit: 'a' }).state;
}

describe('DH Terrain Chart note b: facing changes', () => {
  it('R-3: a cavalry unit pivots 3 vertices in the open for 1 MP in all (Cataphract: 3 MP)', () => {
    for (const [dh, left] of [[true, 8], [false, 6]] as const) {
      let s = moving([{ id: 'a', type: 'LC', tq: 6, ma: 9, hex: '0805', facing: { vertex: 1 } }], dh);
      for (const f of [2, 3, 4]) s = act(s, { type: 'face', facing: f }).state;
      expect(s.move!.mpLeft, dh ? 'DH' : 'Cataphract').toBe(left);
    }
  });

  it('EX-2a: cavalry pays again for a facing change after it moved on; infantry pays each vertex', () => {
    let s = moving([{ id: 'a', type: 'LC', tq: 6, ma: 9, hex: '0805', facing: { vertex: 1 } }]);
    s = act(s, { type: 'face', facing: 2 }).state; // 1 MP
    s = act(s, { type: 'step', to: '0806' }).state; // 1 MP
    s = act(s, { type: 'face', facing: 1 }).state; // 1 MP again
    expect(s.move!.mpLeft).toBe(6);
    let t = moving([{ id: 'a', type: 'HI', tq: 6, ma: 5, hex: '0805', facing: { vertex: 1 } }]);
    t = act(act(t, { type: 'face', facing: 2 }).state, { type: 'face', facing: 3 }).state;
    expect(t.move!.mpLeft).toBe(3);
  });

  it('LI take no facing hits in woods (DH chart); HI take 1', () => {
    const hits = (type: string) => {
      let s = moving([{ id: 'a', type, tq: 6, ma: 6, hex: '0805', facing: { vertex: 1 } }], true, { '0805': { terrain: 'woods' } });
      s = act(s, { type: 'face', facing: 2 }).state;
      return s.units.a!.hits;
    };
    expect(hits('LI')).toBe(0);
    expect(hits('HI')).toBe(1);
  });
});

describe('DH 6.63 moving through friendly units', () => {
  const through = (other: string, dh = true) => {
    let s = moving(
      [
        { id: 'a', type: 'LC', tq: 6, ma: 9, hex: '0805', facing: { vertex: 1 } },
        { id: 'b', type: other, tq: 6, ma: 6, hex: '0905', facing: { vertex: 1 } },
      ],
      dh,
    );
    s = act(s, { type: 'step', to: '0905' }).state;
    s = act(s, { type: 'step', to: '1005' }).state;
    return s;
  };

  it('R-4: an LC passes through a friendly LC: +1 MP, no hits to either (Cataphract: 1 hit each, no MP)', () => {
    const s = through('LC');
    expect(s.move!.mpLeft).toBe(6);
    expect([s.units.a!.hits, s.units.b!.hits]).toEqual([0, 0]);
    const c = through('LC', false);
    expect(c.move!.mpLeft).toBe(7);
    expect([c.units.a!.hits, c.units.b!.hits]).toEqual([1, 1]);
  });

  it('EX-2b/2c: mounted archer B passes through friendly HI C: B 0 hits, C 1 hit, +1 MP', () => {
    const s = through('HI');
    expect(s.move!.mpLeft).toBe(6);
    expect([s.units.a!.hits, s.units.b!.hits]).toEqual([0, 1]);
  });
});
