import { describe, expect, it } from 'vitest';
import { applyAction } from '@polemarch/kernel';
import { taw } from '../src/index';
import { leaderLossCheck } from '../src/core';
import { MAP } from '../src/map';
import type { TawAction, TawState } from '../src/state';
import { activateFor, ctxWith, empty, invent, keys, lead, legion, put } from './helpers';

/** 5.53 Guile Points on the Legion Request (R3, OC only) and 8.64 C replacements bought with 1 GP. */

const ROME = 3714;
const hexOf = (city: string): number => MAP.cities.get(city)!.hex;
const legalOf = (s: TawState): TawAction[] => taw.legal(s, taw.pending(s)!.seat);
const recruits = (s: TawState): TawAction[] => legalOf(s).filter((a) => a.type === 'recruit');

/** Turn 2 of Pyrrhus' scenario: a consul in Rome with one Double Legion, Pyrrhus' 50 SP far in the south. */
function request(gp: number): TawState {
  const s = empty('pyrrhus');
  s.turn = 2;
  lead(s, '201', ROME, true, { office: 'consul', gp });
  put(s, 'rome', ROME, true, legion('I'));
  lead(s, 'pyrrhus', 5701, false, { oc: true });
  put(s, 'epirus', 5701, false, [{ c: 'Greek', t: 'inf', sp: 50 }]);
  s.cup = ['SIEGE'];
  activateFor(s, '201');
  return s;
}

describe('R3 Legion Request: +1 per Guile Point of the OC (5.53)', () => {
  it('the consul (the Roman OC with no Dictator, RRR 5.13) is offered his Guile Points on the request, at most 3', () => {
    expect(recruits(request(2))).toEqual([{ type: 'recruit', mode: 'new' }, { type: 'recruit', mode: 'new', gp: 1 }, { type: 'recruit', mode: 'new', gp: 2 }]);
    expect(recruits(request(5)).filter((a) => a.type === 'recruit' && a.gp !== undefined)).toHaveLength(3);
  });
  it('die 3 − 1 (in Rome +1, a province lost −1, no enemy near −1): 1 legion; with 2 GP the roll is 4 and the Senate grants 2', () => {
    const plain = applyAction(taw, request(2), 'rome', { type: 'recruit', mode: 'new' }, [3, 9]);
    expect(plain.events.find((e) => e.key === 'recruit.legions')?.params).toMatchObject({ n: 1 });
    // Two legions: the Roman is asked about a Siege Engine (RRR-10) before the Continuation roll.
    const r = applyAction(taw, request(2), 'rome', { type: 'recruit', mode: 'new', gp: 2 }, [3]);
    expect(taw.pending(r.state)?.kind).toBe('engine');
    const ev = r.events.find((e) => e.key === 'recruit.legions')!;
    expect(ev.params).toMatchObject({ n: 2 });
    expect(ev.modifiers?.find((m) => m.label.key === 'drm.guile')?.value).toBe(2);
    expect(r.state.leaders.find((l) => l.id === '201')!.gpUsed).toBe(2);
  });
  it('with a Dictator in play a consul is not the OC: no Guile Points on his request', () => {
    const s = request(2);
    lead(s, '202', 3812, false, { office: 'dictator' });
    expect(recruits(s)).toEqual([{ type: 'recruit', mode: 'new' }]);
  });
});

