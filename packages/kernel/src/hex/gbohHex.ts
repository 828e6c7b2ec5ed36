import { type Cube, cube, cubeAdd, cubeDistance, cubeLine } from './cube';

/**
 * Great Battles of History maps: flat-topped hexes in vertical columns, printed as 4-digit ids `CCRR`
 * (column, row; rows grow downward). Odd-numbered columns sit half a hex lower than even ones
 * ("odd-q"), as the hex ids of the rules' worked examples require (6.58, 8.33, 10.21, 11.72: 1905–2006,
 * 2105–2206 and 2304–2204 are adjacent pairs).
 *
 * Directions are indices 0–5 clockwise. A hexside direction h points at bearing 60·h degrees from
 * map north: 0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW. A vertex direction k lies between hexsides k and k+1,
 * at bearing 30 + 60·k: 0 NNE, 1 E, 2 SSE, 3 SSW, 4 W, 5 NNW.
 */
export type HexId = string;
export type Direction = 0 | 1 | 2 | 3 | 4 | 5;
export const DIRECTIONS: readonly Direction[] = [0, 1, 2, 3, 4, 5];
export const HEXSIDE_NAMES = ['N', 'NE', 'SE', 'S', 'SW', 'NW'] as const;
export const VERTEX_NAMES = ['NNE', 'E', 'SSE', 'SSW', 'W', 'NNW'] as const;

export interface Offset {
  col: number;
  row: number;
}

// Axial steps for flat-topped hexes, in hexside order N, NE, SE, S, SW, NW.
const STEPS: readonly Cube[] = [cube(0, -1), cube(1, -1), cube(1, 0), cube(0, 1), cube(-1, 1), cube(-1, 0)];

export function dir(n: number): Direction {
  return (((n % 6) + 6) % 6) as Direction;
}

export function offsetToCube({ col, row }: Offset): Cube {
  return cube(col, row - (col - (col & 1)) / 2);
}

export function cubeToOffset(c: Cube): Offset {
  return { col: c.q, row: c.r + (c.q - (c.q & 1)) / 2 };
}

const HEX_ID = /^(\d{2})(\d{2})$/;

/** A character's digit value, or -1 (the ASCII digits only, as the id pattern's `\d`). */
function digit(id: string, i: number): number {
  const d = id.charCodeAt(i) - 48;
  return d >= 0 && d <= 9 ? d : -1;
}

export function parseHexId(id: HexId): Offset {
  // By character codes, not the pattern (issue 18: a big battle's map parsed its ids ~25,000 times on first use).
  const a = id.length === 4 ? digit(id, 0) : -1;
  const b = a < 0 ? -1 : digit(id, 1);
  const c = b < 0 ? -1 : digit(id, 2);
  const d = c < 0 ? -1 : digit(id, 3);
  if (d < 0) throw new RangeError(`not a map hex id (CCRR): ${JSON.stringify(id)}`);
  return { col: a * 10 + b, row: c * 10 + d };
}

export function isHexId(id: string): boolean {
  return HEX_ID.test(id);
}

export function hexId({ col, row }: Offset): HexId {
  if (col < 0 || row < 0 || col > 99 || row > 99) throw new RangeError(`hex out of the CCRR range: ${col},${row}`);
  return `${String(col).padStart(2, '0')}${String(row).padStart(2, '0')}`;
}

function toCube(id: HexId): Cube {
  return offsetToCube(parseHexId(id));
}

function fromCube(c: Cube): HexId | null {
  const o = cubeToOffset(c);
  return o.col < 0 || o.row < 0 || o.col > 99 || o.row > 99 ? null : hexId(o);
}

/** The hex across hexside `h`, or null when it would fall outside the CCRR numbering. */
export function neighbour(id: HexId, h: Direction): HexId | null {
  return fromCube(cubeAdd(toCube(id), STEPS[h] as Cube));
}

// Neighbour lists by id, made once each: at most the 10,000 ids of the CCRR numbering.
const neighbourLists = new Map<HexId, readonly HexId[]>();

/** All six neighbours in hexside order (nulls dropped). A new array each call: the caller may keep or change it. */
export function neighbours(id: HexId): HexId[] {
  let list = neighbourLists.get(id);
  if (list === undefined) {
    const c = toCube(id);
    const out: HexId[] = [];
    for (const step of STEPS) {
      const n = fromCube(cubeAdd(c, step));
      if (n !== null) out.push(n);
    }
    list = out;
    neighbourLists.set(id, list);
  }
  return list.slice();
}

export function distance(a: HexId, b: HexId): number {
  return cubeDistance(toCube(a), toCube(b));
}

/** The hexside direction from a to an adjacent hex b, or null if they are not adjacent. */
export function directionTo(a: HexId, b: HexId): Direction | null {
  const ca = toCube(a);
  const cb = toCube(b);
  for (const h of DIRECTIONS) {
    const s = STEPS[h] as Cube;
    if (ca.q + s.q === cb.q && ca.r + s.r === cb.r) return h;
  }
  return null;
}

