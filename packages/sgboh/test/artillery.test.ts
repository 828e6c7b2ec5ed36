import { gbohHex } from '@polemarch/gboh-family';
import { describe, expect, it } from 'vitest';
import { canStack } from '../src/board';
import { sgboh, type SgbohState } from '../src/index';
import type { SgbohAction } from '../src/types';
import { battle, play, start, u, unit } from './helpers';

/** 7.24: inactive artillery fires once per Movement/Missile Phase at each active unit within its range (ruling R-51). */

const ART = '2010';
const make = (): SgbohState =>
  play(
    start(
      battle([
        unit({ id: 'm', side: 'red', type: 'MI', tq: 6, ma: 6, hex: '1210', facing: 1 }),
        unit({ id: 'n', side: 'red', type: 'MI', tq: 6, ma: 6, hex: '1214', facing: 1 }),
        unit({ id: 'art', side: 'blue', type: 'ART', missile: 'ART', tq: 4, ma: 0, hex: ART, facing: 0 }),
      ]),
    ),
    'red',
    { type: 'activate', formation: 'red-f', leader: null },
  ).state;
/** A step of `id` that ends `d` hexes from the artillery. */
const stepTo = (s: SgbohState, id: string, d: number): SgbohAction => {
  const a = sgboh.legal(s, 'red').find((x) => x.type === 'step' && x.unit === id && gbohHex.distance(x.to, ART) === d && !x.payHit);
  if (a === undefined) throw new Error(`no step of ${id} to ${d} hexes`);
  return a;
};
const offered = (s: SgbohState): boolean => {
  const p = sgboh.pending(s);
  return p !== null && p.seat === 'blue' && p.rule === 'sgboh 7.24';
};

describe('7.24 artillery fires at each active unit', () => {
  it('offered when a unit comes into range and again when the range shortens; once it has fired at a unit, never again at it', () => {
    let s = make();
    expect(gbohHex.distance('1210', ART)).toBe(8);
    s = play(s, 'red', stepTo(s, 'm', 7)).state;
    expect(offered(s)).toBe(true);
    s = play(s, 'blue', { type: 'decline' }).state;
    s = play(s, 'red', stepTo(s, 'm', 6)).state;
    expect(offered(s)).toBe(true);
    // Range 6 on row A needs 1: a 1 hits (no DRM: inactive fire, no Hits).
    const r = play(s, 'blue', { type: 'react', facing: null }, [1]);
    expect(r.events.find((e) => e.key === 'fire.hit')?.params).toMatchObject({ range: 6, need: 1, roll: 1 });
    s = r.state;
    expect(u(s, 'm').hits).toBe(1);
    expect(u(s, 'art').turn.firedAt).toEqual(['m']);
    s = play(s, 'red', stepTo(s, 'm', 5)).state;
    expect(offered(s)).toBe(false);
  });
  it('having fired at one active unit, it still fires at another (an ordinary unit reacts once a Player Turn)', () => {
    let s = make();
    s = play(s, 'red', stepTo(s, 'm', 7)).state;
    s = play(s, 'blue', { type: 'react', facing: null }, [0]).state;
    expect(u(s, 'm').hits).toBe(1);
    s = play(s, 'red', stepTo(s, 'n', gbohHex.distance('1214', ART) - 1)).state;
    expect(offered(s)).toBe(true);
  });
});

describe('10.12 artillery has no facing and does not fire through walls; 10.13 one piece a hex', () => {
  const line = ['1010'];
  for (let i = 0; i < 3; i++) line.push(gbohHex.neighbour(line.at(-1)!, gbohHex.dir(3))!);
  const fires = (fort: 'none' | 'wall' | 'tower'): boolean => {
    // The piece faces vertex 0; its target lies the other way, three hexes off.
    const b = battle([unit({ id: 'art', side: 'red', type: 'ART', missile: 'ART', tq: 4, ma: 0, hex: line[0]!, facing: 0 }), unit({ id: 't', side: 'blue', type: 'MI', hex: line[3]!, facing: 0 })], [], {
      fortifications: { hexsides: fort === 'none' ? [] : [{ hexes: [line[0]!, line[1]!], kind: 'wall', inside: line[0]!, tower: fort === 'tower', setIn: null }], camp: [] },
    });
    const s = play(start(b), 'red', { type: 'activate', formation: 'red-f', leader: null }).state;
    return sgboh.legal(s, 'red').some((a) => a.type === 'fire' && a.unit === 'art' && a.target === 't');
  };
  it('fires behind its counter\'s facing; not across a wall, unless from a Tower', () => {
    expect(fires('none')).toBe(true);
    expect(fires('wall')).toBe(false);
    expect(fires('tower')).toBe(true);
  });
  it('two pieces never share a hex; a piece may share with foot, not with cavalry', () => {
    const piece = { side: 'red', inColumn: false, legion: null, cls: null, doubleDepth: false } as const;
    expect(canStack({ ...piece, type: 'ART' }, { ...piece, type: 'ART' })).toBe(false);
    expect(canStack({ ...piece, type: 'ART' }, { ...piece, type: 'HI' })).toBe(true);
    expect(canStack({ ...piece, type: 'ART' }, { ...piece, type: 'LC' })).toBe(false);
  });
});
