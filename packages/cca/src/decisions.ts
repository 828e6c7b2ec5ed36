import { type DecisionTable, type Message, type Seat, type StepContext, decisionMachine } from '@polemarch/kernel';
import { applyBattleAction, battleActions, hasSecondMove } from './battle';
import { type Side, other } from './board';
import { advanceInto, afterAttack, attackRoll, battleBack, bonusAllowed, bonusTargets, declareCloseCombat, extraHexOptions, react, reactionOptions } from './closeCombat';
import { evadeMove, evadePaths } from './evade';
import { leaderEvade, leaderEvadePaths, marshCheckUnit } from './leaders';
import { applyMoveAction, moveActions } from './movement';
import { applyOrderAction, orderActions, playCard, playableCards } from './orders';
import { acceptFlags, blockedRetreat, flagOwner, rampageAt, rampageRoller, retreatOptions, retreatStep } from './retreat';
import { type CcaAction, type CcaState, type Combat, type FlagTask, type Leader, type TurnPhase, type Unit, leaderById, unitById } from './state';
import { endTurn } from './turn';
import { refreshCampPossession, removeLeader, unitEnteredHex } from './victory';

/**
 * The decisions of C&C: Ancients as data (kernel `decisionMachine`). `openDecisions` states which are
 * open, outermost first: the phase of the turn (§6–§9), then the step of the combat being fought (§11,
 * §13), then the flags it rolled (§12), then a leader who must Evade (§13.3). The innermost is the one a
 * seat answers now. `CCA_DECISIONS` gives each kind's rule, prompt, legal actions and handler.
 */

type Open<K extends string, C> = { kind: K; seat: Side; context: C };
type PhaseKind = 'play-card' | 'order' | 'move' | 'battle' | 'move2';
type CombatKind = 'reaction' | 'evade-path' | 'battle-back' | 'momentum' | 'extra-hex' | 'bonus';
type FlagKind = 'ignore-flags' | 'rampage-order' | 'retreat';
type CombatContext = { combat: Combat };
type FlagContext = { combat: Combat; flags: FlagTask };

export type CcaDecision =
  | { [K in PhaseKind]: Open<K, null> }[PhaseKind]
  | { [K in CombatKind]: Open<K, CombatContext> }[CombatKind]
  | { [K in FlagKind]: Open<K, FlagContext> }[FlagKind]
  | Open<'leader-evade', { leader: Leader }>;

export type CcaDecisionKind = CcaDecision['kind'];

const PHASE_KIND: Record<TurnPhase, PhaseKind> = { play: 'play-card', order: 'order', move: 'move', battle: 'battle', move2: 'move2' };

/** The defender's side, or the attacker's enemy once the defender is gone. */
function defenderSide(s: CcaState, combat: Combat): Side {
  return unitById(s, combat.defender)?.side ?? other(combat.side);
}

/** The combat step that waits for a seat, if any (the other stages run by themselves in `settle`). */
function combatDecision(s: CcaState, combat: Combat): CcaDecision | null {
  const context = { combat };
  switch (combat.stage) {
    case 'reaction':
      return { kind: 'reaction', seat: defenderSide(s, combat), context };
    case 'evade':
      return { kind: 'evade-path', seat: defenderSide(s, combat), context };
    case 'battle-back':
      return { kind: 'battle-back', seat: defenderSide(s, combat), context };
    case 'momentum':
      return { kind: 'momentum', seat: combat.side, context };
    case 'extra-hex':
      return { kind: 'extra-hex', seat: combat.side, context };
    case 'bonus':
      return { kind: 'bonus', seat: combat.side, context };
    default:
      return null;
  }
}

function flagDecision(s: CcaState, combat: Combat, flags: FlagTask): CcaDecision {
  const context = { combat, flags };
  if (flags.stage === 'ignore') return { kind: 'ignore-flags', seat: flagOwner(s, flags), context };
  if (flags.stage === 'rampage') return { kind: 'rampage-order', seat: rampageRoller(s, flags), context };
  return { kind: 'retreat', seat: flagOwner(s, flags), context };
}

