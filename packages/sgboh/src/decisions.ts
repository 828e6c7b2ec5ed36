import { GameError, decisionMachine, jsonEqual, type DecisionTable, type Message } from '@polemarch/kernel';
import { leaderOf, other, unitOf, withIndex } from './board';
import { seizeLeaders } from './command';
import { applyReaction, doColumn, doDismount, doDoubleDepthAction, doFace, doFire, doHitAndRun, doLeaderStep, doRestackAction, moveActions, reactionLegal, reactorSide, startStep } from './movement';
import { attackerTypeOptions, defenderTypeOptions, keepActions, pendingAllocation } from './resolution';
import { advanceFaceActions, applyRbs, applyRbsAdvance, applyRetreat, buildShocks, designate, designateActions, lostArtillery, rbsActions, rbsAdvanceActions, retreatActions } from './shock';
import { activationActions, applyActivation, applySeize, endLeaderMove, settle } from './turn';
import { applyStrike, followOptions, frReactionRoll, pursue, pursuerOptions, strikeActions } from './feigned';
import { currentShock, shockDecision, type ShockDecision } from './shockFlow';
import type { Reaction, SgbohAction, SgbohState, Shock } from './types';

/**
 * Simple GBoH's decisions as data (kernel `decisionMachine`). The phase is the outermost decision (Seize window,
 * activation, movement, Shock designation); a reaction of the inactive player (6.15, 7.21–7.23) opens on top of
 * movement; a Shock's steps (RBS, its advance, retreats, the advance's facing) open on top of the Shock Phase.
 */
export type SgbohDecision =
  | { kind: 'seize'; seat: string; context: null }
  | { kind: 'activate'; seat: string; context: null }
  | { kind: 'move'; seat: string; context: null }
  | { kind: 'reaction'; seat: string; context: Reaction }
  | { kind: 'designate'; seat: string; context: null }
  | { kind: 'shock-order'; seat: string; context: null }
  | ShockDecision;

/**
 * The open decisions, outermost first. A Shock outside the Shock Phase (`turn.interrupts`) opens on top of the step it
 * interrupts; a reaction (7.74 Reaction Fire at an advance, an annex reaction) on top of everything.
 */
export function openDecisions(s: SgbohState): SgbohDecision[] {
  if (s.outcome !== null) return [];
  const t = s.turn;
  const active = t.active;
  const out: SgbohDecision[] = [];
  switch (t.phase) {
    case 'seize':
      return [{ kind: 'seize', seat: other(s, t.slot), context: null }];
    case 'activation':
      return [{ kind: 'activate', seat: active, context: null }];
    case 'move':
      out.push({ kind: 'move', seat: active, context: null });
      break;
    case 'designate':
      return [{ kind: 'designate', seat: active, context: null }];
    case 'shock': {
      const sh = t.shocks[t.shockIndex];
      if (sh === undefined) return [];
      out.push({ kind: 'designate', seat: active, context: null });
      if (t.interrupts !== undefined || t.reactions.length > 0) break;
      // 7.4: the Active Player decides which designated Shock is resolved next (ruling R-26).
      if (sh.stage === 'rbs' && !sh.ordered) return [...out, { kind: 'shock-order', seat: active, context: null }];
      const d = shockDecision(s, sh);
      return d === null ? [] : [...out, d];
    }
    case 'over':
      return [];
  }
  for (const sh of t.interrupts ?? []) {
    const d = shockDecision(s, sh);
    if (d !== null) out.push(d);
  }
  const r = t.reactions[0];
  if (r !== undefined) out.push({ kind: 'reaction', seat: reactorSide(s, r), context: r });
  return out;
}

function reactionRule(r: Reaction): string {
  switch (r.kind) {
    case 'facing':
      return 'sgboh 6.15';
    case 'withdraw':
      return 'sgboh 4.35';
    case 'impetus':
      return 'dh annex Impetuosity (R-49)';
    case 'sidestep':
      return 'sgboh 5.36';
    case 'charge-retreat':
    case 'charge':
      return 'dh annex Aggression Reaction (R-57)';
    case 'fire':
      return `sgboh ${r.rule}`;
  }
}

const wrong = (kind: string, a: SgbohAction): GameError => new GameError('illegal', `not a ${kind} action: ${a.type}`);
const shockOf = (s: SgbohState): Shock => currentShock(s)!;

