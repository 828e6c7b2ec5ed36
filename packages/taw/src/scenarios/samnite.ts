import type { Random, StepContext } from '@polemarch/kernel';
import { MAP, provinceOf } from '../map';
import { addToStack, cityController, d10, leader, say, spOf } from '../core';
import { controllerOf } from '../control';
import { newLegion } from '../recruit';
import { TRIBAL_REVOLT, auguryNumber, revoltCheck, tribeFor } from '../rrrTables';
import type { Leader, Side, TawOptions, TawState } from '../state';
import { ROMANS_SAMNITE, SAMNITES, place } from './leaders';
import { baseState, setProvince } from './base';
import { cleonymusLands, gaulsInvade } from './invaders';
import { electionInvalid } from './pyrrhusAugury';
import { assignProvince, clearAssignments } from '../politics';
import { nextProconsulAsk } from '../proconsuls';
import { appointMagister, appointPraetor, appointUrbanus, magisterCandidates, mayAppointUrbanus, nextPraetorPlace, placeKey, praetorLimit } from '../magistrates';

/** S1 The Conquest of Central Italy: the Samnite Wars (rrr.md S1), 10 turns from 320 BC. */

const ROMAN_ITALY = (p: string): boolean => MAP.provinces.get(p)!.romanItaly;

export function setupSamnite(options: TawOptions, rng: Random): Omit<TawState, 'rng'> {
  const s = baseState('samnite-wars', ['rome', 'samnite'], options, {
    inPlay: ROMAN_ITALY,
    nonExistent: ['Ariminum', 'Fanum Fortunae', 'Sena Gallica', 'Ancona', 'Venusia'],
    sizes: { Paestum: 'M' },
    turns: 10,
    year: 320,
    rules: {
      mediumIds: 3, romeIds: 7, roadLevels: ['always'], nonRoman: 'samnite', enterFavouredCities: false, noRecruitTurn: 0, recruitCap: 5, maxLegions: 12,
      augury: true, ambassadors: true, leaderLosses: true, noEnter: {},
    },
  });
  const sx = s as TawState;
  // R8a Provincial Information Chart.
  setProvince(s, 'Latium', { home: 'rome' });
  setProvince(s, 'Samnium', { home: 'samnite' });
  setProvince(s, 'Campania', { toward: 'rome', level: 4, control: 'rome' });
  for (const [p, side, lvl] of [['NorthernEtruria', 'samnite', 2], ['SouthernEtruria', 'samnite', 2], ['Umbria', 'samnite', 2], ['Picenum', 'rome', 2], ['Sabinus', 'rome', 1], ['Apulia', 'samnite', 2], ['Lucania', 'rome', 3]] as const) setProvince(s, p, { toward: side, level: lvl });
  // S1.1 set-up: single citizen legions of 11 infantry and 2 cavalry (S1.6).
  const legion = (vet: boolean) => newLegion(sx, true).map((g) => ({ ...g, vet }));
  addToStack(sx, 'rome', 3714, true, [...legion(true), ...legion(false)], 'none', false);
  addToStack(sx, 'rome', 3714, true, newLegion(sx, true).map((g) => ({ ...g, legion: 'Urban' })), 'none', false);
  sx.legionSerial = 2;
  addToStack(sx, 'rome', 3714, false, legion(false), 'none', false);
  addToStack(sx, 'samnite', 4109, true, [{ c: 'Samnite', t: 'inf', sp: 18 }, { c: 'Samnite', t: 'cav', sp: 3 }], 'none', false);
  addToStack(sx, 'samnite', 4510, true, [{ c: 'Samnite', t: 'inf', sp: 15 }, { c: 'Samnite', t: 'cav', sp: 2 }], 'none', false);
  addToStack(sx, 'samnite', 4512, false, [{ c: 'Samnite', t: 'inf', sp: 8 }], 'none', false);
  sx.cities['Bovianum']!.last = 'samnite';
  sx.cities['Beneventum']!.last = 'samnite';
  const others = SAMNITES.filter((l) => l.id !== 'pontius');
  const second = others[rng.int(others.length)]!;
  s.leaders = [
    ...ROMANS_SAMNITE.map((l) => (l.id === '110' ? place(l, 3714, true, 'consul') : l.id === '111' ? place(l, 3714, false, 'consul') : { ...l })),
    ...SAMNITES.map((l) => (l.id === 'pontius' ? { ...place(l, 4109, true), oc: true } : l.id === second.id ? place(l, 4510, true) : { ...l })),
  ];
  // Start of play: the Roman picks one Consul LAM and opens with that consul's Campaign Phase.
  const cup = ['O:consul', 'AUGURY', 'SIEGE', 'SIEGE', 'SIEGE'];
  for (const l of s.leaders) if (l.side === 'samnite' && l.status === 'map') for (let i = 0; i < l.init; i++) cup.push(`L:${l.id}`);
  s.cup = cup.sort();
  s.ask = { kind: 'choose-magistrate', side: 'rome', office: 'consul', candidates: ['110', '111'] };
  return s;
}

