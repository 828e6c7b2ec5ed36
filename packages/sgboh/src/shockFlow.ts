import type { StepContext } from '@polemarch/kernel';
import { onBoard, other, unitOf } from './board';
import { addHits } from './effects';
import { followOptions, frReactionRoll, pursue, pursuerOptions, strikeActions } from './feigned';
import { pruneReactions } from './movement';
import { RESOLUTION_STAGES, pendingAllocation, resolveShock } from './resolution';
import { advanceAfterShock, rbsActions, rbsAdvanceActions, rbsEligible, settleRetreats } from './shock';
import type { SgbohState, Shock } from './types';
import { isCavalry } from './types';

/**
 * One Shock's flow from Retreat Before Shock to the advance's facing (7.4–7.7), for a Shock of the Shock Phase and for
 * a Shock outside it (the DH annex's Aggression Reaction and Feigned Retreat). Every decision of a Shock is asked of
 * the seat that attacks in it or defends in it, not of the Active Player: in a Shock outside the Shock Phase the
 * inactive player may be the attacker.
 *
 * A Shock outside the Shock Phase is an interrupt (`turn.interrupts`, innermost last): it is pushed on top of the step
 * it interrupts (a unit's move, or the Shock being resolved), its decisions are the innermost ones until it is done,
 * and then it is popped and the interrupted step goes on. The field is absent when no Shock interrupts anything, so the
 * states of play without one are what they were.
 */

/** The side attacking in a Shock: its attackers' (every attacker of a Shock is of one side, 7.3). */
export function attackerSide(s: SgbohState, sh: Shock): string {
  return unitOf(s, sh.attackers[0]!).side;
}

/** The Shock whose decisions are current: the innermost interrupt, else the Shock Phase's current Shock. */
export function currentShock(s: SgbohState): Shock | undefined {
  const i = s.turn.interrupts;
  if (i !== undefined && i.length > 0) return i[i.length - 1];
  return s.turn.phase === 'shock' ? s.turn.shocks[s.turn.shockIndex] : undefined;
}

function popInterrupt(s: SgbohState): void {
  const i = s.turn.interrupts!;
  i.pop();
  if (i.length === 0) delete s.turn.interrupts;
}

/** The decisions a Shock waits for, each asked of the seat the rule names (the attacking or the defending one). */
export type ShockDecision =
  | { kind: 'rbs'; seat: string; context: { defender: string } }
  | { kind: 'rbs-advance'; seat: string; context: null }
  | { kind: 'retreat'; seat: string; context: { unit: string } }
  | { kind: 'advance-face'; seat: string; context: null }
  | { kind: 'shock-type'; seat: string; context: { side: 'attacker' | 'defender' } }
  | { kind: 'allocate'; seat: string; context: { side: 'attackers' | 'defenders' } }
  | { kind: 'keep'; seat: string; context: null }
  | { kind: 'fr-roll'; seat: string; context: null }
  | { kind: 'fr-follow'; seat: string; context: null }
  | { kind: 'fr-strike'; seat: string; context: null };

/** The decision a Shock waits for at its stage, or null. */
export function shockDecision(s: SgbohState, sh: Shock): ShockDecision | null {
  const attacker = attackerSide(s, sh);
  const defender = other(s, attacker);
  switch (sh.stage) {
    case 'rbs': {
      const d = sh.defenders.find((id) => !sh.rbsAsked.includes(id));
      return d === undefined ? null : { kind: 'rbs', seat: defender, context: { defender: d } };
    }
    case 'rbs-advance':
      return { kind: 'rbs-advance', seat: attacker, context: null };
    case 'retreat': {
      const u = sh.retreating[0];
      return u === undefined ? null : { kind: 'retreat', seat: unitOf(s, u).side, context: { unit: u } };
    }
    case 'face':
      return { kind: 'advance-face', seat: attacker, context: null };
    case 'attacker-type':
      return { kind: 'shock-type', seat: attacker, context: { side: 'attacker' } };
    case 'defender-type':
      return { kind: 'shock-type', seat: defender, context: { side: 'defender' } };
    case 'allocate': {
      // 7.53: the player inflicting the Hits allocates the leftover ones.
      const p = pendingAllocation(s, sh);
      return p === null ? null : { kind: 'allocate', seat: p.side === 'defenders' ? attacker : defender, context: { side: p.side } };
    }
    case 'keep':
      return { kind: 'keep', seat: attacker, context: null };
    // DH annex Feigned Retreat (ruling R-58): the attacker picks the cavalry that rolls, then the unit it pursues; the
    // TQ check's winner strikes.
    case 'fr-roll':
      return { kind: 'fr-roll', seat: attacker, context: null };
    case 'fr-follow':
      return { kind: 'fr-follow', seat: attacker, context: null };
    case 'fr-strike':
      return sh.strike === undefined ? null : { kind: 'fr-strike', seat: unitOf(s, sh.strike.unit).side, context: null };
    default:
      return null;
  }
}

