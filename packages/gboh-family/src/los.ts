import { gbohHex } from './hex';
import { elevationAt, terrainAt, type StaticMap } from './map';

/** What a line of sight needs to know beyond the map: which hexes hold a piece, and whom the viewer sees past. */
export type SightLine = {
  /** A hex holding a piece that may block the line (8.14: combat units). */
  occupied: (hex: string) => boolean;
  /** The viewer sees past the piece in this (occupied) hex (8.14: archers past units closer to them than to the target). */
  seesPast?: (hex: string) => boolean;
};

/**
 * 8.14 Line of Sight from hex `a` to hex `b`: blocked by woods and pieces in hexes not lower than both ends, and by
 * any hex higher than both; a line along a hexside is blocked if either hex blocks; adjacent hexes always see each
 * other. A hex lower than both ends never blocks.
 */
export function lineOfSight(map: StaticMap, a: string, b: string, sight: SightLine): boolean {
  if (gbohHex.distance(a, b) <= 1) return true;
  const ea = elevationAt(map, a);
  const eb = elevationAt(map, b);
  const blocks = (h: string): boolean => {
    const e = elevationAt(map, h);
    if (e > Math.max(ea, eb)) return true;
    const lower = e < ea && e < eb;
    if (lower) return false;
    if (terrainAt(map, h) === 'woods') return true;
    if (sight.occupied(h)) return sight.seesPast === undefined || !sight.seesPast(h);
    return false;
  };
  for (const step of gbohHex.lineBetween(a, b)) if (step.some(blocks)) return false;
  return true;
}

/** 8.14: an archer (B, C) at `a` firing at `b` sees past a unit in `h` closer to it than to the target. */
export function closerToViewer(a: string, b: string): (h: string) => boolean {
  return (h) => gbohHex.distance(a, h) < gbohHex.distance(h, b);
}
