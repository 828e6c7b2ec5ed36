import { describe, expect, it } from 'vitest';
import { applyAction } from '@polemarch/kernel';
import { resolveBattle } from '../src/battle';
import { sendAmbassador } from '../src/diplomacy';
import { hexNeighbours } from '../src/hex';
import { MAP, hexInfo } from '../src/map';
import { sail, sailActions } from '../src/naval';
import { crossStrait, roadstead, voyage } from '../src/sea';
import { taw } from '../src/index';
import { pyrrhusTurnStart } from '../src/scenarios/pyrrhus';
import type { Group, TawState } from '../src/state';
import { activateFor, ctxWith, empty, fresh, invent, keys, lead, put, sp, hannibalAttacksConsul, legion } from './helpers';

/**
 * Worked examples of `examples.md` restated through play with their own figures (forced dice), where
 * the rule they illustrate is also pinned by a test not named after them.
 */


describe('examples.md A: leaders', () => {
  it('EX-5.44: two consuls in one Force: X rolls 3, Y rolls 7, Y’s Battle letter is used', () => {
    const s = empty();
    invent(s, 'hann', 'carthage', { cr: 6, letter: 'B' });
    invent(s, 'x', 'rome', { cr: 5, letter: 'B', office: 'consul' });
    invent(s, 'y', 'rome', { cr: 4, letter: 'E', office: 'consul' });
    for (const id of ['hann', 'x', 'y']) lead(s, id, 4705);
    put(s, 'carthage', 4705, false, [{ c: 'African', t: 'inf', sp: 20 }]);
    put(s, 'rome', 4705, false, legion('I'));
    activateFor(s, 'hann');
    const { ctx, events } = ctxWith(s, [3, 7, 5, 5, 5]);
    resolveBattle(s, ctx, { hex: 4705, attacker: 'carthage', attLeader: 'hann', failedAvoid: false, river: false, enteredFrom: null, then: () => 'finish' });
    expect(events.find((e) => e.key === 'battle.two-consuls')?.params).toMatchObject({ leader: 'y' });
    // T7 with Y's E on the tactical die (5), not X's B.
    expect(events.find((e) => e.key === 'battle.tactical')?.chart?.cell).toBe('B5 / E5');
  });
});

