import { Random, createRngState } from '@polemarch/kernel';
import { describe, expect, it } from 'vitest';
import { sgboh, type SgbohState } from '../src/index';
import { findBattle } from '../src/scenarios';
import { optionsSchema } from '../src/types';
import { battleProblems } from '../src/validate';
import { battle, leader, play, start, u, unit } from './helpers';

/** 4.14 Multiple Formations (ruling R-54): a group leader activates two or more of his Formations in one Player Turn. */

const make = (groups = true) =>
  battle(
    [
      unit({ id: 'a', side: 'red', type: 'HI', ma: 5, hex: '1010', facing: 1, formation: 'f1' }),
      unit({ id: 'b', side: 'red', type: 'HI', ma: 5, hex: '1012', facing: 1, formation: 'f2' }),
      unit({ id: 'c', side: 'red', type: 'HI', ma: 5, hex: '1014', facing: 1, formation: 'f3' }),
      unit({ id: 'e', side: 'blue', type: 'HI', hex: '2525', formation: 'blue-f' }),
    ],
    [leader({ id: 'bel', side: 'red', hex: '1012', range: 4, oc: true }), leader({ id: 'x', side: 'blue', hex: '2525', oc: true })],
    {
      formations: [
        { id: 'f1', side: 'red', name: 'F1', leaders: ['bel'], auxiliary: false, chain: 0 },
        { id: 'f2', side: 'red', name: 'F2', leaders: ['bel'], auxiliary: false, chain: 0 },
        { id: 'f3', side: 'red', name: 'F3', leaders: ['bel'], auxiliary: false, chain: 0 },
        { id: 'blue-f', side: 'blue', name: 'Blue', leaders: ['x'], auxiliary: false, chain: 0 },
      ],
      groups: groups ? [{ id: 'g', side: 'red', leader: 'bel', formations: ['f1', 'f2', 'f3'], max: 2 }] : [],
    },
  );
const groupsOffered = (s: SgbohState): string[][] => sgboh.legal(s, 'red').flatMap((a) => (a.type === 'activate-group' ? [a.formations] : []));

describe('4.14 Multiple Formations', () => {
  it('the group leader may activate any two of his three Formations at once; their units move in the same Player Turn', () => {
    const s0 = start(make());
    expect(groupsOffered(s0)).toEqual([
      ['f1', 'f2'],
      ['f1', 'f3'],
      ['f2', 'f3'],
    ]);
    const r = play(s0, 'red', { type: 'activate-group', leader: 'bel', formations: ['f1', 'f2'] });
    expect(r.events.map((e) => e.key)).toContain('turn.activate-group');
    let s = r.state;
    expect(s.turn).toMatchObject({ activated: ['f1', 'f2'], leader: 'bel' });
    expect([...s.turn.command].sort()).toEqual(['a', 'b']);
    const step = (id: string) => sgboh.legal(s, 'red').find((x) => x.type === 'step' && x.unit === id)!;
    s = play(s, 'red', step('a')).state;
    s = play(s, 'red', step('b')).state;
    expect(u(s, 'a').turn.hexesMoved + u(s, 'b').turn.hexesMoved).toBe(2);
    expect(sgboh.legal(s, 'red').some((x) => 'unit' in x && x.unit === 'c')).toBe(false);
  });
  it('4.14/4.36: a group leader who Returns to the map may not activate Multiple Formations in that Player Turn', () => {
    // Belisarius, the OC, is engaged elsewhere (4.36): he is placed on a friendly unit at the start of red's next Player Turn.
    const b = make();
    b.leaders[0]!.hex = null;
    const nextRedActivation = (x: SgbohState): SgbohState => {
      let y = play(x, 'red', { type: 'pass' }).state;
      while (y.turn.active !== 'red' || y.turn.phase !== 'activation') {
        const p = sgboh.pending(y)!;
        y = play(y, p.seat, sgboh.legal(y, p.seat).find((a) => a.type === 'pass' || a.type === 'no-seize')!).state;
      }
      return y;
    };
    let s = nextRedActivation(start(b));
    expect(groupsOffered(s)).toEqual([]);
    expect(s.leaders.find((l) => l.id === 'bel')).toMatchObject({ status: 'map', returned: s.turn.number });
    // He may still activate one of his Formations alone.
    expect(sgboh.legal(s, 'red').some((a) => a.type === 'activate' && a.leader === 'bel')).toBe(true);
    // Red's next Player Turn: the group is back.
    s = nextRedActivation(s);
    expect(groupsOffered(s)).toHaveLength(3);
  });
  it('4.14/4.36: a group leader placed back at his Formation\'s activation does not activate a group then either', () => {
    // Not the OC: an engaged-elsewhere leader comes back only by activating one Formation (placeLeader), never a group.
    const b = make();
    b.leaders[0]!.hex = null;
    b.leaders[0]!.oc = false;
    b.leaders.push(leader({ id: 'oc', side: 'red', hex: '1030', oc: true }));
    const s = start(b);
    expect(s.leaders.find((l) => l.id === 'bel')!.status).toBe('elsewhere');
    expect(groupsOffered(s)).toEqual([]);
    const r = play(s, 'red', { type: 'activate', formation: 'f1', leader: 'bel' });
    expect(r.state.leaders.find((l) => l.id === 'bel')).toMatchObject({ status: 'map', hex: '1010', returned: r.state.turn.number });
  });
  it('without a group only one Formation a Player Turn', () => {
    expect(groupsOffered(start(make(false)))).toEqual([]);
  });
  it('a group leader must lead each Formation of his group (position check)', () => {
    const b = make();
    b.formations[2]!.leaders = [];
    expect(battleProblems(b).some((p) => p.includes('group g'))).toBe(true);
    expect(battleProblems(make())).toEqual([]);
  });
  it('the conversion reads a GBoH Line Command rating of 2 as a group of up to two of the Formations the leader leads', () => {
    const defaults = optionsSchema.parse({});
    // Dara: Belisarius (rating 2) leads the cataphract and the MI/LI Formations.
    expect(findBattle('dara', defaults)!.groups).toEqual([{ id: 'belisarius:group', side: 'byzantines', leader: 'belisarius', formations: ['byzantines:byz-hccat', 'byzantines:byz-mi-li'], max: 2 }]);
    // Callinicum: Belisarius (rating 2) leads one Formation only: no group. Casilinum: no rating of 2.
    expect(findBattle('callinicum', defaults)!.groups).toEqual([]);
    expect(findBattle('casilinum', defaults)!.groups).toEqual([]);
    const s = sgboh.setup({ scenario: 'kalka-river', options: {}, seed: 1 }, new Random(createRngState(1)));
    expect(s.groups.map((x) => x.leader)).toEqual(['subudei', 'jebei']);
  });
});
