import { describe, expect, it } from 'vitest';
import type { GbohState } from '../src';
import { eliminate, rout, routTies, runRouts } from '../src/cohesion';
import { crtCell, SHOCK_CRT } from '../src/charts/crt';
import { act, ctx, declineReactions, legalOf, OC, pendingOf, position, start } from './helpers';

/** Worked examples of examples.md not covered elsewhere (the table in docs/rules/gboh-coverage.md lists them all). */

describe('EX-4.33 a nationality-restricted Subordinate (Cabades: Persian units only)', () => {
  const given = (): GbohState =>
    act(
      start(
        position({
          units: [
            { id: 'saracen', side: 'persians', type: 'LC', nationality: 'Saracen', hex: '1105', facing: { vertex: 4 } },
            { id: 'persian', side: 'persians', type: 'LC', nationality: 'Persian', hex: '1107', facing: { vertex: 4 } },
            { id: 'b1', side: 'byzantines', type: 'MI', hex: '1005', facing: { vertex: 1 } },
            { id: 'b2', side: 'byzantines', type: 'MI', hex: '1007', facing: { vertex: 1 } },
          ],
          leaders: [{ id: 'cabades', name: 'Cabades', side: 'persians', rank: 'SC', initiative: 4, commandRange: 6, hex: '1306', restriction: { never: [{ nationality: ['Saracen'] }], noShockEnabling: true } }],
        }),
      ),
      { type: 'activate', leader: 'cabades' },
    ).state;

  it('(a) no Individual Order to the Saracen LC; the Persian LC may be ordered', () => {
    const legal = legalOf(given());
    expect(legal).toContainEqual({ type: 'move', unit: 'persian' });
    expect(legal.filter((a) => 'unit' in a && a.unit === 'saracen')).toEqual([]);
  });

  it('(b) his Command Range gives a Shock – No TQ Check marker to the Persian LC only', () => {
    const s = act(given(), { type: 'end-orders' }).state;
    expect(pendingOf(s)).toMatchObject({ seat: 'persians', kind: 'shock-designation' });
    expect(legalOf(s)).toEqual([{ type: 'no-check', unit: 'persian' }, { type: 'designate-done' }]);
  });
});

describe('EX-5.24 one order per unit per Orders Phase (Dara: John, then Belisarius)', () => {
  it('John cannot order the Cataphract twice; Belisarius may order it later, and it takes 1 hit to move again (6.13)', () => {
    let s = start(
      position({
        units: [
          { id: 'cat', side: 'byzantines', type: 'HC', class: 'Cat', ma: 8, tq: 7, hex: '0805', facing: { vertex: 1 } },
          { id: 'far', side: 'persians', type: 'LC', hex: '1612', facing: { vertex: 4 } },
        ],
        leaders: [
          { id: 'john', name: 'John', side: 'byzantines', rank: 'SC', initiative: 3, commandRange: 4, hex: '0705' },
          OC('byzantines', '0704'),
        ],
      }),
    );
    s = act(s, { type: 'activate', leader: 'john' }).state;
    s = act(s, { type: 'move', unit: 'cat' }).state;
    s = act(s, { type: 'step', to: '0905' }).state;
    s = act(s, { type: 'end-move' }).state;
    expect(legalOf(s)).not.toContainEqual({ type: 'move', unit: 'cat' });
    s = act(s, { type: 'end-orders' }).state;
    s = act(s, { type: 'decline' }).state; // no Momentum
    expect(pendingOf(s)).toMatchObject({ seat: 'byzantines', kind: 'activate' });
    s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
    expect(legalOf(s)).toContainEqual({ type: 'move', unit: 'cat' });
    s = act(s, { type: 'move', unit: 'cat' }).state;
    expect(s.units.cat!.hits).toBe(0);
    s = act(s, { type: 'step', to: '1005' }).state;
    expect(s.units.cat!.hits).toBe(1);
  });
});

