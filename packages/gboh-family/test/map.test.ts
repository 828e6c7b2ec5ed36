import { describe, expect, it } from 'vitest';
import { edgeDistance, elevationAt, isDifficult, isProhibitedHex, isProhibitedSide, mapHexes, mapNeighbours, mapRings, onEdge, onMap, sideFeatures, staticMapOf, terrainAt } from '../src/map';
import { mapSchema } from '../src/schema';
import { battleMaps } from './battles';

const small = staticMapOf(
  mapSchema.parse({
    name: 'test',
    extent: { minCol: 1, maxCol: 4, minRow: 1, maxRow: 3 },
    hexes: { '0202': { terrain: 'woods', elevation: 1 }, '0302': { terrain: 'river' }, '0403': { terrain: 'offMap' }, '0101': { elevation: 2 } },
    hexsides: { '0101-0102': ['impassable'], '0201-0301': ['trench'], '0103-0203': ['wall', 'road'] },
    provenance: { source: 'provisional' },
  }),
);

describe('the map model (6.2, 7.22)', () => {
  it('resolves a scenario map: defaults and per-hex exceptions', () => {
    expect(small).toMatchObject({ minCol: 1, maxCol: 4, minRow: 1, maxRow: 3, defaultTerrain: 'clear', defaultElevation: 0 });
    expect(terrainAt(small, '0202')).toBe('woods');
    expect(terrainAt(small, '0203')).toBe('clear');
    expect(elevationAt(small, '0202')).toBe(1);
    expect(elevationAt(small, '0101')).toBe(2);
    expect(elevationAt(small, '0401')).toBe(0);
  });

  it('lists the hexes in play, column then row, without offMap hexes', () => {
    const hexes = mapHexes(small);
    expect(hexes).toHaveLength(11);
    expect(hexes[0]).toBe('0101');
    expect(hexes).not.toContain('0403');
    expect(onMap(small, '0403')).toBe(false);
    expect(onMap(small, '0501')).toBe(false);
    expect(mapNeighbours(small, '0101').every((h) => onMap(small, h))).toBe(true);
  });

  it('reads hexside features from either side', () => {
    expect(sideFeatures(small, '0102', '0101')).toEqual(['impassable']);
    expect(sideFeatures(small, '0203', '0103')).toEqual(['wall', 'road']);
    expect(sideFeatures(small, '0202', '0203')).toEqual([]);
  });

  it('6.25, 6.27: prohibited and difficult terrain', () => {
    expect(isProhibitedHex(small, '0302')).toBe(true);
    expect(isProhibitedHex(small, '0403')).toBe(true);
    expect(isProhibitedHex(small, '0202')).toBe(false);
    expect(isDifficult(small, '0202')).toBe(true);
    expect(isProhibitedSide(small, '0101', '0102')).toBe(true);
    expect(isProhibitedSide(small, '0103', '0203')).toBe(true);
    expect(isProhibitedSide(small, '0201', '0301')).toBe(false);
  });

  it('10.21: distance to a retreat edge or exit hex', () => {
    expect(edgeDistance(small, '0202', { kind: 'edge', edge: 'east' })).toBe(2);
    expect(edgeDistance(small, '0202', { kind: 'edge', edge: 'north' })).toBe(1);
    expect(edgeDistance(small, '0101', { kind: 'hex', hex: '0303', routedOnly: true, countsAsEliminated: true })).toBe(3);
    expect(onEdge(small, '0102', { kind: 'edge', edge: 'west' })).toBe(true);
    expect(onEdge(small, '0202', { kind: 'edge', edge: 'west' })).toBe(false);
  });

  it('parses the battles\' maps with the family schema (Cataphract\'s seven, The Devil\'s Horsemen\'s four)', () => {
    const maps = battleMaps();
    expect(maps.map((b) => b.id)).toHaveLength(11);
    for (const { map } of maps) expect(mapHexes(map).length).toBeGreaterThan(100);
  });
});

describe('mapRings: the map hexes around a hex, ring by ring', () => {
  it('ring 1 is the map neighbours, each hex once, and the rings stop where the map does (offMap hexes left out)', () => {
    const rings = mapRings(small, '0101', 10);
    expect(new Set(rings[0])).toEqual(new Set(mapNeighbours(small, '0101')));
    const all = rings.flat();
    expect(new Set(all).size).toBe(all.length);
    expect(all).not.toContain('0101');
    expect(all).not.toContain('0403');
    // The 11 hexes in play: the start and the 10 others, all reached before the tenth ring.
    expect(all).toHaveLength(10);
    expect(rings.length).toBeLessThan(10);
    expect(mapRings(small, '0101', 1)).toEqual([rings[0]]);
  });
});
