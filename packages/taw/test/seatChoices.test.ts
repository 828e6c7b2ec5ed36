import { describe, expect, it } from 'vitest';
import { applyAction } from '@polemarch/kernel';
import { taw } from '../src/index';
import { allocateLosses, planAttrition, takeLosses } from '../src/lossChoice';
import { involuntarySurrender, siegeAttrition } from '../src/siege';
import { placeFieldConsul, prorogue, samniteElections } from '../src/scenarios/samnite';
import type { Group, TawState } from '../src/state';
import { activateFor, ctxWith, empty, fresh, invent, keys, lead, put, sp } from './helpers';

/** Decisions the engine used to make for a seat (rulings E-2, E-7, E-13), now asked of it. */

/** The state's open question (a function, so a test's `s.ask = null` does not narrow it for good). */
const askOf = (s: TawState): TawState['ask'] => s.ask;
const spIn = (groups: readonly Group[], c: string, t: Group['t']): number => groups.filter((g) => g.c === c && g.t === t).reduce((n, g) => n + g.sp, 0);

describe('6.47 the owner allocates attrition losses (ruling E-2)', () => {
  const army = (): Group[] => [
    { c: 'Libyan', t: 'inf', sp: 10 },
    { c: 'Iberian', t: 'inf', sp: 8 },
    { c: 'Numidian', t: 'cav', sp: 5 },
    { c: 'Carthaginian', t: 'el', sp: 3 },
  ];
  it('12 ALP: the 7th a cavalry SP; the engine spreads the 11 infantry over the largest (Libyan 7, Iberian 4)', () => {
    expect(planAttrition(army(), 12, { first: -1 })).toEqual([7, 4, 1, 0]);
  });
  it('the owner may take the infantry from the Iberians first (8), then the Libyans (3)', () => {
    expect(planAttrition(army(), 12, { first: 1 })).toEqual([3, 8, 1, 0]);
  });
  it('above 11 ALP the owner may pay 2 ALP for an elephant SP: 12 ALP = 1 elephant, 1 cavalry, 9 infantry (the rule’s own example)', () => {
    const t = planAttrition(army(), 12, { first: -1, elephants: true });
    expect(t[3]).toBe(1);
    expect(t[2]).toBe(1);
    expect(t[0]! + t[1]!).toBe(9);
  });
  it('the engine takes its allocation at once, asks the owner, and moves the losses to his choice', () => {
    const s = empty();
    put(s, 'carthage', 4705, false, army());
    const st = s.stacks[0]!;
    const r = takeLosses(s, '6.47', 'carthage', st.groups, 12, false, { hex: 4705, inCity: false });
    expect(r.removed).toBe(12);
    expect(spIn(st.groups, 'Libyan', 'inf')).toBe(3);
    expect(s.lossChoices).toHaveLength(1);
    const legal = taw.legal(s, 'carthage');
    expect(taw.pending(s)).toMatchObject({ seat: 'carthage', kind: 'losses' });
    expect(legal).toContainEqual({ type: 'allocate', first: -1 });
    expect(legal).toContainEqual({ type: 'allocate', first: 1 });
    expect(legal).toContainEqual({ type: 'allocate', first: -1, elephants: true });
    const { ctx, events } = ctxWith(s);
    allocateLosses(s, ctx, { first: 1 });
    expect(spIn(s.stacks[0]!.groups, 'Libyan', 'inf')).toBe(7);
    expect(spIn(s.stacks[0]!.groups, 'Iberian', 'inf')).toBe(0);
    expect(spIn(s.stacks[0]!.groups, 'Numidian', 'cav')).toBe(4);
    expect(s.lossChoices).toBeUndefined();
    expect(keys(events)).toContain('losses.allocated');
  });
  it('a Force of one Contingent and type has no choice: nothing is asked', () => {
    const s = empty();
    put(s, 'carthage', 4705, false, [{ c: 'Libyan', t: 'inf', sp: 10 }]);
    takeLosses(s, '6.47', 'carthage', s.stacks[0]!.groups, 3, false, { hex: 4705, inCity: false });
    expect(s.lossChoices).toBeUndefined();
    expect(sp(s, 'carthage', 4705, false)).toBe(7);
  });
  it('a Force that has left the place keeps the engine’s allocation', () => {
    const s = empty();
    put(s, 'carthage', 4705, false, army());
    takeLosses(s, '6.47', 'carthage', s.stacks[0]!.groups, 12, false, { hex: 4705, inCity: false });
    s.stacks[0]!.hex = 4706;
    const { ctx, events } = ctxWith(s);
    allocateLosses(s, ctx, { first: 1 });
    expect(keys(events)).toContain('losses.stand');
    expect(spIn(s.stacks[0]!.groups, 'Iberian', 'inf')).toBe(4);
  });
});

