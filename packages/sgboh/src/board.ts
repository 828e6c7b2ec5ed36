import { arcOf, frontZoc, gbohHex, isProhibitedHex, isProhibitedSide, onMap } from '@polemarch/gboh-family';
import { GameError } from '@polemarch/kernel';
import type { Leader, SgbohState, Unit } from './types';
import { isSkirmisher } from './types';

/** Who is where, facing and ZOC (5.3, 6.1, 6.2), read from the state. */

export function unitOf(s: SgbohState, id: string): Unit {
  const u = s.units.find((x) => x.id === id);
  if (u === undefined) throw new GameError('illegal', `no unit ${id}`);
  return u;
}

export function leaderOf(s: SgbohState, id: string): Leader {
  const l = s.leaders.find((x) => x.id === id);
  if (l === undefined) throw new GameError('illegal', `no leader ${id}`);
  return l;
}

export const onBoard = (u: Unit): u is Unit & { hex: string } => u.status === 'map' && u.hex !== null;

/**
 * A read-only index of a state (occupancy, ZOC by side), used while listing legal actions: the state is a value
 * then. Steps mutate their working copy, so they never see an index (`withIndex` is only called by `legal`).
 */
type Index = { s: SgbohState; occ: Map<string, Unit[]>; zoc: Map<string, Map<string, Unit[]>> };
let index: Index | null = null;

export function withIndex<T>(s: SgbohState, f: () => T): T {
  const prev = index;
  const occ = new Map<string, Unit[]>();
  for (const u of s.units) {
    if (u.status !== 'map' || u.hex === null) continue;
    const l = occ.get(u.hex);
    if (l === undefined) occ.set(u.hex, [u]);
    else l.push(u);
  }
  for (const l of occ.values()) l.sort((a, b) => a.stack - b.stack);
  index = { s, occ, zoc: new Map() };
  try {
    return f();
  } finally {
    index = prev;
  }
}

function indexed(s: SgbohState): Index | null {
  return index !== null && index.s === s ? index : null;
}

/** The units in a hex, top first (5.33). */
export function unitsAt(s: SgbohState, hex: string): Unit[] {
  const i = indexed(s);
  if (i !== null) return i.occ.get(hex) ?? [];
  return s.units.filter((u) => u.hex === hex && u.status === 'map').sort((a, b) => a.stack - b.stack);
}

export function other(s: SgbohState, side: string): string {
  const o = s.sides.find((x) => x.id !== side);
  if (o === undefined) throw new Error('a battle has two sides');
  return o.id;
}

export const isArtillery = (u: Unit): boolean => u.type === 'ART';

/** 6.21: skirmishers exert a ZOC into Front and Flank hexes, everyone else into Front hexes; artillery and leaders none (ruling R-07). */
export function zocHexes(s: SgbohState, u: Unit): readonly string[] {
  if (!onBoard(u) || isArtillery(u)) return [];
  const front = frontZoc(s.map, u.hex, u.facing, u.inColumn, 'shock');
  if (!isSkirmisher(u.type) || u.inColumn) return front;
  const flank = gbohHex.flankHexes(u.hex, gbohHex.dir(u.facing)).filter((h) => !isProhibitedHex(s.map, h) && !isProhibitedSide(s.map, u.hex, h));
  return [...front, ...flank];
}

/** Every hex in the ZOC of a side's units, with the units exerting it. */
export function zocMap(s: SgbohState, side: string): Map<string, Unit[]> {
  const i = indexed(s);
  const cached = i?.zoc.get(side);
  if (cached !== undefined) return cached;
  const m = new Map<string, Unit[]>();
  i?.zoc.set(side, m);
  for (const u of s.units) {
    if (u.side !== side || !onBoard(u)) continue;
    for (const h of zocHexes(s, u)) {
      const l = m.get(h);
      if (l === undefined) m.set(h, [u]);
      else l.push(u);
    }
  }
  return m;
}

/** The enemy units whose ZOC holds `u`'s hex. */
export function enemyZocOn(s: SgbohState, u: Unit, hex: string | null = u.hex): Unit[] {
  if (hex === null) return [];
  if (indexed(s) !== null) return zocMap(s, other(s, u.side)).get(hex) ?? [];
  return s.units.filter((e) => e.side !== u.side && onBoard(e) && zocHexes(s, e).includes(hex));
}

/** The enemy units in `u`'s own ZOC. */
export function enemiesInZoc(s: SgbohState, u: Unit): Unit[] {
  const z = zocHexes(s, u);
  return s.units.filter((e) => e.side !== u.side && onBoard(e) && z.includes(e.hex));
}

