import { applyAction } from '@polemarch/kernel';
import { describe, expect, it } from 'vitest';
import { ambassadorProvinces } from '../src/diplomacy';
import { taw } from '../src/index';
import { pyrrhusAugury } from '../src/scenarios/pyrrhusAugury';
import type { TawAction, TawState } from '../src/state';
import { ctxWith, fresh, keys } from './helpers';

/**
 * S3 "Pyrrhus may use Cineas as ambassador" (ruling P-8): an ambassador-only counter, Diplomacy A (provisional),
 * once a year (12.36); S3.6's second Cineas Augury, or a Disaster that kills him, brings the ambassador on the back
 * of his counter (C, no Cineas bonus), once. The dice: the Ambassador Table (A: 9 is "−1/D?", then an odd die is
 * the Disaster), the Disasters table, the ransom (2–3), the Continuation roll (0: he goes on).
 */
function pyrrhusActive(gp = 3): TawState {
  const s = fresh('pyrrhus');
  s.ask = null;
  const p = s.leaders.find((l) => l.id === 'pyrrhus')!;
  p.gp = gp;
  return s;
}

const who = (s: TawState, id: string) => s.leaders.find((l) => l.id === id)!;
const embassies = (s: TawState): TawAction[] => taw.legal(s, 'epirus').filter((a) => a.type === 'ambassador');
const send = (s: TawState, dice: number[]) => applyAction(taw, s, 'epirus', { type: 'ambassador', province: 'Apulia' }, dice);

