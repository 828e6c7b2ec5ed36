import { describe, expect, it } from 'vitest';
import type { GbohState } from '../src';
import { act, declineReactions, legalOf, pendingOf, position, start } from './helpers';

/** 6.0 Movement, 7.0 Facing and ZOC: examples EX-6.21, 6.42, 6.51a, 6.52, 6.58, 7.32. */
const OC = (side: 'byzantines' | 'persians', hex: string, extra: Record<string, unknown> = {}) => ({
  id: `${side}-oc`,
  name: 'OC',
  side,
  rank: 'OC' as const,
  initiative: 6,
  lineCommand: 1,
  commandRange: 8,
  strategy: 3,
  hex,
  ...extra,
});

function orderMove(s: GbohState, leader: string, unit: string): GbohState {
  s = act(s, { type: 'activate', leader }).state;
  return act(s, { type: 'move', unit }).state;
}

describe('6.2 terrain costs (EX-6.21 Taginae)', () => {
  it('HC 3823 → 3923 (Rough, one level up): 2 MP and 2 Cohesion Hits (ruling R-TERR-1)', () => {
    let s = start(
      position({
        extent: { minCol: 35, maxCol: 45, minRow: 15, maxRow: 30 },
        hexes: { '3923': { terrain: 'rough', elevation: 1 } },
        units: [
          { id: 'hc', side: 'byzantines', type: 'HC', ma: 7, tq: 6, hex: '3823', facing: { vertex: 1 } },
          { id: 'far', side: 'persians', type: 'LC', hex: '4520', facing: { vertex: 4 } },
        ],
        leaders: [OC('byzantines', '3820')],
      }),
    );
    s = orderMove(s, 'byzantines-oc', 'hc');
    s = act(s, { type: 'step', to: '3923' }).state;
    expect(s.move!.mpLeft).toBe(5);
    expect(s.units.hc!.hits).toBe(2);
  });

  it('EX-6.24: Callinicum hex 1503 is Clear', async () => {
    const data = (await import('../src/scenarios/data/callinicum.json')).default as { map: { hexes: Record<string, { terrain?: string }> } };
    expect(data.map.hexes['1503']!.terrain).toBe('clear');
  });
});

describe('6.4 Column movement (EX-6.42)', () => {
  const stream = (inColumn: boolean): GbohState =>
    start(
      position({
        hexsides: { '1005-1105': ['stream'] },
        units: [
          { id: 'hi', side: 'byzantines', type: 'HI', ma: 4, tq: 6, hex: '1005', facing: inColumn ? { hexside: 2 } : { vertex: 1 }, inColumn },
          { id: 'far', side: 'persians', type: 'LC', hex: '1612', facing: { vertex: 4 } },
        ],
        leaders: [OC('byzantines', '0805')],
      }),
    );
  it('In Column: MA + 1, no hit for the Stream; otherwise 1 hit', () => {
    let col = orderMove(stream(true), 'byzantines-oc', 'hi');
    expect(col.move!.mpLeft).toBe(5);
    col = act(col, { type: 'step', to: '1105' }).state;
    expect(col.units.hi!.hits).toBe(0);
    let line = orderMove(stream(false), 'byzantines-oc', 'hi');
    expect(line.move!.mpLeft).toBe(4);
    line = act(line, { type: 'step', to: '1105' }).state;
    expect(line.units.hi!.hits).toBe(1);
  });

  it('6.43: the owner turns 30° left or right when entering or leaving Column', () => {
    // Entering from vertex E (1, between hexsides NE 1 and SE 2): hexside NE or SE.
    const entering = orderMove(stream(false), 'byzantines-oc', 'hi');
    expect(legalOf(entering).filter((a) => a.type === 'column')).toEqual([
      { type: 'column', facing: 1 },
      { type: 'column', facing: 2 },
    ]);
    const se = act(entering, { type: 'column', facing: 2 }).state.units.hi!;
    expect(se.inColumn).toBe(true);
    expect(se.facing).toBe(2);
    // Leaving from hexside SE (2): vertex SSE (2) or E (1).
    const leaving = orderMove(stream(true), 'byzantines-oc', 'hi');
    expect(legalOf(leaving).filter((a) => a.type === 'column')).toEqual([
      { type: 'column', facing: 2 },
      { type: 'column', facing: 1 },
    ]);
    const e = act(leaving, { type: 'column', facing: 1 }).state.units.hi!;
    expect(e.inColumn).toBe(false);
    expect(e.facing).toBe(1);
  });
});