describe('8.64 C: a replacement for 1 Guile Point, as a Recruitment operation', () => {
  /** Megacles killed beside Pyrrhus (forced loss rolls 9, 9 ≥ MR); Pyrrhus active next. */
  function megaclesLost(gp = 3): TawState {
    const s = empty('pyrrhus');
    s.turn = 2;
    lead(s, 'pyrrhus', 5407, false, { oc: true, gp });
    lead(s, 'megacles', 5407, false);
    put(s, 'epirus', 5407, false, [{ c: 'Greek', t: 'inf', sp: 20 }]);
    lead(s, '201', ROME, true, { office: 'consul' });
    put(s, 'rome', ROME, true, legion('I'));
    s.cup = ['L:megacles', 'SIEGE'];
    const { ctx } = ctxWith(s, [9, 9]);
    expect(leaderLossCheck(s, ctx, s.leaders.find((l) => l.id === 'megacles')!, true)).toBe('killed');
    activateFor(s, 'pyrrhus');
    return s;
  }
  it('the OC with a Guile Point may bring Helenus in for Megacles: placed with the Force, his LAM replaces Megacles\' in the cup', () => {
    const s = megaclesLost();
    expect(s.vacancies).toEqual([{ leader: 'megacles', side: 'epirus', office: null, hex: 5407, inCity: false }]);
    expect(recruits(s)).toContainEqual({ type: 'recruit', mode: 'replace', leader: 'helenus' });
    // Then a Continuation roll (CR 6): 2 goes on (the cup is not drawn from).
    const r = applyAction(taw, s, 'epirus', { type: 'recruit', mode: 'replace', leader: 'helenus' }, [2]);
    expect(r.state.activation?.leader).toBe('pyrrhus');
    expect(keys(r.events)).toContain('leader.replacement');
    expect(r.state.leaders.find((l) => l.id === 'helenus')).toMatchObject({ status: 'map', hex: 5407, inCity: false });
    expect(r.state.leaders.find((l) => l.id === 'pyrrhus')!.gpUsed).toBe(1);
    expect(r.state.vacancies).toEqual([]);
    expect(r.state.cup).toEqual(['L:helenus', 'SIEGE']);
  });
  it('no Guile Point left, or no leader lost this turn: not offered', () => {
    expect(recruits(megaclesLost(0)).some((a) => a.type === 'recruit' && a.mode === 'replace')).toBe(false);
    const s = megaclesLost();
    delete s.vacancies;
    expect(recruits(s).some((a) => a.type === 'recruit' && a.mode === 'replace')).toBe(false);
  });
  it('a Roman consul killed: the other consul (the OC) draws a magistrate from the pool at random; he takes the office, in Rome when the army is gone', () => {
    const s = empty('pyrrhus');
    s.turn = 2;
    lead(s, '201', ROME, true, { office: 'consul', gp: 1 });
    lead(s, '202', 4509, false, { office: 'consul' });
    lead(s, 'pyrrhus', 5701, false, { oc: true });
    put(s, 'epirus', 5701, false, [{ c: 'Greek', t: 'inf', sp: 50 }]);
    s.cup = ['SIEGE'];
    const { ctx } = ctxWith(s, [9, 9]);
    leaderLossCheck(s, ctx, s.leaders.find((l) => l.id === '202')!, true);
    activateFor(s, '201');
    expect(recruits(s)).toContainEqual({ type: 'recruit', mode: 'replace' });
    const r = applyAction(taw, s, 'rome', { type: 'recruit', mode: 'replace' }, [9]);
    const by = r.state.leaders.filter((l) => l.office === 'consul' && l.status === 'map' && l.id !== '201');
    expect(by).toHaveLength(1);
    expect(by[0]).toMatchObject({ hex: ROME, inCity: true });
    expect(r.state.leaders.find((l) => l.id === '201')!.gpUsed).toBe(1);
  });
});

