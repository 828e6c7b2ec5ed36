import { describe, expect, it } from 'vitest';
import { gboh, type GbohState } from '../src';
import { act, declineReactions, legalOf, pendingOf, position, start } from './helpers';

/** Orders in play: Line Commands and held Entry fire, Retire fire, reorganization, leaders and enemy units. */
const OC = (side: 'byzantines' | 'persians', hex: string, extra: Record<string, unknown> = {}) => ({
  id: `${side}-oc`, name: 'OC', side, rank: 'OC' as const, initiative: 6, lineCommand: 1, commandRange: 8, strategy: 3, charisma: 1, hex, ...extra,
});
const CATS = { id: 'cat', side: 'byzantines', name: 'HC/Cat', members: [{ type: ['HC' as const] }], composition: 'cavalry' as const, provenance: { source: 'seed' as const } };

describe('5.23 / 8.21 a Line Command and Entry Reaction Fire', () => {
  it('all the Line moves first; then each reacting unit fires once, at one unit of the Line', () => {
    let s = start(
      position({
        units: [
          { id: 'c1', side: 'byzantines', type: 'HC', class: 'Cat', ma: 8, tq: 7, hex: '0904', facing: { vertex: 1 } },
          { id: 'c2', side: 'byzantines', type: 'HC', class: 'Cat', ma: 8, tq: 7, hex: '0905', facing: { vertex: 1 } },
          { id: 'li', side: 'persians', type: 'LI', missile: 'B', ma: 6, tq: 5, hex: '1105', facing: { vertex: 4 } },
        ],
        leaders: [OC('byzantines', '0705', { lineCommand: 2 })],
        lines: [CATS],
      }),
    );
    s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
    s = act(s, { type: 'line-command', line: 'cat', anchor: 'c1' }).state;
    expect(s.activation!.lineUnits).toEqual(['c1', 'c2']);
    // 4.34: the leader may move within his Line Command, free.
    expect(legalOf(s).some((a) => a.type === 'leader-move')).toBe(true);
    for (const [u, to] of [['c1', '1005'], ['c2', '1006']] as const) {
      s = act(s, { type: 'move', unit: u }).state;
      s = act(s, { type: 'step', to }).state;
      s = declineReactions(s, 'persians');
      expect(pendingOf(s)?.kind).toBe('move'); // no Entry fire yet
      s = act(s, { type: 'end-move' }).state;
    }
    s = act(s, { type: 'end-line' }).state;
    expect(pendingOf(s)).toMatchObject({ seat: 'persians', kind: 'entry-reaction-fire' });
    expect(legalOf(s)).toEqual([{ type: 'react-fire', target: 'c1' }, { type: 'react-fire', target: 'c2' }, { type: 'decline' }]);
    s = act(s, { type: 'react-fire', target: 'c2' }, [9]).state;
    expect(pendingOf(s)).toMatchObject({ seat: 'byzantines', kind: 'orders' });
  });
});

describe('8.22 Retire Reaction Fire', () => {
  it('a unit leaving a missile unit’s ZOC is fired on at range 2 before it moves', () => {
    let s = start(
      position({
        units: [
          { id: 'lc', side: 'byzantines', type: 'LC', ma: 10, tq: 5, hex: '1005', facing: { vertex: 4 } },
          { id: 'bow', side: 'persians', type: 'LC', missile: 'C', ma: 9, tq: 5, hex: '1105', facing: { vertex: 4 } },
        ],
        leaders: [OC('byzantines', '0707')],
      }),
    );
    s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
    s = act(s, { type: 'move', unit: 'lc' }).state;
    s = act(s, { type: 'step', to: '0905' }).state;
    expect(pendingOf(s)).toMatchObject({ seat: 'persians', kind: 'retire-reaction-fire' });
    expect(s.units.lc!.hex).toBe('1005');
    const r = act(s, { type: 'react-fire', target: 'lc' }, [2]);
    expect(r.events.find((e) => e.key === 'fire.roll')!.params).toMatchObject({ range: 2, kind: 'retire' });
    expect(r.state.units.lc).toMatchObject({ hits: 1, hex: '0905' });
  });
});

describe('10.16 Reorganization', () => {
  const reorg = (enemyBow: boolean): GbohState => {
    let s = start(
      position({
        units: [
          { id: 'mi', side: 'byzantines', type: 'MI', tq: 6, hex: '0805', facing: { vertex: 1 }, initial: { hits: 3 } },
          { id: 'e', side: 'persians', type: 'LI', missile: enemyBow ? 'B' : null, tq: 5, hex: '1105', facing: { vertex: 4 } },
        ],
        leaders: [OC('byzantines', '0705')],
      }),
    );
    s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
    return act(s, { type: 'reorganize', unit: 'mi' }).state;
  };
  it('2 hits in the open; 1 within range and LOS of an enemy missile unit', () => {
    expect(reorg(false).units.mi!.hits).toBe(1);
    expect(reorg(true).units.mi!.hits).toBe(2);
  });
});

