import { describe, expect, it } from 'vitest';
import { type GameEvent, applyAction } from '@polemarch/kernel';
import { taw } from '../src/index';
import { constructionDrm, navalConstructionPhase } from '../src/construction';
import { nsOf } from '../src/sea';
import { sumMods } from '../src/core';
import type { TawAction, TawState } from '../src/state';
import { activateFor, fresh, keys } from './helpers';

/** Pyrrhus' C/2 of turn 2 (279 BC): the cup filled, nobody active, the construction questions open. */
function c2(carthage: 'rome' | 'epirus' | null = null): TawState {
  const s = fresh('pyrrhus');
  s.activation = null;
  s.ask = null;
  s.turn = 2;
  s.year = 279;
  s.cup = ['SIEGE'];
  s.pyrrhus!.carthage = carthage;
  navalConstructionPhase(s);
  return s;
}

/** The die that makes the Roman's modified construction roll `dr` (the DRMs are the Senate's, RRR-13). */
const dieFor = (s: TawState, dr: number): number => dr - sumMods(constructionDrm(s, 'rome', false));

const play = (s: TawState, seat: string, a: TawAction, dice: number[] = []): { state: TawState; events: readonly GameEvent[] } => {
  const r = applyAction(taw, s, seat, a, dice);
  return { state: r.state, events: r.events };
};