describe('EX-5.26 a Subordinate in enemy ZOC (Tricameron, Martinus)', () => {
  const given = (): GbohState =>
    start(
      position({
        units: [
          { id: 'u1', side: 'byzantines', type: 'HC', hex: '1005', facing: { vertex: 1 } },
          { id: 'p1', side: 'persians', type: 'MI', tq: 9, hex: '1105', facing: { vertex: 4 } },
        ],
        leaders: [
          { id: 'martinus', name: 'Martinus', side: 'byzantines', rank: 'SC', initiative: 3, commandRange: 4, hex: '1005' },
          OC('byzantines', '0605'),
        ],
      }),
    );

  it('no orders; his range may give No TQ Check markers; then Finished, no Momentum; the OC moves him out for 2 orders', () => {
    let s = given();
    expect(pendingOf(s)).toMatchObject({ seat: 'byzantines', kind: 'activate' });
    expect(legalOf(s)).toContainEqual({ type: 'activate', leader: 'martinus' });
    s = act(s, { type: 'activate', leader: 'martinus' }).state;
    expect(s.activation).toMatchObject({ leader: 'martinus', kind: 'zocShockOnly' });
    expect(legalOf(s)).toEqual([{ type: 'end-orders' }]);
    s = act(s, { type: 'end-orders' }).state;
    expect(legalOf(s)).toEqual([{ type: 'no-check', unit: 'u1' }, { type: 'designate-done' }]);
    s = act(s, { type: 'designate-done' }).state;
    // Finished, and no Momentum roll is offered (5.26): the OC is next.
    expect(s.leaders.martinus!.status).toBe('finished');
    expect(pendingOf(s)).toMatchObject({ seat: 'byzantines', kind: 'activate' });
    s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
    expect(s.activation!.ordersLeft).toBe(6);
    const out = legalOf(s).find((a) => a.type === 'leader-move' && a.leader === 'martinus' && a.to === '0905')!;
    expect(out).toBeDefined();
    s = act(s, out).state;
    // 4.4 #2: he started in an enemy ZOC: 2 Individual Orders.
    expect(s.activation!.ordersLeft).toBe(4);
    expect(s.leaders.martinus).toMatchObject({ hex: '0905', status: 'finished', movedByOC: true });
    // At most once per leader per Orders Phase (4.4 #2).
    expect(legalOf(s).filter((a) => a.type === 'leader-move' && a.leader === 'martinus')).toEqual([]);
  });
});

describe('EX-5.44 Skipped leaders (Callinicum)', () => {
  it('Belisarius trumps A. John: A. John, Bouzes, Alamoundaras and Cabades are all Skipped (no Momentum)', () => {
    let s = start(
      position({
        units: [
          { id: 'b1', side: 'byzantines', type: 'HC', hex: '0603', facing: { vertex: 1 } },
          { id: 'p1', side: 'persians', type: 'LC', hex: '1603', facing: { vertex: 4 } },
        ],
        extent: { minCol: 1, maxCol: 20, minRow: 1, maxRow: 20 },
        leaders: [
          { id: 'ajohn', name: 'A. John', side: 'byzantines', initiative: 2, hex: '0210' },
          { id: 'bouzes', name: 'Bouzes', side: 'byzantines', initiative: 3, hex: '0212' },
          { id: 'alamoundaras', name: 'Alamoundaras', side: 'persians', initiative: 3, hex: '1810' },
          { id: 'cabades', name: 'Cabades', side: 'persians', initiative: 4, hex: '1812' },
          { id: 'belisarius', name: 'Belisarius', side: 'byzantines', rank: 'OC', initiative: 6, strategy: 3, hex: '0603' },
        ],
      }),
    );
    expect(s.designation).toEqual({ side: 'byzantines', candidates: ['ajohn'] });
    s = act(s, { type: 'trump', leader: 'belisarius', instead: 'ajohn' }, [4]).state;
    expect(s.activation).toMatchObject({ leader: 'belisarius' });
    expect(['ajohn', 'bouzes', 'alamoundaras', 'cabades'].map((l) => s.leaders[l]!.skipped)).toEqual([true, true, true, true]);
    expect(s.leaders.belisarius!.skipped).toBe(false);
  });
});