/** The open decisions, outermost first (none once the game is over). */
export function openDecisions(s: CcaState): CcaDecision[] {
  if (s.outcome !== null) return [];
  const open: CcaDecision[] = [{ kind: PHASE_KIND[s.turn.phase], seat: s.active, context: null }];
  const combat = s.combat;
  if (combat !== null) {
    const step = combatDecision(s, combat);
    if (step !== null) open.push(step);
    if (combat.flags !== null) open.push(flagDecision(s, combat, combat.flags));
  }
  const leader = s.leaderEvades.length > 0 ? leaderById(s, s.leaderEvades[0] as number) : undefined;
  if (leader !== undefined) open.push({ kind: 'leader-evade', seat: leader.side, context: { leader } });
  return open;
}

/**
 * The innermost open decision, the last of `openDecisions`, without building the others: `pending`, `legal` and
 * `step` each ask for it, on every action of random play and search (issue 18).
 */
export function currentDecision(s: CcaState): CcaDecision | null {
  if (s.outcome !== null) return null;
  const leader = s.leaderEvades.length > 0 ? leaderById(s, s.leaderEvades[0] as number) : undefined;
  if (leader !== undefined) return { kind: 'leader-evade', seat: leader.side, context: { leader } };
  const combat = s.combat;
  if (combat !== null) {
    if (combat.flags !== null) return flagDecision(s, combat, combat.flags);
    const step = combatDecision(s, combat);
    if (step !== null) return step;
  }
  return { kind: PHASE_KIND[s.turn.phase], seat: s.active, context: null };
}

/** Every prompt names the deciding side: `prompt.<kind>` with `{side}`. */
const sidePrompt = (kind: CcaDecisionKind) => (_s: CcaState, _c: unknown, seat: Seat): Message => ({ key: `prompt.${kind}`, params: { side: seat } });
/** A decision of the seat not playing the turn (a defender's reaction, a retreat after Battle Back...). */
const notActive = (s: CcaState, _c: unknown, seat: Seat): boolean => seat !== s.active;

function attackerOf(s: CcaState, c: Combat): Unit {
  const u = unitById(s, c.attacker);
  if (u === undefined) throw new Error(`cca: attacker ${c.attacker} is gone`);
  return u;
}

/** The attacker enters a hex it has won (§13.5); entering a marsh rolls for a block (§16.11). */
function advanceAttacker(s: CcaState, ctx: StepContext, u: Unit, to: number): void {
  advanceInto(s, ctx, u, to);
  if (!marshCheckUnit(s, ctx, u)) unitEnteredHex(s, ctx, u);
}

