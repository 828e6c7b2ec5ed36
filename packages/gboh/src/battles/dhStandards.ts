import type { StepContext } from '@polemarch/kernel';
import { z } from 'zod';
import type { GbohAction } from '../actions';
import { ruleState, setRuleState } from '../battleRules';
import { isInfantry, isOnMap, occupancy, sideOf, unitsAt } from '../board';
import { eliminate } from '../cohesion';
import { rallyHits, DH_TQ_CHECKS } from '../charts/devilsHorsemenChecks';
import { citing, rollD10 } from '../log';
import { gbohHex } from '../perfHex';
import type { GbohState } from '../types';

/**
 * DH 11.3 Standards and what rests on them: the Standard as Rout Goal (11.41–11.44), Standard Rally (11.53–11.55, the
 * 5.21 third option) and capture (11.33). The battles' placements are data (`standards` in the scenario's special rules,
 * read by `dh.standards` in devils-horsemen.ts, which copies them here at set-up); this module reads only the rule's
 * state. Every log line cites DH's own section (the Standards are new in DH: no Cataphract section to translate).
 */

export const STANDARDS = 'dh.standards';

/**
 * One Standard. `status`: 'choose' the owner places it at set-up (the scenario says "anywhere"); 'placed' on the map at
 * `hex`; 'withLeader' it comes on the map with its leader (Qutuz's, Ayn Jalut 4.2); 'captured' an enemy unit has just
 * captured it and the capturing player chooses (11.33); 'carried' the capturing unit carries it (`captor`);
 * 'eliminated' captured and eliminated (11.33): placed with its leader the next time he activates; 'removed' out of
 * play (its leader dead).
 */
export type Standard = {
  leader: string;
  side: string;
  hex: string | null;
  status: 'choose' | 'placed' | 'withLeader' | 'captured' | 'carried' | 'eliminated' | 'removed';
  /** The units whose Rout Goal it is (11.41, "see the scenario for who uses which Standard"); `allOfSide`: every unit of its side. */
  units: string[];
  allOfSide: boolean;
  /** Units that may never Standard-Rally with it (Ayn Jalut 4.3: the Syrians and allies). */
  noRally: string[];
  /** 11.55: the routed units of its rally zone when it was captured or moved: no Standard Rally, Rout Goal the Retreat Edge. */
  barred: string[];
  /** 11.32: its leader, activated and stacked with it, takes it along in this Orders Phase (absent: it stays). */
  carried?: boolean;
  /** 11.33: who captured it ('captured' / 'carried'): the capturing side, its unit and the turn of the capture. */
  captor?: Captor;
};
export type Captor = { side: string; unit: string; turn: number };
export type StandardsState = { standards: Standard[] };

export const standardsSchema = z.object({
  standards: z.array(
    z.object({
      leader: z.string(),
      side: z.string(),
      hex: z.string().nullable(),
      status: z.enum(['choose', 'placed', 'withLeader', 'captured', 'carried', 'eliminated', 'removed']),
      units: z.array(z.string()),
      allOfSide: z.boolean(),
      noRally: z.array(z.string()),
      barred: z.array(z.string()),
      carried: z.boolean().optional(),
      captor: z.object({ side: z.string(), unit: z.string(), turn: z.number().int() }).optional(),
    }),
  ),
});

function state(s: GbohState): StandardsState | undefined {
  return ruleState<StandardsState>(s, STANDARDS);
}

/** Write back after a change (the state is the rule's own entry: `s.battle` is copied per step by the kernel). */
function save(s: GbohState, st: StandardsState): void {
  setRuleState<StandardsState>(s, STANDARDS, st);
}

/** Report with DH's own section (no Cataphract section to translate: 'dh 11.33'). */
function dhNote(ctx: StepContext, key: string, params: Record<string, string | number | boolean>, rule: string): void {
  ctx.emit({ key, params, rule });
}

function uses(st: Standard, s: GbohState, unit: string): boolean {
  return st.allOfSide ? s.static.units[unit]!.side === st.side : st.units.includes(unit);
}

// ---------------------------------------------------------------- 11.41–11.44 Rout Goal

/**
 * DH 11.41: the unit's Rout Goal when it is a Standard: the hex of a Standard on the map that the unit uses, not barred
 * by 11.55, within its printed MA counted in hexes (engine reading: hex distance, no path); the nearest if several
 * (then the first in the scenario's order). A Standard the enemy carries is "still active as a rally point" (11.33,
 * the spec's engine reading (b)): still a Rout Goal. Null: the Retreat Edge.
 */
