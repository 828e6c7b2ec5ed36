import { type GameEvent, Random, type RngState, type Seat, type StepContext } from '@polemarch/kernel';
import type { GbohAction } from './actions';
import { hooks } from './battleRules';
import { isOnMap, type MoverBoard, moverBoard, withFrozen, withFrozenMover } from './board';
import { gbohHex } from './perfHex';
import { beginMoving, enterHex } from './movement';
import { moveActions } from './decisions/move';
import { currentDecision } from './decisions/open';
import { legal, machine, step } from './engine';
import { facingHits, turnTo } from './facing';
import { cloneState } from './perfClone';
import { MAX_PROBES, type Reach, movingOn, probeStep, reachByProbe, startOfMove } from './reachProbe';
import { hiddenFrom } from './secret';
import { moveCost, terrainHits } from './terrain';
import type { GbohState, MoveState, UnitState } from './types';

export { MAX_PROBES, type Reach, reachByProbe } from './reachProbe';

/**
 * The engine's reach search (issue 18: a unit's reachable hexes in the app under 50 ms). The same search as
 * `reachByProbe` (a Dijkstra on (hex, facing, Column), the most MP left first, the same pruning and order), with
 * the same answers, but without a copy of the whole state for each action tried:
 *
 * - a search node is the moving unit's own state and its move's (`UnitState`, `MoveState`, its leader's hex) over a
 *   base position that every other piece shares;
 * - the engine's own `step` runs in place on one working copy of that base, with the node loaded into it (the legal
 *   steps and turns read the base's occupancy and enemy ZOCs, `withFrozenMover`); far from the enemy (no unit or
 *   leader within 2 hexes: no ZOC, 7.23, no reaction, M.2) without the reaction checks (`quietMove`);
 * - a step into an occupied hex (6.65 pass-through, 11.63) or Dara's gate, and one that did more than move the unit
 *   when it ran (an event besides the step's own and the mover's hits, a die, a reveal, a held Entry Fire), run on a
 *   copy as `reachByProbe` runs them, and the copy becomes the base of the nodes after it; a step that offers the
 *   other side a reaction ends its path (read off the working copy, the offers cleared).
 *
 * Positions the search does not cover go to `reachByProbe` whole: a seat with an opponent's secret pieces on the map
 * (its legal actions are computed without them, R-M4-LEGAL) and a move the battle drives itself (casilinum.wedge).
 */

/** How the search went (tests and benches). */
export interface ReachStats {
  /** Actions tried. */
  probes: number;
  /** Of them, tried on a copy of the state. */
  copied: number;
  /** The whole search was the probe's. */
  fallback: boolean;
}

interface Node {
  /** The position every piece but the mover is read from (not changed). */
  base: GbohState;
  u: UnitState;
  m: MoveState;
  leaderHex: string | null;
  path: GbohAction[];
  /** Its legal move actions (step, face, column, end-move), once known. */
  acts: GbohAction[] | null;
  /** Insertion order: the probe takes the first of the best in its queue. */
  seq: number;
}

/** The events a plain step or turn reports (6.31, 7.12, 7.23): any other means it did more. */
const PLAIN_EVENTS: ReadonlySet<string> = new Set(['move.step', 'move.face', 'move.zocStop']);

class Dirty extends Error {}

/** A reach search that runs in slices: the board draws the nearest hexes with the click, the rest as they come. */
export interface ReachSearch {
  /** The hexes found so far, each with its final MP cost (a Dijkstra order: the nearest come first). */
  readonly result: ReadonlyMap<string, Reach>;
  /** Try up to `budget` more actions; true when the search is complete. */
  run(budget: number): boolean;
  readonly done: boolean;
}

/**
 * Every hex `unit` can reach in this move (6.1–6.3, 7.12, 7.23, 6.65), with its MP cost and the actions that take
 * it there (the move order first when the unit is not moving yet): exactly `reachByProbe`'s answer.
 */