/**
 * RRR 5.11 with the S1 exception (last year's consuls sit out a year), and the Samnite leader draw (S1.5).
 * Resumable (ruling E-13): the Roman decides whether last year's Field Consul, still with his army outside
 * Rome, is prorogued as proconsul (RRR 5.35), and where the new Field Consul joins an army (RRR 5.11); the
 * function asks, returns false, and is called again by the answer until the elections are over.
 */
export function samniteElections(s: TawState, ctx: StepContext): boolean {
  const rng = ctx.rng;
  if (s.elections === undefined) {
    // A Dictator's office ends with the year (RRR 5.15), and his Magister Equitum's with it (5.16).
    for (const l of s.leaders) if (l.roman && (l.office === 'dictator' || l.office === 'magister')) Object.assign(l, { office: null, status: 'pool', hex: null, inCity: false, oc: false });
    // RRR 5.18 (ruling PRA-3): the Praetor Urbanus leaves office with the year; RRR 5.17 (PRA-2) praetors on the map
    // wait with their legion for the praetors' turn (5.31: 6.), where the Roman may prorogue them.
    const praetors = s.leaders.filter((l) => l.roman && l.office === 'praetor' && l.status === 'map' && l.hex !== null).map((l) => l.id);
    for (const l of s.leaders) if (l.roman && (l.office === 'urbanus' || (l.office === 'praetor' && !praetors.includes(l.id)))) Object.assign(l, { office: null, status: 'pool', hex: null, inCity: false, oc: false });
    const old = s.leaders.filter((l) => l.roman && (l.office === 'consul' || l.office === 'proconsul') && l.status === 'map');
    const queue: string[] = [];
    for (const l of old) {
      if (l.office === 'consul' && l.hex !== 3714 && s.stacks.some((x) => x.side === 'rome' && x.hex === l.hex && !x.inCity)) queue.push(l.id);
      // RRR 5.14, 5.35 (ruling PRO-1): a proconsul still in his province with his army may be prorogued there.
      else if (l.office === 'proconsul' && l.hex !== null && s.senate?.provinces[l.id]?.province === provinceOf(l.hex) && s.stacks.some((x) => x.side === 'rome' && x.hex === l.hex && x.inCity === l.inCity)) queue.push(l.id);
      else Object.assign(l, { office: null, status: 'pool', hex: null, inCity: false });
    }
    s.elections = { stage: 'prorogue', queue, old: old.map((l) => l.id), ...(praetors.length > 0 ? { praetors } : {}) };
    // RRR 5.14 C, 5.35: last year's provinces end with it; a prorogation assigns his province again.
    clearAssignments(s);
  }
  const e = s.elections;
  if (e.stage === 'prorogue') {
    if (e.queue.length > 0) {
      s.ask = { kind: 'prorogue', side: 'rome', leader: e.queue[0]! };
      return false;
    }
    // RRR 5.31: a Dictator first when there is an Emergency (drawn at random, placed in Rome).
    // RRR 5.15 (ruling DIC-3): or the magistrate who triumphed the Roman named.
    if (s.emergency) {
      const pool = s.leaders.filter((l) => l.roman && l.status === 'pool' && !e.old.includes(l.id));
      const named = pool.find((l) => l.id === s.dictatorNamed);
      delete s.dictatorNamed;
      if (pool.length > 0) {
        const d = named ?? pool[rng.int(pool.length)]!;
        Object.assign(d, { status: 'map', office: 'dictator', hex: 3714, inCity: true });
        say(ctx, 'election.office', { leader: d.name, office: { key: 'office.dictator' } }, 'taw RRR 5.15');
      }
    }
    e.stage = 'magister';
  }
  if (e.stage === 'magister') {
    // RRR 5.16, 5.31: 2. the Dictator, staying in Rome, may choose a Magister Equitum (ruling PRA-4).
    const candidates = e.queue.includes('magister') ? [] : magisterCandidates(s, e.old);
    if (candidates.length > 0) {
      s.ask = { kind: 'magister', side: 'rome', candidates };
      return false;
    }
    // RRR 5.12 (ruling TRI-4): the Roman may keep, as consul, a magistrate who triumphed last year.
    e.stage = 'triumph';
    e.queue = s.leaders.filter((l) => l.roman && l.status === 'pool' && triumphedLastYear(s, l.id)).map((l) => l.id);
    e.kept = [];
  }
  if (e.stage === 'triumph') {
    const kept = e.kept ?? [];
    if (e.queue.length > 0 && kept.length < 2) {
      s.ask = { kind: 'reelect', side: 'rome', leader: e.queue[0]! };
      return false;
    }
    // The Consul of Rome (placed in Rome), then the Field Consul (with an army of the Roman's choice); the
    // consuls kept come first. Last year's consuls sit out a year unless they triumphed (RRR 5.11 exception).
    const eligible = s.leaders.filter((l) => l.roman && l.status === 'pool' && (!e.old.includes(l.id) || triumphedLastYear(s, l.id)) && !kept.includes(l.id));
    e.queue = [];
    for (let i = kept.length; i < 2 && eligible.length > 0; i++) {
      const l = eligible.splice(rng.int(eligible.length), 1)[0]!;
      Object.assign(l, { status: 'map', office: 'consul', hex: 3714, inCity: true });
      say(ctx, 'election.consul', { leader: l.name }, 'taw RRR 5.11');
      kept.push(l.id);
    }
    if (kept.length > 1) e.queue.push(kept[1]!);
    delete e.kept;
    e.stage = 'field';
  }
  if (e.stage === 'field') {
    const id = e.queue.shift();
    if (id !== undefined) {
      const options = fieldConsulOptions(s, id);
      if (options.length > 1) {
        s.ask = { kind: 'field-consul', side: 'rome', leader: id, options };
        return false;
      }
      // S1.6 A: his rival holds Rome and one army is left: he goes to it.
      if (options[0]!.hex !== 3714) placeFieldConsul(s, ctx, id, options[0]!);
    }
    e.stage = 'praetor-prorogue';
  }
  if (e.stage === 'praetor-prorogue') {
    // RRR 5.17 (ruling PRA-2): last year's praetors, in order, may be prorogued while both limits still hold.
    while ((e.praetors ?? []).length > 0) {
      const l = leader(s, e.praetors![0]!);
      if (mayProroguePraetor(s, l, e.praetors!)) {
        s.ask = { kind: 'prorogue', side: 'rome', leader: l.id };
        return false;
      }
      e.praetors!.shift();
      Object.assign(l, { office: null, status: 'pool', hex: null, inCity: false, oc: false });
      say(ctx, 'election.not-prorogued', { leader: l.name }, 'taw RRR 5.17');
    }
    delete e.praetors;
    e.stage = 'proconsul';
    e.queue = [];
  }
  if (e.stage === 'proconsul') {
    // RRR 5.14, 5.31: 5. a proconsul for each Consular Army left without one, where the province has room (PRO-1).
    const ask = nextProconsulAsk(s, e.queue);
    if (ask !== null) {
      s.ask = ask;
      return false;
    }
    e.stage = 'praetor';
    e.queue = [];
  }
  if (e.stage === 'praetor') {
    // RRR 5.17, 5.31: a praetor for each legion left without a leader, within the 50% limit; the Roman decides.
    const at = nextPraetorPlace(s, e.queue);
    if (at !== null) {
      s.ask = { kind: 'praetor', side: 'rome', hex: at.hex, inCity: at.inCity, candidates: s.leaders.filter((l) => l.roman && l.status === 'pool' && triumphedLastYear(s, l.id)).map((l) => l.id) };
      return false;
    }
    e.stage = 'urbanus';
  }
  if (e.stage === 'urbanus') {
    // RRR 5.18, 5.31: 7. the Praetor Urbanus, the Roman's choice.
    if (!e.queue.includes('urbanus') && mayAppointUrbanus(s)) {
      s.ask = { kind: 'urbanus', side: 'rome' };
      return false;
    }
    e.stage = 'samnite';
  }
  delete s.elections;
  // Samnite leaders: keep on DR ≤ CR, then draw up to two (S1.5), placed with a Samnite army (not a tribe's or the Gauls', S1.2–S1.3).
  const inPlay = s.leaders.filter((l) => l.side === 'samnite' && !l.id.startsWith('tribe-') && l.status === 'map');
  for (const l of inPlay) {
    const r = d10(ctx);
    if (r.value > l.cr) Object.assign(l, { status: 'pool', hex: null, inCity: false, oc: false });
    say(ctx, r.value > l.cr ? 'samnite.leader-leaves' : 'samnite.leader-stays', { leader: l.name }, 'taw S1.5', { rolls: [r.roll] });
  }
  const pool = s.leaders.filter((l) => l.side === 'samnite' && !l.id.startsWith('tribe-') && l.status === 'pool');
  while (s.leaders.filter((l) => l.side === 'samnite' && !l.id.startsWith('tribe-') && l.status === 'map').length < 2 && pool.length > 0) {
    const l = pool.splice(rng.int(pool.length), 1)[0]!;
    const force = [...s.stacks].filter((x) => x.side === 'samnite' && x.groups.some((g) => g.c === 'Samnite')).sort((a, b) => spOf(b.groups) - spOf(a.groups))[0];
    if (force === undefined) break;
    Object.assign(l, { status: 'map', hex: force.hex, inCity: force.inCity });
  }
  const samnites = s.leaders.filter((l) => l.side === 'samnite' && !l.id.startsWith('tribe-') && l.status === 'map');
  for (const l of samnites) l.oc = false;
  const oc = samnites.find((l) => l.id === 'pontius') ?? samnites[0];
  if (oc !== undefined) oc.oc = true;
  return true;
}

