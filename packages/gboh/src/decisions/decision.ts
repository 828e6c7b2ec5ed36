import type { DecisionTable, Message } from '@polemarch/kernel';
import type { GbohAction } from '../actions';
import type { GbohState, ReactionOffer, ShockState, WithdrawalState } from '../types';

/**
 * GBoH's open decisions as typed variants `{kind, seat, context}` (kernel decisions.ts). The kinds are the
 * `pending` kinds the web app and the AI read; the context is the state's own sub-object the decision is about
 * (a reaction offer, the Orderly Withdrawal in progress, the Shock Segment...), so the open-decision stack is
 * derived from the state and the state's shape is unchanged.
 */

/** The `pending` kind of each reaction offer (8.33 H&D reaction fire is asked as Entry Reaction Fire). */
export const REACTION_KIND = {
  ow: 'orderly-withdrawal-offer',
  reactionFacing: 'reaction-facing',
  entryFire: 'entry-reaction-fire',
  retireFire: 'retire-reaction-fire',
  returnFire: 'return-fire',
  leaderWithdraw: 'leader-withdrawal',
  leaderPlace: 'leader-placement',
  mustCheck: 'must-check',
  shieldWall: 'shield-wall',
  hdReaction: 'entry-reaction-fire',
  impetuosity: 'impetuosity',
  cheiroReaction: 'cheiroballistra-fire',
  fr: 'feigned-retreat-offer',
  frAttack: 'feigned-retreat-attack',
  columnRevert: 'column-revert',
  hdCharge: 'impetuosity-charge',
  hdRetreat: 'impetuosity-retreat',
} as const satisfies Record<ReactionOffer['kind'], string>;

type ReactionKinds = typeof REACTION_KIND;

/** A reaction offer at the head of the queue, as an open decision: its context is the offer itself. */
export type ReactionDecision = {
  [K in ReactionOffer['kind']]: { kind: ReactionKinds[K]; seat: string; context: Extract<ReactionOffer, { kind: K }> };
}[ReactionOffer['kind']];

/** One variant per kind of `K`, all with the context `C` (distributive, so the table types each kind's context). */
type Each<K extends string, C> = K extends string ? { kind: K; seat: string; context: C } : never;

/** The Shock Segment's decisions (9.1–9.2, 10.13): the context is the Shock Segment in progress. */
export type ShockDecision = Each<'shock-designation' | 'shock-combats' | 'choose-attacker' | 'choose-defender' | 'odd-hits' | 'advance' | 'advance-facing', ShockState>;

export type FeignedState = NonNullable<GbohState['feigned']>;

export type GbohDecision =
  | { kind: 'reinforcement-entry'; seat: string; context: null }
  /** The battle's set-up choice (DH 11.32: a Standard placed "anywhere"), before the first phase's decisions. */
  | { kind: 'battle-setup'; seat: string; context: null }
  /** 10.21 `tie`: an initial rout move waiting for its owner (R-ROUT-1); otherwise 10.22, the Rout Segment's router. */
  | { kind: 'rout-path'; seat: string; context: { unit: string; tie: boolean } }
  | ReactionDecision
  | { kind: 'feigned-retreat'; seat: string; context: FeignedState }
  | { kind: 'orderly-withdrawal'; seat: string; context: WithdrawalState }
  | ShockDecision
  | Each<'champion-challenge' | 'champion-cancel', null>
  /** The context names the deciding side (the trumps' seat is the other side's). */
  | Each<'elite-orders' | 'activate' | 'trump-the-trump' | 'momentum' | 'trump-the-momentum', { side: string }>
  | Each<'orders' | 'move' | 'rout-order', null>
  /** DH 12.2: the Mongol at his Withdrawal Level (the context is the state's `mongolReaction`). */
  | { kind: 'withdrawal-reaction'; seat: string; context: NonNullable<GbohState['mongolReaction']> }
  /** DH 12.21: the owner places the Dismounted Defense's units, a hex then a facing each (the context: what is left). */
  | { kind: 'dismounted-placement'; seat: string; context: NonNullable<NonNullable<GbohState['mongolReaction']>['placing']> };

export type GbohDecisionKind = GbohDecision['kind'];

/** The table's entries for some kinds: each decision group's module gives its own. */
export type GbohDecisions<K extends GbohDecisionKind> = Pick<DecisionTable<GbohState, GbohAction, GbohDecision>, K>;

export const msg = (key: string, params?: Record<string, string | number | boolean>): Message => (params ? { key, params } : { key });
