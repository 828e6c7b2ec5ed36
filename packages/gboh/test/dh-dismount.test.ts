import type { JsonValue } from '@polemarch/kernel';
import { describe, expect, it } from 'vitest';
import type { GbohAction, GbohState } from '../src';
import { withdrawalPhase } from '../src/withdrawal';
import { act, ctx, legalOf, OC, pendingOf } from './helpers';
import { dhWithProfiles, european, mongol } from './dhHelpers';

/**
 * DH 9.4 Dismounted cavalry: Mongol HC and LC flip in place to their dismounted side (HI / LI archers, the battle
 * data's provisional profiles), not within 4 hexes of an enemy nor within range and Direct-Fire LOS of an enemy
 * missile unit not out of missiles; they remount the same way; 12.21 uses the same sides, with no remount.
 */

const BALANCE = { kind: 'dhBalance', mongolSide: 'byzantines', tumenTq: {} };

/** A Mongol HC at 0805 and LC at 0807; the enemy HC at `enemyHex`; more units beside. */
function base(enemyHex: string, more: Record<string, unknown>[] = [], options: Record<string, JsonValue> = {}): GbohState {
  return dhWithProfiles(
    {
      units: [
        mongol({ id: 'hc', name: 'Tumen 5 HC 4', profile: 'm-hc', hex: '0805', facing: { vertex: 1 } }),
        mongol({ id: 'lc', name: 'Tumen 5 LC 1', profile: 'm-lc', hex: '0807', facing: { vertex: 1 } }),
        european({ id: 'kn', type: 'HC', class: 'Kn', tq: 7, ma: 7, hex: enemyHex, facing: { vertex: 4 } }),
        ...more,
      ],
      leaders: [OC('byzantines', '0705', { initiative: 3 }), OC('persians', '1605', { initiative: 6 })],
      specialRules: [BALANCE] as never,
    },
    options,
  );
}

const dismounts = (s: GbohState, unit?: string) =>
  legalOf(s).filter((a): a is GbohAction & { type: 'dismount' | 'remount'; unit: string } => (a.type === 'dismount' || a.type === 'remount') && (unit === undefined || a.unit === unit));

