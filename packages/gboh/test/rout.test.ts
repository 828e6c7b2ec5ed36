import { describe, expect, it } from 'vitest';
import type { GbohState } from '../src';
import { act, legalOf, OC, pendingOf, position, routTo, start } from './helpers';

/**
 * 10.21 initial rout moves (combat-caused: fire, H&D, Shock): where several hexes are equally good the routing
 * unit's owner chooses, as an explicit decision (ruling R-ROUT-1); with one best hex nobody is asked.
 */

/** A Byzantine bow LI at 1105 fires at the Persian MI p (TQ 5, 4 hits) at 1205: any hit routs it toward the east. */
function fireAt(extra: Record<string, unknown>[] = [], pHex = '1205', bowHex = '1105'): GbohState {
  const s = start(
    position({
      units: [
        { id: 'bow', side: 'byzantines', type: 'LI', missile: 'B', hex: bowHex, facing: { vertex: 1 } },
        { id: 'p', side: 'persians', type: 'MI', tq: 5, hex: pHex, facing: { vertex: 4 }, initial: { hits: 4 } },
        ...extra,
      ],
      leaders: [OC('byzantines', '0805')],
    }),
  );
  return act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
}

describe('10.21 initial rout from missile fire (R-ROUT-1)', () => {
  it('two equally good hexes: the routing unit’s owner chooses each of them', () => {
    const r = act(fireAt(), { type: 'fire', unit: 'bow', target: 'p' }, [5]);
    let s = r.state;
    expect(s.units.p!.status).toBe('routed');
    expect(s.units.p!.hits).toBe(0);
    expect(s.units.p!.hex).toBe('1205');
    expect(r.events.filter((e) => e.key === 'rout.step')).toEqual([]);
    expect(pendingOf(s)).toMatchObject({ seat: 'persians', kind: 'rout-path', reaction: true, rule: 'gboh 10.21' });
    expect(legalOf(s)).toEqual([{ type: 'rout-step', to: '1304' }, { type: 'rout-step', to: '1305' }]);
    s = routTo(s, 'p', '1305').state;
    expect(legalOf(s)).toEqual([{ type: 'rout-step', to: '1405' }, { type: 'rout-step', to: '1406' }]);
    const last = routTo(s, 'p', '1406');
    s = last.state;
    expect(last.events.map((e) => e.key)).toEqual(['rout.step']);
    expect(s.units.p!.hex).toBe('1406');
    expect(s.units.p!.facing).toBe(2); // it faces the hex it entered (10.21)
    expect(s.routMoves).toEqual([]);
    expect(pendingOf(s)).toMatchObject({ seat: 'byzantines', kind: 'orders' });
  });

  it('one best hex (the other holds an enemy unit): the first hex is taken at once, the tie after it is asked', () => {
    const s = act(fireAt([{ id: 'block', side: 'byzantines', type: 'MI', hex: '1304', facing: { vertex: 4 } }]), { type: 'fire', unit: 'bow', target: 'p' }, [5]).state;
    expect(s.units.p!.hex).toBe('1305');
    expect(legalOf(s)).toEqual([{ type: 'rout-step', to: '1405' }, { type: 'rout-step', to: '1406' }]);
  });

  it('a unit on its Retreat Edge leaves the map at once (10.23): no choice', () => {
    const r = act(fireAt([], '1605', '1505'), { type: 'fire', unit: 'bow', target: 'p' }, [5]);
    expect(r.events.map((e) => e.key)).toContain('rout.offMap');
    expect(r.state.units.p!.status).toBe('eliminated');
    expect(r.state.routPoints.persians).toBe(5);
    expect(pendingOf(r.state)).toMatchObject({ seat: 'byzantines', kind: 'orders' });
  });

  it('10.24: ending on a friend, the extra hex is chosen the same way', () => {
    const friends = [
      { id: 'f1', side: 'persians', type: 'MI', tq: 9, hex: '1405', facing: { vertex: 4 } },
      { id: 'f2', side: 'persians', type: 'MI', tq: 9, hex: '1406', facing: { vertex: 4 } },
    ];
    let s = act(fireAt(friends), { type: 'fire', unit: 'bow', target: 'p' }, [5]).state;
    s = routTo(s, 'p', '1305').state;
    // Both hexes hold a friend (priority 2): still the owner's choice. f1, entered, rolls 0: 1 hit (6.65).
    expect(legalOf(s)).toEqual([{ type: 'rout-step', to: '1405' }, { type: 'rout-step', to: '1406' }]);
    s = routTo(s, 'p', '1405', [0]).state;
    expect(s.units.f1!.hits).toBe(1);
    expect(s.routMoves).toEqual([{ unit: 'p', stepsLeft: 0, extraDone: false, moving: false }]);
    expect(legalOf(s)).toEqual([{ type: 'rout-step', to: '1504' }, { type: 'rout-step', to: '1505' }]);
    s = routTo(s, 'p', '1504').state;
    expect(s.units.p!.hex).toBe('1504');
    expect(pendingOf(s)).toMatchObject({ seat: 'byzantines', kind: 'orders' });
  });
});

