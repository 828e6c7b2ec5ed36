import { describe, expect, it } from 'vitest';
import { GameError, applyAction } from '@polemarch/kernel';
import { movementAp } from '../src/attrition';
import { resolveBattle, retreatPaths } from '../src/battle';
import { canOverrun, overrun } from '../src/combat';
import { controllerOf, meetsMilitaryControl, updateControl } from '../src/control';
import { sdsOf } from '../src/core';
import { operationActions, tawDecisions } from '../src/decisions';
import { taw } from '../src/index';
import { assault, canSurrender, involuntarySurrender, siegeAttrition } from '../src/siege';
import { buildCup } from '../src/turn';
import { hannibalVictory } from '../src/scenarios/hannibal';
import type { Group, Move } from '../src/state';
import { activateFor, ctxWith, empty, fresh, invent, keys, lead, put, sp } from './helpers';

const dl = (id: string, vet = false): Group[] => [
  { c: 'Roman', t: 'inf', sp: 9, legion: id, vet }, { c: 'Roman', t: 'cav', sp: 1, legion: id, vet },
  { c: 'Roman', t: 'inf', sp: 9, legion: id, al: true }, { c: 'Roman', t: 'cav', sp: 3, legion: id, al: true },
];

describe('4.1 LAMs and the cup', () => {
  it('EX-4.13: consuls 1 + 2 give 3 Consul LAMs, proconsuls 2, praetors one each whatever the counter (2); plus three Siege Attrition', () => {
    const s = empty();
    lead(s, '408', 3714, true, { office: 'consul' });
    lead(s, '401', 3714, true, { office: 'consul' });
    lead(s, '409', 3714, true, { office: 'proconsul' });
    lead(s, '410', 3714, true, { office: 'proconsul' });
    lead(s, '406', 3714, true, { office: 'praetor' });
    lead(s, '407', 3714, true, { office: 'praetor' });
    buildCup(s, false);
    const count = (m: string): number => s.cup.filter((x) => x === m).length;
    expect([count('O:consul'), count('O:proconsul'), count('O:praetor'), count('SIEGE')]).toEqual([3, 2, 2, 3]);
  });
  it('S4.2 "Folgore" opens with Hannibal’s Campaign Phase; the cup holds his second LAM, Longus’ one and the three Siege Attrition markers', () => {
    const s = fresh();
    expect(taw.pending(s)).toMatchObject({ seat: 'carthage', kind: 'operation' });
    expect(s.cup.filter((x) => x === 'L:hannibal')).toHaveLength(1);
    expect(s.cup.filter((x) => x === 'L:402')).toHaveLength(1);
    expect(s.cup.filter((x) => x === 'SIEGE')).toHaveLength(3);
  });
  it('hidden information: the view shows the cup’s contents sorted and never the generator; determinize rebuilds the same view', () => {
    const s = fresh();
    const v = taw.view(s, 'rome');
    expect(JSON.stringify(v)).not.toContain('"rng"');
    expect(v.cup).toEqual([...s.cup].sort());
    const d = taw.determinize!(v, 'rome', ctxWith(s).ctx.rng);
    expect(taw.view(d, 'rome')).toEqual(v);
  });
});

