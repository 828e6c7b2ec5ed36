import type { StepContext } from '@polemarch/kernel';
import { gbohHex } from '../perfHex';
import { z } from 'zod';
import type { GbohAction } from '../actions';
import { ruleState, setRuleState, type BattleRule } from '../battleRules';
import { enemiesInZoc, isOnMap, occupancy, otherSide, zocSet } from '../board';
import { addHitsAndRout } from '../cohesion';
import { mapNeighbours, onMap } from '../map';
import { legalSteps, stackedWithFriend, startMove } from '../movement';
import { owEligible } from '../moveReactions';
import { moveCost } from '../terrain';
import { note } from '../log';
import type { GbohState, MoveState } from '../types';

/**
 * Casilinum `casilinum.wedge` — the Frankish Wedge (ruling R-WEDGE). The units deployed in the wedge's ranks are
 * its members; a member that routs (or is eliminated) leaves it for good; the wedge dissolves when fewer than
 * `minUnits` members remain or when its owner leaves it (at any time, no re-forming: engine reading of "riassumere").
 * While it stands:
 * - 6.65 Stacking Chart (§): a member moving through a friendly unit pays +1 MP, takes no hit (the stationary unit
 *   takes 1), and passes through one friendly unit only in a move;
 * - its members attacking in Shock are Attack Superior (9.16 STEP 1, scenario rule; every wedge attacker, R-WEDGE);
 * - the wedge commander (Buccelin) must stay stacked with a unit of the first three ranks: his own moves may end only
 *   in such a hex;
 * - the Wedge Assault: when the point starts the Shock Segment next to an enemy in its ZOC, the Shock is fought in
 *   waves by rank, each later rank first moving up (printed MA, no facing change, no 6.13 hit), then the commander
 *   may move up to 4 hexes;
 * - in an Uncontrolled Advance (11.31) only the point must advance with its whole MA.
 */

/** The wedge's state: its members while it stands, their set-up hexes, and a Wedge Assault in progress. */
const wedgeStateSchema = z.object({
  wedge: z.object({ units: z.array(z.string()), setup: z.record(z.string(), z.string()).optional() }).nullable().optional(),
  wedgeAssault: z.object({ rank: z.number().int(), toMove: z.array(z.string()), commanderMove: z.boolean().optional() }).nullable().optional(),
});

const WEDGE = 'casilinum.wedge';
/** casilinum.wedge's own state (its entry of `s.battle`): the wedge while it stands, a Wedge Assault in progress. */
type WedgeState = z.infer<typeof wedgeStateSchema>;
const NO_WEDGE: WedgeState = Object.freeze({ wedge: null });
/** The wedge's state to read (no parse: the rule's set-up wrote it). */
const ws = (s: GbohState): WedgeState => ruleState<WedgeState>(s, WEDGE) ?? NO_WEDGE;
/** The wedge's state to change (set up first where a test position skipped the set-up). */
function own(s: GbohState): WedgeState {
  const e = ruleState<WedgeState>(s, WEDGE);
  if (e !== undefined) return e;
  const fresh: WedgeState = { wedge: null };
  setRuleState(s, WEDGE, fresh);
  return fresh;
}

export const casilinumRules: readonly BattleRule[] = [
  {
    id: 'casilinum.wedge',
    battle: 'casilinum',
    title: 'The Frankish Wedge',
    dataKinds: ['wedge'],
    state: { schema: wedgeStateSchema },
    hooks: {
      setup: formWedge,
      friendlyPassCost: (s, id, m) => (!inWedge(s, id) ? undefined : m.wedgePassed === true ? 'barred' : { extraMP: wedgeEnterFriendlyMP(s, id) }),
      passThroughFriendly: passThrough,
      mayAttack: waveMayAttack,
      attackSuperior: inWedge, // 9.16 STEP 1: units attacking in wedge are Attack Superior (R-WEDGE)
      afterStep: updateWedge,
      procedureOrders: assaultOrders,
      filterOrders: wedgeAllowsOrder,
      ordersActions: wedgeActions,
      applyOrder: applyWedgeOrder,
      shockSegmentStart: assaultShockStart,
      ordersSegmentDone: waveMovedUp,
      repeatOrdersSegment: nextWave,
      moveActions: waveMoveActions,
      mustAdvanceFully: (s, id) => !wedgeFollower(s, id),
      uncontrolledPlace: wedgePlace,
    },
  },
];

