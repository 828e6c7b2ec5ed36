/**
 * Movement-cost search (6.1, 4.23): the cheapest cost from one hex to every hex within a budget, over steps whose
 * cost the caller gives (a unit's Movement Cost Chart, a leader's, a Command Range path of 1 per hex). A uniform-cost
 * (Dijkstra) search on a bucket queue, so costs must be whole numbers (MP).
 */

/** One step out of a hex and what it costs. */
export type Step = { to: string; cost: number };

export type ReachSearch = {
  from: string;
  /** The most a path may cost (a whole number). */
  budget: number;
  /** The steps out of `hex` and their costs (whole, ≥ 0); a step that cannot be made is left out. */
  steps: (hex: string) => Iterable<Step>;
  /** A hex no path may enter (an enemy unit, a prohibited hex). */
  blocked?: (hex: string) => boolean;
  /** A hex a path may end in but not go on from (an enemy ZOC, 7.23); the start hex never stops a path. */
  stopsIn?: (hex: string) => boolean;
};

/**
 * The cheapest cost to every hex reachable within the budget, the start included (cost 0). Hexes appear in the
 * order they were first reached (cheapest first, then in the order their steps were offered).
 */
export function cheapestCosts(search: ReachSearch): Map<string, number> {
  const { from, budget, steps, blocked, stopsIn } = search;
  const best = new Map<string, number>();
  best.set(from, 0);
  if (!(budget >= 0)) return best;
  const buckets: string[][] = Array.from({ length: Math.floor(budget) + 1 }, () => []);
  buckets[0]!.push(from);
  for (let cost = 0; cost <= budget; cost++) {
    // A zero-cost step appends to the bucket being walked: `for of` sees it.
    for (const h of buckets[cost]!) {
      if (best.get(h) !== cost) continue; // reached more cheaply since it was queued
      if (h !== from && stopsIn?.(h) === true) continue;
      for (const step of steps(h)) {
        const n = step.to;
        if (blocked?.(n) === true) continue;
        const t = cost + step.cost;
        if (t > budget || t >= (best.get(n) ?? Infinity)) continue;
        best.set(n, t);
        buckets[t]!.push(n);
      }
    }
  }
  return best;
}
