import { describe, expect, it } from 'vitest';
import { Random, applyAction, createRngState } from '@polemarch/kernel';
import { alexanderIncursion, alexanderPoints, alexanderRecruitment } from '../src/scenarios/alexander';
import { taw } from '../src/index';
import type { TawState } from '../src/state';
import { hiddenGuile } from '../src/view';
import { activateFor, ctxWith, fresh, keys, sp } from './helpers';

const leaderOf = (s: TawState, id: string) => s.leaders.find((l) => l.id === id)!;

/** Alexander and his army moved to 5206 (Lucania), active, about to step into Apulia (5205), which nobody controls. */
function atApulia(): TawState {
  const s = fresh('alexander');
  Object.assign(leaderOf(s, 'alexander'), { hex: 5206, inCity: false });
  s.stacks.find((x) => x.side === 'epirus' && x.hex === 5209)!.hex = 5206;
  s.ask = null;
  activateFor(s, 'alexander');
  return s;
}

describe('S2 Alexander of Epirus (three players)', () => {
  it('S2.1: three seats, Alexander at 5209 with 25/4, the consuls in Rome and Capua; the game opens with a draw from the cup', () => {
    const s = fresh('alexander');
    expect(taw.seats(s)).toEqual(['rome', 'samnite', 'epirus']);
    expect(sp(s, 'epirus', 5209, false)).toBe(29);
    expect(s.leaders.find((l) => l.id === '113')).toMatchObject({ office: 'consul', hex: 4412 });
    expect(s.drawn).toBeGreaterThan(0);
    expect(taw.pending(s)).not.toBeNull();
  });
  it('S2.3: from turn 2 the Samnite gets 2d10 SP (15% cavalry), Rome one legion, Alexander the SP of the free Greek cities', () => {
    const s = fresh('alexander');
    s.turn = 2;
    const romeBefore = sp(s, 'rome', 3714, true);
    const alex = s.leaders.find((l) => l.id === 'alexander')!;
    const before = sp(s, 'epirus', alex.hex!, alex.inCity);
    const total = (): number => s.stacks.filter((x) => x.side === 'samnite').reduce((n, x) => n + x.groups.reduce((m, g) => m + g.sp, 0), 0);
    const samBefore = total();
    const { ctx } = ctxWith(s, [7, 6]);
    alexanderRecruitment(s, ctx);
    expect(total() - samBefore).toBe(13);
    expect(sp(s, 'rome', 3714, true) - romeBefore).toBe(13);
    expect(sp(s, 'epirus', alex.hex!, alex.inCity) - before).toBe(15);
  });
  it('RRR 5.17: the Recruitment Phase legion in Rome with no magistrate there gets a praetor if the Roman wants one (one LAM, no Continuation roll); with the Consul of Rome there, no question', () => {
    const s = fresh('alexander');
    s.turn = 2;
    alexanderRecruitment(s, ctxWith(s, [7, 6]).ctx);
    expect(s.ask).toBeNull();
    // C/2 comes before the draws: nobody is active yet.
    const t = fresh('alexander');
    Object.assign(t, { turn: 2, activation: null, ask: null });
    Object.assign(leaderOf(t, '112'), { hex: 3813, inCity: false });
    alexanderRecruitment(t, ctxWith(t, [7, 6]).ctx);
    // RRR 5.14 (ruling PRO-2): with two legions in Rome a proconsul is offered first; declined, the praetor (PRA-5).
    expect(t.ask).toMatchObject({ kind: 'proconsul', side: 'rome', hex: 3714, inCity: true });
    const u = applyAction(taw, t, 'rome', { type: 'decline' }).state;
    expect(u.ask).toMatchObject({ kind: 'praetor', side: 'rome', hex: 3714, inCity: true });
    expect(taw.pending(u)).toMatchObject({ seat: 'rome', kind: 'praetor' });
    const cup = u.cup.length;
    const r = applyAction(taw, u, 'rome', { type: 'praetor' });
    const praetor = r.state.leaders.find((l) => l.office === 'praetor');
    expect(praetor).toMatchObject({ status: 'map', hex: 3714, inCity: true });
    expect(praetor?.legion).toBeDefined();
    expect(keys(r.events)).toContain('election.office');
    expect(keys(r.events).some((k) => k.startsWith('continue.'))).toBe(false);
    // His LAM went into the cup; the draws went on (one LAM drawn).
    expect(r.state.cup.length + r.state.drawn - u.drawn).toBe(cup + 1);
    // Declined: no praetor, the draws go on all the same.
    const d = applyAction(taw, u, 'rome', { type: 'decline' });
    expect(d.state.leaders.some((l) => l.office === 'praetor')).toBe(false);
    expect(taw.pending(d.state)?.kind).not.toBe('praetor');
  });
  it('S2.2: an Epirote incursion into uncontrolled Apulia mobilises its tribe for the winner of the other two players’ roll-off', () => {
    const s = fresh('alexander');
    activateFor(s, 'alexander');
    const { ctx, events } = ctxWith(s, [3, 8, 5]);
    alexanderIncursion(s, ctx, 'epirus', 5109, 5004);
    expect(keys(events)).toContain('tribe.mobilised');
    expect(s.leaders.find((l) => l.id === 'tribe-Apulia')).toMatchObject({ side: 'samnite', status: 'map' });
    expect(s.cup).toContain('L:tribe-Apulia');
  });
  it('S2.6: victory points are the Attrition Ratings of the provinces each side controls militarily', () => {
    const s = fresh('alexander');
    const vp = alexanderPoints(s);
    expect(vp['rome']).toBe(2 + 2);
    expect(vp['samnite']).toBe(3);
  });
});

