import { describe, expect, it } from 'vitest';
import { applyAction } from '@polemarch/kernel';
import { taw } from '../src/index';
import { freeProvinces } from '../src/politics';
import { provinceOf } from '../src/map';
import { samniteElections } from '../src/scenarios/samnite';
import { buildCup, drawLam, startTurn } from '../src/turn';
import { resolveBattle } from '../src/battle';
import { emergencyLevel } from '../src/dictator';
import type { TawAction, TawState } from '../src/state';
import { activateFor, ctxWith, empty, fresh, keys, lead, legion, put } from './helpers';

/** RRR 5.15 the Dictator chosen during the turn (ruling DIC-1, DIC-2); RRR 5.14 proconsuls from the pool (PRO-1…PRO-3). */

const legalOf = (s: TawState): TawAction[] => taw.legal(s, taw.pending(s)!.seat);
const inOffice = (s: TawState, office: string) => s.leaders.filter((l) => l.roman && l.status === 'map' && l.office === office);

/** Pyrrhus' turn 2: consul 201 active at 3812 with his legion, 202 at 3813; one SIEGE marker left in the cup. */
function campaign(scenario = 'pyrrhus'): TawState {
  const s = empty(scenario);
  s.turn = 2;
  const [a, b] = scenario === 'hannibal' ? ['404', '405'] : ['201', '202'];
  lead(s, a!, 3812, false, { office: 'consul' });
  lead(s, b!, 3813, false, { office: 'consul' });
  put(s, 'rome', 3812, false, legion('I'));
  put(s, 'rome', 3813, false, legion('II'));
  s.cup = ['O:consul', 'SIEGE'];
  activateFor(s, a!);
  return s;
}