/**
 * The automatic steps of one Shock (7.4) up to its next decision: `wait` when a seat must decide, `done` when the
 * Shock is over. The 7.4 order of the Shock Phase's Shocks is the caller's.
 */
export function settleShock(s: SgbohState, sh: Shock, ctx: StepContext): 'wait' | 'done' {
  for (let guard = 0; guard < 1000; guard++) {
    pruneReactions(s);
    if (s.turn.reactions.length > 0) return 'wait';
    switch (sh.stage) {
      case 'rbs': {
        const attackers = sh.attackers.map((id) => unitOf(s, id)).filter(onBoard);
        const asking = sh.defenders.find((id) => !sh.rbsAsked.includes(id));
        if (asking !== undefined) {
          const d = unitOf(s, asking);
          const forced = isCavalry(d.type) && attackers.some((a) => a.type === 'EL');
          const acts = rbsEligible(s, d, attackers) ? rbsActions(s, sh, asking) : [];
          if (acts.some((a) => a.type === 'rbs')) return 'wait';
          sh.rbsAsked.push(asking);
          // 10.23: cavalry that must retreat before an elephant's Shock and cannot takes 1 Hit; the Shock goes on.
          if (forced) addHits(s, d, 1, ctx, '10.23');
          continue;
        }
        const all = sh.defenders.every((id) => sh.rbsDone.some((r) => r.unit === id));
        // DH annex Feigned Retreat (ruling R-58): "non vi è inseguimento se non si sono ritirati tutti i difensori".
        if (all && sh.feigned !== undefined) {
          sh.stage = 'fr-roll';
          continue;
        }
        sh.stage = all ? 'rbs-advance' : 'resolve';
        if (all && rbsAdvanceActions(s, sh).length === 1) sh.stage = 'done';
        continue;
      }
      case 'fr-roll': {
        const options = pursuerOptions(s, sh);
        if (options.length > 1) return 'wait';
        if (options.length === 1) frReactionRoll(s, sh, options[0]!, ctx);
        else sh.stage = 'done';
        continue;
      }
      case 'fr-follow': {
        const options = followOptions(s, sh);
        if (options.length > 1) return 'wait';
        if (options.length === 1) pursue(s, sh, options[0]!, ctx);
        else sh.stage = 'done';
        continue;
      }
      case 'fr-strike':
        if (strikeActions(s, sh).length > 1) return 'wait';
        sh.stage = 'done';
        continue;
      case 'face':
        if (sh.lead === null || unitOf(s, sh.lead).status !== 'map') {
          sh.stage = 'done';
          continue;
        }
        return 'wait';
      case 'rbs-advance':
        // 7.44: nothing left but to stop (ruling R-24).
        if (rbsAdvanceActions(s, sh).length === 1) {
          sh.stage = 'done';
          continue;
        }
        return 'wait';
      case 'retreat':
        settleRetreats(s, sh, ctx);
        if (sh.retreating.length > 0) return 'wait';
        sh.stage = 'advance';
        continue;
      case 'advance':
        sh.stage = advanceAfterShock(s, sh, ctx) ? 'face' : 'done';
        continue;
      case 'done':
        return 'done';
      default:
        if (!RESOLUTION_STAGES.includes(sh.stage)) return 'done';
        resolveShock(s, sh, ctx);
        // A stage left with a choice of more than one option is a seat's decision (7.35, 7.53, 8.4).
        if (RESOLUTION_STAGES.includes(sh.stage)) return 'wait';
        continue;
    }
  }
  throw new Error('sgboh Shock did not reach a decision');
}

/**
 * The innermost interrupt, settled: `wait` when it waits for a decision (or a reaction), `none` when no interrupt
 * is left (each one done is popped, and the step it interrupted goes on).
 */
export function settleInterrupts(s: SgbohState, ctx: StepContext): 'wait' | 'none' {
  for (;;) {
    const i = s.turn.interrupts;
    const sh = i === undefined ? undefined : i[i.length - 1];
    if (sh === undefined) return 'none';
    if (settleShock(s, sh, ctx) === 'wait') return 'wait';
    popInterrupt(s);
  }
}
