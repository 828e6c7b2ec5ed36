import type { AnyGameModule, JsonValue, Language, Message, Pending, Seat } from '@polemarch/kernel';
import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';

/** What hovering, focusing or long-pressing a piece shows: a title and its full details. */
export interface Inspection {
  title: string;
  lines: { label: string; value: string }[];
}

/** The odds of an action, shown before the player commits (chance to hit, expected hits, column...). */
export interface Odds {
  title: string;
  items: { label: string; value: string }[];
  note?: string;
}

export interface ActionLabelContext {
  view: JsonValue;
  t: TFunction;
  module: AnyGameModule;
  lang: Language;
  /** The engine's own `describeAction`, where the module has one. */
  described?: Message;
}

/** Everything a system's board and side panel get from the game screen. */
export interface BoardContext {
  module: AnyGameModule;
  view: JsonValue;
  /** Whose eyes the screen shows (null: a spectator, e.g. the replay viewer or computer vs computer). */
  viewer: Seat | null;
  pending: Pending | null;
  /** The viewer's legal actions when the viewer is deciding; empty otherwise (the board is then read-only). */
  legal: readonly JsonValue[];
  onAction(action: JsonValue): void;
  onInspect(details: Inspection | null): void;
  /** The adapter's own translations (its i18next namespace) and the current language. */
  t: TFunction;
  lang: Language;
}

export interface RuleSection {
  /** The section number the engine cites (`rule: 'skirmish 4'` links to id '4'). */
  id: string;
  title: string;
  body: string[];
}

export interface RulesContent {
  title: string;
  intro?: string;
  sections: RuleSection[];
}

/**
 * The per-system extension point of the web app. Adding a system (C&C: Ancients, GBoH) is writing
 * one of these in `systems/<id>/` and one line in `systems/registry.ts`; a system without one is
 * still playable through the generic adapter (its legal actions as labelled buttons).
 */
export interface SystemAdapter {
  id: string;
  /**
   * True when seats hold secrets (C&C hands): hot-seat play then covers the screen between players. A
   * function when only some battles or moments hide things (GBoH: Dara's secret deployment, until revealed);
   * it gets the view of the seat that last looked.
   */
  hiddenInformation: boolean | ((view: JsonValue) => boolean);
  /** i18next resources for the adapter's namespace (`sys-<id>`), per language. */
  resources: Record<Language, Record<string, string>>;
  /** The board drawn from the view, with the legal actions mapped to clicks. */
  Board?: ComponentType<BoardContext>;
  /** Beside the board: the hand of cards, tracks (banners, rout points), reserves. */
  Panel?: ComponentType<BoardContext>;
  /**
   * A seat in words. With the view of the screen it is shown on, the army's own name where the battle has one
   * (C&C: "Carthaginians" rather than "Top").
   */
  seatName(seat: Seat, t: TFunction, view?: JsonValue): string;
  /** A CSS colour for the seat's pieces and badges. */
  seatColour(seat: Seat): string;
  /** A short label for a legal action, for buttons and the log. */
  actionLabel(action: JsonValue, ctx: ActionLabelContext): string;
  /** The odds of an action before it is committed, where it has any. */
  odds?(action: JsonValue, ctx: { view: JsonValue; t: TFunction; viewer: Seat | null }): Odds | null;
  /**
   * Whether `odds` has anything for this action, answered without computing them (the option list
   * marks such options; the odds themselves are worked out when an option is previewed).
   */
  hasOdds?(action: JsonValue): boolean;
  /**
   * The side list's group of an action: the unit or leader it is done by, in words ("Heavy Infantry (row 5,
   * column 6)"), or null for an action of no piece. Groups of several options are folded.
   */
  optionGroup?(action: JsonValue, ctx: { view: JsonValue; t: TFunction }): string | null;
  /**
   * The one action the rules leave when nothing is left to decide (C&C's Done in a battle phase with no battle,
   * GBoH's End the move at 0 MP): the screen submits it without a click. Only ever the engine's only legal action.
   */
  forced?(legal: readonly JsonValue[], pending: Pending): JsonValue | null;
  /** The engine's decision kinds in words ('act' → "Action", 'first-strike' → "First Strike"). */
  phaseName?(kind: string, t: TFunction): string;
  /**
   * Translate parameters of engine messages that the engine passes as raw ids (seat names, and piece names from
   * the view's own names table: `view` is the view of the screen the message is shown on).
   */
  localizeMessage?(message: Message, t: TFunction, view: JsonValue): Message;
  /** A chart's name or result as the engine writes it ("Command Checks (Trump)", "finished") in the reader's language. */
  chartText?(text: string, t: TFunction): string;
  /** The rules reference for this system, in our own words, per language. */
  rules: Record<Language, RulesContent>;
}
