import { describe, expect, it } from 'vitest';
import { applyAction } from '@polemarch/kernel';
import { taw } from '../src/index';
import { samniteElections } from '../src/scenarios/samnite';
import { freeProvinces } from '../src/politics';
import type { TawAction, TawState } from '../src/state';
import { activateFor, ctxWith, empty, fresh, keys, lead, legion, put } from './helpers';

/** The magistrates below the consuls: RRR 5.17 praetors, 5.18 the Praetor Urbanus, 5.16 the Magister Equitum. */

const legalOf = (s: TawState): TawAction[] => taw.legal(s, taw.pending(s)!.seat);

describe('RRR 5.17 Praetors at the elections', () => {
  /** Turn 2 of the Samnite Wars, both old consuls in Rome; a legion without a leader at 3812 (and the army outside Rome). */
  const elections = (extra = 0): TawState => {
    const s = fresh('samnite-wars');
    Object.assign(s, { turn: 2, year: 319, activation: null, ask: null });
    for (const id of ['110', '111']) Object.assign(s.leaders.find((l) => l.id === id)!, { hex: 3714, inCity: true });
    put(s, 'rome', 3812, false, [{ c: 'Roman', t: 'inf', sp: 11, legion: 'III', vet: false }, { c: 'Roman', t: 'cav', sp: 2, legion: 'III', vet: false }]);
    for (let i = 0; i < extra; i++) put(s, 'rome', 3813 + i, false, [{ c: 'Roman', t: 'inf', sp: 11, legion: `X${i}`, vet: false }]);
    const { ctx } = ctxWith(s);
    samniteElections(s, ctx);
    // The Field Consul takes the army outside Rome.
    return applyAction(taw, s, 'rome', { type: 'place', to: 3714, inCity: false }).state;
  };
  it('a legion without a leader: the Roman may appoint a praetor, drawn from the pool and placed with it; he is bound to its province', () => {
    const s = elections();
    expect(s.ask).toMatchObject({ kind: 'praetor', side: 'rome', hex: 3812, inCity: false, candidates: [] });
    expect(legalOf(s)).toEqual([{ type: 'praetor' }, { type: 'decline' }]);
    const r = applyAction(taw, s, 'rome', { type: 'praetor' });
    const p = r.state.leaders.find((l) => l.office === 'praetor')!;
    expect(p).toMatchObject({ status: 'map', hex: 3812, inCity: false });
    expect(freeProvinces(r.state, p)).toEqual(['Sabinus']);
    expect(keys(r.events)).toContain('election.office');
    // The Praetor Urbanus question comes next (5.31); then the cup holds one LAM for the praetor.
    const t = applyAction(taw, r.state, 'rome', { type: 'decline' }).state;
    expect(t.cup.filter((x) => x === 'O:praetor')).toHaveLength(1);
  });
  it('no more praetors than half the consuls, proconsuls and Dictators in play: with two consuls, one', () => {
    const s = elections(1);
    const r = applyAction(taw, s, 'rome', { type: 'praetor' });
    expect(r.state.leaders.filter((l) => l.office === 'praetor')).toHaveLength(1);
    expect(r.state.ask?.kind).not.toBe('praetor');
  });
  it('declined: no praetor, and the next leaderless legion is asked about', () => {
    const s = elections(1);
    const r = applyAction(taw, s, 'rome', { type: 'decline' });
    expect(r.state.ask).toMatchObject({ kind: 'praetor', hex: 3813 });
    const t = applyAction(taw, r.state, 'rome', { type: 'decline' }).state;
    expect(t.leaders.some((l) => l.office === 'praetor')).toBe(false);
    expect(t.ask?.kind).not.toBe('praetor');
  });
  /** The next elections, answered (consuls not prorogued, the Field Consul outside Rome) up to the praetor's prorogation. */
  const nextElections = (st: TawState, praetor: string, field = 3714): TawState => {
    Object.assign(st, { turn: 3, year: 318, activation: null, ask: null });
    samniteElections(st, ctxWith(st).ctx);
    while (st.ask !== null && !(st.ask.kind === 'prorogue' && st.ask.leader === praetor)) {
      const a = st.ask.kind === 'field-consul' ? { type: 'place' as const, to: field, inCity: false } : st.ask.kind === 'prorogue' ? { type: 'decline' as const } : legalOf(st)[0]!;
      st = applyAction(taw, st, 'rome', a).state;
    }
    return st;
  };
  it('RRR 5.17 (ruling PRA-2): at the next elections, after the consuls, a praetor still alone with his legion may be prorogued (Pluto +1)', () => {
    const s = elections();
    let st = applyAction(taw, s, 'rome', { type: 'praetor' }).state;
    const p = st.leaders.find((l) => l.office === 'praetor')!.id;
    st = applyAction(taw, st, 'rome', { type: 'decline' }).state;
    st = nextElections(st, p);
    expect(st.ask).toEqual({ kind: 'prorogue', side: 'rome', leader: p });
    expect(st.leaders.filter((l) => l.office === 'consul' && l.status === 'map')).toHaveLength(2);
    // Pluto: 0 + 1 < MR 7, he stays praetor with his legion, his province assigned again (prorogued).
    const r = applyAction(taw, st, 'rome', { type: 'prorogue' }, [0]);
    expect(r.state.leaders.find((l) => l.id === p)).toMatchObject({ office: 'praetor', status: 'map', hex: 3812 });
    expect(r.state.senate?.provinces[p]).toEqual({ province: 'Sabinus', prorogued: true });
    // No new praetor for his legion (it has one).
    expect(r.state.ask?.kind).not.toBe('praetor');
  });
  it('RRR 5.17: a praetor whose legion has another magistrate with it is not prorogued; declined, he leaves office', () => {
    const s = elections();
    let st = applyAction(taw, s, 'rome', { type: 'praetor' }).state;
    const p = st.leaders.find((l) => l.office === 'praetor')!.id;
    st = applyAction(taw, st, 'rome', { type: 'decline' }).state;
    const d = applyAction(taw, nextElections(structuredClone(st), p), 'rome', { type: 'decline' }).state;
    expect(d.leaders.find((l) => l.id === p)).toMatchObject({ office: null, status: 'pool' });
    // The new Field Consul joins his legion: another magistrate can command it, no question.
    const t = nextElections(st, p, 3812);
    expect(t.ask?.kind === 'prorogue' && t.ask.leader === p).toBe(false);
    expect(t.leaders.find((l) => l.id === p)).toMatchObject({ office: null, status: 'pool' });
  });
  it('a magistrate who triumphed last year may be named praetor (RRR 5.17 selection); praetors leave office at the next elections', () => {
    const s = fresh('samnite-wars');
    Object.assign(s, { turn: 2, year: 319, activation: null, ask: null });
    for (const id of ['110', '111']) Object.assign(s.leaders.find((l) => l.id === id)!, { hex: 3714, inCity: true });
    put(s, 'rome', 3812, false, [{ c: 'Roman', t: 'inf', sp: 11, legion: 'III', vet: false }]);
    s.senate = { laurels: [], triumphs: { '105': 1 }, provinces: {}, censure: null };
    const { ctx } = ctxWith(s);
    samniteElections(s, ctx);
    let st = applyAction(taw, s, 'rome', { type: 'decline' }).state;
    st = applyAction(taw, st, 'rome', { type: 'place', to: 3714, inCity: false }).state;
    expect(legalOf(st)).toContainEqual({ type: 'praetor', leader: '105' });
    st = applyAction(taw, st, 'rome', { type: 'praetor', leader: '105' }).state;
    expect(st.leaders.find((l) => l.id === '105')).toMatchObject({ office: 'praetor', hex: 3812 });
    st = applyAction(taw, st, 'rome', { type: 'decline' }).state;
    st = nextElections(st, '105');
    st = applyAction(taw, st, 'rome', { type: 'decline' }).state;
    expect(st.leaders.find((l) => l.id === '105')).toMatchObject({ office: null, status: 'pool' });
  });
});

