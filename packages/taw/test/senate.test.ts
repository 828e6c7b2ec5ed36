import { describe, expect, it } from 'vitest';
import { applyAction } from '@polemarch/kernel';
import { taw } from '../src/index';
import { capture } from '../src/siege';
import { activate } from '../src/turn';
import { reelect, samniteElections } from '../src/scenarios/samnite';
import { freeProvinces } from '../src/politics';
import { MAP } from '../src/map';
import type { TawAction, TawState } from '../src/state';
import { activateFor, ctxWith, empty, fresh, keys, lead, legion, put } from './helpers';

/** 8.53 Triumph, RRR 5.12 re-election, RRR 5.41–5.47 the Senate's leave to quit a province and Censure. */

const laurel = (s: TawState, leader: string, lossPct: number, involved: string[] = [leader]): void => {
  s.senate = { laurels: [{ leader, turn: s.turn, lossPct, involved }], triumphs: {}, provinces: {}, censure: null };
};
const legalOf = (s: TawState): TawAction[] => taw.legal(s, taw.pending(s)!.seat);
const events = (s: TawState, seat: string, a: TawAction, dice: number[] = []) => applyAction(taw, s, seat, a, dice);

describe('8.53 Triumph', () => {
  it('a Roman victory causing 10+ enemy infantry SP losses is a laurel for its consul (the battle, forced dice)', () => {
    const s = empty('pyrrhus');
    lead(s, '201', 4010, false, { office: 'consul' });
    put(s, 'rome', 4010, false, [...legion('I'), ...legion('II')]);
    put(s, 'epirus', 4010, false, [{ c: 'Greek', t: 'inf', sp: 50 }]);
    activateFor(s, '201');
    s.cup = ['SIEGE'];
    const st = applyAction(taw, s, 'rome', { type: 'attack' }, [0]).state;
    expect(taw.pending(st)?.kind).toBe('devotio');
    // Tactical 9 (+6), BRT 9 → X: the consul (an OC, RRR 5.13) is asked for Guile Points (8.4, ruling GP-2) and spends
    // none; re-roll 9: 30% of the Epirotes; "*" for Rome (5 → 2 SP); Pursuit 5; the consul's loss roll 5.
    const x = applyAction(taw, st, 'rome', { type: 'decline' }, [9, 9]).state;
    expect(taw.pending(x)?.kind).toBe('guile');
    const r = applyAction(taw, x, 'rome', { type: 'guile', gp: 0 }, [9, 5, 5, 5]);
    expect(keys(r.events)).toContain('battle.major');
    expect(r.state.senate?.laurels).toEqual([{ leader: '201', turn: 1, lossPct: 5, involved: ['201'] }]);
  });
  it('a win with fewer than 10 enemy infantry SP lost is no laurel', () => {
    const s = empty('pyrrhus');
    lead(s, '201', 4010, false, { office: 'consul' });
    put(s, 'rome', 4010, false, [...legion('I'), ...legion('II')]);
    put(s, 'epirus', 4010, false, [{ c: 'Greek', t: 'inf', sp: 15 }]);
    activateFor(s, '201');
    s.cup = ['SIEGE'];
    const st = applyAction(taw, s, 'rome', { type: 'attack' }, [0]).state;
    const r = applyAction(taw, st, 'rome', { type: 'decline' }, [9, 0, 0, 5]);
    expect(keys(r.events)).toContain('battle.victory');
    expect(r.state.senate?.laurels ?? []).toEqual([]);
  });
  it('a Medium city taken by Assault with 12 infantry SP inside is a laurel (ruling TRI-2); with 8, none', () => {
    for (const [inf, n] of [[12, 1], [8, 0]] as const) {
      const s = empty('pyrrhus');
      lead(s, '201', 3812, false, { office: 'consul' });
      put(s, 'rome', 3812, false, legion('I'));
      const city = Object.values(s.cities).find((c) => c.size === 'M')!;
      activateFor(s, '201');
      const at = MAP.cities.get(city.name)!.hex;
      s.leaders.find((l) => l.id === '201')!.hex = at;
      s.stacks[0]!.hex = at;
      put(s, 'epirus', at, true, [{ c: 'Greek', t: 'inf', sp: inf }]);
      const { ctx } = ctxWith(s, []);
      capture(s, ctx, city, 'rome', 'assault', 'finish');
      expect(s.senate?.laurels.length ?? 0).toBe(n);
    }
  });
  const beside = (lossPct: number, gp = 1): TawState => {
    const s = empty('pyrrhus');
    lead(s, '201', 3713, false, { office: 'consul', gp });
    put(s, 'rome', 3713, false, legion('I'));
    activateFor(s, '201');
    laurel(s, '201', lossPct);
    // The next LAM drawn after his Triumph: Pyrrhus (the turn goes on).
    lead(s, 'pyrrhus', 5701, false);
    put(s, 'epirus', 5701, false, [{ c: 'Greek', t: 'inf', sp: 5 }]);
    s.cup = ['L:pyrrhus'];
    return s;
  };
  it('beside Rome with his army, the magistrate enters Rome alone for his Triumph and is Finished', () => {
    const s = beside(10);
    expect(legalOf(s)).toContainEqual({ type: 'triumph' });
    // Losses under 15%: no Senate roll, no Guile Points offered.
    expect(legalOf(s).filter((a) => a.type === 'triumph')).toHaveLength(1);
    const r = events(s, 'rome', { type: 'triumph' });
    expect(r.state.leaders.find((l) => l.id === '201')).toMatchObject({ hex: 3714, inCity: true });
    expect(r.state.stacks.find((x) => x.side === 'rome')).toMatchObject({ hex: 3713, inCity: false });
    // Finished: the next LAM (Pyrrhus') is drawn.
    expect(r.state.activation?.leader).toBe('pyrrhus');
    expect(r.state.senate?.triumphs).toEqual({ '201': 1 });
    expect(keys(r.events)).toContain('triumph');
  });
  it('no Triumph away from Rome, without the army, or for a victory of an earlier turn', () => {
    const far = beside(10);
    far.leaders.find((l) => l.id === '201')!.hex = 3711;
    far.stacks[0]!.hex = 3711;
    expect(legalOf(far).some((a) => a.type === 'triumph')).toBe(false);
    const alone = beside(10);
    alone.stacks = [];
    expect(legalOf(alone).some((a) => a.type === 'triumph')).toBe(false);
    const late = beside(10);
    late.senate!.laurels[0]!.turn = 0;
    expect(legalOf(late).some((a) => a.type === 'triumph')).toBe(false);
  });
  it('Roman losses of 15% or more: the Senate refuses when d10 − GP > CR (CR 4)', () => {
    const refused = events(beside(20), 'rome', { type: 'triumph' }, [5]);
    expect(keys(refused.events)).toContain('triumph.refused');
    expect(refused.state.senate?.triumphs).toEqual({});
    expect(refused.state.leaders.find((l) => l.id === '201')).toMatchObject({ hex: 3714, inCity: true });
    expect(refused.state.activation?.leader).toBe('pyrrhus');
    const s = beside(20);
    expect(legalOf(s)).toContainEqual({ type: 'triumph', gp: 1 });
    const bought = events(s, 'rome', { type: 'triumph', gp: 1 }, [5]);
    expect(keys(bought.events)).toContain('triumph.allowed');
    expect(bought.state.senate?.triumphs).toEqual({ '201': 1 });
    expect(bought.state.leaders.find((l) => l.id === '201')!.gpUsed).toBe(1);
  });
  it('S1.6 B: Rullianus triumphs while Papirius, in office, was not in the battle: 0 or 1 and the Senate executes him', () => {
    for (const [die, fate] of [[1, 'killed'], [2, 'map']] as const) {
      const s = empty('samnite-wars');
      lead(s, '107', 3713, false, { office: 'consul' });
      lead(s, '104', 3714, true, { office: 'consul' });
      put(s, 'rome', 3713, false, legion('I'));
      activateFor(s, '107');
      laurel(s, '107', 5);
      lead(s, 'pontius', 4109, true);
      put(s, 'samnite', 4109, true, [{ c: 'Samnite', t: 'inf', sp: 5 }]);
      s.cup = ['L:pontius'];
      const r = events(s, 'rome', { type: 'triumph' }, [die]);
      expect(keys(r.events)).toContain(fate === 'killed' ? 'triumph.executed' : 'triumph.accused');
      expect(r.state.leaders.find((l) => l.id === '107')!.status).toBe(fate);
    }
    // Papirius fought in the battle: no accusation, no die.
    const s = empty('samnite-wars');
    lead(s, '107', 3713, false, { office: 'consul' });
    lead(s, '104', 3714, true, { office: 'consul' });
    put(s, 'rome', 3713, false, legion('I'));
    activateFor(s, '107');
    laurel(s, '107', 5, ['107', '104']);
    const r = events(s, 'rome', { type: 'triumph' });
    expect(keys(r.events)).not.toContain('triumph.accused');
  });
});

