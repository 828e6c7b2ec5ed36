import { frontZoc, gbohHex, type ZocPurpose } from '@polemarch/gboh-family';
import { matchesSelector } from './scenario/load';
import type { GbohState, StaticLeader, StaticUnit, UnitState } from './types';
import { hooks } from './battleRules';

/** Board queries shared by every chapter: who is where, ZOCs, TQ, command. */

/**
 * Memoization of board queries while a state is known not to change: `legal` runs on an immutable
 * state, so inside `withFrozen` the occupancy and ZOC maps are computed once. `step` never freezes.
 */
let frozen: GbohState | null = null;
const cache = new Map<string, unknown>();

export function withFrozen<T>(s: GbohState, f: () => T): T {
  const prev = frozen;
  if (prev === s) return f();
  frozen = s;
  cache.clear();
  try {
    return f();
  } finally {
    frozen = prev;
    cache.clear();
  }
}

/**
 * A position seen as "every piece but one unit, which stands anywhere" (issue 18: the reach search asks for the legal
 * steps at every hex a unit may reach). Built once for the position; `withFrozenMover` answers with it.
 */
export interface MoverBoard {
  readonly unit: string;
  /** The other side's, whose ZOCs do not depend on the unit (7.21: a unit's ZOC is its own front hexes). */
  readonly enemy: string;
  /** The memo's answers about the other side's ZOCs, kept from one question to the next. */
  readonly kept: Map<string, unknown>;
  /** Every unit id in `s.units` order, and the unit's rank in it. */
  readonly ids: readonly string[];
  readonly rank: number;
  /** The occupancy and the units by hex of the other units (the unit is set in and taken out around each question). */
  readonly occ: Map<string, string>;
  readonly at: Map<string, readonly number[]>;
}

export function moverBoard(s: GbohState, unit: string): MoverBoard {
  const ids: string[] = [];
  const occ = new Map<string, string>();
  const at = new Map<string, number[]>();
  let rank = -1;
  for (const id in s.units) {
    const u = s.units[id]!;
    if (id === unit) rank = ids.length;
    else if (isOnMap(u)) {
      occ.set(u.hex!, id);
      const list = at.get(u.hex!);
      if (list === undefined) at.set(u.hex!, [ids.length]);
      else list.push(ids.length);
    }
    ids.push(id);
  }
  return { unit, enemy: otherSide(s, sideOf(s, unit)), kept: new Map(), ids, rank, occ, at };
}

/**
 * `withFrozen` on a position `b` was built for, with its unit wherever `s` has it now: the occupancy and the units by
 * hex are `b`'s with the unit set in (the same answers as `occupancyRaw` and `unitsByHex`; only the occupancy's
 * order of hexes may differ, which no move question reads), and the other side's ZOCs are kept in `b` from one call
 * to the next.
 */
export function withFrozenMover<T>(s: GbohState, b: MoverBoard, f: () => T): T {
  const u = s.units[b.unit]!;
  const hex = isOnMap(u) ? u.hex! : null;
  const prevOcc = hex === null ? undefined : b.occ.get(hex);
  const prevAt = hex === null ? undefined : b.at.get(hex);
  if (hex !== null) {
    // The last unit in `s.units` order holds the hex in `occupancyRaw`; `unitsByHex` lists them in that order.
    if (prevAt === undefined || prevAt[prevAt.length - 1]! < b.rank) b.occ.set(hex, b.unit);
    b.at.set(hex, prevAt === undefined ? [b.rank] : [...prevAt, b.rank].sort((x, y) => x - y));
  }
  try {
    return withFrozen(s, () => {
      for (const [k, v] of b.kept) cache.set(k, v);
      cache.set('occ', b.occ);
      cache.set('byhex', { ids: b.ids, at: b.at });
      const r = f();
      for (const [k, v] of cache) if ((k.startsWith('zocset:') || k.startsWith('zocsrc:')) && k.endsWith(`:${b.enemy}`)) b.kept.set(k, v);
      return r;
    });
  } finally {
    if (hex !== null) {
      if (prevOcc === undefined) b.occ.delete(hex);
      else b.occ.set(hex, prevOcc);
      if (prevAt === undefined) b.at.delete(hex);
      else b.at.set(hex, prevAt);
    }
  }
}