export function standardGoal(s: GbohState, unit: string): string | null {
  const st = state(s);
  const u = s.units[unit];
  if (st === undefined || u === undefined || u.hex === null) return null;
  const ma = s.static.units[unit]!.ma;
  let best: string | null = null;
  let bestD = Infinity;
  for (const x of st.standards) {
    if ((x.status !== 'placed' && x.status !== 'carried') || x.hex === null || !uses(x, s, unit) || x.barred.includes(unit)) continue;
    const d = gbohHex.distance(u.hex, x.hex);
    if (d <= ma && d < bestD) {
      best = x.hex;
      bestD = d;
    }
  }
  return best;
}

// ---------------------------------------------------------------- 11.53–11.55 Standard Rally

/**
 * DH 11.53: the hexes of the Standard's rally zone: its own hex, the hexes adjacent to it, and those adjacent to a unit
 * (any unit, routed or not: the spec's engine reading) adjacent to it.
 */
function rallyZone(s: GbohState, hex: string): Set<string> {
  const zone = new Set<string>([hex, ...gbohHex.neighbours(hex)]);
  const occ = occupancy(s);
  for (const h of gbohHex.neighbours(hex)) if (occ.has(h)) for (const n of gbohHex.neighbours(h)) zone.add(n);
  return zone;
}

/** The routed units a Standard Rally with this Standard must roll for (11.53 "whoever commands them", 11.55 eligibility). */
export function standardRallyUnits(s: GbohState, x: Standard): string[] {
  if (x.status !== 'placed' || x.hex === null) return [];
  const zone = rallyZone(s, x.hex);
  const out: string[] = [];
  for (const [id, u] of Object.entries(s.units)) {
    if (u.status !== 'routed' || !isOnMap(u) || s.static.units[id]!.side !== x.side || !zone.has(u.hex!)) continue;
    if (x.noRally.includes(id) || x.barred.includes(id)) continue;
    out.push(id);
  }
  return out.sort();
}

/**
 * DH 5.21 / 11.53: the Standard Rally an activated Standard leader may make instead of any order: only as his first and
 * only "order" of a normal (or Momentum) activation, and only when some routed unit would roll.
 */
export function standardRallyActions(s: GbohState): GbohAction[] {
  const st = state(s);
  const a = s.activation;
  if (st === undefined || a === null || a.segment !== 'orders' || a.mode !== null || a.line !== null || a.acted) return [];
  if (a.kind !== 'normal' && a.kind !== 'momentum') return [];
  if (a.leaderMoving !== undefined || s.leaders[a.leader]!.mp > 0) return [];
  const x = st.standards.find((y) => y.leader === a.leader);
  if (x === undefined || standardRallyUnits(s, x).length === 0) return [];
  return [{ type: 'standard-rally', leader: a.leader }];
}

/** DH 11.53–11.54: every eligible unit rolls against its printed TQ: rallied (½ / ⅓ TQ in hits) or eliminated. Ends the leader's orders. */
export function applyStandardRally(s: GbohState, ctx: StepContext, action: GbohAction): boolean {
  if (action.type !== 'standard-rally') return false;
  const st = state(s)!;
  const x = st.standards.find((y) => y.leader === action.leader)!;
  const a = s.activation!;
  // "his only order for that activation": no IO, no Line Command after it.
  a.mode = 'io';
  a.ordersLeft = 0;
  a.linesLeft = 0;
  a.acted = true;
  dhNote(ctx, 'standard.rally', { leader: action.leader, hex: x.hex ?? '' }, 'dh 11.53');
  const chart = DH_TQ_CHECKS.standardRally;
  for (const id of standardRallyUnits(s, x)) {
    const su = s.static.units[id]!;
    const dr = rollD10(citing(ctx, 'dh 11.54'), 'standard.rallyRoll', { unit: id, tq: su.tq }, 'dh 11.54', {
      chart: (v) => ({ name: 'TQ and Cohesion Hits (Standard Rally)', cell: v <= su.tq ? 'B/C' : 'A', result: v <= su.tq ? chart.BC : chart.A }),
    });
    if (dr <= su.tq) {
      const u = s.units[id]!;
      u.status = 'rallied';
      u.hits = rallyHits(su.tq, isInfantry(su));
      u.ordered = 'rally';
      if (isInfantry(su) && su.missile !== null) u.supply = 'no'; // 11.46 missile status kept (foot: Missile No)
      dhNote(ctx, 'rally.success', { unit: id, hits: u.hits }, 'dh 11.54');
    } else eliminate(s, ctx, id, 'failed Standard Rally');
  }
  return true;
}