describe('S3 Cineas, Pyrrhus’ ambassador (ruling P-8)', () => {
  it('Pyrrhus pays the Guile Point and Cineas goes (Diplomacy A: DR 4 gives 2 boxes); Pyrrhus stays with his army', () => {
    const s = pyrrhusActive();
    expect(who(s, 'cineas')).toMatchObject({ status: 'pool', hex: null, ambassadorRating: 'A', init: 0 });
    expect(s.cup.some((m) => m === 'L:cineas')).toBe(false);
    expect(embassies(s).every((a) => a.type === 'ambassador' && a.leader === undefined)).toBe(true);
    const before = s.provinces['Apulia']!.alliance;
    const r = send(s, [4, 0]);
    const ev = r.events.find((e) => e.key === 'ambassador')!;
    expect(ev.params).toMatchObject({ ambassador: 'Cineas', result: '2' });
    expect(ev.chart?.cell).toBe('A4');
    // Toward Pyrrhus (the second seat), to Actively Allied at most (12.22).
    expect(r.state.provinces['Apulia']!.alliance).toBe(Math.max(-4, before - 2));
    expect(r.state.provinces['Apulia']!.alliance).toBeLessThan(before);
    expect(who(r.state, 'pyrrhus')).toMatchObject({ status: 'map', gpUsed: 1 });
    expect(r.state.activation).toMatchObject({ leader: 'pyrrhus', ops: 1 });
    expect(keys(r.events)).toContain('continue.ok');
  });

  it('once a year (12.36): sent, Cineas is not offered again this turn, Pyrrhus’ Guile Points notwithstanding', () => {
    const r = send(pyrrhusActive(), [4, 0]);
    expect(who(r.state, 'cineas').permissions).toContain('ambassador');
    expect(ambassadorProvinces(r.state)).toEqual([]);
    expect(embassies(r.state)).toEqual([]);
    expect(() => send(r.state, [4, 0])).toThrow();
  });

  it('a Disaster that kills Cineas (9 → "−1/D?", odd: D; 0: killed) brings the ambassador on his counter’s back (C); the sender goes on', () => {
    const r = send(pyrrhusActive(), [9, 1, 0, 0]);
    expect(keys(r.events)).toEqual(expect.arrayContaining(['ambassador.disaster', 'pyrrhus.cineas-replaced', 'continue.ok']));
    expect(who(r.state, 'cineas')).toMatchObject({ name: 'Epirote Ambassador', ambassadorRating: 'C', status: 'pool', hex: null, permissions: [] });
    expect(r.state.pyrrhus!.cineasBack).toBe(true);
    expect(who(r.state, 'pyrrhus')).toMatchObject({ status: 'map' });
    // A new man, not yet sent this year: offered again (Pyrrhus has the points), rated C, no Cineas bonus.
    r.state.pyrrhus!.cineasTurn = true;
    const again = send(r.state, [2, 0]);
    const ev = again.events.find((e) => e.key === 'ambassador')!;
    expect(ev.params?.['ambassador']).toBe('Epirote Ambassador');
    expect(ev.chart?.cell).toBe('C2');
    expect(ev.modifiers ?? []).toEqual([]);
  });

  it('the replacement killed is not replaced: no more Epirote ambassadors', () => {
    const r = send(pyrrhusActive(), [9, 1, 0, 0]);
    // C: 9 is "D"; 4: killed (+1 box).
    const dead = send(r.state, [9, 4, 0]);
    expect(who(dead.state, 'cineas').status).toBe('killed');
    expect(keys(dead.events)).not.toContain('pyrrhus.cineas-replaced');
    expect(embassies(dead.state)).toEqual([]);
    // Nor in a later year.
    who(dead.state, 'cineas').permissions = [];
    expect(ambassadorProvinces(dead.state)).toEqual([]);
  });

  it('the second Cineas Augury kills him and brings the replacement; a later Cineas Augury has no event and no bonus', () => {
    const s = fresh('pyrrhus');
    pyrrhusAugury(s, ctxWith(s, [7, 0]).ctx);
    expect(s.pyrrhus!.cineasTurn).toBe(true);
    const second = ctxWith(s, [7, 0]);
    pyrrhusAugury(s, second.ctx);
    expect(keys(second.events)).toEqual(['augury', 'pyrrhus.cineas-dies', 'pyrrhus.cineas-replaced']);
    expect(who(s, 'cineas')).toMatchObject({ name: 'Epirote Ambassador', ambassadorRating: 'C', status: 'pool' });
    const third = ctxWith(s, [7, 0]);
    pyrrhusAugury(s, third.ctx);
    expect(keys(third.events)).toEqual(['augury', 'pyrrhus.cineas-gone']);
    expect(s.pyrrhus!.cineasTurn).toBe(false);
  });

  it('a Cineas killed by a Disaster before any Cineas Augury: the first Cineas Augury then has no event (no −2)', () => {
    const r = send(pyrrhusActive(), [9, 1, 0, 0]);
    const s = r.state;
    const aug = ctxWith(s, [7, 0]);
    pyrrhusAugury(s, aug.ctx);
    expect(keys(aug.events)).toEqual(['augury', 'pyrrhus.cineas-gone']);
    expect(s.pyrrhus!.cineasTurn).toBe(false);
  });

  it('Cineas held hostage (2; ransom 2): no replacement while he lives; Pyrrhus pays and Cineas goes back off the map, used this year', () => {
    // A: 9 → "−1/D?", odd: D; 2: hostage; 4: ransom 2; 0: Continuation.
    const r = send(pyrrhusActive(4), [9, 1, 2, 4, 0]);
    expect(who(r.state, 'cineas')).toMatchObject({ status: 'hostage', envoy: { fate: 'hostage', ransom: 2 } });
    expect(r.state.pyrrhus!.cineasBack).toBeUndefined();
    expect(embassies(r.state)).toEqual([]);
    expect(r.state.activation).toMatchObject({ leader: 'pyrrhus' });
    expect(taw.legal(r.state, 'epirus')).toContainEqual({ type: 'ransom', leader: 'cineas' });
    const paid = applyAction(taw, r.state, 'epirus', { type: 'ransom', leader: 'cineas' }, []);
    expect(who(paid.state, 'cineas')).toMatchObject({ status: 'pool', hex: null });
    expect(who(paid.state, 'cineas').envoy).toBeUndefined();
    expect(who(paid.state, 'pyrrhus').gpUsed).toBe(3);
    expect(embassies(paid.state)).toEqual([]);
  });

  it('the second Cineas Augury kills a hostage Cineas too: his replacement comes', () => {
    const r = send(pyrrhusActive(4), [9, 1, 2, 4, 0]);
    const s = r.state;
    s.pyrrhus!.cineas = 1;
    pyrrhusAugury(s, ctxWith(s, [7, 0]).ctx);
    expect(who(s, 'cineas')).toMatchObject({ name: 'Epirote Ambassador', status: 'pool' });
    expect(who(s, 'cineas').envoy).toBeUndefined();
  });

  it('a killed Epirote leader is never replaced by Cineas (8.64 C), and both seats see Cineas’ state', () => {
    const s = pyrrhusActive();
    s.vacancies = [{ leader: 'milon', side: 'epirus', office: null, hex: 5405, inCity: true }];
    who(s, 'milon').status = 'killed';
    const replace = taw.legal(s, 'epirus').filter((a) => a.type === 'recruit' && a.mode === 'replace');
    expect(replace.some((a) => a.type === 'recruit' && a.leader === 'cineas')).toBe(false);
    const r = send(s, [4, 0]);
    for (const seat of ['rome', 'epirus']) {
      const v = taw.view(r.state, seat) as { leaders: { id: string; status: string; permissions: string[]; ambassadorRating?: string }[] };
      expect(v.leaders.find((l) => l.id === 'cineas')).toMatchObject({ status: 'pool', permissions: ['ambassador'], ambassadorRating: 'A' });
    }
  });
});
