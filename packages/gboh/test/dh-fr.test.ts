import { gbohHex } from '@polemarch/kernel';
import { describe, expect, it } from 'vitest';
import type { GbohState } from '../src';
import { act, legalOf, pendingOf } from './helpers';
import { dhStart, european, EUROPEAN_OC, mongol } from './dhHelpers';

/**
 * examples.md EX-3 Feigned Retreat (Liegnitz): golden tests with forced dice. The Knights (FR Reaction Value 2) move
 * within 2 hexes of Mongol FR-capable LC; the Mongol feigns (DH 6.7, the shared Feigned Retreat with DH's bars).
 */
const knights = (id: string) => european({ id, type: 'HC', class: 'Kn', tq: 7, ma: 6, hex: '0805', facing: { vertex: 1 }, frValue: 2 });
const lc = (id: string, hex: string) => mongol({ id, type: 'LC', missile: 'C', tq: 6, ma: 9, hex, facing: { vertex: 4 }, feignedRetreat: true, frValue: 9 });

function approach(units: Record<string, unknown>[], mover: string): GbohState {
  let s = dhStart({ extent: { minCol: 1, maxCol: 24, minRow: 1, maxRow: 12 }, units, leaders: [EUROPEAN_OC('0701')] });
  s = act(s, { type: 'activate', leader: 'persians-oc' }).state;
  s = act(s, { type: 'move', unit: mover }).state;
  return act(s, { type: 'step', to: '0905' }).state; // within 2 hexes of the LC
}

/** The LC retreats `n` hexes, each step the one farthest from `from` (ties: the first offered). */
function retreat(s: GbohState, n: number, from: string): GbohState {
  for (let i = 0; i < n; i++) {
    const steps = legalOf(s).filter((a): a is { type: 'fr-step'; to: string } => a.type === 'fr-step');
    expect(steps.length, `FR step ${i + 1}`).toBeGreaterThan(0);
    const best = steps.reduce((b, a) => (gbohHex.distance(a.to, from) > gbohHex.distance(b.to, from) ? a : b));
    s = act(s, best).state;
  }
  return s;
}

describe('EX-3a Knights A vs Mongol LC C and D', () => {
  it('C retreats 4 hexes, A passes its FR Reaction (DR 1 ≤ 2); D retreats 5, A fails (DR 7), must pursue; D passes its TQ check (5 ≤ 6) and fires its bow: Arc +1, moved +1, DR 5 hits', () => {
    let s = approach([knights('A'), lc('C', '1104'), lc('D', '1106')], 'A');
    expect(pendingOf(s)).toMatchObject({ seat: 'byzantines', kind: 'feigned-retreat-offer' });
    expect(legalOf(s)).toEqual([{ type: 'fr', unit: 'C' }, { type: 'fr', unit: 'D' }, { type: 'decline' }]);
    s = act(s, { type: 'fr', unit: 'C' }).state;
    s = retreat(s, 4, '0905');
    expect(gbohHex.distance(s.units.C!.hex!, '1104')).toBe(4);
    const passed = act(s, { type: 'fr-end' }, [1]);
    expect(passed.events.map((e) => e.key)).not.toContain('fr.pursue');
    s = passed.state;
    // The Mongol then declares FR with D (6.73–6.75: one at a time).
    expect(legalOf(s)).toContainEqual({ type: 'fr', unit: 'D' });
    s = act(s, { type: 'fr', unit: 'D' }).state;
    s = retreat(s, 5, '0905');
    const failed = act(s, { type: 'fr-end' }, [7, 5]);
    const keys = failed.events.map((e) => e.key);
    expect(keys).toContain('fr.pursue');
    expect(keys).toContain('fr.success');
    s = failed.state;
    expect(s.move!.stopped).toBe(true); // 6.73 #4: A's movement ends
    expect(gbohHex.distance(s.units.A!.hex!, s.units.D!.hex!)).toBe(2);
    expect(pendingOf(s)).toMatchObject({ seat: 'byzantines', kind: 'feigned-retreat-attack' });
    const fire = act(s, { type: 'react-fire', target: 'A' }, [5]);
    const roll = fire.events.find((e) => e.key === 'fire.roll')!;
    expect(roll.params).toMatchObject({ firer: 'D', target: 'A', range: 2, strength: 7, kind: 'fr' });
    // Arc Fire (+1 against Knights) is better than Direct (+2); +1 the firer moved (8.18 #2 includes FR): 5 + 2 ≤ 7.
    expect((roll as { modifiers?: { label: { key: string }; value: number }[] }).modifiers?.map((m) => [m.label.key, m.value])).toEqual([
      ['mod.armourArc', 1],
      ['mod.firerMoved', 1],
    ]);
    expect(fire.state.units.A!.hits).toBe(1);
  });
});

describe('EX-3b Teutonic Knights B vs a Mongol LC: failed FR', () => {
  it('FR 3 hexes; B fails its reaction (DR 8 > 2) and pursues; the LC fails its TQ check (DR 8 > 6): B Shocks it from the rear at once, column 12, DR 5 = 2(4) doubled: B 2 hits, the LC 8 and routs; both Disordered', () => {
    let s = approach([knights('B'), lc('L', '1105')], 'B');
    s = act(s, { type: 'fr', unit: 'L' }).state;
    s = retreat(s, 3, '0905');
    const r = act(s, { type: 'fr-end' }, [8, 8]);
    const keys = r.events.map((e) => e.key);
    expect(keys).toContain('fr.pursue');
    expect(keys).toContain('fr.failure');
    s = r.state;
    // The pursuer moves next to the LC, into a Rear hex (it faces away), and Shocks at once (6.73 note).
    expect(pendingOf(s)).toMatchObject({ seat: 'persians', kind: 'feigned-retreat-attack' });
    const charge = legalOf(s).find((a) => a.type === 'fr-attack' && a.shock)!;
    const shock = act(s, charge, [5, 5, 5]);
    const ev = (key: string) => shock.events.find((e) => e.key === key)!.params;
    expect(shock.events.filter((e) => e.key === 'shock.preShockCheck')).toHaveLength(2);
    expect(ev('shock.column')).toMatchObject({ aspect: 'rear', base: 12, column: 12, superiority: 'AS' });
    expect(ev('shock.result')).toMatchObject({ printed: '2(4)', attackerHits: 2, defenderHits: 8 });
    s = shock.state;
    expect(s.units.B!.hits).toBe(2);
    expect(s.units.L!.status).toBe('routed');
    expect(s.units.B!.disordered).toBe(true);
    expect(s.units.L!.disordered).toBe(true);
  });
});
