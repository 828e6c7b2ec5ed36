import { gbohHex as kernelHex } from '@polemarch/kernel';
import { describe, expect, it } from 'vitest';
import { closerToViewer, lineOfSight, type SightLine } from '../src/los';
import { elevationAt, mapHexes, staticMapOf, terrainAt, type StaticMap } from '../src/map';
import { mapSchema } from '../src/schema';
import { battleMaps } from './battles';

/** packages/gboh/src/missile.ts's `hasLOS` as it stood when the family took it over (commit 34bc9b7), on hexes. */
function hasLosAsInMissile(map: StaticMap, a: string, b: string, occupied: ReadonlySet<string>, archer: boolean): boolean {
  if (kernelHex.distance(a, b) <= 1) return true;
  const ea = elevationAt(map, a);
  const eb = elevationAt(map, b);
  const blocks = (h: string): boolean => {
    const e = elevationAt(map, h);
    if (e > Math.max(ea, eb)) return true;
    const lower = e < ea && e < eb;
    if (lower) return false;
    if (terrainAt(map, h) === 'woods') return true;
    if (occupied.has(h)) {
      if (archer && kernelHex.distance(a, h) < kernelHex.distance(h, b)) return false;
      return true;
    }
    return false;
  };
  for (const step of kernelHex.lineBetween(a, b)) if (step.some(blocks)) return false;
  return true;
}

const map = staticMapOf(
  mapSchema.parse({
    name: 'los',
    extent: { minCol: 1, maxCol: 12, minRow: 1, maxRow: 12 },
    hexes: { '0506': { terrain: 'woods' }, '0806': { elevation: 2 }, '0606': { terrain: 'woods', elevation: -1 }, '0706': { elevation: 1 } },
    provenance: { source: 'provisional' },
  }),
);
const none: SightLine = { occupied: () => false };
const at = (...hexes: string[]): SightLine => ({ occupied: (h) => hexes.includes(h) });

describe('8.14 line of sight', () => {
  it('is always clear between adjacent hexes', () => {
    expect(lineOfSight(map, '0406', '0506', at('0506'))).toBe(true);
  });

  it('is blocked by woods between', () => {
    expect(lineOfSight(map, '0406', '0606', none)).toBe(false);
    expect(lineOfSight(map, '0306', '0406', none)).toBe(true);
  });

  it('is blocked by a combat unit between, and by a hex higher than both ends', () => {
    expect(lineOfSight(map, '0402', '0404', none)).toBe(true);
    expect(lineOfSight(map, '0402', '0404', at('0403'))).toBe(false);
    expect(lineOfSight(map, '0706', '0906', none)).toBe(false); // 0806 (2) is higher than 0706 (1) and 0906 (0)
  });

  it('is not blocked by a hex lower than both ends, even woods or a unit', () => {
    expect(lineOfSight(map, '0706', '0506', at('0606'))).toBe(true); // 0606 (woods, −1) lies below 0706 (1) and 0506 (0)
  });

  it('archers see past units closer to them than to the target', () => {
    const sight = { ...at('0403'), seesPast: closerToViewer('0402', '0405') };
    expect(lineOfSight(map, '0402', '0405', sight)).toBe(true);
    const far = { ...at('0404'), seesPast: closerToViewer('0402', '0405') };
    expect(lineOfSight(map, '0402', '0405', far)).toBe(false);
  });

  it('answers as missile.ts\'s hasLOS over the seven battles\' maps, with units scattered on them', () => {
    let compared = 0;
    const differ: string[] = [];
    for (const { id, map: m } of battleMaps()) {
      const hexes = mapHexes(m);
      // A fixed scatter: every seventh hex holds a unit; lines from every 23rd hex to the hexes within 6.
      const occupied = new Set(hexes.filter((_, i) => i % 7 === 3));
      for (let i = 0; i < hexes.length; i += 23) {
        const a = hexes[i]!;
        for (const b of kernelHex.hexesWithin(a, 6)) {
          if (b === a || !hexes.includes(b)) continue;
          for (const archer of [false, true]) {
            const want = hasLosAsInMissile(m, a, b, occupied, archer);
            const got = lineOfSight(m, a, b, { occupied: (h) => occupied.has(h), seesPast: archer ? closerToViewer(a, b) : undefined });
            if (got !== want) differ.push(`${id} ${a} ${b} ${archer}`);
            compared++;
          }
        }
      }
    }
    expect(differ).toEqual([]);
    expect(compared).toBeGreaterThan(5000);
  });
});