describe('RRR 5.18 the Praetor Urbanus and G/2 Legion Training', () => {
  it('the Roman may appoint a Praetor Urbanus at the elections (after the praetors): drawn from the pool, in Rome, no LAM', () => {
    const s = fresh('samnite-wars');
    Object.assign(s, { turn: 2, year: 319, activation: null, ask: null });
    for (const id of ['110', '111']) Object.assign(s.leaders.find((l) => l.id === id)!, { hex: 3714, inCity: true });
    samniteElections(s, ctxWith(s).ctx);
    let st = applyAction(taw, s, 'rome', { type: 'place', to: 3714, inCity: false }).state;
    expect(st.ask).toEqual({ kind: 'urbanus', side: 'rome' });
    expect(legalOf(st)).toEqual([{ type: 'urbanus' }, { type: 'decline' }]);
    st = applyAction(taw, st, 'rome', { type: 'urbanus' }).state;
    expect(st.leaders.find((l) => l.office === 'urbanus')).toMatchObject({ status: 'map', hex: 3714, inCity: true });
    expect(st.cup.some((x) => x === 'O:urbanus')).toBe(false);
  });
  /** Rome with a Praetor Urbanus and new legions V, VI, VII raised this turn (single legions, S1.6). */
  const training = (ids: string[], pu = true): TawState => {
    const s = empty('samnite-wars');
    if (pu) lead(s, '105', 3714, true, { office: 'urbanus' });
    put(s, 'rome', 3714, true, ids.flatMap((id) => [{ c: 'Roman', t: 'inf' as const, sp: 11, legion: id, vet: false }, { c: 'Roman', t: 'cav' as const, sp: 2, legion: id, vet: false }]));
    s.senate = { laurels: [], triumphs: {}, provinces: {}, censure: null, training: [...ids] };
    return s;
  };
  const vet = (s: TawState, id: string): boolean | undefined => s.stacks[0]!.groups.find((g) => g.legion === id && g.t === 'inf')!.vet;
  it('7, 8, 9 or 0 and the new legion is Veteran; at most two legions roll; training ends with the phase', async () => {
    const { legionTraining } = await import('../src/magistrates');
    const s = training(['V', 'VI', 'VII']);
    const { ctx, events: ev } = ctxWith(s, [0, 6]);
    legionTraining(s, ctx);
    expect(vet(s, 'V')).toBe(true);
    expect(vet(s, 'VI')).toBe(false);
    expect(vet(s, 'VII')).toBe(false);
    expect(keys(ev)).toEqual(['training.veteran', 'training.raw']);
    expect(s.senate?.training).toEqual([]);
  });
  it('no roll without the Praetor Urbanus in Rome', async () => {
    const { legionTraining } = await import('../src/magistrates');
    const s = training(['V'], false);
    const { ctx, events: ev } = ctxWith(s, []);
    legionTraining(s, ctx);
    expect(ev).toEqual([]);
    expect(vet(s, 'V')).toBe(false);
  });
  it('legions raised in Rome go into training; one that marches out of Rome is not trained', async () => {
    const { recruit } = await import('../src/recruit');
    const raised = empty('samnite-wars');
    lead(raised, '110', 3714, true, { office: 'consul' });
    activateFor(raised, '110');
    const { ctx } = ctxWith(raised, [9, 0]);
    recruit(raised, ctx, 'new');
    expect(raised.senate?.training?.length).toBeGreaterThan(0);
    const s = training(['V', 'VI']);
    lead(s, '110', 3714, true, { office: 'consul' });
    activateFor(s, '110');
    s.cup = ['SIEGE'];
    const r = applyAction(taw, s, 'rome', { type: 'march', to: 3713, take: 'all' });
    expect(r.state.activation?.move?.groups.length).toBeGreaterThan(0);
    expect(r.state.senate?.training).toEqual([]);
  });
});

