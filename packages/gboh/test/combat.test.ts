import { describe, expect, it } from 'vitest';
import type { GbohState } from '../src';
import { crtCell, SHOCK_CRT } from '../src/charts/crt';
import { distributeHits, sizeShift } from '../src/shock';
import { withdrawalPhase } from '../src/withdrawal';
import { act, ctx, declineReactions, legalOf, OC, pendingOf, position, routTo, start } from './helpers';

/** 8.0 missile, 9.0 shock, 10.0 cohesion and rout, 11.7 Shield Wall, 12.0 withdrawal. */


describe('8.1 Missile fire', () => {
  const fireAt = (firer: Record<string, unknown>, target: Record<string, unknown>, dice: number[]) => {
    let s = start(
      position({
        units: [
          { id: 'f', side: 'byzantines', hex: '0805', facing: { vertex: 1 }, ...firer },
          { id: 't', side: 'persians', hex: '1106', facing: { vertex: 4 }, tq: 7, type: 'HC', ...target },
        ],
        leaders: [OC('byzantines', '0705')],
      }),
    );
    s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
    return act(s, { type: 'fire', unit: 'f', target: 't' }, dice);
  };

  it('EX-8.15: a cavalry composite bow at range 3 (strength 4) rolling 1 inflicts 1 hit; ammunition stays Full', () => {
    const r = fireAt({ type: 'HC', class: 'Cat', missile: 'C' }, {}, [1]);
    expect(r.events.find((e) => e.key === 'fire.roll')!.params).toMatchObject({ range: 3, strength: 4 });
    expect(r.state.units.t!.hits).toBe(1);
    expect(r.state.units.f!.supply).toBe('full');
  });

  it('8.15 two-hit rule (ruling R-MRRC-2, default infantryFirer): an infantry composite bow rolling 1 inflicts 2 hits', () => {
    // Still in its set-up hex it fires twice (11.4): the second shot, 9, misses (and makes it Missile Low, 8.17).
    const r = fireAt({ type: 'LI', missile: 'C' }, {}, [1, 9]);
    expect(r.events.filter((e) => e.key === 'fire.result').map((e) => e.params!.hits)).toEqual([2, 0]);
    expect(r.state.units.t!.hits).toBe(2);
  });

  it('EX-8.15: the cavalry composite bow rolling a modified 0 still inflicts 1 hit (cavalry firer, R-MRRC-2)', () => {
    expect(fireAt({ type: 'HC', class: 'Cat', missile: 'C' }, {}, [0]).state.units.t!.hits).toBe(1);
  });

  it('8.15 modifiers: +1 against HI; an unmodified 9 makes an archer Missile Low (8.17)', () => {
    const r = fireAt({ type: 'HC', class: 'Cat', missile: 'C' }, { type: 'HI' }, [4]);
    expect(r.events.find((e) => e.key === 'fire.roll')!.modifiers!.map((m) => m.value)).toEqual([1]);
    expect(r.state.units.t!.hits).toBe(0);
    expect(fireAt({ type: 'HC', class: 'Cat', missile: 'C' }, {}, [9]).state.units.f!.supply).toBe('low');
  });

  it('8.23: the target may Return Fire at the firer', () => {
    const r = fireAt({ type: 'HC', class: 'Cat', missile: 'C' }, { type: 'LC', missile: 'C' }, [8]);
    expect(pendingOf(r.state)).toMatchObject({ seat: 'persians', kind: 'return-fire' });
    const back = act(r.state, { type: 'react-fire', target: 'f' }, [0]);
    expect(back.state.units.f!.hits).toBe(1);
  });

  it('EX-8.11: a unit may fire after a step closer to the target (+1 moved), then move on', () => {
    let s = start(
      position({
        units: [
          { id: 'lc', side: 'persians', type: 'LC', missile: 'C', ma: 9, hex: '1405', facing: { vertex: 4 } },
          { id: 't', side: 'byzantines', type: 'HC', tq: 7, hex: '0605', facing: { vertex: 1 } },
        ],
        leaders: [OC('persians', '1505')],
      }),
    );
    s = act(s, { type: 'activate', leader: 'persians-oc' }).state;
    s = act(s, { type: 'move', unit: 'lc' }).state;
    for (const to of ['1304', '1204', '1103', '1003']) {
      s = declineReactions(act(s, { type: 'step', to }).state, 'byzantines');
    }
    expect(legalOf(s)).toContainEqual({ type: 'fire', unit: 'lc', target: 't' });
    const fired = act(s, { type: 'fire', unit: 'lc', target: 't' }, [5]);
    expect(fired.events.find((e) => e.key === 'fire.roll')!.params).toMatchObject({ range: 4 });
    expect(fired.events.find((e) => e.key === 'fire.roll')!.modifiers!.map((m) => m.value)).toEqual([1]);
    s = declineReactions(fired.state, 'byzantines');
    expect(legalOf(s).some((a) => a.type === 'step')).toBe(true);
    expect(legalOf(s).some((a) => a.type === 'fire')).toBe(false);
  });
});

