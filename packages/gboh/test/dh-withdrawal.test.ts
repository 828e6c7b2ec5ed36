import { describe, expect, it } from 'vitest';
import type { GbohState } from '../src';
import { act, legalOf, OC, pendingOf, position, start } from './helpers';
import { dhStart, european, MONGOL_OC, mongol } from './dhHelpers';

/**
 * DH 6.5 Orderly Withdrawal: only cavalry withdraws, before enemy infantry (and non-FR LC before enemy HC); infantry
 * never withdraws; Disordered cavalry checks TQ first (11.62). Derived tests and EX-2d of examples.md.
 */

/** The moving unit (side byzantines) at 0805 steps to 0905, within 2 hexes of the unit at 1105: what may it do? */
function approach(mover: Record<string, unknown>, unit: Record<string, unknown>, dh = true, prep: (s: GbohState) => void = () => undefined) {
  const units = [mongol({ id: 'm', hex: '0805', facing: { vertex: 1 }, tq: 6, ...mover }), european({ id: 'u', hex: '1105', facing: { vertex: 4 }, tq: 6, ...unit })];
  let s = dh ? dhStart({ units, leaders: [MONGOL_OC('0705')] }) : start(position({ units: units.map((u) => ({ ...u, size: 5 })), leaders: [OC('byzantines', '0705')] }));
  prep(s);
  s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
  s = act(s, { type: 'move', unit: 'm' }).state;
  return act(s, { type: 'step', to: '0905' }).state;
}
const offered = (s: GbohState) => pendingOf(s)?.kind === 'orderly-withdrawal-offer' && legalOf(s).some((a) => a.type === 'ow' || (a.type !== 'decline' && 'unit' in a && a.unit === 'u'));

describe('DH 6.51 who may withdraw', () => {
  it('R-9: an enemy HI (MA 4) comes within 2 hexes of an LI (MA 6): no OW in DH (infantry never withdraws); Cataphract offers it', () => {
    expect(offered(approach({ type: 'HI', ma: 4 }, { type: 'LI', ma: 6 }))).toBe(false);
    expect(offered(approach({ type: 'HI', ma: 4 }, { type: 'LI', ma: 6 }, false))).toBe(true);
  });

  it('R-8: enemy infantry (MA 4) comes within 2 hexes of an HC (MA 8): the HC may withdraw up to 4 MP', () => {
    const s = approach({ type: 'HI', ma: 4 }, { type: 'HC', ma: 8 });
    expect(offered(s)).toBe(true);
    const ow = legalOf(s).find((a) => a.type !== 'decline')!;
    const w = act(s, ow).state;
    expect(w.withdrawal).toMatchObject({ unit: 'u', mpLeft: 4 });
  });

  it('R-7: enemy HC (MA 8) comes within 2 hexes of an LC without the FR box (MA 9): it may withdraw 1 MP', () => {
    const s = approach({ type: 'HC', ma: 8 }, { type: 'LC', ma: 9 });
    expect(offered(s)).toBe(true);
    expect(act(s, legalOf(s).find((a) => a.type !== 'decline')!).state.withdrawal).toMatchObject({ mpLeft: 1 });
  });

  it('EX-2d / 6.51: HC never withdraws before cavalry (an HC of MA 9 before an HC of MA 8); an LC never before LC', () => {
    expect(offered(approach({ type: 'HC', ma: 8 }, { type: 'HC', ma: 9 }))).toBe(false);
    expect(offered(approach({ type: 'LC', ma: 8 }, { type: 'LC', ma: 9 }))).toBe(false);
    expect(offered(approach({ type: 'HC', ma: 8 }, { type: 'HC', ma: 9 }, false))).toBe(true); // Cataphract: any faster unit
  });

  it('6.51 / 11.62: an FR-capable LC does not withdraw before HC, unless Disordered; then it checks TQ first (DR 8 vs TQ 6: 2 hits)', () => {
    const fr = { type: 'LC', ma: 10, feignedRetreat: true, frValue: 3 };
    expect(offered(approach({ type: 'HC', ma: 8 }, fr))).toBe(false);
    const s = approach({ type: 'HC', ma: 8 }, fr, true, (st) => {
      st.units.u!.disordered = true;
    });
    expect(offered(s)).toBe(true);
    const r = act(s, legalOf(s).find((a) => a.type !== 'decline')!, [8]);
    expect(r.events.find((e) => e.key === 'ow.disorderedCheck')!.params).toMatchObject({ unit: 'u', tq: 6, roll: 8 });
    expect(r.state.units.u!.hits).toBe(2);
    expect(r.state.withdrawal).toMatchObject({ unit: 'u', mpLeft: 1 }); // MA 10 − 1 (Disordered) − 8
  });
});
