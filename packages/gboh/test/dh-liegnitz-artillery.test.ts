import { gbohHex } from '@polemarch/kernel';
import { describe, expect, it } from 'vitest';
import type { GbohAction, GbohState } from '../src';
import { hooks } from '../src/battleRules';
import { dhHasLOS } from '../src/rules/dhFire';
import { act, ctx, legalOf, OC, start } from './helpers';
import { dhPosition, european, mongol } from './dhHelpers';

/**
 * Liegnitz 3.4 the Mongol artillery and Smoke (`liegnitz.artillery`, ruling R-DH-LIEGNITZ-ART), on the DH test map: the
 * Mongols are "byzantines" (Retreat Edge west), the Europeans "persians" (east).
 */

type Smoke = { hex: string; age: number };
const ART = 'liegnitz.artillery';
const artillery = (s: GbohState) => s.battle[ART] as { pieces: Record<string, { hex: string | null }>; smoke: Smoke[] };

function position(opts: { rockets?: boolean; units?: Record<string, unknown>[]; leaders?: Record<string, unknown>[] } = {}): GbohState {
  const pos = dhPosition({
    units: opts.units ?? [
      mongol({ id: 'lc', type: 'LC', tq: 6, ma: 9, missile: 'C', hex: '0705', facing: { vertex: 1 } }),
      european({ id: 'hi', type: 'HI', tq: 6, ma: 4, hex: '1007', facing: { vertex: 4 } }),
    ],
    leaders: opts.leaders ?? [OC('byzantines', '0505', { initiative: 3 }), OC('persians', '1510')],
    specialRules: [
      {
        kind: 'mongolArtillery', side: 'byzantines', leaders: ['byzantines-oc'], pieces: [{ id: 'art', hex: '0707', name: '1' }],
        ma: 3, smokeRange: 4, bombsPerTurn: 3, maxMongolNeighbours: 2, smokeTurns: 2, rockets: opts.rockets === true ? { range: 9 } : null,
      },
    ] as never,
  }) as Record<string, unknown>;
  const s = start({ ...pos, rules: [ART] } as never);
  s.turn = 2;
  return s;
}

const activated = (s: GbohState, leader = 'byzantines-oc'): GbohState => act(s, { type: 'activate', leader }).state;
const ofType = <T extends GbohAction['type']>(s: GbohState, type: T) => legalOf(s).filter((a): a is Extract<GbohAction, { type: T }> => a.type === type);

describe('Liegnitz 3.4 Mongol artillery: Smoke Bombs (2)–(4)', () => {
  it('Baidar / Kaidan\'s Individual Order: Smoke at any hex within 4 but a Mongol-held one; the unit in the hex takes a hit and falls back one hex', () => {
    const s = activated(position());
    const targets = ofType(s, 'artillery-smoke').map((a) => a.hex);
    expect(targets).toContain('1007');
    expect(targets).not.toContain('0705'); // the LC's hex
    for (const h of targets) expect(gbohHex.distance(h, '0707')).toBeLessThanOrEqual(4);
    const before = s.activation!.ordersLeft;
    const r = act(s, { type: 'artillery-smoke', piece: 'art', hex: '1007' });
    expect(r.events.find((e) => e.key === 'liegnitz.smoke')).toMatchObject({ params: { piece: '1', hex: '1007' }, rule: 'liegnitz.artillery' });
    expect(r.state.units.hi!.hits).toBe(1);
    expect(r.state.units.hi!.hex).not.toBe('1007');
    expect(gbohHex.distance(r.state.units.hi!.hex!, '1007')).toBe(1);
    expect(Number(r.state.units.hi!.hex!.slice(0, 2))).toBe(11); // toward its (east) Retreat Edge
    expect(r.state.activation!.ordersLeft).toBe(before - 1);
    expect(artillery(r.state).smoke).toEqual([{ hex: '1007', age: 0 }]);
  });

  it('three bombs a turn for one order, one a hex; having fired the piece may not move', () => {
    let s = activated(position());
    const before = s.activation!.ordersLeft;
    s = act(s, { type: 'artillery-smoke', piece: 'art', hex: '0909' }).state;
    expect(ofType(s, 'artillery-smoke').map((a) => a.hex)).not.toContain('0909');
    expect(ofType(s, 'artillery-move')).toEqual([]);
    s = act(s, { type: 'artillery-smoke', piece: 'art', hex: '0908' }).state;
    s = act(s, { type: 'artillery-smoke', piece: 'art', hex: '0906' }).state;
    expect(artillery(s).smoke.map((x) => x.hex)).toEqual(['0909', '0908', '0906']);
    expect(s.activation!.ordersLeft).toBe(before - 1);
    expect(ofType(s, 'artillery-smoke')).toEqual([]);
  });

  it('not at a hex next to three or more Mongol-held hexes', () => {
    const s = activated(position({
      units: [
        mongol({ id: 'a', type: 'LC', tq: 6, ma: 9, hex: '0804', facing: { vertex: 1 } }),
        mongol({ id: 'b', type: 'LC', tq: 6, ma: 9, hex: '0806', facing: { vertex: 1 } }),
        mongol({ id: 'c', type: 'LC', tq: 6, ma: 9, hex: '0904', facing: { vertex: 1 } }),
        european({ id: 'hi', type: 'HI', tq: 6, ma: 4, hex: '1210', facing: { vertex: 4 } }),
      ],
    }));
    const around = (h: string) => gbohHex.neighbours(h).filter((n) => ['0804', '0806', '0904'].includes(n)).length;
    const targets = ofType(s, 'artillery-smoke').map((a) => a.hex);
    const barred = gbohHex.neighbours('0805').filter((h) => around(h) >= 3);
    expect(around('0805')).toBeGreaterThanOrEqual(3);
    expect(targets).not.toContain('0805');
    for (const h of barred) expect(targets).not.toContain(h);
    expect(targets).toContain('0908');
  });

  it('(1) only the named leaders\' Individual Orders: not another leader\'s', () => {
    const s = activated(position({ leaders: [OC('byzantines', '0505', { id: 'other', initiative: 3 }), OC('persians', '1510')] }), 'other');
    expect(ofType(s, 'artillery-smoke')).toEqual([]);
  });

  it('(1) a move: within its MA, one order; then no fire that turn', () => {
    let s = activated(position());
    const tos = ofType(s, 'artillery-move').map((a) => a.to);
    expect(tos).toContain('0607');
    expect(tos).not.toContain('0707');
    for (const h of tos) expect(gbohHex.distance(h, '0707')).toBeLessThanOrEqual(3);
    const r = act(s, { type: 'artillery-move', piece: 'art', to: '0607' });
    expect(r.events.find((e) => e.key === 'liegnitz.artilleryMove')!.params).toMatchObject({ piece: '1', from: '0707', to: '0607' });
    s = r.state;
    expect(artillery(s).pieces.art!.hex).toBe('0607');
    expect(ofType(s, 'artillery-smoke')).toEqual([]);
  });
});

