import { describe, expect, it } from 'vitest';
import type { GbohState } from '../src';
import { withdrawalPhase } from '../src/withdrawal';
import { act, ctx, legalOf, OC, pendingOf } from './helpers';
import { dhStart, european, mongol } from './dhHelpers';

/** DH 12.2 Mongol Withdrawal Reaction and 12.21–12.22 Dismounted Defense (ruling DH-WR-1). */

const BALANCE = { kind: 'dhBalance', mongolSide: 'byzantines', tumenTq: {} };

/** The Mongols (byzantines, level 60, Retreat Edge west) and the Europeans (persians, level 75) at the Withdrawal Phase. */
function atWithdrawal(mongolRp: number, europeanRp: number): GbohState {
  const s = dhStart({
    units: [
      mongol({ id: 'hc', type: 'HC', tq: 7, ma: 8, hex: '0805', facing: { vertex: 1 } }),
      mongol({ id: 'lc', type: 'LC', tq: 6, ma: 9, missile: 'C', hex: '0807', facing: { vertex: 1 } }),
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

  it('12.21: routed, in an enemy ZOC, on foot and allied units are eliminated; the rest dismount (HC → HI, LC → LI) and play goes on', () => {
    const s = act(atWithdrawal(60, 0), { type: 'dismounted-defense' }).state;
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
    let s = act(atWithdrawal(60, 0), { type: 'dismounted-defense' }).state;
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
    const s = act(atWithdrawal(60, 0), { type: 'dismounted-defense' }).state;
    for (const u of Object.values(s.units)) if (u.hex !== null && u !== s.units.kn) u.hex = null;
    s.phase = 'rout';
    s.routSegment = null;
    withdrawalPhase(s, ctx());
    expect(s.outcome).toMatchObject({ winner: 'persians' });
  });
});
