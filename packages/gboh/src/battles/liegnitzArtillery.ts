import type { StepContext } from '@polemarch/kernel';
import { z } from 'zod';
import type { GbohAction } from '../actions';
import { ruleState, setRuleState, type BattleHooks } from '../battleRules';
import { inEnemyZoc, isOnMap, occupancy, otherSide } from '../board';
import { addHitsAndRout } from '../cohesion';
import { citing, note, rollD10 } from '../log';
import { edgeDistance, isProhibitedHex, mapNeighbours, mapRings } from '../map';
import { gbohHex } from '../perfHex';
import { moveCost } from '../terrain';
import type { GbohState } from '../types';
import { dhData } from './devils-horsemen';

/**
 * Liegnitz 3.4 "Artiglieria mongola" (seed 003, rules 1–8; ruling R-DH-LIEGNITZ-ART): the Mongol rocket artillery and
 * its Smoke. The artillery has no facing, no ZOC and no combat strength, so the engine keeps its counters as the rule's
 * own pieces (as the Standards), not as combat units: nothing can attack them or route through them, they block
 * nothing. They act only on Baidar's or Kaidan's Individual Orders (1): each piece moves or fires in a turn, not both;
 * firing is one order and up to three Smoke Bombs (2) at empty-of-Mongols hexes within 4, no LOS needed, never at a
 * hex next to three or more Mongol-held hexes, one bomb a hex. Smoke (4) blocks LOS, bars European units from its hex
 * and European Orderly Withdrawal within 2 hexes; a unit in the hex takes a Cohesion Hit and falls back one hex. It
 * lasts two turns (5). Optional rockets (6): once a turn, one piece instead of its smoke fires at a hex within 9: 0 the
 * piece blows up, 1–6 miss, 7–9 the unit there takes 2 Cohesion Hits. A European unit next to a piece and in no Mongol
 * ZOC destroys it (7). Always in command (8): the order needs no Command Range.
 */
const ARTILLERY = 'liegnitz.artillery';

type Piece = { name: string; hex: string | null; turn: number; used: 'move' | 'fire' | null; bombs: number; phase: number };
/** The pieces (`turn`/`used`: what each did in which turn; `phase`: the Orders Phase of its fire), the Smoke (`age` 0 or 1), the turn of the last rockets. */
type ArtilleryState = { pieces: Record<string, Piece>; smoke: { hex: string; age: number }[]; rocketsTurn: number };

const stateOf = (s: GbohState): ArtilleryState | undefined => ruleState<ArtilleryState>(s, ARTILLERY);
const dataOf = (s: GbohState) => dhData(s, 'mongolArtillery');

/** A hex holds Smoke (the hook `blocksLos` and the entry and Orderly Withdrawal bars). */
export function smokeAt(s: GbohState, hex: string): boolean {
  return stateOf(s)?.smoke.some((x) => x.hex === hex) ?? false;
}

function setup(s: GbohState): void {
  const d = dataOf(s);
  if (d === undefined) return;
  const pieces: Record<string, Piece> = {};
  for (const p of d.pieces) pieces[p.id] = { name: p.name, hex: p.hex, turn: 0, used: null, bombs: 0, phase: -1 };
  setRuleState<ArtilleryState>(s, ARTILLERY, { pieces, smoke: [], rocketsTurn: 0 });
}

/** The piece has neither moved nor fired this turn (1). */
const fresh = (s: GbohState, p: Piece): boolean => p.turn !== s.turn || p.used === null;

/** Hexes held by a unit of `side` (combat units). */
function sideHexes(s: GbohState, side: string): Set<string> {
  return new Set(Object.entries(s.units).flatMap(([id, u]) => (isOnMap(u) && s.static.units[id]!.side === side ? [u.hex!] : [])));
}

/** (2) The hexes a Smoke Bomb from `from` may hit now. */
export function smokeTargets(s: GbohState, from: string): string[] {
  const d = dataOf(s)!;
  const mongol = sideHexes(s, d.side);
  const out: string[] = [];
  for (const h of mapHexesWithin(s, from, d.smokeRange)) {
    if (h === from || mongol.has(h) || smokeAt(s, h)) continue;
    if (gbohHex.neighbours(h).filter((n) => mongol.has(n)).length >= d.maxMongolNeighbours + 1) continue;
    out.push(h);
  }
  return out.sort();
}

