import { gbohHex } from '@polemarch/gboh-family';
import type { BaseState, JsonValue, Seat } from '@polemarch/kernel';
import { onBoard } from './board';
import { oddsOf } from './odds';
import type { SgbohAction, SgbohState } from './types';

/**
 * The search's priors over SGBoH actions (the `order` hint). A search of a few hundred iterations over 50–120 legal
 * actions gives each about as many visits, and progressive widening shows a node's actions best prior first, so a
 * node visited a few times weighs only its first few (session 15: at a Callinicum move, 78 actions, 200 iterations,
 * every action had 4 visits). The priors therefore decide what the search looks at below the root:
 * - fire first, the likelier Hit first (T3 through the engine's own `oddsOf`);
 * - Shock designations next to fire (a designation is the 7.2 choice of whom to attack, not whether);
 * - then steps towards the nearest enemy unit, steps that keep the distance, steps away, the rest (ending the move);
 * - a step that costs a Hit (6.23), and turns, last.
 * Session 13's order listed every step alike, in the engine's order: the first unit's steps in whatever direction.
 */
export function orderSgboh(base: BaseState, seat: Seat, legal: readonly JsonValue[]): number[] {
  const s = base as unknown as SgbohState;
  let foes: string[] | null = null;
  const nearest = (hex: string): number => {
    if (foes === null) {
      foes = [];
      for (const u of s.units) if (u.side !== seat && onBoard(u)) foes.push(u.hex);
    }
    let d = Infinity;
    for (const h of foes) d = Math.min(d, gbohHex.distance(hex, h));
    return d;
  };
  const hexOf = new Map<string, string>();
  for (const u of s.units) if (onBoard(u)) hexOf.set(u.id, u.hex);
  return legal.map((raw) => {
    const a = raw as SgbohAction;
    switch (a.type) {
      case 'fire':
      case 'hit-and-run': {
        const odds = oddsOf(s, seat, a);
        return 3 + (odds?.kind === 'fire' ? odds.hit : 0);
      }
      case 'designate':
      case 'activate':
      case 'activate-group':
        return 3;
      case 'step': {
        const from = hexOf.get(a.unit);
        const closer = from === undefined ? 0 : Math.sign(nearest(from) - nearest(a.to));
        return (a.payHit ? 0.5 : 2) + 0.5 * closer;
      }
      case 'face':
        return 0.5;
      default:
        return 1;
    }
  });
}