describe('11.7 Shield Wall (EX-11.72)', () => {
  it('a flank-adjacent line of Roman HI/MI forms Shield Wall together; the Franks and the HI in 2016 do not', () => {
    const roman = (hex: string) => ({ id: `r${hex}`, side: 'byzantines', type: 'MI' as const, shieldWall: true, hex, facing: { vertex: 4 } });
    let s = start(
      position({
        extent: { minCol: 15, maxCol: 26, minRow: 8, maxRow: 25 },
        units: [
          ...['2113', '2114', '2115', '2116', '2117', '2118', '2119'].map(roman),
          ...['2120', '2121', '2122'].map((hex) => ({ id: `f${hex}`, side: 'byzantines', type: 'MI' as const, hex, facing: { vertex: 4 } })),
          { id: 'hi2016', side: 'byzantines', type: 'HI', shieldWall: true, hex: '2016', facing: { vertex: 4 } },
          { id: 'archer', side: 'persians', type: 'LI', missile: 'B', hex: '1913', facing: { vertex: 1 } },
        ],
        leaders: [OC('persians', '1712')],
      }),
    );
    s = act(s, { type: 'activate', leader: 'persians-oc' }).state;
    s = act(s, { type: 'fire', unit: 'archer', target: 'r2113' }).state;
    expect(pendingOf(s)).toMatchObject({ seat: 'byzantines', kind: 'shield-wall' });
    const r = act(s, { type: 'shield-wall' }, [6]);
    const walled = Object.entries(r.state.units).filter(([, u]) => u.shieldWall).map(([id]) => id);
    expect(walled).toEqual(['r2113', 'r2114', 'r2115', 'r2116', 'r2117', 'r2118', 'r2119']);
    expect(r.events.find((e) => e.key === 'fire.roll')!.modifiers!.map((m) => m.value)).toEqual([3]);
    expect(r.state.units.r2113!.hits).toBe(0); // 6 + 3 > 6
  });
});

describe('9.16 STEP 2 Size Differential Ratio (EX-9.16a, EX-9.16b)', () => {
  it.each([
    [5, 4, true, 1],
    [4, 5, true, 0],
    [2, 5, true, -1],
    [5, 4, false, 0],
    [4, 5, false, -1],
    [11, 5, true, 2],
    [11, 5, false, 1],
    [7, 12, true, 0],
    [7, 7, true, 0],
    [7, 5, true, 1],
    [7, 7, false, 0],
  ])('%i vs %i (moved %s) shifts %i', (a, d, moved, shift) => {
    expect(sizeShift({ attacker: a, defender: d }, moved)).toBe(shift);
  });
});

describe('9.34 the Shock CRT (charts.md §1.3 test vectors)', () => {
  it('reads the cells of the worked examples; columns clamp to 1–13 and DRs to 0–9', () => {
    expect(crtCell(SHOCK_CRT, 7, 6)).toEqual([2, 2]);
    expect(crtCell(SHOCK_CRT, 7, 2)).toEqual([2, 2]);
    expect(crtCell(SHOCK_CRT, 8, 10)).toEqual([2, 4]);
    expect(crtCell(SHOCK_CRT, 6, 7)).toEqual([2, 2]);
    expect(crtCell(SHOCK_CRT, 0, -3)).toEqual([6, 1]);
    expect(crtCell(SHOCK_CRT, 15, 12)).toEqual([1, 6]);
  });
});