export function reachableHexes(s: GbohState, seat: Seat, unit: string, stats?: ReachStats): Map<string, Reach> {
  const search = startReach(s, seat, unit, stats);
  search.run(Number.POSITIVE_INFINITY);
  return search.result as Map<string, Reach>;
}

const finished = (result: Map<string, Reach>): ReachSearch => ({ result, run: () => true, done: true });

/** `reachableHexes` as a search run in slices (`run`), in the same order, to the same answer. */
export function startReach(s: GbohState, seat: Seat, unit: string, stats?: ReachStats): ReachSearch {
  const st: ReachStats = stats ?? { probes: 0, copied: 0, fallback: false };
  const result = new Map<string, Reach>();
  const start = startOfMove(s, seat, unit);
  if (start === null) return finished(result);
  const { s0, prefix } = start;
  if (!covered(s0, seat)) {
    st.fallback = true;
    return finished(reachByProbe(s, seat, unit));
  }
  const startHex = s0.units[unit]!.hex;
  const startMp = s0.move!.mpLeft;
  const leaderOf = (st0: GbohState): string | null => st0.move!.leader;
  const works = new Map<GbohState, GbohState>();
  const workOf = (base: GbohState): GbohState => {
    let w = works.get(base);
    if (w === undefined) {
      w = cloneState(base);
      w.rng.forced = [];
      works.set(base, w);
    }
    return w;
  };
  const load = (n: Node): GbohState => {
    const w = workOf(n.base);
    w.units[unit] = { ...n.u };
    w.move = n.m.facedFlat === undefined ? { ...n.m } : { ...n.m, facedFlat: [...n.m.facedFlat] };
    const l = n.m.leader;
    if (l !== null) w.leaders[l]!.hex = n.leaderHex;
    return w;
  };
  // Per base: the other pieces as they stand there, for the legal steps at every node over it (`withFrozenMover`).
  const boards = new Map<GbohState, MoverBoard>();
  const actsOf = (w: GbohState, base: GbohState): GbohAction[] => {
    const d = currentDecision(w);
    if (d === null || d.seat !== seat) return [];
    let b = boards.get(base);
    if (b === undefined) boards.set(base, (b = moverBoard(base, unit)));
    return withFrozenMover(w, b, () => (d.kind === 'move' ? moveActions(w, false) : machine.legal(w, seat)));
  };
  const nodeOf = (base: GbohState, path: GbohAction[], seq: number): Node => {
    const l = leaderOf(base);
    return { base, u: base.units[unit]!, m: base.move!, leaderHex: l === null ? null : base.leaders[l]!.hex, path, acts: null, seq };
  };
  // The probe's queue, as a heap on (most MP left, first pushed).
  const heap: Node[] = [];
  let seq = 0;
  const before = (a: Node, b: Node): boolean => a.m.mpLeft > b.m.mpLeft || (a.m.mpLeft === b.m.mpLeft && a.seq < b.seq);
  const push = (n: Node): void => {
    heap.push(n);
    let i = heap.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!before(heap[i]!, heap[p]!)) break;
      [heap[i], heap[p]] = [heap[p]!, heap[i]!];
      i = p;
    }
  };
  const pop = (): Node => {
    const top = heap[0]!;
    const last = heap.pop()!;
    if (heap.length > 0) {
      heap[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < heap.length && before(heap[l]!, heap[m]!)) m = l;
        if (r < heap.length && before(heap[r]!, heap[m]!)) m = r;
        if (m === i) break;
        [heap[i], heap[m]] = [heap[m]!, heap[i]!];
        i = m;
      }
    }
    return top;
  };
  const key = (u: UnitState): string => `${u.hex}|${u.facing}|${u.inColumn}`;
  const best = new Map<string, number>([[key(s0.units[unit]!), startMp]]);
  push(nodeOf(s0, prefix, seq++));
  // The working copy's step context: a plain step rolls nothing, reveals nothing and reports only its own lines.
  const dice: RngState = { algorithm: 'xoroshiro128plus', state: [0, 0, 0, 0], forced: [], draws: 0 };
  const ctx: StepContext = {
    rng: new Random(dice),
    emit: (e: GameEvent) => {
      // Hits on the mover alone are its own state (6.13, 6.22, 7.13); a rout would report more and be caught.
      if (PLAIN_EVENTS.has(e.key) || (e.key === 'hits.taken' && e.params?.['unit'] === unit)) return;
      throw new Dirty();
    },
    reveal: () => {
      throw new Dirty();
    },
  };
  // Per base: the hexes within 2 of an enemy unit or leader (null: no move there is quiet, see `quietMove`).
  const nearEnemy = new Map<GbohState, Set<string> | null>();
  let lastNear: { base: GbohState; near: Set<string> } | null = null;
  const alone = (base: GbohState, hexes: readonly string[]): boolean => {
    let near = nearEnemy.get(base);
    if (near === undefined) {
      // A base after a step on a copy mostly has the enemy where the last one had it.
      near = !quietBase(base, seat) ? null : lastNear !== null && sameEnemies(lastNear.base, base, seat) ? lastNear.near : nearEnemies(base, seat);
      nearEnemy.set(base, near);
      if (near !== null) lastNear = { base, near };
    }
    return near !== null && hexes.every((h) => !near.has(h));
  };
  let probes = 0;
  let complete = false;
  const run = (budget: number): boolean => {
    const stop = probes + budget;
    while (heap.length > 0 && probes < MAX_PROBES && probes < stop) expand(pop());
    complete = heap.length === 0 || probes >= MAX_PROBES;
    return complete;
  };
  const expand = (cur: Node): void => {
    const left = cur.m.mpLeft;
    const u = cur.u;
    if ((best.get(key(u)) ?? -1) > left) return; // superseded while queued
    const acts = cur.acts ?? actsOf(load(cur), cur.base);
    for (const a of acts) {
      if (a.type !== 'step' && a.type !== 'face') continue;
      // Prune: no child can beat what is known (every step or turn costs at least 1 MP).
      if (a.type === 'face' && (best.get(`${u.hex}|${a.facing}|${u.inColumn}`) ?? -1) >= left - 1) continue;
      if (a.type === 'step' && (best.get(`${a.to}|${u.facing}|${u.inColumn}`) ?? -1) >= left - 1) continue;
      probes++;
      st.probes++;
      const np = [...cur.path, a];
      let child: Node | null = null;
      let goingOn = false;
      let hex: string | null = null;
      let nLeft = 0;
      let mayEnd = false;
      const w = load(cur);
      let done = false;
      if (plain(w, unit, a)) {
        const held = w.heldEntryFire.length;
        const secret = w.secret;
        const rolled = dice.draws;
        let clean = true;
        try {
          if (quiet(w, unit, a) && alone(cur.base, a.type === 'step' ? [u.hex!, a.to] : [u.hex!])) quietMove(w, unit, a, ctx);
          else step(w, seat, a, ctx);
        } catch {
          clean = false;
        }
        clean &&= w.heldEntryFire.length === held && w.secret === secret && dice.draws === rolled && w.move !== null;
        if (clean && movingOn(w, seat, unit) && isOnMap(w.units[unit]!)) {
          const l = w.move!.leader;
          child = { base: cur.base, u: w.units[unit]!, m: w.move!, leaderHex: l === null ? null : w.leaders[l]!.hex, path: np, acts: null, seq: 0 };
          hex = child.u.hex;
          nLeft = child.m.mpLeft;
          goingOn = true;
          done = true;
          if (a.type === 'step' && hex !== startHex) {
            child.acts = actsOf(w, cur.base);
            mayEnd = child.acts.some((x) => x.type === 'end-move');
          }
        } else if (clean && w.reactions.length > 0 && w.move!.unit === unit) {
          // The other side answers first (M.2): the path ends here, read off the working copy, whose only other change
          // is the offers made (cleared).
          hex = w.units[unit]!.hex;
          nLeft = w.move!.mpLeft;
          goingOn = false;
          done = true;
          w.reactions.length = 0;
        } else {
          // It did more than move the unit: the working copy is no longer its base. Try it on a copy instead.
          works.delete(cur.base);
        }
      }
      if (!done) {
        st.copied++;
        let n: GbohState;
        try {
          n = probeStep(overlay(cur, unit), seat, a);
        } catch {
          continue;
        }
        hex = n.units[unit]!.hex;
        nLeft = n.move?.unit === unit ? n.move.mpLeft : 0;
        goingOn = movingOn(n, seat, unit);
        if (a.type === 'step' && hex !== null && hex !== startHex && goingOn) mayEnd = legalMoves(n, seat).some((x) => x.type === 'end-move');
        if (goingOn) child = nodeOf(n, np, 0);
      }
      if (a.type === 'step' && hex !== null && hex !== startHex) {
        const mp = startMp - nLeft;
        const known = result.get(hex);
        // A destination is a hex where the move may end (6.65: never inside a friendly unit passed through), or
        // where the other side must answer first.
        if ((!known || mp < known.mp) && (!goingOn || mayEnd)) result.set(hex, { mp, path: np });
      }
      if (!goingOn || hex === null || child === null) continue;
      const k = key(child.u);
      if ((best.get(k) ?? -1) >= nLeft) continue;
      best.set(k, nLeft);
      child.seq = seq++;
      push(child);
    }
  };
  return {
    result,
    run,
    get done() {
      return complete;
    },
  };
}

