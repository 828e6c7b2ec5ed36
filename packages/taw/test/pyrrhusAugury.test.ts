import { describe, expect, it } from 'vitest';
import { taw } from '../src/index';
import { stepTargets, stopMove, takeOptions } from '../src/movement';
import { provinceOf } from '../src/map';
import { recruit } from '../src/recruit';
import { sailActions } from '../src/naval';
import { activate } from '../src/turn';
import { consulsByOffice, pyrrhusAugury, pyrrhusAuguryTurnStart } from '../src/scenarios/pyrrhusAugury';
import type { TawState } from '../src/state';
import { activateFor, ctxWith, fresh, keys, put, sp } from './helpers';

/** S3.6 R7 Augury Table ("The Eagle Has Landed"): the events besides 01–20, 51–57, 68–78, 79–85 and 97–99 (pyrrhus.test.ts). */

/** Roll the Augury number `n` (tens die, units die), then `more` dice for the event. */
function augury(s: TawState, n: number, more: number[] = []) {
  const r = ctxWith(s, [Math.floor(n / 10), n % 10, ...more]);
  pyrrhusAugury(s, r.ctx);
  return r;
}
const opening = (): TawState => {
  const s = fresh('pyrrhus');
  s.ask = null;
  s.activation = null;
  return s;
};
const lead = (s: TawState, id: string) => s.leaders.find((l) => l.id === id)!;

describe('R7 21–41 weather, by area', () => {
  it('21–24 drought in Italy: one row down for attrition in Italy, none in Sicily', () => {
    const s = opening();
    augury(s, 22);
    expect(s.pyrrhus!.weather).toMatchObject({ italy: { rows: 1, siege: 0, noIds: false }, sicily: { rows: 0 } });
  });
  it('29–30 severe drought in Sicily: two rows, +1 to Siege Attrition, no IDS for movement there', () => {
    const s = opening();
    augury(s, 29);
    expect(s.pyrrhus!.weather!.sicily).toEqual({ rows: 2, siege: 1, besieger: 0, noIds: true });
    expect(s.pyrrhus!.weather!.italy.rows).toBe(0);
  });
  it('31–35 fine weather in Italy: one row up, −1 to the besiegers’ Siege Attrition; the weather ends with the turn', () => {
    const s = opening();
    augury(s, 33);
    expect(s.pyrrhus!.weather!.italy).toEqual({ rows: -1, siege: 0, besieger: -1, noIds: false });
    pyrrhusAuguryTurnStart(s, ctxWith(s).ctx);
    expect(s.pyrrhus!.weather).toBeUndefined();
  });
  it.each([[25, false], [79, true]])('Augury %i: a Force stopping inside Rome gets the IDS reduction of its attrition: %s (none in a severe drought)', (n, reduced) => {
    const s = opening();
    augury(s, n);
    activateFor(s, '201');
    const a = s.activation!;
    const rome = s.stacks.find((x) => x.hex === 3714 && x.inCity && x.groups.some((g) => g.legion === 'I'))!;
    a.move = {
      leaders: ['201'], groups: rome.groups.filter((g) => g.legion === 'I'), abs: 'none', hex: 3714, inCity: false, from: 3713, provinces: { Latium: true }, mountain: 0, mountainRun: 0,
      mountainShift: false, marsh: 0, rivers: 0, overrun: false, steps: 1, intercepted: [], offered: null, lastRiver: false, pendingTo: null, startProvince: 'Latium',
    };
    rome.groups = rome.groups.filter((g) => g.legion !== 'I');
    const { ctx, events } = ctxWith(s);
    stopMove(s, ctx, true);
    const e = events.find((x) => x.key === 'attrition')!;
    expect(/city/.test(String(e.params!['detail']))).toBe(reduced);
  });
});

