import { describe, expect, it } from 'vitest';
import { applyAction } from '@polemarch/kernel';
import { taw } from '../src/index';
import type { Group } from '../src/state';
import { activateFor, ctxWith, empty, invent, keys, lead, put, sp } from './helpers';
import { finishActivation } from '../src/activation';

/** Choices the rules give a player, asked of the seat (rulings E-3, RRR 8.31) and 8.56 recovery. */

const legion = (id: string): Group[] => [
  { c: 'Roman', t: 'inf', sp: 9, legion: id, vet: false }, { c: 'Roman', t: 'cav', sp: 1, legion: id, vet: false },
  { c: 'Roman', t: 'inf', sp: 9, legion: id, al: true }, { c: 'Roman', t: 'cav', sp: 3, legion: id, al: true },
];

/** Hannibal (with 4 elephants) attacks a consul in open ground at 4705; the Roman stands. */
function battle() {
  const s = empty();
  invent(s, 'hann', 'carthage', { cr: 9, letter: 'A', oc: true });
  invent(s, 'cons', 'rome', { cr: 5, letter: 'D', office: 'consul' });
  lead(s, 'hann', 4704);
  lead(s, 'cons', 4705);
  put(s, 'carthage', 4704, false, [{ c: 'African', t: 'inf', sp: 20 }, { c: 'African', t: 'el', sp: 4 }]);
  put(s, 'rome', 4705, false, [...legion('I'), ...legion('II')]);
  activateFor(s, 'hann');
  s.cup = ['SIEGE'];
  let st = applyAction(taw, s, 'carthage', { type: 'march', to: 4705, take: 'all' }).state;
  st = applyAction(taw, st, 'carthage', { type: 'attack' }).state;
  if (taw.pending(st)?.kind === 'avoid') st = applyAction(taw, st, 'rome', { type: 'stand' }, [0]).state;
  return st;
}

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