describe('RRR 5.16 the Magister Equitum', () => {
  /** Turn 2 of the Samnite Wars with an Emergency: a Dictator is drawn and placed in Rome. */
  const withDictator = (): TawState => {
    const s = fresh('samnite-wars');
    Object.assign(s, { turn: 2, year: 319, activation: null, ask: null, emergency: true });
    for (const id of ['110', '111']) Object.assign(s.leaders.find((l) => l.id === id)!, { hex: 3714, inCity: true });
    samniteElections(s, ctxWith(s).ctx);
    return s;
  };
  it('the Dictator may choose one from the pool whose ID is within 5 of his own (not last year’s consuls); he takes office in Rome', () => {
    const s = withDictator();
    const d = s.leaders.find((l) => l.office === 'dictator')!;
    const ask = s.ask;
    if (ask?.kind !== 'magister') throw new Error('no Magister Equitum question');
    expect(ask.candidates.length).toBeGreaterThan(0);
    for (const id of ask.candidates) expect(Math.abs(Number(id) - Number(d.id))).toBeLessThanOrEqual(5);
    expect(ask.candidates).not.toContain('110');
    expect(ask.candidates).not.toContain('111');
    expect(legalOf(s)).toContainEqual({ type: 'decline' });
    const id = ask.candidates[0]!;
    let st = applyAction(taw, s, 'rome', { type: 'choose', leader: id }).state;
    expect(st.leaders.find((l) => l.id === id)).toMatchObject({ office: 'magister', hex: 3714, inCity: true });
    while (st.ask !== null) st = applyAction(taw, st, 'rome', legalOf(st)[0]!).state;
    const m = st.leaders.find((l) => l.id === id)!;
    expect(st.cup.filter((x) => x === 'O:magister')).toHaveLength(m.init);
    // He moves like a Dictator: no province binds him (RRR 5.41 #2).
    expect(freeProvinces(st, m)).toBeNull();
  });
  it('RRR 5.32 (ruling PRA-4): he may instead join a Consular Army in Italy; not a Force with no legion, not Rome\'s garrison', () => {
    const s = withDictator();
    put(s, 'rome', 3812, false, [{ c: 'Roman', t: 'inf', sp: 11, legion: 'III', vet: false }, { c: 'Roman', t: 'cav', sp: 2, legion: 'III', vet: false }]);
    put(s, 'rome', 4010, false, [{ c: 'Roman', t: 'inf', sp: 4 }]);
    const ask = s.ask;
    if (ask?.kind !== 'magister') throw new Error('no Magister Equitum question');
    const id = ask.candidates[0]!;
    const places = legalOf(s).filter((a) => a.type === 'choose' && a.leader === id).map((a) => (a.type === 'choose' ? a.to ?? 'Rome' : null));
    // Rome, the army outside Rome's walls (3714) and the legion at 3812; not the legionless Force at 4010.
    expect(places).toEqual(['Rome', 3714, 3812]);
    const st = applyAction(taw, s, 'rome', { type: 'choose', leader: id, to: 3812, inCity: false }).state;
    expect(st.leaders.find((l) => l.id === id)).toMatchObject({ office: 'magister', hex: 3812, inCity: false });
  });
  it('a Dictator with a Magister Equitum stays in Rome: no march, no voyage, no leaving the city', () => {
    const s = withDictator();
    const ask = s.ask;
    if (ask?.kind !== 'magister') throw new Error('no Magister Equitum question');
    let st = applyAction(taw, s, 'rome', { type: 'choose', leader: ask.candidates[0]! }).state;
    while (st.ask !== null) st = applyAction(taw, st, 'rome', legalOf(st)[0]!).state;
    const d = st.leaders.find((l) => l.office === 'dictator')!;
    st.activation = null;
    activateFor(st, d.id);
    const types = legalOf(st).map((a) => a.type);
    expect(types).toContain('end');
    expect(types).not.toContain('march');
    expect(types).not.toContain('exit');
    // Without a Magister Equitum he marches as he likes.
    const t = withDictator();
    let u = applyAction(taw, t, 'rome', { type: 'decline' }).state;
    while (u.ask !== null) u = applyAction(taw, u, 'rome', legalOf(u)[0]!).state;
    u.activation = null;
    activateFor(u, u.leaders.find((l) => l.office === 'dictator')!.id);
    expect(legalOf(u).map((a) => a.type)).toContain('march');
  });
  it('his office ends with the Dictator’s at the next elections', () => {
    const s = withDictator();
    const ask = s.ask;
    if (ask?.kind !== 'magister') throw new Error('no Magister Equitum question');
    let st = applyAction(taw, s, 'rome', { type: 'choose', leader: ask.candidates[0]! }).state;
    while (st.ask !== null) st = applyAction(taw, st, 'rome', legalOf(st)[0]!).state;
    Object.assign(st, { turn: 3, year: 318, activation: null, ask: null, emergency: false });
    samniteElections(st, ctxWith(st).ctx);
    expect(st.leaders.find((l) => l.id === ask.candidates[0])!.office).toBeNull();
  });
});