/** True inside `withFrozen(s, ...)`: `s` will not change while the memoized answers are used. */
export function isFrozen(s: GbohState): boolean {
  return frozen === s;
}

export function memo<T>(s: GbohState, key: string, f: () => T): T {
  if (frozen !== s) return f();
  if (cache.has(key)) return cache.get(key) as T;
  const v = f();
  cache.set(key, v);
  return v;
}

export function sideOf(s: GbohState, unitOrLeader: string): string {
  return (s.static.units[unitOrLeader] ?? s.static.leaders[unitOrLeader])!.side;
}

export function otherSide(s: GbohState, side: string): string {
  return s.static.sides[0].id === side ? s.static.sides[1].id : s.static.sides[0].id;
}

export function unitIds(s: GbohState): string[] {
  return Object.keys(s.units);
}

export function isOnMap(u: UnitState): boolean {
  return u.hex !== null && u.status !== 'eliminated';
}

export function isInfantry(su: StaticUnit): boolean {
  return su.type === 'HI' || su.type === 'MI' || su.type === 'LI' || su.type === 'Cheiroballistra';
}

export function isCavalry(su: StaticUnit): boolean {
  return !isInfantry(su);
}

/** Occupying combat unit per hex (one per hex outside transient pass-through). */
export function occupancy(s: GbohState): Map<string, string> {
  return memo(s, 'occ', () => occupancyRaw(s));
}

// Hot loops below walk `for (const id in s.units)` (same order as Object.entries, without its arrays).
function occupancyRaw(s: GbohState): Map<string, string> {
  const m = new Map<string, string>();
  for (const id in s.units) {
    const u = s.units[id]!;
    if (isOnMap(u)) m.set(u.hex!, id);
  }
  return m;
}

export function unitsAt(s: GbohState, hex: string): string[] {
  const out: string[] = [];
  if (isFrozen(s)) {
    const { ids, at } = unitsByHex(s);
    for (const r of at.get(hex) ?? []) out.push(ids[r]!);
    return out;
  }
  for (const id in s.units) {
    const u = s.units[id]!;
    if (u.hex === hex && isOnMap(u)) out.push(id);
  }
  return out;
}

export function leadersAt(s: GbohState, hex: string): string[] {
  const out: string[] = [];
  for (const id in s.leaders) {
    const l = s.leaders[id]!;
    if (l.hex === hex && l.status !== 'eliminated') out.push(id);
  }
  return out;
}

/** 10.11 engine reading: effective TQ = printed + Discipline bonus + Column − scenario modifiers; Routed = 1. */
export function effectiveTQ(s: GbohState, id: string): number {
  const u = s.units[id]!;
  const su = s.static.units[id]!;
  if (u.status === 'routed') return 1;
  let tq = su.tq;
  const side = s.static.sides.find((x) => x.id === su.side)!;
  if (side.discipline === 'undisciplined' && !s.lostBonus.includes(su.side)) tq += 2; // 11.2
  if (u.inColumn) tq -= 2; // 6.45
  tq += hooks.tqChange(s, id); // the battle's own (callinicum.lent)
  return Math.max(1, tq);
}

/** 6.42: MA +1 In Column. */
export function effectiveMA(s: GbohState, id: string): number {
  return s.static.units[id]!.ma + (s.units[id]!.inColumn ? 1 : 0) - (s.units[id]!.disordered === true ? 1 : 0); // DH 11.62
}

/**
 * What a ZOC is asked for. Dara trench (`dara.trench`, ruling R-TRENCH-1): a ZOC extends across a trench hexside
 * only for missile fire, so `missile` (Entry/Retire Reaction Fire, Return Fire, Reload) sees it and `movement`
 * (stopping, leaving, the 7.32 obligation, rout, every other use) does not; `shock` sees it too, because the
 * scenario lets a unit Shock across the trench by choice (one column left when every attacker does).
 */
export type { ZocPurpose };

