import { type Side, SIDES, hexIndex, isOnBoard } from '../board';
import { CARD_BY_ID, fullDeck } from '../cards';
import { UNITS, type UnitType } from '../units';
import type { Position } from './schema';

/**
 * Full validation of a position file against the game's rules (issue 17.5), past what the schema's
 * shapes say: every piece on the board and alone on its hex, each side with an army, blocks within the
 * unit's strength (§2.5), hands dealt from the 60-card deck and known cards (§3.5, §18.5), banners short of victory
 * (§3.6). Returns every problem found, in words; empty for a sound position. The built-in scenarios
 * pass it (test/position-validation.test.ts).
 */
export function positionProblems(p: Position): string[] {
  const out: string[] = [];
  const at = (row: number, col: number): string => `${row},${col}`;
  const onBoard = (row: number, col: number, what: string): boolean => {
    if (isOnBoard(row, col)) return true;
    out.push(`${what} at ${at(row, col)} is off the board (rows 0–8; columns 0–12 on even rows, 0–11 on odd rows)`);
    return false;
  };

  // Terrain: one type per hex.
  const terrain = new Map<number, string>();
  for (const t of p.terrain) {
    if (!onBoard(t.row, t.col, `terrain ${t.type}`)) continue;
    const h = hexIndex(t.row, t.col);
    const before = terrain.get(h);
    if (before !== undefined && before !== t.type) out.push(`two terrain types at ${at(t.row, t.col)}: ${before} and ${t.type}`);
    terrain.set(h, t.type);
  }
  for (const r of p.ramparts) {
    onBoard(r.row, r.col, 'rampart');
    for (const s of r.sides) onBoard(s.row, s.col, 'rampart side');
  }
  for (const c of p.camps) onBoard(c.row, c.col, 'camp');

  // Units: on the board, one per hex (§2.3 stacking), blocks within the type's strength.
  const unitAt = new Map<number, Side>();
  const army: Record<Side, number> = { top: 0, bottom: 0 };
  for (const u of p.units) {
    const type = u.type as UnitType;
    const max = UNITS[type].blocks;
    if (u.blocks !== undefined && u.blocks > max) out.push(`${u.side} ${type} at ${at(u.row, u.col)} has ${u.blocks} blocks; a ${type} has at most ${max}`);
    if (!onBoard(u.row, u.col, `${u.side} ${type}`)) continue;
    const h = hexIndex(u.row, u.col);
    if (unitAt.has(h)) out.push(`two units at ${at(u.row, u.col)} (one unit per hex)`);
    unitAt.set(h, u.side);
    army[u.side]++;
  }
  for (const side of SIDES) {
    if (army[side] === 0) out.push(`${side} has no unit on the board: each side needs an army`);
  }

  // Leaders: on the board, one per hex, never with an enemy unit, names unique per side.
  const leaderAt = new Set<number>();
  const names: Record<Side, Set<string>> = { top: new Set(), bottom: new Set() };
  for (const l of p.leaders) {
    if (l.name !== '' && names[l.side].has(l.name)) out.push(`${l.side} has two leaders named ${l.name}`);
    names[l.side].add(l.name);
    if (!onBoard(l.row, l.col, `leader ${l.name}`)) continue;
    const h = hexIndex(l.row, l.col);
    if (leaderAt.has(h)) out.push(`two leaders at ${at(l.row, l.col)}`);
    leaderAt.add(h);
    const unit = unitAt.get(h);
    if (unit !== undefined && unit !== l.side) out.push(`leader ${l.name} (${l.side}) stands on an enemy unit at ${at(l.row, l.col)}`);
  }
  for (const l of p.reserveLeaders) {
    if (l.name !== '' && names[l.side].has(l.name)) out.push(`${l.side} has two leaders named ${l.name}`);
    names[l.side].add(l.name);
  }
  const sd = p.special.suddenDeath;
  if (sd !== undefined && !names[sd.side].has(sd.leader)) out.push(`special.suddenDeath names ${sd.leader}, who is not a ${sd.side} leader of the position`);

  // Banners short of victory (§3.6).
  if (p.banners !== undefined) {
    for (const side of SIDES) {
      if (p.banners[side] >= p.bannersToWin) out.push(`${side} starts with ${p.banners[side]} banners, and ${p.bannersToWin} win: the game would be over`);
    }
  }

  // Cards: known ids, hands that can be dealt (§3.5). Fixed hands and deck (puzzles, tests) may repeat a card
  // more often than the printed deck does (ruling in docs/hardening.md).
  const useCards = (ids: readonly string[], where: string): void => {
    for (const id of ids) if (!CARD_BY_ID.has(id)) out.push(`${where}: unknown card ${JSON.stringify(id)}`);
  };
  if (p.hands !== undefined) {
    useCards(p.hands.top, 'hands.top');
    useCards(p.hands.bottom, 'hands.bottom');
    if (p.hands[p.first].length === 0) out.push(`hands.${p.first} is empty, and ${p.first} plays first: it has no card to play`);
  } else {
    for (const side of SIDES) if (p.cards[side] < 1) out.push(`cards.${side} is ${p.cards[side]}: a side needs at least one card to play`);
    const dealt = p.cards.top + p.cards.bottom;
    if (dealt > fullDeck().length) out.push(`cards: ${dealt} cards dealt from a deck of ${fullDeck().length}`);
    if (p.deck !== undefined || p.discard !== undefined) out.push('deck and discard are only read with fixed hands: give hands too');
  }
  useCards(p.deck ?? [], 'deck');
  useCards(p.discard ?? [], 'discard');
  for (const side of SIDES) {
    const last = p.lastCard?.[side];
    if (last !== undefined && last !== null && !CARD_BY_ID.has(last)) out.push(`lastCard.${side}: unknown card ${JSON.stringify(last)}`);
  }
  return out;
}