describe('RRR 5.17 a praetor chosen mid-turn for new legions without a leader (ruling PRA-5)', () => {
  /** Turn 2 of Pyrrhus': both consuls out of Rome (201 with his legion at 3812, active, the Roman OC), nobody in Rome. */
  const raise = (): TawState => {
    const s = empty('pyrrhus');
    s.turn = 2;
    lead(s, '201', 3812, false, { office: 'consul' });
    lead(s, '202', 3813, false, { office: 'consul' });
    put(s, 'rome', 3812, false, legion('I'));
    put(s, 'rome', 3813, false, legion('II'));
    lead(s, 'pyrrhus', 5701, false, { oc: true });
    put(s, 'epirus', 5701, false, [{ c: 'Greek', t: 'inf', sp: 50 }]);
    s.cup = ['SIEGE'];
    activateFor(s, '201');
    return s;
  };
  it('the new legion in Rome has no magistrate: the Roman may appoint a praetor there at once (one LAM this turn), then the Continuation roll; not with a magistrate in Rome or one consul in play', () => {
    const r = applyAction(taw, raise(), 'rome', { type: 'recruit', mode: 'new' }, [5]);
    expect(r.events.find((e) => e.key === 'recruit.legions')?.params).toMatchObject({ n: 1 });
    expect(taw.pending(r.state)).toMatchObject({ seat: 'rome', kind: 'praetor' });
    expect(r.state.ask).toMatchObject({ hex: 3714, inCity: true });
    expect(legalOf(r.state)).toEqual([{ type: 'praetor' }, { type: 'decline' }]);
    const t = applyAction(taw, r.state, 'rome', { type: 'praetor' }, [0]);
    const p = t.state.leaders.find((l) => l.office === 'praetor')!;
    expect(p).toMatchObject({ status: 'map', hex: 3714, inCity: true });
    expect(t.state.cup).toContain('O:praetor');
    expect(keys(t.events)).toEqual(['election.office', 'continue.ok']);
    // Declined: no praetor, the Continuation roll all the same.
    const d = applyAction(taw, r.state, 'rome', { type: 'decline' }, [0]);
    expect(d.state.leaders.some((l) => l.office === 'praetor')).toBe(false);
    expect(keys(d.events)).toEqual(['continue.ok']);
    // Not when a magistrate is in Rome, nor beyond half the consuls (one consul in play: none).
    const inRome = raise();
    lead(inRome, '203', 3714, true, { office: 'proconsul' });
    expect(taw.pending(applyAction(taw, inRome, 'rome', { type: 'recruit', mode: 'new' }, [5, 0]).state)?.kind).not.toBe('praetor');
    const one = raise();
    Object.assign(one.leaders.find((l) => l.id === '202')!, { status: 'pool', hex: null, office: null });
    expect(taw.pending(applyAction(taw, one, 'rome', { type: 'recruit', mode: 'new' }, [5, 0]).state)?.kind).not.toBe('praetor');
  });
});