describe('5.25 Continuation and the protocol', () => {
  it('EX-5.25: Dentatus moves into Pyrrhus’ hex and announces an attack; Pyrrhus stands; a Continuation DR of 8 > CR 7 Finishes him: no battle', () => {
    const s = empty();
    invent(s, 'dentatus', 'rome', { cr: 7, office: 'consul' });
    invent(s, 'pyrrhus', 'carthage', { cr: 7, letter: 'A' });
    lead(s, 'dentatus', 4704);
    lead(s, 'pyrrhus', 4705);
    put(s, 'rome', 4704, false, dl('I'));
    put(s, 'carthage', 4705, false, [{ c: 'Epirote', t: 'inf', sp: 30 }]);
    activateFor(s, 'dentatus');
    s.cup = ['L:pyrrhus'];
    let st = applyAction(taw, s, 'rome', { type: 'march', to: 4705, take: 'all' }).state;
    st = applyAction(taw, st, 'rome', { type: 'attack' }).state;
    expect(taw.pending(st)).toMatchObject({ seat: 'carthage', kind: 'avoid', reaction: true });
    const r = applyAction(taw, st, 'carthage', { type: 'stand' }, [8]);
    expect(keys(r.events)).toContain('attack.cancelled');
    expect(keys(r.events)).not.toContain('battle.result');
    expect(sp(r.state, 'rome', 4705, false)).toBe(22);
    expect(sp(r.state, 'carthage', 4705, false)).toBe(30);
  });
  it('an illegal action is refused with a GameError and changes nothing', () => {
    const s = fresh();
    const before = JSON.stringify(s);
    expect(() => applyAction(taw, s, 'carthage', { type: 'step', to: 1221 })).toThrow(GameError);
    expect(() => applyAction(taw, s, 'rome', { type: 'end' })).toThrow(GameError);
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe('6.4 Movement Attrition', () => {
  const move = (provinces: Record<string, boolean>, extra: Partial<Move> = {}): Move => ({
    leaders: [], groups: [], abs: 'none', hex: 0, inCity: false, from: null, provinces, mountain: 0, mountainRun: 0, mountainShift: false, marsh: 0, rivers: 0, overrun: false,
    steps: 0, intercepted: [], offered: null, lastRiver: false, pendingTo: null, startProvince: '', ...extra,
  });
  it('EX-6.43a: Northern Etruria [2] + Southern Etruria [3] off road = 5 AP', () => {
    const s = empty();
    expect(movementAp(s, 'carthage', move({ NorthernEtruria: true, SouthernEtruria: true }), 0).ap).toBe(5);
  });
  it('EX-6.41: Lucania [3] off road 3, by road 1, Devastated 6 / 2; mountain +6, marsh +3, river +1', () => {
    const s = empty();
    expect(movementAp(s, 'carthage', move({ Lucania: true }), 0).ap).toBe(3);
    expect(movementAp(s, 'carthage', move({ Lucania: false }), 0).ap).toBe(1);
    s.provinces['Lucania']!.devastated = true;
    expect(movementAp(s, 'carthage', move({ Lucania: true }), 0).ap).toBe(6);
    expect(movementAp(s, 'carthage', move({ Lucania: false }), 0).ap).toBe(2);
    expect(movementAp(s, 'carthage', move({ Lucania: true }, { mountain: 1, marsh: 1, rivers: 1 }), 0).ap).toBe(16);
  });
  it('EX-6.44: a Stop inside a Small city subtracts its IDS (4 AP → 3)', () => {
    const s = empty();
    expect(movementAp(s, 'carthage', move({ Apulia: true, Lucania: false }, { marsh: 0 }), 1).ap).toBe(2);
  });
  it('T19 (RRR): the Roman halves the province cost in Roman Italy provinces he controlled at the start of the turn', () => {
    const s = empty();
    expect(s.provinces['Umbria']!.milAtStart).toBe('rome');
    expect(movementAp(s, 'rome', move({ Umbria: true }), 0).ap).toBe(1);
    expect(movementAp(s, 'rome', move({ Apulia: true }), 0).ap).toBe(2);
  });
});

describe('6.5 Interception and 6.6 Overrun', () => {
  it('a Force entering a hex within 3 of an inactive leader-led Force is offered to it; a failed roll leaves a Failed Interception marker', async () => {
    const { resolveInterception } = await import('../src/combat');
    const s = empty();
    lead(s, 'hannibal', 4705, false, { oc: true });
    put(s, 'carthage', 4705, false, [{ c: 'African', t: 'inf', sp: 30 }]);
    lead(s, '401', 4808, false, { office: 'consul' });
    put(s, 'rome', 4808, false, dl('I'));
    activateFor(s, 'hannibal');
    const r = applyAction(taw, s, 'carthage', { type: 'march', to: 4706, take: 'all' });
    const ask = r.state.ask;
    expect(ask).toMatchObject({ kind: 'intercept', side: 'rome', candidates: ['401'] });
    const st = structuredClone(r.state);
    const { ctx } = ctxWith(st, [9]);
    resolveInterception(st, ctx, st.ask as Extract<typeof st.ask, { kind: 'intercept' }>, '401');
    expect(st.stacks.find((x) => x.side === 'rome')!.failedInterception).toBe(true);
    expect(st.activation!.move!.hex).toBe(4706);
  });
  it('a successful interception stops the mover and the interceptor attacks', async () => {
    const { resolveInterception } = await import('../src/combat');
    const s = empty();
    lead(s, 'hannibal', 4705, false, { oc: true });
    put(s, 'carthage', 4705, false, [{ c: 'African', t: 'inf', sp: 30 }]);
    lead(s, '401', 4808, false, { office: 'consul' });
    put(s, 'rome', 4808, false, dl('I'));
    activateFor(s, 'hannibal');
    const st = applyAction(taw, s, 'carthage', { type: 'march', to: 4706, take: 'all' }).state;
    const { ctx, events } = ctxWith(st, [0, 5, 5, 5, 0, 0, 0, 0, 0]);
    resolveInterception(st, ctx, st.ask as Extract<typeof st.ask, { kind: 'intercept' }>, '401');
    // The battle roll is an "X": each OC is asked for Guile Points (5.5, guile.test.ts); none are spent here.
    let after = st;
    while (taw.pending(after)?.kind === 'guile') {
      const r = applyAction(taw, after, taw.pending(after)!.seat, { type: 'guile', gp: 0 });
      events.push(...r.events);
      after = r.state;
    }
    expect(keys(events)).toContain('intercept.ok');
    expect(keys(events)).toContain('battle.result');
    expect(after.leaders.find((l) => l.id === '401')!.hex).toBe(4706);
  });
  it('6.61: 9-1 and more cavalry may Overrun, eliminating the Force and its leaders; the move goes on', () => {
    const s = empty();
    lead(s, 'hannibal', 4705, false, { oc: true });
    put(s, 'carthage', 4705, false, [{ c: 'African', t: 'inf', sp: 80 }, { c: 'Numidian', t: 'cav', sp: 10 }]);
    lead(s, '402', 4704, false, { office: 'consul', cr: 0 });
    put(s, 'rome', 4704, false, [{ c: 'Roman', t: 'inf', sp: 9 }]);
    activateFor(s, 'hannibal');
    let st = applyAction(taw, s, 'carthage', { type: 'march', to: 4704, take: 'all' }).state;
    if (st.ask !== null) st = applyAction(taw, st, 'rome', { type: 'decline' }).state;
    expect(canOverrun(st)).toBe(true);
    const { ctx } = ctxWith(st);
    overrun(st, ctx);
    expect(sp(st, 'rome', 4704, false)).toBe(0);
    expect(st.leaders.find((l) => l.id === '402')!.status).toBe('killed');
    expect(operationActions(st).some((a) => a.type === 'step')).toBe(true);
  });
});

describe('8.3 Battle: EX-8.35 Cannae', () => {
  it('Hannibal (A) attacks Varro (E, 8 Double Legions) in the open: DRM +13, modified 22 → */75; Carthage loses 4, Major Victory, Romans Useless and retreating', () => {
    const s = empty();
    lead(s, 'hannibal', 4705, false, { oc: true });
    lead(s, 'mago', 4705);
    lead(s, 'maharbal', 4705);
    put(s, 'carthage', 4705, false, [{ c: 'African', t: 'inf', sp: 52 }, { c: 'Numidian', t: 'cav', sp: 13, elite: true }, { c: 'Iberian', t: 'cav', sp: 32 }]);
    lead(s, '408', 4705, false, { office: 'consul' });
    const legions: Group[] = [];
    for (const [i, id] of ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII'].entries()) legions.push(...dl(id, i === 0));
    put(s, 'rome', 4705, false, [...legions, { c: 'Italian', t: 'inf', sp: 8 }]);
    expect(sp(s, 'rome', 4705, false)).toBe(184);
    const { ctx, events } = ctxWith(s, [3, 6, 9, 4, 0, 0, 0, 0, 0]);
    const r = resolveBattle(s, ctx, { hex: 4705, attacker: 'carthage', attLeader: 'hannibal', failedAvoid: false, river: false, enteredFrom: 4605, then: () => 'none' });
    const res = events.find((e) => e.key === 'battle.result')!;
    expect(res.modifiers!.reduce((n, m) => n + m.value, 0)).toBe(13);
    expect(res.chart).toMatchObject({ cell: '22', result: '*/75' });
    expect(r).toEqual({ winner: 'carthage', loser: 'rome', major: true });
    expect(sp(s, 'carthage', 4705, false)).toBe(93);
    // 8.34 applies 75% per type and Contingent (ruling R-42): 139 here, the printed 138 treats the army as one block.
    expect(184 - sp(s, 'rome', 4705, false)).toBe(139);
    expect(s.stacks.find((x) => x.side === 'carthage')!.abs).toBe('dispersed');
    expect(s.stacks.find((x) => x.side === 'rome')!.abs).toBe('useless');
    expect(s.ask).toMatchObject({ kind: 'retreat', side: 'rome' });
    // Not back through the hexside the attacker came in by (8.37).
    expect([...retreatPaths(s, 'rome', 4705, 4605, 3).values()].every((p) => p[1] !== 4605)).toBe(true);
  });
});

describe('9.0 Sieges: EX-9.3, EX-9.44, EX-9.45, EX-9.52', () => {
  const rhegium = () => {
    const s = empty();
    invent(s, 'pyrrhus', 'carthage', { cr: 7, letter: 'A' });
    invent(s, 'juvelius', 'rome', { cr: 4, letter: 'D', office: 'proconsul' });
    lead(s, 'pyrrhus', 6015);
    lead(s, 'juvelius', 6015, true);
    put(s, 'carthage', 6015, false, [{ c: 'Epirote', t: 'inf', sp: 22 }, { c: 'Epirote', t: 'cav', sp: 5 }, { c: 'Epirote', t: 'el', sp: 1 }]);
    put(s, 'rome', 6015, true, [{ c: 'Campanian', t: 'inf', sp: 8 }]);
    s.rules.mediumIds = 3;
    s.cities['Rhegium']!.siege = 'carthage';
    s.provinces['Bruttium']!.mil = 'carthage';
    return s;
  };
  it('EX-9.3: Pyrrhus forages (−2) and rolls 4 → 1 SP lost; the forage devastation roll 7 > 1 spares Bruttium; the garrison at 7 loses 2 (SDS 24 → 18)', () => {
    const s = rhegium();
    expect(sdsOf(s, s.cities['Rhegium']!)).toBe(24);
    const { ctx } = ctxWith(s, [4, 7, 7]);
    siegeAttrition(s, ctx);
    expect(sp(s, 'carthage', 6015, false, 'inf')).toBe(21);
    expect(s.provinces['Bruttium']!.devastated).toBe(false);
    expect(sp(s, 'rome', 6015, true, 'inf')).toBe(6);
    expect(sdsOf(s, s.cities['Rhegium']!)).toBe(18);
    expect(s.cities['Rhegium']!.siege).toBe('carthage');
  });
  it('EX-9.44–9.45: 21 vs SDS 18 (1-1, need 7), better letter +1, DR 6 → success; losses 10% of 21 = 2 and 60% of 6 = 4; Pyrrhus may Sack', () => {
    const s = rhegium();
    s.stacks[0]!.groups[0]!.sp = 21;
    s.stacks[1]!.groups[0]!.sp = 6;
    activateFor(s, 'pyrrhus');
    const { ctx, events } = ctxWith(s, [6, 4, 6, 0, 0]);
    assault(s, ctx);
    expect(keys(events)).toContain('assault.ok');
    expect(sp(s, 'carthage', 6015, true, 'inf')).toBe(19);
    expect(s.displaced?.groups.reduce((n, g) => n + g.sp, 0)).toBe(2);
    expect(s.ask).toMatchObject({ kind: 'sack', side: 'carthage', city: 'Rhegium' });
    expect(s.tally['carthage']!.major).toBe(1);
  });
  it('EX-9.52a: Venusia (IDS 1, 1 SP inside, SDS 2) needs 20 infantry outside, and surrenders on 2+', () => {
    const s = empty();
    lead(s, 'hannibal', 4707, false, { oc: true });
    put(s, 'carthage', 4707, false, [{ c: 'African', t: 'inf', sp: 19 }]);
    put(s, 'rome', 4707, true, [{ c: 'Roman', t: 'inf', sp: 1 }]);
    activateFor(s, 'hannibal');
    expect(canSurrender(s)).toBe(false);
    s.stacks[0]!.groups[0]!.sp = 20;
    expect(canSurrender(s)).toBe(true);
    const { ctx, events } = ctxWith(s, [2, 0]);
    involuntarySurrender(s, ctx);
    expect(keys(events)).toContain('surrender.ok');
    expect(sp(s, 'carthage', 4707, true)).toBe(20);
  });
});

describe('11.0 Control and 14.0 Victory', () => {
  it('EX-11.0: Bruttium at Rome 4, but Pyrrhus holding Rhegium (M) and Thurii, Locri, Croton has Military Control', () => {
    const s = empty();
    s.provinces['Bruttium']!.alliance = 4;
    updateControl(s);
    expect(controllerOf(s, 'Bruttium')).toBe('rome');
    for (const h of [6015, 5509, 6013, 5908]) put(s, 'carthage', h, true, [{ c: 'Epirote', t: 'inf', sp: 2 }]);
    expect(meetsMilitaryControl(s, 'Bruttium', 'carthage')).toBe(true);
    updateControl(s);
    expect(controllerOf(s, 'Bruttium')).toBe('carthage');
  });
  it('S4.4: a Carthaginian garrison in Rome wins at once; otherwise seven contiguous provinces, fewer with Major Victories', () => {
    const s = empty();
    expect(hannibalVictory(s, true)).toBeNull();
    put(s, 'carthage', 3714, true, [{ c: 'African', t: 'inf', sp: 5 }]);
    expect(hannibalVictory(s, false)).toMatchObject({ winner: 'carthage', reason: 'rome-taken' });
    const t = empty();
    for (const p of ['GalliaTranspadana', 'LiguriaTaurini', 'LiguriaFriniates', 'GalliaCispadana', 'Venetia']) t.provinces[p]!.alliance = -4;
    updateControl(t);
    expect(hannibalVictory(t, true)).toBeNull();
    t.tally['carthage']!.major = 2;
    expect(hannibalVictory(t, true)).toMatchObject({ winner: 'carthage', reason: 'provinces' });
  });
});

describe('the decision table', () => {
  it('every open decision names its seat and rule, and the innermost is answered first', () => {
    const s = fresh('samnite-wars');
    expect(tawDecisions.pending(s)).toMatchObject({ seat: 'rome', kind: 'choose-magistrate', rule: 'taw 4.13' });
    const st = applyAction(taw, s, 'rome', { type: 'choose', leader: '111' }).state;
    expect(tawDecisions.pending(st)).toMatchObject({ seat: 'rome', kind: 'operation' });
    expect(st.activation!.leader).toBe('111');
  });
});

describe('RRR 5.15 Dictator and 8.63 A Visit from Pluto (Samnite Wars elections)', () => {
  it('an enemy inside a city within 3 hexes of Rome is an Emergency: the next elections appoint a Dictator in Rome, whose LAMs go in the cup', async () => {
    const { emergencyNow, startTurn } = await import('../src/turn');
    const s = fresh('samnite-wars');
    s.ask = null;
    s.activation = null;
    expect(emergencyNow(s)).toBe(false);
    put(s, 'samnite', 3713, true, [{ c: 'Samnite', t: 'inf', sp: 3 }]);
    expect(emergencyNow(s)).toBe(true);
    s.turn = 2;
    s.year = 319;
    const { ctx } = ctxWith(s);
    startTurn(s, ctx);
    // E-13: the Roman's election decisions (prorogation, the Field Consul's army; PRA-1…4: praetors, the Praetor Urbanus, a Magister Equitum) come first.
    let t = s;
    const electionAsks = ['prorogue', 'field-consul', 'praetor', 'urbanus', 'magister', 'reelect'];
    while (t.ask !== null && electionAsks.includes(t.ask.kind)) t = applyAction(taw, t, 'rome', taw.legal(t, 'rome')[0]!).state;
    Object.assign(s, t);
    const d = s.leaders.find((l) => l.office === 'dictator');
    expect(d).toMatchObject({ status: 'map', hex: 3714, inCity: true });
    expect(s.cup.filter((x) => x === 'O:dictator')).toHaveLength(d!.init);
    expect(s.leaders.filter((l) => l.office === 'consul' && l.status === 'map')).toHaveLength(2);
  });
  it('a Field Consul with an army is prorogued as proconsul if he survives Pluto (+1 to the loss roll)', async () => {
    const { samniteElections, prorogue } = await import('../src/scenarios/samnite');
    const s = fresh('samnite-wars');
    const field = s.leaders.find((l) => l.id === '111')!;
    expect(field.inCity).toBe(false);
    field.hex = 3713;
    s.stacks.find((x) => x.side === 'rome' && !x.inCity)!.hex = 3713;
    const { ctx, events } = ctxWith(s, [6, 5, 5, 5, 5]);
    // E-13: prorogation is the Roman's decision (RRR 5.35).
    expect(samniteElections(s, ctx)).toBe(false);
    expect(s.ask).toMatchObject({ kind: 'prorogue', side: 'rome', leader: '111' });
    prorogue(s, ctx, '111', true);
    expect(events.find((e) => e.key === 'pluto')!.params).toMatchObject({ result: { key: 'pluto.wounded' } });
    expect(field.status).toBe('pool');
    const t = fresh('samnite-wars');
    const f2 = t.leaders.find((l) => l.id === '111')!;
    f2.hex = 3713;
    t.stacks.find((x) => x.side === 'rome' && !x.inCity)!.hex = 3713;
    const c2 = ctxWith(t, [0, 5, 5, 5, 5]).ctx;
    samniteElections(t, c2);
    prorogue(t, c2, '111', true);
    expect(f2.office).toBe('proconsul');
  });
});

describe('messages', () => {
  it('every action a scenario offers has an English and an Italian label', async () => {
    const { renderMessage } = await import('@polemarch/kernel');
    for (const id of ['hannibal', 'samnite-wars', 'alexander']) {
      const s = fresh(id);
      const p = taw.pending(s)!;
      for (const a of taw.legal(s, p.seat)) for (const lang of ['en', 'it'] as const) expect(renderMessage(taw, taw.describeAction!(s, a), lang)).not.toMatch(/^action\./);
    }
    for (const k of Object.keys(taw.messages['en']!)) if (k.startsWith('action.')) expect(taw.messages['it']![k]).toBeDefined();
  });
});
