import { LEADERSHIP_CARDS } from './leadership';
import { SECTION_CARDS } from './section';
import { TACTIC_CARDS } from './tactic';
import { TROOP_CARDS } from './troop';
import type { CardDef } from './types';

export type { CardDef, CardKind, TacticKind } from './types';

/** The 60-card Command deck (§18.5). */
export const CARDS: readonly CardDef[] = [...SECTION_CARDS, ...TROOP_CARDS, ...LEADERSHIP_CARDS, ...TACTIC_CARDS];
export const CARD_BY_ID: ReadonlyMap<string, CardDef> = new Map(CARDS.map((c) => [c.id, c]));

export function card(id: string): CardDef {
  const c = CARD_BY_ID.get(id);
  if (c === undefined) throw new Error(`unknown card ${id}`);
  return c;
}

/** The full deck, one entry per physical card, in a fixed order (shuffled at setup). */
export function fullDeck(): string[] {
  const out: string[] = [];
  for (const c of CARDS) for (let i = 0; i < c.count; i++) out.push(c.id);
  return out;
}

export const DECK_SIZE = 60;
