/**
 * Cube coordinates (q + r + s = 0) for hex arithmetic. Both board families convert their printed
 * coordinates to cubes and back, so distance, neighbours and lines are written once.
 *
 * Why not a hex library: honeycomb-grid (the best-kept one) models hexes as class instances inside a
 * mutable Grid. Engines here keep plain JSON state and call these helpers millions of times in AI
 * playouts; the cube arithmetic is a few dozen lines of pure functions, so we keep it in-house.
 */
export interface Cube {
  q: number;
  r: number;
  s: number;
}

export function cube(q: number, r: number): Cube {
  return { q, r, s: -q - r };
}

export function cubeAdd(a: Cube, b: Cube): Cube {
  return cube(a.q + b.q, a.r + b.r);
}

export function cubeSub(a: Cube, b: Cube): Cube {
  return cube(a.q - b.q, a.r - b.r);
}

export function cubeDistance(a: Cube, b: Cube): number {
  return Math.max(Math.abs(a.q - b.q), Math.abs(a.r - b.r), Math.abs(a.s - b.s));
}

export function cubeEqual(a: Cube, b: Cube): boolean {
  return a.q === b.q && a.r === b.r;
}

/** Round fractional cube coordinates to the nearest hex. */
export function cubeRound(q: number, r: number, s: number): Cube {
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  return cube(rq + 0, rr + 0);
}

/**
 * The hexes a straight line from a to b passes through, both ends included. When the line runs
 * exactly along a hexside, `nudge` (+1 or -1) chooses which of the two hexes is taken; calling with
 * both nudges gives both readings, which line-of-sight rules need.
 */
export function cubeLine(a: Cube, b: Cube, nudge: 1 | -1 = 1): Cube[] {
  const n = cubeDistance(a, b);
  const eps = 1e-6 * nudge;
  const aq = a.q + eps;
  const ar = a.r + eps;
  const as = a.s - 2 * eps;
  const bq = b.q + eps;
  const br = b.r + eps;
  const bs = b.s - 2 * eps;
  const out: Cube[] = [];
  for (let i = 0; i <= n; i++) {
    const t = n === 0 ? 0 : i / n;
    out.push(cubeRound(aq + (bq - aq) * t, ar + (br - ar) * t, as + (bs - as) * t));
  }
  return out;
}
