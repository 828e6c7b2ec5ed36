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

  it("copies each unit's keys exactly, the optional Devil's Horsemen fields included (set, absent or cleared)", () => {
    const s = playTo('callinicum', 2, 50);
    const [a, b, c] = Object.keys(s.units);
    s.units[a!]!.disordered = true;
    s.units[b!]!.pivotedInZoc = false;
    s.units[c!]!.owFiredAt = ['x'];
    const copy = gboh.clone!(s);
    for (const id of [a!, b!, c!, Object.keys(s.units).at(-1)!]) {
      expect(Object.keys(copy.units[id]!)).toEqual(Object.keys(s.units[id]!));
      expect(copy.units[id]).toEqual(s.units[id]);
    }
    expect(copy.units[c!]!.owFiredAt).not.toBe(s.units[c!]!.owFiredAt);
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
 * events over the pinned games), and again at 0.5.2 for the battle rules' state moved under `battle` (issue 12; no
 * play changes: LOCKSTEP_BATTLE_FIELDS=1 showed identical pending, legal lists, events and normalised hashes).
 */
/** The five pinned Cataphract games, unchanged since 0.5.2 (every later version is DH-only for them). */
const CATAPHRACT_PINS: Record<string, string[]> = {
  'callinicum#1': ['0:a6bf0b55d8141063', '200:3089c9393555d835', '400:cabc31d1ce2039e6', '600:8dae7ad05930308e'],
  'catalaunian-fields#3': ['0:8f51476467764475', '200:424abf99fb0b4497', '400:eebbc814ed7ee54e', '600:eabdd9d51bcd1b66'],
  'dara#2': ['0:be90bad8f7dbbacd', '200:2fdc948597f12f24', '400:8964b993b55b6e95', '600:b16a6ebd23962ada'],
  'tricameron#1': ['0:52521d16c6d5bfe2', '200:1c22e3b805627152', '400:10a2e1fa70adacc8'],
  'casilinum#1': ['0:a03ae66a585e0bf8', '200:53802d63c5ce4483', '400:0168f025539fbf1e'],
};

const PINS: Record<string, Record<string, string[]>> = {
  '0.5.2': CATAPHRACT_PINS,
  // 0.5.3 (DH 4.23 Lines, DH H&D, the FR fixes of 6.75 and DH LOS): these Cataphract games are unchanged.
  '0.5.3': CATAPHRACT_PINS,
  // 0.5.4 (DH Standards, and the rest of issue 13's fourth pass: DH only): these Cataphract games are unchanged.
  '0.5.4': CATAPHRACT_PINS,
  // 0.5.5 (issue 13's fifth pass: Kalka 2.6 and the DH rules, DH only): these Cataphract games are unchanged.
  '0.5.5': CATAPHRACT_PINS,
  // 0.5.6 (issue 13's sixth pass: DH 9.4 dismounted sides, DH 11.33 a carried Standard; DH only): unchanged.
  '0.5.6': CATAPHRACT_PINS,
  // 0.5.7 (issue 13's seventh pass: DH 12.21 placement, DH 9.31 bound Line units; DH only): unchanged.
  '0.5.7': CATAPHRACT_PINS,
  // 0.5.8 (DH note b: no free turn back to a facing held in the hex, ruling DH-FACE-1; DH only): unchanged.
  '0.5.8': CATAPHRACT_PINS,
  // 0.5.9 (the Kalka's default turn limit, ruling DH-TURNS-1; DH only): unchanged.
  '0.5.9': CATAPHRACT_PINS,
};

describe('pinned random play', () => {
  for (const g of PINNED_GAMES) {
    it(`${g.scenario} seed ${g.seed}: ${g.actions} random actions reach the pinned state hashes`, () => {
      const pins = PINS[gboh.engineVersion];
      expect(pins, `no pinned hashes for engineVersion ${gboh.engineVersion}: re-pin with npx tsx packages/gboh/bench/pins.ts`).toBeDefined();
      expect(pinnedHashes(g)).toEqual(pins![`${g.scenario}#${g.seed}`]);
    });
  }
  // Issue 18: random play and search playouts step their own states in place (`ownedSteps`); the same games.
  for (const g of PINNED_GAMES.slice(0, 3)) {
    it(`${g.scenario} seed ${g.seed}: the same random actions stepped in place reach the same pinned hashes`, () => {
      expect(gboh.ownedSteps).toBe(true);
      expect(pinnedHashes(g, true)).toEqual(PINS[gboh.engineVersion]![`${g.scenario}#${g.seed}`]);
    });
  }
});