describe('R7 42–50 the magistrates', () => {
  it('42–45 election declared invalid: a Dictator of this year is replaced by another; with none, no event', () => {
    const s = opening();
    augury(s, 43);
    expect(s.leaders.some((l) => l.office === 'dictator')).toBe(false);
    Object.assign(lead(s, '205'), { status: 'map', office: 'dictator', hex: 3714, inCity: true });
    augury(s, 44, [0]);
    expect(lead(s, '205')).toMatchObject({ status: 'wounded', office: null });
    const d = s.leaders.filter((l) => l.office === 'dictator' && l.status === 'map');
    expect(d).toHaveLength(1);
    expect(d[0]).toMatchObject({ hex: 3714, inCity: true });
  });
  it('46–48 consul ill: 0–3 the Consul of Rome; odd he dies for good, and another takes his place and office', () => {
    const s = opening();
    expect(consulsByOffice(s).rome?.id).toBe('201');
    const { events } = augury(s, 47, [2, 1, 0]);
    expect(lead(s, '201')).toMatchObject({ status: 'killed', office: null });
    expect(keys(events)).toContain('augury.consul-dies');
    expect(s.leaders.filter((l) => l.office === 'consul' && l.status === 'map' && l.hex === 3714)).toHaveLength(1);
  });
  it('46–48 consul ill: 4–9 the Field Consul; even he is replaced but may come back next year', () => {
    const s = opening();
    augury(s, 46, [7, 4, 0]);
    expect(lead(s, '202')).toMatchObject({ status: 'wounded', office: null });
    expect(s.leaders.filter((l) => l.office === 'consul' && l.status === 'map' && l.hex === 2613)).toHaveLength(1);
  });
  it('49 the Vestals: the Consul of Rome leaves office (back next year), once only', () => {
    const s = opening();
    augury(s, 49, [0]);
    expect(lead(s, '201').status).toBe('wounded');
    const now = consulsByOffice(s).rome!;
    augury(s, 49, [0]);
    expect(now.status).toBe('map');
  });
  it('50 arrest that man: the Consul of Rome is out of the game', () => {
    const s = opening();
    augury(s, 50, [0]);
    expect(lead(s, '201').status).toBe('killed');
    expect(consulsByOffice(s).rome).toBeDefined();
  });
});

describe('R7 58–63 possible Italian revolt (ruling RRR-28)', () => {
  it('a Roman-held city of Pyrrhus’ province revolts when the die beats IDS + SP inside (a Siege Engine inside with it); the adjacent provinces roll at −2', () => {
    const s = opening();
    Object.assign(lead(s, 'pyrrhus'), { hex: 4706, inCity: false });
    // Venusia (Apulia, S, 1 SP): IDS 1 + 1 = 2; a 3 revolts. Bovianum (Samnium, adjacent): 9 − 2 = 7 against IDS + 20 holds.
    expect(provinceOf(4707)).toBe('Apulia');
    // 9.9 (ruling E-22): a Roman Siege Engine inside goes over with the garrison.
    s.engines = [{ side: 'rome', hex: 4707, inCity: true }];
    const { events } = augury(s, 60, [3, 9, 9, 9, 9, 9]);
    expect(s.engines).toEqual([{ side: 'rebels', hex: 4707, inCity: true }]);
    expect(sp(s, 'rebels', 4707, true)).toBe(1);
    expect(sp(s, 'rome', 4707, true)).toBe(0);
    expect(sp(s, 'rome', 4109, true)).toBeGreaterThan(0);
    expect(keys(events)).toContain('augury.city-revolts');
  });
  it('no event when Pyrrhus is not in Italy', () => {
    const s = opening();
    Object.assign(lead(s, 'pyrrhus'), { hex: 6419, inCity: false });
    const { events } = augury(s, 60, [9, 9, 9]);
    expect(keys(events)).toEqual(['augury']);
  });
});

describe('R7 64–67 the Gauls threaten Etruria', () => {
  it('the next consul drawn takes two Double Legions to Arretium and keeps them in Etruria; at the end of the year a die of infantry is lost', () => {
    const s = opening();
    augury(s, 65);
    expect(s.pyrrhus!.gauls).toEqual({ leader: null, until: 2 });
    const { ctx } = ctxWith(s);
    activate(s, ctx, 'O:consul', lead(s, '201'));
    expect(lead(s, '201')).toMatchObject({ hex: 2613, inCity: false });
    expect(sp(s, 'rome', 2613, false)).toBeGreaterThan(30);
    expect(s.pyrrhus!.gauls).toMatchObject({ leader: '201', until: 2, legions: ['I', 'V'] });
    const targets = stepTargets(s);
    expect(targets.length).toBeGreaterThan(0);
    for (const t of targets) expect(provinceOf(t)).toMatch(/Etruria$/);
    const before = { inf: sp(s, 'rome', 2613, false, 'inf'), cav: sp(s, 'rome', 2613, false, 'cav') };
    const end = ctxWith(s, [5]);
    pyrrhusAuguryTurnStart(s, end.ctx);
    expect(sp(s, 'rome', 2613, false, 'inf')).toBe(before.inf - 5);
    expect(sp(s, 'rome', 2613, false, 'cav')).toBe(before.cav - 1);
    expect(keys(end.events)).toContain('augury.gauls-losses');
  });
});