describe('9.34 the owner allocates Siege Attrition losses (ruling E-2)', () => {
  const rhegium = () => {
    const s = empty();
    invent(s, 'pyrrhus', 'carthage', { cr: 7, letter: 'A' });
    lead(s, 'pyrrhus', 6015);
    put(s, 'carthage', 6015, false, [{ c: 'Epirote', t: 'inf', sp: 22 }, { c: 'Epirote', t: 'cav', sp: 5 }, { c: 'Epirote', t: 'el', sp: 1 }]);
    put(s, 'rome', 6015, true, [{ c: 'Campanian', t: 'inf', sp: 8 }]);
    s.rules.mediumIds = 3;
    s.cities['Rhegium']!.siege = 'carthage';
    s.provinces['Bruttium']!.mil = 'carthage';
    return s;
  };
  it('EX-9.3’s besieger loses 1 infantry SP; he may pay it with 2 cavalry or (besieger only) 1 elephant instead', () => {
    const s = rhegium();
    const { ctx } = ctxWith(s, [4, 7, 7]);
    siegeAttrition(s, ctx);
    expect(sp(s, 'carthage', 6015, false, 'inf')).toBe(21);
    // The garrison (one Contingent, infantry only) has no choice; the besieger has three.
    expect(s.lossChoices).toHaveLength(1);
    expect(taw.legal(s, 'carthage')).toEqual([{ type: 'allocate', first: -1 }, { type: 'allocate', first: 1 }, { type: 'allocate', first: 2 }]);
    allocateLosses(s, ctx, { first: 2 });
    expect(sp(s, 'carthage', 6015, false, 'inf')).toBe(22);
    expect(sp(s, 'carthage', 6015, false, 'el')).toBe(0);
  });
  it('two cavalry SP for one infantry SP', () => {
    const s = rhegium();
    const { ctx } = ctxWith(s, [4, 7, 7]);
    siegeAttrition(s, ctx);
    allocateLosses(s, ctx, { first: 1 });
    expect(sp(s, 'carthage', 6015, false, 'inf')).toBe(22);
    expect(sp(s, 'carthage', 6015, false, 'cav')).toBe(3);
  });
});

describe('9.54 the winner places the survivors of a city taken without a Sack (ruling E-7)', () => {
  const venusia = () => {
    const s = empty();
    lead(s, 'hannibal', 4707, false, { oc: true });
    put(s, 'carthage', 4707, false, [{ c: 'African', t: 'inf', sp: 20 }]);
    put(s, 'rome', 4707, true, [{ c: 'Roman', t: 'inf', sp: 1 }]);
    activateFor(s, 'hannibal');
    return s;
  };
  it('with two Roman-held cities reachable, the Carthaginian chooses which one receives them', () => {
    const s = venusia();
    put(s, 'rome', 4706, true, [{ c: 'Roman', t: 'inf', sp: 2 }]); // Canusium
    put(s, 'rome', 4508, true, [{ c: 'Roman', t: 'inf', sp: 2 }]); // Luceria
    const { ctx } = ctxWith(s, [2, 0]);
    involuntarySurrender(s, ctx);
    expect(s.ask).toMatchObject({ kind: 'disperse', side: 'carthage', hex: 4707 });
    expect(taw.legal(s, 'carthage')).toEqual(expect.arrayContaining([{ type: 'disperse', to: 4706, inCity: true }, { type: 'disperse', to: 4508, inCity: true }]));
    expect(taw.legal(s, 'carthage')).toHaveLength(2);
    const r = applyAction(taw, s, 'carthage', { type: 'disperse', to: 4508, inCity: true });
    expect(sp(r.state, 'rome', 4508, true)).toBe(3);
    expect(sp(r.state, 'rome', 4706, true)).toBe(2);
  });
  it('with no Roman city to go to, they stand in a hex within 3 of the city, free of the winner’s Forces: not lost (9.54: no SP eliminated)', () => {
    const s = venusia();
    const { ctx } = ctxWith(s, [2, 0]);
    involuntarySurrender(s, ctx);
    expect(s.ask?.kind).toBe('disperse');
    const options = taw.legal(s, 'carthage');
    expect(options.length).toBeGreaterThan(5);
    expect(options).not.toContainEqual(expect.objectContaining({ to: 4707 }));
    const r = applyAction(taw, s, 'carthage', options[0]!);
    const to = (options[0] as { to: number }).to;
    expect(sp(r.state, 'rome', to, false)).toBe(1);
  });
});

describe('RRR 5.11, 5.35 the Roman decides prorogation and the Field Consul’s army (ruling E-13)', () => {
  const withArmy = () => {
    const s = fresh('samnite-wars');
    const field = s.leaders.find((l) => l.id === '111')!;
    field.hex = 3713;
    s.stacks.find((x) => x.side === 'rome' && !x.inCity)!.hex = 3713;
    return s;
  };
  it('declining the prorogation sends him back to the pool without a Pluto roll', () => {
    const s = withArmy();
    const { ctx, events } = ctxWith(s);
    expect(samniteElections(s, ctx)).toBe(false);
    expect(taw.legal(s, 'rome')).toEqual([{ type: 'prorogue' }, { type: 'decline' }]);
    prorogue(s, ctx, '111', false);
    expect(s.leaders.find((l) => l.id === '111')).toMatchObject({ status: 'pool', office: null });
    expect(keys(events)).not.toContain('pluto');
  });
  it('the new Field Consul takes command with the army the Roman names (or stays in Rome)', () => {
    const s = withArmy();
    const { ctx } = ctxWith(s, [9, 0, 0, 5, 5, 5, 5]);
    samniteElections(s, ctx);
    s.ask = null;
    prorogue(s, ctx, '111', false);
    expect(samniteElections(s, ctx)).toBe(false);
    const ask = askOf(s);
    if (ask?.kind !== 'field-consul') throw new Error('no Field Consul question');
    expect(ask.options).toContainEqual({ hex: 3714, inCity: true });
    expect(ask.options).toContainEqual({ hex: 3713, inCity: false });
    placeFieldConsul(s, ctx, ask.leader, { hex: 3713, inCity: false });
    s.ask = null;
    // PRA-1, PRA-3: the praetor and Praetor Urbanus questions that follow are declined.
    let t = s;
    if (!samniteElections(t, ctx)) while (t.ask !== null) t = applyAction(taw, t, 'rome', { type: 'decline' }).state;
    expect(t.elections).toBeUndefined();
    expect(t.leaders.find((l) => l.id === ask.leader)).toMatchObject({ office: 'consul', hex: 3713, inCity: false });
    expect(t.leaders.filter((l) => l.office === 'consul' && l.status === 'map')).toHaveLength(2);
  });
});
