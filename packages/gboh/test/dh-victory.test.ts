import { gbohHex } from '@polemarch/kernel';
import { describe, expect, it } from 'vitest';
import type { GbohState } from '../src';
import { withdrawalPhase } from '../src/withdrawal';
import { act, ctx, legalOf, OC, P, pendingOf, start } from './helpers';
import { dhPosition, dhWithProfiles, european, mongol } from './dhHelpers';

/** DH 12.2 Mongol Withdrawal Reaction and 12.21–12.22 Dismounted Defense (ruling DH-WR-1); DH 9.3 the Chivalric Code (DH-CHIV-1). */

const BALANCE = { kind: 'dhBalance', mongolSide: 'byzantines', tumenTq: {} };

/** The Mongols (byzantines, level 60, Retreat Edge west) and the Europeans (persians, level 75) at the Withdrawal Phase. */
function atWithdrawal(mongolRp: number, europeanRp: number): GbohState {
  const s = dhWithProfiles({
    units: [
      mongol({ id: 'hc', profile: 'm-hc', hex: '0805', facing: { vertex: 1 } }),
      mongol({ id: 'lc', profile: 'm-lc', hex: '0807', facing: { vertex: 1 } }),
      mongol({ id: 'zoc', type: 'LC', tq: 6, ma: 9, hex: '1210', facing: { vertex: 1 } }),
      mongol({ id: 'foot', type: 'MI', tq: 5, ma: 5, hex: '0703' }),
      mongol({ id: 'ally', type: 'HC', tq: 6, ma: 8, hex: '0609', nationality: 'Georgian' }),
      european({ id: 'kn', type: 'HC', class: 'Kn', tq: 7, ma: 7, hex: '1310', facing: { vertex: 4 } }),
    ],
    leaders: [OC('byzantines', '0805'), OC('persians', '1510')],
    specialRules: [BALANCE] as never,
  });
  s.routPoints = { byzantines: mongolRp, persians: europeanRp };
  s.phase = 'rout';
  s.routSegment = null;
  withdrawalPhase(s, ctx());
  return s;
}

describe('DH 12.2 Mongol Withdrawal Reaction', () => {
  it('below the level nothing is offered; at it the Mongol chooses: Dismounted Defense or accept defeat', () => {
    expect(atWithdrawal(59, 0).mongolReaction).toBeUndefined();
    const s = atWithdrawal(60, 0);
    expect(s.outcome).toBeNull();
    expect(pendingOf(s)).toMatchObject({ kind: 'withdrawal-reaction', seat: 'byzantines' });
    expect(legalOf(s)).toEqual([{ type: 'dismounted-defense' }, { type: 'decline' }]);
    const r = act(s, { type: 'decline' }).state;
    expect(r.outcome).toMatchObject({ winner: 'persians' });
  });

  it('12.21: routed, in an enemy ZOC, on foot and allied units are eliminated; the rest dismount to their dismounted sides (HC → HI, LC → LI, DH 9.4) and play goes on', () => {
    const s = placeAll(act(atWithdrawal(60, 0), { type: 'dismounted-defense' }).state);
    expect(s.outcome).toBeNull();
    expect(s.turn).toBe(2);
    for (const id of ['zoc', 'foot', 'ally']) expect(s.units[id]!.status, id).toBe('eliminated');
    expect(s.static.units.hc).toMatchObject({ type: 'HI', ma: 5, dismounted: true });
    expect(s.static.units.lc).toMatchObject({ type: 'LI', ma: 6, missile: 'C', dismounted: true });
    expect(s.units.hc!.hex).toBe('0805');
    expect(s.mongolReaction).toEqual({ side: 'byzantines', offered: false, defending: true });
  });

  it('both at their level in the same turn: 12.12 decides, no reaction (engine reading (d))', () => {
    const s = atWithdrawal(64, 80);
    expect(s.mongolReaction).toBeUndefined();
    expect(s.outcome).toMatchObject({ winner: 'byzantines' });
  });

  it('12.22: in a later Withdrawal Phase the Mongol may give up or keep defending; the enemy at its level: the Mongol wins', () => {
    let s = placeAll(act(atWithdrawal(60, 0), { type: 'dismounted-defense' }).state);
    s.phase = 'rout';
    s.routSegment = null;
    withdrawalPhase(s, ctx());
    expect(pendingOf(s)).toMatchObject({ kind: 'withdrawal-reaction' });
    expect(act(s, { type: 'decline' }).state.outcome).toMatchObject({ winner: 'persians' });
    s = act(s, { type: 'dismounted-defense' }).state;
    expect(s.units.hc!.status).not.toBe('eliminated'); // the 12.21 procedure is not repeated
    s.routPoints.persians = 75;
    s.phase = 'rout';
    s.routSegment = null;
    withdrawalPhase(s, ctx());
    expect(s.outcome).toMatchObject({ winner: 'byzantines' });
  });

  it('12.22 #1: every Mongol unit gone: the Mongol loses', () => {
    const s = placeAll(act(atWithdrawal(60, 0), { type: 'dismounted-defense' }).state);
    for (const u of Object.values(s.units)) if (u.hex !== null && u !== s.units.kn) u.hex = null;
    s.phase = 'rout';
    s.routSegment = null;
    withdrawalPhase(s, ctx());
    expect(s.outcome).toMatchObject({ winner: 'persians' });
  });
});

