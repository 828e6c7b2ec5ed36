import { describe, expect, it } from 'vitest';
import { GBOH_RADIUS, type GbohMapData, HEX_NUMBER_ADVANCE, HEX_NUMBER_BLOCK, gbohHexCentre, hexNumberBlocks, hexNumberText, terrainLooks, vertexPoint } from '../src/board';

const map: GbohMapData = {
  name: 'test',
  hexes: [
    { id: '0101', terrain: 'clear', elevation: 0 },
    { id: '0102', terrain: 'woods', elevation: 1 },
    { id: '0201', terrain: 'clear', elevation: 0 },
    { id: '0202', terrain: 'woods', elevation: 5 },
    { id: '0203', terrain: 'woods', elevation: 3 },
  ],
  hexsides: [],
};

/** The absolute vertices of each subpath of a path of `M x,y l dx,dy ... z` hexes. */
function outlines(d: string): { x: number; y: number }[][] {
  return d
    .split('M')
    .filter(Boolean)
    .map((sub) => {
      const [start, ...steps] = sub.replace(/z$/, '').split('l');
      const [x0, y0] = start!.split(',').map(Number) as [number, number];
      const pts = [{ x: x0, y: y0 }];
      for (const s of steps) {
        const [dx, dy] = s.split(',').map(Number) as [number, number];
        const last = pts[pts.length - 1]!;
        pts.push({ x: last.x + dx, y: last.y + dy });
      }
      return pts;
    });
}

describe('the terrain layer as paths (issue 18: one path per look, not one element per hex)', () => {
  it('groups the hexes by terrain and elevation, levels 3 and above alike, in order of first appearance', () => {
    const looks = terrainLooks(map);
    expect(looks.map((l) => [l.terrain, l.elevation, l.hexes])).toEqual([
      ['clear', 0, 2],
      ['woods', 1, 1],
      ['woods', 3, 2],
    ]);
  });

  it('draws each hex as its six vertices about its centre, inset half a unit as the polygons were', () => {
    const [clear] = terrainLooks(map);
    const subpaths = outlines(clear!.outline);
    expect(subpaths).toHaveLength(2);
    subpaths.forEach((pts, i) => {
      const c = gbohHexCentre(map.hexes[i === 0 ? 0 : 2]!.id);
      expect(pts).toHaveLength(6);
      pts.forEach((p, k) => {
        const v = vertexPoint(k, GBOH_RADIUS - 0.5);
        expect(p.x).toBeCloseTo(c.x + v.x, 1);
        expect(p.y).toBeCloseTo(c.y + v.y, 1);
      });
    });
  });

  it("puts a terrain's glyph in each of its hexes and none on clear ground", () => {
    const looks = terrainLooks(map);
    expect(looks[0]!.glyphs).toBe('');
    // Woods: two trees a hex, each a subpath starting at an absolute point about the centre.
    expect(looks[2]!.glyphs.match(/M/g)).toHaveLength(4);
    const c = gbohHexCentre('0202');
    const [x, y] = /^M([-\d.]+),([-\d.]+)/.exec(looks[2]!.glyphs)!.slice(1).map(Number) as [number, number];
    expect(x).toBeCloseTo(c.x - 12, 1);
    expect(y).toBeCloseTo(c.y + 6, 1);
  });

  it('writes the hex numbers as one text, each digit centred on its own place across the top of its hex', () => {
    const n = hexNumberText(map);
    expect(n.text).toBe('01010102020102020203');
    const xs = n.x.split(' ').map(Number);
    const ys = n.y.split(' ').map(Number);
    expect(xs).toHaveLength(20);
    expect(ys).toHaveLength(20);
    const c = gbohHexCentre('0102');
    // The second hex's four digits, symmetric about its centre.
    expect(xs.slice(4, 8).map((x) => x - c.x)).toEqual([-1.5, -0.5, 0.5, 1.5].map((k) => expect.closeTo(k * HEX_NUMBER_ADVANCE, 1)));
    expect(ys.slice(4, 8)).toEqual(Array(4).fill(expect.closeTo(c.y - GBOH_RADIUS * 0.62, 1)));
  });

  it('splits the hex numbers into blocks of columns and rows, each with an area that holds its hexes', () => {
    const hexes: GbohMapData['hexes'] = [];
    for (let col = 1; col <= 20; col++) for (let row = 1; row <= 10; row++) hexes.push({ id: `${String(col).padStart(2, '0')}${String(row).padStart(2, '0')}`, terrain: 'clear', elevation: 0 });
    const blocks = hexNumberBlocks({ hexes });
    // Columns 1-7, 8-15, 16-20 by rows 1-7, 8-10.
    expect(blocks.map((b) => b.key)).toEqual(['0/0', '0/1', '1/0', '1/1', '2/0', '2/1']);
    expect(HEX_NUMBER_BLOCK).toBe(8);
    const all = blocks.flatMap((b) => b.numbers.text.match(/.{4}/g)!);
    expect(all.sort()).toEqual(hexes.map((h) => h.id).sort());
    for (const b of blocks) {
      for (const id of b.numbers.text.match(/.{4}/g)!) {
        const c = gbohHexCentre(id);
        expect(c.x - GBOH_RADIUS).toBeGreaterThanOrEqual(b.area.x - 1e-9);
        expect(c.x + GBOH_RADIUS).toBeLessThanOrEqual(b.area.x + b.area.w + 1e-9);
        expect(c.y - GBOH_RADIUS).toBeGreaterThanOrEqual(b.area.y - 1e-9);
        expect(c.y + GBOH_RADIUS).toBeLessThanOrEqual(b.area.y + b.area.h + 1e-9);
      }
    }
  });
});