describe('RRR 7.11 Roman NS construction (Pyrrhus, C/2)', () => {
  it('from the second turn the Roman is asked in C/2, after the cup is filled and before the first draw', () => {
    let s = fresh('pyrrhus');
    let asked: TawState | null = null;
    for (let i = 0; i < 400 && s.turn <= 2 && asked === null; i++) {
      const p = taw.pending(s)!;
      if (p.kind === 'construct') asked = s;
      else s = applyAction(taw, s, p.seat, taw.legal(s, p.seat)[0]).state;
    }
    expect(asked).not.toBeNull();
    expect(asked!.turn).toBe(2);
    expect(asked!.drawn).toBe(0);
    expect(asked!.cup.length).toBeGreaterThan(0);
    expect(taw.pending(asked!)).toMatchObject({ seat: 'rome', kind: 'construct' });
    expect(taw.legal(asked!, 'rome')).toEqual([{ type: 'construct' }, { type: 'decline' }]);
  });

  it('EX-RRR-7.11: a modified 6 in the Aquila column (21+) builds 1 level: Fretum Siculi −2 → −1 (Pyrrhus +2 → +1), −2 on every legion roll this turn', () => {
    const s = c2();
    expect(nsOf(s, 'rome', 'FretumSiculi')).toBe(-2);
    const die = dieFor(s, 6);
    expect(die).toBeGreaterThanOrEqual(0);
    let r = play(s, 'rome', { type: 'construct' }, [die]);
    const roll = r.events.find((e) => e.key === 'ns.construction')!;
    expect(roll.params).toMatchObject({ n: 1 });
    expect(taw.pending(r.state)).toMatchObject({ seat: 'rome', kind: 'naval-level' });
    expect(taw.legal(r.state, 'rome')).toContainEqual({ type: 'naval-level', zone: 'FretumSiculi' });
    r = play(r.state, 'rome', { type: 'naval-level', zone: 'FretumSiculi' });
    expect(nsOf(r.state, 'rome', 'FretumSiculi')).toBe(-1);
    expect(nsOf(r.state, 'epirus', 'FretumSiculi')).toBe(1);
    expect(r.state.naval!.built).toEqual({ rome: 1 });
    // The legion request of the same turn: −2 for the one level.
    const t = r.state;
    t.activation = null;
    t.ask = null;
    activateFor(t, '201');
    const legal = taw.legal(t, 'rome');
    expect(legal).toContainEqual({ type: 'recruit', mode: 'new' });
    const rec = play(t, 'rome', { type: 'recruit', mode: 'new' }, [5, 0]);
    const line = rec.events.find((e) => e.key === 'recruit.legions')!;
    expect(line.modifiers).toContainEqual({ label: { key: 'drm.ns-built' }, value: -2 });
  });

  it('the R3 roll uses only the DRMs that do not depend on a request (RRR-13): no Dictator, no "in Rome", no Senate cut', () => {
    const s = c2();
    s.pyrrhus!.senateCuts = true;
    s.auguryRecruitDrm = 1;
    const labels = constructionDrm(s, 'rome', false).map((m) => m.label.key);
    expect(labels).toContain('drm.augury');
    expect(labels).not.toContain('drm.in-rome');
    expect(labels).not.toContain('drm.senate-cuts');
    expect(labels).not.toContain('drm.reinforce');
  });

  it('a modified 10 builds 3 levels, placed one zone at a time; a zone at +4 is not offered; `done` keeps the rest unbuilt (no penalty for them)', () => {
    const s = c2();
    s.naval!.ns['rome']!['MareAdriaticum'] = 4;
    // An Augury modifier of +2 (set for the test) so that a die of 9 or less reaches 10.
    s.auguryRecruitDrm = 2;
    let r = play(s, 'rome', { type: 'construct' }, [dieFor(s, 10)]);
    expect(r.events.find((e) => e.key === 'ns.construction')!.params).toMatchObject({ n: 3 });
    expect(taw.legal(r.state, 'rome')).not.toContainEqual({ type: 'naval-level', zone: 'MareAdriaticum' });
    r = play(r.state, 'rome', { type: 'naval-level', zone: 'MareTyrrhenum' });
    expect(r.state.ask).toMatchObject({ kind: 'naval-level', left: 2 });
    r = play(r.state, 'rome', { type: 'naval-level', zone: 'MareTyrrhenum' });
    expect(nsOf(r.state, 'rome', 'MareTyrrhenum')).toBe(-1);
    expect(nsOf(r.state, 'epirus', 'MareTyrrhenum')).toBe(-4);
    r = play(r.state, 'rome', { type: 'done' });
    expect(r.state.naval!.built).toEqual({ rome: 2 });
    expect(taw.pending(r.state)?.kind).not.toBe('naval-level');
  });

  it('declining builds nothing and costs nothing; a roll of "No" builds nothing', () => {
    const s = c2();
    const d = play(s, 'rome', { type: 'decline' });
    expect(keys(d.events)).toContain('ns.declined');
    expect(d.state.naval!.built).toEqual({});
    const n = play(s, 'rome', { type: 'construct' }, [Math.max(0, dieFor(s, 4))]);
    expect(n.events.find((e) => e.key === 'ns.construction')!.params).toMatchObject({ n: 0 });
    expect(taw.pending(n.state)?.kind).not.toBe('naval-level');
  });

  it('RRR 7.12: with Carthage active, its controller builds next, +1 to the roll if he wishes (4 + 1 = 5 → 1 level)', () => {
    const s = c2('epirus');
    let r = play(s, 'rome', { type: 'decline' });
    expect(taw.pending(r.state)).toMatchObject({ seat: 'epirus', kind: 'construct' });
    expect(r.state.ask).toMatchObject({ builder: 'carthage' });
    expect(taw.legal(r.state, 'epirus')).toEqual([{ type: 'construct' }, { type: 'construct', bonus: true }, { type: 'decline' }]);
    const plain = play(r.state, 'epirus', { type: 'construct' }, [4]);
    expect(plain.events.find((e) => e.key === 'ns.construction')!.params).toMatchObject({ n: 0 });
    r = play(r.state, 'epirus', { type: 'construct', bonus: true }, [4]);
    expect(r.events.find((e) => e.key === 'ns.construction')!.params).toMatchObject({ n: 1 });
    r = play(r.state, 'epirus', { type: 'naval-level', zone: 'MareIonium' });
    expect(nsOf(r.state, 'epirus', 'MareIonium')).toBe(4);
    expect(nsOf(r.state, 'rome', 'MareIonium')).toBe(-4);
    // Carthage's levels do not touch the Roman legion rolls.
    expect(r.state.naval!.built).toEqual({ carthage: 1 });
  });

  it('no construction on the first turn (S3.3 skips C) nor in a scenario without NS', () => {
    const s = fresh('pyrrhus');
    s.ask = null;
    s.turn = 1;
    navalConstructionPhase(s);
    expect(s.ask).toBeNull();
    const h = fresh('samnite-wars');
    h.ask = null;
    h.turn = 2;
    navalConstructionPhase(h);
    expect(h.ask).toBeNull();
  });
});
