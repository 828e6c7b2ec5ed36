import { describe, expect, it } from 'vitest';
import type { GbohAction, GbohState } from '../src';
import { act, legalOf, pendingOf, position, start } from './helpers';
import { shockCutOff } from '../src/rules/reinforcements';

/** Tricameron: the owner chooses the reinforcements' entry hex (R-TRIC-ENTRY); leaders after the change of sides (R-TRIC-SIDES). */

const OC = (side: 'byzantines' | 'persians', hex: string, extra: Record<string, unknown> = {}) => ({
  id: `${side}-oc`, name: 'OC', side, rank: 'OC' as const, initiative: 4, lineCommand: 1, commandRange: 6, strategy: 3, charisma: 0, hex, ...extra,
});

describe('tricameron.reinforcements: the entry hex is the owner’s choice', () => {
  it('before anything else the Byzantine player chooses a free hex of the east edge', () => {
    const pos = position({
      units: [
        { id: 'num-1', side: 'byzantines', type: 'MI', hex: null },
        { id: 'num-2', side: 'byzantines', type: 'MI', hex: null },
        { id: 'num-3', side: 'byzantines', type: 'MI', hex: null },
        { id: 'blocker', side: 'byzantines', type: 'MI', hex: '1608', facing: { vertex: 4 } },
        { id: 'vandal', side: 'persians', type: 'LN', hex: '0605', facing: { vertex: 1 } },
      ],
      leaders: [OC('byzantines', '1507'), OC('persians', '0604', { initiative: 2 })],
    }) as Record<string, unknown>;
    pos.reinforcements = [
      { id: 'infantry', side: 'byzantines', units: ['num-1', 'num-2', 'num-3'], arrival: { kind: 'turn', turn: 1 }, entry: { edge: 'east', inColumn: true }, provenance: { source: 'seed' } },
    ];
    let s: GbohState = start(pos as never);
    expect(pendingOf(s)).toMatchObject({ seat: 'byzantines', kind: 'reinforcement-entry' });
    const hexes = legalOf(s).map((a) => (a as GbohAction & { type: 'entry-hex' }).hex);
    // Column 16, rows 1–14, less the blocker's 1608.
    expect(hexes).toEqual(['1601', '1602', '1603', '1604', '1605', '1606', '1607', '1609', '1610', '1611', '1612', '1613', '1614']);
    expect(s.units['num-1']!.hex).toBeNull();
    s = act(s, { type: 'entry-hex', hex: '1603' }).state;
    // All enter through 1603 (MA 6, 7 In Column): the k-th pays k MP and marches west with the rest.
    expect(['num-1', 'num-2', 'num-3'].map((id) => s.units[id]!.hex)).toEqual(['1003', '1103', '1203']);
    expect(s.units['num-1']).toMatchObject({ inColumn: true });
    // Then the turn goes on: the first activation.
    expect(pendingOf(s)).toMatchObject({ kind: 'activate' });
  });
});