/** RRR 5.11: the Field Consul "is placed with any Roman army on the map" (or stays in Rome when there is none). */
export function fieldConsulOptions(s: TawState, id?: string): { hex: number; inCity: boolean }[] {
  const out: { hex: number; inCity: boolean }[] = [{ hex: 3714, inCity: true }];
  for (const x of s.stacks) if (x.side === 'rome' && !(x.hex === 3714 && x.inCity) && !out.some((o) => o.hex === x.hex && o.inCity === x.inCity)) out.push({ hex: x.hex, inCity: x.inCity });
  // S1.6 A: never the hex of his rival in office (unless there is nowhere else, ruling S-6).
  const rival = id === undefined ? null : rivalHex(s, id);
  const apart = out.filter((o) => o.hex !== rival);
  return apart.length > 0 ? apart : out;
}

/** RRR 5.35, 8.63: the Roman's answer on prorogation; a magistrate kept in office rolls for loss with +1 (A Visit from Pluto). */
export function prorogue(s: TawState, ctx: StepContext, id: string, keep: boolean): void {
  const e = s.elections!;
  e.queue = e.queue.filter((x) => x !== id);
  // RRR 5.17: a praetor prorogued stays praetor with his legion (PRA-2).
  const praetor = e.praetors?.[0] === id;
  if (praetor) e.praetors!.shift();
  const l = leader(s, id);
  if (!keep) {
    Object.assign(l, { office: null, status: 'pool', hex: null, inCity: false });
    say(ctx, 'election.not-prorogued', { leader: l.name }, 'taw RRR 5.35');
    return;
  }
  const r = d10(ctx);
  const hit = r.value + 1 >= l.mr;
  const r2 = hit ? d10(ctx) : null;
  say(ctx, 'pluto', { leader: l.name, result: { key: `pluto.${!hit ? 'none' : r2!.value >= l.mr ? 'killed' : 'wounded'}` } }, 'taw 8.63', { rolls: r2 === null ? [r.roll] : [r.roll, r2.roll] });
  if (!hit) {
    if (!praetor) l.office = 'proconsul';
    assignProvince(s, l, true);
  } else Object.assign(l, { office: null, status: r2!.value >= l.mr ? 'killed' : 'pool', hex: null, inCity: false });
}

