import { gbohHex as kernelHex } from '@polemarch/kernel';

export type HexId = kernelHex.HexId;
export type Direction = kernelHex.Direction;
/** 7.11: where a hex lies seen from a piece facing a vertex. */
export type Arc = kernelHex.Arc;

/**
 * The kernel's GBoH hex geometry (`gbohHex`), memoized per hex id for the engine's hot paths. The kernel
 * parses the `CCRR` id with a regular expression and builds cube objects and id strings on every call;
 * the AI and the bench call `distance`, `neighbours` and `frontHexes` millions of times over the same few
 * thousand hexes. Every answer here is the kernel's own answer, computed once (on a cache miss, through
 * the kernel, so an invalid id throws the kernel's error) and then shared: the arrays returned are
 * read-only and must never be mutated (copy them first).
 *
 * The plain geometry stays in the kernel (`@polemarch/kernel`'s `gbohHex`): the kernel's tests, the web
 * app's C&C-free helpers and any tool read it without this package, and it has no state. The family
 * adds what GBoH-family engines need on top: this cache, arcs and ZOC (`facing.ts`), LOS (`los.ts`).
 */

type HexInfo = {
  q: number;
  r: number;
  /** The neighbour across each hexside (null outside the CCRR numbering), in hexside order. */
  across: readonly (HexId | null)[];
  neighbours: readonly HexId[];
  /** `frontHexes`, `flankHexes`, `rearHexes` per vertex direction, built on first use. */
  front: (readonly HexId[] | undefined)[];
  flank: (readonly HexId[] | undefined)[];
  rear: (readonly HexId[] | undefined)[];
};

const infos = new Map<HexId, HexInfo>();

function info(id: HexId): HexInfo {
  let i = infos.get(id);
  if (i !== undefined) return i;
  const { col, row } = kernelHex.parseHexId(id);
  const c = kernelHex.offsetToCube({ col, row });
  const across = kernelHex.DIRECTIONS.map((h) => kernelHex.neighbour(id, h));
  i = { q: c.q, r: c.r, across, neighbours: kernelHex.neighbours(id), front: [], flank: [], rear: [] };
  infos.set(id, i);
  return i;
}

function neighbour(id: HexId, h: Direction): HexId | null {
  return info(id).across[h] ?? null;
}

function neighbours(id: HexId): readonly HexId[] {
  return info(id).neighbours;
}

function distance(a: HexId, b: HexId): number {
  const ia = info(a);
  const ib = info(b);
  const dq = ia.q - ib.q;
  const dr = ia.r - ib.r;
  return Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr));
}

function directionTo(a: HexId, b: HexId): Direction | null {
  const across = info(a).across;
  for (let h = 0; h < 6; h++) if (across[h] === b) return h as Direction;
  info(b); // the kernel rejects an invalid `b` even when it is not adjacent
  return null;
}

function cachedArc(cache: (readonly HexId[] | undefined)[], vertex: Direction, make: () => HexId[]): readonly HexId[] {
  let v = cache[vertex];
  if (v === undefined) {
    v = make();
    cache[vertex] = v;
  }
  return v;
}

function frontHexes(id: HexId, vertex: Direction): readonly HexId[] {
  return cachedArc(info(id).front, vertex, () => kernelHex.frontHexes(id, vertex));
}

function flankHexes(id: HexId, vertex: Direction): readonly HexId[] {
  return cachedArc(info(id).flank, vertex, () => kernelHex.flankHexes(id, vertex));
}

function rearHexes(id: HexId, vertex: Direction): readonly HexId[] {
  return cachedArc(info(id).rear, vertex, () => kernelHex.rearHexes(id, vertex));
}

const lines = new Map<string, readonly (readonly HexId[])[]>();

/** `lineBetween` (8.14 LOS), per ordered pair of hexes. */
function lineBetween(a: HexId, b: HexId): readonly (readonly HexId[])[] {
  const key = `${a}${b}`;
  let v = lines.get(key);
  if (v === undefined) {
    v = kernelHex.lineBetween(a, b);
    lines.set(key, v);
  }
  return v;
}

const arcs = new Map<string, Readonly<kernelHex.ArcReading>>();

/** `arcOf` (7.11 arcs, 8.13 fire arcs), per hex, vertex and target hex: a shared reading, never to be mutated. */
function arcOf(from: HexId, vertex: Direction, target: HexId): Readonly<kernelHex.ArcReading> {
  const key = `${from}${vertex}${target}`;
  let v = arcs.get(key);
  if (v === undefined) {
    v = Object.freeze(kernelHex.arcOf(from, vertex, target));
    arcs.set(key, v);
  }
  return v;
}

/** Drop-in for the kernel's `gbohHex` (same names, same answers), memoized. */
export const gbohHex = {
  ...kernelHex,
  neighbour,
  neighbours,
  distance,
  directionTo,
  frontHexes,
  flankHexes,
  rearHexes,
  lineBetween,
  arcOf,
};