/** Two no-check combats side by side: a1 (1005) → d1 (1105) and a2 (1007) → d2 (1107). */
function twoCombats(d1: Record<string, unknown>, d2: Record<string, unknown>): GbohState {
  let s = start(
    position({
      units: [
        { id: 'a1', side: 'byzantines', type: 'HC', size: 5, tq: 8, hex: '1005', facing: { vertex: 1 } },
        { id: 'a2', side: 'byzantines', type: 'HC', size: 5, tq: 8, hex: '1007', facing: { vertex: 1 } },
        { id: 'd1', side: 'persians', type: 'MI', size: 5, tq: 5, hex: '1105', facing: { vertex: 4 }, ...d1 },
        { id: 'd2', side: 'persians', type: 'MI', size: 5, tq: 5, hex: '1107', facing: { vertex: 4 }, ...d2 },
      ],
      leaders: [OC('byzantines', '0805')],
    }),
  );
  s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
  s = act(s, { type: 'end-orders' }).state;
  s = act(s, { type: 'no-check', unit: 'a1' }).state;
  s = act(s, { type: 'no-check', unit: 'a2' }).state;
  s = act(s, { type: 'combat', attacker: 'a1' }).state;
  return s;
}

describe('10.21 initial rout in Shock (R-ROUT-1)', () => {
  it('9.17: the Collapse waits for the routing unit’s owner; step 2 and the advance follow his choice', () => {
    let s = twoCombats({ initial: { hits: 4 } }, { initial: { hits: 2 } });
    // Melee: both combats column 7, DR 5 → 2(2): d1 reaches 6 ≥ TQ 5, d2 reaches 4 = TQ − 1.
    const melee = act(s, { type: 'combat', attacker: 'a2' }, [5, 5]);
    s = melee.state;
    expect(melee.events.filter((e) => e.key === 'shock.result').map((e) => e.params!.printed)).toEqual(['2(2)', '2(2)']);
    expect(s.units.d2!.hits).toBe(4);
    // Collapse step 1: d1 routs; its owner chooses its hexes before anything else happens.
    expect(s.units.d1!.status).toBe('routed');
    expect(melee.events.map((e) => e.key)).not.toContain('shock.collapseCheck');
    expect(pendingOf(s)).toMatchObject({ seat: 'persians', kind: 'rout-path', reaction: true });
    expect(legalOf(s)).toEqual([{ type: 'rout-step', to: '1205' }, { type: 'rout-step', to: '1206' }]);
    s = routTo(s, 'd1', '1205').state;
    expect(legalOf(s)).toEqual([{ type: 'rout-step', to: '1304' }, { type: 'rout-step', to: '1305' }]);
    // Then step 2: d2 (TQ − 1, in a2's ZOC) rolls 3 ≤ 5 and holds at 3; step 3: a1 advances into 1105.
    const last = routTo(s, 'd1', '1304', [3]);
    s = last.state;
    expect(last.events.map((e) => e.key)).toEqual(['rout.step', 'shock.collapseCheck', 'shock.collapseHeld', 'shock.advance']);
    expect(s.units.d1!.hex).toBe('1304');
    expect(s.units.d2!.hits).toBe(3);
    expect(s.units.a1!.hex).toBe('1105');
    expect(pendingOf(s)).toMatchObject({ seat: 'byzantines', kind: 'advance-facing' });
  });
});