/**
 * RRR 5.17 (ruling PRA-2): a praetor may be prorogued "only if he still satisfies both limits": his legion (not
 * the Urban Legion) is with him and no other magistrate is at his place, and with him the praetors kept so far stay
 * within ⌊(consuls + proconsuls + Dictators + Magistri Equitum) / 2⌋ (`waiting`: last year's not yet decided).
 */
function mayProroguePraetor(s: TawState, l: Leader, waiting: readonly string[]): boolean {
  const place = s.stacks.find((x) => x.side === 'rome' && x.hex === l.hex && x.inCity === l.inCity);
  if (place === undefined || !place.groups.some((g) => g.legion !== undefined && g.legion !== 'Urban' && g.sp > 0)) return false;
  // RRR 5.14 (ruling PRO-1, EX-RRR-5.14): a proconsul with him does not bar him: the praetor is his subordinate and keeps his legion.
  if (s.leaders.some((x) => x.roman && x.id !== l.id && x.status === 'map' && x.hex === l.hex && x.inCity === l.inCity && x.office !== 'proconsul')) return false;
  const kept = s.leaders.filter((x) => x.roman && x.status === 'map' && x.office === 'praetor' && !waiting.includes(x.id)).length;
  return kept + 1 <= praetorLimit(s);
}