describe('6.46 a Column attacked in Shock', () => {
  it('reverts at the end of the Orders Phase with 1 hit; its owner turns it 30° left or right (6.43)', () => {
    let s = start(
      position({
        units: [
          { id: 'hi', side: 'byzantines', type: 'HI', ma: 4, tq: 7, hex: '1105', facing: { hexside: 1 }, inColumn: true },
          { id: 'hc', side: 'persians', type: 'HC', ma: 8, tq: 7, hex: '1205', facing: { vertex: 4 } },
        ],
        leaders: [OC('byzantines', '0505'), OC('persians', '1605')],
      }),
    );
    if (pendingOf(s)!.seat === 'byzantines') s = act(s, { type: 'pass', leader: 'byzantines-oc' }).state;
    s = act(s, { type: 'activate', leader: 'persians-oc' }).state;
    s = act(s, { type: 'end-orders' }).state;
    // Through the Shock (the game's own dice, seed 1), declining every offer.
    for (let i = 0; i < 40 && pendingOf(s)!.kind !== 'column-revert'; i++) {
      const legal = legalOf(s);
      const pick = legal.find((a) => a.type === 'no-check' || a.type === 'combat' || a.type === 'choose') ?? legal.find((a) => a.type === 'decline') ?? legal[0]!;
      // The Melee die and the Collapse check forced to 0: the Column holds (it is not routed).
      s = act(s, pick, pick.type === 'combat' ? [0, 0] : []).state;
    }
    expect(pendingOf(s)).toMatchObject({ seat: 'byzantines', kind: 'column-revert', rule: 'gboh 6.46' });
    const hi = s.units.hi!;
    expect(hi.inColumn).toBe(false);
    expect(hi.status).toBe('normal');
    // From hexside NE (1): vertex NNE (0) or E (1).
    expect(legalOf(s)).toEqual([
      { type: 'face', facing: 1 },
      { type: 'face', facing: 0 },
    ]);
    s = act(s, { type: 'face', facing: 0 }).state;
    expect(s.units.hi!.facing).toBe(0);
    expect(pendingOf(s)!.kind).not.toBe('column-revert');
  });
});