/** Set-up: the units deployed in the wedge's ranks are its members; their hexes are the formation (R-WEDGE). */
function formWedge(s: GbohState): void {
  const w = s.static.wedge;
  setRuleState<WedgeState>(s, WEDGE, { wedge: null }); // null: dissolved, or no wedge in the data
  if (w === null || w === undefined) return;
  own(s).wedge = { units: [...w.units], setup: Object.fromEntries(w.units.map((id) => [id, s.units[id]!.hex!])) };
}

/** 6.65 (§): +1 MP, the stationary unit takes 1 hit, the wedge unit none; one such unit per move. */
function passThrough(s: GbohState, ctx: StepContext, id: string, m: MoveState, stationary: string): boolean {
  if (!inWedge(s, id)) return false;
  m.mpLeft -= wedgeEnterFriendlyMP(s, id);
  m.wedgePassed = true;
  addHitsAndRout(s, ctx, stationary, 1, 'passed through by the wedge', '6.65');
  return true;
}

const rankOf = (s: GbohState, id: string): number | undefined => s.static.wedge?.rankOf?.[id];

/** Is this unit moving / attacking in wedge now? */
function inWedge(s: GbohState, id: string): boolean {
  return ws(s).wedge?.units.includes(id) ?? false;
}

/** 6.65 (§): the extra MP a wedge unit pays to enter a friendly-occupied hex. */
function wedgeEnterFriendlyMP(s: GbohState, id: string): number {
  return inWedge(s, id) ? (s.static.wedge?.enterFriendlyExtraMP ?? 0) : 0;
}

/** After every action: members that routed or were eliminated leave; too few members dissolve the wedge. */
function updateWedge(s: GbohState, ctx: StepContext): void {
  const w = ws(s).wedge;
  if (w === null || w === undefined) return;
  const staying = w.units.filter((id) => isOnMap(s.units[id]!) && s.units[id]!.status === 'normal');
  if (staying.length !== w.units.length) w.units = staying;
  if (staying.length < (s.static.wedge?.minUnits ?? 0)) dissolveWedge(s, ctx, 'too few units');
}

function dissolveWedge(s: GbohState, ctx: StepContext, reason: string): void {
  if (ws(s).wedge === null || ws(s).wedge === undefined) return;
  own(s).wedge = null;
  note(ctx, 'wedge.dissolved', { side: s.static.wedge?.side ?? '', reason }, 'casilinum.wedge');
}

/** casilinum.wedge (11.31): a wedge unit other than the point is not bound to advance with its whole MA. */
function wedgeFollower(s: GbohState, id: string): boolean {
  return inWedge(s, id) && s.static.wedge?.rankOf?.[id] !== 1;
}

/**
 * casilinum.wedge (11.31, R-WEDGE): the hex a follower must reach to keep its place in the wedge: its set-up hex
 * shifted as the point has moved from its own (the formation as deployed, facing unchanged); null when there is no
 * such place (no point left, no set-up record, or off the map).
 */