describe('R7 86–90 the Senate cuts funds', () => {
  it('−2 to the next legion roll, even in a later turn, then spent', () => {
    const s = opening();
    augury(s, 88);
    expect(s.pyrrhus!.senateCuts).toBe(true);
    activateFor(s, '201');
    const { ctx, events } = ctxWith(s, [5]);
    recruit(s, ctx, 'new');
    const e = events.find((x) => x.key === 'recruit.legions')!;
    expect(e.modifiers!.map((m) => m.label.key)).toContain('drm.senate-cuts');
    expect(s.pyrrhus!.senateCuts).toBe(false);
  });
});

describe('R7 91–92 the Carthage/Rome treaty', () => {
  it('with Pyrrhus in Sicily, a Roman Double Legion may sail to Sicily this turn; without him, no event', () => {
    const s = opening();
    augury(s, 91);
    expect(s.pyrrhus!.treaty).toBeUndefined();
    Object.assign(lead(s, 'pyrrhus'), { hex: 6419, inCity: false });
    augury(s, 92);
    expect(s.pyrrhus!.treaty).toBe(1);
    // Ser. Cornelius Merenda with one Double Legion in Neapolis.
    Object.assign(lead(s, '214'), { status: 'map', office: 'proconsul', hex: 4512, inCity: true });
    const ids = new Set(s.stacks.find((x) => x.hex === 3714 && x.groups.some((g) => g.legion === 'I'))!.groups.filter((g) => g.legion === 'I'));
    put(s, 'rome', 4512, true, [...ids].map((g) => ({ ...g })));
    activateFor(s, '214');
    const sicilian = sailActions(s).filter((a) => a.type === 'sail' && ['SiciliaOrientale', 'SiciliaOccidentale'].includes(provinceOf(a.to)));
    expect(sicilian.length).toBeGreaterThan(0);
  });
});

describe('R7 93–96 revolt in Sardinia', () => {
  it('with Carthage active, 10 infantry and 1 cavalry SP go to Caralis and stay; the second time they are free', () => {
    const s = opening();
    augury(s, 94);
    expect(s.pyrrhus!.sardinia).toBeUndefined();
    augury(s, 12);
    expect(s.pyrrhus!.carthage).toBe('rome');
    const before = sp(s, 'rome', 4322, true);
    augury(s, 95);
    expect(s.pyrrhus!.sardinia).toBe(true);
    expect(sp(s, 'rome', 4322, true) - before).toBe(11);
    expect(sp(s, 'rome', 4322, true, 'cav')).toBe(1);
    Object.assign(lead(s, '214'), { status: 'map', office: 'proconsul', hex: 4322, inCity: true });
    activateFor(s, '214');
    expect(takeOptions(s)).toEqual(['none']);
    augury(s, 93);
    expect(s.pyrrhus!.sardinia).toBe(false);
    expect(takeOptions(s)).toContain('all');
  });
});

describe('R7 00 eruption', () => {
  it('odd: Vesuvius; a die × 10 % of the SP in its hex are lost', () => {
    const s = opening();
    put(s, 'epirus', 4512, false, [{ c: 'Epirote', t: 'inf', sp: 20 }]);
    const { events } = augury(s, 0, [3, 5]);
    expect(sp(s, 'epirus', 4512, false)).toBe(10);
    expect(events.find((e) => e.key === 'augury.eruption')!.params).toMatchObject({ volcano: { key: 'volcano.vesuvius' }, pct: 50, sp: 10 });
  });
  it('even: Etna, its hex and the hexes around it', () => {
    const s = opening();
    put(s, 'epirus', 6018, false, [{ c: 'Epirote', t: 'inf', sp: 10 }]);
    augury(s, 0, [2, 3]);
    expect(sp(s, 'epirus', 6018, false)).toBe(7);
  });
});

it('every R7 event leaves a playable state (the decision machine has a seat to ask)', () => {
  for (let n = 0; n < 100; n++) {
    const s = fresh('pyrrhus');
    augury(s, n, [5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5]);
    expect(taw.pending(s)).not.toBeNull();
    expect(taw.legal(s, taw.pending(s)!.seat).length).toBeGreaterThan(0);
  }
});
