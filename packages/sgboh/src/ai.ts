import { gbohHex } from '@polemarch/gboh-family';
import type { AnyGameModule, BaseState, JsonValue, Seat, SystemAI } from '@polemarch/kernel';
import type { SgbohAction, SgbohState } from './types';
import type { SgbohView } from './view';

/**
 * The computer general's view of SGBoH: the game is won on Rout Points against the Withdrawal Level (9.0), so
 * the evaluator compares how far each army is from withdrawing, plus the cohesion still standing on the map.
 */
export function evaluateSgboh(base: BaseState, seat: Seat, _module: AnyGameModule): number {
  const s = base as unknown as SgbohState;
  if (s.outcome !== null) return s.outcome.winner === null ? 0 : s.outcome.winner === seat ? 1 : -1;
  const margin = (side: string): number => {
    const info = s.sides.find((x) => x.id === side)!;
    const left = Math.max(0, info.withdrawalLevel - info.rp) / info.withdrawalLevel;
    let cohesion = 0;
    let total = 0;
    for (const u of s.units) {
      if (u.side !== side || u.status !== 'map') continue;
      total += u.tq;
      cohesion += Math.max(0, u.tq - u.hits);
    }
    return 0.7 * left + 0.3 * (total === 0 ? 0 : cohesion / total);
  };
  const foe = s.sides.find((x) => x.id !== seat)!.id;
  return Math.max(-1, Math.min(1, 2 * (margin(seat) - margin(foe)) - CONTEMPT * distanceToFight(s, seat)));
}

/**
 * Contempt for a stand-off (as a chess engine's contempt for a draw). SGBoH has no turn limit (3.0): two searches
 * that each score the battle by Rout Points alone both find that staying out of reach costs nothing, and two
 * computer generals then moved only their Overall Commanders for ever (Tricameron, strong against easy, session 11).
 * So the searching seat, and only it, counts its own units' distance from the fight against itself: it closes in,
 * and the cohesion and Rout Point terms decide how. Up to 0.1 of the [-1, 1] scale: a whole army 20 hexes away
 * weighs less than routing a few units.
 */
const CONTEMPT = 0.7;
const FAR = 20;

/** The mean distance of `seat`'s units on the map to their nearest enemy unit, over `FAR` (0 in contact, at most 1). */
function distanceToFight(s: SgbohState, seat: Seat): number {
  const foes: string[] = [];
  for (const u of s.units) if (u.side !== seat && u.status === 'map' && u.hex !== null) foes.push(u.hex);
  if (foes.length === 0) return 0;
  let sum = 0;
  let n = 0;
  for (const u of s.units) {
    if (u.side !== seat || u.status !== 'map' || u.hex === null) continue;
    let d = FAR;
    for (const h of foes) {
      const x = gbohHex.distance(u.hex, h);
      if (x < d) d = x;
    }
    sum += d;
    n++;
  }
  return n === 0 ? 0 : sum / n / FAR;
}

/** Fire and Shock first, then steps, then facings; ending movement last. */
function order(_base: BaseState, _seat: Seat, legal: readonly JsonValue[]): number[] {
  return legal.map((raw) => {
    const a = raw as SgbohAction;
    switch (a.type) {
      case 'fire':
      case 'designate':
      case 'activate':
      case 'activate-group':
        return 3;
      case 'step':
        return a.payHit ? 1 : 2;
      case 'face':
        return 0.5;
      default:
        return 1;
    }
  });
}

/**
 * The computer general does not let a Player Turn go by (3.2 pass, or 4.33 moving only the Overall Commander) while
 * it can activate a Formation: with no turn limit, a general who waits waits for ever, and a search of a few hundred
 * iterations cannot see a Formation's move pay off dozens of decisions later (two computer generals passed for 60
 * Player Turns, Tricameron, session 11). Nor does it activate a Formation only to end its move at once (5.1) while one
 * of its units can step, turn or fire: that is a pass by another name (Callinicum, strong against easy, session 12:
 * four games of five stood off until the 80-Player-Turn cap, the Byzantines activating and ending every turn). Outside
 * the search the engine still offers all of these.
 */
function prune(base: BaseState, _seat: Seat, legal: readonly JsonValue[]): readonly JsonValue[] {
  const types = new Set(legal.map((raw) => (raw as SgbohAction).type));
  if (types.has('activate') || types.has('activate-group')) {
    return legal.filter((raw) => {
      const t = (raw as SgbohAction).type;
      return t !== 'pass' && t !== 'move-oc';
    });
  }
  if (types.has('end-move') && types.size > 1 && !activationBegun(base as unknown as SgbohState)) {
    return legal.filter((raw) => (raw as SgbohAction).type !== 'end-move');
  }
  return legal;
}

/** Some unit of the activated Formations has moved, turned or fired this activation (or a lone leader moves, 4.46). */
function activationBegun(s: SgbohState): boolean {
  if (s.turn.phase !== 'move' || s.turn.leaderMove || s.turn.current !== null) return true;
  const ordered = new Set(s.turn.command);
  return s.units.some((u) => ordered.has(u.id) && (u.turn.mp !== null || u.turn.fired || u.turn.faced > 0 || u.turn.hexesMoved > 0));
}

function group(_base: BaseState, _seat: Seat, raw: JsonValue): string {
  const a = raw as SgbohAction;
  return 'unit' in a ? `${a.type}:${a.unit}` : a.type;
}

/**
 * The search's observation key (15.4: nothing is hidden, so it is the position itself). Built from the parts that
 * change in play, straight from the state, with no view copy: keying `sgbohView`'s deep copy was half of an AI game's
 * time (profile of Tricameron, session 11). The view has the same parts, so `observe` gives the same text.
 */
type Observed = Pick<SgbohView, 'fortifications' | 'sides' | 'units' | 'leaders' | 'formations' | 'groups' | 'turn' | 'outcome'> & { flight?: SgbohView['flight'] | undefined };
function observedKey(o: Observed): string {
  return JSON.stringify([o.fortifications, o.sides, o.units, o.leaders, o.formations, o.groups, o.turn, o.flight ?? null, o.outcome]);
}

export const sgbohAI: SystemAI = {
  evaluate: evaluateSgboh,
  hints: {
    order,
    group,
    observe: (view) => observedKey(view as unknown as SgbohView),
    observeState: (state) => observedKey(state as unknown as SgbohState),
    prune,
    // 15.4: `determinize` rebuilds the position exactly, all but the generator.
    exactDeterminization: () => true,
  },
  search: () => ({ widening: { base: 4, exponent: 0.5 }, grouping: true }),
};