/** 12.21: the owner keeps every unit where the engine proposes it, facing unchanged (the first action each time). */
function placeAll(s: GbohState): GbohState {
  while (pendingOf(s)?.kind === 'dismounted-placement') s = act(s, legalOf(s)[0]!).state;
  return s;
}

describe('DH 3.0 D: the Army Withdrawal check is D.4 of the Rout Phase', () => {
  it('D.1 Disorder off, D.2 rout movement, D.4 the check (12.1), then the turn ends: no phase of its own between', () => {
    let s = dhWithProfiles({
      units: [
        mongol({ id: 'hc', profile: 'm-hc', hex: '0805', facing: { vertex: 1 } }),
        european({ id: 'kn', type: 'HC', class: 'Kn', tq: 7, ma: 7, hex: '1310', facing: { vertex: 4 } }),
      ],
      leaders: [OC('byzantines', '0805'), OC('persians', '1510')],
      specialRules: [BALANCE] as never,
    });
    s.units.kn!.disordered = true;
    const keys: string[] = [];
    const phases = new Set<string>();
    for (let n = 0; n < 20 && s.turn === 1; n++) {
      const legal = legalOf(s);
      const pick = legal.find((a) => a.type === 'end-orders') ?? legal.find((a) => a.type === 'decline') ?? legal.find((a) => a.type === 'activate') ?? legal[0]!;
      const r = act(s, pick);
      keys.push(...r.events.map((e) => e.key));
      s = r.state;
      phases.add(s.phase);
    }
    expect(s.turn).toBe(2);
    expect(s.units.kn!.disordered ?? false).toBe(false); // D.1: the marker removed
    const at = (k: string) => keys.indexOf(k);
    expect(at('rout.segment')).toBeGreaterThanOrEqual(0);
    expect(at('rout.segment')).toBeLessThan(at('withdrawal.check'));
    expect(at('withdrawal.check')).toBeLessThan(at('turn.start'));
    expect([...phases].every((p) => ['eio', 'activation', 'orders', 'momentum', 'trumpTheMomentum', 'rout'].includes(p))).toBe(true);
  });
});