// ---------------------------------------------------------------- 11.32 moving with its leader

/**
 * DH 11.32 "a Standard may move only when stacked with its own leader, using his movement" (ruling DH-STD-3): the
 * activated leader in his Standard's hex may take it along (the owner's choice, before he moves: 11.55 makes moving it
 * costly); it then follows each hex he moves in this Orders Phase and stays where he ends.
 */
export function carryActions(s: GbohState): GbohAction[] {
  const st = state(s);
  const a = s.activation;
  if (st === undefined || a === null || a.segment !== 'orders' || a.line !== null || a.leaderMoving !== undefined) return [];
  const l = s.leaders[a.leader]!;
  const x = st.standards.find((y) => y.leader === a.leader);
  if (x === undefined || x.status !== 'placed' || x.carried === true || l.hex === null || x.hex !== l.hex || l.mp >= 9) return [];
  return [{ type: 'carry-standard', leader: a.leader }];
}

export function applyCarry(s: GbohState, ctx: StepContext, action: GbohAction): boolean {
  if (action.type !== 'carry-standard') return false;
  const st = state(s)!;
  const x = st.standards.find((y) => y.leader === action.leader)!;
  x.carried = true;
  save(s, st);
  dhNote(ctx, 'standard.carried', { leader: action.leader, hex: x.hex ?? '' }, 'dh 11.32');
  return true;
}

/** 11.55: the routed units in the rally zone of the hex a Standard leaves (moved or captured) lose it for good. */
function barZone(s: GbohState, x: Standard, hex: string): void {
  const zone = rallyZone(s, hex);
  for (const [id, u] of Object.entries(s.units)) {
    if (u.status === 'routed' && isOnMap(u) && zone.has(u.hex!) && sideOf(s, id) === x.side && !x.barred.includes(id)) x.barred.push(id);
  }
}

/** A carried Standard follows its leader; it is put down when his orders end (another leader's activation, or none). */
function followLeader(s: GbohState, ctx: StepContext, x: Standard): boolean {
  if (x.carried !== true) return false;
  const l = s.leaders[x.leader];
  const a = s.activation;
  if (l !== undefined && l.hex !== null && l.status !== 'eliminated' && x.hex !== null && l.hex !== x.hex) {
    barZone(s, x, x.hex); // 11.55
    dhNote(ctx, 'standard.moved', { leader: x.leader, from: x.hex, to: l.hex }, 'dh 11.32');
    x.hex = l.hex;
  }
  if (a === null || a.leader !== x.leader || a.segment !== 'orders') delete x.carried;
  return true;
}

/**
 * DH 11.33 note: "if the Standard's leader withdraws under 4.42, his Standard follows him": his Standard in the hex he
 * left goes with him to the friendly unit he is placed with (a move: 11.55 bars the routed units of the zone it leaves).
 */
export function standardFollowsWithdrawal(s: GbohState, ctx: StepContext, leader: string, from: string): void {
  const st = state(s);
  const x = st?.standards.find((y) => y.leader === leader && y.status === 'placed' && y.hex === from);
  const to = s.leaders[leader]?.hex ?? null;
  if (st === undefined || x === undefined || to === null || to === from) return;
  barZone(s, x, from);
  dhNote(ctx, 'standard.moved', { leader, from, to }, 'dh 11.33');
  x.hex = to;
  save(s, st);
}

// ---------------------------------------------------------------- set-up, capture, return

/** Set-up (11.32): the first Standard the scenario leaves to its owner ("anywhere"), or null. */
function toChoose(s: GbohState): Standard | null {
  return state(s)?.standards.find((x) => x.status === 'choose') ?? null;
}

/** A Standard just captured, its capturing player's choice still to make (11.33), or null. */
function toDecide(s: GbohState): Standard | null {
  return state(s)?.standards.find((x) => x.status === 'captured') ?? null;
}

/** The seat that must place a Standard now (11.32 set-up) or choose what becomes of a captured one (11.33), or null. */
export function placementSeat(s: GbohState): string | null {
  return toDecide(s)?.captor?.side ?? toChoose(s)?.side ?? null;
}

/**
 * 11.32 "anywhere": the hexes offered: the scenario's provisional hex first, then every hex holding a combat unit that
 * uses the Standard (a Standard stacks with any unit at no cost; one left alone is captured by the first enemy to enter,
 * 11.33). Engine reading (ruling DH-STD-1): not every hex of the map, which would offer thousands of hexes no one picks.
 */
