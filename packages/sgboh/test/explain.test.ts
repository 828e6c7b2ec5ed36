import { GameError } from '@polemarch/kernel';
import { describe, expect, it } from 'vitest';
import type { SgbohAction, SgbohState } from '../src/index';
import { battle, leader, play, start, unit } from './helpers';

/** Issue 17.8: an illegal action is answered with the rule that forbids it. */
function refusal(s: SgbohState, seat: string, a: SgbohAction): string {
  try {
    play(s, seat, a);
  } catch (e) {
    expect(e).toBeInstanceOf(GameError);
    return (e as GameError).message;
  }
  throw new Error('accepted');
}

function movePhase(): SgbohState {
  const s = start(
    battle(
      [
        unit({ id: 'r1', side: 'red', type: 'HI', hex: '1010' }),
        unit({ id: 'r2', side: 'red', type: 'LI', hex: '1012', missile: 'J', formation: 'red-g' }),
        unit({ id: 'r3', side: 'red', type: 'SK', hex: '2010', missile: 'S' }),
        unit({ id: 'b1', side: 'blue', type: 'HI', hex: '1011', facing: 3 }),
        unit({ id: 'b2', side: 'blue', type: 'HI', hex: '2020' }),
      ],
      [leader({ id: 'rl', side: 'red', hex: '1010' }), leader({ id: 'bl', side: 'blue', hex: '2020' })],
      {
        formations: [
          { id: 'red-f', side: 'red', name: 'Red F', leaders: ['rl'], auxiliary: false, chain: 0 },
          { id: 'red-g', side: 'red', name: 'Red G', leaders: [], auxiliary: true, chain: 0 },
          { id: 'blue-f', side: 'blue', name: 'Blue F', leaders: ['bl'], auxiliary: false, chain: 0 },
        ],
      },
    ),
  );
  s.turn.phase = 'move';
  s.turn.first = false;
  s.turn.activated = ['red-f'];
  s.turn.command = ['r1', 'r3'];
  return s;
}

describe('sgboh explainIllegal (issue 17.8)', () => {
  it('names a unit that is not there, not the player\'s, or not activated', () => {
    const s = movePhase();
    expect(refusal(s, 'red', { type: 'step', unit: 'zz', to: '1009', payHit: false })).toMatch(/no unit "zz" in this battle/);
    expect(refusal(s, 'red', { type: 'face', unit: 'b1', facing: 2 })).toMatch(/b1 is a Blue unit: a player moves, fires and attacks with his own units only/);
    expect(refusal(s, 'red', { type: 'step', unit: 'r2', to: '1013', payHit: false })).toMatch(/r2 is of Red G, which is not activated: only the activated formations move and fire \(sgboh 3\.2, 4\.11\)/);
  });

  it('a step that is not adjacent, off the map, or into the enemy', () => {
    const s = movePhase();
    expect(refusal(s, 'red', { type: 'step', unit: 'r3', to: '2013', payHit: false })).toMatch(/2013 is not adjacent to r3's hex 2010: a unit moves one hex at a time \(sgboh 5\.1\)/);
    expect(refusal(s, 'red', { type: 'step', unit: 'r3', to: '9999', payHit: false })).toMatch(/9999 is not a hex of the map/);
    expect(refusal(s, 'red', { type: 'step', unit: 'r1', to: '1011', payHit: false })).toMatch(/1011 holds an enemy unit: a unit never enters an enemy-occupied hex \(sgboh 5\.3\)/);
  });

  it('fire beyond the range, at a friend, or by a unit without a missile weapon', () => {
    const s = movePhase();
    expect(refusal(s, 'red', { type: 'fire', unit: 'r3', target: 'b2' })).toMatch(/b2 is 10 hexes away, beyond the S range of \d \(sgboh 7\.1, Missile Range chart\)/);
    expect(refusal(s, 'red', { type: 'fire', unit: 'r3', target: 'r1' })).toMatch(/r1 is a friendly unit/);
    expect(refusal(s, 'red', { type: 'fire', unit: 'r1', target: 'b1' })).toMatch(/r1 has no missile weapon/);
  });

  it('an enemy formation activated, a Shock on a unit out of the front', () => {
    const s = movePhase();
    s.turn.phase = 'activation';
    expect(refusal(s, 'red', { type: 'activate', formation: 'blue-f', leader: 'bl' })).toMatch(/Blue F is a Blue formation/);
    expect(refusal(s, 'red', { type: 'activate', formation: 'nope', leader: null })).toMatch(/no formation "nope"/);
    s.turn.phase = 'designate';
    expect(refusal(s, 'red', { type: 'designate', attacker: 'r3', defender: 'b2' })).toMatch(/b2 \(2020\) is not in a front hex of r3 \(2010\): a unit shocks the enemies in its front \(sgboh 7\.3\)/);
  });

  it('a hex id it cannot read is a refusal, never a crash (found by the fuzz run)', () => {
    const s = movePhase();
    s.turn.leader = 'rl';
    expect(refusal(s, 'red', { type: 'leader-step', leader: 'rl', to: '4118x' })).toMatch(/4118x is not a hex of the map/);
  });
});
