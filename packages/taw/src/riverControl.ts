import { addToStack, prune, spOf, stackAt } from './core';
import { MAP, isRiver, provinceOf } from './map';
import type { Group, Leader, Stack, TawState } from './state';

/**
 * 6.35 Control of rivers. A Force with at least 4 cavalry SP, or 20 SP of any type, controls its own hex and every
 * adjacent hex on the same bank: not across a river hexside, nor across impassable terrain (the map's land adjacency
 * leaves impassable hexsides and the sea out). Rivers are whole province borders on the reconstructed map (ruling
 * M-3), the same hexsides attrition (6.41) and the battle DRM (8.31) read. When an enemy Force crosses a river hexside
 * into a controlled hex, the controlling side is asked (`intercept` with `river`) whether to try a Same-Hex
 * Interception there (ruling R-09); its resolution is `riverControlInterception` (combat.ts).
 */

/** How a hex's neighbours and river hexsides are read: the Italy map, or a test's fixture (EX-6.35a/b). */
export type RiverGeometry = { neighbours: (hex: number) => readonly number[]; river: (a: number, b: number) => boolean };

const ITALY: RiverGeometry = { neighbours: (hex) => MAP.neighbours.get(hex) ?? [], river: isRiver };

/** 6.35: at least 4 cavalry SP, or 20 or more SP of any type. */
export const controlsRivers = (groups: readonly Group[]): boolean => spOf(groups, 'cav') >= 4 || spOf(groups) >= 20;

/** 6.35: the Force's own hex and the adjacent hexes not across a river hexside (impassable ones are no neighbours). */
export function controlledHexes(hex: number, geometry: RiverGeometry = ITALY): number[] {
  return [hex, ...geometry.neighbours(hex).filter((n) => !geometry.river(hex, n))];
}

/**
 * Of the leaders who may intercept (`eligible`, movement.ts), those whose Force controls `to`, which the moving enemy
 * Force has just entered from `from`. Only across a river hexside (ruling R-09: the text's "crosses the river";
 * along the same bank the normal Interception rules apply), road or not (8.31: "even by road; remember 6.35").
 */
export function riverControllers(s: TawState, eligible: readonly Leader[], from: number, to: number): Leader[] {
  if (!isRiver(from, to)) return [];
  return eligible.filter((l) => {
    const st = l.hex === null ? undefined : stackAt(s, l.side, l.hex, l.inCity);
    return st !== undefined && controlsRivers(st.groups) && controlledHexes(l.hex!).includes(to);
  });
}

/**
 * 6.35: the controlling Force moves into the hex the enemy entered, without checking attrition for that move. As in
 * 6.55 Step 2 the intercepting leader goes with the Force (`interceptorMoves`). Returns its Force where it now stands.
 */
export function riverControlMove(s: TawState, l: Leader, hex: number): Stack {
  const st = stackAt(s, l.side, l.hex!, l.inCity)!;
  // In its own hex it stays where it is (inside a city too) until the interception succeeds.
  if (l.hex === hex) return st;
  const from = l.hex!;
  s.stacks = s.stacks.filter((x) => x !== st);
  const there = addToStack(s, l.side, hex, false, st.groups, st.abs, provinceOf(from) !== provinceOf(hex));
  there.failedInterception ||= st.failedInterception;
  Object.assign(l, { hex, inCity: false });
  prune(s);
  return there;
}