describe('RRR 5.11–5.12 a triumphant magistrate may be kept as consul', () => {
  /** Turn 2 of the Samnite Wars: Calvinus (110) triumphed in turn 1 and is in Rome; Albinus (111) is in Rome too. */
  const turn2 = (): TawState => {
    const s = fresh('samnite-wars');
    s.turn = 2;
    s.year = 319;
    s.activation = null;
    s.ask = null;
    for (const id of ['110', '111']) Object.assign(s.leaders.find((l) => l.id === id)!, { hex: 3714, inCity: true });
    s.senate = { laurels: [], triumphs: { '110': 1 }, provinces: {}, censure: null };
    return s;
  };
  it('the Roman is asked; kept, Calvinus survives Pluto (+1) and is Consul of Rome; another is drawn as Field Consul', () => {
    const s = turn2();
    const { ctx, events: ev } = ctxWith(s, [0]);
    expect(samniteElections(s, ctx)).toBe(false);
    expect(s.ask).toEqual({ kind: 'reelect', side: 'rome', leader: '110' });
    expect(legalOf(s)).toEqual([{ type: 'keep' }, { type: 'decline' }]);
    s.ask = null;
    reelect(s, ctx, '110', true);
    expect(keys(ev)).toContain('pluto');
    expect(keys(ev)).toContain('election.reelected');
    samniteElections(s, ctx);
    const consuls = s.leaders.filter((l) => l.office === 'consul' && l.status === 'map');
    expect(consuls.map((l) => l.id)).toContain('110');
    expect(consuls).toHaveLength(2);
    // 111 served last year without a Triumph: he sits out (RRR 5.11 exception).
    expect(consuls.map((l) => l.id)).not.toContain('111');
    expect(s.leaders.find((l) => l.id === '110')).toMatchObject({ hex: 3714, inCity: true });
  });
  it('Pluto wounds him (+1 makes a 6 reach MR 7): he may not serve this year', () => {
    const s = turn2();
    const { ctx } = ctxWith(s, [6, 3]);
    samniteElections(s, ctx);
    s.ask = null;
    reelect(s, ctx, '110', true);
    expect(s.leaders.find((l) => l.id === '110')).toMatchObject({ status: 'wounded', office: null });
    samniteElections(s, ctx);
    expect(s.leaders.filter((l) => l.office === 'consul' && l.status === 'map').map((l) => l.id)).not.toContain('110');
  });
  it('declined, he stays available to the draw (he triumphed), and no Pluto roll is made', () => {
    const s = turn2();
    const { ctx, events: ev } = ctxWith(s);
    samniteElections(s, ctx);
    s.ask = null;
    reelect(s, ctx, '110', false);
    expect(keys(ev)).not.toContain('pluto');
    expect(s.leaders.find((l) => l.id === '110')!.status).toBe('pool');
    expect(samniteElections(s, ctx)).toBe(false);
    expect(s.leaders.filter((l) => l.office === 'consul' && l.status === 'map')).toHaveLength(2);
  });
  it('through the game: the `keep` answer resumes the elections', () => {
    const s = turn2();
    const { ctx } = ctxWith(s);
    samniteElections(s, ctx);
    const r = applyAction(taw, s, 'rome', { type: 'keep' }, [0]);
    expect(r.state.leaders.find((l) => l.id === '110')).toMatchObject({ office: 'consul', status: 'map' });
    expect(r.state.ask?.kind === 'reelect').toBe(false);
  });
});

