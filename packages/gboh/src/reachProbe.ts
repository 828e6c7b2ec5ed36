import { Random, type Seat } from '@polemarch/kernel';
import type { GbohAction } from './actions';
import { currentDecision } from './decisions/open';
import { legal, step } from './engine';
import { cloneState } from './perfClone';
import type { GbohState } from './types';

/**
 * The reach search by probing (issue 18): every hex a unit can reach in this move, found by trying the engine's
 * legal `step` and `face` actions on copies of the state. It is the reference the engine's own search (`reach.ts`)
 * is held to, and its fallback where that search does not apply. It was the web board's `ReachSearch`
 * (web/src/systems/gboh/probe.ts), moved here unchanged but for running on a state rather than a view.
 */

export interface Reach {
  /** MP spent to get there (6.1: from the unit's MA). */
  mp: number;
  /** The engine actions that take the unit there, in order (the move order first when not yet given). */
  path: GbohAction[];
}

/** Bound on the states tried, so a long search cannot go on for ever (a move has at most 9 MP). */
export const MAX_PROBES = 4000;

/** The kernel's `advance` for this engine (a copy, the step on it), without importing the module object. */
export function probeStep(s: GbohState, seat: Seat, action: GbohAction): GbohState {
  const draft = cloneState(s);
  draft.rng.forced = [];
  step(draft, seat, action, { rng: new Random(draft.rng), emit: discard, reveal: discard });
  return draft;
}

function discard(): void {}

/**
 * The move order that starts `unit`'s move (without a leader), given first when the unit is not moving yet; the
 * state where it moves, or null when it cannot move now.
 */
export function startOfMove(s: GbohState, seat: Seat, unit: string): { s0: GbohState; prefix: GbohAction[] } | null {
  let s0 = s;
  const prefix: GbohAction[] = [];
  if (s0.move?.unit !== unit) {
    const order = legal(s0, seat).find((a) => a.type === 'move' && a.unit === unit && a.withLeader !== true);
    if (!order) return null;
    try {
      s0 = probeStep(s0, seat, order);
    } catch {
      return null;
    }
    if (s0.move?.unit !== unit) return null;
    prefix.push(order);
  }
  return movingOn(s0, seat, unit) ? { s0, prefix } : null;
}

/** The unit's move goes on, its owner to decide, no reaction waiting. */
export function movingOn(s: GbohState, seat: Seat, unit: string): boolean {
  return s.move?.unit === unit && currentDecision(s)?.seat === seat && s.reactions.length === 0;
}

function keyOf(s: GbohState, unit: string): string {
  const u = s.units[unit]!;
  return `${u.hex}|${u.facing}|${u.inColumn}`;
}

/**
 * Every hex a unit can reach in this move (6.1–6.3, 7.12 facing changes, 7.23 stopping in enemy ZOC...), found by
 * trying the engine's legal `step` and `face` actions on copies: a search on (hex, facing, formation) that settles
 * the states with the most MP left first. A step that hands the decision to the other side (a reaction: Orderly
 * Withdrawal, reaction fire) ends that path: the hex is offered, what follows is the engine's.
 */
export function reachByProbe(s: GbohState, seat: Seat, unit: string): Map<string, Reach> {
  const result = new Map<string, Reach>();
  const start = startOfMove(s, seat, unit);
  if (start === null) return result;
  const { s0, prefix } = start;
  const startHex = s0.units[unit]!.hex;
  const startMp = s0.move!.mpLeft;
  const best = new Map<string, number>([[keyOf(s0, unit), startMp]]);
  const queue: { s: GbohState; path: GbohAction[] }[] = [{ s: s0, path: prefix }];
  let probes = 0;
  while (queue.length > 0 && probes < MAX_PROBES) {
    // The state with the most MP left first (a Dijkstra order: its cost is final when it is expanded).
    let at = 0;
    for (let i = 1; i < queue.length; i++) if (queue[i]!.s.move!.mpLeft > queue[at]!.s.move!.mpLeft) at = i;
    const { s: cur, path } = queue.splice(at, 1)[0]!;
    const left = cur.move!.mpLeft;
    const u = cur.units[unit]!;
    if ((best.get(keyOf(cur, unit)) ?? -1) > left) continue; // superseded while queued
    for (const a of legal(cur, seat)) {
      if (a.type !== 'step' && a.type !== 'face') continue;
      // Prune: no child can beat what is known (every step or turn costs at least 1 MP).
      if (a.type === 'face' && (best.get(`${u.hex}|${a.facing}|${u.inColumn}`) ?? -1) >= left - 1) continue;
      if (a.type === 'step' && (best.get(`${a.to}|${u.facing}|${u.inColumn}`) ?? -1) >= left - 1) continue;
      probes++;
      let n: GbohState;
      try {
        n = probeStep(cur, seat, a);
      } catch {
        continue;
      }
      const np = [...path, a];
      const hex = n.units[unit]!.hex;
      const nLeft = n.move?.unit === unit ? n.move.mpLeft : 0;
      const goingOn = movingOn(n, seat, unit);
      if (a.type === 'step' && hex !== null && hex !== startHex) {
        const mp = startMp - nLeft;
        const known = result.get(hex);
        // A destination is a hex where the move may end (6.65: never inside a friendly unit passed through), or
        // where the other side must answer first.
        if ((!known || mp < known.mp) && (!goingOn || legal(n, seat).some((x) => x.type === 'end-move'))) result.set(hex, { mp, path: np });
      }
      if (!goingOn || hex === null) continue;
      const k = keyOf(n, unit);
      if ((best.get(k) ?? -1) >= nLeft) continue;
      best.set(k, nLeft);
      queue.push({ s: n, path: np });
    }
  }
  return result;
}