/** A canonical key for the hexside between two adjacent hexes (order-independent). */
export function hexsideKey(a: HexId, b: HexId): string {
  return a < b ? `${a}-${b}` : `${b}-${a}`;
}

/** Map position of a hex centre (hex size 1, y growing southward). */
export function centre(id: HexId): { x: number; y: number } {
  const c = toCube(id);
  return { x: 1.5 * c.q, y: Math.sqrt(3) * (c.r + c.q / 2) };
}

/** Bearing in degrees clockwise from map north, from the centre of a to the centre of b. */
export function bearing(a: HexId, b: HexId): number {
  const pa = centre(a);
  const pb = centre(b);
  const deg = (Math.atan2(pb.x - pa.x, -(pb.y - pa.y)) * 180) / Math.PI;
  return (deg + 360) % 360;
}

/** A unit facing vertex k: the two hexes in front, to the flanks, and behind (7.11). */
export function frontHexes(id: HexId, vertex: Direction): HexId[] {
  return [neighbour(id, vertex), neighbour(id, dir(vertex + 1))].filter((h): h is HexId => h !== null);
}
export function flankHexes(id: HexId, vertex: Direction): HexId[] {
  return [neighbour(id, dir(vertex - 1)), neighbour(id, dir(vertex + 2))].filter((h): h is HexId => h !== null);
}
export function rearHexes(id: HexId, vertex: Direction): HexId[] {
  return [neighbour(id, dir(vertex + 3)), neighbour(id, dir(vertex + 4))].filter((h): h is HexId => h !== null);
}

export type Arc = 'front' | 'flank' | 'rear';
export interface ArcReading {
  /** The arc the target's centre lies in. On a boundary ray, the more forward arc. */
  arc: Arc;
  /** Set when the centre lies exactly on the ray between two arcs (rules resolve these case by case). */
  boundary: 'front-flank' | 'flank-rear' | null;
  /** Which side of the facing line: seen from the unit looking toward its facing. */
  side: 'left' | 'right' | 'ahead' | 'behind';
}

const EPS = 1e-7;

/**
 * Which arc of a unit (in hex `from`, facing vertex `vertex`) a hex lies in: Front = facing ±60°,
 * Flank = ±60°–±120°, Rear beyond (7.11 engine geometry). Not defined for the unit's own hex.
 */
export function arcOf(from: HexId, vertex: Direction, target: HexId): ArcReading {
  if (from === target) throw new RangeError('arcOf: target is the unit’s own hex');
  let rel = bearing(from, target) - (30 + 60 * vertex);
  rel = ((rel + 540) % 360) - 180; // (-180, 180]
  const abs = Math.abs(rel);
  const side = abs < EPS ? 'ahead' : Math.abs(abs - 180) < EPS ? 'behind' : rel > 0 ? 'right' : 'left';
  if (Math.abs(abs - 60) < EPS) return { arc: 'front', boundary: 'front-flank', side };
  if (Math.abs(abs - 120) < EPS) return { arc: 'flank', boundary: 'flank-rear', side };
  if (abs < 60) return { arc: 'front', boundary: null, side };
  if (abs < 120) return { arc: 'flank', boundary: null, side };
  return { arc: 'rear', boundary: null, side };
}

/** For a unit In Column facing hexside h (6.43): only the hex straight ahead is Front. */
export function columnFrontHex(id: HexId, hexside: Direction): HexId | null {
  return neighbour(id, hexside);
}

/** Turning from one vertex (or hexside) direction to another: the number of 60° steps (7.12). */
export function turnSteps(from: Direction, to: Direction): number {
  const d = Math.abs(from - to) % 6;
  return Math.min(d, 6 - d);
}

/**
 * The hexes strictly between a and b on the straight line joining their centres. Each entry lists one
 * hex, or two when the line runs exactly along the hexside between them (the rules then say whether
 * one or both must block).
 */
export function lineBetween(a: HexId, b: HexId): HexId[][] {
  const ca = toCube(a);
  const cb = toCube(b);
  const plus = cubeLine(ca, cb, 1);
  const minus = cubeLine(ca, cb, -1);
  const out: HexId[][] = [];
  for (let i = 1; i < plus.length - 1; i++) {
    const p = fromCube(plus[i] as Cube);
    const m = fromCube(minus[i] as Cube);
    const step = [p, m].filter((h): h is HexId => h !== null);
    out.push(p === m ? step.slice(0, 1) : step);
  }
  return out;
}

/** Every hex within `radius` of `id` (including it), in no particular order. */
export function hexesWithin(id: HexId, radius: number): HexId[] {
  const c = toCube(id);
  const out: HexId[] = [];
  for (let dq = -radius; dq <= radius; dq++) {
    for (let dr = Math.max(-radius, -dq - radius); dr <= Math.min(radius, -dq + radius); dr++) {
      const h = fromCube(cube(c.q + dq, c.r + dr));
      if (h !== null) out.push(h);
    }
  }
  return out;
}
