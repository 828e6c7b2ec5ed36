import { describe, expect, it } from 'vitest';
import type { GameEvent } from '@polemarch/kernel';
import type { GbohState } from '../src';
import { effectiveMA } from '../src/board';
import { clearDisorder } from '../src/rules/disorder';
import { canShock } from '../src/shock';
import { act, OC, pendingOf, position, start } from './helpers';
import { dhStart, european, MONGOL_OC, mongol } from './dhHelpers';

/**
 * DH 9.1 the Shock sequence under The Devil's Horsemen edition: DH's Clash and Superiority charts, Numerical
 * Superiority by counters, the Disorder shift, Collapse on DR ≥ TQ, Cavalry Disorder, Engagement, and the worked Shock
 * example (EX-4: every die 5). Small positions on the test map.
 */

const ev = (events: GameEvent[], key: string) => events.find((e) => e.key === key)?.params;
const all = (events: GameEvent[], key: string) => events.filter((e) => e.key === key).map((e) => e.params!);

/** A Mongol unit at 0905 moves to 1005, next to the defender at 1104 (its Front), and Shocks it. */
function charge(att: Record<string, unknown>, def: Record<string, unknown>, extra: Record<string, unknown>[] = [], profile: 'dh' | 'cat' = 'dh'): GbohState {
  const units = [
    mongol({ id: 'att', type: 'HC', tq: 7, ma: 8, hex: '0905', facing: { vertex: 1 }, ...att }),
    european({ id: 'def', hex: '1104', facing: { vertex: 4 }, ...def }),
    ...extra,
  ];
  let s = profile === 'dh' ? dhStart({ units, leaders: [MONGOL_OC('0705')] }) : start(position({ units: units.map((u) => ({ ...u, size: 5 })), leaders: [OC('byzantines', '0705')] }));
  s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
  const decline = (t: GbohState): GbohState => {
    for (let i = 0; i < 5 && pendingOf(t)?.seat === 'persians'; i++) t = act(t, { type: 'decline' }).state; // reactions declined
    return t;
  };
  s = decline(act(s, { type: 'move', unit: 'att' }).state);
  s = decline(act(s, { type: 'step', to: '1005' }).state);
  if (pendingOf(s)?.kind !== 'orders') s = act(s, { type: 'end-move' }).state;
  s = act(s, { type: 'end-orders' }).state;
  return s;
}

describe('EX-4 worked Shock example (every die 5), one combat at a time', () => {
  it('EX-4 C: Mongol HC frontal vs MI (TQ 4): pre-shock 1 hit; column 7, no superiority, 2(2); Collapse DR 5 ≥ TQ 4 routs the MI', () => {
    const s = charge({}, { type: 'MI', tq: 4 });
    expect(s.units.att!.shock).toBe('mustCheck');
    const r = act(s, { type: 'combat', attacker: 'att' }, [5, 5, 5, 5]);
    expect(all(r.events, 'shock.preShockCheck').map((p) => p.unit)).toEqual(['att', 'def']);
    expect(ev(r.events, 'shock.column')).toMatchObject({ aspect: 'front', base: 7, sdr: 0, column: 7, superiority: 'none' });
    expect(ev(r.events, 'shock.result')).toMatchObject({ printed: '2(2)', attackerHits: 2, defenderHits: 2 });
    expect(ev(r.events, 'shock.collapseCheck')).toMatchObject({ unit: 'def', tq: 4, roll: 5 });
    expect(r.state.units.def!.status).toBe('routed'); // Cataphract would also rout here (5 > 4)
    expect(r.state.units.att!.hits).toBe(2);
    expect(r.state.units.att!.disordered).toBe(true); // 11.61
  });

  it('EX-4 D: Mongol HC frontal vs bow LI (TQ 3): column 8 (the reconstructed FRONT–LI row); the chart gives AS: 2(3) → 2(6); the LI routs', () => {
    const s = charge({}, { type: 'LI', tq: 3, missile: 'B' });
    const r = act(s, { type: 'combat', attacker: 'att' }, [5, 5, 5]);
    expect(ev(r.events, 'shock.column')).toMatchObject({ base: 8, column: 8, superiority: 'AS' }); // ruling DH-SUP-1
    expect(ev(r.events, 'shock.result')).toMatchObject({ printed: '2(3)', attackerHits: 2, defenderHits: 6 });
    expect(r.state.units.def!.status).not.toBe('normal');
  });

  it('EX-4 B: Mongol HC frontal vs Knights (two attackers): column 7 + 1 numerical; no superiority; 2(3), not the source’s 2(4)', () => {
    let s = dhStart({
      units: [
        mongol({ id: 'att', type: 'HC', tq: 7, ma: 8, hex: '1005', facing: { vertex: 1 } }),
        mongol({ id: 'att2', type: 'HC', tq: 7, ma: 8, hex: '1103', facing: { vertex: 2 } }),
        european({ id: 'def', type: 'HC', class: 'Kn', tq: 8, ma: 6, hex: '1104', facing: { vertex: 4 } }),
      ],
      leaders: [MONGOL_OC('0705')],
    });
    s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
    s = act(s, { type: 'end-orders' }).state;
    s = act(s, { type: 'no-check', unit: 'att' }).state;
    s = act(s, { type: 'no-check', unit: 'att2' }).state;
    s = act(s, { type: 'combat', attacker: 'att' }).state;
    s = act(s, { type: 'join', attacker: 'att2', combat: 0 }).state;
    const r = act(s, { type: 'choose', unit: 'att' }, [5]);
    expect(ev(r.events, 'shock.column')).toMatchObject({ aspect: 'front', base: 7, sdr: 1, column: 8, superiority: 'none' });
    expect(ev(r.events, 'shock.result')).toMatchObject({ printed: '2(3)', attackerHits: 2, defenderHits: 3 });
    expect([r.state.units.att!.hits, r.state.units.att2!.hits]).toEqual([1, 1]); // 11.12: split evenly
    expect(r.state.units.def!.hits).toBe(3);
    expect([r.state.units.att!.disordered, r.state.units.att2!.disordered, r.state.units.def!.disordered]).toEqual([true, true, true]); // EX-4.6
    expect([r.state.units.att!.engaged, r.state.units.def!.engaged]).toEqual([true, true]); // EX-4.7
  });
});