/** A no-check attack: attacker adjacent at the start, the OC lends his range, one combat. */
function attack(att: Record<string, unknown>, def: Record<string, unknown>, attHex = '1005', defHex = '1105', extraUnits: Record<string, unknown>[] = []) {
  let s = start(
    position({
      units: [
        { id: 'att', side: 'byzantines', hex: attHex, facing: { vertex: 1 }, ...att },
        { id: 'def', side: 'persians', hex: defHex, facing: { vertex: 4 }, ...def },
        ...extraUnits,
      ],
      leaders: [OC('byzantines', '0805')],
    }),
  );
  s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
  s = act(s, { type: 'end-orders' }).state;
  s = act(s, { type: 'no-check', unit: 'att' }).state;
  return s;
}

describe('9.16 superiority and results', () => {
  it('DER-2: Defense Superiority triples the attacker’s hits (MI attacking HC Cat: 3(2) → 9, 2)', () => {
    const s = attack({ type: 'MI', size: 5, tq: 9 }, { type: 'HC', class: 'Cat', size: 5, tq: 9 });
    const r = act(s, { type: 'combat', attacker: 'att' }, [0]);
    expect(r.events.find((e) => e.key === 'shock.column')!.params).toMatchObject({ column: 7, superiority: 'DS' });
    expect(r.state.units.att!.status).toBe('routed'); // 9 hits ≥ TQ 9
    expect(r.events.find((e) => e.key === 'shock.result')!.params).toMatchObject({ attackerHits: 9, defenderHits: 2 });
  });

  it('DER-3: a bow LI attacking MI through its Flank: AS doubles, the light-archer rule halves (2(3) → 3)', () => {
    // The MI at 1105 faces north-west (vertex 5); the LI at 1005 is in its Flank.
    const s = attack({ type: 'LI', missile: 'B', size: 5, tq: 9 }, { type: 'MI', size: 5, tq: 9, facing: { vertex: 0 } });
    const r = act(s, { type: 'combat', attacker: 'att' }, [5]);
    const col = r.events.find((e) => e.key === 'shock.column')!.params!;
    expect(col).toMatchObject({ aspect: 'flank', superiority: 'AS' });
    const res = r.events.find((e) => e.key === 'shock.result')!.params!;
    const [, d] = crtCell(SHOCK_CRT, col.column as number, 5);
    expect(res.defenderHits).toBe(Math.floor((d * 2) / 2));
  });

  it('EX-10.15: both sides at their TQ — equal excess: the defender routs, the attacker is set to TQ − 1 and advances', () => {
    const s = attack({ type: 'HC', size: 5, tq: 6, initial: { hits: 4 } }, { type: 'LI', size: 5, tq: 5, initial: { hits: 2 } });
    // HC vs LI front: column 8; DR 5 → 2(3).
    const r = act(s, { type: 'combat', attacker: 'att' }, [5]);
    expect(r.events.find((e) => e.key === 'shock.result')!.params!.printed).toBe('2(3)');
    expect(r.events.find((e) => e.key === 'shock.mutualRout')!.params).toEqual({ attackerExcess: 0, defenderExcess: 0 });
    expect(r.state.units.def!.status).toBe('routed');
    expect(r.state.units.att!.hits).toBe(5);
    // The LI routs toward the east edge; its owner chooses between the two equally good hexes (R-ROUT-1).
    expect(legalOf(r.state)).toEqual([{ type: 'rout-step', to: '1205' }, { type: 'rout-step', to: '1206' }]);
    let t = routTo(r.state, 'def', '1205').state;
    t = routTo(t, 'def', '1305').state;
    expect(t.units.def!.hex).toBe('1305');
    expect(t.units.att!.hex).toBe('1105');
  });
});