export function enemyAt(s: SgbohState, side: string, hex: string): boolean {
  if (indexed(s) !== null) return unitsAt(s, hex).some((u) => u.side !== side);
  return s.units.some((u) => u.side !== side && u.status === 'map' && u.hex === hex);
}

export function friendAt(s: SgbohState, side: string, hex: string): boolean {
  if (indexed(s) !== null) return unitsAt(s, hex).some((u) => u.side === side);
  return s.units.some((u) => u.side === side && u.status === 'map' && u.hex === hex);
}

export function adjacentEnemies(s: SgbohState, side: string, hex: string): Unit[] {
  if (indexed(s) !== null) return gbohHex.neighbours(hex).flatMap((h) => unitsAt(s, h).filter((u) => u.side !== side));
  return s.units.filter((u) => u.side !== side && u.status === 'map' && u.hex !== null && gbohHex.distance(u.hex, hex) === 1);
}

/** 6.11/7.36: where `target` lies seen from `u`'s facing. */
export function arcFrom(u: Unit & { hex: string }, target: string): 'front' | 'flank' | 'rear' {
  if (u.inColumn) {
    // 11.24 engine reading: hexside facing; front = across the faced side, rear = the opposite one.
    const d = gbohHex.directionTo(u.hex, target);
    if (d === u.facing) return 'front';
    if (d === (u.facing + 3) % 6) return 'rear';
    return 'flank';
  }
  return arcOf({ hex: u.hex, facing: u.facing }, target);
}

/** A vertex facing that has `to` among the Front hexes of `from` (the first such vertex), or null if not adjacent. */
export function facingToward(from: string, to: string): number | null {
  for (let v = 0; v < 6; v++) if (gbohHex.frontHexes(from, gbohHex.dir(v)).includes(to)) return v;
  return null;
}

/** The Front hexes of a unit (5.13: it moves and Shocks only into them). */
export function frontHexes(s: SgbohState, u: Unit & { hex: string }): readonly string[] {
  if (u.inColumn) {
    const h = gbohHex.neighbour(u.hex, gbohHex.dir(u.facing));
    return h === null || !onMap(s.map, h) ? [] : [h];
  }
  return gbohHex.frontHexes(u.hex, gbohHex.dir(u.facing)).filter((h) => onMap(s.map, h));
}

/** What 5.32 reads of a unit (a position's units are checked with it before they are units). */
export type StackTraits = Pick<Unit, 'side' | 'inColumn' | 'type' | 'legion' | 'cls' | 'doubleDepth'>;

/** 5.32: units that may share a hex. */
export function canStack(a: StackTraits, b: StackTraits): boolean {
  if (a.side !== b.side) return false;
  // 10.3: a Double-Depth pair shares its hex (it is one unit, not a stack), and nothing else may join it.
  if (a.doubleDepth || b.doubleDepth) return a.doubleDepth && b.doubleDepth;
  if (a.inColumn || b.inColumn) return false; // 11.26
  const artInf = (x: StackTraits, y: StackTraits): boolean => x.type === 'ART' && y.type !== 'ART' && !['HC', 'RC', 'BC', 'LN', 'LC', 'GC', 'EL', 'CH'].includes(y.type);
  if (artInf(a, b) || artInf(b, a)) return true;
  if (a.legion === null || a.legion !== b.legion) return false;
  if (a.type === 'CO' && b.type === 'CO') return true;
  if (a.type === 'LG' && b.type === 'LG') return a.cls === b.cls;
  return a.type === 'HI' && b.type === 'HI';
}

/** The units in `hex` may stay there together at the end of a move (5.31, 5.32, 10.3). */
export function legalStack(s: SgbohState, hex: string): boolean {
  const there = unitsAt(s, hex);
  return there.length <= 1 || (there.length === 2 && canStack(there[0]!, there[1]!));
}

/** A unit's current TQ: printed, −2 Reduced (8.23), −2 In Column (11.25). */
export function currentTq(u: Unit): number {
  return u.tq - (u.reduced ? 2 : 0) - (u.inColumn ? 2 : 0);
}

export function leadersAt(s: SgbohState, hex: string): Leader[] {
  return s.leaders.filter((l) => l.status === 'map' && l.hex === hex);
}

/**
 * A unit moved one hex by a compelled or step-by-step move (an impetuous step, a charge, a pursuit, an advance):
 * it goes on top of its new hex, the units it left close up, and a leader alone with it goes with it (4.32).
 */
export function relocate(s: SgbohState, u: Unit, to: string): void {
  const from = u.hex;
  if (from === null) return;
  const leaders = unitsAt(s, from).length === 1 ? leadersAt(s, from) : [];
  u.hex = to;
  u.stack = 0;
  unitsAt(s, from).forEach((x, i) => (x.stack = i));
  for (const l of leaders) l.hex = to;
}
