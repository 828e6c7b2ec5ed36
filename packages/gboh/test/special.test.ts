import { describe, expect, it } from 'vitest';
import { act, legalOf, pendingOf, position, routTo, start } from './helpers';

/** 11.2, 11.5, 11.8 and the Callinicum Lent: special rules with forced dice. */
const OC = (side: 'byzantines' | 'persians', hex: string, extra: Record<string, unknown> = {}) => ({
  id: `${side}-oc`, name: 'OC', side, rank: 'OC' as const, initiative: 4, lineCommand: 1, commandRange: 8, strategy: 3, charisma: 0, hex, ...extra,
});

describe('11.8 the Champion Challenge (DER-8)', () => {
  it('rounds until a champion has more hits than his Resistance: 9 vs 4 → 2, 9 vs 5 → 1, 9 vs 3 → 3', () => {
    let s = start(
      position({
        units: [
          { id: 'b', side: 'byzantines', type: 'HC', hex: '0805', facing: { vertex: 1 } },
          { id: 'p', side: 'persians', type: 'HC', hex: '1505', facing: { vertex: 4 } },
        ],
        leaders: [OC('byzantines', '0705', { initiative: 6 }), OC('persians', '1605', { initiative: 2 })],
        specialRules: [
          { kind: 'championChallenge', champions: [{ side: 'byzantines', name: 'Andreas', combat: 5, resistance: 6 }, { side: 'persians', name: 'Pair', combat: 0, resistance: 3 }] },
        ],
      }),
    );
    expect(pendingOf(s)).toMatchObject({ kind: 'champion-challenge' });
    const r = act(s, { type: 'champion' }, [4, 4, 4, 5, 4, 3]);
    s = r.state;
    expect(r.events.filter((e) => e.key === 'champion.round')).toHaveLength(3);
    expect(s.champion!.winner).toBe('byzantines');
    // 11.85: the winner may begin turn 1 with any of his leaders, regardless of Initiative.
    expect(s.designation).toEqual({ side: 'byzantines', candidates: ['byzantines-oc'] });
  });
});

describe('11.2 army discipline', () => {
  it('an Undisciplined army has TQ + 2 until a rout’s check exceeds the OC’s Initiative', () => {
    let s = start(
      position({
        sides: { per: { discipline: 'undisciplined' } },
        units: [
          { id: 'bow', side: 'byzantines', type: 'LI', missile: 'B', hex: '1005', facing: { vertex: 1 } },
          { id: 'goth', side: 'persians', type: 'MI', tq: 4, hex: '1105', facing: { vertex: 4 }, initial: { hits: 5 } },
          { id: 'goth2', side: 'persians', type: 'MI', tq: 4, hex: '1410', facing: { vertex: 4 }, initial: { hits: 4 } },
        ],
        leaders: [OC('byzantines', '0805', { initiative: 3 }), OC('persians', '1605', { initiative: 4 })],
      }),
    );
    // goth2 has 4 hits and TQ 4 + 2 = 6: it stands.
    expect(s.units.goth2!.status).toBe('normal');
    s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
    // A hit routs goth (6 ≥ 6); the army check rolls 5 > 4: the +2 is lost and goth2 (4 ≥ 4) routs at once.
    s = act(s, { type: 'fire', unit: 'bow', target: 'goth' }, [5]).state;
    // goth's rout move (its owner chooses among equal hexes, R-ROUT-1), then the check.
    s = routTo(s, 'goth', '1205').state;
    s = routTo(s, 'goth', '1305', [5]).state;
    expect(s.lostBonus).toEqual(['persians']);
    expect(s.units.goth2!.status).toBe('routed');
    expect(s.routMoves).toEqual([{ unit: 'goth2', stepsLeft: 2, extraDone: false, moving: false }]);
  });
});

describe('11.5 swords', () => {
  it('sword infantry attacking infantry with an open Flank is Attack Superior', () => {
    let s = start(
      position({
        units: [
          { id: 'saxon', side: 'byzantines', type: 'MI', sword: true, size: 5, tq: 9, hex: '1005', facing: { vertex: 1 } },
          { id: 'foe', side: 'persians', type: 'MI', size: 5, tq: 9, hex: '1105', facing: { vertex: 4 } },
        ],
        leaders: [OC('byzantines', '0805')],
      }),
    );
    s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
    s = act(s, { type: 'end-orders' }).state;
    s = act(s, { type: 'no-check', unit: 'saxon' }).state;
    const r = act(s, { type: 'combat', attacker: 'saxon' }, [5]);
    expect(r.events.find((e) => e.key === 'shock.column')!.params).toMatchObject({ aspect: 'front', superiority: 'AS' });
  });
});

describe('Callinicum: the Feast of Lent', () => {
  it('from turn 3, at the end of the Rout & Reload Phase, 0–1: every Byzantine TQ −1; units at their new TQ rout', () => {
    let s = start(
      position({
        units: [
          { id: 'mi', side: 'byzantines', type: 'MI', tq: 4, hex: '0805', facing: { vertex: 1 }, initial: { hits: 3 } },
          { id: 'far', side: 'persians', type: 'LC', hex: '1612', facing: { vertex: 4 } },
        ],
        leaders: [OC('byzantines', '0705')],
        specialRules: [{ kind: 'lent', side: 'byzantines', fromTurn: 3, failOn: [0, 1], tqPenalty: 1 }],
      }),
    );
    // Turns 1 and 2: no roll.
    for (let t = 1; t <= 2; t++) s = act(s, { type: 'pass', leader: 'byzantines-oc' }).state;
    expect(s.turn).toBe(3);
    expect(legalOf(s)).toContainEqual({ type: 'pass', leader: 'byzantines-oc' });
    s = act(s, { type: 'pass', leader: 'byzantines-oc' }, [1]).state;
    expect(s.battle['callinicum.lent']).toEqual({ lentApplied: true });
    expect(s.units.mi!.status).toBe('routed');
  });
});
