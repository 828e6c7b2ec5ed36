import { describe, expect, it } from 'vitest';
import { applyAction } from '@polemarch/kernel';
import { taw } from '../src/index';
import { fieldConsulOptions, samniteAugury, tribalRevolt } from '../src/scenarios/samnite';
import { activatedScenario } from '../src/scenarios/rules';
import { CLEONYMUS, GAULS, cleonymusLandings, gaulHexes } from '../src/scenarios/invaders';
import { afterBattleScenario, afterCaptureScenario } from '../src/scenarioRules';
import { capture } from '../src/siege';
import { resolveBattle } from '../src/battle';
import { interceptorsFor, stepTargets, takeOptions } from '../src/movement';
import { coordinationCandidates } from '../src/combat';
import { operationActions } from '../src/decisions';
import { MAP, provinceOf } from '../src/map';
import { hexDistance } from '../src/hex';
import type { TawState } from '../src/state';
import { addToStack } from '../src/core';
import { activate } from '../src/turn';
import { activateFor, ctxWith, empty, invent, keys, lead, put, sp } from './helpers';

const gallic = (s: TawState): number => s.stacks.reduce((n, x) => n + x.groups.filter((g) => g.c === 'Gallic').reduce((m, g) => m + g.sp, 0), 0);

/** The Senones (16/4) placed by the Augury in Gallia Cispadana's first hex, then moved to `hex`. */
function gaulsAt(s: TawState, hex: number): void {
  const { ctx } = ctxWith(s, [8, 5, 4]);
  samniteAugury(s, ctx);
  s.ask = null;
  const g = s.leaders.find((l) => l.id === GAULS)!;
  for (const st of s.stacks) if (st.groups.some((x) => x.c === 'Gallic')) st.hex = hex;
  g.hex = hex;
}