describe('4.62 leaders and enemy units', () => {
  it('a lone leader who does not withdraw from an adjacent enemy is captured (5 × Initiative RP)', () => {
    let s = start(
      position({
        units: [
          { id: 'hc', side: 'byzantines', type: 'HC', ma: 8, tq: 7, hex: '0905', facing: { vertex: 1 } },
          { id: 'far', side: 'persians', type: 'LC', hex: '1612', facing: { vertex: 4 } },
        ],
        leaders: [OC('byzantines', '0805'), { id: 'cabades', name: 'Cabades', side: 'persians', rank: 'SC', initiative: 7, hex: '1105' }],
      }),
    );
    s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
    s = act(s, { type: 'move', unit: 'hc' }).state;
    s = act(s, { type: 'step', to: '1005' }).state;
    expect(pendingOf(s)).toMatchObject({ seat: 'persians', kind: 'leader-withdrawal' });
    const away = legalOf(s).filter((a) => a.type === 'leader-withdraw');
    expect(away.length).toBeGreaterThan(0);
    const fled = act(s, away[0]!).state;
    expect(fled.leaders.cabades!.status).not.toBe('eliminated');
    const caught = act(s, { type: 'decline' }).state;
    expect(caught.leaders.cabades!.status).toBe('eliminated');
    expect(caught.routPoints.persians).toBe(35);
  });

  it('4.63: the OC replaces an eliminated Subordinate with a Replacement leader, Finished for the turn', () => {
    let s = start(
      position({
        units: [
          { id: 'mi', side: 'byzantines', type: 'MI', hex: '0805', facing: { vertex: 1 } },
          { id: 'far', side: 'persians', type: 'LC', hex: '1612', facing: { vertex: 4 } },
        ],
        leaders: [
          OC('byzantines', '0705'),
          { id: 'john', name: 'John', side: 'byzantines', rank: 'SC', initiative: 4, hex: '0610', initial: { status: 'eliminated' } },
          { id: 'repl', name: 'Replacement 1', side: 'byzantines', rank: 'replacement', initiative: 2, hex: null },
        ],
      }),
    );
    s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
    expect(legalOf(s)).toContainEqual({ type: 'replace', leader: 'john', hex: '0805' });
    s = act(s, { type: 'replace', leader: 'john', hex: '0805' }).state;
    expect(s.leaders.repl).toMatchObject({ hex: '0805', status: 'finished' });
    expect(legalOf(s).some((a) => a.type === 'replace')).toBe(false);
  });
});

describe('5.5 the Elite Orders Phase', () => {
  it('an Elite OC opens the turn; the leader returns to Inactive and cannot use Momentum for it', () => {
    let s = start(
      position({
        units: [
          { id: 'mi', side: 'byzantines', type: 'MI', hex: '0805', facing: { vertex: 1 } },
          { id: 'far', side: 'persians', type: 'LC', hex: '1612', facing: { vertex: 4 } },
        ],
        leaders: [OC('byzantines', '0705', { elite: true }), { id: 'cabades', name: 'Cabades', side: 'persians', rank: 'SC', initiative: 3, hex: '1610' }],
      }),
    );
    expect(pendingOf(s)).toMatchObject({ seat: 'byzantines', kind: 'elite-orders' });
    s = act(s, { type: 'eio', leader: 'byzantines-oc' }).state;
    expect(s.activation).toMatchObject({ kind: 'eio' });
    s = act(s, { type: 'end-orders' }).state;
    expect(s.leaders['byzantines-oc']!.status).toBe('inactive');
    expect(pendingOf(s)).toMatchObject({ seat: 'persians', kind: 'activate' });
  });
});

describe('M.4 secret deployment (Dara: Pharas and the Heruli)', () => {
  it('the opponent does not see the hex until the unit moves', () => {
    let s = start(
      position({
        units: [
          { id: 'heruli', side: 'byzantines', type: 'LN', ma: 8, hex: '0805', facing: { vertex: 1 }, secret: true },
          { id: 'far', side: 'persians', type: 'LC', hex: '1612', facing: { vertex: 4 } },
        ],
        leaders: [OC('byzantines', '0705')],
      }),
    );
    const seen = (seat: string | null) => gboh.view(s, seat).units.heruli!.hex;
    expect(seen('persians')).toBeNull();
    expect(seen(null)).toBeNull();
    expect(seen('byzantines')).toBe('0805');
    s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
    s = act(s, { type: 'move', unit: 'heruli' }).state;
    expect(seen('persians')).toBe('0805');
  });
});

