import { gbohHex } from '@polemarch/kernel';
import { memo, useEffect, useMemo, useRef } from 'react';
import { type Box, GBOH_RADIUS, type GbohMapData, type GbohTerrain, gbohHexCentre, vertexPoint } from './hexMap';

/**
 * The terrain layer as a few paths: one per look (terrain and elevation) holding every hex of that look, one per
 * terrain glyph, and the hex numbers in one text element. A 64x44 map was 11,000 SVG elements drawn one hex at a
 * time; the first render's profile put most of its time in creating, styling and laying them out (issue 18).
 * Nothing on this layer is interactive: clicks and hovers belong to the highlight layer and the pieces above it.
 */
const R = GBOH_RADIUS;

/** A hex's outline relative to its first vertex, so each hex is `M<first vertex>` and this (no per-hex arithmetic). */
const HEX_OUTLINE = ((): { first: { x: number; y: number }; rest: string } => {
  const p = [0, 1, 2, 3, 4, 5].map((k) => vertexPoint(k, R - 0.5));
  const rest = p
    .slice(1)
    .map((q, i) => `l${round(q.x - p[i]!.x)},${round(q.y - p[i]!.y)}`)
    .join('');
  return { first: p[0]!, rest: `${rest}z` };
})();

/** Each terrain's glyph: subpaths starting at an absolute point about the hex centre, the rest relative. */
const GLYPHS: Partial<Record<GbohTerrain, readonly (readonly [number, number, string])[]>> = {
  woods: [
    [-12, 6, 'l6,-11l6,11z'],
    [2, 10, 'l6,-11l6,11z'],
  ],
  rough: [
    [-12, 8, 'l4,-6l4,6'],
    [2, 2, 'l4,-6l4,6'],
  ],
  marsh: [
    [-12, 6, 'h8'],
    [0, 6, 'h8'],
    [-6, 12, 'h8'],
  ],
  water: [
    [-16, 0, 'q4,-4 8,0t8,0t8,0t8,0'],
    [-12, 9, 'q4,-4 8,0t8,0t8,0'],
  ],
  walls: [[-15, 8, 'v-10h5v4h5v-4h5v4h5v-4h5v10z']],
};

function round(v: number): string {
  return String(Math.round(v * 100) / 100);
}

/** One look of the map: its hexes' outlines in one path, and their glyphs in another ('' when the terrain has none). */
export interface TerrainLook {
  terrain: GbohTerrain;
  /** Elevation as drawn (0..3: level 3 and above look alike). */
  elevation: number;
  hexes: number;
  outline: string;
  glyphs: string;
}

/** The map's hexes grouped by look, in order of first appearance (deterministic for a map). */
export function terrainLooks(map: Pick<GbohMapData, 'hexes'>): TerrainLook[] {
  const looks = new Map<string, { terrain: GbohTerrain; elevation: number; outline: string[]; glyphs: string[] }>();
  for (const h of map.hexes) {
    const elevation = Math.min(h.elevation, 3);
    const key = `${h.terrain}/${elevation}`;
    let look = looks.get(key);
    if (look === undefined) looks.set(key, (look = { terrain: h.terrain, elevation, outline: [], glyphs: [] }));
    const c = gbohHexCentre(h.id);
    look.outline.push(`M${round(c.x + HEX_OUTLINE.first.x)},${round(c.y + HEX_OUTLINE.first.y)}${HEX_OUTLINE.rest}`);
    for (const [x, y, rest] of GLYPHS[h.terrain] ?? []) look.glyphs.push(`M${round(c.x + x)},${round(c.y + y)}${rest}`);
  }
  return [...looks.values()].map((l) => ({ terrain: l.terrain, elevation: l.elevation, hexes: l.outline.length, outline: l.outline.join(''), glyphs: l.glyphs.join('') }));
}

/** The advance between two digits of a hex number, in map units (the hex numbers' font is 7.5 units, tabular digits). */
export const HEX_NUMBER_ADVANCE = 4.3;

/**
 * The hex numbers as one text: every id in map order, each character placed on its own (SVG text's x and y lists;
 * an absolutely placed character is its own chunk, so `text-anchor: middle` centres each one on its x), centred
 * across the top of its hex.
 */
export function hexNumberText(map: Pick<GbohMapData, 'hexes'>): { text: string; x: string; y: string } {
  const text: string[] = [];
  const xs: string[] = [];
  const ys: string[] = [];
  for (const h of map.hexes) {
    const c = gbohHexCentre(h.id);
    const y = round(c.y - R * 0.62);
    const n = h.id.length;
    for (let i = 0; i < n; i++) {
      xs.push(round(c.x + (i - (n - 1) / 2) * HEX_NUMBER_ADVANCE));
      ys.push(y);
    }
    text.push(h.id);
  }
  return { text: text.join(''), x: xs.join(' '), y: ys.join(' ') };
}

/** Hex numbers are laid out in blocks of this many columns and rows, each shown only while it is in sight. */
export const HEX_NUMBER_BLOCK = 8;