/** The map hexes within `range` hexes of `from` (no LOS: (2)). */
function mapHexesWithin(s: GbohState, from: string, range: number): string[] {
  return [from, ...mapRings(s.static.map, from, range).flat()];
}

/** (1) Where a piece may move: within its MA by the leaders' Movement Costs, never into an enemy unit, stopping on entering an enemy ZOC. */
function moveTargets(s: GbohState, from: string): string[] {
  const d = dataOf(s)!;
  const enemy = sideHexes(s, otherSide(s, d.side));
  const best = new Map<string, number>([[from, 0]]);
  const queue = [from];
  while (queue.length > 0) {
    const h = queue.shift()!;
    if (h !== from && inEnemyZoc(s, h, d.side)) continue;
    for (const n of mapNeighbours(s.static.map, h)) {
      if (enemy.has(n) || smokeAt(s, n)) continue;
      const c = moveCost(s, null, h, n);
      if (c === null) continue;
      const total = best.get(h)! + c;
      if (total > d.ma || (best.get(n) ?? Infinity) <= total) continue;
      best.set(n, total);
      queue.push(n);
    }
  }
  best.delete(from);
  return [...best.keys()].sort();
}

/** (1) The artillery's orders: only when Baidar or Kaidan gives Individual Orders. */
function artilleryOrders(s: GbohState): GbohAction[] {
  const d = dataOf(s);
  const st = stateOf(s);
  const a = s.activation;
  if (d === undefined || st === undefined || a === null || a.side !== d.side || !d.leaders.includes(a.leader)) return [];
  if (a.line !== null || a.mode === 'lc' || a.kind === 'zocShockOnly' || a.kind === 'uncontrolled' || a.kind === 'champion') return [];
  const out: GbohAction[] = [];
  for (const [piece, p] of Object.entries(st.pieces)) {
    if (p.hex === null) continue;
    // (2) the second and third bombs belong to the same order (the same Orders Phase).
    const firing = p.turn === s.turn && p.used === 'fire' && p.phase === s.ordersPhases && p.bombs > 0 && p.bombs < d.bombsPerTurn;
    if (firing) for (const hex of smokeTargets(s, p.hex)) out.push({ type: 'artillery-smoke', piece, hex });
    if (!fresh(s, p) || a.ordersLeft <= 0) continue;
    for (const hex of smokeTargets(s, p.hex)) out.push({ type: 'artillery-smoke', piece, hex });
    if (d.rockets !== null && st.rocketsTurn !== s.turn) {
      const enemy = otherSide(s, d.side);
      for (const [id, u] of Object.entries(s.units)) {
        if (isOnMap(u) && s.static.units[id]!.side === enemy && gbohHex.distance(p.hex, u.hex!) <= d.rockets.range) out.push({ type: 'artillery-rocket', piece, hex: u.hex! });
      }
    }
    for (const to of moveTargets(s, p.hex)) out.push({ type: 'artillery-move', piece, to });
  }
  return out;
}

/** The order's bookkeeping: the first use of a piece in a turn is one Individual Order. */
function spendOrder(s: GbohState, p: Piece, used: 'move' | 'fire'): void {
  const a = s.activation!;
  a.mode = 'io';
  a.ordersLeft--;
  a.acted = true;
  p.turn = s.turn;
  p.used = used;
  p.bombs = 0;
  p.phase = s.ordersPhases;
}

