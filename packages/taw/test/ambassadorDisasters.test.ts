import { applyAction } from '@polemarch/kernel';
import { describe, expect, it } from 'vitest';
import { tawAI } from '../src/ai';
import { ambassadorProvinces } from '../src/diplomacy';
import { taw } from '../src/index';
import type { TawAction, TawState } from '../src/state';
import { activateFor, fresh, keys } from './helpers';

/**
 * 12.35 Diplomatic Disasters followed up (rulings AMB-1…AMB-4). The Roman consul 110 (CR 3) sends the one
 * magistrate left in the pool, 105 (letter C: Diplomacy rating C, whose 9 is "D"); the dice are the Ambassador
 * Table's, the Disasters table's, the ransom's (2–3 only) and the Continuation roll (0: he goes on).
 */
function romanEmbassy(gp = 5): TawState {
  const s = fresh('samnite-wars');
  s.ask = null;
  activateFor(s, '110');
  s.leaders.find((l) => l.id === '110')!.gp = gp;
  for (const l of s.leaders) if (l.roman && l.status === 'pool' && l.id !== '105') l.status = 'killed';
  return s;
}

const who = (s: TawState, id: string) => s.leaders.find((l) => l.id === id)!;
const legal = (s: TawState, seat: string): TawAction[] => taw.legal(s, seat);
const send = (s: TawState, dice: number[]) => applyAction(taw, s, 'rome', { type: 'ambassador', province: 'Apulia' }, dice);

describe('12.35 Diplomatic Disasters: held hostage (2, 3; ruling AMB-1)', () => {
  it('a Disaster of 2: no shift, the ambassador is out of play with a ransom of half a die (7 → 3 GP); the sender rolls for Continuation', () => {
    const s = romanEmbassy();
    const before = s.provinces['Apulia']!.alliance;
    const r = send(s, [9, 2, 7, 0]);
    expect(keys(r.events)).toContain('ambassador.hostage');
    expect(r.events.find((e) => e.key === 'ambassador.hostage')!.params).toMatchObject({ ransom: 3 });
    expect(who(r.state, '105')).toMatchObject({ status: 'hostage', hex: null, envoy: { province: 'Apulia', fate: 'hostage', ransom: 3, turn: 1 } });
    expect(r.state.provinces['Apulia']!.alliance).toBe(before);
    expect(r.state.activation).toMatchObject({ leader: '110', ops: 1 });
    expect(keys(r.events)).toContain('continue.ok');
    // Out of play: not in the Magistrate Pool for another ambassador (nor any draw from it).
    expect(ambassadorProvinces(r.state)).toEqual([]);
  });

  it('a die of 0 or 1 still makes a ransom of 1 GP', () => {
    const r = send(romanEmbassy(), [9, 3, 1, 0]);
    expect(who(r.state, '105').envoy).toMatchObject({ fate: 'hostage', ransom: 1 });
  });

  it('the consul pays the ransom: not an operation (no Continuation roll); 105 goes back to the pool', () => {
    const r = send(romanEmbassy(), [9, 2, 7, 0]);
    const offer: TawAction = { type: 'ransom', leader: '105' };
    expect(legal(r.state, 'rome')).toContainEqual(offer);
    expect(tawAI.hints!.order!(r.state, 'rome', [offer])).toEqual([2]);
    const paid = applyAction(taw, r.state, 'rome', offer, []);
    expect(keys(paid.events)).toEqual(['ambassador.ransomed']);
    expect(who(paid.state, '105')).toMatchObject({ status: 'pool' });
    expect(who(paid.state, '105').envoy).toBeUndefined();
    expect(who(paid.state, '110').gpUsed).toBe(4);
    expect(paid.state.activation).toMatchObject({ leader: '110', ops: 1 });
    expect(legal(paid.state, 'rome').some((a) => a.type === 'ransom')).toBe(false);
  });

  it('a ransom the consul has not the points for is not offered and is refused, the state unchanged', () => {
    // 2 GP: one spent on the ambassador, one left against a ransom of 3.
    const r = send(romanEmbassy(2), [9, 2, 7, 0]);
    expect(legal(r.state, 'rome').some((a) => a.type === 'ransom')).toBe(false);
    const before = JSON.stringify(r.state);
    expect(() => applyAction(taw, r.state, 'rome', { type: 'ransom', leader: '105' }, [])).toThrow();
    expect(JSON.stringify(r.state)).toBe(before);
    // Never paid: he stays out of play after the Campaign Phase, and into the next turn's Campaign Phases.
    const ended = applyAction(taw, r.state, 'rome', { type: 'end' });
    expect(who(ended.state, '105')).toMatchObject({ status: 'hostage', envoy: { ransom: 3 } });
  });

  it('S1.4: a Samnite leader who went himself is held hostage; his Campaign Phase ends at once; another Samnite leader pays and he joins him', () => {
    const s = fresh('samnite-wars');
    s.ask = null;
    activateFor(s, 'pontius');
    // 8 + 1 (S1.4) = 9: "D"; 2: hostage; 4: ransom 2. No Continuation roll.
    const r = applyAction(taw, s, 'samnite', { type: 'ambassador', province: 'Apulia', leader: 'pontius' }, [8, 2, 4]);
    expect(who(r.state, 'pontius')).toMatchObject({ status: 'hostage', hex: null, envoy: { ransom: 2 } });
    expect(keys(r.events).filter((k) => k.startsWith('continue.'))).toEqual([]);
    expect(keys(r.events)).toContain('activation.finished');
    const t = structuredClone(r.state);
    t.ask = null;
    t.activation = null;
    who(t, 'egnatius').gp = 3;
    activateFor(t, 'egnatius');
    expect(legal(t, 'samnite')).toContainEqual({ type: 'ransom', leader: 'pontius' });
    const paid = applyAction(taw, t, 'samnite', { type: 'ransom', leader: 'pontius' }, []);
    expect(who(paid.state, 'pontius')).toMatchObject({ status: 'map', hex: who(t, 'egnatius').hex, inCity: who(t, 'egnatius').inCity });
    expect(who(paid.state, 'egnatius').gpUsed).toBe(2);
  });
});

