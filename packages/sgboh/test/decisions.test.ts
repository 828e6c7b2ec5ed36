import { gbohHex } from '@polemarch/gboh-family';
import { describe, expect, it } from 'vitest';
import { sgboh } from '../src/index';
import { battle, facingTo, front, keys, leader, play, shockPhase, start, u, unit } from './helpers';

/**
 * The choices SGBoH gives a player, asked of that player's seat (rulings R-14, R-20, R-23, R-25/R-26, R-38; R-38's
 * keep-one is in rules.test.ts, D-09).
 */

const D = '1010';
const [F1, F2] = front(D, 1) as [string, string];
/** The other Front hex of a unit at `hex` facing `toward` (a second attacker there attacks it frontally). */
const otherFront = (hex: string, toward: string): string => front(hex, facingTo(hex, toward)).find((h) => h !== toward)!;

describe('7.35 choice of Types (ruling R-23)', () => {
  // One HI attacks an HI and an LI standing in its two Front hexes.
  const A = D;
  const make = () => {
    const s = start(
      battle([
        unit({ id: 'a', side: 'red', type: 'HI', hex: A, facing: 1 }),
        unit({ id: 'dh', side: 'blue', type: 'HI', hex: F1, facing: facingTo(F1, A) }),
        unit({ id: 'dl', side: 'blue', type: 'LI', hex: F2, facing: facingTo(F2, A) }),
      ]),
    );
    shockPhase(s);
    s.turn.phase = 'designate';
    let r = play(s, 'red', { type: 'designate', attacker: 'a', defender: 'dh' }).state;
    r = play(r, 'red', { type: 'designate', attacker: 'a', defender: 'dl' }).state;
    return r;
  };
  it('the defender chooses which of his units lends its Type; the DRM follows his choice', () => {
    const s = make();
    expect(sgboh.pending(s)).toMatchObject({ kind: 'shock-type', seat: 'blue' });
    expect(sgboh.legal(s, 'blue')).toEqual([
      { type: 'shock-type', unit: 'dh', as: 'HI' },
      { type: 'shock-type', unit: 'dl', as: 'LI' },
    ]);
    const drm = (unit: string): number | undefined => {
      const r = play(s, 'blue', { type: 'shock-type', unit, as: unit === 'dh' ? 'HI' : 'LI' }, [5]);
      return r.events.find((e) => e.key === 'shock.roll')!.modifiers!.find((m) => m.label.key === 'drm.matrix-front')?.value;
    };
    // T5b: HI against HI 0 (no modifier), HI against LI +3.
    expect(drm('dh')).toBeUndefined();
    expect(drm('dl')).toBe(3);
  });
  it('the attacker with several units chooses first, and the unit he names is the one that advances (7.71)', () => {
    const A2 = otherFront(F1, D);
    const s = start(
      battle([
        unit({ id: 'a1', side: 'red', type: 'HI', hex: D, facing: facingTo(D, F1) }),
        unit({ id: 'a2', side: 'red', type: 'LI', hex: A2, facing: facingTo(A2, F1) }),
        unit({ id: 'd', side: 'blue', type: 'LI', tq: 3, hex: F1, facing: facingTo(F1, D) }),
      ]),
    );
    shockPhase(s);
    let r = play(s, 'red', { type: 'designate', attacker: 'a1', defender: 'd' }).state;
    r = play(r, 'red', { type: 'designate', attacker: 'a2', defender: 'd' }).state;
    expect(sgboh.pending(r)).toMatchObject({ kind: 'shock-type', seat: 'red' });
    expect(sgboh.legal(r, 'red')).toEqual([
      { type: 'shock-type', unit: 'a1', as: 'HI' },
      { type: 'shock-type', unit: 'a2', as: 'LI' },
    ]);
    // a2 lends LI (LI vs LI 0): roll 9 with TQ +2, Size +2 → 13: the defender routs outright; a2 advances.
    const done = play(r, 'red', { type: 'shock-type', unit: 'a2', as: 'LI' }, [9]);
    expect(u(done.state, 'd').status).toBe('eliminated');
    expect(u(done.state, 'a2').hex).toBe(F1);
    expect(u(done.state, 'a1').hex).toBe(D);
  });
});

