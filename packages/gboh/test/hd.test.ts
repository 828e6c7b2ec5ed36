import { describe, expect, it } from 'vitest';
import { act, legalOf, pendingOf, position, start } from './helpers';

/** 8.3 Harassment & Dispersal (EX-8.33, Dara, LC B against the Numeri X). */
describe('8.3 Harassment & Dispersal (EX-8.33)', () => {
  const given = (extra: Parameters<typeof position>[0]['units'] = []) =>
    start(
      position({
        extent: { minCol: 18, maxCol: 28, minRow: 1, maxRow: 10 },
        units: [
          { id: 'B', side: 'persians', type: 'LC', missile: 'C', ma: 9, tq: 5, hex: '2406', facing: { vertex: 4 }, nationality: 'Saracen' },
          { id: 'X', side: 'byzantines', type: 'MI', tq: 5, ma: 5, hex: '2005', facing: { vertex: 1 } },
          { id: 'Y', side: 'byzantines', type: 'LI', missile: 'B', tq: 5, ma: 6, hex: '2106', facing: { vertex: 1 } },
          ...extra,
        ],
        leaders: [{ id: 'oc', name: 'Perozes', side: 'persians', rank: 'OC', initiative: 5, commandRange: 8, strategy: 3, hex: '2608' }],
      }),
    );

  it('offers H&D along a path through the Front hexes ending adjacent to the target', () => {
    const s = act(given(), { type: 'activate', leader: 'oc' }).state;
    expect(legalOf(s)).toContainEqual({ type: 'hd', unit: 'B', target: 'X', path: ['2305', '2205', '2105'] });
  });

  it('fires as at range 1 with +1, Y reacts simultaneously, X fails Impetuosity and steps toward B', () => {
    let s = act(given(), { type: 'activate', leader: 'oc' }).state;
    s = act(s, { type: 'hd', unit: 'B', target: 'X', path: ['2305', '2205', '2105'] }).state;
    // The target may first change facing (7.14); it keeps its facing.
    expect(pendingOf(s)).toMatchObject({ seat: 'byzantines', kind: 'reaction-facing' });
    s = act(s, { type: 'decline' }).state;
    expect(pendingOf(s)).toMatchObject({ seat: 'byzantines', kind: 'entry-reaction-fire' });
    const r = act(s, { type: 'react-fire', target: 'B' }, [2, 5, 7]);
    const rolls = r.events.filter((e) => e.key === 'fire.roll').map((e) => e.params);
    expect(rolls[0]).toMatchObject({ firer: 'B', target: 'X', range: 1, strength: 6, kind: 'hd' });
    expect(rolls[1]).toMatchObject({ firer: 'Y', target: 'B', range: 1, strength: 8 });
    s = r.state;
    expect(s.units.X!.hits).toBe(1);
    expect(s.units.B!.hits).toBe(1);
    expect(s.units.B!.hex).toBe('2406'); // H&D does not move the LC
    expect(s.units.B!.moved).toBe(true);
    expect(pendingOf(s)).toMatchObject({ seat: 'byzantines', kind: 'impetuosity' });
    expect(legalOf(s)).toEqual([
      { type: 'impetuosity', to: '2104' },
      { type: 'impetuosity', to: '2105' },
    ]);
    s = act(s, { type: 'impetuosity', to: '2104' }).state;
    expect(s.units.X!.hex).toBe('2104');
  });

  it('steps 3–4: C harasses X in 2104 (no reaction possible), X fails again and steps to 2205; D fires at range 3, strength 4', () => {
    // C and D: Saracen LC of the same Line (positions inferred: the example's diagram is lost).
    const saracen = { side: 'persians', type: 'LC' as const, missile: 'C' as const, ma: 9, tq: 5, facing: { vertex: 4 }, nationality: 'Saracen' };
    let s = act(given([{ id: 'C', hex: '2407', ...saracen }, { id: 'D', hex: '2505', ...saracen }]), { type: 'activate', leader: 'oc' }).state;
    s = act(s, { type: 'hd', unit: 'B', target: 'X', path: ['2305', '2205', '2105'] }).state;
    s = act(s, { type: 'decline' }).state;
    s = act(s, { type: 'react-fire', target: 'B' }, [2, 5, 7]).state;
    s = act(s, { type: 'impetuosity', to: '2104' }).state;
    expect(legalOf(s)).toContainEqual({ type: 'hd', unit: 'C', target: 'X', path: ['2306', '2305', '2205'] });
    s = act(s, { type: 'hd', unit: 'C', target: 'X', path: ['2306', '2305', '2205'] }).state;
    // X may turn first (7.14); it declines, and with no unit to react the volley is rolled at once: 2 ≤ 6 − 1.
    const r = act(s, { type: 'decline' }, [2, 7]);
    expect(r.events.map((e) => e.key)).toEqual(['fire.roll', 'fire.result', 'hits.taken', 'hd.impetuosity']);
    s = r.state;
    expect(s.units.X!.hits).toBe(2);
    expect(pendingOf(s)).toMatchObject({ seat: 'byzantines', kind: 'impetuosity' });
    expect(legalOf(s)).toEqual([
      { type: 'impetuosity', to: '2105' },
      { type: 'impetuosity', to: '2205' },
    ]);
    s = act(s, { type: 'impetuosity', to: '2205' }).state;
    expect(s.units.X!.hex).toBe('2205');
    // Step 4 (a): D, which does not move, fires at X at range 3: strength 4, no modifier.
    const fire = act(s, { type: 'fire', unit: 'D', target: 'X' }, [4]);
    const roll = fire.events.find((e) => e.key === 'fire.roll')!;
    expect(roll.params).toMatchObject({ firer: 'D', target: 'X', range: 3, strength: 4 });
    expect(roll.modifiers).toBeUndefined();
    expect(fire.state.units.X!.hits).toBe(3);
  });
});
