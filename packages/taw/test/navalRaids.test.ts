import { describe, expect, it } from 'vitest';
import { GameError, applyAction } from '@polemarch/kernel';
import { taw } from '../src/index';
import { MAP } from '../src/map';
import { sailActions } from '../src/naval';
import { raidHexes } from '../src/raids';
import { SEA } from '../src/sea';
import { hexNeighbours } from '../src/hex';
import type { TawAction, TawState } from '../src/state';
import { activateFor, fresh, sp } from './helpers';

/** T26 raids (7.22; ruling N-4): landings outside a port, within the Land column's limits. */

const TARENTUM = MAP.cities.get('Tarentum')!.hex;
const HERACLEA = MAP.cities.get('Heraclea')!.hex;
/** Calabria's beach: an open coastal hex without a city. */
const OPEN_BEACH = 5605;
/** Sicilia Occidentale's beach: rough, no city. */
const ROUGH_BEACH = 5125;
/** Lucania's beach: mountain. */
const MOUNTAIN_BEACH = 4913;

/** Milon inside Tarentum with `n` Epirote SP (the Tarentines stay: S3.4), his operation to choose. */
function raider(n: number): TawState {
  const s = fresh('pyrrhus');
  s.ask = null;
  const st = s.stacks.find((x) => x.side === 'epirus' && x.hex === TARENTUM && x.inCity)!;
  st.groups = [{ c: 'Epirote', t: 'inf', sp: n }, ...st.groups.filter((g) => g.c !== 'Epirote')];
  activateFor(s, 'milon');
  return s;
}

const sailsTo = (s: TawState, to: number): TawAction[] => sailActions(s).filter((x) => x.type === 'sail' && x.to === to);

function refusal(s: TawState, a: TawAction): string {
  try {
    applyAction(taw, s, 'epirus', a);
  } catch (e) {
    expect(e).toBeInstanceOf(GameError);
    return (e as GameError).message;
  }
  throw new Error('accepted');
}

describe('T26 raids: landing outside a port (7.22, ruling N-4)', () => {
  it('the map gives the hexes their T26 types', () => {
    expect(MAP.hexes.get(OPEN_BEACH)).toMatchObject({ terrain: 'open', city: null, province: 'Calabria' });
    expect(MAP.hexes.get(HERACLEA)).toMatchObject({ terrain: 'rough', city: 'Heraclea' });
    expect(MAP.cityAt.get(HERACLEA)!.port).toBeNull();
    expect(MAP.hexes.get(ROUGH_BEACH)).toMatchObject({ terrain: 'rough', city: null });
    expect(MAP.hexes.get(MOUNTAIN_BEACH)).toMatchObject({ terrain: 'mountain', city: null });
    expect(raidHexes(fresh('pyrrhus'), 'epirus')).toEqual(expect.arrayContaining([OPEN_BEACH, HERACLEA, ROUGH_BEACH, MOUNTAIN_BEACH]));
  });

  it('open hex: 10 SP may land (T24 DR 9 + 3 = 12: no loss), outside any city', () => {
    const s = raider(10);
    expect(sailsTo(s, OPEN_BEACH)).toContainEqual({ type: 'sail', to: OPEN_BEACH, take: 'all' });
    const r = applyAction(taw, s, 'epirus', { type: 'sail', to: OPEN_BEACH, take: 'all' }, [9, 9]);
    expect(r.events.find((e) => e.key === 'naval.transport')?.params).toMatchObject({ to: OPEN_BEACH, sp: 0 });
    expect(sp(r.state, 'epirus', OPEN_BEACH, false)).toBe(10);
    expect(sp(r.state, 'epirus', TARENTUM, true)).toBe(25);
    expect(r.state.leaders.find((l) => l.id === 'milon')).toMatchObject({ hex: OPEN_BEACH, inCity: false });
  });

  it('open hex: 11 SP may not land (only half, 5, or leaving 5, 6)', () => {
    const s = raider(11);
    expect(sailsTo(s, OPEN_BEACH).map((x) => x.type === 'sail' && x.take)).toEqual(['half', 'leave5']);
    const before = JSON.stringify(s);
    expect(refusal(s, { type: 'sail', to: OPEN_BEACH, take: 'all' })).toMatch(/at most 10 SP from the sea \(T26\)/);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('rough hex with a city (Heraclea, no port): 5 SP may land, 6 may not', () => {
    const five = raider(5);
    expect(sailsTo(five, HERACLEA)).toContainEqual({ type: 'sail', to: HERACLEA, take: 'all' });
    const r = applyAction(taw, five, 'epirus', { type: 'sail', to: HERACLEA, take: 'all' }, [9, 9]);
    expect(sp(r.state, 'epirus', HERACLEA, false)).toBe(5);
    const six = raider(6);
    expect(sailsTo(six, HERACLEA).map((x) => x.type === 'sail' && x.take)).toEqual(['half', 'leave5']);
    expect(refusal(six, { type: 'sail', to: HERACLEA, take: 'all' })).toMatch(/at most 5 SP from the sea \(T26\)/);
  });

  it('rough hex without a city, and mountain: no voluntary landing at all', () => {
    const s = raider(2);
    expect(sailsTo(s, ROUGH_BEACH)).toEqual([]);
    expect(sailsTo(s, MOUNTAIN_BEACH)).toEqual([]);
    expect(refusal(s, { type: 'sail', to: ROUGH_BEACH, take: 'all' })).toMatch(/only a Scattered landing/);
    expect(refusal(s, { type: 'sail', to: MOUNTAIN_BEACH, take: 'all' })).toMatch(/eliminated \(T26\)/);
  });

  it('a bad sail is refused and changes nothing: inland, a lone leader, a coastal hex that is not a beach', () => {
    const s = raider(4);
    const before = JSON.stringify(s);
    // Samnium's interior, far from the sea.
    const inland = [...MAP.hexes.values()].find((h) => h.province === 'Samnium' && h.city === null)!.id;
    expect(refusal(s, { type: 'sail', to: inland, take: 'all' })).toMatch(/ends in a port or in a land hex on the coast/);
    expect(refusal(s, { type: 'sail', to: OPEN_BEACH, take: 'none' })).toMatch(/a leader alone sails only from port to port/);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('a raid lands on a province’s beach, not on each of its coastal hexes, unless a Force of another side stands there (7.27)', () => {
    const s = raider(4);
    const coastal = (h: number): boolean => hexNeighbours(h).some((n) => SEA.zoneOf.has(n));
    const other = [...MAP.hexes.values()].find((h) => h.province === 'Calabria' && h.terrain === 'open' && h.city === null && h.id !== OPEN_BEACH && coastal(h.id))!;
    expect(sailsTo(s, other.id)).toEqual([]);
    expect(refusal(s, { type: 'sail', to: other.id, take: 'all' })).toMatch(/beach/);
    s.stacks.push({ side: 'rome', hex: other.id, inCity: false, groups: [{ c: 'Roman', t: 'inf', sp: 3 }], abs: 'none', moved: false, failedInterception: false });
    expect(sailsTo(s, other.id)).toContainEqual({ type: 'sail', to: other.id, take: 'all' });
  });
});