export function placementActions(s: GbohState): GbohAction[] {
  const captured = toDecide(s);
  if (captured !== null) return [false, true].map((carry): GbohAction => ({ type: 'capture-standard', leader: captured.leader, carry }));
  const x = toChoose(s);
  if (x === null) return [];
  const hexes = new Set<string>();
  for (const [id, u] of Object.entries(s.units)) if (isOnMap(u) && uses(x, s, id)) hexes.add(u.hex!);
  const out: GbohAction[] = x.hex !== null ? [{ type: 'place-standard', leader: x.leader, hex: x.hex }] : [];
  for (const h of [...hexes].sort()) if (h !== x.hex) out.push({ type: 'place-standard', leader: x.leader, hex: h });
  return out;
}

export function applyPlacement(s: GbohState, ctx: StepContext, action: GbohAction): void {
  if (action.type === 'capture-standard') {
    decideCapture(s, ctx, action.leader, action.carry);
    return;
  }
  if (action.type !== 'place-standard') return;
  const st = state(s)!;
  const x = st.standards.find((y) => y.leader === action.leader && y.status === 'choose')!;
  x.hex = action.hex;
  x.status = 'placed';
  save(s, st);
  dhNote(ctx, 'standard.placed', { leader: x.leader, hex: action.hex }, 'dh 11.32');
}

/**
 * After every step: a Standard waiting for its leader comes on with him (Ayn Jalut: Qutuz's, "arrives with Qutuz"); a
 * Standard alone in a hex an enemy combat unit has entered is captured (11.33): the capturing player chooses
 * (`capture-standard`, ruling DH-STD-2); the routed units of its rally zone lose Standard Rally (11.55). A carried
 * Standard follows its captor; one whose leader is dead is removed (11.33: at the end of the following turn for a
 * carried one; engine: at once for one eliminated).
 */
export function standardsUpkeep(s: GbohState, ctx: StepContext): void {
  const st = state(s);
  if (st === undefined) return;
  let changed = false;
  let occupants: Map<string, string[]> | null = null;
  for (const x of st.standards) {
    const l = s.leaders[x.leader];
    if (x.status === 'withLeader' && l !== undefined && l.hex !== null && l.status !== 'eliminated') {
      x.hex = l.hex;
      x.status = 'placed';
      changed = true;
      dhNote(ctx, 'standard.placed', { leader: x.leader, hex: l.hex }, 'dh 11.32');
      continue;
    }
    if (x.status === 'carried') {
      if (followCaptor(s, ctx, x)) changed = true;
      continue;
    }
    if (x.status !== 'placed' || x.hex === null) continue;
    if (followLeader(s, ctx, x)) changed = true;
    // This runs after every step of a DH game (issue 18): the units in the Standards' hexes are listed in one pass
    // over the units, not a table of every unit's hex (no unit moves in this upkeep; a hex a Standard has only now
    // come to is read by a pass of its own). The first enemy unit in its hex (in `s.units` order), if no friend is
    // there too.
    occupants ??= unitsInStandardHexes(s, st.standards);
    let here = occupants.get(x.hex);
    if (here === undefined) {
      here = unitsAt(s, x.hex);
      occupants.set(x.hex, here);
    }
    let enemy: string | null = null;
    let friend = false;
    for (const id of here) {
      if (s.static.units[id]!.side !== x.side) enemy ??= id;
      else friend = true;
    }
    if (enemy === null || friend) continue;
    barZone(s, x, x.hex);
    dhNote(ctx, 'standard.captured', { leader: x.leader, hex: x.hex, unit: enemy }, 'dh 11.33');
    delete x.carried;
    x.status = 'captured';
    x.captor = { side: s.static.units[enemy]!.side, unit: enemy, turn: s.turn };
    changed = true;
  }
  if (changed) save(s, st);
}

/** The units on the map in the placed Standards' hexes, each hex's in `s.units` order. */
function unitsInStandardHexes(s: GbohState, standards: readonly { status: string; hex: string | null }[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const x of standards) if (x.status === 'placed' && x.hex !== null) out.set(x.hex, []);
  for (const id in s.units) {
    const u = s.units[id]!;
    if (u.hex === null) continue;
    const here = out.get(u.hex);
    if (here !== undefined && isOnMap(u)) here.push(id);
  }
  return out;
}

