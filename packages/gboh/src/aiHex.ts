// The memoized geometry (the kernel's parses hex ids on every call).
import { gbohHex } from './perfHex';

/**
 * Hex ids as cube coordinates for the computer general's evaluator, which measures distances between every pair of
 * units and leaders it weighs: it reads each hex's coordinates once and does the arithmetic itself, where
 * `gbohHex.distance` looks both hexes up at every call (the same numbers: the kernel's odd-q offsets, 5.0 hex
 * distance).
 */

export type Cube = { readonly q: number; readonly r: number };

const CUBES = new Map<string, Cube>();

export function cubeOf(h: string): Cube {
  let c = CUBES.get(h);
  if (c === undefined) {
    const { col, row } = gbohHex.parseHexId(h);
    c = { q: col, r: row - (col - (col & 1)) / 2 };
    CUBES.set(h, c);
  }
  return c;
}

/** Hexes between two cube coordinates. */
export function cubeDistance(aq: number, ar: number, bq: number, br: number): number {
  const dq = aq - bq;
  const dr = ar - br;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

export function hexDistance(a: string, b: string): number {
  const x = cubeOf(a);
  const y = cubeOf(b);
  return cubeDistance(x.q, x.r, y.q, y.r);
}
