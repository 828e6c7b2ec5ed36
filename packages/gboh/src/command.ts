import { gbohHex } from './perfHex';
import { effectiveLeaderValue, memo, occupancy, otherSide, zocSet } from './board';
import { isProhibitedHex, isProhibitedSide, mapNeighbours } from './map';
import { commandDistancesIndexed, type HexDistances } from './perfLeader';
import type { GbohState } from './types';

/** 4.21 Command Range: the leader's path search (above `board.ts`, which the search reads for occupancy and ZOC). */

/**
 * 4.21 Command Range path: shortest path length from the leader's hex (not counted) to every hex within
 * `range`, through hexes a leader could enter that are neither enemy-occupied nor unoccupied-and-in-
 * enemy-ZOC (friendly units negate enemy ZOC). The last hex (the unit's) may be in enemy ZOC.
 */
export function commandDistances(s: GbohState, leaderId: string, range: number): HexDistances {
  return memo(s, `cmd:${leaderId}:${range}`, () => {
    const l = s.leaders[leaderId]!;
    // The same search on integer-indexed arrays (perfLeader.ts); the general one for a hex off the map.
    return (l.hex !== null ? commandDistancesIndexed(s, s.static.leaders[leaderId]!.side, l.hex, range) : null) ?? commandDistancesRaw(s, leaderId, range);
  });
}

function commandDistancesRaw(s: GbohState, leaderId: string, range: number): Map<string, number> {
  const l = s.leaders[leaderId]!;
  const side = s.static.leaders[leaderId]!.side;
  const out = new Map<string, number>();
  if (l.hex === null) return out;
  const occ = occupancy(s);
  const enemyZoc = zocSet(s, otherSide(s, side));
  out.set(l.hex, 0);
  let frontier = [l.hex];
  for (let d = 1; d <= range && frontier.length > 0; d++) {
    const next: string[] = [];
    for (const h of frontier) {
      for (const n of mapNeighbours(s.static.map, h)) {
        if (out.has(n) || isProhibitedSide(s.static.map, h, n)) continue;
        const occupant = occ.get(n);
        if (occupant !== undefined && s.static.units[occupant]!.side !== side) continue;
        if (isProhibitedHex(s.static.map, n)) {
          // R-CMD-WALL: a path may end in a prohibited hex a friendly unit holds (Dara's wall archers), never cross it.
          if (occupant !== undefined) out.set(n, d);
          continue;
        }
        out.set(n, d);
        // A hex may end a path even in enemy ZOC, but a path continues only through hexes that do not block.
        if (occupant === undefined && enemyZoc.has(n)) continue;
        next.push(n);
      }
    }
    frontier = next;
  }
  return out;
}

/**
 * `withinCommandRange` for many hexes of one leader: the path search runs once (outside `legal`, where nothing is
 * memoized, asking hex by hex would search again for every unit).
 */
export function commandRangeTest(s: GbohState, leaderId: string, multiplier = 1): (hex: string) => boolean {
  const sl = s.static.leaders[leaderId]!;
  const range = effectiveLeaderValue(s, leaderId, sl.commandRange) * multiplier;
  const from = s.leaders[leaderId]!.hex;
  if (from === null) return () => false;
  let dist: HexDistances | null = null;
  return (hex) => {
    if (gbohHex.distance(from, hex) > range) return false;
    dist ??= commandDistances(s, leaderId, range);
    const d = dist.get(hex);
    return d !== undefined && d <= range;
  };
}

export function withinCommandRange(s: GbohState, leaderId: string, hex: string, multiplier = 1): boolean {
  const sl = s.static.leaders[leaderId]!;
  const range = effectiveLeaderValue(s, leaderId, sl.commandRange) * multiplier;
  const from = s.leaders[leaderId]!.hex;
  if (from === null || gbohHex.distance(from, hex) > range) return false; // a path is never shorter than the hex distance
  const d = commandDistances(s, leaderId, range).get(hex);
  return d !== undefined && d <= range;
}
