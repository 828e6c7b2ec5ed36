import { LAND_RADIUS } from './data/italy';
import { hexDistance, hexNeighbours } from './hex';
import { MAP } from './map';
import { SEA, roadstead } from './sea';
import { LANDING_CAPACITY } from './tables';
import type { Side, TawState } from './state';

/**
 * Raids (7.22, T26; ruling N-4): a Naval Transport may land outside a port, in a coastal hex, with the small
 * Forces the Land column of T26 allows. Derived from the map once, on first use (issue 18: not at load).
 */

/** What T26's Land column says of a hex that is not a port: the SP a voluntary landing may bring, or why none. */
export type Landing = { sp: number } | { refused: typeof LANDING_CAPACITY.rough | typeof LANDING_CAPACITY.other };

type Coast = { all: ReadonlySet<number>; beaches: readonly number[] };
let derived: Coast | null = null;

/**
 * The non-port hexes on the coast: land hexes next to the sea, and the cities without a port whose nearest sea
 * lies just past the two-hex band every city has on the reconstructed map (M-1, as for ports: N-1). `beaches`
 * keeps, of each province's coastal hexes without a city, the one nearest its cities (ties: the lowest id):
 * the derived coast of a province is one terrain throughout, so the others add no choice (ruling N-4).
 */
function coast(): Coast {
  if (derived !== null) return derived;
  const all = new Set<number>();
  const beach = new Map<string, { hex: number; d: number }>();
  for (const [h, info] of MAP.hexes) {
    const c = MAP.cityAt.get(h);
    if (c !== undefined || !hexNeighbours(h).some((n) => SEA.zoneOf.has(n))) continue;
    all.add(h);
    const d = Math.min(...[...MAP.cityAt.values()].filter((x) => x.province === info.province).map((x) => hexDistance(x.hex, h)));
    const cur = beach.get(info.province);
    if (cur === undefined || d < cur.d || (d === cur.d && h < cur.hex)) beach.set(info.province, { hex: h, d });
  }
  const beaches = [...beach.values()].map((x) => x.hex);
  for (const c of MAP.cityAt.values()) {
    if (c.port !== null) continue;
    const near = roadstead(c.hex)[0];
    if (near !== undefined && hexDistance(c.hex, near) <= LAND_RADIUS + 1) {
      all.add(c.hex);
      beaches.push(c.hex);
    }
  }
  derived = { all, beaches: beaches.sort((a, b) => a - b) };
  return derived;
}

/**
 * Where a raid may land (ruling N-4): each province's beach and its coastal cities without a port, and any
 * other coastal hex where a Force of another side stands (a landing to attack it, 7.27).
 */
export function raidHexes(s: TawState, side: Side): number[] {
  const c = coast();
  const occupied = s.stacks.filter((x) => x.side !== side && !x.inCity && x.groups.length > 0 && c.all.has(x.hex)).map((x) => x.hex);
  return [...new Set([...c.beaches, ...occupied])].sort((a, b) => a - b);
}

/** T26 Land: open 10 SP; rough with a city (not razed) 5 SP; rough without one only if Scattered; other terrain eliminated. */
export function landing(s: TawState, hex: number): Landing {
  const info = MAP.hexes.get(hex);
  if (info === undefined) return { refused: LANDING_CAPACITY.other };
  if (info.terrain === 'open') return { sp: LANDING_CAPACITY.open };
  const city = MAP.cityAt.get(hex);
  const standing = city !== undefined && s.cities[city.name]?.size !== 'none';
  if (info.terrain === 'rough') return standing ? { sp: LANDING_CAPACITY.roughCity } : { refused: LANDING_CAPACITY.rough };
  return { refused: LANDING_CAPACITY.other };
}

/** Why a voyage may not end in `hex` with `sp` SP aboard (undefined: T26 allows it). */
export function raidRefusal(s: TawState, side: Side, hex: number, sp: number): string | undefined {
  if (!coast().all.has(hex)) return 'a voyage ends in a port or in a land hex on the coast (7.22, 7.26; ruling N-4)';
  if (!raidHexes(s, side).includes(hex)) return 'a raid lands on its province’s beach, in a coastal city without a port, or on an enemy Force on the coast (ruling N-4)';
  const l = landing(s, hex);
  if ('refused' in l) {
    return l.refused === LANDING_CAPACITY.rough
      ? 'a rough hex without a city takes only a Scattered landing, never a voluntary one (T26)'
      : 'no landing in this terrain: units landing there are eliminated (T26)';
  }
  if (sp === 0) return 'a raid lands troops: a leader alone sails only from port to port (T26; ruling N-4)';
  if (sp > l.sp) return `this hex takes at most ${l.sp} SP from the sea (T26), and the Force would carry ${sp}`;
  return undefined;
}
