import { advance, type BaseState, cloneJson, gbohHex as kernelHex, type GameModule, type JsonValue, newGame, randomChooser, stateHash } from '@polemarch/kernel';
import { describe, expect, it } from 'vitest';
import { PINNED_GAMES, pinnedHashes } from '../bench/pins';
import { gboh, type GbohState } from '../src';
import { mapHexes } from '../src/map';
import { gbohHex } from '../src/perfHex';

/**
 * The engine's performance shortcuts change no outcome: the static data is shared and frozen, the module's clone is
 * a deep copy, the memoized hex geometry answers as the kernel's, and seeded random play reaches pinned states.
 */

const m = gboh as unknown as GameModule<BaseState, JsonValue, JsonValue>;

function playTo(scenario: string, seed: number, actions: number): GbohState {
  const choose = randomChooser(seed * 7919);
  let s = newGame(m, { scenario, seed });
  for (let n = 0; n < actions; n++) {
    const p = m.pending(s);
    if (p === null) break;
    s = advance(m, s, p.seat, choose(m.legal(s, p.seat)));
  }
  return s as unknown as GbohState;
}

describe('static battle data', () => {
  it('is frozen at setup, so a write throws instead of leaking into other states', () => {
    const s = newGame(m, { scenario: 'callinicum', seed: 1 }) as unknown as GbohState;
    expect(Object.isFrozen(s.static)).toBe(true);
    expect(Object.isFrozen(s.static.map.terrain)).toBe(true);
    expect(Object.isFrozen(s.static.units[Object.keys(s.static.units)[0]!])).toBe(true);
    expect(() => {
      (s.static as { name: string }).name = 'changed';
    }).toThrow(TypeError);
  });

  it('is shared by reference between a state and the states played from it', () => {
    const later = playTo('catalaunian-fields', 2, 150);
    const p = m.pending(later as unknown as BaseState)!;
    const next = advance(m, later as unknown as BaseState, p.seat, m.legal(later as unknown as BaseState, p.seat)[0]!) as unknown as GbohState;
    expect(next.static).toBe(later.static);
  });
});

describe('the module clone', () => {
  it('is a deep copy equal to the generic JSON copy, with the same keys in the same order', () => {
    const s = playTo('callinicum', 2, 300);
    const c = gboh.clone!(s);
    expect(stateHash(c)).toBe(stateHash(s));
    expect(Object.keys(c)).toEqual(Object.keys(s));
    expect(JSON.stringify(c)).toBe(JSON.stringify(cloneJson(s)));
  });

  it('shares nothing mutable with the original but the static data', () => {
    const s = playTo('dara', 1, 200);
    const before = stateHash(s);
    const c = gboh.clone!(s);
    const id = Object.keys(c.units)[0]!;
    c.units[id]!.owFiredAt.push('x');
    c.units[id]!.hits += 3;
    const cheiro = Object.values(c.units).find((u) => u.cheiro !== null);
    if (cheiro) cheiro.cheiro!.active += 1;
    c.leaders[Object.keys(c.leaders)[0]!]!.mp += 1;
    c.routPoints[c.static.sides[0].id] = 99;
    c.reactions.push({ kind: 'mustCheck', seat: 'x', unit: id });
    c.rng.state[0] = (c.rng.state[0] ?? 0) + 1;
    expect(stateHash(s)).toBe(before);
  });
});

describe('memoized hex geometry (perfHex)', () => {
  it('answers exactly as the kernel on a battle map (every third hex)', () => {
    const s = newGame(m, { scenario: 'catalaunian-fields', seed: 1 }) as unknown as GbohState;
    const hexes = mapHexes(s.static.map);
    const probe = hexes.filter((_, i) => i % 37 === 0);
    for (const h of hexes.filter((_, i) => i % 3 === 0)) {
      expect(gbohHex.neighbours(h)).toEqual(kernelHex.neighbours(h));
      for (const d of kernelHex.DIRECTIONS) {
        expect(gbohHex.neighbour(h, d)).toBe(kernelHex.neighbour(h, d));
        expect(gbohHex.frontHexes(h, d)).toEqual(kernelHex.frontHexes(h, d));
        expect(gbohHex.flankHexes(h, d)).toEqual(kernelHex.flankHexes(h, d));
        expect(gbohHex.rearHexes(h, d)).toEqual(kernelHex.rearHexes(h, d));
      }
      for (const o of probe) {
        expect(gbohHex.distance(h, o)).toBe(kernelHex.distance(h, o));
        expect(gbohHex.directionTo(h, o)).toBe(kernelHex.directionTo(h, o));
      }
      for (const n of kernelHex.hexesWithin(h, 3)) expect(gbohHex.lineBetween(h, n)).toEqual(kernelHex.lineBetween(h, n));
    }
  });

  it('rejects an id that is not a hex, as the kernel does', () => {
    expect(() => gbohHex.distance('12x4', '1204')).toThrow(RangeError);
    expect(() => gbohHex.neighbours('abc')).toThrow(RangeError);
  });
});

/**
 * State hashes of seeded random play (bench/pins.ts), per engine version. A rules change that makes play differ
 * bumps `engineVersion` (kernel contract) and re-pins with `npx tsx packages/gboh/bench/pins.ts`; a change that
 * is only meant to be faster must leave them as they are.
 */
const PINS: Record<string, Record<string, string[]>> = {
  '0.5.2': {
    'callinicum#1': ['0:f22b05a24f806119', '200:e025ecc03ac1269f', '400:16fdde68de197d56', '600:0c7bf903742c1bb6'],
    'catalaunian-fields#3': ['0:c7c78ceff6508007', '200:41de1efb29743327', '400:71c4dfb36933f4a4', '600:1e89c308d9464fbb'],
    'dara#2': ['0:c2a758a84ae54971', '200:0a84d491528dafbd', '400:e42da439d4b879fd', '600:908c2d0ab17730b7'],
    'tricameron#1': ['0:f4f685050692435d', '200:5975e82248085576', '400:65df7e6817ee7ba5'],
    'casilinum#1': ['0:e294e507ef355ee2', '200:c6c503a5fe183361', '400:f67ce059064d60f3'],
  },
};

describe('pinned random play', () => {
  for (const g of PINNED_GAMES) {
    it(`${g.scenario} seed ${g.seed}: ${g.actions} random actions reach the pinned state hashes`, () => {
      const pins = PINS[gboh.engineVersion];
      expect(pins, `no pinned hashes for engineVersion ${gboh.engineVersion}: re-pin with npx tsx packages/gboh/bench/pins.ts`).toBeDefined();
      expect(pinnedHashes(g)).toEqual(pins![`${g.scenario}#${g.seed}`]);
    });
  }
});
