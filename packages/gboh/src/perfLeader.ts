import { occupancy, memo, otherSide, zocSet } from './board';
import { isProhibitedHex, isProhibitedSide, mapHexes, mapNeighbours } from './map';
import { leaderSteps, perLeaderTerrain } from './terrain';
import type { GbohState, StaticMap } from './types';

/**
 * 4.23 / 4.4 / 6.14 leader movement costs on integer-indexed arrays. A leader's 9 MP reach a few hundred hexes
 * and `legal` lists every one of them (for the OC, for each friendly leader too), so this shortest-path search
 * is the heaviest part of legal-move generation; on string-keyed maps it dominated the Orders Phase.
 */

type LeaderGraph = {
  /** The map's hexes in id order (column, then row: the order of their `CCRR` ids). */
  ids: readonly string[];
  index: ReadonlyMap<string, number>;
  /** Compressed adjacency: the leader steps out of hex i are `to[start[i]..start[i+1])` with their MP `cost`. */
  start: Int32Array;
  to: Int32Array;
  cost: Int32Array;
};

/** `perLeaderTerrain`'s name for the graph. */
const GRAPH = {};

/** Per battle map, sides and chart (the costs depend on the map and the retreat exit hexes only, see `leaderSteps`). */
function leaderGraph(s: GbohState): LeaderGraph {
  return perLeaderTerrain(s, GRAPH, () => {
    const ids = mapHexes(s.static.map);
    const index = new Map<string, number>();
    ids.forEach((h, i) => index.set(h, i));
    const start = new Int32Array(ids.length + 1);
    const to: number[] = [];
    const cost: number[] = [];
    ids.forEach((h, i) => {
      start[i] = to.length;
      for (const step of leaderSteps(s, h)) {
        const j = index.get(step.to);
        if (j === undefined) continue; // never: leader steps stay on the map
        to.push(j);
        cost.push(step.cost);
      }
    });
    start[ids.length] = to.length;
    return { ids, index, start, to: Int32Array.from(to), cost: Int32Array.from(cost) };
  });
}

const FRIEND = 1;
const ENEMY = 2;

/** Per state (memoized while frozen) and side: who occupies each hex (as `occupancy` reports it) and the enemy ZOC. */
function sideFlags(s: GbohState, g: LeaderGraph, side: string): { occupant: Uint8Array; enemyZoc: Uint8Array } {
  return memo(s, `leaderFlags:${side}`, () => {
    const occupant = new Uint8Array(g.ids.length);
    for (const [h, unit] of occupancy(s)) {
      const i = g.index.get(h);
      if (i !== undefined) occupant[i] = s.static.units[unit]!.side === side ? FRIEND : ENEMY;
    }
    const enemyZoc = new Uint8Array(g.ids.length);
    for (const h of zocSet(s, otherSide(s, side))) {
      const i = g.index.get(h);
      if (i !== undefined) enemyZoc[i] = 1;
    }
    return { occupant, enemyZoc };
  });
}

/**
 * Cheapest MP from `from` to every hex a leader of `side` can reach within `budget`: cavalry costs, +1 MP into a
 * hex with a friendly combat unit (6.64), never into enemy units; an enemy ZOC hex only if it holds a friendly
 * unit, and he stops there (4.61). Null when `from` is not a map hex (the caller then uses its general search).
 * The map is in hex id order.
 */
export function leaderCostsIndexed(s: GbohState, side: string, from: string, budget: number): Map<string, number> | null {
  const g = leaderGraph(s);
  const src = g.index.get(from);
  if (src === undefined) return null;
  const reached: number[] = [];
  const best = leaderSearch(s, g, side, src, budget, -1, reached);
  reached.sort((a, b) => a - b);
  const out = new Map<string, number>();
  for (const i of reached) if (i !== src) out.set(g.ids[i]!, best[i]!);
  return out;
}

/**
 * `leaderCostsIndexed(...).get(to)` without the whole map: the same search stopped when `to` is settled. A leader's
 * move (`step`) needs one cost, where `legal` needs them all. Undefined when `to` is out of reach or is `from`; null
 * when `from` is not a map hex.
 */
export function leaderCostTo(s: GbohState, side: string, from: string, budget: number, to: string): number | undefined | null {
  const g = leaderGraph(s);
  const src = g.index.get(from);
  if (src === undefined) return null;
  const dst = g.index.get(to);
  if (dst === undefined || dst === src) return undefined;
  const best = leaderSearch(s, g, side, src, budget, dst, null);
  return best[dst] === UNREACHED ? undefined : best[dst];
}

const UNREACHED = 0x7fffffff;

/**
 * The bucket search (costs are whole MP, so a hex's first time out of its bucket is its cheapest). With `dst` >= 0 it
 * stops once `dst` is settled (its `best` is then final; other hexes' may not be). `reached` collects every hex found.
 */
