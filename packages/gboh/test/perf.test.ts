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
 * is only meant to be faster must leave them as they are. Re-pinned at 0.5.2 for a static-data shape change that
 * changes no play (the battle rules list `static.rules`; bench/lockstep.ts showed identical pending, legal lists and
 * events over the pinned games).
 */
const PINS: Record<string, Record<string, string[]>> = {
  '0.5.2': {
    'callinicum#1': ['0:58feaa643177f4f7', '200:1076083f2e1a7059', '400:8c139b39f0d1aeb5', '600:9bd3fca71323553b'],
    'catalaunian-fields#3': ['0:83993f3510d0483a', '200:98c12c66de9dd607', '400:060a902c726aec28', '600:eb04856a09adbace'],
    'dara#2': ['0:43ae56762e334513', '200:56a82d62246512cf', '400:8c7b87a9dfd2fdbb', '600:eefd752f6499aff9'],
    'tricameron#1': ['0:3016fbbb7ed5fafc', '200:6781dbcb09f771d0', '400:c92fae679cefc2eb'],
    'casilinum#1': ['0:640e7ae33ad76e26', '200:16dde079f42c385d', '400:d6bbc2e9513df07e'],
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