describe('9.13 the Charge against Routed defenders (DER-4)', () => {
  it('the attacker does not check; the Routed defender checks at TQ 1 and is eliminated by any hit', () => {
    let s = start(
      position({
        units: [
          { id: 'hc', side: 'byzantines', type: 'HC', ma: 8, tq: 7, hex: '0905', facing: { vertex: 1 } },
          { id: 'mi', side: 'persians', type: 'MI', tq: 5, hex: '1104', facing: { vertex: 4 }, initial: { status: 'routed' } },
        ],
        leaders: [OC('byzantines', '0805')],
      }),
    );
    s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
    s = act(s, { type: 'move', unit: 'hc' }).state;
    s = act(s, { type: 'step', to: '1005' }).state;
    expect(s.units.hc!.shock).toBe('mustCheck');
    s = act(s, { type: 'end-move' }).state;
    s = act(s, { type: 'end-orders' }).state;
    const r = act(s, { type: 'combat', attacker: 'hc' }, [5]);
    expect(r.events.filter((e) => e.key === 'shock.preShockCheck').map((e) => e.params!.unit)).toEqual(['mi']);
    expect(r.state.units.mi!.status).toBe('eliminated');
    expect(r.state.routPoints.persians).toBe(5);
    expect(r.state.units.hc!.hex).toBe('1104');
  });
});

describe('10.13 distributing hits (DER-1)', () => {
  it('5 hits on 3 units: one each, the chosen unit one more, the last by the owner’s choice', () => {
    const s = start(
      position({
        units: ['p', 'q', 'r'].map((id, i) => ({ id, side: 'persians', type: 'MI' as const, tq: 9, hex: `110${i + 3}`, facing: { vertex: 4 } })),
        leaders: [OC('persians', '1410')],
      }),
    );
    const o = distributeHits(s, ctx(), ['p', 'q', 'r'], 'p', 5);
    expect([s.units.p!.hits, s.units.q!.hits, s.units.r!.hits]).toEqual([2, 1, 1]);
    expect(o).toEqual({ others: ['q', 'r'], remaining: 1 });
  });
});

describe('10.2 rout and rally', () => {
  it('EX-10.21 (stacking): a routing unit passes through a friend, who takes DR − TQ (9 − 5 = 4) hits and routs too', () => {
    let s = start(
      position({
        units: [
          { id: 'archer', side: 'byzantines', type: 'LI', missile: 'B', hex: '1105', facing: { vertex: 1 } },
          { id: 'block', side: 'byzantines', type: 'MI', hex: '1404', facing: { vertex: 4 } },
          { id: 'e', side: 'persians', type: 'MI', tq: 5, hex: '1205', facing: { vertex: 4 }, initial: { hits: 4 } },
          { id: 'd', side: 'persians', type: 'MI', tq: 5, hex: '1305', facing: { vertex: 4 }, initial: { hits: 1 } },
        ],
        leaders: [OC('byzantines', '0905')],
      }),
    );
    s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
    // e's only hex toward its edge is d's (1304 is in the block's ZOC): it passes through d, who rolls 9 and routs.
    const r = act(s, { type: 'fire', unit: 'archer', target: 'e' }, [5, 9]);
    const steps = r.events.filter((e) => e.key === 'rout.step').map((e) => `${e.params!.unit}:${e.params!.from}-${e.params!.to}`);
    expect(steps).toEqual(['e:1205-1305']);
    expect(r.state.units.d!.status).toBe('routed');
    // d's rout move comes first (it routs "immediately"), each tie its owner's choice (R-ROUT-1); then e goes on.
    expect(legalOf(r.state)).toEqual([{ type: 'rout-step', to: '1405' }, { type: 'rout-step', to: '1406' }]);
    let t = routTo(r.state, 'd', '1405').state;
    t = routTo(t, 'd', '1504').state;
    expect(t.units.d!.hex).toBe('1504');
    expect(t.units.e!.hex).toBe('1305');
    t = routTo(t, 'e', '1406').state;
    expect(t.units.e!.hex).toBe('1406');
    expect(t.units.e!.status).toBe('routed');
    expect(pendingOf(t)).toMatchObject({ seat: 'byzantines', kind: 'orders' });
  });

  it('DER-6: Rally — infantry TQ 5 comes back with 2 hits; a failed roll eliminates', () => {
    let s = start(
      position({
        units: [
          { id: 'mi', side: 'byzantines', type: 'MI', tq: 5, hex: '0805', facing: { vertex: 1 }, initial: { status: 'routed' } },
          { id: 'far', side: 'persians', type: 'MI', hex: '1612', facing: { vertex: 4 } },
        ],
        leaders: [OC('byzantines', '0705', { charisma: 2 })],
      }),
    );
    s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
    const ok = act(s, { type: 'rally', unit: 'mi' }, [2]).state;
    expect(ok.units.mi).toMatchObject({ status: 'rallied', hits: 2 });
    const ko = act(s, { type: 'rally', unit: 'mi' }, [3]).state;
    expect(ko.units.mi!.status).toBe('eliminated');
    expect(ko.routPoints.byzantines).toBe(5);
  });
});