export const CCA_DECISIONS: DecisionTable<CcaState, CcaAction, CcaDecision> = {
  'play-card': {
    rule: 'cca 6',
    reaction: false,
    prompt: sidePrompt('play-card'),
    legal: (s) => {
      // A position file may leave a hand empty: the turn then passes (and draws) without a card.
      const cards = playableCards(s, s.active);
      return cards.length === 0 ? [{ type: 'done' }] : cards.map((card): CcaAction => ({ type: 'play', card }));
    },
    apply: (s, _c, a, ctx) => {
      if (a.type === 'play') playCard(s, ctx, a.card);
      else if (a.type === 'done') endTurn(s, ctx);
    },
  },
  order: {
    rule: 'cca 7',
    reaction: false,
    prompt: sidePrompt('order'),
    legal: (s) => orderActions(s),
    apply: (s, _c, a, ctx) => applyOrderAction(s, ctx, a),
  },
  move: {
    rule: 'cca 8',
    reaction: false,
    prompt: sidePrompt('move'),
    legal: (s) => moveActions(s),
    apply: (s, _c, a, ctx) => {
      if (a.type === 'done') s.turn.phase = 'battle';
      else applyMoveAction(s, ctx, a);
    },
  },
  battle: {
    rule: 'cca 9',
    reaction: false,
    prompt: sidePrompt('battle'),
    legal: (s) => battleActions(s),
    apply: (s, _c, a, ctx) => {
      if (a.type !== 'done') applyBattleAction(s, ctx, a);
      else if (hasSecondMove(s)) s.turn.phase = 'move2';
      else endTurn(s, ctx);
    },
  },
  // Move-Fire-Move: the second move after the battle.
  move2: {
    rule: 'cca 8',
    reaction: false,
    prompt: sidePrompt('move2'),
    legal: (s) => moveActions(s),
    apply: (s, _c, a, ctx) => {
      if (a.type === 'done') endTurn(s, ctx);
      else applyMoveAction(s, ctx, a);
    },
  },
  reaction: {
    rule: 'cca 11.2',
    reaction: notActive,
    prompt: sidePrompt('reaction'),
    legal: (s, c) => reactionOptions(s, c.combat).map((type) => ({ type })),
    apply: (s, _c, a, ctx) => {
      if (a.type === 'evade' || a.type === 'first-strike' || a.type === 'stand') react(s, ctx, a.type);
    },
  },
  'evade-path': {
    rule: 'cca 13.1.5',
    reaction: notActive,
    prompt: sidePrompt('evade-path'),
    legal: (s, c) => {
      const d = unitById(s, c.combat.defender);
      return d === undefined ? [] : evadePaths(s, d).map((path) => ({ type: 'evade-path', path }));
    },
    apply: (s, c, a, ctx) => {
      const d = unitById(s, c.combat.defender);
      if (a.type !== 'evade-path' || d === undefined) return;
      evadeMove(s, ctx, d, a.path);
      c.combat.stage = 'done';
    },
  },
  'battle-back': {
    rule: 'cca 11.10',
    reaction: notActive,
    prompt: sidePrompt('battle-back'),
    legal: () => [{ type: 'battle-back' }, { type: 'decline' }],
    apply: (s, c, a, ctx) => {
      if (a.type === 'battle-back') battleBack(s, ctx, c.combat);
      else c.combat.stage = 'done';
    },
  },
  momentum: {
    rule: 'cca 13.5',
    reaction: notActive,
    prompt: sidePrompt('momentum'),
    legal: () => [{ type: 'advance' }, { type: 'decline' }],
    apply: (s, c, a, ctx) => {
      if (a.type !== 'advance') {
        c.combat.stage = 'done';
        return;
      }
      advanceAttacker(s, ctx, attackerOf(s, c.combat), c.combat.targetHex);
      c.combat.stage = 'extra-hex';
    },
  },
  'extra-hex': {
    rule: 'cca 13.5.3',
    reaction: notActive,
    prompt: sidePrompt('extra-hex'),
    legal: (s, c) => {
      const a = unitById(s, c.combat.attacker);
      return [{ type: 'decline' }, ...(a === undefined ? [] : extraHexOptions(s, a, c.combat).map((to): CcaAction => ({ type: 'extra', to })))];
    },
    apply: (s, c, a, ctx) => {
      if (a.type === 'extra') advanceAttacker(s, ctx, attackerOf(s, c.combat), a.to);
      c.combat.stage = 'bonus';
    },
  },
  bonus: {
    rule: 'cca 13.6',
    reaction: notActive,
    prompt: sidePrompt('bonus'),
    legal: (s, c) => {
      const a = unitById(s, c.combat.attacker);
      return [{ type: 'decline' }, ...(a === undefined ? [] : bonusTargets(s, a).map((target): CcaAction => ({ type: 'attack', unit: a.id, target })))];
    },
    apply: (s, c, a, ctx) => {
      if (a.type === 'attack') declareCloseCombat(s, ctx, attackerOf(s, c.combat), a.target, true);
      else c.combat.stage = 'done';
    },
  },
  'ignore-flags': {
    rule: 'cca 12.6',
    reaction: notActive,
    prompt: sidePrompt('ignore-flags'),
    legal: (_s, c) => {
      const out: CcaAction[] = [];
      for (let k = 0; k <= c.flags.ignorable; k++) out.push({ type: 'ignore', flags: k });
      return out;
    },
    apply: (s, c, a) => {
      if (a.type === 'ignore') acceptFlags(s, c.flags, c.flags.flags - a.flags);
    },
  },
  'rampage-order': {
    rule: 'cca 12.9',
    reaction: notActive,
    prompt: sidePrompt('rampage-order'),
    legal: (_s, c) => c.flags.rampageHexes.map((hex) => ({ type: 'rampage', hex })),
    apply: (s, c, a, ctx) => {
      if (a.type === 'rampage') rampageAt(s, ctx, c.flags, a.hex);
    },
  },
  retreat: {
    rule: 'cca 12.2',
    reaction: notActive,
    prompt: sidePrompt('retreat'),
    legal: (s, c) => {
      const u = unitById(s, c.flags.unit);
      return u === undefined ? [] : retreatOptions(s, u, c.flags.remaining).map((to) => ({ type: 'retreat', to }));
    },
    apply: (s, c, a, ctx) => {
      if (a.type === 'retreat') retreatStep(s, ctx, c.flags, a.to);
    },
  },
  'leader-evade': {
    rule: 'cca 13.3',
    reaction: notActive,
    prompt: sidePrompt('leader-evade'),
    legal: (s, c) => leaderEvadePaths(s, c.leader).map((path) => ({ type: 'leader-evade', path })),
    apply: (s, c, a, ctx) => {
      if (a.type === 'leader-evade') leaderEvade(s, ctx, c.leader, a.path);
    },
  },
};