describe('S1.3 the Gauls (Augury 85–99)', () => {
  it('GAULS!: the Augury row gives their SP, two LAMs go in the cup and the Samnite places them in Liguria Friniates or Gallia Cispadana', () => {
    const s = empty('samnite-wars');
    const { ctx, events } = ctxWith(s, [8, 5, 4]);
    samniteAugury(s, ctx);
    expect(keys(events)).toEqual(['augury', 'gauls.invade']);
    expect(s.cup.filter((x) => x === `L:${GAULS}`)).toHaveLength(2);
    expect(s.ask).toMatchObject({ kind: 'deploy', side: 'samnite' });
    expect(gaulHexes().every((h) => ['LiguriaFriniates', 'GalliaCispadana'].includes(provinceOf(h)))).toBe(true);
    const to = gaulHexes().find((h) => provinceOf(h) === 'GalliaCispadana' && h !== gaulHexes()[0])!;
    const after = applyAction(taw, s, 'samnite', { type: 'deploy', to }).state;
    expect(sp(after, 'samnite', to, false, 'inf')).toBe(16);
    expect(sp(after, 'samnite', to, false, 'cav')).toBe(4);
    expect(after.leaders.find((l) => l.id === GAULS)!.hex).toBe(to);
  });

  it('rolled again while the Gauls are in play: no event', () => {
    const s = empty('samnite-wars');
    gaulsAt(s, 2011);
    const { ctx, events } = ctxWith(s, [9, 0]);
    samniteAugury(s, ctx);
    expect(keys(events)).toEqual(['augury', 'augury.no-event']);
    expect(gallic(s)).toBe(20);
  });

  it('the Gallic Force moves whole, never enters a city as a garrison, walks its own lands, and never shares a hex with a Samnite army', () => {
    const s = empty('samnite-wars');
    gaulsAt(s, 2011);
    activateFor(s, GAULS);
    expect(takeOptions(s)).toEqual(['all']);
    expect(operationActions(s).some((a) => a.type === 'enter')).toBe(false);
    const targets = stepTargets(s);
    expect(targets.some((h) => provinceOf(h) === 'GalliaCispadana')).toBe(true);
    // A Samnite army next door: the Gauls may not step into its hex, nor it into theirs.
    const next = targets[0]!;
    lead(s, 'pontius', next);
    put(s, 'samnite', next, false, [{ c: 'Samnite', t: 'inf', sp: 5 }]);
    expect(stepTargets(s)).not.toContain(next);
    activateFor(s, 'pontius');
    expect(stepTargets(s)).not.toContain(2011);
    // A Roman leader may not follow them north.
    lead(s, '104', 2610);
    put(s, 'rome', 2610, false, [{ c: 'Roman', t: 'inf', sp: 5, legion: 'I' }]);
    activateFor(s, '104');
    expect(stepTargets(s).every((h) => !['GalliaCispadana', 'LiguriaFriniates'].includes(provinceOf(h)))).toBe(true);
  });

  it('defeated in a battle, the Gauls leave the map with their LAMs', () => {
    const s = empty('samnite-wars');
    gaulsAt(s, 2610);
    lead(s, '104', 2610);
    put(s, 'rome', 2610, false, [{ c: 'Roman', t: 'inf', sp: 60, legion: 'I' }, { c: 'Roman', t: 'cav', sp: 2, legion: 'I' }]);
    activateFor(s, '104');
    // Tactical rolls 9 / 0, BRT 9 (+ the odds): the Gauls lose by far.
    const { ctx, events } = ctxWith(s, [9, 0, 9, 0, 0, 0, 0, 0, 0, 0]);
    const r = resolveBattle(s, ctx, { hex: 2610, attacker: 'rome', attLeader: '104', failedAvoid: false, river: false, enteredFrom: null, then: () => 'none' });
    expect(r.loser).toBe('samnite');
    expect(keys(events)).toContain('gauls.leave-defeat');
    expect(gallic(s)).toBe(0);
    expect(s.leaders.find((l) => l.id === GAULS)!.status).toBe('pool');
    expect(s.cup).not.toContain(`L:${GAULS}`);
  });

  it('Gauls that joined a Samnite battle by Coordination go back to the hex they came from (S-1)', () => {
    const s = empty('samnite-wars');
    gaulsAt(s, 2610);
    lead(s, 'pontius', 2610);
    // The Senones coordinated from 2611 into Pontius' battle: one Force of the side in the hex (8.26).
    addToStack(s, 'samnite', 2610, false, [{ c: 'Samnite', t: 'inf', sp: 10 }], 'none', false);
    s.samnite = { ...s.samnite, coordinated: [{ leader: GAULS, hex: 2611 }] };
    const { ctx, events } = ctxWith(s);
    afterBattleScenario(s, ctx, 2610, null, null, false);
    expect(keys(events)).toContain('gauls.apart-gauls');
    expect(sp(s, 'samnite', 2611, false)).toBe(20);
    expect(sp(s, 'samnite', 2610, false)).toBe(10);
    expect(s.leaders.find((l) => l.id === GAULS)!.hex).toBe(2611);
    expect(s.leaders.find((l) => l.id === 'pontius')!.hex).toBe(2610);
  });

  it('the Gauls who take Rome sack it and leave (engine reading of S1.3)', () => {
    const s = empty('samnite-wars');
    gaulsAt(s, 3714);
    put(s, 'rome', 3714, true, [{ c: 'Roman', t: 'inf', sp: 3, legion: 'Urban' }]);
    s.cities['Roma']!.siege = 'samnite';
    activateFor(s, GAULS);
    // 9.71: a 2 is within the Gallic leader's CR 4: nothing happens; then the Gauls leave.
    const { ctx, events } = ctxWith(s, [2]);
    capture(s, ctx, s.cities['Roma']!, 'samnite', 'assault', 'none');
    expect(keys(events)).toEqual(expect.arrayContaining(['sack.gauls-calm', 'gauls.leave-rome']));
    expect(gallic(s)).toBe(0);
    expect(s.ask).toMatchObject({ kind: 'sack', side: 'samnite', city: 'Roma' });
  });
});