describe('12.0 army withdrawal (DER-7)', () => {
  const at = (byz: number, per: number): GbohState => {
    const s = start(position({ units: [{ id: 'x', side: 'byzantines', type: 'MI', hex: '0805' }], leaders: [OC('byzantines', '0705')] }));
    s.routPoints = { byzantines: byz, persians: per };
    withdrawalPhase(s, ctx());
    return s;
  };
  it('59 of 60 RP continues; 60 withdraws; both over: the smaller excess wins; equal excess is a draw', () => {
    expect(at(59, 0).outcome).toBeNull();
    expect(at(60, 0).outcome).toMatchObject({ winner: 'persians' });
    expect(at(64, 80).outcome).toMatchObject({ winner: 'byzantines' });
    expect(at(65, 80).outcome).toMatchObject({ winner: null });
  });
});

describe('9.23 who advances', () => {
  it('two equal attackers, one vacated hex: the attacking player chooses; the other stays', () => {
    let s = start(
      position({
        units: [
          { id: 'a1', side: 'byzantines', type: 'HC', size: 5, tq: 7, hex: '1005', facing: { vertex: 1 } },
          { id: 'a2', side: 'byzantines', type: 'HC', size: 5, tq: 7, hex: '1006', facing: { vertex: 1 } },
          { id: 'def', side: 'persians', type: 'MI', size: 5, tq: 3, hex: '1105', facing: { vertex: 4 }, initial: { hits: 2 } },
        ],
        leaders: [OC('byzantines', '0805')],
      }),
    );
    s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
    s = act(s, { type: 'end-orders' }).state;
    s = act(s, { type: 'no-check', unit: 'a1' }).state;
    s = act(s, { type: 'no-check', unit: 'a2' }).state;
    s = act(s, { type: 'combat', attacker: 'a1' }).state;
    s = act(s, { type: 'join', attacker: 'a2', combat: 0 }).state;
    expect(pendingOf(s)).toMatchObject({ seat: 'byzantines', kind: 'choose-attacker' });
    s = act(s, { type: 'choose', unit: 'a1' }, [5]).state;
    expect(s.units.def!.status).toBe('routed');
    // The defender's rout move: its owner chooses among equal hexes (R-ROUT-1); then the advance.
    expect(pendingOf(s)).toMatchObject({ seat: 'persians', kind: 'rout-path' });
    s = routTo(s, 'def', '1206').state;
    s = routTo(s, 'def', '1306').state;
    expect(s.units.def!.hex).toBe('1306');
    expect(pendingOf(s)).toMatchObject({ seat: 'byzantines', kind: 'advance' });
    expect(legalOf(s)).toEqual([
      { type: 'advance', unit: 'a1', to: '1105' },
      { type: 'advance', unit: 'a2', to: '1105' },
    ]);
    s = act(s, { type: 'advance', unit: 'a2', to: '1105' }).state;
    expect(s.units.a2!.hex).toBe('1105');
    expect(s.units.a1!.hex).toBe('1005');
  });

  it('9.13: a defender routed by its Pre-Shock check; of two equal attackers the attacking player chooses who advances', () => {
    let s = start(
      position({
        units: [
          { id: 'a1', side: 'byzantines', type: 'HC', size: 5, tq: 7, hex: '1005', facing: { vertex: 1 } },
          { id: 'a2', side: 'byzantines', type: 'HC', size: 5, tq: 7, hex: '1006', facing: { vertex: 1 } },
          { id: 'def', side: 'persians', type: 'MI', size: 5, tq: 3, hex: '1105', facing: { vertex: 4 }, initial: { hits: 2 } },
        ],
        leaders: [OC('byzantines', '0805')],
      }),
    );
    s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
    s = act(s, { type: 'end-orders' }).state;
    s.units.a1!.shock = 'mustCheck';
    s.units.a2!.shock = 'mustCheck';
    while (pendingOf(s)!.kind === 'shock-designation') s = act(s, legalOf(s).find((a) => a.type !== 'no-check')!).state;
    s = act(s, { type: 'combat', attacker: 'a1' }).state;
    // Pre-Shock checks (9.13), attackers then the defender: a1 0, a2 0 (TQ 7: no hits); def 9 − 3 = 6 hits: routed.
    s = act(s, { type: 'join', attacker: 'a2', combat: 0 }, [0, 0, 9]).state;
    expect(s.units.def!.status).toBe('routed');
    s = routTo(s, 'def', '1205').state;
    s = routTo(s, 'def', '1304').state;
    expect(s.units.def!.hex).toBe('1304');
    expect(pendingOf(s)).toMatchObject({ seat: 'byzantines', kind: 'advance', rule: 'gboh 9.23' });
    expect(legalOf(s)).toEqual([
      { type: 'advance', unit: 'a1', to: '1105' },
      { type: 'advance', unit: 'a2', to: '1105' },
    ]);
    s = act(s, { type: 'advance', unit: 'a2', to: '1105' }).state;
    expect(s.units.a2!.hex).toBe('1105');
    expect(s.units.a1!.hex).toBe('1005');
    // The combat has no defender left: no Clash; only the 9.22 facing change of the unit that advanced.
    expect(pendingOf(s)).toMatchObject({ kind: 'advance-facing' });
  });
});