/** EX-8.33's numbers: the Saracen LC B (2406) harasses the Numeri X (2005); Y (2106) reacts. */
function harass(bHits: number, xHits: number): GbohState {
  const s = start(
    position({
      extent: { minCol: 18, maxCol: 28, minRow: 1, maxRow: 10 },
      units: [
        { id: 'B', side: 'persians', type: 'LC', missile: 'C', ma: 9, tq: 5, hex: '2406', facing: { vertex: 4 }, nationality: 'Saracen', initial: { hits: bHits } },
        { id: 'X', side: 'byzantines', type: 'MI', tq: 5, ma: 5, hex: '2005', facing: { vertex: 1 }, initial: { hits: xHits } },
        { id: 'Y', side: 'byzantines', type: 'LI', missile: 'B', tq: 5, ma: 6, hex: '2106', facing: { vertex: 1 } },
      ],
      leaders: [{ id: 'oc', name: 'Perozes', side: 'persians', rank: 'OC', initiative: 5, commandRange: 8, strategy: 3, hex: '2608' }],
    }),
  );
  let t = act(s, { type: 'activate', leader: 'oc' }).state;
  t = act(t, { type: 'hd', unit: 'B', target: 'X', path: ['2305', '2205', '2105'] }).state;
  return act(t, { type: 'decline' }).state; // X keeps its facing (7.14)
}

describe('10.21 initial rout from H&D (R-ROUT-1)', () => {
  it('the harassed unit routs: its owner chooses; no Impetuosity check for a routed unit', () => {
    let s = harass(0, 4);
    const r = act(s, { type: 'decline' }, [2]); // Y does not react; B fires: 2 ≤ 6 − 1 → 1 hit: X at 5 routs
    s = r.state;
    expect(r.events.map((e) => e.key)).toEqual(['fire.roll', 'fire.result', 'hits.taken', 'unit.routs']);
    expect(pendingOf(s)).toMatchObject({ seat: 'byzantines', kind: 'rout-path', reaction: true });
    expect(legalOf(s)).toEqual([{ type: 'rout-step', to: '1904' }, { type: 'rout-step', to: '1905' }]);
    s = routTo(s, 'X', '1904').state;
    expect(legalOf(s)).toEqual([{ type: 'rout-step', to: '1804' }, { type: 'rout-step', to: '1805' }]);
    const last = routTo(s, 'X', '1805');
    // No 8.34 Impetuosity roll: X is no longer a normal unit; the Persian Orders Phase goes on.
    expect(last.events.map((e) => e.key)).toEqual(['rout.step']);
    expect(last.state.units.X!.hex).toBe('1805');
    expect(pendingOf(last.state)).toMatchObject({ seat: 'persians', kind: 'orders' });
  });

  it('the H&D volley routs both the harasser and the target: the second rout move waits behind the first', () => {
    let s = harass(4, 4);
    // 8.33: B hits X (2 ≤ 5), Y hits B (5 ≤ 8); the hits are applied together, by unit id: B routs first, then X.
    const r = act(s, { type: 'react-fire', target: 'B' }, [2, 5]);
    s = r.state;
    expect(r.events.filter((e) => e.key === 'unit.routs').map((e) => e.params!.unit)).toEqual(['B', 'X']);
    expect(s.routMoves).toEqual([
      { unit: 'B', stepsLeft: 2, extraDone: false, moving: false },
      { unit: 'X', stepsLeft: 2, extraDone: false, moving: false },
    ]);
    // B's owner (the active player) chooses first; X's owner is asked only once B's move is over.
    expect(pendingOf(s)).toMatchObject({ seat: 'persians', kind: 'rout-path', reaction: false });
    expect(legalOf(s)).toEqual([{ type: 'rout-step', to: '2505' }, { type: 'rout-step', to: '2506' }]);
    s = routTo(s, 'B', '2506').state;
    expect(legalOf(s)).toEqual([{ type: 'rout-step', to: '2606' }, { type: 'rout-step', to: '2607' }]);
    s = routTo(s, 'B', '2606').state;
    expect(s.units.B!.hex).toBe('2606');
    expect(s.units.X!.hex).toBe('2005');
    expect(pendingOf(s)).toMatchObject({ seat: 'byzantines', kind: 'rout-path', reaction: true });
    expect(legalOf(s)).toEqual([{ type: 'rout-step', to: '1904' }, { type: 'rout-step', to: '1905' }]);
  });
});