describe('S2.2 the tribe roll-off with Guile Points (5.53, 5.54; ruling E-16)', () => {
  it('the two other seats’ OCs commit their points in turn, the first in secret; each adds his to the roll: Rome 3 + 1 beats the Samnite 3', () => {
    let s = applyAction(taw, atApulia(), 'epirus', { type: 'march', to: 5205, take: 'all' }).state;
    // Rome first (seat order): the consul with the most points left (both are OCs, RRR 5.13).
    expect(taw.pending(s)).toMatchObject({ seat: 'rome', kind: 'guile' });
    expect(s.ask).toMatchObject({ event: 'tribe', leader: '112', max: 1 });
    expect(leaderOf(s, 'alexander').hex).toBe(5206);
    expect(taw.legal(s, 'rome')).toEqual([{ type: 'guile', gp: 0 }, { type: 'guile', gp: 1 }]);
    s = applyAction(taw, s, 'rome', { type: 'guile', gp: 1 }).state;
    expect(taw.pending(s)).toMatchObject({ seat: 'samnite', kind: 'guile' });
    expect(s.ask).toMatchObject({ event: 'tribe', leader: 'pontius', max: 2 });
    // 5.54: the Samnite answers without seeing Rome's point, nor a Guile Point marker moved.
    const seen = taw.view(s, 'samnite');
    expect(seen.secretGuile).toBeUndefined();
    expect(JSON.stringify(seen)).not.toContain('secretGuile');
    expect(seen.leaders.find((l) => l.id === '112')!.gpUsed).toBe(0);
    expect(taw.view(s, 'epirus').secretGuile).toBeUndefined();
    expect(taw.view(s, 'rome').secretGuile).toEqual({ side: 'rome', gp: 1 });
    expect(hiddenGuile(seen)).toBe(true);
    // Without the point the 3–3 tie would roll again; the third die is the tribe's strength.
    const r = applyAction(taw, s, 'samnite', { type: 'guile', gp: 0 }, [3, 3, 5]);
    const roll = r.events.find((e) => e.key === 'tribe.roll-off')!;
    expect(roll.params).toMatchObject({ first: 'rome', a: 4, ga: 1, second: 'samnite', b: 3, gb: 0 });
    expect(r.events.filter((e) => e.key === 'tribe.roll-off')).toHaveLength(1);
    expect(keys(r.events)).toEqual(expect.arrayContaining(['guile.spent', 'tribe.mobilised']));
    expect(leaderOf(r.state, 'tribe-Apulia')).toMatchObject({ side: 'rome', status: 'map' });
    expect(leaderOf(r.state, '112').gpUsed).toBe(1);
    expect(leaderOf(r.state, 'pontius').gpUsed).toBe(0);
    expect(leaderOf(r.state, 'alexander').hex).toBe(5205);
    expect(r.state.secretGuile).toBeUndefined();
    expect(r.state.tribeRollOff).toBeUndefined();
  });

  it('the Samnite’s 2 points win it 5 to 4; a tie after the points rolls again with the same points', () => {
    let s = applyAction(taw, atApulia(), 'epirus', { type: 'march', to: 5205, take: 'all' }).state;
    s = applyAction(taw, s, 'rome', { type: 'guile', gp: 0 }).state;
    const r = applyAction(taw, s, 'samnite', { type: 'guile', gp: 2 }, [5, 3, 4, 3]);
    const rolls = r.events.filter((e) => e.key === 'tribe.roll-off').map((e) => [e.params!['a'], e.params!['b']]);
    expect(rolls).toEqual([[5, 5], [4, 5]]);
    expect(leaderOf(r.state, 'tribe-Apulia').side).toBe('samnite');
    expect(leaderOf(r.state, 'pontius').gpUsed).toBe(2);
  });

  it('determinize samples the first seat’s secret points (0…his points left) for the second seat’s search', () => {
    let s = applyAction(taw, atApulia(), 'epirus', { type: 'march', to: 5205, take: 'all' }).state;
    s = applyAction(taw, s, 'rome', { type: 'guile', gp: 1 }).state;
    const seen = new Set<number>();
    for (let i = 0; i < 20; i++) seen.add(taw.determinize!(taw.view(s, 'samnite'), 'samnite', new Random(createRngState(i))).secretGuile!.gp);
    expect([...seen].sort()).toEqual([0, 1]);
  });

  it('a seat whose OC has no points left is not asked (nothing then is secret); with none on either side the roll is made at once', () => {
    const a = atApulia();
    for (const id of ['112', '113']) leaderOf(a, id).gpUsed = 1;
    const s = applyAction(taw, a, 'epirus', { type: 'march', to: 5205, take: 'all' }).state;
    expect(taw.pending(s)).toMatchObject({ seat: 'samnite', kind: 'guile' });
    expect(hiddenGuile(taw.view(s, 'samnite'))).toBe(false);
    const b = atApulia();
    for (const id of ['112', '113', 'pontius']) leaderOf(b, id).gpUsed = leaderOf(b, id).gp;
    const r = applyAction(taw, b, 'epirus', { type: 'march', to: 5205, take: 'all' }, [6, 2]);
    expect(keys(r.events)).toEqual(expect.arrayContaining(['tribe.roll-off', 'tribe.mobilised']));
    expect(leaderOf(r.state, 'tribe-Apulia').side).toBe('rome');
  });
});
