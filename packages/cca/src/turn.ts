import type { StepContext } from '@polemarch/kernel';
import { type Side, other } from './board';
import { type CcaState, newTurnState } from './state';

/** Draw cards (§15), reshuffling the discards when the deck is exhausted (§15.2). */
export function drawCards(s: CcaState, ctx: StepContext, side: Side, n: number): void {
  for (let i = 0; i < n; i++) {
    if (s.deck.length === 0) {
      if (s.discard.length === 0) return;
      s.deck = ctx.rng.shuffle(s.discard);
      s.discard = [];
      ctx.emit({ key: 'deck.reshuffle', rule: 'cca 15.2' });
    }
    const c = s.deck.pop() as string;
    s.hands[side].push(c);
    ctx.emit({ key: 'card.draw.own', params: { card: c }, visibleTo: [side], rule: 'cca 15.1' });
    ctx.emit({ key: 'card.draw', params: { side }, rule: 'cca 15.1' });
  }
}

/** End of turn (§15): discard, First Strike's owner draws first, scenario draw schedules, next player. */
export function endTurn(s: CcaState, ctx: StepContext): void {
  const side = s.active;
  const t = s.turn;
  if (t.card !== null) s.discard.push(t.card);
  s.lastCard[side] = t.effective === null ? null : { id: t.effective, mask: t.chainMask };
  // §18.4 I Am Spartacus: before drawing, shuffle the discards (with this card) into the deck.
  if (t.effective === 'i-am-spartacus' && !t.fallback) {
    s.deck = ctx.rng.shuffle([...s.deck, ...s.discard]);
    s.discard = [];
    ctx.emit({ key: 'deck.reshuffle', rule: 'cca 18.4' });
  }
  // §15.3: the player who used First Strike this turn draws first.
  if (t.firstStrikeBy !== null) drawCards(s, ctx, t.firstStrikeBy, 1);
  const sched = s.rules.special.drawSchedule;
  const n = sched !== undefined && sched.side === side ? (sched.draws[s.turns[side] - 1] ?? 1) : 1;
  drawCards(s, ctx, side, n);
  if (sched !== undefined && sched.side === side) s.handMax[side] = Math.max(s.handMax[side], s.hands[side].length);
  s.active = other(side);
  s.turns[s.active]++;
  s.turn = newTurnState();
}
