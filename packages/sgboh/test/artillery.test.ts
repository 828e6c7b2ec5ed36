import { gbohHex } from '@polemarch/gboh-family';
import { describe, expect, it } from 'vitest';
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