function leaderSearch(s: GbohState, g: LeaderGraph, side: string, src: number, budget: number, dst: number, reached: number[] | null): Int32Array {
  const { occupant, enemyZoc } = sideFlags(s, g, side);
  const best = new Int32Array(g.ids.length).fill(UNREACHED);
  best[src] = 0;
  const buckets: number[][] = Array.from({ length: Math.max(0, budget) + 1 }, () => []);
  buckets[0]!.push(src);
  for (let cost = 0; cost <= budget; cost++) {
    for (const h of buckets[cost]!) {
      if (best[h] !== cost) continue;
      if (h === dst) return best;
      if (h !== src && enemyZoc[h] === 1) continue; // stops on entering an enemy ZOC
      for (let e = g.start[h]!; e < g.start[h + 1]!; e++) {
        const nb = g.to[e]!;
        let c = g.cost[e]!;
        const o = occupant[nb];
        if (o === ENEMY) continue;
        if (o === FRIEND) c += 1; // 6.64
        else if (enemyZoc[nb] === 1) continue; // 4.61
        const t = cost + c;
        if (t > budget || t >= best[nb]!) continue;
        if (reached !== null && best[nb] === UNREACHED) reached.push(nb);
        best[nb] = t;
        buckets[t]!.push(nb);
      }
    }
  }
  if (dst >= 0) best[dst] = UNREACHED; // not settled within the budget: out of reach
  return best;
}

/** Distances by hex, as `commandDistances` answers them (a Map in the general search). */
export type HexDistances = { get(hex: string): number | undefined };

/** `endOnly`: a prohibited hex (a wall) that a path may end in when a friendly unit holds it (R-CMD-WALL). */
type CommandGraph = { start: Int32Array; to: Int32Array; endOnly: Uint8Array };
/** Per map (its hexes, hexsides and prohibited hexes are all it reads): not per `static`, see `perLeaderTerrain`. */
const commandGraphs = new WeakMap<StaticMap, CommandGraph>();

/** 4.21 path steps: the on-map neighbours not across prohibited hexsides; prohibited hexes only as a path's end. */
function commandGraph(s: GbohState, g: LeaderGraph): CommandGraph {
  let c = commandGraphs.get(s.static.map);
  if (c !== undefined) return c;
  const map = s.static.map;
  const start = new Int32Array(g.ids.length + 1);
  const to: number[] = [];
  const endOnly = new Uint8Array(g.ids.length);
  g.ids.forEach((h, i) => {
    start[i] = to.length;
    if (isProhibitedHex(map, h)) endOnly[i] = 1;
    for (const n of mapNeighbours(map, h)) {
      const j = g.index.get(n);
      if (j === undefined || isProhibitedSide(map, h, n)) continue;
      to.push(j);
    }
  });
  start[g.ids.length] = to.length;
  c = { start, to: Int32Array.from(to), endOnly };
  commandGraphs.set(s.static.map, c);
  return c;
}

/**
 * 4.21 Command Range path lengths from `from` (a leader of `side`) within `range`, as `commandDistances` defines them
 * (breadth-first: through hexes neither enemy-occupied nor unoccupied-and-in-enemy-ZOC; the last hex may be in enemy
 * ZOC), on integer-indexed arrays. Null when `from` is not a map hex.
 */
export function commandDistancesIndexed(s: GbohState, side: string, from: string, range: number): HexDistances | null {
  const g = leaderGraph(s);
  const src = g.index.get(from);
  if (src === undefined) return null;
  const c = commandGraph(s, g);
  const { occupant, enemyZoc } = sideFlags(s, g, side);
  const dist = new Int32Array(g.ids.length).fill(-1);
  dist[src] = 0;
  let frontier = [src];
  for (let d = 1; d <= range && frontier.length > 0; d++) {
    const next: number[] = [];
    for (const h of frontier) {
      for (let e = c.start[h]!; e < c.start[h + 1]!; e++) {
        const n = c.to[e]!;
        if (dist[n] !== -1) continue;
        const o = occupant[n];
        if (o === ENEMY) continue;
        if (c.endOnly[n] === 1) {
          if (o === FRIEND) dist[n] = d; // R-CMD-WALL: the archers on a wall are reached, the path stops there
          continue;
        }
        dist[n] = d;
        if (o !== FRIEND && enemyZoc[n] === 1) continue; // may end a path, not continue it
        next.push(n);
      }
    }
    frontier = next;
  }
  return {
    get(hex: string): number | undefined {
      const i = g.index.get(hex);
      if (i === undefined) return undefined;
      const d = dist[i]!;
      return d === -1 ? undefined : d;
    },
  };
}