describe('Liegnitz 3.4 Smoke effects (4)–(5)', () => {
  const withSmoke = (hex: string): GbohState => {
    const s = position();
    artillery(s).smoke.push({ hex, age: 0 });
    return s;
  };

  it('blocks the LOS, Arc Fire too', () => {
    const s = position();
    s.units.lc!.hex = '0707';
    s.units.hi!.hex = '1007';
    const between = gbohHex.lineBetween('0707', '1007').flat().find((h) => h !== '0707' && h !== '1007')!;
    expect(dhHasLOS(s, 'lc', 'hi', 'arc')).toBe(true);
    artillery(s).smoke.push({ hex: between, age: 0 });
    expect(dhHasLOS(s, 'lc', 'hi', 'arc')).toBe(false);
    expect(dhHasLOS(s, 'lc', 'hi', 'direct')).toBe(false);
  });

  it('no European unit may enter a Smoke hex; Mongols may', () => {
    const s = withSmoke('0907');
    expect(hooks.mayEnterHex(s, 'hi', '0907')).toBe(false);
    expect(hooks.mayEnterHex(s, 'hi', '0908')).toBe(true);
    expect(hooks.mayEnterHex(s, 'lc', '0907')).toBe(true);
  });

  it('no European unit within 2 hexes of Smoke may Orderly Withdraw', () => {
    expect(gbohHex.distance('1009', '1007')).toBe(2);
    expect(hooks.mayOrderlyWithdraw(withSmoke('1009'), 'hi')).toBe(false);
    expect(hooks.mayOrderlyWithdraw(withSmoke('1310'), 'hi')).toBe(gbohHex.distance('1310', '1007') > 2);
    expect(hooks.mayOrderlyWithdraw(withSmoke('0705'), 'lc')).toBe(true);
  });

  it('lasts two turns: flipped at the end of the first, removed at the end of the second', () => {
    const s = withSmoke('0907');
    hooks.withdrawalPhaseEnd(s, ctx());
    expect(artillery(s).smoke).toEqual([{ hex: '0907', age: 1 }]);
    hooks.withdrawalPhaseEnd(s, ctx());
    expect(artillery(s).smoke).toEqual([]);
  });
});

describe('Liegnitz 3.4 the artillery overrun (7) and the optional rockets (6)', () => {
  it('a European unit next to the artillery and in no Mongol ZOC destroys it', () => {
    const s = position();
    s.units.hi!.hex = '0808';
    expect(gbohHex.distance('0808', '0707')).toBe(1);
    s.units.lc!.hex = '0505';
    hooks.afterStep(s, ctx());
    expect(artillery(s).pieces.art!.hex).toBeNull();
  });

  it('rockets once a turn at a hex within 9: DR 8 two Cohesion Hits, DR 0 the artillery blows up', () => {
    const s = activated(position({ rockets: true }));
    const r = act(s, { type: 'artillery-rocket', piece: 'art', hex: '1007' }, [8]);
    expect(r.events.find((e) => e.key === 'liegnitz.rocket')!.params).toMatchObject({ piece: '1', hex: '1007', roll: 8 });
    expect(r.state.units.hi!.hits).toBe(2);
    expect(ofType(r.state, 'artillery-smoke')).toEqual([]); // instead of its smoke
    const boom = act(s, { type: 'artillery-rocket', piece: 'art', hex: '1007' }, [0]).state;
    expect(artillery(boom).pieces.art!.hex).toBeNull();
    expect(boom.units.hi!.hits).toBe(0);
    expect(ofType(activated(position()), 'artillery-rocket')).toEqual([]); // the option off
  });
});
