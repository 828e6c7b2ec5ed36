import { describe, expect, it } from 'vitest';
import { applyAction } from '@polemarch/kernel';
import { taw } from '../src/index';
import type { TawState } from '../src/state';

/** The state's open question (a function, so a test's `s.ask = null` does not narrow it for good). */
const askOf = (s: TawState): TawState['ask'] => s.ask;
import { activateFor, ctxWith, empty, fresh, invent, keys, lead, put, sp, hannibalAttacksConsul, legion } from './helpers';
import { startTurn } from '../src/turn';
import { resolveBattle } from '../src/battle';
import { finishActivation } from '../src/activation';

/** Choices the rules give a player, asked of the seat (rulings E-3, RRR 8.31) and 8.56 recovery. */


/** Hannibal (with 4 elephants) attacks a consul in open ground at 4705; the Roman stands. */
const battle = (): TawState =>
  hannibalAttacksConsul([{ c: 'African', t: 'inf', sp: 20 }, { c: 'African', t: 'el', sp: 4 }], [...legion('I'), ...legion('II')]);

describe('8.36 elephant commitment is the owner’s choice (ruling E-3)', () => {
  it('the attacker is asked how many of his 4 elephant SP to commit, then the Roman is offered the Devotio', () => {
    const st = battle();
    expect(taw.pending(st)).toMatchObject({ seat: 'carthage', kind: 'elephants' });
    expect(taw.legal(st, 'carthage')).toEqual([4, 3, 2, 1, 0].map((n) => ({ type: 'commit', n })));
    const r = applyAction(taw, st, 'carthage', { type: 'commit', n: 0 });
    expect(taw.pending(r.state)).toMatchObject({ seat: 'rome', kind: 'devotio', reaction: true });
    expect(taw.legal(r.state, 'rome')).toEqual([{ type: 'decline' }, { type: 'devotio', leader: 'cons' }]);
  });
  it('with none committed no Elephant Table roll is made; with two, two rolls', () => {
    const st = applyAction(taw, battle(), 'carthage', { type: 'commit', n: 0 }).state;
    const none = applyAction(taw, st, 'rome', { type: 'decline' });
    expect(keys(none.events)).not.toContain('battle.elephant');
    const st2 = applyAction(taw, battle(), 'carthage', { type: 'commit', n: 2 }).state;
    const two = applyAction(taw, st2, 'rome', { type: 'decline' });
    expect(keys(two.events).filter((k) => k === 'battle.elephant')).toHaveLength(2);
  });
});

describe('RRR 8.31 Devotio', () => {
  it('the consul (CR 5) gives his life: −2 to the attacker’s DR, no loss roll for him, once per game', () => {
    const st = applyAction(taw, battle(), 'carthage', { type: 'commit', n: 0 }).state;
    const r = applyAction(taw, st, 'rome', { type: 'devotio', leader: 'cons' });
    const ev = r.events.find((e) => e.key === 'battle.devotio');
    expect(ev?.params).toMatchObject({ drm: -2 });
    expect(r.state.leaders.find((l) => l.id === 'cons')).toMatchObject({ status: 'killed', hex: null });
    expect(r.state.devotioUsed).toBe(true);
    const result = r.events.find((e) => e.key === 'battle.result');
    expect(result?.modifiers?.some((m) => m.label.key === 'drm.devotio' && m.value === -2)).toBe(true);
  });
});

describe('8.56 Recovery in a city', () => {
  it('a Disorganized Force whose leader passes his whole Campaign Phase inside Capua (Large, not besieged) becomes Dispersed', () => {
    const s = empty();
    invent(s, 'cons', 'rome', { cr: 5, office: 'consul' });
    lead(s, 'cons', 4412, true);
    put(s, 'rome', 4412, true, legion('I'));
    s.stacks[0]!.abs = 'disorganized';
    activateFor(s, 'cons');
    const { ctx, events } = ctxWith(s);
    finishActivation(s, ctx);
    expect(s.stacks[0]!.abs).toBe('dispersed');
    expect(keys(events)).toContain('recovery.city');
    expect(sp(s, 'rome', 4412, true)).toBe(22);
  });
  it('not after an operation, nor inside a Small city', () => {
    const s = empty();
    invent(s, 'cons', 'rome', { cr: 5, office: 'consul' });
    lead(s, 'cons', 4510, true);
    put(s, 'rome', 4510, true, legion('I'));
    s.stacks[0]!.abs = 'disorganized';
    activateFor(s, 'cons');
    finishActivation(s, ctxWith(s).ctx);
    expect(s.stacks[0]!.abs).toBe('disorganized');
  });
});

