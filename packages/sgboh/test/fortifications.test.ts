import { describe, expect, it } from 'vitest';
import { gbohHex } from '@polemarch/gboh-family';
import { sgboh, type Battle, type SgbohState } from '../src/index';
import { rbsDestinations } from '../src/shock';
import type { Unit } from '../src/types';
import { battle, facingTo, front, play, shockPhase, start, u, unit } from './helpers';

/** 11.1 Fortifications beyond Dara's ditch (ruling R-44): walls, ramparts, towers, gates and camps from T2. */

const D = '1010';
type OnMap = Unit & { hex: string };
const A = front(D, 1)[0]!;
type Works = Battle['fortifications'];
const works = (hexsides: Works['hexsides'], camp: string[] = []): Works => ({ hexsides, camp });
const side = (kind: 'wall' | 'rampart' | 'gate' | 'ditch', inside: string | null, extra: { tower?: boolean; setIn?: 'wall' | 'rampart' } = {}): Works['hexsides'][number] => ({
  hexes: [A, D],
  kind,
  inside,
  tower: extra.tower ?? false,
  setIn: extra.setIn ?? null,
});
const shockRoll = (s: SgbohState): number | undefined => {
  const r = play(s, 'red', { type: 'designate', attacker: 'a', defender: 'd' }, [5]);
  return r.events.find((e) => e.key === 'shock.roll')!.modifiers!.find((m) => m.label.key === 'drm.terrain')?.value;
};

describe('11.12 T2 movement across the works', () => {
  const mover = (type: 'HI' | 'LC' | 'EL', fort: Works) => {
    const b = battle([unit({ id: 'm', side: 'red', type, hex: A, facing: facingTo(A, D), ma: 6 }), unit({ id: 'e', side: 'blue', type: 'HI', hex: '2525' })], [], { fortifications: fort });
    return play(start(b), 'red', { type: 'activate', formation: 'red-f', leader: null }).state;
  };
  it('a Wall from outside: +3h (4 MP into Clear and a Hit); from inside +2(h): pay 1 more MP or take the Hit', () => {
    const out = play(mover('HI', works([side('wall', D)])), 'red', { type: 'step', unit: 'm', to: D, payHit: true }).state;
    expect(u(out, 'm')).toMatchObject({ hex: D, hits: 1, turn: { mp: 2 } });
    const s = mover('HI', works([side('wall', A)]));
    expect(sgboh.legal(s, 'red').filter((a) => a.type === 'step' && a.to === D)).toHaveLength(2);
    expect(u(play(s, 'red', { type: 'step', unit: 'm', to: D, payHit: false }).state, 'm')).toMatchObject({ hits: 0, turn: { mp: 2 } });
    expect(u(play(s, 'red', { type: 'step', unit: 'm', to: D, payHit: true }).state, 'm')).toMatchObject({ hits: 1, turn: { mp: 3 } });
  });
  it('a Tower adds +1 to its wall (note d): 5 MP from outside', () => {
    const s = play(mover('HI', works([side('wall', D, { tower: true })])), 'red', { type: 'step', unit: 'm', to: D, payHit: true }).state;
    expect(u(s, 'm')).toMatchObject({ hits: 1, turn: { mp: 1 } });
  });
  it('11.13: cavalry crosses only through a Gate (+2)', () => {
    expect(sgboh.legal(mover('LC', works([side('wall', D)])), 'red').some((a) => a.type === 'step' && a.to === D)).toBe(false);
    const s = play(mover('LC', works([side('gate', D)])), 'red', { type: 'step', unit: 'm', to: D, payHit: false }).state;
    expect(u(s, 'm')).toMatchObject({ hex: D, hits: 0, turn: { mp: 3 } });
  });
  it('11.13: elephants may not enter a camp', () => {
    expect(sgboh.legal(mover('EL', works([], [D])), 'red').some((a) => a.type === 'step' && a.to === D)).toBe(false);
    expect(sgboh.legal(mover('EL', works([])), 'red').some((a) => a.type === 'step' && a.to === D)).toBe(true);
  });
});

describe('11.14 Shock across the works', () => {
  const make = (fort: Works): SgbohState =>
    shockPhase(start(battle([unit({ id: 'a', side: 'red', type: 'HI', hex: A, facing: facingTo(A, D) }), unit({ id: 'd', side: 'blue', type: 'HI', hex: D, facing: 1 })], [], { fortifications: fort })));
  it('is voluntary: the attacker may resolve without attacking', () => {
    expect(sgboh.legal(make(works([side('wall', D)])), 'red')).toContainEqual({ type: 'resolve' });
    expect(sgboh.legal(make(works([])), 'red')).not.toContainEqual({ type: 'resolve' });
  });
  it('T2 Shock DRM from outside: Wall −3, with a Tower −4, Gate −1, Rampart −3; from inside 0 (lost cells, R-44)', () => {
    expect(shockRoll(make(works([side('wall', D)])))).toBe(-3);
    expect(shockRoll(make(works([side('wall', D, { tower: true })])))).toBe(-4);
    expect(shockRoll(make(works([side('gate', D)])))).toBe(-1);
    expect(shockRoll(make(works([side('rampart', D)])))).toBe(-3);
    expect(shockRoll(make(works([side('wall', A)])))).toBeUndefined();
  });
  it('11.13: no Retreat Before Shock across the works', () => {
    const lone = (fort: Works): string[] => {
      const st = start(battle([unit({ id: 'a', side: 'red', type: 'HI', hex: A, facing: facingTo(A, D) }), unit({ id: 'd', side: 'blue', type: 'LI', ma: 6, hex: D, facing: 1 })], [], { fortifications: fort }));
      return rbsDestinations(st, u(st, 'd') as OnMap, [u(st, 'a') as OnMap]);
    };
    expect(lone(works([])).length).toBeGreaterThan(0);
    // Ditches on every hexside of D but the attacker's: nowhere to go.
    const ring = gbohHex.neighbours(D).filter((h) => h !== A).map((h) => ({ hexes: [D, h] as [string, string], kind: 'ditch' as const, inside: null, tower: false, setIn: null }));
    expect(lone(works(ring))).toEqual([]);
  });
});

