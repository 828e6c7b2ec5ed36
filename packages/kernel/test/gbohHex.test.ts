import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gbohHex as H } from '../src';

const hexArb = fc.record({ col: fc.integer({ min: 1, max: 60 }), row: fc.integer({ min: 1, max: 60 }) }).map((o) => H.hexId(o));
const dirArb = fc.constantFrom(...H.DIRECTIONS);

describe('GBoH map geometry (7.11 engine geometry)', () => {
  it('puts odd columns half a hex lower, as the worked examples’ hex ids require', () => {
    // 6.58, 8.33, 10.21 and 11.72 name these as adjacent pairs.
    for (const [a, b] of [
      ['1905', '2006'],
      ['2006', '2105'],
      ['2105', '2206'],
      ['2206', '2305'],
      ['2304', '2204'],
    ] as const) {
      expect(H.distance(a, b)).toBe(1);
      expect(H.neighbours(a)).toContain(b);
    }
    // An odd column's neighbours in the next column are rows r and r+1; an even column's r-1 and r.
    expect(H.neighbours('2105').sort()).toEqual(['2005', '2006', '2104', '2106', '2205', '2206'].sort());
    expect(H.neighbours('2206').sort()).toEqual(['2105', '2106', '2205', '2207', '2305', '2306'].sort());
  });

  it('makes hexes of one column flank-to-flank for units facing east (11.72)', () => {
    // A unit in 2116 facing the E vertex: 2115 (N) and 2117 (S) are its Flank hexes.
    expect(H.flankHexes('2116', 1).sort()).toEqual(['2115', '2117']);
    expect(H.frontHexes('2116', 1).sort()).toEqual(['2216', '2217']);
    expect(H.rearHexes('2116', 1).sort()).toEqual(['2016', '2017']);
    expect(H.arcOf('2116', 1, '2113').arc).toBe('flank');
    expect(H.arcOf('2116', 1, '2119').arc).toBe('flank');
  });

  it('reads arcs with boundary rays resolved forward and reported', () => {
    // Facing E from 2116: 2215 (one step N, one NE) lies on the NNE-vertex ray, the front/flank boundary.
    const r = H.arcOf('2116', 1, '2215');
    expect(r.boundary).toBe('front-flank');
    expect(r.arc).toBe('front');
    expect(H.arcOf('2116', 1, '2316').side).toBe('ahead');
    expect(H.arcOf('2116', 1, '1916').side).toBe('behind');
  });

  it('parses and prints CCRR ids and refuses others', () => {
    expect(H.parseHexId('0907')).toEqual({ col: 9, row: 7 });
    expect(H.hexId({ col: 9, row: 7 })).toBe('0907');
    expect(() => H.parseHexId('97')).toThrow(/CCRR/);
    expect(H.isHexId('12a4')).toBe(false);
    for (const bad of ['12a4', '1/34', '12:4', '12345', '', ' 123', '１２３４']) expect(() => H.parseHexId(bad), bad).toThrow(/CCRR/);
    expect(H.parseHexId('9900')).toEqual({ col: 99, row: 0 });
  });

  it('lists neighbours as the six directions do, in a new array each call', () => {
    for (const id of ['0000', '0907', '1000', '9999', '5050']) {
      const byDirection = H.DIRECTIONS.map((d) => H.neighbour(id, d)).filter((n) => n !== null);
      expect(H.neighbours(id)).toEqual(byDirection);
      const mine = H.neighbours(id);
      mine.push('junk');
      expect(H.neighbours(id)).toEqual(byDirection);
    }
  });

  it('neighbourhood is symmetric and one step away', () => {
    fc.assert(
      fc.property(hexArb, dirArb, (a, h) => {
        const b = H.neighbour(a, h);
        if (b === null) return;
        expect(H.distance(a, b)).toBe(1);
        expect(H.neighbour(b, H.dir(h + 3))).toBe(a);
        expect(H.directionTo(a, b)).toBe(h);
      }),
    );
  });

  it('distance is a metric', () => {
    fc.assert(
      fc.property(hexArb, hexArb, hexArb, (a, b, c) => {
        expect(H.distance(a, a)).toBe(0);
        expect(H.distance(a, b)).toBe(H.distance(b, a));
        expect(H.distance(a, c)).toBeLessThanOrEqual(H.distance(a, b) + H.distance(b, c));
      }),
    );
  });

  it('front, flank and rear hexes partition the six neighbours and agree with arcOf', () => {
    fc.assert(
      fc.property(hexArb, dirArb, (a, v) => {
        const front = H.frontHexes(a, v);
        const flank = H.flankHexes(a, v);
        const rear = H.rearHexes(a, v);
        expect(new Set([...front, ...flank, ...rear])).toEqual(new Set(H.neighbours(a)));
        for (const f of front) expect(H.arcOf(a, v, f)).toMatchObject({ arc: 'front', boundary: null });
        for (const f of flank) expect(H.arcOf(a, v, f)).toMatchObject({ arc: 'flank', boundary: null });
        for (const f of rear) expect(H.arcOf(a, v, f)).toMatchObject({ arc: 'rear', boundary: null });
      }),
    );
  });

  it('a straight line passes through distance − 1 intermediate steps of adjacent hexes', () => {
    fc.assert(
      fc.property(hexArb, hexArb, (a, b) => {
        const line = H.lineBetween(a, b);
        expect(line.length).toBe(Math.max(0, H.distance(a, b) - 1));
        let prev = [a];
        for (const step of line) {
          expect(step.length === 1 || step.length === 2).toBe(true);
          for (const h of step) expect(prev.some((p) => H.distance(p, h) === 1)).toBe(true);
          prev = step;
        }
      }),
    );
  });

  it('gives both hexes where a line runs along a hexside', () => {
    // Along a vertex direction (E from 2116 to 2316) the line grazes two hexes between.
    const line = H.lineBetween('2116', '2316');
    expect(line).toHaveLength(1);
    expect(line[0]?.slice().sort()).toEqual(['2216', '2217']);
  });

  it('counts facing changes in 60° steps (7.12)', () => {
    expect(H.turnSteps(0, 3)).toBe(3);
    expect(H.turnSteps(5, 0)).toBe(1);
    expect(H.turnSteps(1, 4)).toBe(3);
  });

  it('lists every hex within a radius', () => {
    fc.assert(
      fc.property(hexArb, fc.integer({ min: 0, max: 3 }), (a, r) => {
        const ring = H.hexesWithin(a, r);
        for (const h of ring) expect(H.distance(a, h)).toBeLessThanOrEqual(r);
        expect(new Set(ring).size).toBe(ring.length);
      }),
    );
    expect(H.hexesWithin('3030', 2)).toHaveLength(19);
  });
});
