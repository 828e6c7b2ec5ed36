import { describe, expect, it } from 'vitest';
import type { GbohState } from '../src';
import { act, legalOf, pendingOf, position, start } from './helpers';

/** 6.7 Feigned Retreat (EX-6.76: FR Reaction 7 > 5 → pursuit; FR roll 7 ≤ 8 → the Hun turns on the pursuer). */
function given(): GbohState {
  let s = start(
    position({
      extent: { minCol: 1, maxCol: 24, minRow: 1, maxRow: 12 },
      units: [
        { id: 'hc', side: 'byzantines', type: 'HC', ma: 8, tq: 6, hex: '0805', facing: { vertex: 1 }, frValue: 5 },
        { id: 'hun', side: 'persians', type: 'LC', missile: 'C', ma: 9, tq: 8, hex: '1105', facing: { vertex: 4 }, feignedRetreat: true, nationality: 'Hun' },
      ],
      leaders: [{ id: 'oc', name: 'OC', side: 'byzantines', rank: 'OC', initiative: 5, commandRange: 8, strategy: 3, hex: '0705' }],
    }),
  );
  s = act(s, { type: 'activate', leader: 'oc' }).state;
  s = act(s, { type: 'move', unit: 'hc' }).state;
  s = act(s, { type: 'step', to: '0905' }).state; // within 2 hexes of the Hun LC
  expect(pendingOf(s)).toMatchObject({ seat: 'persians', kind: 'orderly-withdrawal-offer' });
  return act(s, { type: 'decline' }).state; // 6.5 first, then 6.7
}

describe('6.7 Feigned Retreat (EX-6.76)', () => {
  it('the Hun LC may retreat 3 to 5 hexes away; the pursuer follows; the Hun turns and fires', () => {
    let s = given();
    expect(pendingOf(s)).toMatchObject({ seat: 'persians', kind: 'feigned-retreat-offer' });
    s = act(s, { type: 'fr', unit: 'hun' }).state;
    for (let i = 0; i < 3; i++) {
      const step = legalOf(s).find((a) => a.type === 'fr-step');
      expect(step).toBeDefined();
      s = act(s, step!).state;
    }
    expect(legalOf(s)).toContainEqual({ type: 'fr-end' });
    expect(s.units.hun!.moved).toBe(false);
    // FR Reaction 7 > 5: pursue; FR roll 7 ≤ TQ 8: success.
    const r = act(s, { type: 'fr-end' }, [7, 7]);
    s = r.state;
    expect(r.events.map((e) => e.key)).toContain('fr.pursue');
    expect(r.events.map((e) => e.key)).toContain('fr.success');
    expect(s.move!.stopped).toBe(true);
    expect(pendingOf(s)).toMatchObject({ seat: 'persians', kind: 'feigned-retreat-attack' });
    const options = legalOf(s);
    expect(options).toContainEqual({ type: 'react-fire', target: 'hc' });
    const charge = options.find((a) => a.type === 'fr-attack' && a.shock)!;
    expect(charge).toBeDefined();
    // 6.73[4]: move 1 hex and Shock at once: both check (9.13), then the Melee and Collapse.
    const shock = act(s, charge, [0, 0, 5]);
    expect(shock.events.filter((e) => e.key === 'shock.preShockCheck').map((e) => e.params!.unit)).toEqual(['hun', 'hc']);
    expect(shock.events.some((e) => e.key === 'shock.result')).toBe(true);
    expect(shock.state.shock === null || shock.state.shock.nested).toBe(true);
  });

  it('DR ≤ the FR Reaction Value: no pursuit, the mover goes on', () => {
    let s = act(given(), { type: 'fr', unit: 'hun' }).state;
    for (let i = 0; i < 3; i++) s = act(s, legalOf(s).find((a) => a.type === 'fr-step')!).state;
    s = act(s, { type: 'fr-end' }, [5]).state;
    expect(s.move!.stopped).toBe(false);
    expect(pendingOf(s)).toMatchObject({ seat: 'byzantines', kind: 'move' });
  });
});

describe('8.35 H&D combined with Feigned Retreat', () => {
  it('after the H&D fire the Hun LC feigns in place; a target outside any friendly command range must pursue', () => {
    let s = start(
      position({
        extent: { minCol: 1, maxCol: 24, minRow: 1, maxRow: 12 },
        units: [
          { id: 'hun', side: 'persians', type: 'LC', missile: 'C', ma: 9, tq: 8, hex: '1405', facing: { vertex: 4 }, feignedRetreat: true, nationality: 'Hun' },
          { id: 'hc', side: 'byzantines', type: 'HC', ma: 8, tq: 6, hex: '1005', facing: { vertex: 1 }, frValue: 2 },
        ],
        leaders: [{ id: 'attila', name: 'Attila', side: 'persians', rank: 'OC', initiative: 6, commandRange: 8, strategy: 4, hex: '1605' }],
      }),
    );
    s = act(s, { type: 'activate', leader: 'attila' }).state;
    const hd = legalOf(s).find((a) => a.type === 'hd' && a.target === 'hc');
    expect(hd).toBeDefined();
    s = act(s, hd!).state;
    // The HC keeps its facing (7.14); the H&D roll 9 misses; no reaction (the HC has no missiles).
    expect(pendingOf(s)).toMatchObject({ seat: 'byzantines', kind: 'reaction-facing' });
    s = act(s, { type: 'decline' }, [9]).state;
    expect(pendingOf(s)).toMatchObject({ seat: 'persians', kind: 'feigned-retreat-offer' });
    // No Byzantine leader: the HC must pursue (no FR Reaction roll); FR roll 3 ≤ 8.
    const r = act(s, { type: 'fr', unit: 'hun' }, [3]);
    expect(r.events.map((e) => e.key)).toEqual(expect.arrayContaining(['fr.pursue', 'fr.success']));
    expect(r.events.some((e) => e.key === 'fr.reaction')).toBe(false);
    expect(r.state.units.hun!.hex).toBe('1405');
  });
});
