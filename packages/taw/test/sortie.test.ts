import { describe, expect, it } from 'vitest';
import { applyAction } from '@polemarch/kernel';
import { taw } from '../src/index';
import type { Group, TawState } from '../src/state';
import { activateFor, empty, invent, keys, lead, put, sp, legion } from './helpers';

/** 9.23 Sorties and relief (ruling E-20). */

const CANUSIUM = 4706;

/** Answer the questions on the way to the battle: attrition losses as offered, stand, no Devotio. */
function settle(st: TawState, dice: number[] = []): TawState {
  for (;;) {
    const p = taw.pending(st);
    if (p?.kind === 'losses') st = applyAction(taw, st, p.seat, taw.legal(st, p.seat)[0]!).state;
    else if (p?.kind === 'avoid') st = applyAction(taw, st, p.seat, { type: 'stand' }, dice).state;
    else return st;
  }
}

/** A Double Legion with one allied cavalry SP: 20 SP, all a Small city holds (9.82: 20 × IDS 1). */
const garrison = (id: string): Group[] => legion(id).map((g) => (g.al === true && g.t === 'cav' ? { ...g, sp: 1 } : g));

/** A consul (C, CR 5) and a 20-SP Double Legion besieged in Canusium (Small) by Hanno's 20 infantry SP. */
function besieged(): TawState {
  const s = empty();
  invent(s, 'cons', 'rome', { cr: 5, letter: 'C', office: 'consul' });
  invent(s, 'hanno', 'carthage', { cr: 4, letter: 'C' });
  lead(s, 'cons', CANUSIUM, true);
  lead(s, 'hanno', CANUSIUM);
  put(s, 'rome', CANUSIUM, true, garrison('I'));
  put(s, 'carthage', CANUSIUM, false, [{ c: 'African', t: 'inf', sp: 20 }]);
  s.cities['Canusium']!.siege = 'carthage';
  s.cities['Canusium']!.last = 'rome';
  s.cup = ['SIEGE'];
  return s;
}

describe('9.23 a sortie by the besieged Force', () => {
  it('is the only way out: no march, no exit; an Attack without movement, and the besiegers may not Avoid', () => {
    const s = besieged();
    activateFor(s, 'cons');
    const legal = taw.legal(s, 'rome');
    expect(legal).toContainEqual({ type: 'attack' });
    expect(legal.some((a) => a.type === 'march' || a.type === 'exit')).toBe(false);
    const a = applyAction(taw, s, 'rome', { type: 'attack' }, [0]);
    expect(a.events.find((e) => e.key === 'attack.sortie')?.params).toMatchObject({ city: 'Canusium', sp: 20 });
    // Straight to the Roman's Devotio question: no Avoidance was asked of the besiegers.
    expect(taw.pending(a.state)).toMatchObject({ seat: 'rome', kind: 'devotio' });
    expect(sp(a.state, 'rome', CANUSIUM, false)).toBe(20);
  });
  it('a winning sortie stays in the hex outside; the beaten besiegers must retreat', () => {
    const s = besieged();
    activateFor(s, 'cons');
    // BRT 9 + 0 (ratio 20:20; tactical C5 − C5 = 0; 2 Roman cavalry give nothing on scale B) = 9 → 10/20, a Major Victory.
    const a = applyAction(taw, s, 'rome', { type: 'attack' }, [0]).state;
    const r = applyAction(taw, a, 'rome', { type: 'decline' }, [5, 5, 9]);
    const res = r.events.find((e) => e.key === 'battle.result')!;
    expect(res.params).toMatchObject({ dr: 9, att: '10', def: '20' });
    expect(r.events.find((e) => e.key === 'battle.major')?.params).toMatchObject({ winner: 'rome' });
    expect(r.state.ask).toMatchObject({ kind: 'retreat', side: 'carthage' });
    expect(sp(r.state, 'rome', CANUSIUM, true)).toBe(0);
    expect(sp(r.state, 'rome', CANUSIUM, false)).toBeGreaterThan(0);
  });
  it('a beaten sortie falls back inside its city (no retreat question)', () => {
    const s = besieged();
    s.stacks.find((x) => x.side === 'carthage')!.groups = [{ c: 'African', t: 'inf', sp: 60 }, { c: 'Numidian', t: 'cav', sp: 10 }];
    activateFor(s, 'cons');
    const a = applyAction(taw, s, 'rome', { type: 'attack' }, [0]).state;
    const r = applyAction(taw, a, 'rome', { type: 'decline' }, [5, 5, 0]);
    expect(r.events.find((e) => e.key === 'battle.victory')?.params).toMatchObject({ winner: 'carthage' });
    expect(keys(r.events)).toContain('battle.sortie-back');
    expect(sp(r.state, 'rome', CANUSIUM, false)).toBe(0);
    expect(sp(r.state, 'rome', CANUSIUM, true)).toBeGreaterThan(0);
    expect(r.state.leaders.find((l) => l.id === 'cons')).toMatchObject({ hex: CANUSIUM, inCity: true });
    expect(r.state.ask?.kind).not.toBe('retreat');
  });
  it('called off by a failed Continuation roll (8.2 step 3), the sortie stays inside the city', () => {
    const s = besieged();
    activateFor(s, 'cons');
    const r = applyAction(taw, s, 'rome', { type: 'attack' }, [9]);
    expect(keys(r.events)).toEqual(expect.arrayContaining(['attack.sortie', 'continue.fail', 'attack.cancelled', 'battle.sortie-back']));
    // Back inside before the next LAM (a Siege Attrition marker here, whose losses follow).
    expect(keys(r.events).indexOf('battle.sortie-back')).toBeLessThan(keys(r.events).indexOf('activation.finished'));
    expect(sp(r.state, 'rome', CANUSIUM, false)).toBe(0);
    expect(sp(r.state, 'rome', CANUSIUM, true)).toBeGreaterThan(0);
    expect(r.state.leaders.find((l) => l.id === 'cons')).toMatchObject({ inCity: true });
  });
  it('no sortie from a city not Under Siege, nor by a Useless Force', () => {
    const s = besieged();
    activateFor(s, 'cons');
    s.stacks.find((x) => x.side === 'rome')!.abs = 'useless';
    expect(taw.legal(s, 'rome')).not.toContainEqual({ type: 'attack' });
    const t = besieged();
    t.cities['Canusium']!.siege = null;
    activateFor(t, 'cons');
    expect(taw.legal(t, 'rome')).not.toContainEqual({ type: 'attack' });
  });
});