describe('RRR 9.71 Gallic Sack', () => {
  /** A Carthaginian Force with 10 Gallic SP under a CR 5 leader has just taken Placentia (Medium) by assault. */
  function placentia(dice: number[]): { s: TawState; events: string[] } {
    const s = empty('hannibal');
    invent(s, 'mago', 'carthage', { cr: 5 });
    lead(s, 'mago', 1514);
    put(s, 'carthage', 1514, false, [{ c: 'African', t: 'inf', sp: 10 }, { c: 'Gallic', t: 'inf', sp: 10 }]);
    s.cities['Placentia']!.siege = 'carthage';
    activateFor(s, 'mago');
    const { ctx, events } = ctxWith(s, dice);
    capture(s, ctx, s.cities['Placentia']!, 'carthage', 'assault', 'none');
    return { s, events: keys(events) };
  }

  it('a roll over the active leader\'s CR: 10 × a new die percent of the Gauls leave and the siege brings no alliance shifts', () => {
    const { s, events } = placentia([7, 5]);
    expect(events).toContain('sack.gauls-amok');
    expect(events).not.toContain('alliance.shift');
    expect(s.stacks.find((x) => x.side === 'carthage' && x.inCity)!.groups).toEqual(expect.arrayContaining([{ c: 'Gallic', t: 'inf', sp: 5 }, { c: 'African', t: 'inf', sp: 10 }]));
    // The city is not Sacked by this: the usual choice follows.
    expect(s.cities['Placentia']!.sacked).toBe(false);
    expect(s.ask).toMatchObject({ kind: 'sack', side: 'carthage' });
  });

  it('a roll within the CR: nothing happens and the siege shifts the alliances as usual', () => {
    const { s, events } = placentia([5]);
    expect(events).toContain('sack.gauls-calm');
    expect(events).toContain('alliance.shift');
    expect(sp(s, 'carthage', 1514, true)).toBe(20);
  });
});

describe('S1.10 76–84 Cleonymus', () => {
  function landed(): TawState {
    const s = empty('samnite-wars');
    const { ctx } = ctxWith(s, [7, 6]);
    samniteAugury(s, ctx);
    return s;
  }

  it('lands with 10 Spartan SP on a coastal hex of Calabria, not Tarentum; rolled again it is a Tribal Revolt', () => {
    const s = landed();
    const c = s.leaders.find((l) => l.id === CLEONYMUS)!;
    expect(c.status).toBe('map');
    expect(cleonymusLandings()).toContain(c.hex);
    expect(provinceOf(c.hex!)).toBe('Calabria');
    expect(c.hex).not.toBe(5405);
    expect(sp(s, 'sparta', c.hex!, false)).toBe(10);
    expect(s.cup).not.toContain(`L:${CLEONYMUS}`);
    const { ctx, events } = ctxWith(s, [8, 0, 0, 1, 5]);
    samniteAugury(s, ctx);
    expect(keys(events)).toEqual(expect.arrayContaining(['cleonymus.again', 'tribe.revolt']));
  });

  it('a 0 on a Continuation roll gives the opponent Cleonymus when the Campaign Phase ends; he then operates for that seat', () => {
    const s = landed();
    lead(s, '104', 3714, true, { office: 'consul' });
    put(s, 'rome', 3714, true, [{ c: 'Roman', t: 'inf', sp: 11, legion: 'I' }]);
    activateFor(s, '104');
    s.cup = ['SIEGE'];
    // The consul steps out of Rome and Stops: his Continuation roll is a 0 (a success for him).
    let st = applyAction(taw, s, 'rome', { type: 'exit' }).state;
    st = applyAction(taw, st, 'rome', { type: 'stop' }, [0]).state;
    expect(st.samnite?.cleonymusFor).toBe('samnite');
    st = applyAction(taw, st, 'rome', { type: 'end' }).state;
    expect(taw.pending(st)).toMatchObject({ seat: 'samnite', kind: 'cleonymus' });
    st = applyAction(taw, st, 'samnite', { type: 'choose', leader: CLEONYMUS }).state;
    expect(st.activation).toMatchObject({ leader: CLEONYMUS, side: 'sparta', seat: 'samnite' });
    expect(taw.pending(st)).toMatchObject({ seat: 'samnite', kind: 'operation' });
    expect(taw.legal(st, 'samnite').some((a) => a.type === 'march')).toBe(true);
  });

  it('laying siege to a city raises its tribe against Rome', () => {
    const s = landed();
    const c = s.leaders.find((l) => l.id === CLEONYMUS)!;
    for (const st of s.stacks) if (st.side === 'sparta') st.hex = 5402;
    c.hex = 5402;
    put(s, 'rome', 5402, true, [{ c: 'Roman', t: 'inf', sp: 2 }]);
    activateFor(s, CLEONYMUS);
    s.activation!.seat = 'rome';
    s.cup = ['SIEGE'];
    const st = applyAction(taw, s, 'rome', { type: 'siege' }, [5]).state;
    expect(st.leaders.find((l) => l.id === 'tribe-Tarentum')?.status).toBe('map');
    expect(st.cities['Brundisium']!.siege).toBe('sparta');
  });

  it('a battle that costs him a greater percentage than his opponent removes him with his Spartans', () => {
    const s = landed();
    const { ctx, events } = ctxWith(s);
    afterBattleScenario(s, ctx, 5402, null, null, false, { attacker: 'rome', defender: 'sparta', att: 10, def: 15 });
    expect(keys(events)).toContain('cleonymus.leaves');
    expect(s.stacks.some((x) => x.side === 'sparta')).toBe(false);
    expect(s.leaders.find((l) => l.id === CLEONYMUS)!.status).toBe('killed');
  });

  it('a battle in which he loses less keeps him in play', () => {
    const s = landed();
    const { ctx, events } = ctxWith(s);
    afterCaptureScenario(s, ctx, 'Brundisium', 'sparta', 'S');
    afterBattleScenario(s, ctx, 5402, null, null, false, { attacker: 'sparta', defender: 'rome', att: 10, def: 15 });
    expect(keys(events)).not.toContain('cleonymus.leaves');
    expect(s.stacks.some((x) => x.side === 'sparta')).toBe(true);
  });
});

