import { type AnyGameModule, type BaseState, type JsonValue, type Seat, advance } from '@polemarch/kernel';
import { type GbohAction, type GbohState, gboh } from './index';
// The memoized geometry (the kernel's parses hex ids on every call).
import { gbohHex } from './perfHex';
import { commandWeight } from './aiCommand';
import { cubeDistance, cubeOf } from './aiHex';

/**
 * What the search is offered (its `prune` hint): the legal actions less those a general would not look at.
 * An Orders Phase is hundreds of atomic decisions and the search sees a few plies of them, so an action
 * whose worth shows only turns later (a leader's walk, a second move that cannot reach the enemy) looks
 * as good as a fight to it and costs a search each time it is played (The Devil's Horsemen, issue 13:
 * leaders walking 67 hexes in a turn, units taking 6.13 hits for moves that went nowhere).
 */

type Unit = GbohState['units'][string];

const isOnMap = (u: Unit): boolean => u.hex !== null && u.status !== 'eliminated';

/** Hexes as cube coordinates, q and r side by side (`aiHex.ts`: the distances are then arithmetic, no lookups). */
type Cubes = { q: number[]; r: number[] };

function pushCube(to: Cubes, hex: string): void {
  const c = cubeOf(hex);
  to.q.push(c.q);
  to.r.push(c.r);
}

/**
 * 4.62: a leader alone in a hex next to an enemy combat unit in good order may be captured. `occupied`:
 * the hexes holding a unit of either side.
 */
function exposed(hex: string, occupied: ReadonlySet<string>, enemies: Cubes): boolean {
  if (occupied.has(hex)) return false;
  const c = cubeOf(hex);
  for (let i = 0; i < enemies.q.length; i++) if (cubeDistance(c.q, c.r, enemies.q[i] as number, enemies.r[i] as number) === 1) return true;
  return false;
}

/**
 * How many of the side's units a leader standing in `hex` has at hand: each unit not yet ordered in this
 * Orders Phase counts its `commandWeight` (1 within his Command Range, less the farther beyond), so a walk
 * toward units out of range gains at every hex, not only at the last one.
 */
function atHand(hex: string, range: number, units: Cubes): number {
  const c = cubeOf(hex);
  let n = 0;
  for (let i = 0; i < units.q.length; i++) n += commandWeight(cubeDistance(c.q, c.r, units.q[i] as number, units.r[i] as number), Math.max(1, range));
  return n;
}

/**
 * 4.23 / 4.4 / DH 5.24 #1: the leader moves worth searching. A leader's move matters for the units it
 * brings under his command this Orders Phase and for his safety (4.62); a walk that does neither (the
 * hex-by-hex walks of DH, free once the order is paid) only spends decisions. Kept: a move out of a hex
 * where he is exposed to capture, and, while orders are left to give, a move that brings more of the
 * side's unordered units to hand (`atHand`) without exposing him.
 */
function usefulLeaderMoves(s: GbohState, seat: Seat, legal: readonly JsonValue[]): Set<JsonValue> {
  const keep = new Set<JsonValue>();
  const a = s.activation;
  const occupied = new Set<string>();
  // The enemies' and the unordered units' hexes as cube coordinates: every leader move is measured against each.
  const enemies: Cubes = { q: [], r: [] };
  const unordered: Cubes = { q: [], r: [] };
  for (const id in s.units) {
    const u = s.units[id] as Unit;
    if (!isOnMap(u)) continue;
    occupied.add(u.hex as string);
    const own = s.static.units[id]?.side === seat;
    if (!own && u.status !== 'routed') pushCube(enemies, u.hex as string);
    if (own && u.ordered === null) pushCube(unordered, u.hex as string);
  }
  // A Line Command's leader moves are free (4.34), an Individual Order's cost one (4.23): either way, orders left.
  const ordersLeft = a !== null && (a.line !== null || a.ordersLeft > 0);
  const before = new Map<string, { hand: number; exposed: boolean }>();
  for (const raw of legal) {
    const m = raw as GbohAction;
    if (m.type !== 'leader-move') continue;
    const l = s.leaders[m.leader];
    const sl = s.static.leaders[m.leader];
    if (l === undefined || sl === undefined || l.hex === null) {
      keep.add(raw);
      continue;
    }
    let b = before.get(m.leader);
    if (b === undefined) {
      b = { hand: atHand(l.hex, sl.commandRange, unordered), exposed: exposed(l.hex, occupied, enemies) };
      before.set(m.leader, b);
    }
    const exposedThere = exposed(m.to, occupied, enemies);
    if (b.exposed && !exposedThere) keep.add(raw);
    else if (ordersLeft && !exposedThere && atHand(m.to, sl.commandRange, unordered) > b.hand + 1e-9) keep.add(raw);
  }
  return keep;
}

