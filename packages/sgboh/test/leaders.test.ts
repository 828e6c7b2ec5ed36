import { gbohHex } from '@polemarch/gboh-family';
import { type GameEvent, Random, createRngState } from '@polemarch/kernel';
import { describe, expect, it } from 'vitest';
import { eliminate } from '../src/effects';
import { sgboh, type SgbohState } from '../src/index';
import { battle, front, leader, play, start, unit } from './helpers';

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

describe('4.36 a leader whose unit is eliminated', () => {
  it('is engaged elsewhere, not eliminated: no RP for him (his return: formations › 4.14/4.36)', () => {
    const s = play(make(), 'red', { type: 'move-oc' }).state;
    const x = s.leaders.find((l) => l.id === 'x')!;
    const rng = createRngState(1);
    const events: GameEvent[] = [];
    eliminate(s, s.units.find((v) => v.id === 'e')!, { rng: new Random(rng), emit: (e) => events.push(e), reveal: () => undefined }, 'hits');
    expect(x).toMatchObject({ status: 'elsewhere', hex: null });
    expect(events.map((e) => e.key)).toContain('leader.elsewhere');
    // Only the unit's RP (TQ 5), none for the leader.
    expect(s.sides.find((v) => v.id === 'blue')!.rp).toBe(5);
  });
});

describe('3.1 who plays first', () => {
  it('a battle that names no first player: both roll, the higher roll plays first, ties are rolled again', () => {
    const position = { ...battle([unit({ id: 'r', side: 'red', type: 'HI', hex: '1010' }), unit({ id: 'e', side: 'blue', type: 'HI', hex: '2020' })]), firstPlayer: null };
    const first = (dice: number[]): string => {
      const rng = createRngState(1);
      rng.forced = [...dice];
      return sgboh.setup({ position, options: {}, seed: 1 }, new Random(rng)).turn.active;
    };
    // Sides in the battle's order: red rolls first, blue second.
    expect(first([3, 7])).toBe('blue');
    expect(first([8, 2])).toBe('red');
    expect(first([4, 4, 1, 6])).toBe('blue');
  });
});

describe('4.13 auxiliaries and artillery are In Command; 10.24 an elephant with an enemy in its ZOC is not', () => {
  it('far from the leader, the artillery piece of a led Formation and an auxiliary Formation\'s units are In Command', () => {
    const b = battle(
      [
        unit({ id: 'near', side: 'red', type: 'HI', hex: '1010', facing: 1 }),
        unit({ id: 'far', side: 'red', type: 'HI', hex: '2010', facing: 1 }),
        unit({ id: 'art', side: 'red', type: 'ART', missile: 'ART', ma: 0, tq: 4, hex: '2210', facing: 1 }),
        unit({ id: 'aux', side: 'red', type: 'LI', hex: '2810', facing: 1, formation: 'red-aux' }),
        unit({ id: 'e', side: 'blue', type: 'HI', hex: '0505', facing: 4 }),
      ],
      [leader({ id: 'l', side: 'red', hex: '1010', range: 2 })],
    );
    b.formations.push({ id: 'red-aux', side: 'red', name: 'Aux', leaders: [], auxiliary: true, chain: 0 });
    const led = play(start(b), 'red', { type: 'activate', formation: 'red-f', leader: 'l' }).state.turn.command.sort();
    expect(led).toEqual(['art', 'near']);
    const aux = play(start(b), 'red', { type: 'activate', formation: 'red-aux', leader: null }).state.turn.command;
    expect(aux).toEqual(['aux']);
  });
  it('10.24: an elephant with an enemy unit in its ZOC is Out of Command even next to its leader', () => {
    const F = front('1010', 1)[0]!;
    const make = (enemyHex: string) =>
      play(start(battle([unit({ id: 'el', side: 'red', type: 'EL', hex: '1010', facing: 1 }), unit({ id: 'e', side: 'blue', type: 'HI', hex: enemyHex, facing: 4 })], [leader({ id: 'l', side: 'red', hex: '1010' })])), 'red', { type: 'activate', formation: 'red-f', leader: 'l' }).state.turn.command;
    expect(make('2525')).toEqual(['el']);
    expect(make(F)).toEqual([]);
  });
});

describe('4.31–4.32 a leader stacked with a unit', () => {
  it('an inactive leader moves with the unit when it moves (4.32); an activated one may walk off alone (4.31)', () => {
    // l leads red-g (its unit g far away); red-f is an auxiliary Formation (no leader).
    const withLeader = (activated: 'red-f' | 'red-g'): SgbohState => {
      const b = battle(
        [unit({ id: 'r', side: 'red', type: 'HI', hex: '1010', facing: 1 }), unit({ id: 'g', side: 'red', type: 'HI', hex: '0520', facing: 1, formation: 'red-g' }), unit({ id: 'e', side: 'blue', type: 'HI', hex: '2525', facing: 4 })],
        [leader({ id: 'l', side: 'red', hex: '1010' }), leader({ id: 'x', side: 'blue', hex: '2525', oc: true })],
        {
          formations: [
            { id: 'red-f', side: 'red', name: 'F', leaders: [], auxiliary: true, chain: 0 },
            { id: 'red-g', side: 'red', name: 'G', leaders: ['l'], auxiliary: false, chain: 0 },
            { id: 'blue-f', side: 'blue', name: 'Blue', leaders: ['x'], auxiliary: false, chain: 0 },
          ],
        },
      );
      return play(start(b), 'red', { type: 'activate', formation: activated, leader: activated === 'red-g' ? 'l' : null }).state;
    };
    const to = front('1010', 1)[0]!;
    // 4.32: l is not activated (red-f is), yet goes with r.
    const s = play(withLeader('red-f'), 'red', { type: 'step', unit: 'r', to, payHit: false }).state;
    expect(s.leaders.find((l) => l.id === 'l')!.hex).toBe(to);
    expect(steps(withLeader('red-f'))).toEqual([]);
    // 4.31: activated with red-g, he may walk off alone.
    expect(steps(withLeader('red-g')).length).toBeGreaterThan(0);
  });
});