function wedgePlace(s: GbohState, id: string): string | null {
  const setup = ws(s).wedge?.setup;
  if (setup === undefined || !wedgeFollower(s, id)) return null;
  const point = ws(s).wedge!.units.find((u) => rankOf(s, u) === 1);
  if (point === undefined || setup[point] === undefined || setup[id] === undefined) return null;
  const cube = (h: string) => gbohHex.offsetToCube(gbohHex.parseHexId(h));
  const [p, p0, f0] = [cube(s.units[point]!.hex!), cube(setup[point]), cube(setup[id])];
  const place = gbohHex.hexId(gbohHex.cubeToOffset({ q: f0.q + p.q - p0.q, r: f0.r + p.r - p0.r, s: f0.s + p.s - p0.s }));
  return onMap(s.static.map, place) ? place : null;
}

/** 11.31 (R-WEDGE): in the wedge's Uncontrolled activation the followers move after the point, which sets their places. */
function wedgeFollowerWaits(s: GbohState, id: string): boolean {
  const a = s.activation;
  if (a === null || a.kind !== 'uncontrolled' || !wedgeFollower(s, id)) return false;
  const point = ws(s).wedge!.units.find((u) => rankOf(s, u) === 1);
  return point !== undefined && a.lineUnits.includes(point);
}

/** The owner may leave the wedge at any time of his Orders Phase (no order needed). */
function wedgeActions(s: GbohState): GbohAction[] {
  const a = s.activation;
  if (ws(s).wedge === null || ws(s).wedge === undefined || a === null || a.side !== s.static.wedge?.side || ws(s).wedgeAssault) return [];
  return [{ type: 'leave-wedge' }];
}

/** 5.2: Buccelin stays with the first three ranks; the followers of an Uncontrolled wedge wait for the point. */
function wedgeAllowsOrder(s: GbohState, x: GbohAction): boolean {
  return (x.type !== 'leader-move' || wedgeCommanderAllows(s, x.leader, x.to)) && (x.type !== 'move' || !wedgeFollowerWaits(s, x.unit));
}

/** Buccelin must be stacked with a unit of the first three ranks while the wedge stands: drop other destinations. */
function wedgeCommanderAllows(s: GbohState, leader: string, to: string): boolean {
  const w = s.static.wedge;
  if (ws(s).wedge === null || ws(s).wedge === undefined || w === null || w === undefined || w.commander !== leader) return true;
  return w.front.some((id) => ws(s).wedge!.units.includes(id) && s.units[id]!.hex === to);
}

// ---------------------------------------------------------------- the Wedge Assault (Wedge Shock in waves)

/** The orders of the assault in progress: the commander's move after it (end-orders: he stays), or the wave moving up. */
function assaultOrders(s: GbohState): GbohAction[] | null {
  if (ws(s).wedgeAssault?.commanderMove === true) {
    // After the Wedge Shock the commander may move up to 4 hexes.
    const c = commanderAfterAssault(s);
    return [...(c?.hexes ?? []).map((to) => ({ type: 'leader-move', leader: c!.leader, to }) as const), { type: 'end-orders' }];
  }
  if (ws(s).wedgeAssault) return waveUnits(s).map((unit) => ({ type: 'move', unit }) as const); // the wave moves up
  return null;
}

/** The wedge's own orders: the commander's move after the assault, a wave unit's move up, leaving the wedge. */
function applyWedgeOrder(s: GbohState, ctx: StepContext, action: GbohAction): boolean {
  const a = s.activation!;
  if (ws(s).wedgeAssault?.commanderMove === true) {
    // The commander's free move after the Wedge Shock (no order, no MP); then the phase ends.
    if (action.type === 'leader-move') {
      const l = s.leaders[action.leader]!;
      note(ctx, 'wedge.commanderMove', { leader: action.leader, from: l.hex ?? '', to: action.to }, 'casilinum.wedge');
      l.hex = action.to;
    }
    own(s).wedgeAssault = null;
    a.segment = 'shock';
    s.shock = { step: 'done', combats: [], cursor: 0, oddHits: null, advanceFacing: [], meleeStage: 0, pendingHits: { attacker: 0, defender: 0 }, nested: false, attackerSide: a.side };
    return true;
  }
  if (action.type === 'move' && ws(s).wedgeAssault) {
    // A wave unit moves up with its printed MA, in addition to its order (no 6.13 hit).
    own(s).wedgeAssault!.toMove = own(s).wedgeAssault!.toMove.filter((x) => x !== action.unit);
    s.move = { ...startMove(s, action.unit, null, null), mpLeft: s.static.units[action.unit]!.ma, wave: true };
    note(ctx, 'wedge.waveMove', { unit: action.unit }, 'casilinum.wedge');
    const owWave = owEligible(s, action.unit);
    if (owWave.length > 0) s.reactions.push({ kind: 'ow', seat: otherSide(s, a.side), mover: action.unit, units: owWave });
    return true;
  }
  if (action.type === 'leave-wedge') {
    dissolveWedge(s, ctx, 'left by its owner');
    return true;
  }
  return false;
}