/**
 * 6.13: a unit already Moved this turn takes a Cohesion Hit when it moves again (DH 6.14: not the Mongol
 * cavalry with a dismounted back). Such a move is worth its hit when it can reach the enemy: to its Front
 * within its Movement Allowance (a Shock, a shot at range 1), or away from an enemy already beside it.
 */
function secondMoveReaches(s: GbohState, seat: Seat, unit: string, enemies: readonly string[]): boolean {
  const u = s.units[unit];
  const su = s.static.units[unit];
  if (u === undefined || su === undefined || !u.moved || su.movedPenaltyExempt === true || u.hex === null) return true;
  for (const e of enemies) if (gbohHex.distance(u.hex, e) <= su.ma + 1) return true;
  return false;
}

/**
 * Steps that lead the moving unit into a dead end: a step into a friend's hex (6.62 passing through)
 * after which the engine offers nothing (an Uncontrolled unit, 11.31, may neither stop on a friend nor
 * step anywhere but closer to the enemy). Looked ahead only for those rare steps.
 */
function deadEndStep(base: BaseState, seat: Seat, raw: JsonValue, friends: ReadonlySet<string>): boolean {
  const a = raw as GbohAction;
  if (a.type !== 'step' || !friends.has(a.to)) return false;
  // Look through the other side's reactions to the step (declined) to the mover's next decision.
  const module = gboh as unknown as AnyGameModule;
  let next = advance(module, base, seat, raw);
  for (let n = 0; n < 8; n++) {
    const pending = module.pending(next);
    if (pending === null) return false;
    const options = module.legal(next, pending.seat);
    if (options.length === 0) return true;
    if (pending.seat === seat) return false;
    next = advance(module, next, pending.seat, options.find((o) => (o as GbohAction).type === 'decline') ?? (options[0] as JsonValue));
  }
  return false;
}

/** The `prune` hint: leader walks, second moves that cannot reach the enemy and dead-end steps left out. */
export function pruneGboh(base: BaseState, seat: Seat, legal: readonly JsonValue[]): readonly JsonValue[] {
  const s = base as unknown as GbohState;
  let leaderMoves: Set<JsonValue> | null = null;
  let enemies: string[] | null = null;
  let friends: Set<string> | null = null;
  const out = legal.filter((raw) => {
    const a = raw as GbohAction;
    switch (a.type) {
      case 'leader-move':
        leaderMoves ??= usefulLeaderMoves(s, seat, legal);
        return leaderMoves.has(raw);
      case 'move': {
        if (enemies === null) {
          enemies = [];
          for (const id in s.units) {
            const u = s.units[id] as Unit;
            if (isOnMap(u) && u.status !== 'routed' && s.static.units[id]?.side !== seat) enemies.push(u.hex as string);
          }
        }
        return secondMoveReaches(s, seat, a.unit, enemies);
      }
      case 'step': {
        if (s.move === null) return true;
        if (friends === null) {
          friends = new Set();
          const mover = s.move.unit;
          for (const id in s.units) {
            const u = s.units[id] as Unit;
            if (id !== mover && isOnMap(u) && s.static.units[id]?.side === seat) friends.add(u.hex as string);
          }
        }
        return !deadEndStep(base, seat, raw, friends);
      }
      default:
        return true;
    }
  });
  // Nothing left (a leader who must act and can only walk): the search takes the legal list as it is.
  return out.length > 0 ? out : legal;
}