describe('RRR 5.15 a Dictator chosen during the turn (ruling DIC-1)', () => {
  it('an enemy enters a city within 3 hexes of Rome: when the Campaign Phase ends a Dictator is drawn into Rome at once, with one LAM this turn, and may name a Magister Equitum', () => {
    const s = campaign();
    put(s, s.rules.nonRoman, 3713, true, [{ c: 'Greek', t: 'inf', sp: 5 }]);
    const r = applyAction(taw, s, 'rome', { type: 'end' });
    const d = inOffice(r.state, 'dictator');
    expect(d).toHaveLength(1);
    expect(d[0]).toMatchObject({ hex: 3714, inCity: true });
    expect(r.state.cup.filter((x) => x === 'O:dictator')).toHaveLength(1);
    expect(keys(r.events)).toContain('election.office');
    // RRR 5.16 (PRA-4): asked at once, before any draw.
    expect(taw.pending(r.state)).toMatchObject({ seat: 'rome', kind: 'magister' });
    expect(r.state.cup).toContain('SIEGE');
    const m = applyAction(taw, r.state, 'rome', legalOf(r.state)[0]!);
    expect(inOffice(m.state, 'magister')).toHaveLength(1);
  });
  it('5.14: the mid-turn Dictator and his Magister Equitum (Initiative 2 here) put all their LAMs in the cup when fewer than two Roman LAMs were drawn, one each after two', () => {
    const lams = (romeDrawn: number): [number, number] => {
      const s = campaign();
      for (const l of s.leaders) if (l.roman && l.status === 'pool') l.init = 2;
      s.lamsDrawn = { rome: romeDrawn, epirus: 3 };
      put(s, s.rules.nonRoman, 3713, true, [{ c: 'Greek', t: 'inf', sp: 5 }]);
      const r = applyAction(taw, s, 'rome', { type: 'end' });
      const m = applyAction(taw, r.state, 'rome', legalOf(r.state).find((a) => a.type === 'choose')!);
      // The draws go on after his appointment: his LAMs are those left in the cup and those drawn since.
      const drawn = m.events.filter((e) => e.key === 'lam.drawn' && JSON.stringify(e.params).includes('office.magister')).length;
      return [r.state.cup.filter((x) => x === 'O:dictator').length, m.state.cup.filter((x) => x === 'O:magister').length + drawn];
    };
    // The Epirote LAMs drawn do not count for Rome.
    expect(lams(1)).toEqual([2, 2]);
    expect(lams(2)).toEqual([1, 1]);
  });
  it('with a Dictator already in office nothing happens; the elections after a Dictator chosen in the year count only the standing Emergencies', () => {
    const s = campaign();
    lead(s, '205', 3714, true, { office: 'dictator' });
    s.tally[s.rules.nonRoman]!.majorThisTurn = 2;
    const r = applyAction(taw, s, 'rome', { type: 'end' });
    expect(inOffice(r.state, 'dictator').map((l) => l.id)).toEqual(['205']);
    expect(r.state.cup).not.toContain('O:dictator');
    // Next turn: the two Major defeats were answered by him; no new Dictator at the elections.
    const t = fresh('samnite-wars');
    Object.assign(t, { activation: null, ask: null, turn: 2, year: 319 });
    lead(t, '104', 3714, true, { office: 'dictator' });
    t.tally['samnite']!.majorThisTurn = 2;
    startTurn(t, ctxWith(t).ctx);
    expect(t.emergency).toBe(false);
  });
  it('a single Roman Major defeat: the Roman is asked (`dictator`, validated by the table); appointing brings him in at once; declining is final for the year', () => {
    const s = campaign();
    s.tally[s.rules.nonRoman]!.majorThisTurn = 1;
    const r = applyAction(taw, s, 'rome', { type: 'end' });
    expect(taw.pending(r.state)).toMatchObject({ seat: 'rome', kind: 'dictator' });
    expect(legalOf(r.state)).toEqual([{ type: 'appoint' }, { type: 'decline' }]);
    expect(() => applyAction(taw, r.state, 'rome', { type: 'praetor' })).toThrow();
    const a = applyAction(taw, r.state, 'rome', { type: 'appoint' });
    expect(inOffice(a.state, 'dictator')[0]).toMatchObject({ hex: 3714, inCity: true });
    expect(a.state.cup).toContain('O:dictator');
    const d = applyAction(taw, r.state, 'rome', { type: 'decline' });
    expect(inOffice(d.state, 'dictator')).toHaveLength(0);
    expect(keys(d.events)).toContain('dictator.declined');
    expect(d.state.dictatorAsked).toBe(2);
    // Not asked again at the next elections (turn 3) for the same defeat.
    const t = fresh('samnite-wars');
    Object.assign(t, { activation: null, ask: null, turn: 3, year: 318, dictatorAsked: 2 });
    t.stacks = t.stacks.filter((x) => !(x.side !== 'rome' && x.inCity));
    t.tally['samnite']!.majorThisTurn = 1;
    startTurn(t, ctxWith(t).ctx);
    expect(t.ask?.kind).not.toBe('dictator');
    // Asked at the start of a turn, the Roman is not asked again during it.
    const u = campaign();
    u.tally[u.rules.nonRoman]!.majorThisTurn = 1;
    u.dictatorAsked = 2;
    expect(applyAction(taw, u, 'rome', { type: 'end' }).state.ask?.kind).not.toBe('dictator');
  });
  it('S1.6 (ruling RRR-21): a non-Samnite tribal army of 20 SP is a voluntary Emergency in the Samnite Wars: the Roman is asked during the turn', () => {
    const s = fresh('samnite-wars');
    s.stacks = s.stacks.filter((x) => !(x.side !== 'rome' && x.inCity && x.hex !== 4109 && x.hex !== 4510));
    Object.assign(s, { ask: null, cup: ['O:consul', 'SIEGE'] });
    activateFor(s, '110');
    put(s, 'samnite', 2613, false, [{ c: 'Etruria', t: 'inf', sp: 20 }]);
    const r = applyAction(taw, s, 'rome', { type: 'end' });
    expect(r.state.ask).toMatchObject({ kind: 'dictator', side: 'rome', now: true });
    expect(inOffice(r.state, 'dictator')).toHaveLength(0);
  });
  it('"Folgore" (ruling DIC-2): in 217 the Dictator is Fabius, at once, with Minucius as proconsul in Rome; in 218 none during the turn', () => {
    const s = campaign('hannibal');
    s.year = 217;
    put(s, 'carthage', 3713, true, [{ c: 'African', t: 'inf', sp: 5 }]);
    const r = applyAction(taw, s, 'rome', { type: 'end' });
    expect(inOffice(r.state, 'dictator').map((l) => l.id)).toEqual(['406']);
    expect(inOffice(r.state, 'proconsul').map((l) => l.id)).toEqual(['407']);
    // Their LAMs went in the cup (the next draw may already have taken one).
    expect([...r.state.cup, r.state.activation?.lam]).toEqual(expect.arrayContaining(['O:dictator', 'O:proconsul']));
    expect(taw.pending(r.state)?.kind).not.toBe('magister');
    const e = campaign('hannibal');
    e.year = 218;
    put(e, 'carthage', 3713, true, [{ c: 'African', t: 'inf', sp: 5 }]);
    expect(inOffice(applyAction(taw, e, 'rome', { type: 'end' }).state, 'dictator')).toHaveLength(0);
  });
});