describe('11.6 Cheiroballistra', () => {
  const given = () =>
    start(
      position({
        units: [
          { id: 'ch', side: 'byzantines', type: 'Cheiroballistra', missile: 'Cheiro', ma: 3, tq: 5, hex: '0805', initial: { cheiroMode: 'fire' } },
          { id: 'lc', side: 'persians', type: 'LC', ma: 9, tq: 5, hex: '1505', facing: { vertex: 4 } },
        ],
        leaders: [OC('byzantines', '0705', { initiative: 3 }), OC('persians', '1605', { initiative: 4 })],
      }),
    );

  it('11.65: Active Fire without an order, once per phase, twice per turn; it never runs out (MRRC)', () => {
    let s = act(given(), { type: 'activate', leader: 'byzantines-oc' }).state;
    expect(legalOf(s)).toContainEqual({ type: 'cheiro-fire', unit: 'ch', target: 'lc' });
    const r = act(s, { type: 'cheiro-fire', unit: 'ch', target: 'lc' }, [9]);
    s = r.state;
    expect(r.events.find((e) => e.key === 'fire.roll')!.params).toMatchObject({ range: 7, strength: 2 });
    expect(s.units.ch!.supply).toBe('full');
    expect(legalOf(s).some((a) => a.type === 'cheiro-fire')).toBe(false);
    expect(s.activation!.ordersLeft).toBe(3); // no order used
  });

  it('11.66: it may fire at a moving enemy during the enemy Movement (twice per enemy phase)', () => {
    let s = act(given(), { type: 'activate', leader: 'byzantines-oc' }).state;
    s = act(act(s, { type: 'end-orders' }).state, { type: 'decline' }).state; // no Momentum
    s = act(s, { type: 'activate', leader: 'persians-oc' }).state;
    s = act(s, { type: 'move', unit: 'lc' }).state;
    s = act(s, { type: 'step', to: '1405' }).state;
    expect(pendingOf(s)).toMatchObject({ seat: 'byzantines', kind: 'cheiroballistra-fire' });
    s = act(s, { type: 'react-fire', target: 'lc' }, [0]).state;
    expect(s.units.lc!.hits).toBe(2); // the Cheiroballistra counts as infantry for the two-hit rule
  });
});