describe('6.5 Orderly Withdrawal', () => {
  const approach = (lcFacing: number, uphill: boolean, lcMissile: 'C' | null = null): GbohState => {
    const hexes: Record<string, { elevation: number }> = {};
    if (uphill) for (let c = 14; c <= 16; c++) for (let r = 1; r <= 14; r++) hexes[`${c}${String(r).padStart(2, '0')}`] = { elevation: 1 };
    if (uphill) hexes['1306'] = { elevation: 1 };
    let s = start(
      position({
        hexes,
        units: [
          { id: 'cat', side: 'byzantines', type: 'HC', class: 'Cat', ma: 8, tq: 7, hex: '1005', facing: { vertex: 1 } },
          { id: 'lc', side: 'persians', type: 'LC', ma: 9, tq: 5, missile: lcMissile, hex: '1305', facing: { vertex: lcFacing } },
        ],
        leaders: [OC('byzantines', '0805')],
      }),
    );
    s = orderMove(s, 'byzantines-oc', 'cat');
    return act(s, { type: 'step', to: '1105' }).state;
  };

  it('EX-6.51a: 9 − 8 = 1 MP cannot buy an uphill hex: no withdrawal is offered', () => {
    expect(pendingOf(approach(4, true))).toMatchObject({ seat: 'byzantines', kind: 'move' });
  });

  it('on flat ground the withdrawal is offered with 1 MP', () => {
    const s = approach(4, false);
    expect(pendingOf(s)).toMatchObject({ seat: 'persians', kind: 'orderly-withdrawal-offer' });
    const w = act(s, { type: 'ow', unit: 'lc' }).state;
    expect(w.withdrawal!.mpLeft).toBe(1);
    expect(w.units.lc!.hits).toBe(0); // frontal approach
  });

  it('EX-6.52: approached through the Rear: 1 Cohesion Hit before withdrawing; cavalry takes no after-hit', () => {
    let s = approach(1, false);
    s = act(s, { type: 'ow', unit: 'lc' }).state;
    expect(s.units.lc!.hits).toBe(1);
    const steps = legalOf(s).filter((a) => a.type === 'withdraw');
    expect(steps.length).toBeGreaterThan(0);
    s = act(s, steps[0]!).state;
    s = act(s, { type: 'withdraw-end' }).state;
    expect(s.units.lc!.hits).toBe(1);
    expect(s.units.lc!.moved).toBe(false); // 6.54: no orders, not Moved
  });

  it('EX-6.58 Callinicum: the Persian LC withdraws twice, fires once, then declines', () => {
    let s = start(
      position({
        extent: { minCol: 14, maxCol: 30, minRow: 1, maxRow: 12 },
        units: [
          { id: 'mi', side: 'byzantines', type: 'MI', ma: 4, tq: 5, size: 7, hex: '1805', facing: { vertex: 1 } },
          { id: 'lc', side: 'persians', type: 'LC', ma: 9, tq: 5, missile: 'C', hex: '2106', facing: { vertex: 1 } },
        ],
        leaders: [OC('byzantines', '1705')],
      }),
    );
    s = orderMove(s, 'byzantines-oc', 'mi');
    // 1. 1805 → 1905: within 2 hexes; the MI is in the LC's Rear arc.
    s = act(s, { type: 'step', to: '1905' }).state;
    expect(pendingOf(s)).toMatchObject({ seat: 'persians', kind: 'orderly-withdrawal-offer' });
    s = act(s, { type: 'ow', unit: 'lc' }).state;
    expect(s.units.lc!.hits).toBe(1);
    expect(s.withdrawal!.mpLeft).toBe(5);
    expect(legalOf(s)).not.toContainEqual({ type: 'ow-fire' }); // no LOS through the Rear
    // 2. 2206, 2305, then three vertices to face west: 2 + 3 = 5 MP.
    s = act(s, { type: 'withdraw', to: '2206' }).state;
    s = act(s, { type: 'withdraw', to: '2305' }).state;
    for (const f of [2, 3, 4]) s = act(s, { type: 'withdraw-face', facing: f }).state;
    expect(s.withdrawal!.mpLeft).toBe(0);
    s = act(s, { type: 'withdraw-end' }).state;
    expect(s.units.lc).toMatchObject({ hex: '2305', facing: 4, hits: 1 });
    // 3. 2006 (distance 3: no trigger), 2105 (distance 2: trigger).
    s = act(s, { type: 'step', to: '2006' }).state;
    expect(pendingOf(s)).toMatchObject({ seat: 'byzantines', kind: 'move' });
    s = act(s, { type: 'step', to: '2105' }).state;
    expect(pendingOf(s)).toMatchObject({ seat: 'persians', kind: 'orderly-withdrawal-offer' });
    s = act(s, { type: 'ow', unit: 'lc' }).state;
    expect(s.units.lc!.hits).toBe(1); // frontal approach now
    // 4. Fire at range 2 before withdrawing (6.56), then 1 MP to 2405.
    const fire = act(s, { type: 'ow-fire' }, [3]);
    expect(fire.events.find((e) => e.key === 'fire.roll')!.params).toMatchObject({ range: 2, kind: 'ow' });
    s = fire.state;
    expect(s.units.mi!.hits).toBe(1);
    s = act(s, { type: 'withdraw', to: '2405' }).state;
    s = act(s, { type: 'withdraw-end' }).state;
    // 5. 2206: distance 2 again; the LC may withdraw but may not fire at this MI again (6.56); it declines.
    s = act(s, { type: 'step', to: '2206' }).state;
    expect(pendingOf(s)).toMatchObject({ seat: 'persians', kind: 'orderly-withdrawal-offer' });
    const again = act(s, { type: 'ow', unit: 'lc' }).state;
    expect(legalOf(again)).not.toContainEqual({ type: 'ow-fire' });
    s = act(s, { type: 'decline' }).state;
    expect(s.units.lc!.hex).toBe('2405');
    expect(s.units.lc!.moved).toBe(false);
  });
});