describe('RRR 5.41–5.45 Senate permission to leave a province', () => {
  /** "The Eagle Has Landed": Barbula (203), proconsul in Samnium at 4009 with a legion, Pyrrhus' army far off. */
  const proconsul = (patch: { prorogued?: boolean; gp?: number } = {}): TawState => {
    const s = empty('pyrrhus');
    lead(s, '203', 4009, false, { office: 'proconsul', gp: patch.gp ?? 0 });
    put(s, 'rome', 4009, false, legion('I'));
    put(s, 'epirus', 5701, false, [{ c: 'Greek', t: 'inf', sp: 30 }]);
    if (patch.prorogued === true) s.senate = { laurels: [], triumphs: {}, provinces: { '203': { province: 'Samnium', prorogued: true } }, censure: null };
    s.cup = ['L:pyrrhus'];
    lead(s, 'pyrrhus', 5701, false);
    activate(s, ctxWith(s).ctx, 'O:proconsul', s.leaders.find((l) => l.id === '203')!);
    return s;
  };
  it('a proconsul is assigned the province he stands in; consuls are free in the Samnite Wars (S1.6), bound to Roman Italy in Pyrrhus (5.13)', () => {
    const p = empty('pyrrhus');
    const c = lead(p, '201', 3714, true, { office: 'consul' });
    expect(freeProvinces(p, c)).toContain('Latium');
    expect(freeProvinces(p, c)).not.toContain('GalliaCispadana');
    const sw = empty('samnite-wars');
    expect(freeProvinces(sw, lead(sw, '110', 3714, true, { office: 'consul' }))).toBeNull();
    expect(freeProvinces(sw, lead(sw, '111', 3713, false, { office: 'dictator' }))).toBeNull();
  });
  it('outside his province without leave, he may step on but not Stop unless next to an enemy Force (exception #3)', () => {
    const s = proconsul();
    let st = applyAction(taw, s, 'rome', { type: 'march', to: 3909, take: 'all' }).state;
    expect(st.senate?.provinces['203']).toEqual({ province: 'Samnium', prorogued: false });
    const legal = legalOf(st).map((a) => a.type);
    expect(legal).toContain('step');
    expect(legal).not.toContain('stop');
    expect(legal).not.toContain('end');
    // Back in Samnium he may stop again.
    st = applyAction(taw, st, 'rome', { type: 'step', to: 4009 }).state;
    expect(legalOf(st).map((a) => a.type)).toContain('stop');
    // An enemy Force next to 3909 (not in a city): exception #3 lets him Stop there.
    const t = proconsul();
    put(t, 'epirus', 3809, false, [{ c: 'Greek', t: 'inf', sp: 5 }]);
    const u = applyAction(taw, t, 'rome', { type: 'march', to: 3909, take: 'all' }).state;
    expect(legalOf(u).map((a) => a.type)).toContain('stop');
  });
  it('the request: d10 + DRMs ≤ CR; proconsul +1, prorogued +2, no enemy in Roman Italy +1 (CR 4)', () => {
    const s = proconsul({ prorogued: true });
    put(s, 'epirus', 5701, false, [{ c: 'Greek', t: 'inf', sp: 30 }]);
    expect(legalOf(s)).toContainEqual({ type: 'permission', request: 'leave-province' });
    // Calabria (5701) is in Roman Italy, so no +1: 0 + 1 + 2 = 3 ≤ 4.
    const ok = applyAction(taw, s, 'rome', { type: 'permission', request: 'leave-province' }, [0]);
    expect(keys(ok.events)).toContain('senate.granted');
    const mods = ok.events.find((e) => e.key === 'senate.granted')!.modifiers!.map((m) => [m.label, m.value]);
    expect(mods).toEqual([[{ key: 'drm.proconsul' }, 1], [{ key: 'drm.prorogued' }, 2]]);
    expect(ok.state.leaders.find((l) => l.id === '203')!.permissions).toContain('leave-province');
    // Leave granted: he stops where he likes, and may not ask again.
    const away = applyAction(taw, ok.state, 'rome', { type: 'march', to: 3909, take: 'all' }).state;
    expect(legalOf(away).map((a) => a.type)).toContain('stop');
    // 2 + 3 = 5 > 4: refused, then a Continuation roll.
    const no = applyAction(taw, proconsul({ prorogued: true }), 'rome', { type: 'permission', request: 'leave-province' }, [2, 0]);
    expect(keys(no.events)).toEqual(expect.arrayContaining(['senate.denied', 'continue.ok']));
    expect(legalOf(no.state).some((a) => a.type === 'permission')).toBe(false);
  });
  it('the exclusive enemy-presence DRM: −4 for an enemy Force of 20+ SP within 5 hexes of Rome; +5 with no enemy in Italy or Sicily', () => {
    const near = proconsul();
    near.stacks = near.stacks.filter((x) => x.side === 'rome');
    put(near, 'epirus', 3914, false, [{ c: 'Greek', t: 'inf', sp: 25 }]);
    const r = applyAction(taw, near, 'rome', { type: 'permission', request: 'leave-province' }, [7]);
    expect(r.events.find((e) => e.key === 'senate.granted')!.modifiers!.map((m) => m.value)).toEqual([1, -4]);
    const none = proconsul();
    none.stacks = none.stacks.filter((x) => x.side === 'rome');
    const q = applyAction(taw, none, 'rome', { type: 'permission', request: 'leave-province' }, [0, 0]);
    expect(q.events.find((e) => e.key === 'senate.denied')!.modifiers!.map((m) => m.value)).toEqual([1, 5]);
  });
  it('Guile Points: −1 each (R2), spent from the leader', () => {
    const s = proconsul({ prorogued: true, gp: 2 });
    expect(legalOf(s)).toContainEqual({ type: 'permission', request: 'leave-province', gp: 2 });
    const r = applyAction(taw, s, 'rome', { type: 'permission', request: 'leave-province', gp: 2 }, [3]);
    expect(keys(r.events)).toContain('senate.granted');
    expect(r.state.leaders.find((l) => l.id === '203')!.gpUsed).toBe(2);
  });
});