/** Run everything automatic until someone must decide (or the game is over). */
function proceed(s: CcaState, ctx: StepContext): void {
  for (let guard = 0; guard < 10_000; guard++) {
    if (s.outcome !== null) return;
    if (s.leaderEvades.length > 0) {
      const l = leaderById(s, s.leaderEvades[0] as number);
      if (l === undefined || l.hex < 0 || s.units.some((u) => u.hex === l.hex && u.side === l.side)) {
        s.leaderEvades.shift();
        continue;
      }
      const paths = leaderEvadePaths(s, l);
      if (paths.length === 0) {
        // §13.3.2(h): a leader that cannot Evade even one hex is eliminated.
        removeLeader(s, ctx, l, true);
        continue;
      }
      if (paths.length === 1) {
        leaderEvade(s, ctx, l, paths[0] as number[]);
        continue;
      }
      return;
    }
    const c = s.combat;
    if (c === null) return;
    const f = c.flags;
    if (f !== null) {
      const u = unitById(s, f.unit);
      if (u === undefined) {
        c.flags = null;
        continue;
      }
      if (f.stage === 'ignore') return;
      if (f.stage === 'rampage') {
        if (f.rampageHexes.length === 0) f.stage = 'retreat';
        else if (f.rampageHexes.length === 1) rampageAt(s, ctx, f, f.rampageHexes[0] as number);
        else return;
        continue;
      }
      if (f.remaining <= 0) {
        c.flags = null;
        continue;
      }
      const opts = retreatOptions(s, u, f.remaining);
      if (opts.length === 0) {
        blockedRetreat(s, ctx, f);
        c.flags = null;
      } else if (opts.length === 1) retreatStep(s, ctx, f, opts[0] as number);
      else return;
      continue;
    }
    switch (c.stage) {
      case 'reaction':
      case 'momentum':
      case 'battle-back':
        return;
      case 'attack-roll':
        attackRoll(s, ctx, c);
        continue;
      case 'd-flags':
        afterAttack(s, c);
        continue;
      case 'fs-flags': {
        const a = unitById(s, c.attacker);
        // §18.4: if the attacker was eliminated or forced back, its combat ends.
        c.stage = a === undefined || a.hex !== c.attackerHex ? 'done' : 'attack-roll';
        continue;
      }
      case 'bb-flags':
        c.stage = 'done';
        continue;
      case 'evade': {
        const d = unitById(s, c.defender);
        const paths = d === undefined ? [] : evadePaths(s, d);
        if (d === undefined || paths.length === 0) c.stage = 'done';
        else if (paths.length === 1) {
          evadeMove(s, ctx, d, paths[0] as number[]);
          c.stage = 'done';
        } else return;
        continue;
      }
      case 'extra-hex': {
        const a = unitById(s, c.attacker);
        if (a === undefined || extraHexOptions(s, a, c).length === 0) c.stage = 'bonus';
        else return;
        continue;
      }
      case 'bonus': {
        const a = unitById(s, c.attacker);
        if (a === undefined || !bonusAllowed(s, a, c) || bonusTargets(s, a).length === 0) c.stage = 'done';
        else return;
        continue;
      }
      case 'done':
        s.combat = null;
        refreshCampPossession(s, ctx);
        continue;
      default:
        return;
    }
  }
  throw new Error('cca: proceed did not settle');
}

/** `pending`, `legal` and `step` of the module, from the table. */
export const ccaDecisions = decisionMachine<CcaState, CcaAction, CcaDecision>({
  open: openDecisions,
  current: currentDecision,
  table: CCA_DECISIONS,
  settle(s, ctx) {
    proceed(s, ctx);
    // Utica: Rebel Camp under the 'occupied' option: possession follows every movement.
    if (s.rules.special.campHold?.possession === 'occupied') refreshCampPossession(s, ctx);
  },
});