describe('S1.10 54–59 Election declared invalid', () => {
  it('a Dictator chosen this year leaves office and another is chosen at once; with none, no event', () => {
    const s = empty('samnite-wars');
    lead(s, '104', 3714, true, { office: 'dictator' });
    const { ctx, events } = ctxWith(s, [5, 4]);
    samniteAugury(s, ctx);
    expect(keys(events)).toEqual(['augury', 'augury.replaced']);
    expect(s.leaders.find((l) => l.id === '104')!.status).toBe('wounded');
    const d = s.leaders.filter((l) => l.office === 'dictator' && l.status === 'map');
    expect(d).toHaveLength(1);
    expect(d[0]!.hex).toBe(3714);
    const t = empty('samnite-wars');
    const c2 = ctxWith(t, [5, 9]);
    samniteAugury(t, c2.ctx);
    expect(keys(c2.events)).toEqual(['augury']);
  });
});

describe('S1.10 54–59 and R7 42–45: the Magister Equitum of an invalid election (rulings S-4, P-9)', () => {
  it('he leaves office with the Dictator; the new Dictator, in Rome, may choose another at once (RRR 5.16: within 5 of his number)', () => {
    const s = empty('samnite-wars');
    lead(s, '104', 3714, true, { office: 'dictator' });
    lead(s, '107', 3714, true, { office: 'magister' });
    const { ctx, events } = ctxWith(s, [5, 4]);
    samniteAugury(s, ctx);
    expect(keys(events)).toEqual(['augury', 'augury.magister-removed', 'augury.replaced']);
    expect(s.leaders.find((l) => l.id === '107')).toMatchObject({ status: 'wounded', office: null });
    const d = s.leaders.find((l) => l.office === 'dictator' && l.status === 'map')!;
    expect(taw.pending(s)).toMatchObject({ seat: 'rome', kind: 'magister' });
    const ask = s.ask as Extract<TawState['ask'], { kind: 'magister' }>;
    expect(ask.candidates.length).toBeGreaterThan(0);
    for (const id of ask.candidates) expect(Math.abs(Number(id) - Number(d.id))).toBeLessThanOrEqual(5);
    expect(ask.candidates).not.toContain('104');
    expect(ask.candidates).not.toContain('107');
    // The turn goes on: the next draw (Pontius') after the answer.
    lead(s, 'pontius', 4109, false);
    put(s, 'samnite', 4109, false, [{ c: 'Samnite', t: 'inf', sp: 10 }]);
    s.cup = ['L:pontius'];
    const r = applyAction(taw, s, 'rome', { type: 'choose', leader: ask.candidates[0]! });
    expect(keys(r.events)[0]).toBe('election.office');
    expect(r.state.leaders.find((l) => l.id === ask.candidates[0])).toMatchObject({ status: 'map', office: 'magister', hex: 3714, inCity: true });
    // 5.14: no Magister Equitum LAM was left in the cup: one goes in for him; the draws go on (one of the two drawn).
    expect(r.state.activation).not.toBeNull();
    expect([...r.state.cup, r.state.activation!.lam].sort()).toEqual(['L:pontius', 'O:magister']);
    // The removed Magister Equitum's LAM still in the cup is his successor's: none added.
    const kept = applyAction(taw, { ...s, cup: ['L:pontius', 'O:magister'] }, 'rome', { type: 'choose', leader: ask.candidates[0]! });
    expect([...kept.state.cup, kept.state.activation!.lam].sort()).toEqual(['L:pontius', 'O:magister']);
  });
});