describe('Catalaunian Fields Ferocity', () => {
  it('an attacking Ferocity unit counts TQ + 2 on its own Pre-Shock check; tribal units may not Reorganize', () => {
    let s = start(
      position({
        units: [
          { id: 'frank', side: 'byzantines', type: 'MI', ma: 5, tq: 5, hex: '0905', facing: { vertex: 1 }, nationality: 'Frankish', initial: { hits: 1 } },
          { id: 'hun', side: 'persians', type: 'MI', ma: 5, tq: 9, hex: '1105', facing: { vertex: 4 } },
        ],
        leaders: [OC('byzantines', '0805')],
        specialRules: [{ kind: 'ferocity', units: { nationality: ['Frankish'] }, preShockBonus: 2 }],
      }),
    );
    s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
    expect(legalOf(s)).not.toContainEqual({ type: 'reorganize', unit: 'frank' });
    s = act(s, { type: 'move', unit: 'frank' }).state;
    s = declineReactions(act(s, { type: 'step', to: '1005' }).state, 'persians');
    s = act(s, { type: 'end-move' }).state;
    s = act(s, { type: 'end-orders' }).state;
    const r = act(s, { type: 'combat', attacker: 'frank' }, [7, 0, 5]);
    const check = r.events.find((e) => e.key === 'shock.preShockCheck' && e.params!.unit === 'frank')!;
    expect(check.modifiers!.map((m) => m.value)).toEqual([-2]);
    expect(r.events.filter((e) => e.key === 'hits.taken' && e.params!.cause === 'pre-shock TQ check')).toEqual([]);
  });
});

describe('Catalaunian Fields: the Alans', () => {
  it('an Alan unit routs: DR > Sangiban’s Initiative → every Alan unit leaves, without Rout Points', () => {
    let s = start(
      position({
        units: [
          { id: 'bow', side: 'persians', type: 'LI', missile: 'B', hex: '1105', facing: { vertex: 4 } },
          { id: 'alan1', side: 'byzantines', type: 'HC', tq: 5, hex: '1005', facing: { vertex: 1 }, nationality: 'Alan', initial: { hits: 4 } },
          { id: 'alan2', side: 'byzantines', type: 'HC', tq: 5, hex: '0610', facing: { vertex: 1 }, nationality: 'Alan' },
        ],
        leaders: [OC('persians', '1305'), { id: 'sangiban', name: 'Sangiban', side: 'byzantines', rank: 'SC', initiative: 7, hex: '0612' }],
        specialRules: [{ kind: 'defection', units: { nationality: ['Alan'] }, leader: 'sangiban' }],
      }),
    );
    s = act(s, { type: 'activate', leader: 'persians-oc' }).state;
    // Fire: 5 ≤ 8 hits, the Alan routs; the defection roll 9 > 7.
    s = act(s, { type: 'fire', unit: 'bow', target: 'alan1' }, [5]).state;
    expect(legalOf(s)).toEqual([{ type: 'rout-step', to: '0904' }, { type: 'rout-step', to: '0905' }]);
    s = routTo(s, 'alan1', '0905').state;
    // The defection roll follows the rout move (R-ROUT-1: the owner chose its hexes).
    s = routTo(s, 'alan1', '0805', [9]).state;
    expect(s.battle['cf.alans']).toEqual({ alansGone: true });
    expect(s.units.alan2!.hex).toBeNull();
    expect(s.routPoints.byzantines).toBe(0);
  });
});

describe('8.22 Retire Reaction Fire in the Rout Movement Segment', () => {
  it('a routed unit leaving a missile unit’s ZOC is fired on first; any hit eliminates it (10.26)', () => {
    let s = start(
      position({
        units: [
          { id: 'bow', side: 'byzantines', type: 'LC', missile: 'C', hex: '1005', facing: { vertex: 1 } },
          { id: 'mi', side: 'persians', type: 'MI', tq: 5, hex: '1105', facing: { vertex: 4 }, initial: { status: 'routed' } },
        ],
        leaders: [OC('byzantines', '0805')],
      }),
    );
    s = act(s, { type: 'pass', leader: 'byzantines-oc' }).state;
    expect(pendingOf(s)).toMatchObject({ seat: 'persians', kind: 'rout-path' });
    s = act(s, legalOf(s)[0]!).state;
    expect(pendingOf(s)).toMatchObject({ seat: 'byzantines', kind: 'retire-reaction-fire' });
    s = act(s, { type: 'react-fire', target: 'mi' }, [0]).state;
    expect(s.units.mi!.status).toBe('eliminated');
    expect(s.routPoints.persians).toBe(5);
  });
});