/** RRR 5.12: the magistrate celebrated a Triumph in the previous turn (8.53). */
const triumphedLastYear = (s: TawState, id: string): boolean => s.senate?.triumphs[id] === s.turn - 1;

/**
 * RRR 5.12, 8.63 (ruling TRI-4): the Roman's answer on keeping a triumphant magistrate as consul. Kept, he
 * rolls A Visit from Pluto (+1): unharmed, he is consul (placed in Rome; the second consul is the Field
 * Consul); wounded, he may not serve this year; killed, he leaves the game.
 */
export function reelect(s: TawState, ctx: StepContext, id: string, keep: boolean): void {
  const e = s.elections!;
  e.queue = e.queue.filter((x) => x !== id);
  if (!keep) return;
  const l = leader(s, id);
  const r = d10(ctx);
  const hit = r.value + 1 >= l.mr;
  const r2 = hit ? d10(ctx) : null;
  const fate = !hit ? 'none' : r2!.value >= l.mr ? 'killed' : 'wounded';
  say(ctx, 'pluto', { leader: l.name, result: { key: `pluto.${fate}` } }, 'taw 8.63', { rolls: r2 === null ? [r.roll] : [r.roll, r2.roll] });
  if (fate !== 'none') {
    Object.assign(l, { status: fate, office: null, hex: null, inCity: false });
    return;
  }
  Object.assign(l, { status: 'map', office: 'consul', hex: 3714, inCity: true });
  (e.kept ??= []).push(id);
  say(ctx, 'election.reelected', { leader: l.name }, 'taw RRR 5.12');
}