describe('10.21 initial rout caused at the end of the Rout & Reload Phase (Callinicum Lent, R-ROUT-1)', () => {
  it('the Lent rout finishes its move, the owner choosing at each tie, before the Withdrawal Phase', () => {
    let s = start(
      position({
        units: [
          { id: 'mi', side: 'byzantines', type: 'MI', tq: 4, hex: '1205', facing: { vertex: 1 }, initial: { hits: 3 } },
          { id: 'far', side: 'persians', type: 'LC', hex: '1612', facing: { vertex: 4 } },
        ],
        leaders: [OC('byzantines', '0705')],
        specialRules: [{ kind: 'lent', side: 'byzantines', fromTurn: 1, failOn: [0, 1], tqPenalty: 1 }],
      }),
    );
    const r = act(s, { type: 'pass', leader: 'byzantines-oc' }, [1]); // Lent: TQ 3, 3 hits: it routs
    s = r.state;
    const keys = r.events.map((e) => e.key);
    expect(keys).toContain('unit.routs');
    expect(keys).not.toContain('withdrawal.check'); // E waits for the rout move
    expect([s.turn, s.phase]).toEqual([1, 'rout']);
    expect(pendingOf(s)).toMatchObject({ seat: 'byzantines', kind: 'rout-path', rule: 'gboh 10.21' });
    expect(legalOf(s)).toEqual([{ type: 'rout-step', to: '1104' }, { type: 'rout-step', to: '1105' }]);
    s = routTo(s, 'mi', '1105').state;
    expect(pendingOf(s)).toMatchObject({ seat: 'byzantines', kind: 'rout-path' });
    expect(legalOf(s)).toEqual([{ type: 'rout-step', to: '1005' }, { type: 'rout-step', to: '1006' }]);
    const last = routTo(s, 'mi', '1006');
    // The move ends, then E: the Withdrawal check and the next turn.
    expect(last.events.map((e) => e.key)).toEqual(['rout.step', 'withdrawal.check', 'turn.start']);
    expect([last.state.turn, last.state.units.mi!.hex, last.state.units.mi!.status]).toEqual([2, '1006', 'routed']);
  });
});

describe('an initial rout move whose unit is eliminated while it waits for its owner', () => {
  it('is over: nobody is asked for it, and what follows the rout still follows', async () => {
    const { readFileSync } = await import('node:fs');
    const { applyAction } = await import('@polemarch/kernel');
    const { gboh } = await import('../src');
    const fixture = JSON.parse(readFileSync(new URL('./fixtures/tricameron-stale-rout.json', import.meta.url), 'utf8')) as { seat: string; action: never; state: GbohState };
    const r = applyAction(gboh as never, fixture.state as never, fixture.seat, fixture.action);
    const keys = r.events.map((e) => `${e.key}:${String(e.params?.['unit'] ?? '')}`);
    // van-ln-7 routs, waits at a tie, and is eliminated by the LC passing through it again.
    expect(keys).toEqual(expect.arrayContaining(['unit.routs:van-ln-7', 'unit.eliminated:van-ln-7']));
    const s = r.state as unknown as GbohState;
    expect(s.units['van-ln-7']!.status).toBe('eliminated');
    // The engine asks for the LC's next hex (its Rout Movement goes on), not for the eliminated unit's.
    const p = gboh.pending(s as never);
    expect(p?.rule).toBe('gboh 10.22');
    expect(p?.prompt.key).toBe('prompt.routPath');
    expect(s.routSegment?.unit).toBe('van-lc-5');
    expect(() => gboh.legal(s as never, p!.seat)).not.toThrow();
    expect(gboh.legal(s as never, p!.seat).length).toBeGreaterThan(0);
  });
});