/** A Senate whose records show `ids` triumphed in turn 1 (8.53). */
const triumphed = (s: TawState, ...ids: string[]): void => {
  s.senate = { laurels: [], provinces: {}, censure: null, ...s.senate, triumphs: Object.fromEntries(ids.map((id) => [id, 1])) };
};

describe('S1.6 a consul’s army defeated at any level (ruling RRR-21)', () => {
  /** Samnite Wars turn 2, empty board: leader 104 (`office`) with one legion at 4010 attacks 40 Samnite SP; forced dice. */
  function defeat(office: 'consul' | 'proconsul'): TawState {
    const s = empty('samnite-wars');
    s.turn = 2;
    lead(s, '104', 4010, false, { office });
    // Under 20 SP: no Major defeat (8.5). Tactical 1, BRT 1: a Samnite Victory; the leader's loss roll 1.
    put(s, 'rome', 4010, false, legion('I').slice(0, 2));
    put(s, 'samnite', 4010, false, [{ c: 'Samnite', t: 'inf', sp: 40 }]);
    const r = resolveBattle(s, ctxWith(s, [1, 1, 1]).ctx, { hex: 4010, attacker: 'rome', attLeader: '104', failedAvoid: false, river: false, enteredFrom: null, then: () => 'finish', noGuile: true });
    expect(r).toMatchObject({ loser: 'rome', major: false });
    s.ask = null;
    return s;
  }
  it('a consul beaten (not a Major defeat) is a voluntary Emergency this turn; a proconsul beaten is not', () => {
    const s = defeat('consul');
    expect(s.tally['samnite']?.majorThisTurn ?? 0).toBe(0);
    expect(s.consulDefeated).toBe(true);
    expect(emergencyLevel(s)).toBe('voluntary');
    // DIC-1: a year-bound condition, like the Major defeats.
    expect(emergencyLevel(s, false)).toBe('none');
    const p = defeat('proconsul');
    expect(p.consulDefeated).toBeUndefined();
    expect(emergencyLevel(p)).toBe('none');
  });
  it('asked during the turn (DIC-1); at the next turn’s start asked only if nobody was, and the record is cleared', () => {
    const s = defeat('consul');
    lead(s, '105', 3812, false, { office: 'consul' });
    put(s, 'rome', 3812, false, legion('II'));
    s.cup = ['O:consul', 'SIEGE'];
    activateFor(s, '105');
    const r = applyAction(taw, s, 'rome', { type: 'end' });
    expect(r.state.ask).toMatchObject({ kind: 'dictator', side: 'rome', now: true });
    for (const asked of [undefined, 2]) {
      const t = fresh('samnite-wars');
      Object.assign(t, { activation: null, ask: null, turn: 3, year: 318, consulDefeated: true, ...(asked === undefined ? {} : { dictatorAsked: asked }) });
      t.stacks = t.stacks.filter((x) => !(x.side !== 'rome' && x.inCity));
      startTurn(t, ctxWith(t).ctx);
      expect(t.ask?.kind === 'dictator').toBe(asked === undefined);
      expect(t.consulDefeated).toBeUndefined();
    }
  });
});