/**
 * 7.21: the hexes a unit exerts its ZOC into: its two Front hexes (one if In Column); none for
 * Routed units and Cheiroballistrae; 7.22: not into prohibited hexes nor across prohibited hexsides.
 */
export function zocHexes(s: GbohState, id: string, purpose: ZocPurpose = 'movement'): readonly string[] {
  const u = s.units[id]!;
  if (!isOnMap(u) || u.status === 'routed') return NO_HEXES;
  const su = s.static.units[id]!;
  if (su.type === 'Cheiroballistra') return NO_HEXES;
  return frontZoc(s.static.map, u.hex!, u.facing, u.inColumn, purpose);
}

const NO_HEXES: readonly string[] = [];

/** Every hex in the ZOC of a unit of `side`. */
export function zocSet(s: GbohState, side: string, purpose: ZocPurpose = 'movement'): Set<string> {
  return memo(s, `zocset:${purpose}:${side}`, () => zocSetRaw(s, side, purpose));
}

function zocSetRaw(s: GbohState, side: string, purpose: ZocPurpose): Set<string> {
  const set = new Set<string>();
  for (const id of sideUnitIds(s, side)) {
    const u = s.units[id];
    if (u === undefined || !isOnMap(u)) continue;
    for (const h of zocHexes(s, id, purpose)) set.add(h);
  }
  return set;
}

const sideLists = new WeakMap<GbohState['static'], Map<string, readonly string[]>>();

/**
 * The ids of a side's combat units in the battle data (the static part is shared by every state of a game), so a
 * loop that only needs a side's units, in no particular order, skips the other side's and the dictionary-mode
 * `for...in` over every unit. Not `s.units` order: a unit added during play (a dismounted counterpart) comes where the
 * battle data has it, so only order-free answers (sets, booleans) may use it.
 */
export function sideUnitIds(s: GbohState, side: string): readonly string[] {
  let bySide = sideLists.get(s.static);
  if (bySide === undefined) {
    bySide = new Map();
    for (const id in s.static.units) {
      const sd = s.static.units[id]!.side;
      const list = bySide.get(sd) as string[] | undefined;
      if (list === undefined) bySide.set(sd, [id]);
      else list.push(id);
    }
    sideLists.set(s.static, bySide);
  }
  return bySide.get(side) ?? NO_HEXES;
}

/**
 * While frozen: the on-map units by hex, each as its rank in `s.units` order, so a query about a few hexes reads
 * those hexes instead of every unit and still lists the units in `s.units` order.
 */
function unitsByHex(s: GbohState): { ids: readonly string[]; at: ReadonlyMap<string, readonly number[]> } {
  return memo(s, 'byhex', () => {
    const ids: string[] = [];
    const at = new Map<string, number[]>();
    for (const id in s.units) {
      const u = s.units[id]!;
      if (isOnMap(u)) {
        const list = at.get(u.hex!);
        if (list === undefined) at.set(u.hex!, [ids.length]);
        else list.push(ids.length);
      }
      ids.push(id);
    }
    return { ids, at };
  });
}

/** Enemy units exerting a ZOC on a hex (a shared list while frozen: never mutate it). */
export function zocSources(s: GbohState, hex: string, enemySide: string, purpose: ZocPurpose = 'movement'): readonly string[] {
  if (isFrozen(s)) return zocSourceIndex(s, enemySide, purpose).get(hex) ?? NO_HEXES;
  const out: string[] = [];
  const around = gbohHex.neighbours(hex); // only a unit next to the hex can exert a ZOC there (see `inEnemyZoc`)
  for (const id in s.units) {
    const u = s.units[id]!;
    if (!isOnMap(u) || !around.includes(u.hex!) || s.static.units[id]!.side !== enemySide) continue;
    if (zocHexes(s, id, purpose).includes(hex)) out.push(id);
  }
  return out;
}

/** While frozen: hex → the units of `side` exerting a ZOC there, in unit order (as `zocSources` lists them). */
function zocSourceIndex(s: GbohState, side: string, purpose: ZocPurpose): Map<string, string[]> {
  return memo(s, `zocsrc:${purpose}:${side}`, () => {
    const index = new Map<string, string[]>();
    for (const id in s.units) {
      if (s.static.units[id]!.side !== side || !isOnMap(s.units[id]!)) continue;
      for (const h of zocHexes(s, id, purpose)) {
        const list = index.get(h);
        if (list === undefined) index.set(h, [id]);
        else if (!list.includes(id)) list.push(id);
      }
    }
    return index;
  });
}