function applyArtilleryOrder(s: GbohState, ctx: StepContext, action: GbohAction): boolean {
  if (action.type !== 'artillery-move' && action.type !== 'artillery-smoke' && action.type !== 'artillery-rocket') return false;
  const st = stateOf(s)!;
  const p = st.pieces[action.piece]!;
  const c = citing(ctx, 'liegnitz.artillery');
  delete s.activation!.leaderMoving; // DH 5.24 #1: any other order ends a leader's hex-by-hex move
  if (action.type === 'artillery-move') {
    spendOrder(s, p, 'move');
    note(c, 'liegnitz.artilleryMove', { piece: p.name, from: p.hex!, to: action.to }, 'liegnitz.artillery');
    p.hex = action.to;
  } else if (action.type === 'artillery-smoke') {
    if (!(p.turn === s.turn && p.used === 'fire')) spendOrder(s, p, 'fire');
    p.bombs++;
    fireSmoke(s, c, p.name, action.hex);
  } else {
    spendOrder(s, p, 'fire');
    p.bombs = dataOf(s)!.bombsPerTurn; // (6) instead of its smoke
    st.rocketsTurn = s.turn;
    const dr = rollD10(c, 'liegnitz.rocket', { piece: p.name, hex: action.hex }, 'liegnitz.artillery', {
      chart: (v) => ({ name: 'Rockets', cell: String(v), result: v === 0 ? 'the rocket explodes: artillery destroyed' : v <= 6 ? 'miss' : '2 Cohesion Hits' }),
    });
    if (dr === 0) {
      p.hex = null;
      note(c, 'liegnitz.artilleryLost', { piece: p.name }, 'liegnitz.artillery');
    } else if (dr >= 7) {
      const target = occupancy(s).get(action.hex);
      if (target !== undefined) addHitsAndRout(s, c, target, 2, 'rockets', 'liegnitz.artillery');
    }
  }
  return true;
}

/** (3)–(4) A Smoke marker in the hex; a combat unit there takes a Cohesion Hit and falls back one hex. */
function fireSmoke(s: GbohState, ctx: StepContext, pieceName: string, hex: string): void {
  stateOf(s)!.smoke.push({ hex, age: 0 });
  note(ctx, 'liegnitz.smoke', { piece: pieceName, hex }, 'liegnitz.artillery');
  const unit = occupancy(s).get(hex);
  if (unit === undefined) return;
  addHitsAndRout(s, ctx, unit, 1, 'smoke', 'liegnitz.artillery');
  const u = s.units[unit]!;
  if (!isOnMap(u) || u.hex !== hex || u.status !== 'normal') return;
  const to = fallBackHex(s, unit);
  if (to === null) return;
  u.hex = to;
  note(ctx, 'liegnitz.smokeFallBack', { unit, from: hex, to }, 'liegnitz.artillery');
}

/**
 * (4) "must retreat one hex" (engine reading, R-DH-LIEGNITZ-ART): to the neighbouring hex it may enter that is empty, free
 * of Smoke and nearest its Retreat Edge, out of enemy ZOC if it can; hex order on ties. None: it stays.
 */
function fallBackHex(s: GbohState, unit: string): string | null {
  const u = s.units[unit]!;
  const side = s.static.units[unit]!.side;
  const edge = s.static.sides.find((x) => x.id === side)!.retreatEdge;
  const occ = occupancy(s);
  const options = mapNeighbours(s.static.map, u.hex!).filter((n) => !occ.has(n) && !smokeAt(s, n) && !isProhibitedHex(s.static.map, n) && moveCost(s, unit, u.hex!, n) !== null);
  const rank = (h: string): [number, number] => [inEnemyZoc(s, h, side) ? 1 : 0, edgeDistance(s.static.map, h, edge)];
  options.sort((a, b) => {
    const [za, da] = rank(a);
    const [zb, db] = rank(b);
    return za - zb || da - db || (a < b ? -1 : 1);
  });
  return options[0] ?? null;
}

/** (4) No European unit may enter a Smoke hex. */
function mayEnterHex(s: GbohState, unit: string, hex: string): boolean {
  const d = dataOf(s);
  return d === undefined || s.static.units[unit]!.side === d.side || !smokeAt(s, hex);
}

/** (4) No European unit within 2 hexes of a Smoke marker may Orderly Withdraw. */
function mayOrderlyWithdraw(s: GbohState, unit: string): boolean {
  const d = dataOf(s);
  const st = stateOf(s);
  if (d === undefined || st === undefined || s.static.units[unit]!.side === d.side) return true;
  const h = s.units[unit]!.hex!;
  return !st.smoke.some((x) => gbohHex.distance(x.hex, h) <= 2);
}

/**
 * For each piece on the map, the first unit (in `s.units` order) of `enemy` (the Europeans) next to it and in no Mongol
 * ZOC, or null. It runs after every step of a Liegnitz game (issue 18): one pass over the units for all the pieces.
 */