describe('EX-RRR-5.44 two Senate requests in one Campaign Phase', () => {
  it('a proconsul of Sabinus two hexes from Rome asks to leave his province and to enter Rome: both granted, both last the turn', () => {
    const s = empty('pyrrhus');
    lead(s, '203', 3712, false, { office: 'proconsul' });
    put(s, 'rome', 3712, false, legion('I'));
    lead(s, 'pyrrhus', 5701, false);
    put(s, 'epirus', 5701, false, [{ c: 'Greek', t: 'inf', sp: 5 }]);
    s.cup = ['L:pyrrhus'];
    activate(s, ctxWith(s).ctx, 'O:proconsul', s.leaders.find((l) => l.id === '203')!);
    expect(legalOf(s)).toEqual(expect.arrayContaining([{ type: 'permission', request: 'enter-rome' }, { type: 'permission', request: 'leave-province' }]));
    let st = applyAction(taw, s, 'rome', { type: 'permission', request: 'leave-province' }, [0]).state;
    st = applyAction(taw, st, 'rome', { type: 'permission', request: 'enter-rome' }, [0]).state;
    expect(st.leaders.find((l) => l.id === '203')!.permissions).toEqual(['leave-province', 'enter-rome']);
    st = applyAction(taw, st, 'rome', { type: 'march', to: 3713, take: 'all' }).state;
    while (taw.pending(st)?.kind === 'losses') st = applyAction(taw, st, 'rome', legalOf(st)[0]!).state;
    st = applyAction(taw, st, 'rome', { type: 'step', to: 3714 }).state;
    while (taw.pending(st)?.kind === 'losses') st = applyAction(taw, st, 'rome', legalOf(st)[0]!).state;
    expect(legalOf(st)).toContainEqual({ type: 'enter' });
    expect(legalOf(st)).toContainEqual({ type: 'stop' });
  });
});

