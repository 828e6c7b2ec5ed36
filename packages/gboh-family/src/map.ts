import { gbohHex } from './hex';
import type { HexsideFeature, MapSpec, RetreatEdge, Terrain } from './schema';

/**
 * A battle's map as the engines read it: the extent, the default terrain and elevation with their
 * per-hex exceptions, and the features of each hexside (keyed by `gbohHex.hexsideKey`). Resolved from
 * the scenario file at set-up and never changed, so its indexes below are computed once per map.
 */
export type StaticMap = {
  minCol: number;
  maxCol: number;
  minRow: number;
  maxRow: number;
  defaultTerrain: Terrain;
  defaultElevation: number;
  terrain: Record<string, Terrain>;
  elevation: Record<string, number>;
  hexsides: Record<string, HexsideFeature[]>;
};

/** The static map of a scenario file's map (the hex flags and notes stay in the file). */
export function staticMapOf(spec: MapSpec): StaticMap {
  const terrain: Record<string, Terrain> = {};
  const elevation: Record<string, number> = {};
  for (const [h, hex] of Object.entries(spec.hexes)) {
    if (hex.terrain !== undefined) terrain[h] = hex.terrain;
    if (hex.elevation !== undefined) elevation[h] = hex.elevation;
  }
  return {
    minCol: spec.extent.minCol,
    maxCol: spec.extent.maxCol,
    minRow: spec.extent.minRow,
    maxRow: spec.extent.maxRow,
    defaultTerrain: spec.defaultTerrain,
    defaultElevation: spec.defaultElevation,
    terrain,
    elevation,
    hexsides: spec.hexsides,
  };
}

// ---------------------------------------------------------------- map queries (6.2, 7.22)

type MapIndex = { hexes: Set<string>; neighbours: Map<string, string[]>; sides: Map<string, Map<string, readonly HexsideFeature[]>> };
const indexes = new WeakMap<StaticMap, MapIndex>();

/** The map's hexes, hexside features and on-map neighbour lists, kept once per static map (the geometry never changes). */
function mapIndex(map: StaticMap): MapIndex {
  let idx = indexes.get(map);
  if (idx !== undefined) return idx;
  const hexes = new Set<string>();
  for (let col = map.minCol; col <= map.maxCol; col++) {
    for (let row = map.minRow; row <= map.maxRow; row++) {
      const h = gbohHex.hexId({ col, row });
      if ((map.terrain[h] ?? map.defaultTerrain) !== 'offMap') hexes.add(h);
    }
  }
  // Filled hex by hex as asked (issue 18: all 4,081 of the Kalka's at once were a sixth of a reload's first render).
  const neighbours = new Map<string, string[]>();
  const sides = new Map<string, Map<string, readonly HexsideFeature[]>>();
  for (const [key, f] of Object.entries(map.hexsides)) {
    const [a, b] = key.split('-') as [string, string];
    if (!sides.has(a)) sides.set(a, new Map());
    if (!sides.has(b)) sides.set(b, new Map());
    sides.get(a)!.set(b, f);
    sides.get(b)!.set(a, f);
  }
  idx = { hexes, neighbours, sides };
  indexes.set(map, idx);
  return idx;
}

/** Every hex of the map (not off-map), in column-then-row order. */
export function mapHexes(map: StaticMap): string[] {
  return [...mapIndex(map).hexes];
}

export function onMap(map: StaticMap, hex: string): boolean {
  return mapIndex(map).hexes.has(hex);
}

export function terrainAt(map: StaticMap, hex: string): Terrain {
  return map.terrain[hex] ?? map.defaultTerrain;
}

export function elevationAt(map: StaticMap, hex: string): number {
  return map.elevation[hex] ?? map.defaultElevation;
}

const NONE: readonly HexsideFeature[] = [];
export function sideFeatures(map: StaticMap, a: string, b: string): readonly HexsideFeature[] {
  return mapIndex(map).sides.get(a)?.get(b) ?? NONE;
}

/** 6.27: Woods and Rough are Difficult terrain. */
export function isDifficult(map: StaticMap, hex: string): boolean {
  const t = terrainAt(map, hex);
  return t === 'woods' || t === 'rough';
}

/** A hex no unit may enter (6.25: walls, the Euphrates; off map). */
export function isProhibitedHex(map: StaticMap, hex: string): boolean {
  if (!onMap(map, hex)) return true;
  const t = terrainAt(map, hex);
  return t === 'cityWalls' || t === 'river';
}

/** A hexside no unit may cross (impassable, wall face). */
export function isProhibitedSide(map: StaticMap, a: string, b: string): boolean {
  const f = sideFeatures(map, a, b);
  return f.includes('impassable') || f.includes('wall');
}

/** Neighbours that are on the map (not necessarily enterable). */
export function mapNeighbours(map: StaticMap, hex: string): string[] {
  const idx = mapIndex(map);
  let list = idx.neighbours.get(hex);
  if (list === undefined) {
    list = gbohHex.neighbours(hex).filter((h) => idx.hexes.has(h));
    // Only a map hex's list is kept: an off-map hex asked about is answered without growing the index.
    if (idx.hexes.has(hex)) idx.neighbours.set(hex, list);
  }
  return list;
}

/**
 * The map hexes around `from` by rings of the map's own adjacency (breadth first): ring 1 the hexes next to it, up to
 * `range` rings or until the map runs out. Each ring in the order it was reached.
 */
export function mapRings(map: StaticMap, from: string, range: number): string[][] {
  const seen = new Set([from]);
  const rings: string[][] = [];
  let ring = [from];
  for (let d = 0; d < range && ring.length > 0; d++) {
    const next: string[] = [];
    for (const h of ring) {
      for (const n of mapNeighbours(map, h)) {
        if (seen.has(n)) continue;
        seen.add(n);
        next.push(n);
      }
    }
    if (next.length > 0) rings.push(next);
    ring = next;
  }
  return rings;
}

/**
 * Distance to a Retreat Edge (10.21): for a map edge, the number of hex steps to the nearest hex of
 * that edge; for an exit hex, the hex distance to it.
 */
export function edgeDistance(map: StaticMap, hex: string, edge: RetreatEdge): number {
  if (edge.kind === 'hex') return gbohHex.distance(hex, edge.hex);
  const { col, row } = gbohHex.parseHexId(hex);
  switch (edge.edge) {
    case 'east':
      return map.maxCol - col;
    case 'west':
      return col - map.minCol;
    case 'north':
      return row - map.minRow;
    case 'south':
      return map.maxRow - row;
  }
}

/** True when the hex lies on the given map edge (a unit there leaving the map is off map, 10.23). */
export function onEdge(map: StaticMap, hex: string, edge: RetreatEdge): boolean {
  return edge.kind === 'edge' && edgeDistance(map, hex, edge) === 0;
}