describe('6.13 moving again (EX-5.24)', () => {
  it('a Moved unit ordered again in a later Orders Phase takes 1 hit when it starts moving', () => {
    let s = start(
      position({
        units: [
          { id: 'cat', side: 'byzantines', type: 'HC', class: 'Cat', ma: 8, tq: 7, hex: '0805', facing: { vertex: 1 } },
          { id: 'far', side: 'persians', type: 'LC', hex: '1612', facing: { vertex: 4 } },
        ],
        leaders: [OC('byzantines', '0705')],
      }),
    );
    s = orderMove(s, 'byzantines-oc', 'cat');
    s = act(s, { type: 'step', to: '0905' }).state;
    s = act(s, { type: 'end-move' }).state;
    expect(legalOf(s)).not.toContainEqual({ type: 'move', unit: 'cat' });
    s = act(s, { type: 'end-orders' }).state;
    s = act(s, { type: 'momentum' }, [0]).state;
    s = act(s, { type: 'move', unit: 'cat' }).state;
    s = act(s, { type: 'face', facing: 2 }).state;
    expect(s.units.cat!.hits).toBe(1);
  });
});

describe('7.2 ZOC and 7.3 Shock requirements (EX-7.32)', () => {
  const meet = (type: 'HC' | 'LC'): GbohState => {
    let s = start(
      position({
        units: [
          { id: 'mover', side: 'byzantines', type, class: type === 'HC' ? 'Cat' : null, ma: 8, tq: 6, hex: '0905', facing: { vertex: 1 } },
          { id: 'li', side: 'persians', type: 'LI', missile: 'B', ma: 5, tq: 5, hex: '1105', facing: { vertex: 4 } },
        ],
        leaders: [OC('byzantines', '0805')],
      }),
    );
    s = orderMove(s, 'byzantines-oc', 'mover');
    return act(s, { type: 'step', to: '1005' }).state;
  };

  it('a heavy unit that moves so an enemy is in its ZOC is marked Shock – Must Check (it stops in the enemy ZOC)', () => {
    const s = meet('HC');
    expect(s.units.mover!.shock).toBe('mustCheck');
    expect(s.move!.stopped).toBe(true);
    expect(legalOf(declineReactions(s, 'persians')).filter((a) => a.type === 'step')).toEqual([]);
  });

  it('a light unit decides at once, before any Reaction Fire', () => {
    const s = meet('LC');
    expect(pendingOf(s)).toMatchObject({ seat: 'byzantines', kind: 'must-check' });
    expect(s.reactions.map((r) => r.kind)).toEqual(['mustCheck', 'reactionFacing', 'entryFire']);
    const placed = act(s, { type: 'must-check', place: true }).state;
    expect(placed.units.mover!.shock).toBe('mustCheck');
  });
});

describe('6.58 Cavalry Line Withdrawal', () => {
  it('the whole cavalry Line withdraws, each unit with its own allowance; an individual OW is still possible', () => {
    let s = start(
      position({
        units: [
          { id: 'cat', side: 'byzantines', type: 'HC', class: 'Cat', ma: 8, tq: 7, hex: '1005', facing: { vertex: 1 } },
          { id: 'lc1', side: 'persians', type: 'LC', ma: 9, tq: 5, hex: '1305', facing: { vertex: 4 }, nationality: 'Persian' },
          { id: 'lc2', side: 'persians', type: 'LC', ma: 9, tq: 5, hex: '1306', facing: { vertex: 4 }, nationality: 'Persian' },
        ],
        leaders: [OC('byzantines', '0805')],
        lines: [{ id: 'lcp', side: 'persians', name: 'LC Persian', members: [{ type: ['LC'] }], composition: 'cavalry', provenance: { source: 'seed' } }],
      }),
    );
    s = orderMove(s, 'byzantines-oc', 'cat');
    s = act(s, { type: 'step', to: '1105' }).state;
    expect(legalOf(s)).toContainEqual({ type: 'ow-line', unit: 'lc1', line: 'lcp' });
    s = act(s, { type: 'ow-line', unit: 'lc1', line: 'lcp' }).state;
    expect(s.withdrawal!.unit).toBe('lc1');
    s = act(s, { type: 'withdraw-end' }).state;
    expect(pendingOf(s)).toMatchObject({ seat: 'persians', kind: 'orderly-withdrawal' });
    expect(s.withdrawal!.unit).toBe('lc2');
  });
});