describe('scenario rules: Tricameron Hun reluctance, Taginae Gothic archers', () => {
  it('Tricameron: a reluctant unit will not step into an enemy ZOC until the enemy has lost twice the RP', () => {
    const make = (rp: Record<string, number>) => {
      let s = start(
        position({
          units: [
            { id: 'hun', side: 'byzantines', type: 'LC', ma: 9, hex: '0905', facing: { vertex: 1 }, nationality: 'Massagetae' },
            { id: 'v', side: 'persians', type: 'HC', ma: 8, hex: '1105', facing: { vertex: 4 } },
          ],
          leaders: [OC('byzantines', '0705')],
          specialRules: [{ kind: 'reluctance', units: { nationality: ['Massagetae'] }, ratio: 2 }],
        }),
      );
      s.routPoints = rp;
      s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
      return act(s, { type: 'move', unit: 'hun' }).state;
    };
    expect(legalOf(make({ byzantines: 0, persians: 0 })).filter((a) => a.type === 'step')).toEqual([]);
    expect(legalOf(make({ byzantines: 5, persians: 10 })).filter((a) => a.type === 'step').length).toBe(2);
  });

  it('Taginae: the Gothic archers may not move until one of them is fired on', () => {
    let s = start(
      position({
        units: [
          { id: 'archer', side: 'persians', type: 'LI', missile: 'B', ma: 6, hex: '1105', facing: { vertex: 4 }, nationality: 'Goth' },
          { id: 'bow', side: 'byzantines', type: 'LI', missile: 'B', ma: 6, hex: '0805', facing: { vertex: 1 } },
        ],
        leaders: [OC('persians', '1305', { initiative: 3 }), OC('byzantines', '0705', { initiative: 4 })],
        specialRules: [{ kind: 'holdUntilShock', units: { type: ['LI'], nationality: ['Goth'] } }],
      }),
    );
    s = act(s, { type: 'activate', leader: 'persians-oc' }).state;
    expect(legalOf(s)).not.toContainEqual({ type: 'move', unit: 'archer' });
    s = act(s, { type: 'end-orders' }).state;
    s = act(s, { type: 'decline' }).state; // no Momentum
    s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
    s = act(s, { type: 'fire', unit: 'bow', target: 'archer' }, [9]).state;
    expect(s.battle['taginae.hold']).toEqual({ holdReleased: true });
  });
});

describe('Utus / Catalaunian: the Hun MI Line Command', () => {
  it('any activated Hun leader commands all the Hun MI; those outside his range may not close on the enemy', () => {
    let s = start(
      position({
        extent: { minCol: 1, maxCol: 30, minRow: 1, maxRow: 20 },
        units: [
          { id: 'mi1', side: 'persians', type: 'MI', ma: 5, hex: '1505', facing: { vertex: 4 }, nationality: 'Hun' },
          { id: 'mi2', side: 'persians', type: 'MI', ma: 5, hex: '2015', facing: { vertex: 4 }, nationality: 'Hun' },
          { id: 'byz', side: 'byzantines', type: 'HC', hex: '1814', facing: { vertex: 0 } },
        ],
        leaders: [{ id: 'ellac', name: 'Ellac', side: 'persians', rank: 'SC', initiative: 4, commandRange: 3, hex: '1605' }],
        lines: [{ id: 'humi', side: 'persians', name: 'Hun MI', members: [{ type: ['MI'], nationality: ['Hun'] }], composition: 'infantry', anyPosition: true, provenance: { source: 'seed' } }],
      }),
    );
    s = act(s, { type: 'activate', leader: 'ellac' }).state;
    expect(legalOf(s)).toContainEqual({ type: 'line-command', line: 'humi', anchor: 'mi1' });
    s = act(s, { type: 'line-command', line: 'humi', anchor: 'mi1' }).state;
    expect(s.activation!.lineUnits).toEqual(['mi1', 'mi2']);
    expect(s.activation!.noCloseIn).toEqual(['mi2']);
    s = act(s, { type: 'move', unit: 'mi2' }).state;
    s = declineReactions(s, 'byzantines'); // the HC may withdraw (6.51): it stays
    // Front hexes 1914 (next to the Byzantine HC in 1814) and 1915: only 1915 is offered.
    expect(legalOf(s).filter((x) => x.type === 'step')).toEqual([{ type: 'step', to: '1915' }]);
  });
});