/** RRR 5.17: the Roman's answer on a praetor for the legion at `at` (drawn at random, a named triumphant magistrate, or none). */
export function choosePraetor(s: TawState, ctx: StepContext, at: { hex: number; inCity: boolean }, choice: string | null | 'none'): void {
  const e = s.elections!;
  e.queue.push(placeKey(at));
  if (choice !== 'none') appointPraetor(s, ctx, at, choice);
}

/** RRR 5.16: the Dictator's answer on a Magister Equitum (asked once an election). */
export function chooseMagister(s: TawState, ctx: StepContext, chosen: string | null, at: { hex: number; inCity: boolean } | null = null): void {
  s.elections!.queue.push('magister');
  if (chosen !== null) appointMagister(s, ctx, chosen, at);
}

/** RRR 5.18: the Roman's answer on a Praetor Urbanus (asked once an election). */
export function chooseUrbanus(s: TawState, ctx: StepContext, appoint: boolean): void {
  s.elections!.queue.push('urbanus');
  if (appoint) appointUrbanus(s, ctx);
}

/** RRR 5.11: the Field Consul joins the army of the Roman's choice. */
export function placeFieldConsul(s: TawState, ctx: StepContext, id: string, to: { hex: number; inCity: boolean }): void {
  const l = leader(s, id);
  l.hex = to.hex;
  l.inCity = to.inCity;
  say(ctx, 'election.field-consul', { leader: l.name, hex: to.hex }, 'taw RRR 5.11');
}

/** Tribes in revolt, by their leader counters. */
const tribeLeader = (tribe: string): Leader => ({
  id: `tribe-${tribe}`, name: tribe, side: 'samnite', init: 1, letter: 'C', sub: tribe === 'Etruria' ? 1 : 0, cr: 4, gp: 0, mr: 99, roman: false,
  hex: null, inCity: false, status: 'pool', office: null, oc: false, used: 0, gpUsed: 0, permissions: [],
});

export const activeTribes = (s: TawState): string[] => s.leaders.filter((l) => l.id.startsWith('tribe-') && l.status === 'map').map((l) => l.id.slice(6));

/** R4: a tribe revolts (against Rome, run by the Samnite): its force appears inside its city, its LAM goes in the cup. */
export function tribalRevolt(s: TawState, ctx: StepContext, forced?: string, side: Side = 'samnite'): void {
  // R4: a forced tribe (an incursion) skips the 2d10 tribe roll; a tribe already active is rolled again.
  let row = forced === undefined ? null : (TRIBAL_REVOLT.find((t) => t.tribe === forced) ?? null);
  for (let i = 0; i < 5 && row === null && forced === undefined; i++) {
    const r = tribeFor(auguryNumber(d10(ctx).value, d10(ctx).value));
    if (!activeTribes(s).includes(r.tribe)) row = r;
  }
  if (row === null) return;
  const str = d10(ctx);
  const [inf, cav] = row.strength[str.value]!;
  const city = row.cities.map((n) => MAP.cities.get(n)!).find((c) => s.cities[c.name]!.size !== 'none' && !s.stacks.some((x) => x.hex === c.hex && x.inCity))
    ?? row.provinces.flatMap((p) => (MAP.provinceHexes.get(p) ?? []).flatMap((h) => (MAP.cityAt.get(h) === undefined ? [] : [MAP.cityAt.get(h)!]))).find((c) => s.cities[c.name]!.size !== 'none' && !s.stacks.some((x) => x.hex === c.hex && x.inCity));
  if (city === undefined) return;
  addToStack(s, side, city.hex, true, [{ c: row.tribe, t: 'inf', sp: inf }, { c: row.tribe, t: 'cav', sp: cav }], 'none', false);
  s.cities[city.name]!.last = side;
  let l = s.leaders.find((x) => x.id === `tribe-${row.tribe}`);
  if (l === undefined) {
    l = tribeLeader(row.tribe);
    s.leaders.push(l);
  }
  Object.assign(l, { status: 'map', hex: city.hex, inCity: true, used: 0, side });
  s.cup.push(`L:${l.id}`);
  s.cup.sort();
  for (const p of row.provinces) {
    const ps = s.provinces[p];
    if (ps !== undefined && ps.alliance > 0) ps.alliance = 0;
    if (ps !== undefined && ps.dip === 'rome') ps.dip = null;
  }
  say(ctx, 'tribe.revolt', { tribe: row.tribe, inf, cav, city: city.name }, 'taw S1.2', { rolls: [str.roll] });
}

