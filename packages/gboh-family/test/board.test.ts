import { gbohHex } from '@polemarch/kernel';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GbohCounter, GbohFacingPicker, GbohHexsideLayer, GbohTerrainLayer, gbohBounds, gbohHexCentre, hexsideSegment, vertexPoint, type GbohCounterData, type GbohMapData } from '../src/board';

const map: GbohMapData = {
  name: 'test',
  hexes: [
    { id: '0101', terrain: 'clear', elevation: 0 },
    { id: '0102', terrain: 'woods', elevation: 1 },
    { id: '0201', terrain: 'water', elevation: 0 },
  ],
  hexsides: [{ a: '0101', b: '0102', feature: 'river' }],
};

describe('board primitives for GBoH maps', () => {
  it('places hexes by the kernel geometry and bounds the map with a margin', () => {
    const c = gbohHex.centre('0102');
    expect(gbohHexCentre('0102')).toEqual({ x: c.x * 36, y: c.y * 36 });
    const box = gbohBounds(map);
    for (const h of map.hexes) {
      const { x, y } = gbohHexCentre(h.id);
      expect(x).toBeGreaterThan(box.x);
      expect(x).toBeLessThan(box.x + box.w);
      expect(y).toBeGreaterThan(box.y);
      expect(y).toBeLessThan(box.y + box.h);
    }
  });

  it('draws a hexside between two adjacent hexes only', () => {
    const seg = hexsideSegment('0101', '0102')!;
    const a = gbohHexCentre('0101');
    const b = gbohHexCentre('0102');
    // The hexside's midpoint is midway between the two centres.
    expect((seg.x1 + seg.x2) / 2).toBeCloseTo((a.x + b.x) / 2, 5);
    expect((seg.y1 + seg.y2) / 2).toBeCloseTo((a.y + b.y) / 2, 5);
    expect(hexsideSegment('0101', '0105')).toBeNull();
  });

  it('puts vertex 0 (NNE) up and to the right', () => {
    const p = vertexPoint(0, 10);
    expect(p.x).toBeGreaterThan(0);
    expect(p.y).toBeLessThan(0);
  });

  it('renders the terrain, hexsides, a counter facing a vertex and the facing picker', () => {
    const counter: GbohCounterData = { id: 'u1', hex: '0101', facing: 1, side: 'A', type: 'HI', unitClass: 'Skutatoi', size: 6, troopQuality: 6, movementAllowance: 5, cohesionHits: 2, moved: true };
    const html = renderToStaticMarkup(
      createElement(
        'svg',
        null,
        createElement(GbohTerrainLayer, { map }),
        createElement(GbohHexsideLayer, { hexsides: map.hexsides }),
        createElement(GbohCounter, { counter, label: 'Skutatoi' }),
        createElement(GbohFacingPicker, { hex: '0101', options: [0, 1, 2], label: (k) => `face ${k}`, onPick: () => undefined }),
      ),
    );
    expect(html).toContain('t-woods');
    expect(html).toContain('hs-river');
    expect(html).toContain('data-unit="u1"');
    expect(html).toContain('front-arc');
    expect(html).toContain('marker-hits');
    expect(html.match(/facing-option/g)).toHaveLength(3);
  });
});
