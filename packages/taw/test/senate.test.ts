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