describe('EX-6.51b the Orderly Withdrawal trigger whatever the direction (play note)', () => {
  it('an enemy moving parallel, from one hex at distance 2 to another, triggers the offer again', () => {
    let s = start(
      position({
        units: [
          { id: 'mi', side: 'byzantines', type: 'MI', ma: 4, hex: '1103', facing: { vertex: 2 } },
          { id: 'lc', side: 'persians', type: 'LC', ma: 9, hex: '1305', facing: { vertex: 4 } },
        ],
        leaders: [OC('byzantines', '0805')],
      }),
    );
    s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
    s = act(s, { type: 'move', unit: 'mi' }).state;
    expect(pendingOf(s)).toMatchObject({ seat: 'byzantines', kind: 'move' }); // 1103 is 3 hexes away: no offer
    s = act(s, { type: 'step', to: '1104' }).state;
    expect(pendingOf(s)).toMatchObject({ seat: 'persians', kind: 'orderly-withdrawal-offer' });
    s = act(s, { type: 'decline' }).state;
    s = act(s, { type: 'step', to: '1105' }).state;
    expect(pendingOf(s)).toMatchObject({ seat: 'persians', kind: 'orderly-withdrawal-offer' });
    expect(legalOf(s)).toContainEqual({ type: 'ow', unit: 'lc' });
  });
});

describe('EX-9.12 adding a No-Check unit to an attack (Casilinum)', () => {
  const given = (): GbohState => {
    let s = start(
      position({
        units: [
          { id: 'lancers', side: 'byzantines', type: 'LN', size: 5, tq: 7, ma: 7, nationality: 'Heruli', hex: '0905', facing: { vertex: 1 } },
          { id: 'mi', side: 'byzantines', type: 'MI', size: 5, tq: 6, nationality: 'Heruli', hex: '1006', facing: { vertex: 1 } },
          { id: 'berserker', side: 'persians', type: 'MI', size: 5, tq: 9, nationality: 'Frank', hex: '1105', facing: { vertex: 4 } },
        ],
        leaders: [OC('byzantines', '0805')],
      }),
    );
    s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
    s = act(s, { type: 'move', unit: 'lancers' }).state;
    s = act(s, { type: 'step', to: '1005' }).state;
    s = declineReactions(s, 'persians');
    expect(s.units.lancers!.shock).toBe('mustCheck');
    s = act(s, { type: 'end-move' }).state;
    s = declineReactions(s, 'persians');
    return act(s, { type: 'end-orders' }).state;
  };

  it('option 1: {Lancers, MI} vs {Berserker}: Sizes added, the MI takes no Pre-Shock check, SDR rounded up (moved)', () => {
    let s = given();
    expect(legalOf(s)).toEqual([{ type: 'no-check', unit: 'mi' }, { type: 'designate-done' }]);
    s = act(s, { type: 'no-check', unit: 'mi' }).state;
    s = act(s, { type: 'combat', attacker: 'lancers' }).state;
    const charge = act(s, { type: 'join', attacker: 'mi', combat: 0 }, [0, 0]);
    expect(charge.events.filter((e) => e.key === 'shock.preShockCheck').map((e) => e.params!.unit)).toEqual(['lancers', 'berserker']);
    s = charge.state;
    expect(pendingOf(s)).toMatchObject({ seat: 'byzantines', kind: 'choose-attacker' });
    const melee = act(s, { type: 'choose', unit: 'lancers' }, [0]);
    // 10 : 5 = 2, moved → 2-1: one column right.
    expect(melee.events.find((e) => e.key === 'shock.column')!.params).toMatchObject({ sdr: 1 });
  });

  it('option 2: the Lancers alone, 5 : 5 → 1-1; the MI watches', () => {
    let s = act(given(), { type: 'designate-done' }).state;
    expect(legalOf(s)).toEqual([{ type: 'combat', attacker: 'lancers' }]);
    const r = act(s, { type: 'combat', attacker: 'lancers' }, [0, 0, 0]);
    s = r.state;
    expect(r.events.find((e) => e.key === 'shock.column')!.params).toMatchObject({ attacker: 'lancers', sdr: 0 });
    expect(s.shock === null || s.shock.combats.every((c) => !c.attackers.includes('mi'))).toBe(true);
  });
});