describe('RRR 5.46–5.47 Censure', () => {
  const outAndStop = (die: number, gp = 0, gpLeft?: number) => {
    const s = empty('pyrrhus');
    lead(s, '203', 4009, false, { office: 'proconsul', ...(gpLeft === undefined ? {} : { gp: gpLeft }) });
    put(s, 'rome', 4009, false, legion('I'));
    put(s, 'epirus', 3809, false, [{ c: 'Greek', t: 'inf', sp: 5 }]);
    s.cup = ['L:pyrrhus'];
    lead(s, 'pyrrhus', 5701, false);
    put(s, 'epirus', 5701, false, [{ c: 'Greek', t: 'inf', sp: 5 }]);
    activate(s, ctxWith(s).ctx, 'O:proconsul', s.leaders.find((l) => l.id === '203')!);
    const st = applyAction(taw, s, 'rome', { type: 'march', to: 3909, take: 'all' }).state;
    // Exception #3: he stops next to the enemy, then ends his phase (Finished): Censure, no battle +1.
    let stopped = applyAction(taw, st, 'rome', { type: 'stop' }, [0]).state;
    expect(stopped.senate?.censure).toEqual({ leader: '203', result: 'none' });
    while (taw.pending(stopped)?.kind === 'losses') stopped = applyAction(taw, stopped, 'rome', legalOf(stopped)[0]!).state;
    if (gpLeft === 0) return applyAction(taw, stopped, 'rome', { type: 'end' }, [die]);
    // 5.53: with Guile Points left he is asked how many to spend on the roll (the phase is over meanwhile).
    const asked = applyAction(taw, stopped, 'rome', { type: 'end' }, []).state;
    expect(taw.pending(asked)).toMatchObject({ seat: 'rome', kind: 'guile' });
    expect(asked.ask).toMatchObject({ event: 'censure', leader: '203' });
    expect(asked.activation).toBeNull();
    return applyAction(taw, asked, 'rome', { type: 'guile', gp }, [die]);
  };
  it('Finished after marching out by exception #3 with no battle: d10 + 1 > CR 4 removes him; a pool magistrate takes his place and office', () => {
    const r = outAndStop(4);
    expect(keys(r.events)).toContain('senate.censured');
    const s = r.state;
    expect(s.leaders.find((l) => l.id === '203')!.status).toBe('killed');
    const by = s.leaders.find((l) => l.office === 'proconsul' && l.status === 'map')!;
    expect(by).toMatchObject({ hex: 3909, inCity: false });
    expect(s.senate?.provinces[by.id]).toEqual({ province: 'Samnium', prorogued: false });
    expect(s.senate?.censure).toBeNull();
  });
  it('3 + 1 ≤ 4: he stays in office', () => {
    const r = outAndStop(3);
    expect(keys(r.events)).toContain('senate.not-censured');
    expect(r.state.leaders.find((l) => l.id === '203')).toMatchObject({ status: 'map', office: 'proconsul' });
  });
  it('5.53: the Guile Points he spends take 1 each off the roll: 4 + 1 − 1 ≤ 4 keeps him (the same 4 without them removed him)', () => {
    const r = outAndStop(4, 1);
    expect(keys(r.events)).toEqual(expect.arrayContaining(['guile.spent', 'senate.not-censured']));
    const l = r.state.leaders.find((x) => x.id === '203')!;
    expect(l).toMatchObject({ status: 'map', office: 'proconsul' });
    expect(l.gpUsed).toBe(1);
    expect(r.events.find((e) => e.key === 'senate.not-censured')?.modifiers?.map((m) => m.value)).toEqual([1, -1]);
  });
  it('5.53: with no Guile Points left the roll is made at once, no question', () => {
    const r = outAndStop(4, 0, 0);
    expect(keys(r.events)).toContain('senate.censured');
  });
  it('a Triumph-worthy victory by the unpermitted march: −3', () => {
    const s = empty('pyrrhus');
    lead(s, '203', 4009, false, { office: 'proconsul' });
    put(s, 'rome', 4009, false, [...legion('I'), ...legion('II')]);
    put(s, 'epirus', 3909, false, [{ c: 'Greek', t: 'inf', sp: 50 }]);
    s.cup = ['SIEGE'];
    activate(s, ctxWith(s).ctx, 'O:proconsul', s.leaders.find((l) => l.id === '203')!);
    let st = applyAction(taw, s, 'rome', { type: 'march', to: 3909, take: 'all' }).state;
    while (taw.pending(st)?.kind === 'losses') st = applyAction(taw, st, 'rome', legalOf(st)[0]!).state;
    st = applyAction(taw, st, 'rome', { type: 'attack' }, [0]).state;
    expect(st.senate?.censure).toEqual({ leader: '203', result: 'none' });
    while (taw.pending(st)?.kind === 'losses') st = applyAction(taw, st, 'rome', legalOf(st)[0]!).state;
    expect(taw.pending(st)?.kind).toBe('devotio');
    // Tactical 9, BRT 9 → X, re-roll 9: 30% of the 50 Epirote SP (the rest of the dice do not change it).
    const r = applyAction(taw, st, 'rome', { type: 'decline' }, [9, 9, 9]);
    expect(r.state.senate?.censure).toEqual({ leader: '203', result: 'triumph' });
  });
});

