import { GameError } from '@polemarch/kernel';
import { describe, expect, it } from 'vitest';
import type { CcaAction, CcaState } from '../src/index';
import { H, act, start, unitId } from './helpers';

/** Issue 17.8: an illegal action is answered with the rule that forbids it. */
function refusal(s: CcaState, a: CcaAction): string {
  try {
    act(s, a);
  } catch (e) {
    expect(e).toBeInstanceOf(GameError);
    return (e as GameError).message;
  }
  throw new Error('accepted');
}

const deck = Array.from({ length: 10 }, () => 'order-two-units-center');

/** Bottom orders its center: a medium infantry at (6, 6), a light infantry at (6, 7); top has an HI at (2, 6). */
function ordering(): CcaState {
  return start({
    first: 'bottom',
    units: [{ side: 'bottom', type: 'MI', row: 6, col: 6 }, { side: 'bottom', type: 'LI', row: 6, col: 7 }, { side: 'top', type: 'HI', row: 2, col: 6 }],
    hands: { top: ['order-two-units-center'], bottom: ['order-two-units-center', 'order-two-units-left'] },
    deck,
  });
}

describe('cca explainIllegal (issue 17.8)', () => {
  it('a card not in the hand (§6), without naming the hand', () => {
    const m = refusal(ordering(), { type: 'play', card: 'leadership-any-section' });
    expect(m).toMatch(/leadership-any-section is not in your hand: a player plays a card he holds \(§6\)/);
    expect(m).not.toMatch(/order-two-units-left/);
  });

  it('a unit not ordered, too far, into an occupied hex, an enemy unit', () => {
    let s = act(ordering(), { type: 'play', card: 'order-two-units-center' }).state;
    const mi = unitId(s, 6, 6);
    const li = unitId(s, 6, 7);
    expect(refusal(s, { type: 'order', unit: unitId(s, 2, 6) })).toMatch(/is a top unit: a player orders and moves his own units only/);
    s = act(s, { type: 'order', unit: mi }).state;
    s = act(s, { type: 'done' }).state;
    expect(refusal(s, { type: 'move', unit: li, to: H(5, 7) })).toMatch(/was not ordered this turn: only ordered units move \(§7, §8\.1\)/);
    expect(refusal(s, { type: 'move', unit: mi, to: H(6, 7) })).toMatch(/is occupied: two units never share a hex/);
    expect(refusal(s, { type: 'move', unit: mi, to: H(3, 6) })).toMatch(/is 3 hexes from .*, and Medium Infantry moves at most 1 \(§8\.2, §8\.3\)/);
  });
});