describe('DH 12.21 the owner places the Dismounted Defense', () => {
  const col = (h: string) => Number(h.slice(0, 2));
  const enemyHexes = ['1310'];

  it('waits for the owner: each unit in turn, every empty hex no farther from the Retreat Edge and not next to an enemy, its own hex first', () => {
    const s = act(atWithdrawal(60, 0), { type: 'dismounted-defense' }).state;
    expect(s.turn).toBe(1);
    const p = pendingOf(s)!;
    expect(p).toMatchObject({ kind: 'dismounted-placement', seat: 'byzantines', rule: 'dh 12.21' });
    const hexes = legalOf(s).map((a) => (a.type === 'place-unit' ? a.hex : ''));
    expect(legalOf(s)[0]).toEqual({ type: 'place-unit', unit: 'hc', hex: '0805' });
    expect(hexes).not.toContain('0807'); // the LC's hex: not empty
    for (const h of hexes) {
      expect(col(h), h).toBeLessThanOrEqual(8); // the west edge: column 8 or nearer
      for (const e of enemyHexes) expect(gbohHex.distance(h, e), h).toBeGreaterThan(1);
    }
    expect(hexes).toContain('0501');
    expect(new Set(hexes).size).toBe(hexes.length);
    // 4 columns (05–08) of 14 hexes, less the LC's hex.
    expect(hexes).toHaveLength(4 * 14 - 1);
  });

  it('moves the unit (and the leader stacked with it) where the owner says, then faces it as he wishes; the new turn starts after the last unit', () => {
    let s = act(atWithdrawal(60, 0), { type: 'dismounted-defense' }).state;
    s = act(s, { type: 'place-unit', unit: 'hc', hex: '0603' }).state;
    expect(s.units.hc!.hex).toBe('0603');
    expect(s.leaders['byzantines-oc']!.hex).toBe('0603');
    expect(pendingOf(s)).toMatchObject({ kind: 'dismounted-placement' });
    expect(legalOf(s)).toEqual([1, 0, 2, 3, 4, 5].map((facing) => ({ type: 'face', facing })));
    const r = act(s, { type: 'face', facing: 3 });
    expect(r.events.find((e) => e.key === 'dh.dismountedPlaced')).toMatchObject({ params: { unit: 'hc', hex: '0603', facing: 3 }, rule: 'dh 12.21' });
    s = r.state;
    expect(s.units.hc!.facing).toBe(3);
    expect(legalOf(s)[0]).toEqual({ type: 'place-unit', unit: 'lc', hex: '0807' });
    expect(legalOf(s)).toContainEqual({ type: 'place-unit', unit: 'lc', hex: '0805' }); // the hex the HC left
    s = act(s, { type: 'place-unit', unit: 'lc', hex: '0807' }).state;
    s = act(s, { type: 'face', facing: 1 }).state;
    expect(s.turn).toBe(2);
    expect(s.mongolReaction).toEqual({ side: 'byzantines', offered: false, defending: true });
  });

  it('a unit next to an enemy (out of its ZOC): the engine proposes the nearest hex not next to one; its own hex is not offered', () => {
    const s0 = dhWithProfiles({
      units: [
        mongol({ id: 'hc', profile: 'm-hc', hex: '1411', facing: { vertex: 1 } }),
        european({ id: 'kn', type: 'HC', class: 'Kn', tq: 7, ma: 7, hex: '1310', facing: { vertex: 4 } }),
      ],
      leaders: [OC('byzantines', '0805'), OC('persians', '1510')],
      specialRules: [BALANCE] as never,
    });
    s0.routPoints = { byzantines: 60, persians: 0 };
    s0.phase = 'rout';
    s0.routSegment = null;
    withdrawalPhase(s0, ctx());
    const s = act(s0, { type: 'dismounted-defense' }).state;
    expect(s.units.hc!.status).toBe('normal'); // behind the Knight: not in its ZOC
    const hexes = legalOf(s).map((a) => (a.type === 'place-unit' ? a.hex : ''));
    expect(hexes).not.toContain('1411');
    expect(gbohHex.distance(hexes[0]!, '1411')).toBe(1); // next door, away from the Knight
    expect(gbohHex.distance(hexes[0]!, '1310')).toBe(2);
    const placed = placeAll(s);
    expect(placed.units.hc!.hex).toBe(hexes[0]);
    expect(placed.leaders['byzantines-oc']!.hex).toBe(hexes[0]); // engine reading (c): the lone leader joins the nearest unit
  });

  it('refuses a hex next to an enemy or farther from the Retreat Edge, the state unchanged', () => {
    const s = act(atWithdrawal(60, 0), { type: 'dismounted-defense' }).state;
    expect(() => act(s, { type: 'place-unit', unit: 'hc', hex: '0905' })).toThrow();
    expect(() => act(s, { type: 'place-unit', unit: 'hc', hex: '1209' })).toThrow();
    expect(s.units.hc!.hex).toBe('0805');
  });
});