function overrunBy(s: GbohState, pieces: readonly { hex: string | null }[], enemy: string): (string | null)[] {
  // "Next to": the pieces' neighbours (distance 1), each hex with the pieces it is next to; a unit's hex is looked up
  // there (its hash is kept by the string), the cheaper test first.
  const near = new Map<string, number[]>();
  pieces.forEach((p, i) => {
    if (p.hex === null) return;
    for (const h of gbohHex.neighbours(p.hex)) {
      const list = near.get(h);
      if (list === undefined) near.set(h, [i]);
      else list.push(i);
    }
  });
  const by: (string | null)[] = pieces.map(() => null);
  let open = pieces.filter((p) => p.hex !== null).length;
  for (const id in s.units) {
    if (open === 0) break;
    const u = s.units[id]!;
    if (u.hex === null) continue;
    const next = near.get(u.hex);
    if (next === undefined || !isOnMap(u) || s.static.units[id]!.side !== enemy) continue;
    for (const i of next) {
      if (by[i] !== null || inEnemyZoc(s, u.hex, enemy)) continue;
      by[i] = id;
      open--;
    }
  }
  return by;
}

/** (7) A European unit next to a piece and in no Mongol ZOC destroys it (checked after every step). */
function overrunArtillery(s: GbohState, ctx: StepContext): void {
  const d = dataOf(s);
  const st = stateOf(s);
  if (d === undefined || st === undefined) return;
  const enemy = otherSide(s, d.side);
  const pieces = Object.values(st.pieces);
  if (pieces.every((p) => p.hex === null)) return;
  const overrun = overrunBy(s, pieces, enemy);
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i]!;
    const by = overrun[i] ?? null;
    if (by === null) continue;
    p.hex = null;
    note(citing(ctx, 'liegnitz.artillery'), 'liegnitz.artilleryOverrun', { piece: p.name, unit: by }, 'liegnitz.artillery');
  }
}

/** (5) At the end of each turn the second-turn Smoke goes, the rest turns to its second-turn side. */
function smokeAges(s: GbohState, ctx: StepContext): void {
  const st = stateOf(s);
  if (st === undefined || st.smoke.length === 0) return;
  const cleared = st.smoke.filter((x) => x.age >= dataOf(s)!.smokeTurns - 1).map((x) => x.hex);
  st.smoke = st.smoke.filter((x) => x.age < dataOf(s)!.smokeTurns - 1).map((x) => ({ hex: x.hex, age: x.age + 1 }));
  if (cleared.length > 0) note(citing(ctx, 'liegnitz.artillery'), 'liegnitz.smokeClears', { hexes: cleared.join(', ') }, 'liegnitz.artillery');
}

const pieceSchema = z.object({ name: z.string(), hex: z.string().nullable(), turn: z.number().int(), used: z.enum(['move', 'fire']).nullable(), bombs: z.number().int(), phase: z.number().int() });

/** The rule's state schema and hooks (the rule `liegnitz.artillery` itself is declared in `liegnitz.ts`, the battle's file). */
export const artilleryStateSchema = z.object({ pieces: z.record(z.string(), pieceSchema), smoke: z.array(z.object({ hex: z.string(), age: z.number().int() })), rocketsTurn: z.number().int() });

export const artilleryHooks: Partial<BattleHooks> = {
  setup,
  ordersActions: artilleryOrders,
  applyOrder: applyArtilleryOrder,
  mayEnterHex,
  mayOrderlyWithdraw,
  blocksLos: smokeAt,
  afterStep: overrunArtillery,
  withdrawalPhaseEnd: smokeAges,
};

/** What a player sees of the rule on the board: the artillery pieces on the map and the Smoke markers (`age` 1: its second turn). */
export type ArtilleryShown = { pieces: { piece: string; name: string; hex: string }[]; smoke: { hex: string; age: number }[] };

/** The pieces and Smoke to draw, from a view's (or state's) battle-rule entries, read through the rule's schema. */
export function artilleryShown(v: { battle: GbohState['battle'] }): ArtilleryShown {
  const parsed = artilleryStateSchema.safeParse(v.battle[ARTILLERY]);
  if (!parsed.success) return { pieces: [], smoke: [] };
  const pieces = Object.entries(parsed.data.pieces).flatMap(([piece, p]) => (p.hex === null ? [] : [{ piece, name: p.name, hex: p.hex }]));
  return { pieces, smoke: parsed.data.smoke };
}