describe('RRR 5.17 Praetors at the elections', () => {
  /** Turn 2 of the Samnite Wars, both old consuls in Rome; a legion without a leader at 3812 (and the army outside Rome). */
  const elections = (extra = 0): TawState => {
    const s = fresh('samnite-wars');
    Object.assign(s, { turn: 2, year: 319, activation: null, ask: null });
    for (const id of ['110', '111']) Object.assign(s.leaders.find((l) => l.id === id)!, { hex: 3714, inCity: true });
    put(s, 'rome', 3812, false, [{ c: 'Roman', t: 'inf', sp: 11, legion: 'III', vet: false }, { c: 'Roman', t: 'cav', sp: 2, legion: 'III', vet: false }]);
    for (let i = 0; i < extra; i++) put(s, 'rome', 3813 + i, false, [{ c: 'Roman', t: 'inf', sp: 11, legion: `X${i}`, vet: false }]);
    const { ctx } = ctxWith(s);
    samniteElections(s, ctx);
    // The Field Consul takes the army outside Rome.
    return applyAction(taw, s, 'rome', { type: 'place', to: 3714, inCity: false }).state;
  };
  it('a legion without a leader: the Roman may appoint a praetor, drawn from the pool and placed with it; he is bound to its province', () => {
    const s = elections();
    expect(s.ask).toMatchObject({ kind: 'praetor', side: 'rome', hex: 3812, inCity: false, candidates: [] });
    expect(legalOf(s)).toEqual([{ type: 'praetor' }, { type: 'decline' }]);
    const r = applyAction(taw, s, 'rome', { type: 'praetor' });
    const p = r.state.leaders.find((l) => l.office === 'praetor')!;
    expect(p).toMatchObject({ status: 'map', hex: 3812, inCity: false });
    expect(freeProvinces(r.state, p)).toEqual(['Sabinus']);
    expect(keys(r.events)).toContain('election.office');
    // The Praetor Urbanus question comes next (5.31); then the cup holds one LAM for the praetor.
    const t = applyAction(taw, r.state, 'rome', { type: 'decline' }).state;
    expect(t.cup.filter((x) => x === 'O:praetor')).toHaveLength(1);
  });
  it('no more praetors than half the consuls, proconsuls and Dictators in play: with two consuls, one', () => {
    const s = elections(1);
    const r = applyAction(taw, s, 'rome', { type: 'praetor' });
    expect(r.state.leaders.filter((l) => l.office === 'praetor')).toHaveLength(1);
    expect(r.state.ask?.kind).not.toBe('praetor');
  });
  it('declined: no praetor, and the next leaderless legion is asked about', () => {
    const s = elections(1);
    const r = applyAction(taw, s, 'rome', { type: 'decline' });
    expect(r.state.ask).toMatchObject({ kind: 'praetor', hex: 3813 });
    const t = applyAction(taw, r.state, 'rome', { type: 'decline' }).state;
    expect(t.leaders.some((l) => l.office === 'praetor')).toBe(false);
    expect(t.ask?.kind).not.toBe('praetor');
  });
  /** The next elections, answered (consuls not prorogued, the Field Consul outside Rome) up to the praetor's prorogation. */
  const nextElections = (st: TawState, praetor: string, field = 3714): TawState => {
    Object.assign(st, { turn: 3, year: 318, activation: null, ask: null });
    samniteElections(st, ctxWith(st).ctx);
    while (st.ask !== null && !(st.ask.kind === 'prorogue' && st.ask.leader === praetor)) {
      const a = st.ask.kind === 'field-consul' ? { type: 'place' as const, to: field, inCity: false } : st.ask.kind === 'prorogue' ? { type: 'decline' as const } : legalOf(st)[0]!;
      st = applyAction(taw, st, 'rome', a).state;
    }
    return st;
  };
  it('RRR 5.17 (ruling PRA-2): at the next elections, after the consuls, a praetor still alone with his legion may be prorogued (Pluto +1)', () => {
    const s = elections();
    let st = applyAction(taw, s, 'rome', { type: 'praetor' }).state;
    const p = st.leaders.find((l) => l.office === 'praetor')!.id;
    st = applyAction(taw, st, 'rome', { type: 'decline' }).state;
    st = nextElections(st, p);
    expect(st.ask).toEqual({ kind: 'prorogue', side: 'rome', leader: p });
    expect(st.leaders.filter((l) => l.office === 'consul' && l.status === 'map')).toHaveLength(2);
    // Pluto: 0 + 1 < MR 7, he stays praetor with his legion, his province assigned again (prorogued).
    const r = applyAction(taw, st, 'rome', { type: 'prorogue' }, [0]);
    expect(r.state.leaders.find((l) => l.id === p)).toMatchObject({ office: 'praetor', status: 'map', hex: 3812 });
    expect(r.state.senate?.provinces[p]).toEqual({ province: 'Sabinus', prorogued: true });
    // No new praetor for his legion (it has one).
    expect(r.state.ask?.kind).not.toBe('praetor');
  });
  it('RRR 5.17: a praetor whose legion has another magistrate with it is not prorogued; declined, he leaves office', () => {
    const s = elections();
    let st = applyAction(taw, s, 'rome', { type: 'praetor' }).state;
    const p = st.leaders.find((l) => l.office === 'praetor')!.id;
    st = applyAction(taw, st, 'rome', { type: 'decline' }).state;
    const d = applyAction(taw, nextElections(structuredClone(st), p), 'rome', { type: 'decline' }).state;
    expect(d.leaders.find((l) => l.id === p)).toMatchObject({ office: null, status: 'pool' });
    // The new Field Consul joins his legion: another magistrate can command it, no question.
    const t = nextElections(st, p, 3812);
    expect(t.ask?.kind === 'prorogue' && t.ask.leader === p).toBe(false);
    expect(t.leaders.find((l) => l.id === p)).toMatchObject({ office: null, status: 'pool' });
  });
  it('a magistrate who triumphed last year may be named praetor (RRR 5.17 selection); praetors leave office at the next elections', () => {
    const s = fresh('samnite-wars');
    Object.assign(s, { turn: 2, year: 319, activation: null, ask: null });
    for (const id of ['110', '111']) Object.assign(s.leaders.find((l) => l.id === id)!, { hex: 3714, inCity: true });
    put(s, 'rome', 3812, false, [{ c: 'Roman', t: 'inf', sp: 11, legion: 'III', vet: false }]);
    s.senate = { laurels: [], triumphs: { '105': 1 }, provinces: {}, censure: null };
    const { ctx } = ctxWith(s);
    samniteElections(s, ctx);
    let st = applyAction(taw, s, 'rome', { type: 'decline' }).state;
    st = applyAction(taw, st, 'rome', { type: 'place', to: 3714, inCity: false }).state;
    expect(legalOf(st)).toContainEqual({ type: 'praetor', leader: '105' });
    st = applyAction(taw, st, 'rome', { type: 'praetor', leader: '105' }).state;
    expect(st.leaders.find((l) => l.id === '105')).toMatchObject({ office: 'praetor', hex: 3812 });
    st = applyAction(taw, st, 'rome', { type: 'decline' }).state;
    st = nextElections(st, '105');
    st = applyAction(taw, st, 'rome', { type: 'decline' }).state;
    expect(st.leaders.find((l) => l.id === '105')).toMatchObject({ office: null, status: 'pool' });
  });
});

