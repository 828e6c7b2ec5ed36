import { describe, expect, it } from 'vitest';
import { Random, applyAction, createRngState } from '@polemarch/kernel';
import { taw } from '../src/index';
import { resolveBattle } from '../src/battle';
import { cloneState, type TawState } from '../src/state';
import { hiddenGuile } from '../src/view';
import { activateFor, ctxWith, empty, invent, keys, lead, legion, put } from './helpers';

const leaderOf = (s: TawState, id: string) => s.leaders.find((l) => l.id === id)!;

/** Hannibal (CR 9, OC, `hannGp` GP) marches into a consul's (CR 5, `consGp` GP) open hex 4705 and attacks. */
function attack(hannGp: number, consGp: number): TawState {
  const s = empty();
  invent(s, 'hann', 'carthage', { cr: 9, letter: 'A', oc: true, gp: hannGp });
  invent(s, 'cons', 'rome', { cr: 5, letter: 'D', office: 'consul', gp: consGp });
  lead(s, 'hann', 4704);
  lead(s, 'cons', 4705);
  put(s, 'carthage', 4704, false, [{ c: 'African', t: 'inf', sp: 30 }]);
  put(s, 'rome', 4705, false, legion('I'));
  activateFor(s, 'hann');
  s.cup = ['SIEGE'];
  let st = applyAction(taw, s, 'carthage', { type: 'march', to: 4705, take: 'all' }).state;
  st = applyAction(taw, st, 'carthage', { type: 'attack' }).state;
  expect(taw.pending(st)).toMatchObject({ seat: 'rome', kind: 'avoid' });
  return st;
}

/** An open Avoidance destination of the consul (not a city: only the Roman honour DRM, +4). */
const open = (s: TawState) => taw.legal(s, 'rome').find((a) => a.type === 'avoid' && !a.inCity)!;

describe('5.5 Guile Points on Avoidance (8.23, 5.54)', () => {
  it('the defending leader spends 1 GP (−1), the attacker none: a 2 + 4 − 1 = 5 ≤ CR 5 avoids; the points are spent at the roll', () => {
    let s = attack(2, 1);
    s = applyAction(taw, s, 'rome', open(s)).state;
    expect(taw.pending(s)).toMatchObject({ seat: 'rome', kind: 'guile' });
    expect(taw.legal(s, 'rome')).toEqual([{ type: 'guile', gp: 0 }, { type: 'guile', gp: 1 }]);
    s = applyAction(taw, s, 'rome', { type: 'guile', gp: 1 }).state;
    // 5.54: the attacker answers without seeing the defender's points, nor a Guile Point marker moved.
    expect(taw.pending(s)).toMatchObject({ seat: 'carthage', kind: 'guile' });
    expect(taw.legal(s, 'carthage')).toHaveLength(3);
    const seen = taw.view(s, 'carthage');
    expect(seen.secretGuile).toBeUndefined();
    expect(seen.leaders.find((l) => l.id === 'cons')!.gpUsed).toBe(0);
    expect(JSON.stringify(seen)).not.toContain('secretGuile');
    expect(taw.view(s, null).secretGuile).toBeUndefined();
    expect(taw.view(s, 'rome').secretGuile).toEqual({ side: 'rome', gp: 1 });
    expect(hiddenGuile(seen)).toBe(true);
    const r = applyAction(taw, s, 'carthage', { type: 'guile', gp: 0 }, [2]);
    expect(keys(r.events)).toEqual(expect.arrayContaining(['guile.spent', 'avoid.ok']));
    const roll = r.events.find((e) => e.key === 'avoid.ok')!;
    expect(roll.modifiers).toEqual([{ label: { key: 'drm.avoidance' }, value: 4 }, { label: { key: 'drm.defenders-guile' }, value: -1 }]);
    expect(leaderOf(r.state, 'cons').gpUsed).toBe(1);
    expect(r.state.secretGuile).toBeUndefined();
  });

  it('the attacking leader spends 2 GP (+2): 0 + 4 + 2 = 6 > CR 5, the Force stays (+2 to the battle); a defender without GP is not asked', () => {
    let s = attack(2, 0);
    s = applyAction(taw, s, 'rome', open(s)).state;
    expect(taw.pending(s)).toMatchObject({ seat: 'carthage', kind: 'guile' });
    const r = applyAction(taw, s, 'carthage', { type: 'guile', gp: 2 }, [0]);
    expect(keys(r.events)).toContain('avoid.fail');
    expect(r.events.find((e) => e.key === 'avoid.fail')!.modifiers).toContainEqual({ label: { key: 'drm.guile' }, value: 2 });
    expect(leaderOf(r.state, 'hann').gpUsed).toBe(2);
  });

  it('without Guile Points on either side the roll is made at once; GP spent earlier in the turn are gone (5.52)', () => {
    let s = attack(2, 1);
    leaderOf(s, 'hann').gpUsed = 2;
    leaderOf(s, 'cons').gpUsed = 1;
    s = applyAction(taw, s, 'rome', open(s), [9]).state;
    expect(taw.pending(s)?.kind).not.toBe('guile');
  });

  it('determinize samples the secret points for the attacker’s search (0…the defender’s GP left)', () => {
    let s = attack(2, 1);
    s = applyAction(taw, s, 'rome', open(s)).state;
    s = applyAction(taw, s, 'rome', { type: 'guile', gp: 1 }).state;
    const seen = new Set<number>();
    for (let i = 0; i < 20; i++) seen.add(taw.determinize!(taw.view(s, 'carthage'), 'carthage', new Random(createRngState(i))).secretGuile!.gp);
    expect([...seen].sort()).toEqual([0, 1]);
  });
});