/** How long the view must stand still before numbers coming into sight are laid out (a pan gesture's frames come faster). */
const HEX_NUMBERS_SETTLE_MS = 200;

/** The hex numbers of one block of the map, with the block's extent (what must be in sight for them to show). */
export interface HexNumberBlock {
  key: string;
  area: Box;
  numbers: { text: string; x: string; y: string };
}

/** The map's hex numbers by blocks of HEX_NUMBER_BLOCK columns and rows, in order of first appearance. */
export function hexNumberBlocks(map: Pick<GbohMapData, 'hexes'>): HexNumberBlock[] {
  const blocks = new Map<string, GbohMapData['hexes']>();
  for (const h of map.hexes) {
    const { col, row } = gbohHex.parseHexId(h.id);
    const key = `${Math.floor(col / HEX_NUMBER_BLOCK)}/${Math.floor(row / HEX_NUMBER_BLOCK)}`;
    let b = blocks.get(key);
    if (b === undefined) blocks.set(key, (b = []));
    b.push(h);
  }
  return [...blocks].map(([key, hexes]) => {
    const cs = hexes.map((h) => gbohHexCentre(h.id));
    const x = Math.min(...cs.map((c) => c.x)) - R;
    const y = Math.min(...cs.map((c) => c.y)) - R;
    return { key, area: { x, y, w: Math.max(...cs.map((c) => c.x)) + R - x, h: Math.max(...cs.map((c) => c.y)) + R - y }, numbers: hexNumberText({ hexes }) };
  });
}

/**
 * The hex numbers, a block at a time: a block's text is laid out only while its area is in sight. Laying out every
 * number of The Kalka River (16,000 digits) took 150-300 ms of its first render at the zoom it opens at, when most of
 * them are off screen. Where there is no IntersectionObserver, every block shows.
 */
function HexNumbers({ map }: { map: GbohMapData }) {
  const blocks = useMemo(() => hexNumberBlocks(map), [map]);
  const layer = useRef<SVGGElement>(null);
  useEffect(() => {
    const root = layer.current;
    if (root === null) return;
    const texts = new Map<Element, SVGTextElement>();
    for (const area of root.querySelectorAll('rect.hex-number-area')) {
      if (area.nextElementSibling instanceof SVGTextElement) texts.set(area, area.nextElementSibling);
    }
    const show = (text: SVGTextElement, shown: boolean) => (shown ? text.style.removeProperty('display') : text.style.setProperty('display', 'none'));
    if (typeof IntersectionObserver !== 'function') {
      for (const text of texts.values()) show(text, true);
      return;
    }
    // A block leaving sight hides at once; one coming into sight shows once the view has stood still a moment, so
    // that a pan or zoom gesture never lays out numbers between two of its frames (they would cost the frame).
    const coming = new Set<SVGTextElement>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const seen = new IntersectionObserver((entries) => {
      for (const e of entries) {
        const text = texts.get(e.target);
        if (text === undefined) continue;
        if (e.isIntersecting) coming.add(text);
        else {
          coming.delete(text);
          show(text, false);
        }
      }
      clearTimeout(timer);
      timer = setTimeout(function settle() {
        // The board marks a pan or zoom gesture in flight (`data-moving`, set by the web app's PanZoom): wait for it.
        if (root.ownerSVGElement?.hasAttribute('data-moving')) {
          timer = setTimeout(settle, HEX_NUMBERS_SETTLE_MS);
          return;
        }
        for (const text of coming) show(text, true);
        coming.clear();
      }, HEX_NUMBERS_SETTLE_MS);
    });
    for (const area of texts.keys()) seen.observe(area);
    return () => {
      clearTimeout(timer);
      seen.disconnect();
    };
  }, [blocks]);
  return (
    // Read by sight only: a screen reader is told each offered hex by its button's name.
    <g className="hex-numbers" ref={layer} aria-hidden="true">
      {blocks.map((b) => (
        <g key={b.key} data-block={b.key}>
          <rect className="hex-number-area" x={b.area.x} y={b.area.y} width={b.area.w} height={b.area.h} fill="none" pointerEvents="none" />
          <text className="hex-number small-print" x={b.numbers.x} y={b.numbers.y} textAnchor="middle" style={{ display: 'none' }}>
            {b.numbers.text}
          </text>
        </g>
      ))}
    </g>
  );
}

/** The terrain layer: drawn once and memoized, so pan, zoom and unit moves never redraw it. */
export const GbohTerrainLayer = memo(function GbohTerrainLayer({ map }: { map: GbohMapData }) {
  const looks = useMemo(() => terrainLooks(map), [map]);
  return (
    <g className="gboh-terrain" data-hexes={map.hexes.length}>
      {looks.map((l) => (
        <path key={`${l.terrain}/${l.elevation}`} className={`gboh-hexes t-${l.terrain} elev-${l.elevation}`} data-hexes={l.hexes} d={l.outline} />
      ))}
      {looks.map((l) => (l.glyphs ? <path key={`g-${l.terrain}/${l.elevation}`} className={`glyph-${l.terrain}`} d={l.glyphs} /> : null))}
      <HexNumbers map={map} />
    </g>
  );
});