describe('11.15 fire from a Tower or Ramparts, and T2 missile DRMs', () => {
  const make = (type: 'LG' | 'LI', missile: 'A' | null, fort: Works): SgbohState => {
    const b = battle([unit({ id: 'f', side: 'red', type, missile, hex: A, facing: facingTo(A, D) }), unit({ id: 't', side: 'blue', type: 'MI', hex: D, facing: 1 })], [], { fortifications: fort });
    return play(start(b), 'red', { type: 'activate', formation: 'red-f', leader: null }).state;
  };
  it('a legionary on a rampart fires at an adjacent unit on the Sling line with +1 (need 3: a 2 + 1 hits)', () => {
    const s = make('LG', null, works([side('rampart', A)]));
    expect(sgboh.legal(s, 'red')).toContainEqual({ type: 'fire', unit: 'f', target: 't' });
    const r = play(s, 'red', { type: 'fire', unit: 'f', target: 't' }, [1]);
    const e = r.events.find((x) => x.key === 'fire.hit')!;
    expect(e.params).toMatchObject({ range: 1, need: 3 });
    // +1 tower/rampart, −1 the rampart's inside missile cell.
    expect(e.modifiers!.map((m) => [m.label.key, m.value])).toEqual(expect.arrayContaining([['drm.tower-rampart', 1], ['drm.fortification', -1]]));
    expect(u(r.state, 't').hits).toBe(1);
  });
  it('the same legionary behind a plain wall may not fire (7.18)', () => {
    expect(sgboh.legal(make('LG', null, works([side('wall', A)])), 'red').some((a) => a.type === 'fire')).toBe(false);
  });
  it('archers outside shooting at a unit behind a wall: +1 (T2 outside A)', () => {
    const r = play(make('LI', 'A', works([side('wall', D)])), 'red', { type: 'fire', unit: 'f', target: 't' }, [3]);
    const e = r.events.find((x) => x.key === 'fire.hit' || x.key === 'fire.miss')!;
    expect(e.modifiers!.find((m) => m.label.key === 'drm.fortification')?.value).toBe(1);
  });
});

describe('11.1 position checks for works', () => {
  it('refuses a fortified hexside between hexes that are not adjacent, or a tower on a gate', async () => {
    const { battleProblems } = await import('../src/validate');
    const b = battle([unit({ id: 'a', side: 'red', type: 'HI', hex: A }), unit({ id: 'd', side: 'blue', type: 'HI', hex: '2020' })], [], {
      fortifications: works([{ hexes: [A, '2020'], kind: 'wall', inside: A, tower: false, setIn: null }, { hexes: [A, D], kind: 'gate', inside: D, tower: true, setIn: null }]),
    });
    expect(battleProblems(b)).toEqual([`fortified hexside ${A}-2020: the two hexes are not adjacent`, `fortified hexside ${A}-${D}: a Tower stands on a wall or rampart (T2 note d)`]);
  });
});

describe('T2 note e, T3 note a: a Tower gives one hex of range more, hit on a modified 0 (ruling R-50)', () => {
  // f stands in D, inside a wall with a tower on the hexside D–A; it faces out across A.
  const line = (n: number): string => {
    let h = D;
    for (let i = 0; i < n; i++) h = front(h, 1)[0]!;
    return h;
  };
  const make = (tower: boolean, distance: number): SgbohState => {
    const b = battle(
      [unit({ id: 'f', side: 'red', type: 'LI', missile: 'A', tq: 5, hex: D, facing: 1 }), unit({ id: 't', side: 'blue', type: 'MI', hex: line(distance), facing: 4 })],
      [],
      { fortifications: works([side('wall', D, { tower })]) },
    );
    return play(start(b), 'red', { type: 'activate', formation: 'red-f', leader: null }).state;
  };
  it('bows (range 4) reach 5 hexes from a Tower, needing a modified 0: a 1 hits (+1 moving archer, −1 firing down from the Tower, −1 the wall from inside), a 2 misses', () => {
    expect(gbohHex.distance(D, line(5))).toBe(5);
    const s = make(true, 5);
    expect(sgboh.legal(s, 'red')).toContainEqual({ type: 'fire', unit: 'f', target: 't' });
    const r = play(s, 'red', { type: 'fire', unit: 'f', target: 't' }, [1]);
    const e = r.events.find((x) => x.key === 'fire.hit')!;
    expect(e.params).toMatchObject({ range: 5, need: 0, roll: 0 });
    expect(e.modifiers!.map((m) => [m.label.key, m.value]).sort()).toEqual([['drm.fortification', -1], ['drm.moving-firer', 1], ['drm.target-lower', -1]]);
    const miss = play(s, 'red', { type: 'fire', unit: 'f', target: 't' }, [2]);
    expect(miss.events.map((x) => x.key)).toContain('fire.miss');
  });
  it('behind a plain wall the same archers reach 4 hexes only, and fire level', () => {
    expect(sgboh.legal(make(false, 5), 'red').some((a) => a.type === 'fire')).toBe(false);
    const r = play(make(false, 4), 'red', { type: 'fire', unit: 'f', target: 't' }, [0]);
    const e = r.events.find((x) => x.key === 'fire.hit')!;
    expect(e.params).toMatchObject({ range: 4, need: 1 });
    expect(e.modifiers!.some((m) => m.label.key === 'drm.target-lower')).toBe(false);
  });
});
