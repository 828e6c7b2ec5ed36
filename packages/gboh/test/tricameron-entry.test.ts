import { describe, expect, it } from 'vitest';
import type { GbohAction, GbohState } from '../src';
import { act, legalOf, pendingOf, position, start } from './helpers';

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
    // The first unit at the chosen hex, the others on the nearest free edge hexes (ties in edge order, middle outward).
    expect(['num-1', 'num-2', 'num-3'].map((id) => s.units[id]!.hex)).toEqual(['1603', '1604', '1602']);
    expect(s.units['num-1']).toMatchObject({ inColumn: true, facing: 5 });
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
    expect(s.sidesChanged).toBe(true);
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