describe('tricameron.hunReluctance: leaders after the change of sides (4.62)', () => {
  function battle(): GbohState {
    return start(
      position({
        units: [
          { id: 'hun', side: 'byzantines', type: 'LC', hex: '0805', facing: { vertex: 1 }, nationality: 'Massagetae' },
          { id: 'numeri', side: 'byzantines', type: 'MI', hex: '0605', facing: { vertex: 1 }, nationality: 'Roman' },
          { id: 'guard', side: 'byzantines', type: 'MI', hex: '0806', facing: { vertex: 1 }, nationality: 'Roman' },
          { id: 'vandal', side: 'persians', type: 'LN', hex: '1612', facing: { vertex: 4 } },
        ],
        leaders: [
          { id: 'belisarius', name: 'Belisarius', side: 'byzantines', rank: 'OC', initiative: 6, commandRange: 6, strategy: 4, hex: '0605' },
          // John stands alone next to the Huns; Sunicas is stacked with them (and next to the guard).
          { id: 'john', name: 'John', side: 'byzantines', rank: 'SC', initiative: 4, lineCommand: 1, commandRange: 4, hex: '0904' },
          { id: 'sunicas', name: 'Sunicas', side: 'byzantines', rank: 'CC', initiative: 3, hex: '0805', restriction: { only: [{ nationality: ['Massagetae'] }] } },
          { id: 'gelimer', name: 'Gelimer', side: 'persians', rank: 'OC', initiative: 4, commandRange: 6, strategy: 3, hex: '1610' },
        ],
        specialRules: [{ kind: 'changeSides', units: { nationality: ['Massagetae', 'Heruli'] }, leaders: ['sunicas'], from: 'byzantines', to: 'persians' }],
      }),
    );
  }

  /** Pass every activation until the end of turn 1 or a leader-withdrawal offer. */
  function toSideChange(s: GbohState): GbohState {
    for (let i = 0; i < 60 && s.turn === 1; i++) {
      const legal = legalOf(s);
      s = act(s, legal.find((a) => a.type === 'pass') ?? legal.find((a) => a.type === 'decline') ?? legal.find((a) => a.type === 'end-orders') ?? legal[0]!).state;
    }
    return s;
  }

  it('a Byzantine leader left alone next to the Huns may withdraw or is captured; Sunicas, stacked with them, stays', () => {
    let s = battle();
    s.routPoints = { byzantines: 5, persians: 0 };
    s = toSideChange(s);
    expect(s.battle['tricameron.hunReluctance']).toEqual({ sidesChanged: true });
    expect(pendingOf(s)).toMatchObject({ seat: 'byzantines', kind: 'leader-withdrawal' });
    expect(s.reactions.map((r) => (r.kind === 'leaderWithdraw' ? [r.leader, r.mover] : []))).toEqual([
      ['john', 'hun'],
      ['sunicas', 'guard'],
    ]);
    // John declines (or is surrounded): captured, 5 × Initiative Rout Points.
    s = act(s, { type: 'decline' }).state;
    expect(s.leaders.john!.status).toBe('eliminated');
    expect(s.routPoints.byzantines).toBe(5 + 20);
    // Sunicas, now a Vandal stacked with the Vandal Huns, may stay.
    expect(pendingOf(s)).toMatchObject({ seat: 'persians', kind: 'leader-withdrawal' });
    s = act(s, { type: 'decline' }).state;
    expect(s.leaders.sunicas).toMatchObject({ status: 'inactive', hex: '0805' });
  });

  it('a leader who withdraws 1–3 hexes away from the new enemy keeps his life', () => {
    let s = battle();
    s.routPoints = { byzantines: 5, persians: 0 };
    s = toSideChange(s);
    const to = legalOf(s).map((a) => (a as GbohAction & { type: 'leader-withdraw' }).to);
    expect(to.length).toBeGreaterThan(0);
    s = act(s, { type: 'leader-withdraw', to: to[0]! }).state;
    expect(s.leaders.john).toMatchObject({ status: 'inactive', hex: to[0] });
  });
});