describe('RRR 5.1, 5.15 the Dictator may be a magistrate who triumphed (ruling DIC-3)', () => {
  it('during the turn: `appoint` may name a pool magistrate who triumphed; anything else is refused, nothing changes', () => {
    const s = campaign();
    s.tally[s.rules.nonRoman]!.majorThisTurn = 1;
    triumphed(s, '205');
    const r = applyAction(taw, s, 'rome', { type: 'end' });
    expect(legalOf(r.state)).toEqual([{ type: 'appoint' }, { type: 'appoint', leader: '205' }, { type: 'decline' }]);
    const a = applyAction(taw, r.state, 'rome', { type: 'appoint', leader: '205' });
    expect(inOffice(a.state, 'dictator').map((l) => l.id)).toEqual(['205']);
    // A magistrate who never triumphed, a leader in play, an unknown id: refused.
    for (const leader of ['206', '201', 'nobody']) expect(() => applyAction(taw, r.state, 'rome', { type: 'appoint', leader })).toThrow();
    expect(r.state.ask).toMatchObject({ kind: 'dictator', candidates: ['205'] });
    expect(inOffice(r.state, 'dictator')).toHaveLength(0);
  });
  it('a mandatory Emergency with a magistrate who triumphed in the pool asks only whom (no declining)', () => {
    const s = campaign();
    put(s, s.rules.nonRoman, 3713, true, [{ c: 'Greek', t: 'inf', sp: 5 }]);
    triumphed(s, '205');
    const r = applyAction(taw, s, 'rome', { type: 'end' });
    expect(inOffice(r.state, 'dictator')).toHaveLength(0);
    expect(legalOf(r.state)).toEqual([{ type: 'appoint' }, { type: 'appoint', leader: '205' }]);
    expect(() => applyAction(taw, r.state, 'rome', { type: 'decline' })).toThrow();
    const a = applyAction(taw, r.state, 'rome', { type: 'appoint', leader: '205' });
    expect(inOffice(a.state, 'dictator')[0]).toMatchObject({ id: '205', hex: 3714, inCity: true });
    expect(a.state.cup).toContain('O:dictator');
  });
  it('at the elections: the magistrate named is the Dictator (the draw otherwise); "Folgore" offers none', () => {
    const s = fresh('samnite-wars');
    Object.assign(s, { activation: null, ask: null, turn: 2, year: 319 });
    s.stacks = s.stacks.filter((x) => !(x.side !== 'rome' && x.inCity));
    s.tally['samnite']!.majorThisTurn = 1;
    const pool = s.leaders.filter((l) => l.roman && l.status === 'pool').map((l) => l.id);
    const named = pool[pool.length - 1]!;
    triumphed(s, named);
    startTurn(s, ctxWith(s).ctx);
    expect(s.ask).toMatchObject({ kind: 'dictator', candidates: [named] });
    const r = applyAction(taw, s, 'rome', { type: 'appoint', leader: named });
    expect(inOffice(r.state, 'dictator').map((l) => l.id)).toEqual([named]);
    expect(r.state.dictatorNamed).toBeUndefined();
    const h = campaign('hannibal');
    h.year = 217;
    h.tally['carthage']!.majorThisTurn = 1;
    triumphed(h, '410');
    expect(legalOf(applyAction(taw, h, 'rome', { type: 'end' }).state)).toEqual([{ type: 'appoint' }, { type: 'decline' }]);
  });
});