/**
 * The Shock Segment begins: during the assault, the current wave's Shock; otherwise, when the point is in contact,
 * the Wedge Assault, the point's wave first (R-WEDGE).
 */
function assaultShockStart(s: GbohState, ctx: StepContext): void {
  if (ws(s).wedgeAssault) {
    markWave(s);
    return;
  }
  if (wedgeShockDue(s)) {
    own(s).wedgeAssault = { rank: 1, toMove: [] };
    note(ctx, 'wedge.assault', { side: s.activation!.side }, 'casilinum.wedge');
    markWave(s);
  }
}

/** The wave has moved up (and Entry Reaction Fire is over): its Shock (not while the commander's move is pending). */
function waveMovedUp(s: GbohState): boolean {
  const wa = ws(s).wedgeAssault;
  return wa !== null && wa !== undefined && wa.commanderMove !== true && waveToMove(s).length === 0;
}

/** A wave unit's move up: forward until adjacent to an enemy or out of MP; no facing change, no Column, no fire. */
function waveMoveActions(s: GbohState, m: MoveState): GbohAction[] | null {
  if (m.wave !== true) return null;
  const out: GbohAction[] = [];
  const stacked = stackedWithFriend(s, m.unit);
  const steps = adjacentToEnemyUnit(s, m.unit) && !stacked ? [] : legalSteps(s, m);
  for (const to of steps) out.push({ type: 'step', to });
  if (steps.length === 0 && !stacked) out.push({ type: 'end-move' });
  return out;
}

/**
 * A Wedge Assault is due at the start of the wedge side's Shock Segment when the point unit (rank 1, still in the
 * wedge) is adjacent to an enemy unit in its ZOC.
 */
function wedgeShockDue(s: GbohState): boolean {
  const w = s.static.wedge;
  const wedge = ws(s).wedge;
  if (w === null || w === undefined || wedge === null || wedge === undefined || s.activation?.side !== w.side) return false;
  const point = wedge.units.find((id) => rankOf(s, id) === 1);
  if (point === undefined) return false;
  const hex = s.units[point]!.hex!;
  return enemiesInZoc(s, point, 'shock').some((e) => gbohHex.distance(s.units[e]!.hex!, hex) === 1);
}

/** During a Wedge Assault only the current wave attacks (the first wave with any non-wedge attacker of the side). */
function waveMayAttack(s: GbohState, id: string): boolean {
  const wa = ws(s).wedgeAssault;
  if (wa === null || wa === undefined) return true;
  if (!inWedge(s, id)) return wa.rank === 1;
  return rankOf(s, id) === wa.rank;
}

/** A wave's Shock: every unit of the wave with an enemy in its ZOC must attack (Must Check marker). */
function markWave(s: GbohState): void {
  const wa = ws(s).wedgeAssault;
  if (wa === null || wa === undefined) return;
  for (const id of ws(s).wedge?.units ?? []) {
    const u = s.units[id]!;
    if (rankOf(s, id) === wa.rank && u.status === 'normal' && u.shock === null && enemiesInZoc(s, id, 'shock').length > 0) u.shock = 'mustCheck';
  }
}