describe('8.64 C: the candidates are the lost leader’s kind, not the OC’s', () => {
  /** Pyrrhus, Carthage on Rome's side (S3): Mago killed at Lilybaeum; the consul in Rome is Rome's OC with a Guile Point. */
  function magoLost(): TawState {
    const s = empty('pyrrhus');
    s.turn = 2;
    lead(s, '201', ROME, true, { office: 'consul', gp: 1 });
    put(s, 'rome', ROME, true, legion('I'));
    const at = hexOf('Lilybaeum');
    const mago = s.leaders.some((l) => l.id === 'mago') ? lead(s, 'mago', at, true, { side: 'rome', roman: false }) : lead(s, invent(s, 'mago', 'rome', { roman: false, mr: 7 }).id, at, true);
    put(s, 'rome', at, true, [{ c: 'Carthaginian', t: 'inf', sp: 10 }]);
    lead(s, 'pyrrhus', 5701, false, { oc: true });
    put(s, 'epirus', 5701, false, [{ c: 'Greek', t: 'inf', sp: 50 }]);
    s.cup = ['SIEGE'];
    const { ctx } = ctxWith(s, [9, 9]);
    expect(leaderLossCheck(s, ctx, mago, true)).toBe('killed');
    activateFor(s, '201');
    return s;
  }
  it('an allied leader lost and no allied leader left to come in: no replacement is offered (a magistrate drawn for him would have no pool to come from)', () => {
    const s = magoLost();
    expect(s.vacancies).toHaveLength(1);
    expect(recruits(s).some((a) => a.type === 'recruit' && a.mode === 'replace')).toBe(false);
  });
  it('a consul lost after him: the replacement is for the consul, the oldest vacancy that can be filled', () => {
    const s = magoLost();
    lead(s, '202', 4509, false, { office: 'consul' });
    const { ctx } = ctxWith(s, [9, 9]);
    leaderLossCheck(s, ctx, s.leaders.find((l) => l.id === '202')!, true);
    expect(recruits(s)).toContainEqual({ type: 'recruit', mode: 'replace' });
    const r = applyAction(taw, s, 'rome', { type: 'recruit', mode: 'replace' }, [9]);
    expect(keys(r.events)).toContain('leader.replacement');
    expect(r.state.vacancies?.map((v) => v.leader)).toEqual(['mago']);
    expect(r.state.leaders.filter((l) => l.office === 'consul' && l.status === 'map' && l.id !== '201')).toHaveLength(1);
  });
});