describe('RRR 5.14 proconsuls chosen from the pool (rulings PRO-1…PRO-3)', () => {
  /** Samnite Wars turn 2: both old consuls in Rome; two single legions at 3812 (Sabinus) with no leader. */
  const elections = (): TawState => {
    const s = fresh('samnite-wars');
    Object.assign(s, { turn: 2, year: 319, activation: null, ask: null });
    for (const id of ['110', '111']) Object.assign(s.leaders.find((l) => l.id === id)!, { hex: 3714, inCity: true });
    put(s, 'rome', 3812, false, [{ c: 'Roman', t: 'inf', sp: 11, legion: 'III', vet: false }, { c: 'Roman', t: 'inf', sp: 11, legion: 'IV', vet: false }]);
    samniteElections(s, ctxWith(s).ctx);
    return applyAction(taw, s, 'rome', { type: 'place', to: 3714, inCity: false }).state;
  };
  it('at the elections (5.31: 5.), a Consular Army without a commander: the Roman may appoint a proconsul, placed with it and bound to its province; before the praetors', () => {
    const s = elections();
    expect(s.ask).toMatchObject({ kind: 'proconsul', side: 'rome', hex: 3812, inCity: false, provinces: ['Sabinus'] });
    expect(legalOf(s)).toEqual([{ type: 'proconsul', province: 'Sabinus' }, { type: 'decline' }]);
    expect(() => applyAction(taw, s, 'rome', { type: 'proconsul', province: 'Latium' })).toThrow();
    const r = applyAction(taw, s, 'rome', { type: 'proconsul', province: 'Sabinus' });
    const p = inOffice(r.state, 'proconsul');
    expect(p).toHaveLength(1);
    expect(p[0]).toMatchObject({ hex: 3812, inCity: false });
    expect(freeProvinces(r.state, p[0]!)).toEqual(['Sabinus']);
    // His legions are commanded: no praetor for them.
    expect(r.state.ask?.kind === 'praetor' && r.state.ask.hex === 3812).toBe(false);
    // Declined: the praetors' turn comes for the same legions (PRA-1).
    const d = applyAction(taw, s, 'rome', { type: 'decline' });
    expect(d.state.ask).toMatchObject({ kind: 'praetor', hex: 3812 });
  });
  it('mid-turn (ruling PRO-2): two new legions raised in Rome with no magistrate there: a proconsul first (any province with legions and room), then the Continuation roll; declined, the praetor (PRA-5)', () => {
    const s = campaign();
    const r = applyAction(taw, s, 'rome', { type: 'recruit', mode: 'new' }, [9]);
    let st = r.state;
    expect(r.events.find((e) => e.key === 'recruit.legions')?.params).toMatchObject({ n: 2 });
    if (taw.pending(st)?.kind === 'engine') st = applyAction(taw, st, 'rome', { type: 'decline' }).state;
    // Sabinus has consul 201 standing in it; Latium (two places) has 202.
    expect(st.ask).toMatchObject({ kind: 'proconsul', hex: 3714, inCity: true, provinces: ['Latium'] });
    const a = applyAction(taw, st, 'rome', { type: 'proconsul', province: 'Latium' }, [0]);
    const p = inOffice(a.state, 'proconsul')[0]!;
    expect(p).toMatchObject({ hex: 3714, inCity: true });
    expect(freeProvinces(a.state, p)).toEqual(['Latium']);
    expect(a.state.cup).toContain('O:proconsul');
    expect(keys(a.events)).toEqual(['election.office', 'continue.ok']);
    const d = applyAction(taw, st, 'rome', { type: 'decline' });
    expect(d.state.ask).toMatchObject({ kind: 'praetor', hex: 3714 });
  });
  it('5.14 (PRO-2): the mid-turn proconsul (Initiative 2 here) puts both his LAMs in the cup with one Roman LAM drawn, one after two', () => {
    const lams = (romeDrawn: number): number => {
      const s = campaign();
      for (const l of s.leaders) if (l.roman && l.status === 'pool') l.init = 2;
      s.lamsDrawn = { rome: romeDrawn };
      let st = applyAction(taw, s, 'rome', { type: 'recruit', mode: 'new' }, [9]).state;
      if (taw.pending(st)?.kind === 'engine') st = applyAction(taw, st, 'rome', { type: 'decline' }).state;
      return applyAction(taw, st, 'rome', { type: 'proconsul', province: 'Latium' }, [0]).state.cup.filter((x) => x === 'O:proconsul').length;
    };
    expect(lams(1)).toBe(2);
    expect(lams(2)).toBe(1);
  });
  it('EX-RRR-5.14: Legion VI in Etruria under a praetor; a proconsul of Etruria drawn with the new legions in Rome goes there freely, commands the three, and next year both are prorogued', () => {
    const s = campaign();
    const etruria = 3012;
    const prov = provinceOf(etruria);
    lead(s, '203', etruria, false, { office: 'praetor', legion: 'VI' });
    put(s, 'rome', etruria, false, legion('VI'));
    s.legionSerial = 11;
    s.senate = { ...(s.senate ?? { triumphs: {}, laurels: [], censure: null, provinces: {} }), provinces: { '203': { province: prov, prorogued: false } } } as TawState['senate'];
    let st = applyAction(taw, s, 'rome', { type: 'recruit', mode: 'new' }, [9]).state;
    if (taw.pending(st)?.kind === 'engine') st = applyAction(taw, st, 'rome', { type: 'decline' }).state;
    expect(st.ask).toMatchObject({ kind: 'proconsul', provinces: ['Latium', prov] });
    st = applyAction(taw, st, 'rome', { type: 'proconsul', province: prov }, [0]).state;
    const p = inOffice(st, 'proconsul')[0]!;
    expect(freeProvinces(st, p)).toEqual([prov]);
    // He arrives in Etruria with XII and XIV: three legions there, VI still the praetor's (his subordinate, 5.14 A).
    const rome = st.stacks.find((x) => x.side === 'rome' && x.hex === 3714 && x.inCity)!;
    st.stacks = st.stacks.filter((x) => x !== rome);
    st.stacks.find((x) => x.side === 'rome' && x.hex === etruria)!.groups.push(...rome.groups);
    Object.assign(p, { hex: etruria, inCity: false });
    expect(new Set(st.stacks.find((x) => x.hex === etruria)!.groups.map((g) => g.legion)).size).toBe(3);
    expect(st.leaders.find((l) => l.id === '203')).toMatchObject({ office: 'praetor', legion: 'VI' });
    // Next year, situation unchanged: the proconsul, then the praetor, are prorogued (RRR 5.35).
    Object.assign(st, { turn: 3, year: 279, activation: null, ask: null });
    for (const id of ['201', '202']) Object.assign(st.leaders.find((l) => l.id === id)!, { hex: 3714, inCity: true });
    samniteElections(st, ctxWith(st).ctx);
    expect(st.ask).toMatchObject({ kind: 'prorogue', leader: p.id });
    let t = applyAction(taw, st, 'rome', { type: 'prorogue' }, [0]).state;
    for (let i = 0; i < 6 && !(t.ask?.kind === 'prorogue' && t.ask.leader === '203'); i++) t = applyAction(taw, t, 'rome', legalOf(t)[0]!).state;
    expect(t.ask).toMatchObject({ kind: 'prorogue', leader: '203' });
    t = applyAction(taw, t, 'rome', { type: 'prorogue' }, [0]).state;
    expect(t.leaders.find((l) => l.id === p.id)).toMatchObject({ office: 'proconsul', hex: etruria });
    expect(t.leaders.find((l) => l.id === '203')).toMatchObject({ office: 'praetor', hex: etruria });
  });
  it('"Folgore" (ruling PRO-3): the proconsul is Pera (410), a spare consul', () => {
    const s = campaign('hannibal');
    let st = applyAction(taw, s, 'rome', { type: 'recruit', mode: 'new' }, [9]).state;
    if (taw.pending(st)?.kind === 'engine') st = applyAction(taw, st, 'rome', { type: 'decline' }).state;
    expect(st.ask?.kind).toBe('proconsul');
    const a = applyAction(taw, st, 'rome', legalOf(st)[0]!, [0]);
    expect(inOffice(a.state, 'proconsul').map((l) => l.id)).toEqual(['410']);
  });
});

describe('5.14 the LAMs drawn this turn, by side (`lamsDrawn`)', () => {
  it('an office LAM counts for Rome, a leader’s for his side, Siege Attrition and Augury for nobody; C/1 starts again from none', () => {
    const s = fresh('samnite-wars');
    Object.assign(s, { ask: null, activation: null, lamsDrawn: {} });
    for (const m of ['O:consul', 'SIEGE', 'L:pontius']) {
      s.cup = [m];
      s.ask = null;
      s.activation = null;
      drawLam(s, ctxWith(s, [0, 0, 0]).ctx);
    }
    expect(s.lamsDrawn).toEqual({ rome: 1, samnite: 1 });
    buildCup(s, true);
    expect(s.lamsDrawn).toEqual({});
  });
});
