import { describe, expect, it } from 'vitest';
import { isRoad } from '../src/attrition';
import { meetsMilitaryControl, shiftAlliance } from '../src/control';
import { idsOf, sdsOf } from '../src/core';
import { applyPercent } from '../src/losses';
import { MAP } from '../src/map';
import { samniteAugury } from '../src/scenarios/samnite';
import { worstZone } from '../src/sea';
import type { Group } from '../src/state';
import { ctxWith, empty, fresh, put, sp } from './helpers';

/** The worked examples of `examples.md` not pinned elsewhere (golden tests; the rest are named in the other files). */

describe('examples.md: map, cities and control', () => {
  it('EX-6.34: 3514→3615 is road movement, 3514→3515 is not', () => {
    const s = fresh('hannibal');
    expect(isRoad(s, 3514, 3615)).toBe(true);
    expect(isRoad(s, 3514, 3515)).toBe(false);
  });
  it('EX-9.11: Capua (Large) IDS 7; Ausculum (Small) IDS 1; Lilybaeum (Medium) IDS by scenario', () => {
    const s = fresh('pyrrhus');
    expect(idsOf(s, s.cities['Capua']!)).toBe(7);
    expect(idsOf(s, s.cities['Ausculum']!)).toBe(1);
    expect([3, 4]).toContain(idsOf(s, s.cities['Lilybaeum']!));
  });
  it('EX-9.12: 45 infantry SP inside a Medium city of IDS 3: SDS 135', () => {
    const s = empty('pyrrhus');
    s.rules.mediumIds = 3;
    const city = [...MAP.cities.values()].find((c) => s.cities[c.name]?.size === 'M')!;
    put(s, 'rome', city.hex, true, [{ c: 'Roman', t: 'inf', sp: 45 }]);
    expect(sdsOf(s, s.cities[city.name]!)).toBe(135);
  });
  it('EX-11.11: in the Pyrrhus scenario non-Roman Italy north of Etruria and Umbria is out of play', () => {
    const s = fresh('pyrrhus');
    for (const p of ['GalliaCispadana', 'GalliaTranspadana', 'LiguriaTaurini', 'LiguriaFriniates', 'Venetia']) expect(s.provinces[p]!.inPlay).toBe(false);
    for (const p of ['NorthernEtruria', 'Umbria', 'Campania']) expect(s.provinces[p]!.inPlay).toBe(true);
  });
  it('EX-11.13: to control Eastern Sicily a player must occupy Messina (M) and Syracuse (L) and control a Small city', () => {
    const s = empty('pyrrhus');
    const hold = (name: string): void => {
      put(s, 'epirus', MAP.cities.get(name)!.hex, true, [{ c: 'Epirote', t: 'inf', sp: 2 }]);
      s.cities[name]!.last = 'epirus';
    };
    hold('Messina');
    expect(meetsMilitaryControl(s, 'SiciliaOrientale', 'epirus')).toBe(false);
    hold('Syracusae');
    const small = [...MAP.cities.values()].find((c) => c.province === 'SiciliaOrientale' && s.cities[c.name]!.size === 'S')!;
    expect(meetsMilitaryControl(s, 'SiciliaOrientale', 'epirus')).toBe(false);
    hold(small.name);
    expect(meetsMilitaryControl(s, 'SiciliaOrientale', 'epirus')).toBe(true);
  });
  it('EX-12.22: Campania on Rome 4 needs 8 boxes to reach the opponent’s 4', () => {
    const s = fresh('hannibal');
    s.provinces['Campania']!.alliance = 4;
    const { ctx } = ctxWith(s);
    shiftAlliance(s, ctx, 'Campania', 'carthage', 7, 'test');
    expect(s.provinces['Campania']!.alliance).toBe(-3);
    shiftAlliance(s, ctx, 'Campania', 'carthage', 1, 'test');
    expect(s.provinces['Campania']!.alliance).toBe(-4);
  });
});

describe('examples.md: losses, Naval Superiority, Augury', () => {
  it('EX-8.12: a 20% loss: Epirote 4, Tarentine 2, Italian 0, Greek 1 infantry; cavalry 14 → 3, the Epirote (largest) 2, the Greek 1; uncommitted elephants none', () => {
    const g: Group[] = [
      { c: 'Epirote', t: 'inf', sp: 20 }, { c: 'Tarentine', t: 'inf', sp: 10 }, { c: 'Italian', t: 'inf', sp: 2 }, { c: 'Greek', t: 'inf', sp: 4 },
      { c: 'Epirote', t: 'cav', sp: 10, elite: true }, { c: 'Greek', t: 'cav', sp: 4 }, { c: 'Epirote', t: 'el', sp: 2 },
    ];
    applyPercent(g, 20, 0);
    expect(g.filter((x) => x.t !== 'cav').map((x) => x.sp)).toEqual([16, 8, 2, 3, 2]);
    // Cavalry: 3 of 14, the largest Contingent losing more than any other (8.34); the example's 2 + 1 is one
    // owner's split, the engine's (ruling R-15: the largest takes its rounded-up share) is 3 + 0.
    const [epirote, greek] = [10 - g[4]!.sp, 4 - g[5]!.sp];
    expect(epirote + greek).toBe(3);
    expect(epirote).toBeGreaterThan(greek);
  });
  it('EX-7.12 / EX-7.13: NS is kept per player per zone; a voyage uses its least friendly zone (+1, +2, −1 → −1)', () => {
    const s = fresh('pyrrhus');
    expect(s.naval!.ns['rome']!['MareTyrrhenum']).toBe(-3);
    expect(s.naval!.ns['epirus']!['MareTyrrhenum']).toBe(-2);
    s.naval!.ns['epirus'] = { ...s.naval!.ns['epirus']!, MareIonium: 1, FretumSiculi: 2, MareTyrrhenum: -1 };
    expect(worstZone(s, 'epirus', ['MareIonium', 'FretumSiculi', 'MareTyrrhenum'])).toEqual({ zone: 'MareTyrrhenum', ns: -1 });
  });
  it('EX-S1-Vesuvius: Samnite Augury 00, die 4: 40% (rounded up) of the SP around Vesuvius, Capua included, are lost', () => {
    const s = fresh('samnite-wars');
    s.stacks = s.stacks.filter((x) => x.hex !== 4412);
    put(s, 'rome', 4412, true, [{ c: 'Roman', t: 'inf', sp: 9 }]);
    samniteAugury(s, ctxWith(s, [0, 0, 4]).ctx);
    expect(sp(s, 'rome', 4412, true)).toBe(5);
  });
});