/** C/2 Tribal Revolt Phase: d10 + Roman legions over 4 outside Roman-controlled provinces; 8+ revolt. */
export function samniteRevoltPhase(s: TawState, ctx: StepContext): void {
  const outside = new Set(s.stacks.filter((x) => x.side === 'rome' && controllerOf(s, provinceOf(x.hex)) !== 'rome').flatMap((x) => x.groups.filter((g) => g.legion !== undefined).map((g) => g.legion!)));
  const r = d10(ctx);
  const check = revoltCheck(r.value, outside.size);
  say(ctx, 'tribe.check', { dr: check.total }, 'taw S1.2', { rolls: [r.roll] });
  if (check.revolt) tribalRevolt(s, ctx);
}

/** S1.2: a Roman-led Force entering a province Rome does not control makes its tribe revolt. */
export function romanIncursion(s: TawState, ctx: StepContext, side: Side, from: number, to: number): void {
  if (side !== 'rome') return;
  const prov = provinceOf(to);
  if (prov === provinceOf(from) || controllerOf(s, prov) === 'rome' || prov === 'Samnium' || prov === 'Latium') return;
  const tribe = ['Etruria', 'Umbria', 'Picenum', 'Sabinus', 'Apulia', 'Lucania', 'Campania', 'Tarentum', 'Bruttium'].find((t) => (t === 'Etruria' ? prov.endsWith('Etruria') : t === 'Tarentum' ? prov === 'Calabria' : t === 'Sabinus' ? prov === 'Sabinus' : prov === t));
  if (tribe === undefined || activeTribes(s).includes(tribe)) return;
  tribalRevolt(s, ctx, tribe);
}

/** S1.2 / S2.2: a tribe defeated in battle leaves the map; in S1 also once Rome controls its province. */
export function tribeAftermath(s: TawState, ctx: StepContext, loserHex: number | null, loser: Side | null): void {
  for (const t of activeTribes(s)) {
    const l = leader(s, `tribe-${t}`);
    const prov = l.hex === null ? null : provinceOf(l.hex);
    const beaten = loserHex !== null && loser === l.side && s.stacks.some((x) => x.hex === loserHex && x.side === loser && x.groups.some((g) => g.c === t));
    if (!beaten && (s.scenario !== 'samnite-wars' || prov === null || controllerOf(s, prov) !== 'rome')) continue;
    for (const st of s.stacks) if (st.side === l.side) st.groups = st.groups.filter((g) => g.c !== t);
    s.stacks = s.stacks.filter((x) => x.groups.length > 0);
    Object.assign(l, { status: 'pool', hex: null, inCity: false });
    s.cup = s.cup.filter((x) => x !== `L:${l.id}`);
    say(ctx, 'tribe.removed', { tribe: t }, 'taw S1.2');
  }
}