describe('tricameron.reinforcements: one hex, k MP for the k-th unit, the column first (R-TRIC-ENTRY)', () => {
  /** Six MI (MA 4, 5 In Column) arriving on turn 1 through the east edge; the enemy far away on row 12. */
  function column(): GbohState {
    const ids = ['num-1', 'num-2', 'num-3', 'num-4', 'num-5', 'num-6'];
    const pos = position({
      units: [
        ...ids.map((id) => ({ id, side: 'byzantines', type: 'MI' as const, ma: 4, hex: null })),
        { id: 'vandal', side: 'persians', type: 'LN', hex: '0512', facing: { vertex: 1 } },
      ],
      // The OC within Command Range (6) of the whole column.
      leaders: [OC('byzantines', '1005'), OC('persians', '0512', { initiative: 2 })],
    }) as Record<string, unknown>;
    pos.reinforcements = [{ id: 'infantry', side: 'byzantines', units: ids, arrival: { kind: 'turn', turn: 1 }, entry: { edge: 'east', inColumn: true }, provenance: { source: 'seed' } }];
    return act(start(pos as never), { type: 'entry-hex', hex: '1603' }).state;
  }
  const hexes = (s: GbohState) => ['num-1', 'num-2', 'num-3', 'num-4', 'num-5', 'num-6'].map((id) => s.units[id]!.hex);
  const offMapIds = (s: GbohState) => Object.keys(s.units).filter((id) => id.startsWith('num-') && s.units[id]!.hex === null);
  /** The Persians pass; the Byzantine OC activates (Individual Orders). */
  function byzantineOrders(s: GbohState): GbohState {
    for (let i = 0; i < 20; i++) {
      const p = pendingOf(s);
      if (p?.seat === 'byzantines' && p.kind === 'activate') break;
      const legal = legalOf(s);
      s = act(s, legal.find((a) => a.type === 'pass') ?? legal.find((a) => a.type === 'decline') ?? legal[0]!).state;
    }
    s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
    return s;
  }
  function nextTurn(s: GbohState): GbohState {
    const turn = s.turn;
    for (let i = 0; i < 80 && s.turn === turn; i++) {
      const legal = legalOf(s);
      s = act(s, legal.find((a) => a.type === 'pass') ?? legal.find((a) => a.type === 'decline') ?? legal.find((a) => a.type === 'end-orders') ?? legal[0]!).state;
    }
    return s;
  }

  it('turn 1: the k-th unit pays k MP to enter 1603 and marches on with 5 − k; the fifth fills the entry hex, the sixth waits', () => {
    const s = column();
    expect(hexes(s)).toEqual(['1203', '1303', '1403', '1503', '1603', null]);
    expect(s.units['num-5']).toMatchObject({ inColumn: true, facing: 5 });
    expect(offMapIds(s)).toEqual(['num-6']);
  });

  it('turn 2: the column moves first (5 MP each, before any activation), then the sixth enters and marches 4 hexes', () => {
    const s = nextTurn(column());
    expect(s.turn).toBe(2);
    expect(hexes(s)).toEqual(['0703', '0803', '0903', '1003', '1103', '1203']);
    expect(s.entryPending ?? []).toEqual([]);
  });

  it('no order moves an entering unit, and none may leave Column, until all of the group is on the map', () => {
    let s = byzantineOrders(column());
    expect(legalOf(s).some((a) => a.type === 'move')).toBe(false);
    s = byzantineOrders(nextTurn(s));
    // All six on the map: orders move them again (and they may leave Column, 6.41).
    const moves = legalOf(s).filter((a) => a.type === 'move').map((a) => (a as GbohAction & { type: 'move' }).unit);
    expect(moves).toEqual(expect.arrayContaining(['num-1', 'num-6']));
    s = act(s, { type: 'move', unit: 'num-6' }).state;
    expect(legalOf(s).some((a) => a.type === 'column')).toBe(true);
  });

  it('after an adverse Shock result against an entering unit on the map, the units still off the map never enter', () => {
    let s = column();
    const ctx = { rng: () => 0, emit: () => undefined, reveal: () => undefined } as never;
    // No hit to the defenders: nothing happens.
    shockCutOff(s, ctx, ['num-1'], 0);
    expect(s.entering!.infantry!.cutOff).toBe(false);
    // A hit to defenders that are not the entering units: nothing happens either.
    shockCutOff(s, ctx, ['vandal'], 2);
    expect(s.entering!.infantry!.cutOff).toBe(false);
    shockCutOff(s, ctx, ['num-1'], 1);
    expect(s.entering!.infantry!.cutOff).toBe(true);
    s = nextTurn(s);
    // Cut off: no more entries and no column march; the five on the map are all that can enter, so orders move them.
    expect(s.units['num-6']!.hex).toBeNull();
    expect(hexes(s).slice(0, 5)).toEqual(['1203', '1303', '1403', '1503', '1603']);
  });
});

describe('tricameron.reinforcements: the Shock cut-off in play (R-TRIC-ENTRY)', () => {
  it('an entering unit hit by an enemy Shock attack: the unit still off the map never enters', () => {
    // The entering group here is the "persians" seat's: `def` already on the map, p2–p4 (MA 1, 2 In Column) arriving.
    const pos = position({
      units: [
        { id: 'att', side: 'byzantines', type: 'HI', hex: '1005', facing: { vertex: 1 } },
        { id: 'def', side: 'persians', type: 'MI', hex: '1105', facing: { vertex: 4 } },
        ...['p2', 'p3', 'p4'].map((id) => ({ id, side: 'persians', type: 'MI' as const, ma: 1, hex: null })),
      ],
      leaders: [OC('byzantines', '0805')],
    }) as Record<string, unknown>;
    pos.reinforcements = [{ id: 'column', side: 'persians', units: ['def', 'p2', 'p3', 'p4'], arrival: { kind: 'turn', turn: 1 }, entry: { edge: 'east', inColumn: true }, provenance: { source: 'seed' } }];
    let s = act(start(pos as never), { type: 'entry-hex', hex: '1612' }).state;
    // p2 pays 1 MP and marches its last 1; p3 pays 2 and stays on 1612; p4 (k = 3 > 2) waits.
    expect(['p2', 'p3', 'p4'].map((id) => s.units[id]!.hex)).toEqual(['1512', '1612', null]);
    s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
    s = act(s, { type: 'end-orders' }).state;
    s = act(s, { type: 'no-check', unit: 'att' }).state;
    const r = act(s, { type: 'combat', attacker: 'att' }, [9]);
    expect(r.events.find((e) => e.key === 'shock.result')!.params!.defenderHits).toBeGreaterThan(0);
    expect(r.state.entering!.column!.cutOff).toBe(true);
    expect(r.events.some((e) => e.key === 'reinforcements.cutOff')).toBe(true);
  });
});