describe('12.35 Diplomatic Disasters: deserts (6, 7; ruling AMB-2)', () => {
  it('the sender is asked at once whether to spend one more Guile Point; the Continuation roll waits for his answer', () => {
    const r = send(romanEmbassy(), [9, 6]);
    expect(r.state.ask).toMatchObject({ kind: 'guile', side: 'rome', event: 'desert', leader: '110', max: 1, envoy: '105', province: 'Apulia' });
    expect(legal(r.state, 'rome')).toEqual([{ type: 'guile', gp: 0 }, { type: 'guile', gp: 1 }]);
    expect(r.state.activation!.ops).toBe(0);
    // 1 GP: he is brought back (to the pool, used this year), then the Continuation roll.
    const back = applyAction(taw, r.state, 'rome', { type: 'guile', gp: 1 }, [0]);
    expect(keys(back.events)).toContain('ambassador.recalled');
    expect(who(back.state, '105')).toMatchObject({ status: 'pool' });
    expect(who(back.state, '105').envoy).toBeUndefined();
    expect(who(back.state, '110').gpUsed).toBe(2);
    expect(back.state.activation).toMatchObject({ ops: 1 });
    // 0: out of play for the game, no ransom.
    const gone = applyAction(taw, r.state, 'rome', { type: 'guile', gp: 0 }, [0]);
    expect(who(gone.state, '105')).toMatchObject({ status: 'deserted', envoy: { province: 'Apulia', fate: 'deserted' } });
    expect(who(gone.state, '105').envoy!.ransom).toBeUndefined();
    expect(who(gone.state, '110').gpUsed).toBe(1);
    expect(legal(gone.state, 'rome').some((a) => a.type === 'ransom')).toBe(false);
  });

  it('with no Guile Point left the sender is not asked: the deserter is out of play', () => {
    const r = send(romanEmbassy(1), [9, 7, 0]);
    expect(r.state.ask).toBeNull();
    expect(who(r.state, '105')).toMatchObject({ status: 'deserted' });
    expect(r.state.activation).toMatchObject({ ops: 1 });
  });
});

describe('12.35 Diplomatic Disasters: the audience postponed (8, 9; ruling AMB-3)', () => {
  it('no shift; the ambassador stays assigned to the province; in a later year the consul sends him there again without a draw', () => {
    const s = romanEmbassy();
    const before = s.provinces['Apulia']!.alliance;
    const r = send(s, [9, 8, 0]);
    expect(keys(r.events)).toContain('ambassador.postponed');
    expect(r.state.provinces['Apulia']!.alliance).toBe(before);
    expect(who(r.state, '105')).toMatchObject({ status: 'pool', envoy: { province: 'Apulia', fate: 'postponed', turn: 1 } });
    const again: TawAction = { type: 'ambassador', province: 'Apulia', leader: '105' };
    // 12.36: not the same year; and he is no longer in the pool's draw.
    expect(legal(r.state, 'rome')).not.toContainEqual(again);
    expect(ambassadorProvinces(r.state)).toEqual([]);
    const next = structuredClone(r.state);
    next.turn++;
    for (const l of next.leaders) Object.assign(l, { gpUsed: 0, permissions: [] });
    activateFor(next, '110');
    expect(legal(next, 'rome')).toContainEqual(again);
    expect(ambassadorProvinces(next)).toEqual([]);
    // C2 → +1 toward Rome, his GP spent like any send; the postponement is spent.
    const held = applyAction(taw, next, 'rome', again, [2, 0]);
    expect(held.state.provinces['Apulia']!.alliance).toBe(before + 1);
    expect(who(held.state, '105').envoy).toBeUndefined();
    expect(who(held.state, '110').gpUsed).toBe(1);
  });

  it('taken into an office, the magistrate\'s postponed audience lapses', () => {
    const r = send(romanEmbassy(), [9, 8, 0]);
    const t = structuredClone(r.state);
    Object.assign(who(t, '105'), { status: 'map', office: 'proconsul', hex: 3714, inCity: true });
    const after = applyAction(taw, t, 'rome', { type: 'end' });
    expect(who(after.state, '105').envoy).toBeUndefined();
    // Still in the pool, it stands.
    expect(who(applyAction(taw, r.state, 'rome', { type: 'end' }).state, '105').envoy).toMatchObject({ fate: 'postponed' });
  });

  it('views: the hostage, the deserter and the postponed audience are public to both seats', () => {
    const r = send(romanEmbassy(), [9, 2, 7, 0]);
    for (const seat of ['rome', 'samnite']) expect(taw.view(r.state, seat).leaders.find((l) => l.id === '105')).toMatchObject({ status: 'hostage', envoy: { ransom: 3 } });
  });
});