/** EX-10.21 (Casilinum, rout paths): the Franks' Retreat Edge is the west edge (the Byzantine side of the helper). */
describe('EX-10.21 rout paths (10.21 priorities)', () => {
  const franks = (units: Record<string, unknown>[]): GbohState => start(position({ units, leaders: [OC('persians', '1612')] }));

  it('B: both hexes toward the edge blocked: it moves laterally, then on toward the edge', () => {
    const s = franks([
      { id: 'B', side: 'byzantines', type: 'MI', hex: '1105', facing: { vertex: 1 } },
      { id: 'U', side: 'persians', type: 'LN', hex: '1005', facing: { vertex: 4 } },
      { id: 'V', side: 'persians', type: 'LN', hex: '1006', facing: { vertex: 4 } },
    ]);
    const c = ctx();
    rout(s, c, 'B');
    expect(s.units.B!.hex).toBe('1105');
    // Both lateral hexes are equally good: the owner chooses (R-ROUT-1); then 1004 is the one hex toward the edge.
    expect(routTies(s, 'B')).toEqual(['1104', '1106']);
    expect(runRouts(s, c, '1104')).toBe(false);
    expect(s.units.B!.hex).toBe('1004');
    expect(s.routMoves).toEqual([]);
  });

  it('A: its direct path blocked by an enemy ZOC, it goes through the Routed B (closer) rather than into empty, farther 1104; B is eliminated', () => {
    const s = franks([
      { id: 'A', side: 'byzantines', type: 'MI', hex: '1105', facing: { vertex: 1 } },
      { id: 'B', side: 'byzantines', type: 'MI', tq: 5, hex: '1005', facing: { vertex: 4 }, initial: { status: 'routed' } },
      { id: 'U', side: 'persians', type: 'LN', hex: '0906', facing: { vertex: 1 } },
    ]);
    const c = ctx();
    rout(s, c, 'A');
    expect(s.units.A!.hex).toBe('1005');
    expect(s.units.B!.status).toBe('eliminated');
    expect(s.routPoints.byzantines).toBe(5); // B's printed TQ (12.11)
    expect(s.routMoves).toEqual([{ unit: 'A', stepsLeft: 1, extraDone: false, moving: false }]);
    expect(routTies(s, 'A')).toEqual(['0904', '0905']);
  });
});

describe('DER-3 AS and the light-archer halving against a Routed MI', () => {
  it('a bow LI attacks a Routed MI through its Flank: AS doubles, no halving (the MI is Routed): eliminated', () => {
    let s = start(
      position({
        units: [
          { id: 'att', side: 'byzantines', type: 'LI', missile: 'B', size: 5, tq: 9, hex: '1005', facing: { vertex: 1 } },
          { id: 'def', side: 'persians', type: 'MI', size: 5, tq: 9, hex: '1105', facing: { vertex: 0 }, initial: { status: 'routed' } },
        ],
        leaders: [OC('byzantines', '0805')],
      }),
    );
    s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
    s = act(s, { type: 'end-orders' }).state;
    s = act(s, { type: 'no-check', unit: 'att' }).state;
    const r = act(s, { type: 'combat', attacker: 'att' }, [5]);
    const col = r.events.find((e) => e.key === 'shock.column')!.params!;
    expect(col).toMatchObject({ aspect: 'flank', superiority: 'AS' });
    const [, d] = crtCell(SHOCK_CRT, col.column as number, 5);
    expect(r.events.find((e) => e.key === 'shock.result')!.params!.defenderHits).toBe(2 * d);
    expect(r.state.units.def!.status).toBe('eliminated');
  });
});

describe('DER-6 Rally hit levels (10.27)', () => {
  it.each([
    ['MI', 5, 2],
    ['HI', 7, 3],
    ['HC', 7, 2],
    ['HC', 8, 2],
    ['LC', 5, 1],
  ] as const)('%s printed TQ %i comes back with %i hits', (type, tq, hits) => {
    let s = start(
      position({
        units: [
          { id: 'u', side: 'byzantines', type, tq, hex: '0805', facing: { vertex: 1 }, initial: { status: 'routed' } },
          { id: 'far', side: 'persians', type: 'MI', hex: '1612', facing: { vertex: 4 } },
        ],
        leaders: [OC('byzantines', '0705', { charisma: 5 })],
      }),
    );
    s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
    s = act(s, { type: 'rally', unit: 'u' }, [5]).state;
    expect(s.units.u).toMatchObject({ status: 'rallied', hits });
  });
});

describe('DER-7 Rout Points (12.11)', () => {
  it('an eliminated unit scores its printed TQ (6), not its Undisciplined effective TQ (8)', () => {
    const s = start(
      position({
        sides: { per: { discipline: 'undisciplined' } },
        units: [{ id: 'goth', side: 'persians', type: 'HC', tq: 6, hex: '1105', facing: { vertex: 4 } }],
        leaders: [OC('persians', '1305')],
      }),
    );
    eliminate(s, ctx(), 'goth', 'test');
    expect(s.routPoints.persians).toBe(6);
  });
});