describe('examples.md C: interception and ambush', () => {
  /** A consul marching from 4707 into open 4706 (Canusium's hex, outside the city); Pyrrhus waits one hex away in open 4705. */
  function pyrrhusWaits(): TawState {
    const s = empty('pyrrhus');
    lead(s, 'pyrrhus', 4705);
    put(s, 'epirus', 4705, false, [{ c: 'Epirote', t: 'inf', sp: 30 }]);
    lead(s, '201', 4707, false, { office: 'consul' });
    put(s, 'rome', 4707, false, legion('I'));
    activateFor(s, '201');
    s.cup = ['SIEGE'];
    return applyAction(taw, s, 'rome', { type: 'march', to: 4706, take: 'all' }).state;
  }
  it('EX-6.52 (the figure is missing, [GAP]): Pyrrhus (CR 6) "needs ≤ 6": one hex away, DR 5 + 1 = 6 intercepts, DR 6 + 1 = 7 fails', () => {
    // The figure's per-hex modifiers are lost; this restates its conclusion on a reconstructed position (open ground, no river).
    const st = pyrrhusWaits();
    expect(st.ask).toMatchObject({ kind: 'intercept', side: 'epirus', hex: 4706, candidates: ['pyrrhus'] });
    const ok = applyAction(taw, st, 'epirus', { type: 'intercept', leader: 'pyrrhus' }, [5]);
    const okEv = ok.events.find((e) => e.key === 'intercept.ok');
    expect(okEv?.modifiers?.map((m) => m.value)).toEqual([1]);
    expect(okEv?.rolls?.[0]?.value).toBe(5);
    expect(keys(ok.events)).toContain('battle.result');
    const fail = applyAction(taw, st, 'epirus', { type: 'intercept', leader: 'pyrrhus' }, [6]);
    expect(keys(fail.events)).toContain('intercept.fail');
    expect(fail.state.stacks.find((x) => x.side === 'epirus')!.failedInterception).toBe(true);
  });

  /** An E-rated consul in open 4012; an A-rated non-Roman (CR 5) in adjacent rough 4011, no river between. */
  function ambushAE(): TawState {
    const s = empty();
    invent(s, 'cons', 'rome', { cr: 5, letter: 'E', office: 'consul' });
    invent(s, 'amb', 'carthage', { cr: 5, letter: 'A' });
    lead(s, 'cons', 4013);
    lead(s, 'amb', 4011);
    put(s, 'rome', 4013, false, legion('I'));
    put(s, 'carthage', 4011, false, [{ c: 'African', t: 'inf', sp: 20 }]);
    activateFor(s, 'cons');
    s.cup = ['SIEGE'];
    return applyAction(taw, s, 'rome', { type: 'march', to: 4012, take: 'all' }).state;
  }
  it('EX-6.58: an A ambushing an E from an adjacent Rough hex: +1 (one hex) +3 (ambush) −4 (A − E) = 0; DR ≤ CR succeeds, and the ambusher attacks with +5', () => {
    const st = ambushAE();
    expect(hexInfo(4011).terrain).toBe('rough');
    expect(taw.legal(st, 'carthage')).toContainEqual({ type: 'ambush', leader: 'amb' });
    const ok = applyAction(taw, st, 'carthage', { type: 'ambush', leader: 'amb' }, [5]);
    const ev = ok.events.find((e) => e.key === 'intercept.ok');
    expect(ev?.rule).toBe('taw 6.58');
    expect(ev?.modifiers?.reduce((n, m) => n + m.value, 0)).toBe(0);
    expect(ev?.modifiers?.map((m) => m.value)).toEqual([1, 3 + 1 - 5]);
    const battle = ok.events.find((e) => e.key === 'battle.result');
    expect(battle?.modifiers?.find((m) => m.label.key === 'drm.ambush')?.value).toBe(5);
    const fail = applyAction(taw, st, 'carthage', { type: 'ambush', leader: 'amb' }, [6]);
    expect(keys(fail.events)).toContain('intercept.fail');
    expect(keys(fail.events)).not.toContain('battle.result');
  });
});