describe('9.23 / 8.27 relief with the besieged Force', () => {
  /** A second consul (C, CR 5) with a Double Legion marches from 4707 to relieve Canusium. */
  function relief(): TawState {
    const s = besieged();
    invent(s, 'rel', 'rome', { cr: 5, letter: 'C', office: 'consul' });
    lead(s, 'rel', 4707);
    put(s, 'rome', 4707, false, legion('II'));
    activateFor(s, 'rel');
    let st = settle(applyAction(taw, s, 'rome', { type: 'march', to: CANUSIUM, take: 'all' }).state);
    st = settle(applyAction(taw, st, 'rome', { type: 'attack' }).state);
    return settle(st, [9]);
  }
  it('the Force inside is offered Coordination at distance 0: ⌊(5 + 5)/2⌋ − 0 = 5; a 5 brings it out to join the attack', () => {
    const st = relief();
    expect(taw.pending(st)).toMatchObject({ seat: 'rome', kind: 'coordinate' });
    expect(taw.legal(st, 'rome')).toContainEqual({ type: 'coordinate', leader: 'cons' });
    const c = applyAction(taw, st, 'rome', { type: 'coordinate', leader: 'cons' }, [5]);
    expect(taw.pending(c.state)).toMatchObject({ seat: 'rome', kind: 'devotio' });
    const r = applyAction(taw, c.state, 'rome', { type: 'decline' }, [5, 5, 0]);
    r.events.unshift(...c.events);
    expect(r.events.find((e) => e.key === 'coordinate.ok')?.params).toMatchObject({ leader: 'cons', value: 5 });
    const battle = r.events.find((e) => e.key === 'battle.result');
    // 42 Roman SP (less the relief's march attrition) attack the 20 besiegers: ratio 2-1.
    expect(battle?.modifiers?.find((m) => m.label.key === 'drm.ratio')?.value).toBe(2);
    expect(sp(r.state, 'rome', CANUSIUM, true)).toBe(0);
  });
  it('a 6 fails: the Force inside stays in the city and the relief fights alone', () => {
    const c = applyAction(taw, relief(), 'rome', { type: 'coordinate', leader: 'cons' }, [6]);
    const r = applyAction(taw, c.state, 'rome', { type: 'decline' }, [5, 5, 0]);
    r.events.unshift(...c.events);
    expect(keys(r.events)).toContain('coordinate.fail');
    // The relief's 22 SP less its march attrition against 20: ratio 1-1.
    expect(r.events.find((e) => e.key === 'battle.result')?.modifiers?.find((m) => m.label.key === 'drm.ratio')?.value).toBe(0);
    expect(sp(r.state, 'rome', CANUSIUM, true)).toBe(20);
  });
});
