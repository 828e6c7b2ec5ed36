import { gbohHex } from '@polemarch/gboh-family';
import { describe, expect, it } from 'vitest';
import { sgboh } from '../src/index';
import type { SgbohAction } from '../src/types';
import { battle, facingTo, front, keys, play, shockPhase, start, u, unit } from './helpers';

/** 5.12, 5.33–5.34 moving through and with friendly units; 10.3 Double Depth (rulings ). */

const A = '1010';
const V = 1;
const B = front(A, V)[0]!;
const C = front(B, V)[0]!;
const activate = (s: ReturnType<typeof start>) => play(s, 'red', { type: 'activate', formation: 'red-f', leader: null }).state;
const unitActions = (s: ReturnType<typeof start>, id: string): SgbohAction[] => sgboh.legal(s, 'red').filter((a) => 'unit' in a && a.unit === id);

describe('5.12/5.34 passing through a friendly unit (TEC "Friendly unit", ruling R-19)', () => {
  const make = (ma: number) =>
    activate(start(battle([unit({ id: 'm', side: 'red', type: 'HI', ma, hex: A, facing: V }), unit({ id: 'f', side: 'red', type: 'MI', hex: B, facing: V }), unit({ id: 'e', side: 'blue', type: 'HI', hex: '2525' })])));
  it('a unit pays +2 MP to enter the friendly hex and must step on out of it', () => {
    let s = make(5);
    expect(unitActions(s, 'm')).toContainEqual({ type: 'step', unit: 'm', to: B, payHit: false });
    s = play(s, 'red', { type: 'step', unit: 'm', to: B, payHit: false }).state;
    expect(u(s, 'm').turn.mp).toBe(2);
    // Only its onward steps: no other unit, no facing change, no end of movement while it shares the hex.
    const legal = sgboh.legal(s, 'red');
    expect(legal.length).toBeGreaterThan(0);
    expect(legal.every((a) => a.type === 'step' && a.unit === 'm')).toBe(true);
    s = play(s, 'red', { type: 'step', unit: 'm', to: C, payHit: false }).state;
    expect([u(s, 'm').hex, u(s, 'm').turn.mp, u(s, 'f').hex, u(s, 'f').stack]).toEqual([C, 1, B, 0]);
  });
  it('it may not enter when its only way on leads next to an enemy (4.12, 6.22 could forbid that step)', () => {
    const C2 = front(B, V)[1]!;
    const E = front(C, V)[0]!;
    expect([gbohHex.distance(E, B), gbohHex.distance(E, C)]).toEqual([2, 1]);
    const s = activate(
      start(
        battle([
          unit({ id: 'm', side: 'red', type: 'HI', ma: 6, hex: A, facing: V }),
          unit({ id: 'f', side: 'red', type: 'MI', hex: B, facing: V }),
          unit({ id: 'g', side: 'red', type: 'MI', hex: C2, facing: V }),
          unit({ id: 'e', side: 'blue', type: 'HI', hex: E }),
        ]),
      ),
    );
    expect(unitActions(s, 'm').filter((a) => a.type === 'step' && a.to === B)).toEqual([]);
  });
  it('it may not enter when it could not step on (MA 3: 1 + 2 leaves nothing)', () => {
    expect(unitActions(make(3), 'm').filter((a) => a.type === 'step' && a.to === B)).toEqual([]);
  });
});

describe('5.12, 5.17, 5.33 a stack moves together and changes its order', () => {
  const legion = (id: string) => unit({ id, side: 'red', type: 'HI', legion: 'X', hex: A, facing: V });
  const make = () => {
    const b = battle([legion('top'), legion('bottom'), unit({ id: 'e', side: 'blue', type: 'HI', hex: '2525' })]);
    b.map.hexes = { [B]: { terrain: 'rough' } };
    return activate(start(b));
  };
  it('the stack steps as one; a terrain Hit taken on the way hits both units (5.17)', () => {
    let s = make();
    expect(unitActions(s, 'top')).toContainEqual({ type: 'stack-step', unit: 'top', to: B, payHit: true });
    // The bottom unit never moves alone (5.33).
    expect(unitActions(s, 'bottom').filter((a) => a.type === 'step')).toEqual([]);
    s = play(s, 'red', { type: 'stack-step', unit: 'top', to: B, payHit: true }).state;
    expect([u(s, 'top').hex, u(s, 'bottom').hex, u(s, 'top').stack, u(s, 'bottom').stack]).toEqual([B, B, 0, 1]);
    expect([u(s, 'top').hits, u(s, 'bottom').hits]).toEqual([1, 1]);
    expect([u(s, 'top').turn.mp, u(s, 'bottom').turn.mp]).toEqual([4, 4]);
  });
  it('changing the stacking order costs each unit 2 MP', () => {
    const r = play(make(), 'red', { type: 'restack', unit: 'top' });
    expect(keys(r.events)).toContain('unit.restack');
    expect([u(r.state, 'top').stack, u(r.state, 'bottom').stack]).toEqual([1, 0]);
    expect([u(r.state, 'top').turn.mp, u(r.state, 'bottom').turn.mp]).toEqual([3, 3]);
  });
});