/** After a wave's Shock: the next rank with units in the wedge moves up; false (and the assault over) when none is left. */
function nextWave(s: GbohState, ctx: StepContext): boolean {
  const wa = ws(s).wedgeAssault;
  if (wa === null || wa === undefined) return false;
  const last = Math.max(0, ...Object.values(s.static.wedge?.rankOf ?? {}));
  for (let r = wa.rank + 1; r <= last && ws(s).wedge; r++) {
    const units = ws(s).wedge!.units.filter((id) => rankOf(s, id) === r && s.units[id]!.status === 'normal').sort();
    if (units.length === 0) continue;
    wa.rank = r;
    wa.toMove = units;
    note(ctx, 'wedge.wave', { rank: r, units: units.join(',') }, 'casilinum.wedge');
    return true;
  }
  // The assault is over: the wedge commander's move, if he has a hex to go to (engine: offered before the phase ends).
  if (wa.commanderMove !== true && commanderAfterAssault(s) !== null) {
    wa.commanderMove = true;
    wa.toMove = [];
    return true;
  }
  own(s).wedgeAssault = null;
  return false;
}

/** The wave's units still to move (those routed or eliminated meanwhile drop out). */
function waveToMove(s: GbohState): string[] {
  const wa = ws(s).wedgeAssault;
  if (wa === null || wa === undefined) return [];
  wa.toMove = waveUnits(s);
  return wa.toMove;
}

/** A wave unit adjacent to an enemy stops (it moves "until it is adjacent to an enemy unit or runs out of MP"). */
function adjacentToEnemyUnit(s: GbohState, id: string): boolean {
  const u = s.units[id]!;
  const side = s.static.units[id]!.side;
  return Object.entries(s.units).some(([oid, o]) => isOnMap(o) && s.static.units[oid]!.side !== side && gbohHex.distance(o.hex!, u.hex!) === 1);
}

/** The wave's units still to move, for `legal` (no state change). */
function waveUnits(s: GbohState): string[] {
  const wa = ws(s).wedgeAssault;
  if (wa === null || wa === undefined || wa.commanderMove === true) return [];
  return wa.toMove.filter((id) => isOnMap(s.units[id]!) && s.units[id]!.status === 'normal' && inWedge(s, id));
}

/**
 * After the Wedge Shock the wedge commander may move up to 4 hexes, leaving an enemy ZOC if he is in one: hexes he
 * could enter (4.61: into an enemy ZOC only where a friendly combat unit is, and no farther), and, while the wedge
 * stands, only those holding a unit of its first three ranks.
 */
function commanderAfterAssault(s: GbohState): { leader: string; hexes: string[] } | null {
  const leader = s.static.wedge?.commander ?? null;
  if (leader === null || s.leaders[leader] === undefined) return null;
  const l = s.leaders[leader]!;
  if (l.status === 'eliminated' || l.hex === null) return null;
  const side = s.static.leaders[leader]!.side;
  const occ = occupancy(s);
  const ezoc = zocSet(s, otherSide(s, side));
  const seen = new Set<string>([l.hex]);
  let frontier = [l.hex];
  for (let d = 0; d < 4; d++) {
    const next: string[] = [];
    for (const h of frontier) {
      for (const n of mapNeighbours(s.static.map, h)) {
        if (seen.has(n) || moveCost(s, null, h, n) === null) continue;
        const o = occ.get(n);
        if (o !== undefined && s.static.units[o]!.side !== side) continue;
        if (ezoc.has(n) && o === undefined) continue; // 4.61
        seen.add(n);
        if (!ezoc.has(n)) next.push(n); // he stops on entering an enemy ZOC
      }
    }
    frontier = next;
  }
  seen.delete(l.hex);
  const hexes = [...seen].filter((h) => wedgeCommanderAllows(s, leader, h)).sort();
  return hexes.length > 0 ? { leader, hexes } : null;
}
