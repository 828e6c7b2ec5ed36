import type { GbohState } from './types';
import { cubeDistance, cubeOf } from './aiHex';

/**
 * Command for the computer general: a unit is ordered only by a leader within whose Command Range it
 * stands (4.2, 5.2), so an army that outruns its leaders, or leaders left behind, can neither move nor
 * fight. The search sees a few plies of an Orders Phase, never the turns after, and let it happen (The
 * Devil's Horsemen, issue 13: at Ayn Jalut the Mameluke leaders ended 15 hexes behind an army two hexes
 * from the Mongols, which then gave no order for the last eight turns). Ranges are read as hex
 * distances (the engine traces a path; the search needs only the trend).
 */

type Unit = GbohState['units'][string];

/** The units on the map (hex set, not eliminated) in `s.units` order with their battle data, if the caller has them. */
export interface OnMapUnits {
  readonly us: readonly Unit[];
  readonly sus: readonly { readonly side: string }[];
}

/** A unit `d` hexes from a leader of Command Range `range`: 1 within range, range/d beyond (a walk toward it gains at every hex). */
export function commandWeight(d: number, range: number): number {
  return d <= range ? 1 : range / d;
}

/**
 * The share, in [0, 1], of the side's units in good order (not routed) that stand under command: each
 * counts its best `commandWeight` over the side's leaders on the map. 1 with no such unit.
 */
export function commandShare(s: GbohState, side: string, onMap?: OnMapUnits): number {
  // Each leader's cube coordinates once, each unit's once: the distances are then arithmetic (`aiHex.ts`).
  const leaders: { q: number; r: number; range: number }[] = [];
  for (const id in s.leaders) {
    const l = s.leaders[id] as GbohState['leaders'][string];
    const sl = s.static.leaders[id];
    if (sl === undefined || sl.side !== side || l.hex === null || l.status === 'eliminated') continue;
    const c = cubeOf(l.hex);
    leaders.push({ q: c.q, r: c.r, range: Math.max(1, sl.commandRange) });
  }
  let units = 0;
  let sum = 0;
  const count = (u: Unit): void => {
    units++;
    const c = cubeOf(u.hex as string);
    let best = 0;
    for (const l of leaders) best = Math.max(best, commandWeight(cubeDistance(c.q, c.r, l.q, l.r), l.range));
    sum += best;
  };
  if (onMap !== undefined) {
    for (let i = 0; i < onMap.us.length; i++) {
      const u = onMap.us[i] as Unit;
      if (u.status !== 'routed' && onMap.sus[i]?.side === side) count(u);
    }
  } else {
    for (const id in s.units) {
      const u = s.units[id] as Unit;
      if (u.hex === null || u.status === 'eliminated' || u.status === 'routed' || s.static.units[id]?.side !== side) continue;
      count(u);
    }
  }
  return units === 0 ? 1 : sum / units;
}
