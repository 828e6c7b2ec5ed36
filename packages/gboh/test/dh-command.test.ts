import { describe, expect, it } from 'vitest';
import type { GbohState } from '../src';
import { act, legalOf, OC, position, start } from './helpers';
import { dhStart, european, mongol } from './dhHelpers';

/** DH 4.3 command: the SC's Line Commands (4.32, R-5) and the OC leaving an enemy ZOC (4.31 #1). */

const SC = (hex: string, extra: Record<string, unknown> = {}) => ({ id: 'sc', name: 'Noyan', side: 'byzantines', rank: 'SC' as const, initiative: 5, lineCommand: 1, commandRange: 3, charisma: 1, hex, ...extra });

/** The SC far outside his (Finished) OC's range, on `turn`. */
function scActivated(turn: number, dh = true): GbohState {
  const opts = {
    units: [mongol({ id: 'a', type: 'LC', tq: 6, ma: 9, hex: '1510', facing: { vertex: 1 } })],
    leaders: [OC('byzantines', '0501', { initial: { status: 'finished' } }), SC('1511')],
    lines: [{ id: 'line', side: 'byzantines', name: 'LC', composition: 'cavalry' as const, members: [{ type: ['LC' as const] }], provenance: { source: 'provisional' as const } }],
  };
  let s = dh ? dhStart(opts) : start(position({ ...opts, units: opts.units.map((u) => ({ ...u, size: 5 })) }));
  s.turn = turn;
  s = act(s, { type: 'activate', leader: 'sc' }).state;
  return s;
}

describe('DH 4.32 Subordinate Commanders and Line Commands', () => {
  it('R-5: outside the OC’s range the SC rolls against his own Initiative: DR 4 ≤ 5 may give Line Commands', () => {
    const s = scActivated(2);
    expect(legalOf(s)).toContainEqual({ type: 'lc-roll' });
    const r = act(s, { type: 'lc-roll' }, [4]);
    expect(r.events.find((e) => e.key === 'orders.lcRoll')!.params).toMatchObject({ need: 5, roll: 4 });
    expect(r.state.leaders.sc!.lcAbility).toBe('able');
  });

  it('R-5: DR 6 > 5: the SC is Finished (ruling DH-CMD-1), not "Orders only"', () => {
    const r = act(scActivated(2), { type: 'lc-roll' }, [6]);
    expect(r.state.activation).toMatchObject({ ordersLeft: 0, kind: 'zocShockOnly' });
    expect(r.state.leaders.sc!.noMomentum).toBe(true);
  });

  it('Cataphract: the same roll needs a 0 outside the OC’s range', () => {
    const r = act(scActivated(2, false), { type: 'lc-roll' }, [4]);
    expect(r.events.find((e) => e.key === 'orders.lcRoll')!.params).toMatchObject({ need: 0 });
  });

  it('4.32 #3: on turn 1 every SC gives Line Commands without a roll', () => {
    const s = scActivated(1);
    expect(legalOf(s)).not.toContainEqual({ type: 'lc-roll' });
    expect(legalOf(s).some((a) => a.type === 'line-command')).toBe(true);
  });
});

describe('DH 4.31 #1: the OC leaves an enemy ZOC for 2 orders (Cataphract 1)', () => {
  const run = (dh: boolean) => {
    const opts = {
      units: [european({ id: 'e', type: 'HI', tq: 6, ma: 4, hex: '0905', facing: { vertex: 4 } })],
      leaders: [OC('byzantines', '0805', { initiative: 4 })],
    };
    let s = dh ? dhStart(opts) : start(position({ ...opts, units: opts.units.map((u) => ({ ...u, size: 5 })) }));
    s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
    const before = s.activation!.ordersLeft;
    const out = legalOf(s).find((a) => a.type === 'leader-move' && a.to === '0705')!;
    s = act(s, out).state;
    return before - s.activation!.ordersLeft;
  };
  it('DH 2, Cataphract 1', () => {
    expect(run(true)).toBe(2);
    expect(run(false)).toBe(1);
  });
});