describe('DH 9.4 dismounted cavalry (Mongol counters flip in place)', () => {
  it('the loader gives a Mongol HC its dismounted side; counterValues override it by the dismounted profile', () => {
    expect(base('1305').static.units.hc!.otherSide).toEqual({
      type: 'HI', class: null, tq: 7, ma: 5, missile: 'C', feignedRetreat: false, frValue: null, routPoints: 7, dismounted: true, rainOfArrows: false, movedPenaltyExempt: false,
    });
    const s = base('1305', [], { counterValues: { 'm-lc-dismounted': { ma: 5, tq: 5 } } });
    expect(s.static.units.lc!.otherSide).toMatchObject({ type: 'LI', tq: 5, ma: 5, routPoints: 5 });
  });

  it('5 hexes from every enemy a Mongol HC dismounts by an Individual Order: HI on the same counter, any facing, its whole action', () => {
    let s = act(base('1305'), { type: 'activate', leader: 'byzantines-oc' }).state;
    expect(dismounts(s, 'hc').map((a) => a.facing)).toEqual([0, 1, 2, 3, 4, 5]);
    const r = act(s, { type: 'dismount', unit: 'hc', facing: 4 });
    s = r.state;
    expect(s.static.units.hc).toMatchObject({ type: 'HI', ma: 5, tq: 7, missile: 'C', dismounted: true, feignedRetreat: false });
    expect(s.static.units.hc!.movedPenaltyExempt).toBeUndefined(); // DH 6.14: the penalty applies while dismounted
    expect(s.static.units.hc!.otherSide).toMatchObject({ type: 'HC', ma: 8, dismounted: false, movedPenaltyExempt: true });
    expect(s.units.hc).toMatchObject({ hex: '0805', facing: 4, ordered: 'move', moved: true, supply: 'full' });
    expect(s.activation!.ordersLeft).toBe(2);
    expect(legalOf(s).some((a) => 'unit' in a && a.unit === 'hc')).toBe(false);
    expect(r.events.find((e) => e.key === 'unit.dismounts')).toBeDefined();
  });

  it('not within 4 hexes of an enemy unit', () => {
    const s = act(base('1205'), { type: 'activate', leader: 'byzantines-oc' }).state;
    expect(dismounts(s, 'hc')).toEqual([]);
    expect(legalOf(s)).toContainEqual({ type: 'move', unit: 'hc' });
  });

  it('not within range and Direct-Fire LOS of an enemy missile unit not out of missiles', () => {
    // Composite bow on foot reaches 5 hexes (10.1): the archers at 1305 have the HC at 0805 in range.
    const archers = european({ id: 'bow', type: 'LI', tq: 5, ma: 6, missile: 'C', hex: '1305', facing: { vertex: 4 } });
    let s = act(base('1605', [archers]), { type: 'activate', leader: 'byzantines-oc' }).state;
    expect(dismounts(s, 'hc')).toEqual([]);
    // Out of missiles: no longer an obstacle.
    s = act(base('1605', [{ ...archers, initial: { missileSupply: 'no' } }]), { type: 'activate', leader: 'byzantines-oc' }).state;
    expect(dismounts(s, 'hc')).toHaveLength(6);
    // A unit between them blocks Direct Fire (Arc Fire would still reach it: 8.17), so the HC may dismount.
    const screen = mongol({ id: 'screen', type: 'LC', tq: 6, ma: 9, hex: '1005', facing: { vertex: 1 } });
    s = act(base('1605', [archers, screen]), { type: 'activate', leader: 'byzantines-oc' }).state;
    expect(dismounts(s, 'hc')).toHaveLength(6);
  });

  it('the dismounted unit remounts in a later phase by the same procedure', () => {
    let s = act(base('1305'), { type: 'activate', leader: 'byzantines-oc' }).state;
    s = act(s, { type: 'dismount', unit: 'hc', facing: 1 }).state;
    // A later Orders Phase: the unit is no longer ordered.
    s.units.hc!.ordered = null;
    s.units.hc!.moved = false;
    expect(dismounts(s, 'hc').map((a) => a.type)).toEqual(Array(6).fill('remount'));
    const r = act(s, { type: 'remount', unit: 'hc', facing: 2 });
    expect(r.state.static.units.hc).toMatchObject({ type: 'HC', ma: 8, missile: 'C', dismounted: false, movedPenaltyExempt: true });
    expect(r.state.static.units.hc!.otherSide).toMatchObject({ type: 'HI', ma: 5 });
    expect(r.events.map((e) => e.key)).toContain('unit.remounts');
  });

  it('a Moved unit that dismounts takes the 6.13 hit; Cohesion Hits carry over', () => {
    let s = act(base('1305'), { type: 'activate', leader: 'byzantines-oc' }).state;
    s.units.lc!.moved = true;
    s.units.lc!.hits = 2;
    s = act(s, { type: 'dismount', unit: 'lc', facing: 1 }).state;
    expect(s.static.units.lc).toMatchObject({ type: 'LI', ma: 6, feignedRetreat: false, frValue: null });
    expect(s.units.lc!.hits).toBe(3);
  });
});

describe('DH 12.21 Dismounted Defense with the battle data\'s dismounted sides', () => {
  function atWithdrawal(): GbohState {
    const s = dhWithProfiles({
      units: [
        mongol({ id: 'hc', profile: 'm-hc', hex: '0805', facing: { vertex: 1 } }),
        mongol({ id: 'lc', profile: 'm-lc', hex: '0807', facing: { vertex: 1 } }),
        european({ id: 'kn', type: 'HC', class: 'Kn', tq: 7, ma: 7, hex: '1310', facing: { vertex: 4 } }),
      ],
      leaders: [OC('byzantines', '0805'), OC('persians', '1510')],
      specialRules: [BALANCE] as never,
    }, { counterValues: { 'm-hc-dismounted': { ma: 4 } } });
    s.routPoints = { byzantines: 60, persians: 0 };
    s.phase = 'rout';
    s.routSegment = null;
    withdrawalPhase(s, ctx());
    return s;
  }

  it('the units dismount to their counters\' dismounted sides (an override included) and can no longer remount', () => {
    const s0 = atWithdrawal();
    expect(pendingOf(s0)).toMatchObject({ kind: 'withdrawal-reaction' });
    const s = act(s0, { type: 'dismounted-defense' }).state;
    expect(s.static.units.hc).toMatchObject({ type: 'HI', ma: 4, dismounted: true });
    expect(s.static.units.lc).toMatchObject({ type: 'LI', ma: 6, missile: 'C', dismounted: true });
    expect(s.static.units.hc!.otherSide).toBeUndefined();
    expect(s.static.units.lc!.otherSide).toBeUndefined();
  });
});