export function inEnemyZoc(s: GbohState, hex: string, side: string, purpose: ZocPurpose = 'movement'): boolean {
  const enemySide = otherSide(s, side);
  if (isFrozen(s)) return zocSet(s, enemySide, purpose).has(hex);
  // A ZOC lies in its unit's Front hexes (7.21), all next to the unit: only a unit in a neighbouring hex can exert one
  // here, and comparing hex ids skips the ZOC table for the others (a step asks this for every hex entered: issue 18).
  const around = gbohHex.neighbours(hex);
  for (const id of sideUnitIds(s, enemySide)) {
    const u = s.units[id];
    if (u === undefined || !isOnMap(u) || !around.includes(u.hex!)) continue;
    if (zocHexes(s, id, purpose).includes(hex)) return true;
  }
  return false;
}

/** Enemy combat units in a unit's own ZOC. */
export function enemiesInZoc(s: GbohState, id: string, purpose: ZocPurpose = 'movement'): string[] {
  const side = s.static.units[id]!.side;
  const z = zocHexes(s, id, purpose);
  const out: string[] = [];
  if (z.length === 0) return out;
  if (isFrozen(s)) {
    const { ids, at } = unitsByHex(s);
    const ranks: number[] = [];
    for (const h of z) for (const r of at.get(h) ?? []) if (s.static.units[ids[r]!]!.side !== side && !ranks.includes(r)) ranks.push(r);
    if (ranks.length > 1) ranks.sort((a, b) => a - b);
    for (const r of ranks) out.push(ids[r]!);
    return out;
  }
  for (const oid in s.units) {
    const o = s.units[oid]!;
    if (!isOnMap(o) || s.static.units[oid]!.side === side) continue;
    if (z.includes(o.hex!)) out.push(oid);
  }
  return out;
}

/** 4.5, 4.33, scenario restrictions: may this leader give orders to (or lend range to) this unit? */
export function canCommand(leader: StaticLeader, su: StaticUnit): boolean {
  if (leader.side !== su.side) return false;
  if (leader.only && !leader.only.some((sel) => matchesSelector(su, sel))) return false;
  if (leader.never.some((sel) => matchesSelector(su, sel))) return false;
  return true;
}

/** 9.14: a Wounded leader's values are all reduced by 1 (minimum 0). */
export function effectiveLeaderValue(s: GbohState, leaderId: string, value: number): number {
  return s.leaders[leaderId]!.wounded ? Math.max(0, value - 1) : value;
}

export function leaderInitiative(s: GbohState, id: string): number {
  return effectiveLeaderValue(s, id, s.static.leaders[id]!.initiative);
}

/**
 * 4.33 with two OCs on a side (Catalaunian Fields): the OC a leader serves, i.e. his `subordinateOf` (or, once that
 * OC is eliminated, the successor who took his place), else the side's OC.
 */
export function ocOf(s: GbohState, leader: string): string | null {
  const sl = s.static.leaders[leader]!;
  if (sl.subordinateOf === null) return overallCommander(s, sl.side);
  let oc: string | undefined = sl.subordinateOf;
  const seen = new Set<string>();
  while (oc !== undefined && s.leaders[oc]!.status === 'eliminated' && !seen.has(oc)) {
    seen.add(oc);
    const from: string = oc;
    oc = Object.keys(s.static.leaders).find((id) => s.static.leaders[id]!.replaces === from && s.leaders[id]!.hex !== null);
  }
  return oc !== undefined && s.leaders[oc]!.status !== 'eliminated' ? oc : null;
}

export function overallCommander(s: GbohState, side: string): string | null {
  for (const [id, l] of Object.entries(s.static.leaders)) {
    if (l.side === side && l.rank === 'OC' && s.leaders[id]!.status !== 'eliminated') return id;
  }
  return null;
}
