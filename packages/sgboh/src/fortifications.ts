import { gbohHex, sideFeatures } from '@polemarch/gboh-family';
import { FORTIFICATIONS, type FortCell, type FortRow, fortDrm } from './charts/fortifications';
import type { Cost } from './charts/tec';
import type { FortifiedHexside, SgbohState, Unit } from './types';
import { isSkirmisher } from './types';

/**
 * 11.1 Fortifications: the T2 rows applied to a crossing, a Shock and a fire (rulings ). A battle lists its
 * fortified hexsides (wall, rampart, gate, ditch; a tower on a wall or rampart) with the hex on their inner side, and
 * its camp hexes; Dara's trench (the map's `trench` hexside) is a Ditch with no inside.
 */

/** The side of a fortified hexside a unit is on: `inside` only on the inner hex of works that have one. */
export type FortSide = 'outside' | 'inside';

/** The fortified hexside between two adjacent hexes, or null. */
export function fortBetween(s: SgbohState, a: string, b: string): FortifiedHexside | null {
  if (gbohHex.distance(a, b) !== 1) return null;
  const key = gbohHex.hexsideKey(a, b);
  const listed = s.fortifications.hexsides.find((f) => f.hexside === key);
  if (listed !== undefined) return listed;
  // Ruling R-13: Dara's trench, a Ditch read from outside from either side.
  if (sideFeatures(s.map, a, b).includes('trench')) return { hexside: key, kind: 'ditch', inside: null, tower: false, setIn: null };
  return null;
}

/** Which T2 row a unit standing in `hex` uses across `f` (works without an inside are outside from both sides). */
export function sideOf(f: FortifiedHexside, hex: string): FortSide {
  return f.inside !== null && f.inside === hex ? 'inside' : 'outside';
}

const rowOf = (f: FortifiedHexside, side: FortSide): FortRow => FORTIFICATIONS[side][f.kind];

/**
 * 11.12, T2 Movement: the cost of crossing `f` from `from` for a TEC column (null: not crossed). 11.13: cavalry (and
 * leaders, who move as cavalry) cross only through a Gate; note c: a Gate costs +1 In Column; note d: a Tower adds its
 * cost to its wall's or rampart's.
 */
export function fortCrossing(f: FortifiedHexside, from: string, cavalry: boolean, inColumn: boolean): Cost {
  if (cavalry && f.kind !== 'gate') return 'P';
  const side = sideOf(f, from);
  const move = rowOf(f, side).move;
  let mp = inColumn && move.columnMp !== undefined ? move.columnMp : move.mp;
  if (f.tower && f.kind !== 'gate') mp += FORTIFICATIONS[side].tower.move.mp;
  return { mp, hit: move.hit };
}

/** 11.13: elephants may not enter a camp. */
export function inCamp(s: SgbohState, hex: string): boolean {
  return s.fortifications.camp.includes(hex);
}

/** A cell as a DRM, a Gate's 'AF' read from the wall or rampart it is set in (T2 legend). */
function cellDrm(f: FortifiedHexside, side: FortSide, pick: (r: FortRow) => FortCell): number {
  const c = pick(rowOf(f, side));
  if (c === 'AF') return fortDrm(pick(FORTIFICATIONS[side][f.setIn ?? 'wall']));
  return fortDrm(c);
}

/** 11.14, T2 Shock DRM: the attacker's row (outside: its cell; inside: lost, 0), a Tower's −1 on top (note d). */
export function fortShockDrm(s: SgbohState, attackerHex: string, defenderHex: string): number {
  const f = fortBetween(s, attackerHex, defenderHex);
  if (f === null) return 0;
  const side = sideOf(f, attackerHex);
  let v = cellDrm(f, side, (r) => r.shock);
  if (f.tower && f.kind !== 'gate') v += fortDrm(FORTIFICATIONS[side].tower.shock);
  return v;
}

/**
 * The fortified hexside a fire from `firer` at `target` crosses (engine reading, R-44): one of the target's hexsides
 * toward a hex nearer the firer, else one of the firer's toward a hex nearer the target; with the hex on the firer's side.
 */
export function fortOnFire(s: SgbohState, firer: string, target: string): { f: FortifiedHexside; firerSide: string } | null {
  for (const n of gbohHex.neighbours(target)) {
    if (gbohHex.distance(firer, n) >= gbohHex.distance(firer, target)) continue;
    const f = fortBetween(s, target, n);
    if (f !== null) return { f, firerSide: n };
  }
  for (const n of gbohHex.neighbours(firer)) {
    if (gbohHex.distance(n, target) >= gbohHex.distance(firer, target)) continue;
    const f = fortBetween(s, firer, n);
    if (f !== null) return { f, firerSide: firer };
  }
  return null;
}

/** T2 Missile DRM of a fire across fortifications (bows B and C use the A cell; artillery its own column). */
export function fortMissileDrm(s: SgbohState, firer: string, target: string, weapon: string): number {
  const on = fortOnFire(s, firer, target);
  if (on === null) return 0;
  const side = sideOf(on.f, on.firerSide);
  const col = weapon === 'J' ? 'J' : weapon === 'S' ? 'S' : weapon === 'ART' ? 'ART' : 'A';
  return cellDrm(on.f, side, (r) => r.missile[col]);
}

/** 11.15: a unit in a Tower or on Ramparts: the inner hex of a rampart hexside, or of a wall or rampart with a tower. */
export function fortPost(s: SgbohState, hex: string): 'tower' | 'rampart' | null {
  let post: 'tower' | 'rampart' | null = null;
  for (const f of s.fortifications.hexsides) {
    if (f.inside !== hex) continue;
    if (f.tower) return 'tower';
    if (f.kind === 'rampart') post = 'rampart';
  }
  return post;
}

/**
 * 11.15: any non-skirmisher unit in a Tower or on Ramparts may fire at an adjacent unit on the Sling line, +1 (the
 * spec's reading: it overrides 7.18 for LG, CO and F/X units; Reduced units and elephants still may not fire).
 */
export function postFire(s: SgbohState, u: Unit): boolean {
  if (u.hex === null || isSkirmisher(u.type) || u.reduced || u.type === 'EL' || u.type === 'ART' || u.inColumn) return false;
  return fortPost(s, u.hex) !== null;
}

/** 10.12: artillery does not fire through walls or ramparts unless it stands in a tower. */
export function artilleryBlocked(s: SgbohState, firer: string, target: string): boolean {
  const on = fortOnFire(s, firer, target);
  if (on === null) return false;
  const k = on.f.kind === 'gate' ? (on.f.setIn ?? 'wall') : on.f.kind;
  return (k === 'wall' || k === 'rampart') && fortPost(s, firer) !== 'tower';
}
