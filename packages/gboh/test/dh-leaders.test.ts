import { describe, expect, it } from 'vitest';
import type { GbohState } from '../src';
import { act, legalOf, pendingOf } from './helpers';
import { dhStart, european, MONGOL_OC, mongol } from './dhHelpers';

/** DH 4.42 a lone leader reached by the enemy: mounted enemy → roll against Initiative; foot → placed; no retreat. */

const LONE = { id: 'pl', name: 'Knight captain', side: 'persians', rank: 'SC' as const, initiative: 4, lineCommand: 1, commandRange: 3, charisma: 1, hex: '1105', initial: { status: 'finished' as const } };

/** A Mongol unit at 0905 steps to 1005, next to the lone European leader at 1105; his units stand at `friends`. */
function reach(mover: Record<string, unknown>, friends: string[], dice: number[]): GbohState {
  let s = dhStart({
    units: [mongol({ id: 'm', hex: '0905', facing: { vertex: 1 }, tq: 6, ...mover }), ...friends.map((hex, i) => european({ id: `f${i}`, type: 'HI', tq: 6, ma: 4, hex, facing: { vertex: 4 } }))],
    leaders: [MONGOL_OC('0705'), LONE],
  });
  s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
  s = act(s, { type: 'move', unit: 'm' }).state;
  return act(s, { type: 'step', to: '1005' }, dice).state;
}

describe('DH 4.42 leader withdrawal and capture', () => {
  it('R-6: an enemy LC moves next to the lone leader (Initiative 4): DR 5 kills him (5 × 4 RP)', () => {
    const s = reach({ type: 'LC', ma: 9 }, ['1410'], [5]);
    expect(s.leaders.pl!.status).toBe('eliminated');
    expect(s.routPoints.persians).toBe(20);
  });

  it('R-6: DR 3 ≤ 4: he is placed with the nearest friendly unit (no 1–3 hex retreat offered)', () => {
    const s = reach({ type: 'LC', ma: 9 }, ['1108', '1412'], [3]);
    expect(s.leaders.pl!.hex).toBe('1108');
    expect(pendingOf(s)?.kind).not.toBe('leader-withdrawal');
  });

  it('an enemy on foot: no roll, placed; with two equally near units the owner chooses (no decline)', () => {
    const s = reach({ type: 'HI', ma: 4 }, ['1103', '1107'], []);
    expect(pendingOf(s)).toMatchObject({ kind: 'leader-placement', seat: 'persians' });
    expect(legalOf(s)).toEqual([
      { type: 'leader-withdraw', to: '1103' },
      { type: 'leader-withdraw', to: '1107' },
    ]);
    expect(act(s, { type: 'leader-withdraw', to: '1107' }).state.leaders.pl!.hex).toBe('1107');
  });

  it('no friendly unit on the map: the leader is eliminated', () => {
    expect(reach({ type: 'HI', ma: 4 }, [], []).leaders.pl!.status).toBe('eliminated');
  });
});