/**
 * 11.33, the capturing player's choice (ruling DH-STD-2): eliminate the Standard (placed with its leader the next time
 * he activates; removed at once if he is dead), or carry it "as if it were his own" with the capturing unit, which it
 * follows until its leader's first activation in a later turn.
 */
function decideCapture(s: GbohState, ctx: StepContext, leader: string, carry: boolean): void {
  const st = state(s)!;
  const x = st.standards.find((y) => y.leader === leader && y.status === 'captured')!;
  const l = s.leaders[leader];
  if (carry) {
    x.status = 'carried';
    dhNote(ctx, 'standard.taken', { leader, unit: x.captor!.unit, hex: x.hex ?? '' }, 'dh 11.33');
  } else {
    dhNote(ctx, 'standard.eliminated', { leader, hex: x.hex ?? '' }, 'dh 11.33');
    x.hex = null;
    x.status = l === undefined || l.status === 'eliminated' ? 'removed' : 'eliminated';
    delete x.captor;
  }
  save(s, st);
}

/**
 * 11.33: a carried Standard moves with its captor (11.55 at each move). The captor gone (eliminated or off the map): the
 * Standard is eliminated, as the first choice (engine reading, ruling DH-STD-2). Its leader dead: removed at the end of
 * the turn after the capture (checked when a later turn has begun).
 */
function followCaptor(s: GbohState, ctx: StepContext, x: Standard): boolean {
  const c = x.captor!;
  const l = s.leaders[x.leader];
  const dead = l === undefined || l.status === 'eliminated';
  if (dead && s.turn > c.turn + 1) {
    dhNote(ctx, 'standard.removed', { leader: x.leader }, 'dh 11.33');
    x.status = 'removed';
    x.hex = null;
    delete x.captor;
    return true;
  }
  const u = s.units[c.unit];
  if (u === undefined || !isOnMap(u)) {
    dhNote(ctx, 'standard.eliminated', { leader: x.leader, hex: x.hex ?? '' }, 'dh 11.33');
    x.hex = null;
    x.status = dead ? 'removed' : 'eliminated';
    delete x.captor;
    return true;
  }
  if (x.hex === u.hex) return false;
  if (x.hex !== null) barZone(s, x, x.hex); // 11.55: the Standard moves
  dhNote(ctx, 'standard.movedByCaptor', { leader: x.leader, unit: c.unit, from: x.hex ?? '', to: u.hex! }, 'dh 11.33');
  x.hex = u.hex;
  return true;
}

/** 11.33: the next time the leader of an eliminated Standard is activated (of a carried one: in a later turn), his Standard is placed with him. */
export function standardReturns(s: GbohState, ctx: StepContext, leader: string): boolean {
  const st = state(s);
  // 11.33: a carried Standard "remains captured until the Standard's leader is activated the following turn".
  const x = st?.standards.find((y) => y.leader === leader && (y.status === 'eliminated' || (y.status === 'carried' && s.turn > y.captor!.turn)));
  const hex = s.leaders[leader]?.hex ?? null;
  if (st === undefined || x === undefined || hex === null) return true;
  x.hex = hex;
  x.status = 'placed';
  delete x.captor;
  save(s, st);
  dhNote(ctx, 'standard.returns', { leader, hex }, 'dh 11.33');
  return true;
}

/** A Standard as a player sees it on the board (DH 11.31): its hex, or the hex of the enemy unit carrying it (11.33). */
export type StandardShown = { leader: string; side: string; hex: string; carried: boolean };

/**
 * The Standards to draw, from a view's (or state's) battle-rule entries: placed ones in their hex, captured and carried
 * ones in their captor's hex; none to choose, eliminated or removed. Read through the rule's schema, so a view from
 * elsewhere (a record, the server) is checked, not trusted.
 */
export function standardsShown(v: { battle: GbohState['battle']; units: GbohState['units'] }): StandardShown[] {
  const parsed = standardsSchema.safeParse(v.battle[STANDARDS]);
  if (!parsed.success) return [];
  const out: StandardShown[] = [];
  for (const x of parsed.data.standards) {
    if (x.status === 'placed' && x.hex !== null) out.push({ leader: x.leader, side: x.side, hex: x.hex, carried: false });
    else if ((x.status === 'captured' || x.status === 'carried') && x.captor !== undefined) {
      const hex = v.units[x.captor.unit]?.hex ?? null;
      if (hex !== null) out.push({ leader: x.leader, side: x.side, hex, carried: true });
    }
  }
  return out;
}