describe('DH 9.17 #2 column shifts, 9.18 Collapse, 11.6 Cavalry Disorder', () => {
  it('R-10: a Disordered defender shifts the column 1 right (HC vs Disordered LC front: 9 → 10)', () => {
    const s = charge({}, { type: 'LC', tq: 9, ma: 9 });
    s.units.def!.disordered = true;
    const r = act(s, { type: 'combat', attacker: 'att' }, [0, 0, 5]);
    expect(ev(r.events, 'shock.column')).toMatchObject({ base: 9, disorder: 1, column: 10 });
  });

  it('Cataphract: the same position has no Disorder, and its HC attacking an LC reads AS (Cataphract chart)', () => {
    const s = charge({}, { type: 'LC', tq: 9, ma: 9 }, [], 'cat');
    const r = act(s, { type: 'combat', attacker: 'att' }, [0, 0, 5]);
    expect(ev(r.events, 'shock.column')).toMatchObject({ base: 9, column: 9 });
    expect(r.state.units.att!.disordered).toBeUndefined();
  });

  it('R-1: Collapse with TQ 6 at 5 hits in an enemy ZOC: DR 6 routs in DH (DR ≥ TQ), holds in Cataphract', () => {
    const run = (profile: 'dh' | 'cat') => {
      const s = charge({ tq: 9 }, { type: 'MI', tq: 6, initial: { hits: 3 } }, [], profile);
      // Pre-shock 0/0; Shock DR 0 on column 7 (HC vs MI front, no superiority): 3(2): MI 5 hits = TQ − 1; Collapse DR 6.
      return act(s, { type: 'combat', attacker: 'att' }, [0, 0, 0, 6]);
    };
    const dh = run('dh');
    expect(ev(dh.events, 'shock.result')).toMatchObject({ printed: '3(2)' });
    expect(ev(dh.events, 'shock.collapseCheck')).toMatchObject({ unit: 'def', tq: 6, roll: 6 });
    expect(dh.state.units.def!.status).toBe('routed');
    const cat = run('cat');
    expect(ev(cat.events, 'shock.collapseCheck')).toMatchObject({ unit: 'def', tq: 6, roll: 6 });
    expect(cat.state.units.def!.status).toBe('normal');
    expect(cat.state.units.def!.hits).toBe(4);
  });

  it('11.62: a Disordered cavalry unit cannot Shock; its MA is 1 lower; the Rout Phase removes the marker', () => {
    const s = charge({}, { type: 'LC', tq: 9, ma: 9 });
    const r = act(s, { type: 'combat', attacker: 'att' }, [0, 0, 5]);
    expect(all(r.events, 'disorder.placed').map((p) => p.unit).sort()).toEqual(['att', 'def']);
    expect(r.events.find((e) => e.key === 'disorder.placed')!.rule).toBe('dh 11.61');
    expect(canShock(r.state, 'att')).toBe(false);
    expect(effectiveMA(r.state, 'att')).toBe(7);
    expect(effectiveMA(r.state, 'def')).toBe(8);
    clearDisorder(r.state);
    expect(canShock(r.state, 'att')).toBe(true);
    expect(effectiveMA(r.state, 'att')).toBe(8);
  });

  it('11.2 Engagement is in force in DH without the game option, and does not stop the unit moving', () => {
    const s = charge({ tq: 9 }, { type: 'HI', tq: 9 });
    const r = act(s, { type: 'combat', attacker: 'att' }, [0, 0, 5]);
    expect(r.state.units.att!.engaged).toBe(true);
    expect(r.state.units.def!.engaged).toBe(true);
  });
});

describe('DH 9.14 #4: both sides rout on the Pre-Shock checks', () => {
  it('R-17: attacker TQ 5 and defender TQ 4 both rout: the defender routs away, the attacker is routed in place', () => {
    const s = charge({ tq: 5, initial: { hits: 2 } }, { type: 'MI', tq: 4, initial: { hits: 1 } });
    const r = act(s, { type: 'combat', attacker: 'att' }, [9, 9]);
    expect(r.events.some((e) => e.key === 'shock.bothRoutInPlace')).toBe(true);
    expect(r.state.units.att!.status).toBe('routed');
    expect(r.state.units.att!.hex).toBe('1005');
  });
});
