import type { BaseState, JsonValue, Seat, SystemAI } from '@polemarch/kernel';
import { controllerOf } from './control';
import { battleSp, cityController } from './core';
import { MAP } from './map';
import { pyrrhusPoints } from './scenarios/pyrrhus';
import type { TawAction, TawState } from './state';

/**
 * The computer general's evaluation of a (determinized) state for one seat, in [−1, 1]: the share of
 * strength on the map, the provinces each side controls (victory in every RRR scenario is about
 * provinces and cities), the Samnite and Carthaginian victory thresholds, and Rome itself.
 */
function evaluate(state: BaseState, seat: Seat): number {
  const s = state as TawState;
  if (s.outcome !== null) return s.outcome.winner === seat ? 1 : s.outcome.winner === null ? 0 : -1;
  const sp = (side: string): number => s.stacks.filter((x) => x.side === side).reduce((n, x) => n + battleSp(x.groups), 0);
  const mine = sp(seat);
  const foes = s.seats.filter((x) => x !== seat);
  const theirs = Math.max(...foes.map(sp));
  const strength = (mine - theirs) / Math.max(20, mine + theirs);
  let prov = 0;
  for (const p of Object.values(s.provinces)) {
    if (!p.inPlay) continue;
    const c = controllerOf(s, p.id);
    const w = MAP.provinces.get(p.id)!.ar / 3;
    if (c === seat) prov += w;
    else if (c !== null) prov -= w / foes.length;
    prov += (seat === s.seats[0] ? 1 : -1) * p.alliance * 0.02;
  }
  const rome = cityController(s, s.cities['Roma']!) === seat ? 0.3 : 0;
  // S3.5: "The Eagle Has Landed" is scored in victory points (50 wins for Pyrrhus at once).
  let vp = 0;
  if (s.scenario === 'pyrrhus') {
    const pts = pyrrhusPoints(s);
    vp = ((pts[seat] ?? 0) - Math.max(...foes.map((x) => pts[x] ?? 0))) / 50;
  }
  return Math.tanh(1.2 * strength + 0.15 * prov + rome + vp);
}

/** Move ordering: operations that act (attack, siege, recruit) before walking and ending. */
function order(_state: BaseState, _seat: Seat, legal: readonly JsonValue[]): number[] {
  const rank: Record<string, number> = { attack: 6, assault: 5, surrender: 5, siege: 4, recruit: 4, overrun: 6, ambush: 4, intercept: 3, ambassador: 3, negotiate: 3, reform: 3, enter: 2, march: 1, step: 1, sail: 1, stop: 0, end: -1 };
  return legal.map((a) => rank[(a as TawAction).type] ?? 0);
}

function group(_state: BaseState, _seat: Seat, action: JsonValue): string {
  return (action as TawAction).type;
}

export const tawAI: SystemAI = {
  evaluate: (state, seat) => evaluate(state, seat),
  hints: { order, group, exactDeterminization: () => true },
  search: () => ({ rolloutDepth: 12, grouping: true, widening: { base: 4, exponent: 0.5 } }),
};