describe('10.3 Double-Depth phalanxes', () => {
  const rearHex = '1009';
  const facing = facingTo(rearHex, A);
  const make = () =>
    activate(
      start(
        battle([
          unit({ id: 'front', side: 'red', type: 'PH', tq: 7, size: 8, ma: 4, hex: A, facing }),
          unit({ id: 'rear', side: 'red', type: 'PH', tq: 7, size: 8, ma: 4, hex: rearHex, facing }),
          unit({ id: 'e', side: 'blue', type: 'HI', hex: '2525' }),
        ]),
      ),
    );
  it('the rear unit forms under the front one; the pair neither moves again this activation nor changes facing', () => {
    let s = make();
    expect(unitActions(s, 'front')).toContainEqual({ type: 'double-depth', unit: 'front', rear: 'rear' });
    s = play(s, 'red', { type: 'double-depth', unit: 'front', rear: 'rear' }).state;
    expect([u(s, 'rear').hex, u(s, 'rear').stack, u(s, 'front').doubleDepth, u(s, 'rear').doubleDepth]).toEqual([A, 1, true, true]);
    expect(unitActions(s, 'front')).toEqual([]);
    expect(unitActions(s, 'rear')).toEqual([]);
  });
  it('attacking, the pair gets +1 and adds both Sizes; defending frontally it costs the attacker 1', () => {
    const D = front(A, facing)[0]!;
    const s = start(
      battle([
        unit({ id: 'front', side: 'red', type: 'PH', tq: 7, size: 8, ma: 4, hex: A, facing, doubleDepth: true }),
        unit({ id: 'rear', side: 'red', type: 'PH', tq: 7, size: 8, ma: 4, hex: A, facing, doubleDepth: true }),
        unit({ id: 'd', side: 'blue', type: 'PH', tq: 7, size: 8, ma: 4, hex: D, facing: facingTo(D, A) }),
      ]),
    );
    shockPhase(s);
    const r = play(s, 'red', { type: 'designate', attacker: 'front', defender: 'd' }, [4]);
    const drm = Object.fromEntries(r.events.find((e) => e.key === 'shock.roll')!.modifiers!.map((m) => [m.label.key, m.value]));
    // PH vs PH front 0, TQ 0, Size 16 vs 8 (2 to 1) +2, Double Depth +1.
    expect(drm).toEqual({ 'drm.size': 2, 'drm.double-depth': 1 });
  });
  it('no unit may enter its hex (T1 note g)', () => {
    const s = activate(
      start(
        battle([
          unit({ id: 'front', side: 'red', type: 'PH', hex: B, facing: V, doubleDepth: true }),
          unit({ id: 'rear', side: 'red', type: 'PH', hex: B, facing: V, doubleDepth: true }),
          unit({ id: 'm', side: 'red', type: 'LI', ma: 6, hex: A, facing: V }),
          unit({ id: 'e', side: 'blue', type: 'HI', hex: '2525' }),
        ]),
      ),
    );
    expect(unitActions(s, 'm').filter((a) => a.type === 'step' && a.to === B)).toEqual([]);
  });
});

describe('5.36 Roman interval sidestep (ruling R-52)', () => {
  const S = '1510';
  const make = (terrain: Record<string, 'woods'> = {}) => {
    const b = battle([
      unit({ id: 'm', side: 'red', type: 'HI', ma: 6, hex: '1010', facing: 1 }),
      unit({ id: 'top', side: 'blue', type: 'HI', legion: 'X', hex: S, facing: 4 }),
      unit({ id: 'bot', side: 'blue', type: 'HI', legion: 'X', hex: S, facing: 4 }),
    ]);
    for (const [h, t] of Object.entries(terrain)) b.map.hexes[h] = { terrain: t };
    return activate(start(b));
  };
  const approach = (s: ReturnType<typeof start>, d: number) => {
    let st = s;
    for (let k = gbohHex.distance(u(st, 'm').hex!, S) - 1; k >= d; k--) {
      const a = sgboh.legal(st, 'red').find((x) => x.type === 'step' && x.unit === 'm' && gbohHex.distance(x.to, S) === k && !x.payHit)!;
      st = play(st, 'red', a).state;
    }
    return st;
  };
  const side = gbohHex.flankHexes(S, gbohHex.dir(4));
  it('an enemy coming within two hexes: the owner may step either unit into an empty Clear side hex, no MP, facing kept', () => {
    let s = approach(make(), 3);
    expect(sgboh.pending(s)?.seat).toBe('red');
    s = approach(s, 2);
    expect(sgboh.pending(s)).toMatchObject({ seat: 'blue', rule: 'sgboh 5.36' });
    const offers = sgboh.legal(s, 'blue');
    expect(offers).toContainEqual({ type: 'decline' });
    const steps = offers.filter((a) => a.type === 'sidestep');
    expect(steps.length).toBeGreaterThan(0);
    for (const a of steps) if (a.type === 'sidestep') expect(side).toContain(a.to);
    const first = steps[0]!;
    if (first.type !== 'sidestep') throw new Error('no sidestep');
    s = play(s, 'blue', first).state;
    expect(u(s, first.unit)).toMatchObject({ hex: first.to, facing: 4, stack: 0 });
    const other = first.unit === 'top' ? 'bot' : 'top';
    expect(u(s, other)).toMatchObject({ hex: S, stack: 0 });
    expect(sgboh.pending(s)?.seat).toBe('red');
  });
  it('not into a side hex of Woods (Clear only): no offer when both side hexes are Woods', () => {
    const s = approach(make(Object.fromEntries(side.map((h) => [h, 'woods' as const]))), 2);
    expect(sgboh.pending(s)?.rule).not.toBe('sgboh 5.36');
    expect(sgboh.legal(s, 'red').some((a) => a.type === 'step' || a.type === 'end-move')).toBe(true);
  });
});
