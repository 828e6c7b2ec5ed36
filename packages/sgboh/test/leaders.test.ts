import { gbohHex } from '@polemarch/gboh-family';
import { describe, expect, it } from 'vitest';
import { sgboh, type SgbohState } from '../src/index';
import { battle, leader, play, start, unit } from './helpers';

/** 4.2–4.3 leaders: their Movement Points and where they may go. */

const E = '1410';
const make = (): SgbohState =>
  start(
    battle(
      [
        unit({ id: 'r1', side: 'red', type: 'HI', hex: '1010', facing: 1 }),
        unit({ id: 'r2', side: 'red', type: 'HI', hex: '1310', facing: 1 }),
        unit({ id: 'e', side: 'blue', type: 'HI', hex: E, facing: 4 }),
      ],
      [leader({ id: 'oc', side: 'red', hex: '1010', oc: true }), leader({ id: 'x', side: 'blue', hex: E, oc: true })],
      { formations: [{ id: 'red-f', side: 'red', name: 'Red', leaders: ['oc'], auxiliary: false, chain: 0 }, { id: 'blue-f', side: 'blue', name: 'Blue', leaders: ['x'], auxiliary: false, chain: 0 }] },
    ),
  );
const steps = (s: SgbohState): string[] => sgboh.legal(s, 'red').flatMap((a) => (a.type === 'leader-step' ? [a.to] : []));

describe('4.21/4.33 leader Movement Points', () => {
  it('an activated leader has 9 MP; the OC moved instead of a Formation has 30', () => {
    const act = play(make(), 'red', { type: 'activate', formation: 'red-f', leader: 'oc' }).state;
    expect(act.leaders.find((l) => l.id === 'oc')!.mp).toBe(9);
    const oc = play(make(), 'red', { type: 'move-oc' }).state;
    expect(oc.leaders.find((l) => l.id === 'oc')!.mp).toBe(30);
    // 4.31: alone he pays as cavalry (1 MP a Clear hex) and has no facing.
    const moved = play(oc, 'red', { type: 'leader-step', leader: 'oc', to: steps(oc).find((h) => h !== '1310')! }).state;
    expect(moved.leaders.find((l) => l.id === 'oc')!.mp).toBe(29);
  });
});

describe('4.34 a leader next to an enemy unit', () => {
  it('only by entering a hex with a friendly unit: the empty hexes next to the enemy are refused, r2\'s hex is open', () => {
    const s = play(make(), 'red', { type: 'move-oc' }).state;
    // Walk the leader to 1210, next to r2 (1310) and two hexes from the enemy.
    let t = s;
    for (const to of ['1110', '1210']) t = play(t, 'red', { type: 'leader-step', leader: 'oc', to }).state;
    const next = steps(t);
    const emptyNextToEnemy = gbohHex.neighbours('1210').filter((h) => h !== '1310' && gbohHex.distance(h, E) === 1);
    expect(emptyNextToEnemy.length).toBeGreaterThan(0);
    for (const h of emptyNextToEnemy) expect(next).not.toContain(h);
    expect(next).toContain('1310');
  });
});
