import { gbohHex } from '@polemarch/gboh-family';
import { describe, expect, it } from 'vitest';
import { sgboh, type SgbohState } from '../src/index';
import type { BattleUnit } from '../src/scenarios/battle';
import { zocHexes } from '../src/board';
import { battle, facingTo, flank, front, play, start, u, unit } from './helpers';

/** 6.1 facing: what a change costs (6.12, T1) and when it is not allowed (6.14); 7.21 fire at a unit leaving a ZOC. */

const activated = (r: Partial<BattleUnit>, enemyHex = '2525', side: 'byzantines' | 'red' = 'red'): SgbohState => {
  const b = battle([unit({ id: 'r', side: 'red', type: 'HI', hex: '1010', facing: 1, ma: 6, ...r }), unit({ id: 'e', side: 'blue', type: 'HI', hex: enemyHex, facing: 4 })]);
  if (side === 'byzantines') {
    b.sides[0]!.id = 'byzantines';
    for (const x of [...b.units, ...b.leaders]) if (x.side === 'red') x.side = 'byzantines';
    for (const f of b.formations) if (f.side === 'red') f.side = 'byzantines';
    b.firstPlayer = 'byzantines';
  }
  return play(start(b), side, { type: 'activate', formation: b.formations.find((f) => f.side === side)!.id, leader: null }).state;
};
const mpAfterFacing = (s: SgbohState, seat: string, facing: number): number => u(play(s, seat, { type: 'face', unit: 'r', facing }).state, 'r').turn.mp!;

describe('6.12 facing change costs (T1, note e; T7 cataphracts)', () => {
  it('HI 1 MP a vertex; cavalry 1; elephants 2; skirmishers nothing', () => {
    expect(mpAfterFacing(activated({}), 'red', 2)).toBe(5);
    expect(mpAfterFacing(activated({}), 'red', 3)).toBe(4);
    expect(mpAfterFacing(activated({ type: 'LC', ma: 8 }), 'red', 3)).toBe(6);
    expect(mpAfterFacing(activated({ type: 'EL', ma: 6 }), 'red', 2)).toBe(4);
    expect(mpAfterFacing(activated({ type: 'SK', missile: 'J' }), 'red', 4)).toBe(6);
  });
  it('Roman infantry takes any facing for 1 MP; a non-Byzantine cataphract pays 2 a vertex, a Byzantine one 1', () => {
    expect(mpAfterFacing(activated({ type: 'LG', legion: 'L1' }), 'red', 4)).toBe(5);
    expect(mpAfterFacing(activated({ type: 'HC', cls: 'CAT', ma: 6 }), 'red', 2)).toBe(4);
    expect(mpAfterFacing(activated({ type: 'HC', cls: 'CAT', ma: 6 }, '2525', 'byzantines'), 'byzantines', 2)).toBe(5);
  });
});

describe('6.14 no facing change after entering an enemy ZOC', () => {
  it('a unit that stepped into an enemy ZOC may not turn; one that started in it and is In Command may', () => {
    const E = '1410';
    // Step 1: towards the enemy; it stops in the ZOC and has no facing action.
    let s = activated({ ma: 6 }, E);
    let to = sgboh.legal(s, 'red').find((a) => a.type === 'step' && a.unit === 'r' && gbohHex.distance(a.to, E) === 1 && front(E, 4).includes(a.to));
    while (to === undefined) {
      const next = sgboh.legal(s, 'red').find((a) => a.type === 'step' && a.unit === 'r')!;
      s = play(s, 'red', next).state;
      to = sgboh.legal(s, 'red').find((a) => a.type === 'step' && a.unit === 'r' && gbohHex.distance(a.to, E) === 1 && front(E, 4).includes(a.to));
    }
    s = play(s, 'red', to).state;
    while (s.turn.reactions.length > 0) s = play(s, 'blue', { type: 'decline' }).state;
    expect(sgboh.legal(s, 'red').some((a) => a.type === 'face' && a.unit === 'r')).toBe(false);
    // Starting in the ZOC (In Command: the auxiliary Formation), it may turn.
    const start0 = activated({ hex: front(E, 4)[0]!, facing: 1 }, E);
    expect(sgboh.legal(start0, 'red').some((a) => a.type === 'face' && a.unit === 'r')).toBe(true);
  });
});