describe('RRR 5.21–5.22 and 5.17: a praetor’s legion attached to a Consular Army (ruling PRA-6)', () => {
  /** A consul and a praetor (his legion I) at 3812 with legions I, II and III; `active` marches. */
  const together = (active: string): TawState => {
    const s = empty('pyrrhus');
    s.turn = 2;
    lead(s, '201', 3812, false, { office: 'consul' });
    lead(s, '205', 3812, false, { office: 'praetor', legion: 'I' });
    put(s, 'rome', 3812, false, [...legion('I'), ...legion('II'), ...legion('III')]);
    lead(s, 'pyrrhus', 5701, false, { oc: true });
    put(s, 'epirus', 5701, false, [{ c: 'Greek', t: 'inf', sp: 50 }]);
    s.cup = ['SIEGE'];
    activateFor(s, active);
    return s;
  };
  const march = (s: TawState, take: string): TawState => {
    const a = legalOf(s).find((x) => x.type === 'march' && x.take === take)!;
    return applyAction(taw, s, 'rome', a).state;
  };
  const legionsMoving = (s: TawState): string[] => [...new Set(s.activation!.move!.groups.map((g) => g.legion))].sort() as string[];
  it('the consul with all takes the praetor and his legion along (2 + 1); going without him he leaves it; the praetor takes his own legion, never the consul', () => {
    const r = march(together('201'), 'all');
    expect(r.activation!.move!.leaders.sort()).toEqual(['201', '205']);
    expect(legionsMoving(r)).toEqual(['I', 'II', 'III']);
    const alone = march(together('201'), 'leave5');
    expect(alone.activation!.move!.leaders).toEqual(['201']);
    expect(legionsMoving(alone)).toEqual(['II', 'III']);
    const praetor = march(together('205'), 'all');
    expect(praetor.activation!.move!.leaders).toEqual(['205']);
    expect(legionsMoving(praetor)).toEqual(['I']);
  });
});