/** R6 Augury Table — Samnite Wars (2d10 read as tens and units). */
export function samniteAugury(s: TawState, ctx: StepContext): void {
  const a = d10(ctx);
  const b = d10(ctx);
  const n = auguryNumber(a.value, b.value);
  say(ctx, 'augury', { n }, 'taw 13.0', { rolls: [a.roll, b.roll], chart: { name: 'R6', cell: String(n).padStart(2, '0') } });
  if (n >= 1 && n <= 43) tribalRevolt(s, ctx);
  else if (n <= 45 && n >= 44) s.attritionShift += 1;
  else if (n === 46) {
    s.attritionShift += 2;
    s.siegeShift += 1;
  } else if (n >= 47 && n <= 50) {
    s.attritionShift -= 1;
    s.siegeShift -= 1;
  } else if (n >= 51 && n <= 53) {
    const field = s.leaders.find((l) => l.roman && l.office === 'consul' && l.status === 'map' && l.hex !== 3714);
    if (field !== undefined) Object.assign(field, { status: 'killed', hex: null, office: null });
  } else if (n >= 60 && n <= 71) {
    const ctl = (c: string): boolean => cityController(s, s.cities[c]!) === 'rome';
    if (!s.rules.roadLevels.includes('appia-2')) {
      s.rules.roadLevels.push('appia-2');
      if (!(ctl('Fregellae') && ctl('Casinum') && ctl('Capua'))) s.rules.roadLevels.pop();
      else say(ctx, 'augury.road', { road: 'appia-2' }, 'taw S1.10');
    } else if (!s.rules.roadLevels.includes('appia-3') && ctl('Capua') && ctl('Beneventum')) s.rules.roadLevels.push('appia-3');
  } else if (n >= 72 && n <= 74) {
    const r = d10(ctx);
    const c = s.leaders.find((l) => l.roman && l.office === 'consul' && l.status === 'map' && l.hex === 3714);
    if (c !== undefined && (r.value >= 7 || r.value === 0)) Object.assign(c, { status: r.value === 0 ? 'killed' : 'pool', hex: null, office: null });
  } else if (n >= 54 && n <= 59) electionInvalid(s, ctx);
  else if (n === 75) s.auguryRecruitDrm -= 2;
  else if (n >= 76 && n <= 84) cleonymusLands(s, ctx, () => tribalRevolt(s, ctx));
  else if (n >= 85 && n <= 99) gaulsInvade(s, ctx);
  else if (n === 0) {
    const r = d10(ctx);
    const pct = r.value * 10;
    for (const st of s.stacks) if ([4511, 4512, 4412].includes(st.hex)) for (const g of st.groups) g.sp -= Math.ceil((g.sp * pct) / 100);
    s.stacks = s.stacks.filter((x) => x.groups.some((g) => g.sp > 0));
  }
}

/** S1.8: Rome wins holding every city of Samnium with no province leaning Samnite and no tribe in revolt; the Samnite by taking Rome or outlasting turn 10. */
export function samniteVictory(s: TawState, endOfTurn: boolean): { winner: Side; reason: string } | null {
  if (s.stacks.some((x) => x.side === 'samnite' && x.hex === 3714 && x.inCity)) return { winner: 'samnite', reason: 'rome-taken' };
  if (!endOfTurn) return null;
  const samnium = (MAP.provinceHexes.get('Samnium') ?? []).flatMap((h) => (MAP.cityAt.get(h) === undefined ? [] : [s.cities[MAP.cityAt.get(h)!.name]!])).filter((c) => c.size !== 'none');
  const all = samnium.every((c) => cityController(s, c) === 'rome');
  const leaning = Object.values(s.provinces).some((p) => p.inPlay && p.home === null && p.alliance < 0);
  if (all && !leaning && activeTribes(s).length === 0) return { winner: 'rome', reason: 'samnium-conquered' };
  return null;
}


/** S1.6: L. Papirius Cursor (104) and Q. Fabius Maximus Rullianus (107) hated each other. */
const RIVALS: readonly string[] = ['104', '107'];

/**
 * S1.6 A: when both hold office in the same year, the other one (in office, on the map) whose hex the
 * leader may not occupy; else null.
 */
export function rivalOf(s: TawState, id: string): Leader | null {
  if (s.scenario !== 'samnite-wars' || !RIVALS.includes(id)) return null;
  const me = s.leaders.find((l) => l.id === id);
  const him = s.leaders.find((l) => l.id !== id && RIVALS.includes(l.id));
  if (me === undefined || him === undefined || me.office === null || him.office === null || him.status !== 'map' || him.hex === null) return null;
  return him;
}

/** S1.6 A: the rival's hex, which the leader may pass through but not stop in (ruling S-6). */
export const rivalHex = (s: TawState, id: string): number | null => rivalOf(s, id)?.hex ?? null;