describe('examples.md E: combat', () => {
  it('EX-8.33: a 30/20 result: the attacker loses 30%, the defender 20%; 10 points more, the attacker must retreat and loses', () => {
    // 10 SP attack 20 (ratio 1-2 = −2), equal C leaders on equal tactical dice (0): BRT DR 0 − 2 = −2 → 30/20.
    const s = empty();
    invent(s, 'att', 'carthage', { cr: 5, letter: 'C' });
    invent(s, 'def', 'rome', { cr: 5, letter: 'C' });
    lead(s, 'att', 4705);
    lead(s, 'def', 4705);
    put(s, 'carthage', 4705, false, [{ c: 'African', t: 'inf', sp: 10 }]);
    put(s, 'rome', 4705, false, [{ c: 'Roman', t: 'inf', sp: 20 }]);
    activateFor(s, 'att');
    const { ctx, events } = ctxWith(s, [4, 4, 0, 9, 9, 9, 9, 9, 9]);
    const r = resolveBattle(s, ctx, { hex: 4705, attacker: 'carthage', attLeader: 'att', failedAvoid: false, river: false, enteredFrom: null, then: () => 'finish' });
    expect(events.find((e) => e.key === 'battle.result')?.params).toMatchObject({ att: '30', def: '20', dr: -2 });
    expect(r).toMatchObject({ winner: 'rome', loser: 'carthage' });
    // 30% of 10 = 3; 20% of 20 = 4 (T13); the loser must retreat (8.37): his owner is asked where.
    expect(sp(s, 'rome', 4705, false)).toBe(16);
    expect(sp(s, 'carthage', 4705, false)).toBe(7);
    expect(keys(events)).toContain('battle.victory');
    expect(s.ask).toMatchObject({ kind: 'retreat', side: 'carthage' });
  });

  /** Hannibal (10 elephant SP) attacks a consul in open 4705; the defender may have elephants too. */
  const elephantBattle = (defEl: number): TawState =>
    hannibalAttacksConsul(
      [{ c: 'African', t: 'inf', sp: 30 }, { c: 'African', t: 'el', sp: 10 }],
      [...legion('I'), ...(defEl > 0 ? [{ c: 'Roman', t: 'el' as const, sp: defEl }] : [])],
    );

  it('EX-8.36: with 10 elephant SP he may commit up to 10 and rolls one die per SP committed', () => {
    const st = elephantBattle(0);
    expect(taw.legal(st, 'carthage')).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0].map((n) => ({ type: 'commit', n })));
    const r = applyAction(taw, st, 'carthage', { type: 'commit', n: 10 });
    const done = applyAction(taw, r.state, 'rome', { type: 'decline' }, [0, 0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4]);
    expect(keys(done.events).filter((k) => k === 'battle.elephant')).toHaveLength(10);
  });
  it('EX-8.36: when both sides have elephants they roll alternately, the attacker first', () => {
    let st = applyAction(taw, elephantBattle(2), 'carthage', { type: 'commit', n: 3 }).state;
    expect(taw.pending(st)).toMatchObject({ seat: 'rome', kind: 'elephants' });
    st = applyAction(taw, st, 'rome', { type: 'commit', n: 2 }).state;
    const done = applyAction(taw, st, 'rome', { type: 'decline' }, [0, 0, 4, 4, 4, 4, 4]);
    expect(done.events.filter((e) => e.key === 'battle.elephant').map((e) => e.params?.['side'])).toEqual(['carthage', 'rome', 'carthage', 'rome', 'carthage']);
  });

  it('EX-RRR-8.31: a Roman leader with CR 5 attacking gives his life for +2 (−2 when defending: `choices.test.ts`)', () => {
    const s = empty();
    invent(s, 'hann', 'carthage', { cr: 6, letter: 'B' });
    invent(s, 'cons', 'rome', { cr: 5, letter: 'C', office: 'consul' });
    lead(s, 'hann', 4705);
    lead(s, 'cons', 4704);
    put(s, 'carthage', 4705, false, [{ c: 'African', t: 'inf', sp: 20 }]);
    put(s, 'rome', 4704, false, legion('I'));
    activateFor(s, 'cons');
    s.cup = ['SIEGE'];
    let st = applyAction(taw, s, 'rome', { type: 'march', to: 4705, take: 'all' }).state;
    st = applyAction(taw, st, 'rome', { type: 'attack' }).state;
    if (taw.pending(st)?.kind === 'avoid') st = applyAction(taw, st, 'carthage', { type: 'stand' }, [0]).state;
    expect(taw.pending(st)).toMatchObject({ seat: 'rome', kind: 'devotio' });
    const r = applyAction(taw, st, 'rome', { type: 'devotio', leader: 'cons' });
    expect(r.events.find((e) => e.key === 'battle.devotio')?.params).toMatchObject({ drm: 2 });
    expect(r.events.find((e) => e.key === 'battle.result')?.modifiers?.find((m) => m.label.key === 'drm.devotio')?.value).toBe(2);
    expect(r.state.leaders.find((l) => l.id === 'cons')).toMatchObject({ status: 'killed', hex: null });
  });
});

