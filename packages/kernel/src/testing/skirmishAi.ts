import { boardDistance } from '../hex/ccaBoard';
import type { JsonValue } from '../json';
import type { SystemAI } from '../manifest';
import type { BaseState, Seat } from '../module';
import type { SkirmishAction, SkirmishSeat, SkirmishState } from './skirmish';

/**
 * Skirmish (the kernel's test game): an evaluator from hit points, cards in hand and the immediate
 * threat, so the search sees a turn's consequences without playing the game out.
 */

const other = (s: SkirmishSeat): SkirmishSeat => (s === 'red' ? 'blue' : 'red');

/** skirmish 4: a roll of 1–3 wounds once, 4–6 twice, so an unmodified attack wounds 1.5 on average. */
const MEAN_HITS = 1.5;
/** skirmish 4: a Shield saves one wound (never below none): 1–3 → 0, 4–6 → 1, so it saves 1 on average. */
const SHIELD_SAVES = 1;
/** How much of the side to act's threat counts: it may not find or dare the attack. */
const THREAT_WEIGHT = 0.8;
/**
 * Pressure: the searching seat likes to stand near the enemy (3 hexes is out of reach yet close), in
 * value per hex beyond that. Two careful champions would wait out the clock for a draw; against a
 * careless one, the seat that keeps close gets the chances. Small beside any real threat.
 */
const PRESSURE_PER_HEX = 0.03;
/** Worth of a card in hand, in hit points. */
const CARD_WORTH = { shield: 0.35, spear: 0.4 } as const;

function count(hand: readonly string[], card: string): number {
  let n = 0;
  for (const c of hand) if (c === card) n++;
  return n;
}

/** Expected wounds of `attacks` attacks by `attacker` on `defender`, each playing a Spear and bracing a Shield while they last. */
function expectedWounds(state: SkirmishState, attacker: SkirmishSeat, defender: SkirmishSeat, attacks: number): number {
  let spears = count(state.hands[attacker], 'spear');
  let shields = count(state.hands[defender], 'shield');
  let wounds = 0;
  for (let i = 0; i < attacks; i++) {
    let w = MEAN_HITS;
    if (spears > 0) {
      w += 1;
      spears--;
    }
    if (shields > 0) {
      w = Math.max(0, w - SHIELD_SAVES);
      shields--;
    }
    wounds += w;
  }
  return wounds;
}

export function evaluateSkirmish(base: BaseState, seat: Seat): number {
  const state = base as unknown as SkirmishState;
  const me = seat as SkirmishSeat;
  const foe = other(me);
  if (state.outcome !== null) return state.outcome.winner === null ? 0 : state.outcome.winner === me ? 1 : -1;
  const hp: Record<SkirmishSeat, number> = { red: state.champions.red.hp, blue: state.champions.blue.hp };
  const active = state.active;
  const passive = other(active);
  // skirmish 4: an attack waiting for its reaction lands next; the defender braces if it can.
  if (state.attack !== null) {
    const braces = count(state.hands[passive], 'shield') > 0;
    hp[passive] -= Math.max(0, MEAN_HITS + (state.attack.spear ? 1 : 0) - (braces ? SHIELD_SAVES : 0));
  }
  // skirmish 2–3: the side to act can attack with the actions left after closing in.
  const distance = boardDistance(state.champions.red.hex, state.champions.blue.hex);
  const attacks = Math.max(0, state.actionsLeft - Math.max(0, distance - 1));
  if (attacks > 0 && hp[passive] > 0) hp[passive] -= THREAT_WEIGHT * Math.min(hp[passive], expectedWounds(state, active, passive, attacks));
  const cards = (s: SkirmishSeat): number => CARD_WORTH.shield * count(state.hands[s], 'shield') + CARD_WORTH.spear * count(state.hands[s], 'spear');
  const margin = Math.max(0, hp[me]) - Math.max(0, hp[foe]) + cards(me) - cards(foe);
  // A champion expected to fall is close to a lost game whatever else stands.
  const doom = (hp[foe] <= 0 ? 0.5 : 0) - (hp[me] <= 0 ? 0.5 : 0);
  const pressure = -PRESSURE_PER_HEX * Math.max(0, distance - 3);
  return Math.max(-1, Math.min(1, Math.tanh(0.45 * margin) * (1 - Math.abs(doom)) + doom + pressure));
}

/** Attacks first (with a Spear first), then moves that close in, then ending the turn. */
function order(base: BaseState, seat: Seat, legal: readonly JsonValue[]): number[] {
  const state = base as unknown as SkirmishState;
  const foeHex = state.champions[other(seat as SkirmishSeat)].hex;
  return legal.map((raw) => {
    const a = raw as SkirmishAction;
    switch (a.type) {
      case 'attack':
        return a.spear ? 3 : 2;
      case 'move':
        return 1 - boardDistance(a.to, foeHex) / 20;
      default:
        return 0;
    }
  });
}

export const skirmishAI: SystemAI = {
  evaluate: evaluateSkirmish,
  hints: {
    order,
    group: (_state, _seat, action) => (action as SkirmishAction).type,
  },
};