describe('RRR 5.18 the Praetor Urbanus and G/2 Legion Training', () => {
  it('the Roman may appoint a Praetor Urbanus at the elections (after the praetors): drawn from the pool, in Rome, no LAM', () => {
    const s = fresh('samnite-wars');
    Object.assign(s, { turn: 2, year: 319, activation: null, ask: null });
    for (const id of ['110', '111']) Object.assign(s.leaders.find((l) => l.id === id)!, { hex: 3714, inCity: true });
    samniteElections(s, ctxWith(s).ctx);
    let st = applyAction(taw, s, 'rome', { type: 'place', to: 3714, inCity: false }).state;
    expect(st.ask).toEqual({ kind: 'urbanus', side: 'rome' });
    expect(legalOf(st)).toEqual([{ type: 'urbanus' }, { type: 'decline' }]);
    st = applyAction(taw, st, 'rome', { type: 'urbanus' }).state;
    expect(st.leaders.find((l) => l.office === 'urbanus')).toMatchObject({ status: 'map', hex: 3714, inCity: true });
    expect(st.cup.some((x) => x === 'O:urbanus')).toBe(false);
  });
  /** Rome with a Praetor Urbanus and new legions V, VI, VII raised this turn (single legions, S1.6). */
  const training = (ids: string[], pu = true): TawState => {
    const s = empty('samnite-wars');
    if (pu) lead(s, '105', 3714, true, { office: 'urbanus' });
    put(s, 'rome', 3714, true, ids.flatMap((id) => [{ c: 'Roman', t: 'inf' as const, sp: 11, legion: id, vet: false }, { c: 'Roman', t: 'cav' as const, sp: 2, legion: id, vet: false }]));
    s.senate = { laurels: [], triumphs: {}, provinces: {}, censure: null, training: [...ids] };
    return s;
  };
  const vet = (s: TawState, id: string): boolean | undefined => s.stacks[0]!.groups.find((g) => g.legion === id && g.t === 'inf')!.vet;
  it('7, 8, 9 or 0 and the new legion is Veteran; at most two legions roll; training ends with the phase', async () => {
    const { legionTraining } = await import('../src/magistrates');
    const s = training(['V', 'VI', 'VII']);
    const { ctx, events: ev } = ctxWith(s, [0, 6]);
    legionTraining(s, ctx);
    expect(vet(s, 'V')).toBe(true);
    expect(vet(s, 'VI')).toBe(false);
    expect(vet(s, 'VII')).toBe(false);
    expect(keys(ev)).toEqual(['training.veteran', 'training.raw']);
    expect(s.senate?.training).toEqual([]);
  });
  it('no roll without the Praetor Urbanus in Rome', async () => {
    const { legionTraining } = await import('../src/magistrates');
    const s = training(['V'], false);
    const { ctx, events: ev } = ctxWith(s, []);
    legionTraining(s, ctx);
    expect(ev).toEqual([]);
    expect(vet(s, 'V')).toBe(false);
  });
  it('legions raised in Rome go into training; one that marches out of Rome is not trained', async () => {
    const { recruit } = await import('../src/recruit');
    const raised = empty('samnite-wars');
    lead(raised, '110', 3714, true, { office: 'consul' });
    activateFor(raised, '110');
    const { ctx } = ctxWith(raised, [9, 0]);
    recruit(raised, ctx, 'new');
    expect(raised.senate?.training?.length).toBeGreaterThan(0);
    const s = training(['V', 'VI']);
    lead(s, '110', 3714, true, { office: 'consul' });
    activateFor(s, '110');
    s.cup = ['SIEGE'];
    const r = applyAction(taw, s, 'rome', { type: 'march', to: 3713, take: 'all' });
    expect(r.state.activation?.move?.groups.length).toBeGreaterThan(0);
    expect(r.state.senate?.training).toEqual([]);
  });
});

