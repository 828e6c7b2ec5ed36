import { gbohHex } from '@polemarch/gboh-family';
import { describe, expect, it } from 'vitest';
import { sgboh, type SgbohAction, type SgbohState } from '../src/index';
import { battle, facingTo, front, play, shockPhase, start, unit } from './helpers';

/** 7.44: the advance after a Retreat Before Shock goes on past the vacated hex, up to half the MA (ruling R-24). */

const D = '1010';
const C = front(D, 1)[0]!;
const u = (s: SgbohState, id: string) => s.units.find((x) => x.id === id)!;
const advances = (s: SgbohState): string[] => sgboh.legal(s, 'red').flatMap((a: SgbohAction) => (a.type === 'advance' && a.to !== null ? [a.to] : []));

/** A red attacker at C against a blue SK at D that retreats before Shock as far as it can from C. */
function retreated(attacker: { type: 'CO' | 'HI'; ma: number }, extra: Parameters<typeof unit>[0][] = []): SgbohState {
  const b = battle([
    unit({ id: 'a', side: 'red', type: attacker.type, cls: attacker.type === 'CO' ? 'VET' : null, tq: 6, size: 3, ma: attacker.ma, hex: C, facing: facingTo(C, D) }),
    unit({ id: 'sk', side: 'blue', type: 'SK', missile: 'J', tq: 5, size: 2, ma: 6, hex: D, facing: 1 }),
    ...extra.map(unit),
  ]);
  let s = shockPhase(start(b), ['a']);
  s = play(s, 'red', { type: 'designate', attacker: 'a', defender: 'sk' }).state;
  const to = sgboh.legal(s, 'blue').find((a) => a.type === 'rbs')!;
  return play(s, 'blue', to).state;
}

describe('7.44 advance after Retreat Before Shock beyond the vacated hex (ruling R-24)', () => {
  it('MA 5: into the vacated hex (1 MP of 2), then one Front hex more, never next to the retreated unit', () => {
    let s = retreated({ type: 'CO', ma: 5 });
    s = play(s, 'red', { type: 'advance', to: D }).state;
    expect(u(s, 'a').hex).toBe(D);
    expect(sgboh.pending(s)).toMatchObject({ seat: 'red', kind: 'rbs-advance' });
    const on = advances(s);
    expect(on.length).toBeGreaterThan(0);
    const sk = u(s, 'sk').hex!;
    const frontOfD = front(D, u(s, 'a').facing);
    for (const h of on) {
      expect(frontOfD).toContain(h);
      expect(gbohHex.distance(h, sk)).toBeGreaterThan(1);
    }
    // A facing change costs the CO 1 MP a vertex: one vertex either way with the 1 MP left.
    const faces = sgboh.legal(s, 'red').filter((a) => a.type === 'advance-face');
    expect(faces.length).toBe(2);
    expect(sgboh.legal(s, 'red')).toContainEqual({ type: 'advance', to: null });
    const x = play(s, 'red', { type: 'advance', to: on[0]! });
    expect(u(x.state, 'a').hex).toBe(on[0]);
    // No MP left: the advance and the Shock Phase are over.
    expect(x.state.turn.number).toBe(s.turn.number + 1);
  });

  it('MA 3 (half rounded down: 1): the vacated hex takes it all; the advance ends there', () => {
    let s = retreated({ type: 'HI', ma: 3 });
    s = play(s, 'red', { type: 'advance', to: D }).state;
    expect(u(s, 'a').hex).toBe(D);
    expect(s.turn.shocks[0]?.stage ?? 'over').not.toBe('rbs-advance');
  });

  it('the vacated hex in an enemy ZOC: the advance stops there (7.44 "must stop if it enters an enemy ZOC")', () => {
    // A blue HI whose Front holds D, out of the SK's way.
    const around = gbohHex.neighbours(D).filter((h) => gbohHex.distance(h, C) === 2);
    const hi = around[around.length - 1]!;
    let s = retreated({ type: 'CO', ma: 5 }, [{ id: 'hi', side: 'blue', type: 'HI', tq: 5, hex: hi, facing: facingTo(hi, D) }]);
    expect(sgboh.legal(s, 'red')).toContainEqual({ type: 'advance', to: D });
    s = play(s, 'red', { type: 'advance', to: D }).state;
    expect(u(s, 'a').hex).toBe(D);
    expect(sgboh.pending(s)?.kind).not.toBe('rbs-advance');
  });
});
