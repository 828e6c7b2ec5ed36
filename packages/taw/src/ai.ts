import type { BaseState, JsonValue, Seat, SystemAI } from '@polemarch/kernel';
import { controllerOf } from './control';
import { cityController } from './core';
import { approach, strengthOf } from './aiObjective';
import { invaderPrune } from './aiPrune';
import { MAP } from './map';
import { hannibalProgress } from './scenarios/hannibal';
import { pyrrhusPoints, pyrrhusProgress } from './scenarios/pyrrhus';
import type { TawAction, TawState } from './state';
import { hiddenGuile, isTawView } from './view';

/**
 * How far the invader (the non-Roman seat of "Folgore" and "The Eagle Has Landed") is toward an automatic
 * victory, in [0, 1]. Rome wins both scenarios by holding on, so an evaluator that only weighs strength
 * and provinces tells the invader to stand still (every march costs attrition) and the invader never won
 * (20 of 20 games lost as Hannibal and Pyrrhus, docs/ai/results.md). This term scores the conditions
 * themselves. "Folgore" (S4.4): the largest block of contiguous provinces against the block needed, which
 * every Carthaginian Major Victory shortens (and Capua by two more). Pyrrhus (S3.5): the best of the five
 * cities occupied, the 50 VP, and the six Roman Italy provinces with Campania.
 */
export function invaderProgress(s: TawState): number {
  if (s.scenario === 'hannibal') {
    const { best, need, capua } = hannibalProgress(s);
    return Math.min(1, Math.max(best / Math.max(1, need), capua ? best / Math.max(1, need - 2) : 0));
  }
  if (s.scenario === 'pyrrhus') {
    const p = pyrrhusProgress(s);
    return Math.min(1, Math.max(p.cities / 5, p.points / 50, (p.provinces / 6) * (p.campania ? 1 : 0.5)));
  }
  return 0;
}

/**
 * The approach term's weight (1 hex of land path ≈ 0.007 before tanh): small next to what taking an
 * objective pays (3–5 VP, the 12.31 alliance shifts, the enemy's lost SP), so reaching an objective and
 * then finding the next one further away rarely scores below standing at the first. The prune
 * (aiPrune.ts) does most of the steering; this term ranks the marches it keeps.
 */
export const APPROACH_WEIGHT = 0.2;

/**
 * The computer general's evaluation of a (determinized) state for one seat, in [−1, 1]: the share of
 * strength on the map, the provinces each side controls (victory in every RRR scenario is about
 * provinces and cities), the Samnite and Carthaginian victory thresholds, and Rome itself.
 */
function evaluate(state: BaseState, seat: Seat): number {
  const s = state as TawState;
  if (s.outcome !== null) return s.outcome.winner === seat ? 1 : s.outcome.winner === null ? 0 : -1;
  // The marching Force counts too (it is held in `activation.move` while it moves): leaving it out made
  // every march look like a lost army to both seats, and the invader never set out (issue 19).
  const sp = (side: string): number => strengthOf(s, side);
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
  // The invader's victory conditions (and, for Rome, keeping the invader from them).
  const invader = s.scenario === 'hannibal' || s.scenario === 'pyrrhus' ? s.rules.nonRoman : null;
  const progress = invader === null ? 0 : (seat === invader ? 1 : -1) * invaderProgress(s);
  // The invader must spend strength to win (attrition, sieges): he weighs it less than Rome does.
  const strengthWeight = seat === invader ? 0.7 : 1.2;
  // Getting there (aiObjective.ts): his led Forces' land distance (weighted by SP) to an enemy army they
  // outnumber or an enemy city they can besiege, so a march that pays off turns later is worth starting.
  const toward = seat === invader ? APPROACH_WEIGHT * approach(s, seat) : 0;
  return Math.tanh(strengthWeight * strength + 0.15 * prov + rome + vp + 0.9 * progress + toward);
}

/** Move ordering: operations that act (attack, siege, recruit) before walking and ending. */
function order(_state: BaseState, _seat: Seat, legal: readonly JsonValue[]): number[] {
  const rank: Record<string, number> = { triumph: 6, keep: 3, attack: 6, assault: 5, surrender: 5, siege: 4, recruit: 4, overrun: 6, ambush: 4, intercept: 3, ambassador: 3, ransom: 2, negotiate: 3, reform: 3, enter: 2, march: 1, step: 1, sail: 1, stop: 0, end: -1 };
  return legal.map((a) => rank[(a as TawAction).type] ?? 0);
}

function group(_state: BaseState, _seat: Seat, action: JsonValue): string {
  return (action as TawAction).type;
}

export const tawAI: SystemAI = {
  evaluate: (state, seat) => evaluate(state, seat),
  // Exact but while a defender's Guile Points for an Avoidance are secret (5.54, view.ts).
  hints: {
    order,
    group,
    // The invader's own search alone keeps his discipline (aiPrune.ts): Rome's search expects him to do anything legal.
    prune: (state, seat, legal, searcher) => (seat === searcher ? invaderPrune(state as TawState, seat, legal as readonly TawAction[]) : legal),
    exactDeterminization: (view) => !(isTawView(view) && hiddenGuile(view)),
  },
  search: () => ({ rolloutDepth: 12, grouping: true, widening: { base: 4, exponent: 0.5 } }),
};