/** Hannibal's army and a consul's in 4705, Hannibal active: the battle roll's die for an "X" (searched), and the state. */
function battleAtX(hannGp: number, consGp: number, patch: (s: TawState) => void = () => undefined): { s: TawState; dice: number[] } {
  const base = empty();
  invent(base, 'hann', 'carthage', { cr: 9, letter: 'A', oc: true, gp: hannGp });
  invent(base, 'cons', 'rome', { cr: 5, letter: 'D', office: 'consul', gp: consGp });
  lead(base, 'hann', 4705);
  lead(base, 'cons', 4705);
  put(base, 'carthage', 4705, false, [{ c: 'African', t: 'inf', sp: 30 }]);
  put(base, 'rome', 4705, false, legion('I'));
  activateFor(base, 'hann');
  base.cup = ['SIEGE'];
  patch(base);
  for (let die = 0; die <= 9; die++) {
    const s = cloneState(base);
    const { ctx, events } = ctxWith(s, [5, 5, die, 0, 0, 0, 0, 0, 0]);
    resolveBattle(s, ctx, { hex: 4705, attacker: 'carthage', attLeader: 'hann', failedAvoid: false, river: false, enteredFrom: 4704, then: (w) => (w === 'carthage' ? 'roll' : 'finish') });
    if (s.unpredictable !== undefined || keys(events).includes('battle.unpredictable')) return { s: base, dice: [5, 5, die] };
  }
  throw new Error('no X within reach');
}

describe('5.5 Guile Points on Unpredictable Results (8.4, 5.13 C, 5.42)', () => {
  it('the attacker’s OC adds 2, then the defender’s (a consul, RRR 5.13) subtracts 1, openly: re-roll 4 + X + 2 − 1', () => {
    const { s, dice } = battleAtX(2, 1);
    const { ctx } = ctxWith(s, dice);
    resolveBattle(s, ctx, { hex: 4705, attacker: 'carthage', attLeader: 'hann', failedAvoid: false, river: false, enteredFrom: 4704, then: (w) => (w === 'carthage' ? 'roll' : 'finish') });
    expect(s.unpredictable).toBeDefined();
    const x = s.unpredictable!.x;
    expect(taw.pending(s)).toMatchObject({ seat: 'carthage', kind: 'guile' });
    expect(taw.legal(s, 'carthage')).toHaveLength(3);
    let st = applyAction(taw, s, 'carthage', { type: 'guile', gp: 2 }).state;
    expect(taw.pending(st)).toMatchObject({ seat: 'rome', kind: 'guile' });
    // Openly: the attacker's points are on the table before the defender answers.
    expect(taw.view(st, 'rome').unpredictable!.gp).toEqual({ att: 2 });
    const r = applyAction(taw, st, 'rome', { type: 'guile', gp: 1 }, [4]);
    st = r.state;
    const line = r.events.find((e) => e.key === 'battle.unpredictable')!;
    expect(line.params).toEqual({ k: Math.max(0, Math.min(9, 4 + x + 2 - 1)) });
    expect(line.modifiers).toEqual([{ label: { key: 'drm.unpredictable' }, value: x }, { label: { key: 'drm.guile' }, value: 2 }, { label: { key: 'drm.defenders-guile' }, value: -1 }]);
    expect(keys(r.events)).toEqual(expect.arrayContaining(['guile.spent', 'battle.result']));
    expect(leaderOf(st, 'hann').gpUsed).toBe(2);
    expect(leaderOf(st, 'cons').gpUsed).toBe(1);
    expect(st.unpredictable).toBeUndefined();
  });

  it('5.42: a subordinate’s points do not count; with no OC able to spend, the re-roll follows at once', () => {
    const { s, dice } = battleAtX(0, 0, (b) => {
      invent(b, 'sub', 'carthage', { cr: 5, letter: 'B', gp: 3 });
      lead(b, 'sub', 4705);
    });
    const { ctx, events } = ctxWith(s, [...dice, 4]);
    resolveBattle(s, ctx, { hex: 4705, attacker: 'carthage', attLeader: 'hann', failedAvoid: false, river: false, enteredFrom: 4704, then: (w) => (w === 'carthage' ? 'roll' : 'finish') });
    expect(s.unpredictable).toBeUndefined();
    expect(keys(events)).toEqual(expect.arrayContaining(['battle.unpredictable', 'battle.result']));
  });

  it('RRR 5.13: with a Dictator in play a consul is no OC, so only the Dictator’s points count for Rome', () => {
    const { s, dice } = battleAtX(0, 2, (b) => {
      invent(b, 'dict', 'rome', { cr: 5, letter: 'C', office: 'dictator', gp: 0 });
      lead(b, 'dict', 3714, true);
    });
    const { ctx } = ctxWith(s, [...dice, 4]);
    resolveBattle(s, ctx, { hex: 4705, attacker: 'carthage', attLeader: 'hann', failedAvoid: false, river: false, enteredFrom: 4704, then: (w) => (w === 'carthage' ? 'roll' : 'finish') });
    expect(s.unpredictable).toBeUndefined();
  });
});