describe('6.58 Ambush (the non-Roman’s choice when intercepting)', () => {
  /** A consul (letter D) marching through open 4012 (Latium), Hannibal’s subordinate (B, CR 6) waiting in rough 4011 (Samnium). */
  function ambushPosition() {
    const s = empty();
    invent(s, 'cons', 'rome', { cr: 5, letter: 'D', office: 'consul' });
    invent(s, 'amb', 'carthage', { cr: 6, letter: 'B' });
    lead(s, 'cons', 4012);
    lead(s, 'amb', 4011);
    put(s, 'carthage', 4011, false, [{ c: 'African', t: 'inf', sp: 20 }, { c: 'Numidian', t: 'cav', sp: 4 }]);
    activateFor(s, 'cons');
    s.activation!.move = {
      leaders: ['cons'], groups: legion('I'), abs: 'none', hex: 4012, inCity: false, from: 4013, provinces: {}, mountain: 0, mountainRun: 0, mountainShift: false,
      marsh: 0, rivers: 0, overrun: false, steps: 1, intercepted: [], offered: 4012, lastRiver: false, pendingTo: null, startProvince: 'Latium',
    };
    s.ask = { kind: 'intercept', side: 'carthage', hex: 4012, leave: false, candidates: ['amb'] };
    s.cup = ['SIEGE'];
    return s;
  }
  it('is offered beside the plain interception from an adjacent Rough hex, not across a river', () => {
    expect(taw.legal(ambushPosition(), 'carthage')).toEqual([{ type: 'intercept', leader: 'amb' }, { type: 'ambush', leader: 'amb' }, { type: 'decline' }]);
  });
  it('DR 2 + 1 (distance) + 3 (ambush) + B−D (2 − 4) = 4 ≤ CR 6: the ambusher attacks with +5', () => {
    const r = applyAction(taw, ambushPosition(), 'carthage', { type: 'ambush', leader: 'amb' }, [2]);
    const ok = r.events.find((e) => e.key === 'intercept.ok');
    expect(ok?.rule).toBe('taw 6.58');
    expect(ok?.modifiers?.map((m) => m.value)).toEqual([1, 1]);
    const battle = r.events.find((e) => e.key === 'battle.result');
    expect(battle?.modifiers?.some((m) => m.label.key === 'drm.ambush' && m.value === 5)).toBe(true);
  });
  it('a Roman never ambushes (design note to 6.58)', () => {
    const s = ambushPosition();
    expect(taw.legal({ ...s, ask: { ...s.ask!, side: 'carthage' } }, 'carthage').some((a) => a.type === 'ambush')).toBe(true);
    s.leaders.find((l) => l.id === 'amb')!.side = 'rome';
    s.leaders.find((l) => l.id === 'amb')!.roman = true;
    s.stacks[0]!.side = 'rome';
    s.ask = { kind: 'intercept', side: 'rome', hex: 4012, leave: false, candidates: ['amb'] };
    expect(taw.legal(s, 'rome').some((a) => a.type === 'ambush')).toBe(false);
  });
});

describe('9.33 Foraging is the besieger’s choice (ruling E-10)', () => {
  it('laying siege offers foraging or not; without it the Siege Attrition roll has no −2 and no Devastation roll', () => {
    const s = empty();
    invent(s, 'hann', 'carthage', { cr: 6, letter: 'B' });
    lead(s, 'hann', 4510);
    put(s, 'carthage', 4510, false, [{ c: 'African', t: 'inf', sp: 30 }]);
    put(s, 'rome', 4510, true, [{ c: 'Roman', t: 'inf', sp: 2 }]);
    s.provinces['Samnium']!.mil = 'carthage';
    activateFor(s, 'hann');
    s.cup = ['SIEGE'];
    const acts = taw.legal(s, 'carthage');
    expect(acts).toContainEqual({ type: 'siege' });
    expect(acts).toContainEqual({ type: 'siege', forage: false });
    const r = applyAction(taw, s, 'carthage', { type: 'siege', forage: false });
    expect(r.state.cities['Beneventum']!.noForage).toBe(true);
    const att = r.events.find((e) => e.key === 'siege.attrition' && e.params?.['side'] === 'carthage');
    expect(att?.modifiers?.some((m) => m.label.key === 'drm.forage')).toBe(false);
    expect(keys(r.events)).not.toContain('devastation.forage');
    const f = applyAction(taw, s, 'carthage', { type: 'siege' });
    const withForage = f.events.find((e) => e.key === 'siege.attrition' && e.params?.['side'] === 'carthage');
    expect(withForage?.modifiers?.some((m) => m.label.key === 'drm.forage' && m.value === -2)).toBe(true);
  });
});

