import { gbohHex as kernelHex } from '@polemarch/kernel';
import { describe, expect, it } from 'vitest';
import { arcOf, frontHexesOf, frontZoc, zocOf, type ZocPurpose } from '../src/facing';
import { isProhibitedHex, isProhibitedSide, mapHexes, sideFeatures, staticMapOf, type StaticMap } from '../src/map';
import { mapSchema } from '../src/schema';
import { battleMaps } from './battles';

/**
 * packages/gboh/src/board.ts's `frontZoc` as it stood when the family took it over (commit 34bc9b7), without its
 * cache and on the kernel's plain geometry: the family's version must answer exactly as this one.
 */
function frontZocAsInBoard(map: StaticMap, hex: string, facing: number, inColumn: boolean, purpose: ZocPurpose): string[] {
  const d = kernelHex.dir(facing);
  const front = inColumn ? [kernelHex.neighbour(hex, d)].filter((h): h is string => h !== null) : kernelHex.frontHexes(hex, d);
  return front.filter(
    (h) => !isProhibitedHex(map, h) && !isProhibitedSide(map, hex, h) && (purpose !== 'movement' || !sideFeatures(map, hex, h).includes('trench')),
  );
}

const PURPOSES: ZocPurpose[] = ['movement', 'shock', 'missile'];

describe('7.1 facing arcs', () => {
  it('reads front, flank and rear as the kernel does', () => {
    const piece = { hex: '1010', facing: 1 };
    const seen = new Set(kernelHex.hexesWithin('1010', 3).filter((h) => h !== '1010').map((h) => arcOf(piece, h)));
    expect(seen).toEqual(new Set(['front', 'flank', 'rear']));
    for (const h of kernelHex.hexesWithin('1010', 3)) if (h !== '1010') expect(arcOf(piece, h)).toBe(kernelHex.arcOf('1010', 1, h).arc);
  });

  it('7.11: two Front hexes facing a vertex; 6.43: one In Column', () => {
    expect(frontHexesOf({ hex: '1010', facing: 2, inColumn: false })).toEqual(kernelHex.frontHexes('1010', 2));
    expect(frontHexesOf({ hex: '1010', facing: 2, inColumn: true })).toEqual([kernelHex.neighbour('1010', 2)]);
  });
});

describe('7.2 Zones of Control', () => {
  const map = staticMapOf(
    mapSchema.parse({
      name: 'zoc',
      extent: { minCol: 1, maxCol: 6, minRow: 1, maxRow: 6 },
      hexes: { '0403': { terrain: 'river' } },
      hexsides: {},
      provenance: { source: 'provisional' },
    }),
  );

  it('7.21: a unit\'s ZOC is its Front hexes', () => {
    const piece = { hex: '0303', facing: 1, inColumn: false };
    expect(zocOf(map, { ...piece, hex: '0304' })).toEqual(kernelHex.frontHexes('0304', 1));
  });

  it('7.22: never into a prohibited hex', () => {
    for (let f = 0; f < 6; f++) expect(zocOf(map, { hex: '0303', facing: f, inColumn: false })).not.toContain('0403');
  });

  it('R-TRENCH-1: across a trench only for Shock and missile fire', () => {
    const front = kernelHex.frontHexes('0303', 1);
    const key = kernelHex.hexsideKey('0303', front[0]!);
    const trench = staticMapOf(
      mapSchema.parse({ name: 't', extent: { minCol: 1, maxCol: 6, minRow: 1, maxRow: 6 }, hexsides: { [key]: ['trench'] }, provenance: { source: 'provisional' } }),
    );
    const piece = { hex: '0303', facing: 1, inColumn: false };
    expect(zocOf(trench, piece, 'movement')).toEqual([front[1]]);
    expect(zocOf(trench, piece, 'shock')).toEqual(front);
    expect(zocOf(trench, piece, 'missile')).toEqual(front);
  });

  it('answers as board.ts\'s frontZoc over the whole maps of the seven battles', () => {
    let compared = 0;
    const differ: string[] = [];
    for (const { id, map: m } of battleMaps()) {
      for (const hex of mapHexes(m)) {
        for (let facing = 0; facing < 6; facing++) {
          for (const inColumn of [false, true]) {
            for (const purpose of PURPOSES) {
              const want = frontZocAsInBoard(m, hex, facing, inColumn, purpose).join();
              // Twice: the second answer comes from the cache.
              const got = [frontZoc(m, hex, facing, inColumn, purpose).join(), frontZoc(m, hex, facing, inColumn, purpose).join()];
              if (got[0] !== want || got[1] !== want) differ.push(`${id} ${hex} ${facing} ${inColumn} ${purpose}`);
              compared++;
            }
          }
        }
      }
    }
    expect(differ).toEqual([]);
    expect(compared).toBeGreaterThan(7 * 36 * 100);
  });
});