/**
 * May this step or turn run on the working copy: does it leave every piece but the mover as it was? Not a step into
 * an occupied hex (6.65 pass-through, 11.63), nor into Dara's gate. What else a step may do (reactions, dice, reveals,
 * a rout, the battle's upkeep) is caught when it runs.
 */
function plain(w: GbohState, unit: string, a: GbohAction): boolean {
  if (a.type === 'face') return true;
  if (a.type !== 'step') return false;
  for (const id in w.units) {
    const o = w.units[id]!;
    if (o.hex === a.to && id !== unit && isOnMap(o)) return false;
  }
  for (const sd of w.static.sides) if (sd.gateHex === a.to) return false;
  return true;
}

/** A plain step or turn with no hits: terrain (6.22), facing in Difficult terrain (7.13), a Moved unit's first move (6.13). */
function quiet(w: GbohState, unit: string, a: GbohAction): boolean {
  const u = w.units[unit]!;
  if (!w.move!.acted && u.moved) return false;
  if (a.type === 'face') return facingHits(w, unit) === 0;
  return a.type === 'step' && terrainHits(w, unit, u.hex!, a.to) === 0;
}

/** The node as a whole position: its base with the mover's state laid over it (copied by the step). */
function overlay(n: Node, unit: string): GbohState {
  const l = n.m.leader;
  return {
    ...n.base,
    units: { ...n.base.units, [unit]: n.u },
    move: n.m,
    leaders: l === null ? n.base.leaders : { ...n.base.leaders, [l]: { ...n.base.leaders[l]!, hex: n.leaderHex } },
  };
}