describe('S1.2 the tribes: stacking with the Samnites, the attack into an adjacent province', () => {
  /** Apulia revolts (8/1 in Luceria) and, its Alliance Level set neutral, does not qualify to join the Samnites. */
  function apulia(): TawState {
    const s = empty('samnite-wars');
    s.provinces['Apulia']!.alliance = 0;
    const { ctx } = ctxWith(s, [3]);
    tribalRevolt(s, ctx, 'Apulia');
    return s;
  }

  it('a tribe that does not qualify enters only its own and the adjacent provinces, and stops outside its own only to attack; finished there without a battle it goes home', () => {
    let s = apulia();
    activate(s, ctxWith(s).ctx, 'L:tribe-Apulia', s.leaders.find((x) => x.id === 'tribe-Apulia')!);
    const allowed = ['Apulia', ...MAP.provinceAdjacency.get('Apulia')!];
    expect(stepTargets(s).every((h) => allowed.includes(provinceOf(h)))).toBe(true);
    // March toward Samnium until the Force stands in it.
    const goal = MAP.provinceHexes.get('Samnium')!;
    const near = (h: number): number => Math.min(...goal.map((g) => hexDistance(h, g)));
    let to = [...stepTargets(s)].sort((a, b) => near(a) - near(b))[0]!;
    s = applyAction(taw, s, 'samnite', { type: 'march', to, take: 'all' }).state;
    for (let i = 0; i < 10 && provinceOf(to) !== 'Samnium'; i++) {
      to = [...stepTargets(s)].sort((a, b) => near(a) - near(b))[0]!;
      s = applyAction(taw, s, 'samnite', { type: 'step', to }).state;
    }
    expect(provinceOf(s.activation!.move!.hex)).toBe('Samnium');
    const ops = taw.legal(s, 'samnite').map((a) => a.type);
    expect(ops).not.toContain('stop');
    expect(ops).not.toContain('enter');
    s = applyAction(taw, s, 'samnite', { type: 'end' }).state;
    for (let i = 0; i < 5 && taw.pending(s)?.kind === 'losses'; i++) s = applyAction(taw, s, taw.pending(s)!.seat, taw.legal(s, taw.pending(s)!.seat)[0]!).state;
    const l = s.leaders.find((x) => x.id === 'tribe-Apulia')!;
    expect(provinceOf(l.hex!)).toBe('Apulia');
    expect(s.stacks.find((x) => x.hex === l.hex && x.side === 'samnite')!.groups.every((g) => g.c === 'Apulia')).toBe(true);
  });

  it('a Samnite army does not enter the hex of a tribe that does not qualify; it may once the tribe leans Samnite', () => {
    const s = apulia();
    const luceria = s.leaders.find((x) => x.id === 'tribe-Apulia')!.hex!;
    const next = MAP.neighbours.get(luceria)!.find((h) => provinceOf(h) === 'Apulia')!;
    lead(s, 'pontius', next);
    put(s, 'samnite', next, false, [{ c: 'Samnite', t: 'inf', sp: 5 }]);
    activateFor(s, 'pontius');
    expect(stepTargets(s)).not.toContain(luceria);
    s.provinces['Apulia']!.alliance = -1;
    expect(stepTargets(s)).toContain(luceria);
  });

  it('a tribe stacked with Samnites that no longer qualifies is set right at the next Samnite activation: it goes to the nearest hex of its province', () => {
    const s = empty('samnite-wars');
    s.provinces['Apulia']!.alliance = 0;
    lead(s, 'pontius', 4109, true);
    put(s, 'samnite', 4109, true, [{ c: 'Samnite', t: 'inf', sp: 10 }, { c: 'Apulia', t: 'inf', sp: 6 }]);
    const { ctx, events } = ctxWith(s);
    activatedScenario(s, ctx, s.leaders.find((x) => x.id === 'pontius')!);
    expect(keys(events)).toContain('tribe.home');
    expect(sp(s, 'samnite', 4109, true)).toBe(10);
    const apulians = s.stacks.find((x) => x.groups.some((g) => g.c === 'Apulia'))!;
    expect(provinceOf(apulians.hex)).toBe('Apulia');
  });

  it('a Samnite leader takes along a tribe that qualifies, never one that does not', () => {
    const s = empty('samnite-wars');
    lead(s, 'pontius', 4109, false);
    put(s, 'samnite', 4109, false, [{ c: 'Samnite', t: 'inf', sp: 10 }, { c: 'Apulia', t: 'inf', sp: 6 }]);
    activateFor(s, 'pontius');
    s.provinces['Apulia']!.alliance = 0;
    const to = stepTargets(s)[0]!;
    const a = applyAction(taw, s, 'samnite', { type: 'march', to, take: 'all' }).state;
    expect(a.activation!.move!.groups.map((g) => g.c)).toEqual(['Samnite']);
    s.provinces['Apulia']!.alliance = -2;
    const b = applyAction(taw, s, 'samnite', { type: 'march', to, take: 'all' }).state;
    expect(b.activation!.move!.groups.map((g) => g.c).sort()).toEqual(['Apulia', 'Samnite']);
  });
});