describe('DH 9.3 The Chivalric Code: Uncontrolled Aggression (liegnitz.chivalricCode)', () => {
  const knights = (): GbohState => {
    const pos = dhPosition({
      units: [
        european({ id: 'k', type: 'HC', class: 'Kn', tq: 7, ma: 6, hex: '1205', facing: { vertex: 4 } }),
        european({ id: 'far', type: 'HC', class: 'Kn', tq: 7, ma: 6, hex: '1509', facing: { vertex: 4 } }),
        mongol({ id: 'm', type: 'LC', tq: 6, ma: 9, hex: '0805', facing: { vertex: 1 } }),
      ],
      leaders: [OC('persians', '1205', { initiative: 3, commandRange: 8 }), OC('byzantines', '0505')],
      specialRules: [{ kind: 'cavalryAggression', values: [{ units: ['k', 'far'], value: 2 }] }] as never,
    }) as Record<string, unknown>;
    let s = start({ ...pos, rules: ['liegnitz.chivalricCode'] } as never);
    s.turn = 2;
    s = act(s, { type: 'activate', leader: 'persians-oc' }).state;
    return s;
  };
  const steps = (s: GbohState) => legalOf(s).filter((a) => a.type === 'step');

  it('within 6 hexes of an enemy, DR 5 > Aggression 2: the Knight must charge (each hex closer, no stop short)', () => {
    const r = act(knights(), { type: 'move', unit: 'k' }, [5]);
    expect(r.events.find((e) => e.key === 'liegnitz.aggressionRoll')!.params).toMatchObject({ value: 2, roll: 5 });
    const s = r.state;
    expect(legalOf(s)).not.toContainEqual({ type: 'end-move' });
    for (const a of steps(s)) expect(gbohHex.distance((a as { to: string }).to, '0805')).toBeLessThan(4);
  });

  it('DR 2 ≤ 2: the Knight moves normally', () => {
    const s = act(knights(), { type: 'move', unit: 'k' }, [2]).state;
    expect(legalOf(s)).toContainEqual({ type: 'end-move' });
  });

  it('9.32: charging through friendly infantry: the MI checks TQ 6, DR 8: 2 hits, besides its 6.63 hit', () => {
    const pos = dhPosition({
      units: [
        european({ id: 'k', type: 'HC', class: 'Kn', tq: 7, ma: 6, hex: '1205', facing: { vertex: 4 } }),
        european({ id: 'mi', type: 'MI', tq: 6, ma: 5, hex: '1105', facing: { vertex: 4 } }),
        mongol({ id: 'm', type: 'LC', tq: 6, ma: 9, hex: '0805', facing: { vertex: 1 } }),
      ],
      leaders: [OC('persians', '1205', { initiative: 3, commandRange: 8 }), OC('byzantines', '0505')],
      specialRules: [{ kind: 'cavalryAggression', values: [{ units: ['k'], value: 2 }] }] as never,
    }) as Record<string, unknown>;
    let s = start({ ...pos, rules: ['liegnitz.chivalricCode'] } as never);
    s.turn = 2;
    s = act(s, { type: 'activate', leader: 'persians-oc' }).state;
    s = act(s, { type: 'move', unit: 'k' }, [5]).state;
    expect(legalOf(s)).toContainEqual({ type: 'step', to: '1105' });
    const r = act(s, { type: 'step', to: '1105' }, [8]);
    expect(r.events.find((e) => e.key === 'liegnitz.chargeThrough')!.params).toMatchObject({ unit: 'mi', tq: 6, roll: 8 });
    expect(r.state.units.mi!.hits).toBe(3);
    expect(r.state.units.k!.hits).toBe(0);
  });

  /** The Knight k at 1205, the Mongol LC at 0805 (4 hexes), on a map of `extent` and `hexes`, with more units. */
  const knightAt = (more: Record<string, unknown>[], opts: Partial<Parameters<typeof dhPosition>[0]> = {}): GbohState => {
    const pos = dhPosition({
      units: [
        european({ id: 'k', type: 'HC', class: 'Kn', tq: 7, ma: 6, hex: '1205', facing: { vertex: 4 } }),
        mongol({ id: 'm', type: 'LC', tq: 6, ma: 9, hex: '0805', facing: { vertex: 1 } }),
        ...more,
      ],
      leaders: [OC('persians', '1205', { initiative: 3, commandRange: 8 }), OC('byzantines', '0505')],
      specialRules: [{ kind: 'cavalryAggression', values: [{ units: ['k'], value: 2 }] }] as never,
      ...opts,
    }) as Record<string, unknown>;
    let s = start({ ...pos, rules: ['liegnitz.chivalricCode'] } as never);
    s.turn = 2;
    s = act(s, { type: 'activate', leader: 'persians-oc' }).state;
    return s;
  };
  const rolled = (s: GbohState): boolean => act(s, { type: 'move', unit: 'k' }).events.some((e) => e.key === 'liegnitz.aggressionRoll');

  it('"within 6 MP" by the cheapest path (ruling DH-CHIV-1): 4 hexes across Rough (3 MP a hex) is 9 MP: no roll', () => {
    const hexes: Record<string, { terrain: 'rough' }> = {};
    for (const c of ['09', '10', '11']) for (let r = 1; r <= 14; r++) hexes[`${c}${String(r).padStart(2, '0')}`] = { terrain: 'rough' };
    expect(rolled(knightAt([], { hexes }))).toBe(false);
    expect(rolled(knightAt([]))).toBe(true); // the same 4 hexes in the Clear: 3 MP to 0905
  });

  it('"no friendly mounted units intervening": a line of friendly HC bars the path (no roll); friendly infantry does not (9.32)', () => {
    const extent = { minCol: 5, maxCol: 16, minRow: 4, maxRow: 6 };
    const wall = (type: 'HC' | 'MI') => ['1004', '1005', '1006'].map((hex, i) => european({ id: `w${i}`, type, tq: 6, ma: type === 'HC' ? 7 : 5, hex, facing: { vertex: 4 } }));
    expect(rolled(knightAt(wall('HC'), { extent }))).toBe(false);
    expect(rolled(knightAt(wall('MI'), { extent }))).toBe(true);
  });

  it('no roll for a Knight farther than 6 hexes from every enemy', () => {
    expect(gbohHex.distance('1509', '0805')).toBeGreaterThan(6);
    const r = act(knights(), { type: 'move', unit: 'far' });
    expect(r.events.some((e) => e.key === 'liegnitz.aggressionRoll')).toBe(false);
  });
  describe('9.31 a Line Command: all Knights of the Line are bound, and each must move before the Line Command ends', () => {
    /** The Knights k (Aggression 3, 4 hexes from the Mongol LC) and far (2, beyond 6 MP) and an HC with no value, one Line. */
    const lineActivated = (): GbohState => {
      const pos = dhPosition({
        units: [
          european({ id: 'k', type: 'HC', class: 'Kn', tq: 7, ma: 6, hex: '1205', facing: { vertex: 4 } }),
          european({ id: 'far', type: 'HC', class: 'Kn', tq: 7, ma: 6, hex: '1509', facing: { vertex: 4 } }),
          european({ id: 'hc', type: 'HC', tq: 6, ma: 7, hex: '1407', facing: { vertex: 4 } }),
          mongol({ id: 'm', type: 'LC', tq: 6, ma: 9, hex: '0805', facing: { vertex: 1 } }),
        ],
        leaders: [OC('persians', '1306', { initiative: 3, commandRange: 8 }), OC('byzantines', '0505')],
        lines: [{ id: 'knights', side: 'persians', name: 'Knights', composition: 'cavalry' as const, members: [{ type: ['HC' as const] }], provenance: P }],
        specialRules: [{ kind: 'cavalryAggression', values: [{ units: ['k'], value: 3 }, { units: ['far'], value: 2 }] }] as never,
      }) as Record<string, unknown>;
      let s = start({ ...pos, rules: ['liegnitz.chivalricCode'] } as never);
      s.turn = 2;
      s = act(s, { type: 'activate', leader: 'persians-oc' }).state;
      return s;
    };
    const lineCommand = (s: GbohState) => legalOf(s).find((a) => a.type === 'line-command' && a.line === 'knights')!;
    /** Play the unit's move out: a step while one is offered (the charge's own, toward the nearest enemy), then its end; back to the orders. */
    const moveOut = (s0: GbohState, unit: string): GbohState => {
      let s = act(s0, { type: 'move', unit }).state;
      // The Mongol's reactions (Orderly Withdrawal, Reaction Fire...) declined.
      for (let n = 0; n < 60 && pendingOf(s)?.kind !== 'orders'; n++) {
        const legal = legalOf(s);
        const pick = pendingOf(s)?.kind === 'move' ? (legal.find((a) => a.type === 'step') ?? legal.find((a) => a.type === 'end-move')) : legal.find((a) => a.type === 'decline');
        s = act(s, pick ?? legal[0]!).state;
      }
      return s;
    };

    it('DR 5 > 2 (the lowest value in the Line): k and far (beyond 6 MP) are bound, the HC with no value is not; no end of the Line before both have moved', () => {
      const r = act(lineActivated(), lineCommand(lineActivated()), [5]);
      expect(r.events.find((e) => e.key === 'liegnitz.aggressionRoll')!.params).toMatchObject({ units: 'far, k', value: 2, roll: 5 });
      let s = r.state;
      expect(s.battle['liegnitz.chivalricCode']).toMatchObject({ charging: ['far', 'k'] });
      expect(legalOf(s)).not.toContainEqual({ type: 'end-line' });
      // The bound Knights have no order but their move; the HC may still do as it likes.
      const knightOrders = legalOf(s).filter((a) => 'unit' in a && (a.unit === 'k' || a.unit === 'far'));
      expect(knightOrders).toEqual([{ type: 'move', unit: 'far' }, { type: 'move', unit: 'k' }]);
      expect(legalOf(s)).toContainEqual({ type: 'move', unit: 'hc' });
      s = moveOut(s, 'k');
      expect(gbohHex.distance(s.units.k!.hex!, '0805')).toBeLessThan(4); // it charged
      expect(legalOf(s)).not.toContainEqual({ type: 'end-line' });
      s = moveOut(s, 'far');
      expect(gbohHex.distance(s.units.far!.hex!, '0805')).toBeLessThan(gbohHex.distance('1509', '0805'));
      expect(legalOf(s)).toContainEqual({ type: 'end-line' });
    });

    it('DR 2 ≤ 2: the Line moves normally and may end at once', () => {
      const s = act(lineActivated(), lineCommand(lineActivated()), [2]).state;
      expect(legalOf(s)).toContainEqual({ type: 'end-line' });
    });

    it('no Knight of the Line within 6 MP: no roll', () => {
      const s0 = lineActivated();
      s0.units.k!.hex = '1605';
      const r = act(s0, lineCommand(s0));
      expect(r.events.some((e) => e.key === 'liegnitz.aggressionRoll')).toBe(false);
    });
  });
});