/**
 * Does the search cover this position? Not when an opponent's secret piece is on the map (the seat's legal actions
 * are computed without it, R-M4-LEGAL), nor when the battle drives the move itself (casilinum.wedge waves).
 */
function covered(s0: GbohState, seat: Seat): boolean {
  for (const id of hiddenFrom(s0, seat)) {
    const u = s0.units[id];
    if (u !== undefined && (u.hex !== null || u.setupHex !== null)) return false;
    const l = s0.leaders[id];
    if (l !== undefined && l.hex !== null) return false;
  }
  return hooks.moveActions(s0, s0.move!) === null;
}

/**
 * May a move far from the enemy skip the step's reaction checks here? Only when nothing else waits in the sequence
 * (`settle` would go straight back to the move), no secret piece may be revealed (M.4), and no enemy
 * Cheiroballistra in fire mode may react from afar (11.66).
 */
function quietBase(s: GbohState, seat: Seat): boolean {
  if (s.secret.length > 0 || s.hd !== null || s.shock?.nested === true || s.withdrawalQueue.length > 0 || s.feigned !== null || s.withdrawal !== null) return false;
  for (const id in s.units) {
    const u = s.units[id]!;
    if (u.cheiro !== null && u.cheiro !== undefined && isOnMap(u) && s.static.units[id]!.side !== seat) return false;
  }
  return true;
}