describe('S1.6 Papirius Cursor and Rullianus', () => {
  function rivals(inOffice: boolean): TawState {
    const s = empty('samnite-wars');
    lead(s, '104', 3714, false, { office: inOffice ? 'consul' : null });
    const from = MAP.neighbours.get(3714)!.find((h) => MAP.neighbours.get(h)!.length >= 3)!;
    lead(s, '107', from, false, { office: 'consul' });
    put(s, 'rome', from, false, [{ c: 'Roman', t: 'inf', sp: 11, legion: 'II' }]);
    activateFor(s, '107');
    return applyAction(taw, s, 'rome', { type: 'march', to: 3714, take: 'all' }).state;
  }

  it('both in office: Rullianus passes through Papirius\' hex but may not stop there', () => {
    const s = rivals(true);
    const types = new Set(taw.legal(s, 'rome').map((a) => a.type));
    expect([...types]).toEqual(['step']);
  });

  it('Papirius out of office: Rullianus may stop in his hex', () => {
    const s = rivals(false);
    expect(taw.legal(s, 'rome').some((a) => a.type === 'stop')).toBe(true);
  });

  it('the Field Consul is not placed with the army of his rival in office', () => {
    const s = empty('samnite-wars');
    lead(s, '104', 4412, false, { office: 'consul' });
    lead(s, '107', 3714, true, { office: 'consul' });
    put(s, 'rome', 4412, false, [{ c: 'Roman', t: 'inf', sp: 11, legion: 'I' }]);
    put(s, 'rome', 3914, false, [{ c: 'Roman', t: 'inf', sp: 11, legion: 'II' }]);
    expect(fieldConsulOptions(s, '107').map((o) => o.hex)).toEqual([3714, 3914]);
    expect(fieldConsulOptions(s, '105').map((o) => o.hex)).toEqual([3714, 4412, 3914]);
  });

  /** Rullianus (107) with a legion in 4705, Papirius (104) with another two hexes away in 4707; Pontius' Samnites in 4704. */
  function apart(papiriusInOffice: boolean): TawState {
    const s = empty('samnite-wars');
    lead(s, '107', 4705, false, { office: 'consul' });
    lead(s, '104', 4707, false, { office: papiriusInOffice ? 'proconsul' : null });
    put(s, 'rome', 4705, false, [{ c: 'Roman', t: 'inf', sp: 11, legion: 'I' }]);
    put(s, 'rome', 4707, false, [{ c: 'Roman', t: 'inf', sp: 11, legion: 'II' }]);
    lead(s, 'pontius', 4704, false, { oc: true });
    put(s, 'samnite', 4704, false, [{ c: 'Samnite', t: 'inf', sp: 20 }]);
    activateFor(s, 'pontius');
    s.cup = ['SIEGE'];
    return s;
  }

  it('S-6: both in office, Papirius is not offered an interception into Rullianus\' hex (out of office he is)', () => {
    const both = applyAction(taw, apart(true), 'samnite', { type: 'march', to: 4705, take: 'all' }).state;
    expect(interceptorsFor(both, 4705, false).map((l) => l.id)).toEqual([]);
    expect(both.ask?.kind).not.toBe('intercept');
    const one = applyAction(taw, apart(false), 'samnite', { type: 'march', to: 4705, take: 'all' }).state;
    expect(one.ask).toMatchObject({ kind: 'intercept', side: 'rome', hex: 4705, candidates: ['104'] });
  });

  it('S-6: both in office, Papirius may not Coordinate into the battle in Rullianus\' hex (out of office he may)', () => {
    expect(coordinationCandidates(apart(true), 'rome', 4705).map((c) => c.leader)).toEqual([]);
    expect(coordinationCandidates(apart(false), 'rome', 4705)).toMatchObject([{ leader: '104', distance: 2 }]);
  });
});