const table: DecisionTable<SgbohState, SgbohAction, SgbohDecision> = {
  seize: {
    rule: 'sgboh 4.41',
    reaction: true,
    legal: (s) => [
      ...seizeLeaders(s).flatMap((l): SgbohAction[] => [{ type: 'seize', leader: l.id }, { type: 'seize-move', leader: l.id }]),
      { type: 'no-seize' },
    ],
    apply: (s, _c, a, ctx) => applySeize(s, a, ctx),
  },
  activate: {
    rule: 'sgboh 3.2',
    legal: activationActions,
    apply: (s, _c, a, ctx) => applyActivation(s, a, ctx),
  },
  move: {
    rule: 'sgboh 5.1',
    legal: moveActions,
    apply: (s, _c, a, ctx) => {
      switch (a.type) {
        case 'step':
          return startStep(s, a.unit, a.to, a.payHit, ctx);
        case 'stack-step':
          return startStep(s, a.unit, a.to, a.payHit, ctx, true);
        case 'restack':
          return doRestackAction(s, a.unit, ctx);
        case 'double-depth':
          return doDoubleDepthAction(s, a.unit, a.rear, ctx);
        case 'face':
          return doFace(s, a.unit, a.facing, ctx);
        case 'fire':
          return doFire(s, a.unit, a.target, ctx);
        case 'hit-and-run':
          return doHitAndRun(s, a.unit, a.target, ctx);
        case 'dismount':
          return doDismount(s, a.unit, ctx);
        case 'column':
          return doColumn(s, a.unit, a.column, a.facing, ctx);
        case 'leader-step':
          return doLeaderStep(s, a.leader, a.to, ctx);
        case 'end-move':
          if (s.turn.leaderMove) return endLeaderMove(s);
          s.turn.phase = 'designate';
          lostArtillery(s, ctx);
          return;
        default:
          throw wrong('move', a);
      }
    },
  },
  reaction: {
    rule: (_s, r) => reactionRule(r),
    // The inactive player's, but for the Hit-and-Run firer's retreat before an Aggression charge (ruling R-57).
    reaction: (s, _r, seat) => seat !== s.turn.active,
    prompt: (s, r): Message => {
      switch (r.kind) {
        case 'withdraw':
          return { key: 'prompt.reaction.withdraw', params: { unit: leaderOf(s, r.unit).name, target: unitOf(s, r.mover).name } };
        case 'impetus':
          return { key: 'prompt.reaction.impetus', params: { unit: unitOf(s, r.unit).name } };
        case 'sidestep':
        case 'charge-retreat':
          return { key: `prompt.reaction.${r.kind}`, params: { unit: unitOf(s, r.unit).name, target: unitOf(s, r.mover).name } };
        case 'charge':
          return { key: 'prompt.reaction.charge', params: { unit: unitOf(s, r.unit).name, target: unitOf(s, r.target).name } };
        case 'facing':
          return { key: 'prompt.reaction.facing', params: { unit: unitOf(s, r.unit).name, target: unitOf(s, r.mover).name } };
        case 'fire':
          return { key: 'prompt.reaction.fire', params: { unit: unitOf(s, r.unit).name, target: unitOf(s, r.target).name } };
      }
    },
    legal: reactionLegal,
    apply: (s, r, a, ctx) => applyReaction(s, r, a, ctx),
  },
  designate: {
    rule: 'sgboh 7.3',
    legal: designateActions,
    apply: (s, _c, a) => {
      if (a.type === 'designate') designate(s, a.attacker, a.defender);
      else if (a.type === 'resolve') {
        // 7.3: every Shock is designated before any is resolved.
        s.turn.shocks = buildShocks(s);
        s.turn.phase = 'shock';
      } else throw wrong('designate', a);
    },
  },
  rbs: {
    rule: 'sgboh 7.41',
    reaction: true,
    prompt: (s, c) => ({ key: 'prompt.rbs', params: { unit: unitOf(s, c.defender).name } }),
    legal: (s, c) => rbsActions(s, shockOf(s), c.defender),
    apply: (s, _c, a, ctx) => applyRbs(s, shockOf(s), a, ctx),
  },
  'rbs-advance': {
    rule: 'sgboh 7.44',
    legal: (s) => rbsAdvanceActions(s, shockOf(s)),
    apply: (s, _c, a, ctx) => {
      if (a.type !== 'advance' && a.type !== 'advance-face') throw wrong('rbs-advance', a);
      applyRbsAdvance(s, shockOf(s), a, ctx);
    },
  },
  retreat: {
    rule: 'sgboh 8.3',
    reaction: (s, c, seat) => seat !== s.turn.active && c.unit !== '',
    prompt: (s, c) => ({ key: 'prompt.retreat', params: { unit: unitOf(s, c.unit).name } }),
    legal: (s) => retreatActions(s, shockOf(s)),
    apply: (s, c, a, ctx) => {
      if (a.type !== 'retreat') throw wrong('retreat', a);
      applyRetreat(s, shockOf(s), c.unit, a.to, ctx);
    },
  },
  'advance-face': {
    rule: 'sgboh 7.72',
    legal: (s) => advanceFaceActions(s, shockOf(s)),
    apply: (s, _c, a) => {
      if (a.type !== 'advance-face') throw wrong('advance-face', a);
      const sh = shockOf(s);
      unitOf(s, sh.lead!).facing = a.facing;
      sh.stage = 'done';
    },
  },
  'shock-order': {
    rule: 'sgboh 7.4',
    legal: (s) => s.turn.shocks.slice(s.turn.shockIndex).map((sh): SgbohAction => ({ type: 'shock-order', defender: sh.defenders[0]! })),
    apply: (s, _c, a) => {
      if (a.type !== 'shock-order') throw wrong('shock-order', a);
      const t = s.turn;
      const j = t.shocks.findIndex((sh, i) => i >= t.shockIndex && sh.defenders[0] === a.defender);
      const [picked] = t.shocks.splice(j, 1);
      picked!.ordered = true;
      t.shocks.splice(t.shockIndex, 0, picked!);
    },
  },
  'shock-type': {
    rule: 'sgboh 7.35',
    reaction: (_s, c) => c.side === 'defender',
    prompt: (_s, c) => ({ key: `prompt.shock-type.${c.side}`, params: {} }),
    legal: (s, c) => {
      const sh = shockOf(s);
      if (c.side === 'attacker') return attackerTypeOptions(s, sh).map((o): SgbohAction => ({ type: 'shock-type', unit: o.unit, as: o.as }));
      return defenderTypeOptions(s, sh).map((id): SgbohAction => ({ type: 'shock-type', unit: id, as: unitOf(s, id).type }));
    },
    apply: (s, c, a) => {
      if (a.type !== 'shock-type') throw wrong('shock-type', a);
      const sh = shockOf(s);
      if (c.side === 'attacker') {
        sh.attackerType = { unit: a.unit, as: a.as };
        sh.lead = a.unit;
        sh.stage = 'defender-type';
      } else {
        sh.defenderType = a.unit;
        sh.stage = 'roll';
      }
    },
  },
  allocate: {
    rule: 'sgboh 7.53',
    reaction: (s, _c, seat) => seat !== s.turn.active,
    prompt: (_s, c) => ({ key: `prompt.allocate.${c.side}`, params: {} }),
    legal: (s) => (pendingAllocation(s, shockOf(s))?.options ?? []).map((unit): SgbohAction => ({ type: 'allocate', unit })),
    apply: (s, c, a) => {
      if (a.type !== 'allocate') throw wrong('allocate', a);
      shockOf(s).extraHits[c.side].push(a.unit);
    },
  },
  'fr-roll': {
    rule: 'dh annex Feigned Retreat (R-58)',
    legal: (s) => pursuerOptions(s, shockOf(s)).map((unit): SgbohAction => ({ type: 'pursuer', unit })),
    apply: (s, _c, a, ctx) => {
      if (a.type !== 'pursuer') throw wrong('fr-roll', a);
      frReactionRoll(s, shockOf(s), a.unit, ctx);
    },
  },
  'fr-follow': {
    rule: 'dh annex Feigned Retreat (R-58)',
    legal: (s) => followOptions(s, shockOf(s)).map((unit): SgbohAction => ({ type: 'pursue', unit })),
    apply: (s, _c, a, ctx) => {
      if (a.type !== 'pursue') throw wrong('fr-follow', a);
      pursue(s, shockOf(s), a.unit, ctx);
    },
  },
  'fr-strike': {
    rule: 'dh annex Feigned Retreat (R-58)',
    reaction: (s, _c, seat) => seat !== s.turn.active,
    prompt: (s) => {
      const st = shockOf(s).strike!;
      return { key: 'prompt.fr-strike', params: { unit: unitOf(s, st.unit).name, target: unitOf(s, st.target).name } };
    },
    legal: (s) => strikeActions(s, shockOf(s)),
    apply: (s, _c, a, ctx) => {
      if (a.type !== 'strike-fire' && a.type !== 'strike-shock' && a.type !== 'decline') throw wrong('fr-strike', a);
      applyStrike(s, shockOf(s), a, ctx);
    },
  },
  keep: {
    rule: 'sgboh 8.4',
    legal: (s) => keepActions(s, shockOf(s)),
    apply: (s, _c, a) => {
      if (a.type !== 'keep') throw wrong('keep', a);
      const sh = shockOf(s);
      sh.kept = a.unit;
      sh.stage = 'apply';
    },
  },
};

const machine = decisionMachine<SgbohState, SgbohAction, SgbohDecision>({ open: openDecisions, table, settle });

/**
 * The machine, with `legal` reading a per-call index of the state (board.ts `withIndex`), and a fast legality test
 * for a unit's movement action (only that unit's actions are listed).
 */
export const sgbohDecisions = {
  ...machine,
  legal: (s: SgbohState, seat: string): SgbohAction[] => withIndex(s, () => machine.legal(s, seat)),
  isLegal(s: SgbohState, seat: string, a: SgbohAction): boolean {
    const d = machine.current(s);
    if (d === null || d.seat !== seat) return false;
    if (d.kind === 'move' && (a.type === 'step' || a.type === 'stack-step' || a.type === 'restack' || a.type === 'double-depth' || a.type === 'face' || a.type === 'fire' || a.type === 'hit-and-run' || a.type === 'column' || a.type === 'dismount')) {
      return withIndex(s, () => moveActions(s, a.unit).some((x) => jsonEqual(x, a)));
    }
    return sgbohDecisions.legal(s, seat).some((x) => jsonEqual(x, a));
  },
};