describe('7.21 Reaction Fire at a unit leaving a ZOC', () => {
  it('the archer whose ZOC the unit leaves fires first, at range 2, before the step', () => {
    const E = '1410';
    const X = front(E, 4)[0]!;
    const Y = gbohHex.neighbours(X).find((h) => gbohHex.distance(h, E) === 2 && front(X, 4).includes(h))!;
    const b = battle([unit({ id: 'r', side: 'red', type: 'HI', tq: 6, hex: X, facing: 4, ma: 5 }), unit({ id: 'a', side: 'blue', type: 'LI', missile: 'C', hex: E, facing: 4 })]);
    let s = play(start(b), 'red', { type: 'activate', formation: 'red-f', leader: null }).state;
    s = play(s, 'red', { type: 'step', unit: 'r', to: Y, payHit: false }).state;
    expect(sgboh.pending(s)).toMatchObject({ kind: 'reaction', seat: 'blue', rule: 'sgboh 7.21' });
    expect(u(s, 'r').hex).toBe(X);
    // C at range 2 needs 6 (T3); the HI target +1: roll 5 + 1 = 6 hits.
    const r = play(s, 'blue', { type: 'react', facing: null }, [5]);
    expect(r.events.find((e) => e.key === 'fire.hit')?.params).toMatchObject({ range: 2, need: 6, roll: 6 });
    expect(u(r.state, 'r')).toMatchObject({ hits: 1, hex: Y });
  });
});

describe('6.21 zones of control', () => {
  it('a skirmisher\'s ZOC covers its Front and Flank hexes, an HI\'s its Front hexes; artillery has none (R-07)', () => {
    const s = start(
      battle([
        unit({ id: 'sk', side: 'red', type: 'SK', missile: 'J', hex: '1010', facing: 1 }),
        unit({ id: 'hi', side: 'red', type: 'HI', hex: '1510', facing: 1 }),
        unit({ id: 'art', side: 'red', type: 'ART', missile: 'ART', ma: 0, hex: '2010', facing: 1 }),
        unit({ id: 'e', side: 'blue', type: 'HI', hex: '2525', facing: 4 }),
      ]),
    );
    const zoc = (id: string): string[] => [...zocHexes(s, u(s, id))].sort();
    expect(zoc('sk')).toEqual([...front('1010', 1), ...flank('1010', 1)].sort());
    expect(zoc('hi')).toEqual([...front('1510', 1)].sort());
    expect(zoc('art')).toEqual([]);
  });
});

describe('7.17 Hit-and-Run (cavalry)', () => {
  const line = ['1010'];
  for (let i = 0; i < 4; i++) line.push(gbohHex.neighbour(line.at(-1)!, gbohHex.dir(1))!);
  const make = (target: Partial<BattleUnit>, blocker = false): SgbohState =>
    play(
      start(
        battle([
          unit({ id: 'lc', side: 'red', type: 'LC', missile: 'C', ma: 8, tq: 5, hex: line[0]!, facing: facingTo(line[0]!, line[1]!) }),
          ...(blocker ? [unit({ id: 'b', side: 'red', type: 'HI', hex: line[2]!, facing: 1 })] : []),
          unit({ id: 't', side: 'blue', type: 'MI', hex: line[4]!, facing: facingTo(line[4]!, line[3]!), ...target }),
        ]),
      ),
      'red',
      { type: 'activate', formation: 'red-f', leader: null },
    ).state;
  const offered = (s: SgbohState): boolean => sgboh.legal(s, 'red').some((a) => a.type === 'hit-and-run' && a.unit === 'lc' && a.target === 't');
  it('from four hexes along empty hexes (the ZOC next to the target allowed); not through a unit', () => {
    expect(offered(make({}))).toBe(true);
    expect(offered(make({}, true))).toBe(false);
  });
  it('at an elephant: not through its ZOC, and the firer takes 1 Hit', () => {
    expect(offered(make({ type: 'EL' }))).toBe(false);
    const away = make({ type: 'EL', facing: facingTo(line[4]!, gbohHex.neighbour(line[4]!, gbohHex.dir(1))!) });
    expect(offered(away)).toBe(true);
    const r = play(away, 'red', { type: 'hit-and-run', unit: 'lc', target: 't' }, [9]);
    expect(u(r.state, 'lc').hits).toBe(1);
  });
});
