import type { SectionName } from '../board';
import type { UnitType } from '../units';

/** A Command card (rules §18; data from spec cards.json, source seed 002 §18 and the card list). */
export type CardKind = 'section' | 'troop' | 'leadership' | 'tactic';
export type TacticKind =
  | 'clash-of-shields'
  | 'counter-attack'
  | 'darken-the-sky'
  | 'double-time'
  | 'first-strike'
  | 'i-am-spartacus'
  | 'line-command'
  | 'move-fire-move'
  | 'mounted-charge'
  | 'rally';

export interface CardDef {
  id: string;
  name: string;
  nameIt: string;
  count: number;
  kind: CardKind;
  /** Helmet symbol: attached leaders may detach at one order each (§7.5, §18.0.2). */
  helmet: boolean;
  /** Section cards: orders per section, from the playing side's seat. */
  quotas?: Partial<Record<SectionName, number>>;
  /** Troop / Tactic cards that order up to Command of these types. */
  eligible?: readonly UnitType[];
  /** May order lone or detaching leaders (§7.5.2). */
  ordersLeaders?: boolean;
  /** Leadership cards: the section the leader must be in, and how many more connected hexes. */
  leaderSection?: SectionName | 'any';
  chain?: number;
  /** "If you have no [eligible] units, order 1 unit of your choice" (§18.0.4). */
  fallback: boolean;
  tactic?: TacticKind;
  source: 'seed';
}