/** Do the enemy's units and leaders stand in the same hexes in both positions? */
function sameEnemies(a: GbohState, b: GbohState, seat: Seat): boolean {
  for (const id in b.units) {
    const x = a.units[id];
    const y = b.units[id]!;
    if (b.static.units[id]!.side === seat) continue;
    if (x === undefined || isOnMap(x) !== isOnMap(y) || (isOnMap(y) && x.hex !== y.hex)) return false;
  }
  for (const id in b.leaders) {
    const x = a.leaders[id];
    const y = b.leaders[id]!;
    if (b.static.leaders[id]!.side === seat) continue;
    const on = (l: typeof y): boolean => l.hex !== null && l.status !== 'eliminated';
    if (x === undefined || on(x) !== on(y) || (on(y) && x.hex !== y.hex)) return false;
  }
  return true;
}

/**
 * The seat's legal actions in a move, without fire on the move when it is the move's decision (the search reads only
 * the steps, turns and the end of the move).
 */
function legalMoves(s: GbohState, seat: Seat): GbohAction[] {
  const d = currentDecision(s);
  return d?.kind === 'move' && d.seat === seat ? withFrozen(s, () => moveActions(s, false)) : legal(s, seat);
}

/** The hexes within 2 of an enemy unit or leader on the map: the reach of every reaction to a step (M.2). */
function nearEnemies(s: GbohState, seat: Seat): Set<string> {
  const out = new Set<string>();
  const around = (h: string): void => {
    out.add(h);
    for (const n of gbohHex.neighbours(h)) {
      out.add(n);
      for (const n2 of gbohHex.neighbours(n)) out.add(n2);
    }
  };
  for (const id in s.units) {
    const u = s.units[id]!;
    if (isOnMap(u) && s.static.units[id]!.side !== seat) around(u.hex!);
  }
  for (const id in s.leaders) {
    const l = s.leaders[id]!;
    if (l.hex !== null && l.status !== 'eliminated' && s.static.leaders[id]!.side !== seat) around(l.hex);
  }
  return out;
}

/**
 * A plain step or turn (see `plain`) of a unit with no enemy unit or leader within 2 hexes of where it is and where
 * it goes: the engine's `applyStep` / `applyFacing` (6.31, 6.44, 7.12) with what cannot happen here left out (no
 * enemy ZOC to stop in, 7.23; no Retire Reaction Fire, 8.22; no reaction offered, M.2: every one needs an enemy
 * within 2 hexes), then the battle's upkeep after a step as `settle` runs it.
 */
function quietMove(s: GbohState, unit: string, a: GbohAction, ctx: StepContext): void {
  const m = s.move!;
  const u = s.units[unit]!;
  beginMoving(s, ctx, m);
  if (a.type === 'step') enterHex(s, m, u, u.hex!, a.to, moveCost(s, unit, u.hex!, a.to) ?? 1);
  else if (a.type === 'face') turnTo(s, m, a.facing);
  hooks.afterStep(s, ctx);
}