describe('RRR 5.15 a voluntary Emergency is the Roman’s choice (ruling E-17)', () => {
  function afterOneMajorDefeat() {
    const s = fresh('samnite-wars');
    s.activation = null;
    s.ask = null;
    s.stacks = s.stacks.filter((x) => !(x.side !== 'rome' && x.inCity));
    s.tally['samnite']!.majorThisTurn = 1;
    startTurn(s, ctxWith(s).ctx);
    return s;
  }
  it('one Roman Major defeat: the Roman is asked whether to appoint a Dictator; appointing brings one in Rome', () => {
    const s = afterOneMajorDefeat();
    expect(taw.pending(s)).toMatchObject({ seat: 'rome', kind: 'dictator' });
    expect(taw.legal(s, 'rome')).toEqual([{ type: 'appoint' }, { type: 'decline' }]);
    const r = applyAction(taw, s, 'rome', { type: 'appoint' });
    expect(r.state.leaders.filter((l) => l.office === 'dictator' && l.status === 'map')).toHaveLength(1);
    expect(keys(r.events)).toContain('dictator.appointed');
  });
  it('declining: the elections go on with no Dictator', () => {
    const r = applyAction(taw, afterOneMajorDefeat(), 'rome', { type: 'decline' });
    expect(r.state.leaders.some((l) => l.office === 'dictator')).toBe(false);
    expect(r.state.cup.length).toBeGreaterThan(0);
  });
  it('two Major defeats are a mandatory Emergency: no question', () => {
    const s = fresh('samnite-wars');
    s.activation = null;
    s.ask = null;
    s.stacks = s.stacks.filter((x) => !(x.side !== 'rome' && x.inCity));
    s.tally['samnite']!.majorThisTurn = 2;
    startTurn(s, ctxWith(s).ctx);
    expect(askOf(s)?.kind).not.toBe('dictator');
    expect(s.leaders.some((l) => l.office === 'dictator' && l.status === 'map')).toBe(true);
  });
});

describe('8.37 voluntary retreat after a battle nobody had to leave (ruling E-4)', () => {
  it('15% / 15%: the defender decides first (stays), then the attacker may leave; once one leaves the other stays', () => {
    const s = empty();
    invent(s, 'hann', 'carthage', { cr: 6, letter: 'C' });
    lead(s, 'hann', 4705);
    put(s, 'carthage', 4705, false, [{ c: 'African', t: 'inf', sp: 20 }]);
    put(s, 'rome', 4705, false, [{ c: 'Roman', t: 'inf', sp: 20 }]);
    activateFor(s, 'hann');
    s.cup = ['SIEGE'];
    // Tactical DR 0 (C: +2), BRT DR 2 + 2 = 4 → 15/15; the leader's loss check 0.
    const { ctx, events } = ctxWith(s, [0, 2, 0]);
    resolveBattle(s, ctx, { hex: 4705, attacker: 'carthage', attLeader: 'hann', failedAvoid: false, river: false, enteredFrom: 4704, then: () => 'finish' });
    expect(events.find((e) => e.key === 'battle.result')?.params).toMatchObject({ att: '15', def: '15' });
    expect(taw.pending(s)).toMatchObject({ seat: 'rome', kind: 'withdraw', reaction: true });
    expect(taw.legal(s, 'rome')[0]).toEqual({ type: 'stand' });
    const r = applyAction(taw, s, 'rome', { type: 'stand' });
    expect(taw.pending(r.state)).toMatchObject({ seat: 'carthage', kind: 'withdraw' });
    const to = (taw.legal(r.state, 'carthage').find((a) => a.type === 'retreat') as { to: number }).to;
    const r2 = applyAction(taw, r.state, 'carthage', { type: 'retreat', to });
    expect(sp(r2.state, 'carthage', to, false)).toBeGreaterThan(0);
    expect(sp(r2.state, 'rome', 4705, false)).toBe(17);
    expect(keys(r2.events)).toContain('battle.retreat');
  });
});