describe('Catalaunian Fields terrain (cf.terrain)', () => {
  it('no Cohesion Hits for climbing; the MP cost stays', () => {
    let s = start(
      position({
        hexes: { '1005': { elevation: 1 } },
        units: [
          { id: 'hc', side: 'byzantines', type: 'HC', ma: 8, tq: 7, hex: '0905', facing: { vertex: 1 } },
          { id: 'far', side: 'persians', type: 'LC', hex: '1612', facing: { vertex: 4 } },
        ],
        leaders: [OC('byzantines', '0805')],
        specialRules: [{ kind: 'note', id: 'cf.terrain', text: 'No Cohesion Hits for changing elevation', enforced: true }],
      }),
    );
    s = orderMove(s, 'byzantines-oc', 'hc');
    s = act(s, { type: 'step', to: '1005' }).state;
    expect(s.units.hc!.hits).toBe(0);
    expect(s.move!.mpLeft).toBe(6);
  });
});

describe('6.65 Stacking Chart', () => {
  const through = (nationality: string, dice: number[]) => {
    let s = start(
      position({
        units: [
          { id: 'lc', side: 'byzantines', type: 'LC', ma: 9, tq: 5, hex: '0905', facing: { vertex: 1 }, nationality },
          { id: 'mi', side: 'byzantines', type: 'MI', ma: 5, tq: 5, hex: '1005', facing: { vertex: 1 } },
          { id: 'far', side: 'persians', type: 'LC', hex: '1612', facing: { vertex: 4 } },
        ],
        leaders: [OC('byzantines', '0805')],
      }),
    );
    s = orderMove(s, 'byzantines-oc', 'lc');
    return act(s, { type: 'step', to: '1005' }, dice).state;
  };
  it('an ordinary unit passing through a friend: 1 hit to both', () => {
    const s = through('Persian', []);
    expect([s.units.lc!.hits, s.units.mi!.hits]).toEqual([1, 1]);
  });
  it('Hun, Visigothic, Heruli, Massagetae light horse: the stationary unit takes 1 hit only on DR > TQ, the mover none', () => {
    expect([through('Hun', [6]).units.lc!.hits, through('Hun', [6]).units.mi!.hits]).toEqual([0, 1]);
    expect(through('Massagetae', [5]).units.mi!.hits).toBe(0);
  });
});

describe('11.63 a Cheiroballistra stack', () => {
  it('infantry may stop with a lone Cheiroballistra, but a stack of infantry and Cheiroballistra is only passed through', () => {
    const make = (withInfantry: boolean) => {
      let s = start(
        position({
          extent: { minCol: 1, maxCol: 20, minRow: 1, maxRow: 14 },
          units: [
            { id: 'hi', side: 'byzantines', type: 'HI', ma: 4, tq: 6, hex: '0905', facing: { vertex: 1 } },
            { id: 'ch', side: 'byzantines', type: 'Cheiroballistra', missile: 'Cheiro', ma: 3, tq: 5, hex: '1005' },
            ...(withInfantry ? [{ id: 'h2', side: 'byzantines', type: 'HI' as const, ma: 4, tq: 6, hex: '1005', facing: { vertex: 1 } }] : []),
            { id: 'far', side: 'persians', type: 'LC', hex: '1912', facing: { vertex: 4 } },
          ],
          leaders: [OC('byzantines', '0805')],
        }),
      );
      s = orderMove(s, 'byzantines-oc', 'hi');
      return act(s, { type: 'step', to: '1005' }).state;
    };
    expect(legalOf(make(false))).toContainEqual({ type: 'end-move' });
    const through = make(true);
    expect(legalOf(through)).not.toContainEqual({ type: 'end-move' });
    expect([through.units.hi!.hits, through.units.h2!.hits]).toEqual([1, 1]);
  });
});