describe('examples.md D: naval (on the reconstructed map, ruling N-1)', () => {
  it('EX-7.22: 5508 and 5609 touch Thurii (5509); a voyage to Thurii lands in Thurii’s hex, the port (reconstructed roadstead)', () => {
    // On the reconstructed map 5508 and 5609 are land (the two-hex band of M-1), so no voyage ends there; a
    // voyage reaches Thurii through its roadstead and lands in 5509 itself, which is what the example allows.
    expect(hexNeighbours(5509)).toEqual(expect.arrayContaining([5508, 5609]));
    expect([5508, 5609].map((h) => hexInfo(h).city)).toEqual([null, null]);
    const s = fresh('pyrrhus');
    Object.assign(s.cities['Thurii']!, { size: 'S', sacked: false });
    activateFor(s, 'milon');
    expect(sailActions(s)).toContainEqual({ type: 'sail', to: 5509, take: 'all' });
    const v = voyage(MAP.cities.get('Tarentum')!.hex, 5509)!;
    expect(roadstead(5509)).toContain(v.path[v.path.length - 1]);
    const { ctx } = ctxWith(s, [9, 0]);
    sail(s, ctx, 'all', 5509);
    expect(sp(s, 'epirus', 5509, false)).toBe(6);
  });
  it('EX-7.33: a contested strait at NS +2 with loss DR 5 costs (5 − 2) × 2 = 6 SP, a third (2) cavalry; at NS −1 row A: 30 SP → 10', () => {
    const s = fresh('pyrrhus');
    s.naval!.ns['epirus']!['FretumSiculi'] = 2;
    const a: Group[] = [{ c: 'Epirote', t: 'inf', sp: 20 }, { c: 'Epirote', t: 'cav', sp: 6 }];
    expect(crossStrait(s, ctxWith(s, [0, 5]).ctx, 'epirus', a, 'FretumSiculi')).toBe(6);
    expect(a).toEqual([{ c: 'Epirote', t: 'inf', sp: 16 }, { c: 'Epirote', t: 'cav', sp: 4 }]);
    s.naval!.ns['rome']!['FretumSiculi'] = -1;
    const b: Group[] = [{ c: 'Roman', t: 'inf', sp: 30 }];
    // 7.32: at NS −1 a raw 4 is contested (modified 3).
    expect(crossStrait(s, ctxWith(s, [4]).ctx, 'rome', b, 'FretumSiculi')).toBe(10);
    expect(b[0]!.sp).toBe(20);
  });
});

describe('examples.md G–H: neutrals and ambassadors', () => {
  it('EX-12.12: Syracuse’s 18 infantry and 2 cavalry SP only defend their city until Eastern Sicily is a player’s; then they are his', () => {
    const s = fresh('pyrrhus');
    const syr = MAP.cities.get('Syracusae')!.hex;
    expect([sp(s, 'syracuse', syr, true, 'inf'), sp(s, 'syracuse', syr, true, 'cav')]).toEqual([18, 2]);
    // No seat, no leader, no LAM: never activated, so they never leave the city.
    expect(taw.seats(s)).not.toContain('syracuse');
    expect(s.leaders.some((l) => l.side === 'syracuse')).toBe(false);
    expect(s.cup.some((x) => x.includes('syracuse'))).toBe(false);
    s.provinces['SiciliaOrientale']!.dip = 'epirus';
    const { ctx, events } = ctxWith(s);
    // The start-of-turn check (S3.4, 12.12) hands them over.
    pyrrhusTurnStart(s, ctx);
    expect(keys(events)).toContain('pyrrhus.allied');
    expect(sp(s, 'epirus', syr, true)).toBe(20);
    expect(sp(s, 'syracuse', syr, true)).toBe(0);
  });
  it('EX-RRR-12.33: a Roman ambassador is drawn from the Magistrate Pool; the Samnite sends a leader of his (AMB-5); Pyrrhus sends Cineas (P-8)', () => {
    const s = fresh('samnite-wars');
    s.ask = null;
    activateFor(s, '110');
    const pool = s.leaders.filter((l) => l.roman && l.status === 'pool').map((l) => l.name);
    const a = ctxWith(s, [2, 9]);
    sendAmbassador(s, a.ctx, 'Apulia');
    const ev = a.events.find((e) => e.key === 'ambassador')!;
    expect(pool).toContain(ev.params?.['ambassador']);
    expect(ev.params?.['ambassador']).not.toBe(s.leaders.find((l) => l.id === '110')!.name);
    const samnite = s.leaders.find((l) => l.side === 'samnite' && l.status === 'map')!;
    activateFor(s, samnite.id);
    const b = ctxWith(s, [2, 9]);
    sendAmbassador(s, b.ctx, 'Apulia', samnite.id);
    expect(b.events.find((e) => e.key === 'ambassador')!.params?.['ambassador']).toBe(samnite.name);
    const p = fresh('pyrrhus');
    p.ask = null;
    activateFor(p, 'pyrrhus');
    const c = ctxWith(p, [2, 9]);
    sendAmbassador(p, c.ctx, 'Apulia');
    expect(c.events.find((e) => e.key === 'ambassador')!.params?.['ambassador']).toBe('Cineas');
  });
});