describe('8.64 A: a lost leader’s LAM left in the cup brings in his replacement (ruling REP-2)', () => {
  /** Megacles killed beside Pyrrhus; his LAM the only marker left; Pyrrhus ends his Campaign Phase. */
  function drawn() {
    const s = empty('pyrrhus');
    s.turn = 2;
    lead(s, 'pyrrhus', 5407, false, { oc: true, gp: 0 });
    lead(s, 'megacles', 5407, false);
    put(s, 'epirus', 5407, false, [{ c: 'Greek', t: 'inf', sp: 20 }]);
    lead(s, '201', ROME, true, { office: 'consul' });
    put(s, 'rome', ROME, true, legion('I'));
    const { ctx } = ctxWith(s, [9, 9]);
    leaderLossCheck(s, ctx, s.leaders.find((l) => l.id === 'megacles')!, true);
    s.cup = ['L:megacles'];
    activateFor(s, 'pyrrhus');
    return applyAction(taw, s, 'epirus', { type: 'end' });
  }
  it('the LAM drawn, the Epirote may bring Helenus in with it (no Guile Point): placed with the Force', () => {
    const r = drawn();
    expect(taw.pending(r.state)).toMatchObject({ seat: 'epirus', kind: 'replacement' });
    expect(legalOf(r.state)).toContainEqual({ type: 'recruit', mode: 'replace', leader: 'helenus' });
    expect(legalOf(r.state)).toContainEqual({ type: 'decline' });
    const t = applyAction(taw, r.state, 'epirus', { type: 'recruit', mode: 'replace', leader: 'helenus' });
    expect(keys(t.events)).toContain('leader.replacement-lam');
    expect(t.state.leaders.find((l) => l.id === 'helenus')).toMatchObject({ status: 'map', hex: 5407, inCity: false, used: 0 });
    expect(t.state.leaders.find((l) => l.id === 'pyrrhus')!.gpUsed).toBe(0);
    // Declined: nobody comes in, and the vacancy stays for 8.64 C.
    const d = applyAction(taw, r.state, 'epirus', { type: 'decline' });
    expect(d.state.leaders.find((l) => l.id === 'helenus')!.status).toBe('pool');
  });
  it('a Consul LAM that no consul can use, with a consul killed this turn: the Roman may draw his replacement from the pool', () => {
    const s = empty('pyrrhus');
    s.turn = 2;
    lead(s, '201', ROME, true, { office: 'consul', used: 1 });
    lead(s, '202', 4509, false, { office: 'consul' });
    lead(s, 'pyrrhus', 5701, false, { oc: true });
    put(s, 'epirus', 5701, false, [{ c: 'Greek', t: 'inf', sp: 50 }]);
    put(s, 'rome', ROME, true, legion('I'));
    leaderLossCheck(s, ctxWith(s, [9, 9]).ctx, s.leaders.find((l) => l.id === '202')!, true);
    s.cup = ['O:consul'];
    activateFor(s, 'pyrrhus');
    const r = applyAction(taw, s, 'epirus', { type: 'end' });
    expect(taw.pending(r.state)).toMatchObject({ seat: 'rome', kind: 'replacement' });
    expect(legalOf(r.state)).toEqual([{ type: 'recruit', mode: 'replace' }, { type: 'decline' }]);
    const t = applyAction(taw, r.state, 'rome', { type: 'recruit', mode: 'replace' });
    const by = t.state.leaders.filter((l) => l.office === 'consul' && l.status === 'map' && l.id !== '201');
    expect(by).toHaveLength(1);
    expect(by[0]).toMatchObject({ hex: ROME, inCity: true });
  });
  it('RRR 5.16: a Dictator killed this turn, his LAM drawn: the new Dictator, in Rome (8.65), may choose a Magister Equitum at once (within 5 of his number)', () => {
    const s = empty('pyrrhus');
    s.turn = 2;
    lead(s, '201', ROME, true, { office: 'consul' });
    lead(s, '210', 4509, false, { office: 'dictator' });
    lead(s, 'pyrrhus', 5701, false, { oc: true });
    put(s, 'epirus', 5701, false, [{ c: 'Greek', t: 'inf', sp: 50 }]);
    put(s, 'rome', ROME, true, legion('I'));
    leaderLossCheck(s, ctxWith(s, [9, 9]).ctx, s.leaders.find((l) => l.id === '210')!, true);
    s.cup = ['O:dictator'];
    activateFor(s, 'pyrrhus');
    const r = applyAction(taw, s, 'epirus', { type: 'end' });
    const t = applyAction(taw, r.state, 'rome', { type: 'recruit', mode: 'replace' });
    const d = t.state.leaders.find((l) => l.office === 'dictator' && l.status === 'map')!;
    expect(d).toMatchObject({ hex: ROME, inCity: true });
    expect(taw.pending(t.state)).toMatchObject({ seat: 'rome', kind: 'magister' });
    const ask = t.state.ask as Extract<TawState['ask'], { kind: 'magister' }>;
    expect(ask.candidates.length).toBeGreaterThan(0);
    for (const id of ask.candidates) expect(Math.abs(Number(id) - Number(d.id))).toBeLessThanOrEqual(5);
    const m = applyAction(taw, t.state, 'rome', { type: 'choose', leader: ask.candidates[0]! });
    expect(m.state.leaders.find((l) => l.id === ask.candidates[0])).toMatchObject({ status: 'map', office: 'magister', hex: ROME, inCity: true });
    // 5.14: arriving mid-turn with no Magister Equitum LAM in the cup, he gets one for this turn.
    expect([...m.state.cup, m.state.activation?.lam]).toContain('O:magister');
    // With a Magister Equitum still in office, no question.
    const s2 = structuredClone(s);
    lead(s2, '212', ROME, true, { office: 'magister' });
    const r2 = applyAction(taw, s2, 'epirus', { type: 'end' });
    const t2 = applyAction(taw, r2.state, 'rome', { type: 'recruit', mode: 'replace' });
    expect(taw.pending(t2.state)?.kind).not.toBe('magister');
  });
});
