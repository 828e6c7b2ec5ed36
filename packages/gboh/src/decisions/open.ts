import { otherSide, sideOf } from '../board';
import { waitingRouter } from '../cohesion';
import { entrySeat } from '../rules/reinforcements';
import { hooks } from '../battleRules';
import type { GbohState, ReactionOffer } from '../types';
import { eioSide } from './activation';
import { type GbohDecision, REACTION_KIND, type ReactionDecision } from './decision';

/**
 * Visit the open decisions, innermost (the one a seat answers now) first, until `visit` says stop (true): the order of precedence of the sequence of
 * play (M.2), written once. Each is read from the state's own sub-objects: the arriving reinforcements, a rout move
 * waiting at a tie, the reaction queue (its head first: a reaction pushes an offer, its answer removes it), the
 * Feigned Retreat and the Orderly Withdrawal in progress, the Shock Segment's step, and the phase.
 */
export function visitOpenDecisions(s: GbohState, visit: (d: GbohDecision) => boolean): void {
  if (s.outcome !== null) return;
  const setup = hooks.setupSeat(s); // DH 11.32: a Standard to place at set-up
  if (setup !== null && visit({ kind: 'battle-setup', seat: setup, context: null })) return;
  const entry = entrySeat(s);
  if (entry !== null && visit({ kind: 'reinforcement-entry', seat: entry, context: null })) return;
  // 10.21 (ruling R-ROUT-1): an initial rout move at a real tie waits for its owner before anything else goes on.
  const router = waitingRouter(s);
  if (router !== null && visit({ kind: 'rout-path', seat: sideOf(s, router), context: { unit: router, tie: true } })) return;
  for (const r of s.reactions) if (visit(reactionDecision(r))) return;
  if (s.feigned && visit({ kind: 'feigned-retreat', seat: s.feigned.seat, context: s.feigned })) return;
  if (s.withdrawal && visit({ kind: 'orderly-withdrawal', seat: s.withdrawal.seat, context: s.withdrawal })) return;
  const a = s.activation;
  if (s.phase === 'orders' && a !== null && (a.segment === 'shock' || s.shock?.nested) && s.shock) {
    const sh = s.shock;
    const atk = sh.attackerSide;
    switch (sh.step) {
      case 'designate':
        if (visit({ kind: 'shock-designation', seat: atk, context: sh })) return;
        break;
      case 'combats':
        if (visit({ kind: 'shock-combats', seat: atk, context: sh })) return;
        break;
      case 'chooseAttacker':
        if (visit({ kind: 'choose-attacker', seat: atk, context: sh })) return;
        break;
      case 'chooseDefender':
        if (visit({ kind: 'choose-defender', seat: otherSide(s, atk), context: sh })) return;
        break;
      case 'oddHits':
        if (visit({ kind: 'odd-hits', seat: sh.oddHits!.seat, context: sh })) return;
        break;
      case 'advance':
      case 'chargeAdvance':
        if (visit({ kind: 'advance', seat: atk, context: sh })) return;
        break;
      case 'advanceFacing':
        if (visit({ kind: 'advance-facing', seat: atk, context: sh })) return;
        break;
      default:
        break;
    }
  }
  const mr = s.mongolReaction;
  if (s.phase === 'rout' && mr?.placing !== undefined && visit({ kind: 'dismounted-placement', seat: mr.side, context: mr.placing })) return;
  if (s.phase === 'rout' && mr?.offered === true && visit({ kind: 'withdrawal-reaction', seat: mr.side, context: mr })) return;
  const phase = phaseDecision(s);
  if (phase !== null && visit(phase)) return;
}

/** The outermost open decision: the phase's own. */
function phaseDecision(s: GbohState): GbohDecision | null {
  const a = s.activation;
  switch (s.phase) {
    case 'champion': {
      const c = s.champion!;
      const seat = c.status === 'cancelOffer' ? s.static.champion!.cancel!.side : s.static.sides[0].id;
      return { kind: c.status === 'cancelOffer' ? 'champion-cancel' : 'champion-challenge', seat, context: null };
    }
    case 'eio': {
      const side = eioSide(s);
      return side === null ? null : { kind: 'elite-orders', seat: side, context: { side } };
    }
    case 'activation':
      return s.designation ? { kind: 'activate', seat: s.designation.side, context: { side: s.designation.side } } : null;
    case 'trumpTheTrump': {
      const side = otherSide(s, sideOf(s, s.designated!.trumper!));
      return { kind: 'trump-the-trump', seat: side, context: { side } };
    }
    case 'orders':
      return { kind: s.move ? 'move' : 'orders', seat: a!.side, context: null };
    case 'rout': {
      const rs = s.routSegment!;
      return rs.unit === null ? { kind: 'rout-order', seat: rs.side, context: null } : { kind: 'rout-path', seat: rs.side, context: { unit: rs.unit, tie: false } };
    }
    case 'momentum':
      return { kind: 'momentum', seat: a!.side, context: { side: a!.side } };
    case 'trumpTheMomentum': {
      const side = otherSide(s, a!.side);
      return { kind: 'trump-the-momentum', seat: side, context: { side } };
    }
    default:
      return null;
  }
}

/** The decision of a reaction offer: its kind is the offer's `pending` kind, its context the offer itself. */
function reactionDecision(r: ReactionOffer): ReactionDecision {
  // The kind is looked up from the offer's own kind, so the pair always matches one variant of the union.
  return { kind: REACTION_KIND[r.kind], seat: r.seat, context: r } as ReactionDecision;
}

// `currentDecision` runs several times per action (pending, legal, step): a visitor with no closure or generator
// allocated per call.
let first: GbohDecision | null = null;
const takeFirst = (d: GbohDecision): boolean => {
  first = d;
  return true;
};

/** The innermost open decision (the visitor's first), or null. */
export function currentDecision(s: GbohState): GbohDecision | null {
  first = null;
  visitOpenDecisions(s, takeFirst);
  const d = first;
  first = null;
  return d;
}

/** The open decisions, outermost first (the kernel's order). */
export function allOpenDecisions(s: GbohState): GbohDecision[] {
  const out: GbohDecision[] = [];
  visitOpenDecisions(s, (d) => {
    out.push(d);
    return false;
  });
  return out.reverse();
}