describe('RRR 5.16 the Magister Equitum', () => {
  /** Turn 2 of the Samnite Wars with an Emergency: a Dictator is drawn and placed in Rome. */
  const withDictator = (): TawState => {
    const s = fresh('samnite-wars');
    Object.assign(s, { turn: 2, year: 319, activation: null, ask: null, emergency: true });
    for (const id of ['110', '111']) Object.assign(s.leaders.find((l) => l.id === id)!, { hex: 3714, inCity: true });
    samniteElections(s, ctxWith(s).ctx);
    return s;
  };
  it('the Dictator may choose one from the pool whose ID is within 5 of his own (not last year’s consuls); he takes office in Rome', () => {
    const s = withDictator();
    const d = s.leaders.find((l) => l.office === 'dictator')!;
    const ask = s.ask;
    if (ask?.kind !== 'magister') throw new Error('no Magister Equitum question');
    expect(ask.candidates.length).toBeGreaterThan(0);
    for (const id of ask.candidates) expect(Math.abs(Number(id) - Number(d.id))).toBeLessThanOrEqual(5);
    expect(ask.candidates).not.toContain('110');
    expect(ask.candidates).not.toContain('111');
    expect(legalOf(s)).toContainEqual({ type: 'decline' });
    const id = ask.candidates[0]!;
    let st = applyAction(taw, s, 'rome', { type: 'choose', leader: id }).state;
    expect(st.leaders.find((l) => l.id === id)).toMatchObject({ office: 'magister', hex: 3714, inCity: true });
    while (st.ask !== null) st = applyAction(taw, st, 'rome', legalOf(st)[0]!).state;
    const m = st.leaders.find((l) => l.id === id)!;
    expect(st.cup.filter((x) => x === 'O:magister')).toHaveLength(m.init);
    // He moves like a Dictator: no province binds him (RRR 5.41 #2).
    expect(freeProvinces(st, m)).toBeNull();
  });
  it('RRR 5.32 (ruling PRA-4): he may instead join a Consular Army in Italy; not a Force with no legion, not Rome\'s garrison', () => {
    const s = withDictator();
    put(s, 'rome', 3812, false, [{ c: 'Roman', t: 'inf', sp: 11, legion: 'III', vet: false }, { c: 'Roman', t: 'cav', sp: 2, legion: 'III', vet: false }]);
    put(s, 'rome', 4010, false, [{ c: 'Roman', t: 'inf', sp: 4 }]);
    const ask = s.ask;
    if (ask?.kind !== 'magister') throw new Error('no Magister Equitum question');
    const id = ask.candidates[0]!;
    const places = legalOf(s).filter((a) => a.type === 'choose' && a.leader === id).map((a) => (a.type === 'choose' ? a.to ?? 'Rome' : null));
    // Rome, the army outside Rome's walls (3714) and the legion at 3812; not the legionless Force at 4010.
    expect(places).toEqual(['Rome', 3714, 3812]);
    const st = applyAction(taw, s, 'rome', { type: 'choose', leader: id, to: 3812, inCity: false }).state;
    expect(st.leaders.find((l) => l.id === id)).toMatchObject({ office: 'magister', hex: 3812, inCity: false });
  });
  it('a Dictator with a Magister Equitum stays in Rome: no march, no voyage, no leaving the city', () => {
    const s = withDictator();
    const ask = s.ask;
    if (ask?.kind !== 'magister') throw new Error('no Magister Equitum question');
    let st = applyAction(taw, s, 'rome', { type: 'choose', leader: ask.candidates[0]! }).state;
    while (st.ask !== null) st = applyAction(taw, st, 'rome', legalOf(st)[0]!).state;
    const d = st.leaders.find((l) => l.office === 'dictator')!;
    st.activation = null;
    activateFor(st, d.id);
    const types = legalOf(st).map((a) => a.type);
    expect(types).toContain('end');
    expect(types).not.toContain('march');
    expect(types).not.toContain('exit');
    // Without a Magister Equitum he marches as he likes.
    const t = withDictator();
    let u = applyAction(taw, t, 'rome', { type: 'decline' }).state;
    while (u.ask !== null) u = applyAction(taw, u, 'rome', legalOf(u)[0]!).state;
    u.activation = null;
    activateFor(u, u.leaders.find((l) => l.office === 'dictator')!.id);
    expect(legalOf(u).map((a) => a.type)).toContain('march');
  });
  it('his office ends with the Dictator’s at the next elections', () => {
    const s = withDictator();
    const ask = s.ask;
    if (ask?.kind !== 'magister') throw new Error('no Magister Equitum question');
    let st = applyAction(taw, s, 'rome', { type: 'choose', leader: ask.candidates[0]! }).state;
    while (st.ask !== null) st = applyAction(taw, st, 'rome', legalOf(st)[0]!).state;
    Object.assign(st, { turn: 3, year: 318, activation: null, ask: null, emergency: false });
    samniteElections(st, ctxWith(st).ctx);
    expect(st.leaders.find((l) => l.id === ask.candidates[0])!.office).toBeNull();
  });
});

describe('explained refusals (issue 17.8)', () => {
  it('a Stop outside the province without leave cites RRR 5.41 exception #3', async () => {
    const { GameError } = await import('@polemarch/kernel');
    const s = empty('pyrrhus');
    lead(s, '203', 4009, false, { office: 'proconsul' });
    put(s, 'rome', 4009, false, legion('I'));
    lead(s, 'pyrrhus', 5701, false);
    put(s, 'epirus', 5701, false, [{ c: 'Greek', t: 'inf', sp: 5 }]);
    s.cup = ['L:pyrrhus'];
    activate(s, ctxWith(s).ctx, 'O:proconsul', s.leaders.find((l) => l.id === '203')!);
    const st = applyAction(taw, s, 'rome', { type: 'march', to: 3909, take: 'all' }).state;
    let msg = '';
    try {
      applyAction(taw, st, 'rome', { type: 'stop' });
    } catch (e) {
      if (e instanceof GameError) msg = e.message;
    }
    expect(msg).toMatch(/RRR 5\.41/);
  });
});