describe('7.53 leftover Hits allocated by the inflicting player (ruling R-14)', () => {
  it('the attacker places the odd Hit on the defending unit he chooses', () => {
    const s = start(
      battle([
        unit({ id: 'a', side: 'red', type: 'HI', hex: D, facing: 1 }),
        unit({ id: 'd1', side: 'blue', type: 'HI', hex: F1, facing: facingTo(F1, D) }),
        unit({ id: 'd2', side: 'blue', type: 'HI', hex: F2, facing: facingTo(F2, D) }),
      ]),
    );
    shockPhase(s);
    let r = play(s, 'red', { type: 'designate', attacker: 'a', defender: 'd1' }).state;
    // Size 5 vs 10: −2; roll 5 → 3: attacker 2 Hits, defenders 1 Hit between two units: one leftover.
    const rolled = play(r, 'red', { type: 'designate', attacker: 'a', defender: 'd2' }, [5]);
    r = rolled.state;
    expect(keys(rolled.events)).toContain('shock.roll');
    expect(sgboh.pending(r)).toMatchObject({ kind: 'allocate', seat: 'red' });
    expect(sgboh.legal(r, 'red')).toEqual([{ type: 'allocate', unit: 'd1' }, { type: 'allocate', unit: 'd2' }]);
    r = play(r, 'red', { type: 'allocate', unit: 'd2' }).state;
    expect([u(r, 'd1').hits, u(r, 'd2').hits, u(r, 'a').hits]).toEqual([0, 1, 2]);
  });
  it('the defender places the odd Hit on the attacking unit he chooses', () => {
    const A2 = otherFront(F1, D);
    const s = start(
      battle([
        unit({ id: 'a1', side: 'red', type: 'HI', hex: D, facing: facingTo(D, F1) }),
        unit({ id: 'a2', side: 'red', type: 'HI', hex: A2, facing: facingTo(A2, F1) }),
        unit({ id: 'd', side: 'blue', type: 'HI', hex: F1, facing: facingTo(F1, D) }),
      ]),
    );
    shockPhase(s);
    let r = play(s, 'red', { type: 'designate', attacker: 'a1', defender: 'd' }).state;
    r = play(r, 'red', { type: 'designate', attacker: 'a2', defender: 'd' }).state;
    // Size 10 vs 5: +2; roll 3 → 5: attackers 1 Hit (one leftover), defender 2 Hits.
    r = play(r, 'red', { type: 'shock-type', unit: 'a1', as: 'HI' }, [3]).state;
    expect(sgboh.pending(r)).toMatchObject({ kind: 'allocate', seat: 'blue' });
    r = play(r, 'blue', { type: 'allocate', unit: 'a2' }).state;
    expect([u(r, 'a1').hits, u(r, 'a2').hits, u(r, 'd').hits]).toEqual([0, 1, 2]);
  });
});

describe('7.4 the Active Player orders the Shocks (rulings R-25, R-26)', () => {
  it('with two Shocks designated, he picks the one resolved first', () => {
    const E = '2010';
    const [G] = front(E, 1) as [string];
    const s = start(
      battle([
        unit({ id: 'a1', side: 'red', type: 'HI', hex: D, facing: 1 }),
        unit({ id: 'd1', side: 'blue', type: 'HI', hex: F1, facing: facingTo(F1, D) }),
        unit({ id: 'a2', side: 'red', type: 'HI', hex: E, facing: 1 }),
        unit({ id: 'd2', side: 'blue', type: 'HI', hex: G, facing: facingTo(G, E) }),
      ]),
    );
    shockPhase(s);
    let r = play(s, 'red', { type: 'designate', attacker: 'a1', defender: 'd1' }).state;
    r = play(r, 'red', { type: 'designate', attacker: 'a2', defender: 'd2' }).state;
    expect(sgboh.pending(r)).toMatchObject({ kind: 'shock-order', seat: 'red' });
    expect(sgboh.legal(r, 'red')).toEqual([{ type: 'shock-order', defender: 'd1' }, { type: 'shock-order', defender: 'd2' }]);
    // Roll 3 (DRM 0): attacker 2 Hits, defender 1 Hit.
    const first = play(r, 'red', { type: 'shock-order', defender: 'd2' }, [3, 3]);
    const rolls = first.events.filter((e) => e.key === 'shock.roll').map((e) => e.params!['defenders']);
    expect(rolls).toEqual(['d2', 'd1']);
  });
});

describe('4.35 a lone leader approached withdraws where his owner chooses (ruling R-20)', () => {
  const L = '1014';
  const make = () => {
    const s = start(battle([unit({ id: 'm', side: 'red', type: 'HI', hex: '1010', facing: facingTo('1010', '1011'), ma: 6 }), unit({ id: 'far', side: 'blue', type: 'HI', hex: '2525' })], [leader({ id: 'lone', side: 'blue', hex: L })]));
    return play(s, 'red', { type: 'activate', formation: 'red-f', leader: null }).state;
  };
  it('the owner is asked, and the leader goes to the hex he names (up to three hexes away)', () => {
    let s = make();
    s = play(s, 'red', { type: 'step', unit: 'm', to: '1011', payHit: false }).state;
    s = play(s, 'red', { type: 'step', unit: 'm', to: '1012', payHit: false }).state;
    s = play(s, 'red', { type: 'step', unit: 'm', to: '1013', payHit: false }).state;
    expect(sgboh.pending(s)).toMatchObject({ kind: 'reaction', seat: 'blue', rule: 'sgboh 4.35' });
    const options = sgboh.legal(s, 'blue');
    expect(options.length).toBeGreaterThan(3);
    for (const a of options) {
      expect(a.type).toBe('leader-withdraw');
      if (a.type === 'leader-withdraw') expect(gbohHex.distance(a.to, L)).toBeLessThanOrEqual(3);
    }
    const to = options.map((a) => (a.type === 'leader-withdraw' ? a.to : '')).find((h) => gbohHex.distance(h, L) === 3)!;
    const r = play(s, 'blue', { type: 'leader-withdraw', leader: 'lone', to });
    expect(s.leaders[0]!.hex).toBe(L);
    expect(r.state.leaders[0]!.hex).toBe(to);
    expect(keys(r.events)).toContain('leader.withdraws');
    expect(sgboh.pending(r.state)).toMatchObject({ kind: 'move', seat: 'red' });
  });
});
