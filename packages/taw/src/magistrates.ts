import type { StepContext } from '@polemarch/kernel';
import { addLams, d10, lateLams, say } from './core';
import { ROME, assignProvince, senateOf } from './politics';
import { MAP, provinceOf } from './map';
import type { Group, Leader, TawAction, TawState } from './state';

/** RRR 5.17 Praetors, chosen in the Election Phase after the consuls (RRR 5.31 order: 6. Praetors). */

/** The offices a praetor's count is measured against (RRR 5.17: 50% of them, rounded down). */
const FULL_IMPERIUM = ['consul', 'proconsul', 'dictator', 'magister'];

const inPlay = (s: TawState, office: string): Leader[] => s.leaders.filter((l) => l.roman && l.status === 'map' && l.office === office);

/** RRR 5.17: at most ⌊(Consuls + Proconsuls + Dictators + Magistri Equitum) / 2⌋ praetors in play. */
export const praetorLimit = (s: TawState): number => Math.floor(FULL_IMPERIUM.reduce((n, o) => n + inPlay(s, o).length, 0) / 2);

/** RRR 5.17: praetors still allowed: the limit less those in play. */
export function praetorsAllowed(s: TawState): number {
  return Math.max(0, praetorLimit(s) - inPlay(s, 'praetor').length);
}

/**
 * RRR 5.17 (ruling PRA-1): the places of Roman legions without a leader: a Roman Force with a legion (not the
 * Urban Legion of the Rome Garrison, 5.18) and no Roman magistrate at its place, who could command it.
 */
export function leaderlessLegions(s: TawState): { hex: number; inCity: boolean }[] {
  return s.stacks
    .filter((x) => x.side === 'rome' && x.groups.some((g) => g.legion !== undefined && g.legion !== 'Urban'))
    .filter((x) => !s.leaders.some((l) => l.roman && l.status === 'map' && l.hex === x.hex && l.inCity === x.inCity))
    .map((x) => ({ hex: x.hex, inCity: x.inCity }))
    .sort((a, b) => a.hex - b.hex || Number(a.inCity) - Number(b.inCity));
}

/** The next place where the Roman may choose a praetor (not yet asked this election), or null. */
export function nextPraetorPlace(s: TawState, asked: readonly string[]): { hex: number; inCity: boolean } | null {
  if (praetorsAllowed(s) === 0) return null;
  return leaderlessLegions(s).find((p) => !asked.includes(placeKey(p))) ?? null;
}

export const placeKey = (p: { hex: number; inCity: boolean }): string => `${p.hex}${p.inCity ? '*' : ''}`;

/**
 * RRR 5.17: the praetor is drawn at random from the pool, or the Roman names one who triumphed (8.53); he is
 * placed with the legion (5.32) and may not leave the province it is in without the Senate's leave (SEN-1).
 */
export function appointPraetor(s: TawState, ctx: StepContext, at: { hex: number; inCity: boolean }, chosen: string | null): void {
  const pool = s.leaders.filter((l) => l.roman && l.status === 'pool');
  const l = chosen === null ? pool[ctx.rng.int(pool.length)] : pool.find((x) => x.id === chosen);
  if (l === undefined) return;
  // RRR 5.17: he is assigned to a specific legion (PRA-6: the first at the place, by numeral).
  const legion = s.stacks.find((x) => x.side === 'rome' && x.hex === at.hex && x.inCity === at.inCity)?.groups.map((g) => g.legion).filter((x): x is string => x !== undefined && x !== 'Urban').sort()[0];
  Object.assign(l, { status: 'map', office: 'praetor', hex: at.hex, inCity: at.inCity, oc: false, ...(legion === undefined ? {} : { legion }) });
  assignProvince(s, l, false);
  say(ctx, 'election.office', { leader: l.name, office: { key: 'office.praetor' } }, 'taw RRR 5.17');
}

/**
 * RRR 5.17 (ruling PRA-5): new legions raised in Rome mid-turn with no magistrate there are legions "without a
 * leader": within the 50% limit and while the pool has a magistrate, the Roman is asked at once (`praetor`, not an
 * operation; named: one who triumphed before). True when asked.
 */
export function offerPraetorForNewLegions(s: TawState): boolean {
  // "Folgore" names its magistrates from history (S4.3: consuls, proconsuls, the Dictator), no praetor among them.
  if (s.scenario === 'hannibal' || s.elections !== undefined || praetorsAllowed(s) === 0 || !s.leaders.some((l) => l.roman && l.status === 'pool')) return false;
  const at = leaderlessLegions(s).find((p) => p.hex === ROME && p.inCity);
  if (at === undefined) return false;
  const candidates = s.leaders.filter((l) => l.roman && l.status === 'pool' && s.senate?.triumphs[l.id] !== undefined).map((l) => l.id);
  s.ask = { kind: 'praetor', side: 'rome', hex: at.hex, inCity: at.inCity, candidates };
  return true;
}

/** RRR 5.17 (ruling PRA-5): the mid-turn praetor takes office with one LAM in this turn's cup (5.14: a praetor has one). */
export function appointPraetorMidTurn(s: TawState, ctx: StepContext, at: { hex: number; inCity: boolean }, chosen: string | null): void {
  const before = inPlay(s, 'praetor').length;
  appointPraetor(s, ctx, at, chosen);
  if (inPlay(s, 'praetor').length > before) addLams(s, 'O:praetor', lateLams(s, 'rome', 1));
}

/** RRR 5.18: the Praetor Urbanus in office, if any. */
export const praetorUrbanus = (s: TawState): Leader | undefined => s.leaders.find((l) => l.roman && l.status === 'map' && l.office === 'urbanus');

/** RRR 5.18, 5.31 (ruling PRA-3): the Roman may appoint a Praetor Urbanus when none is in office and the pool has a magistrate. */
export const mayAppointUrbanus = (s: TawState): boolean => praetorUrbanus(s) === undefined && s.leaders.some((l) => l.roman && l.status === 'pool');

/** RRR 5.18: a magistrate drawn at random from the pool takes office as Praetor Urbanus, in Rome. */
export function appointUrbanus(s: TawState, ctx: StepContext): void {
  const pool = s.leaders.filter((l) => l.roman && l.status === 'pool');
  const l = pool[ctx.rng.int(pool.length)];
  if (l === undefined) return;
  Object.assign(l, { status: 'map', office: 'urbanus', hex: ROME, inCity: true, oc: false });
  say(ctx, 'election.office', { leader: l.name, office: { key: 'office.urbanus' } }, 'taw RRR 5.18');
}

/**
 * RRR 5.18 (ruling PRA-3): the Praetor Urbanus has no LAM; a Consul LAM may move him instead of a consul, when he
 * stands in Rome's city with legions there (not the Urban Legion: RRR-11) for him to take out.
 */
export function urbanusForConsulLam(s: TawState): Leader | undefined {
  const pu = praetorUrbanus(s);
  if (pu === undefined || pu.hex !== ROME || !pu.inCity) return undefined;
  const rome = s.stacks.find((x) => x.side === 'rome' && x.hex === ROME && x.inCity);
  return rome?.groups.some((g) => g.legion !== undefined && g.legion !== 'Urban' && g.sp > 0) === true ? pu : undefined;
}

/** The active leader is the Praetor Urbanus (moved by a Consul LAM, RRR 5.18). */
export const urbanusActive = (s: TawState): boolean => s.activation !== null && praetorUrbanus(s)?.id === s.activation.leader;

/**
 * RRR 5.18 LIMITS (ruling PRA-3): outside Rome only Leader and Force Movement: he sets out from Rome with up to
 * two Double Legions that start there (`march`, not alone: he would only come back), steps, Stops, enters a
 * friendly city (Rome without permission); no attack, siege, voyage or other operation. Away from Rome and not
 * moving, only `end` (he then goes back, `urbanusReturns`).
 */
export function urbanusFilter(s: TawState, all: TawAction[]): TawAction[] {
  const a = s.activation!;
  if (a.move === null) {
    const l = s.leaders.find((x) => x.id === a.leader)!;
    const home = l.hex === ROME && l.inCity;
    return all.filter((x) => x.type === 'end' || (home && x.type === 'march' && x.take !== 'none'));
  }
  return all.filter((x) => x.type === 'step' || x.type === 'stop' || x.type === 'enter' || x.type === 'end');
}

/** RRR 5.18: after moving the legions he returns to Rome (his Campaign Phase over), leaving them where they stand. */
export function urbanusReturns(s: TawState, ctx: StepContext, id: string): void {
  const l = s.leaders.find((x) => x.id === id);
  if (l === undefined || l.office !== 'urbanus' || l.status !== 'map' || (l.hex === ROME && l.inCity)) return;
  l.hex = ROME;
  l.inCity = true;
  say(ctx, 'urbanus.returns', { leader: l.name }, 'taw RRR 5.18');
}

/** RRR 5.18 C: new legions placed in Rome (the Roman's recruits) go into training. */
export function noteTraining(s: TawState, groups: readonly Group[]): void {
  const id = groups[0]?.legion;
  if (id !== undefined) (senateOf(s).training ??= []).push(id);
}

/** RRR 5.18 C: legions that march out of Rome's city are no longer trained this turn. */
export function leaveTraining(s: TawState, groups: readonly Group[]): void {
  const t = s.senate?.training;
  if (t === undefined) return;
  const gone = new Set(groups.map((g) => g.legion));
  s.senate!.training = t.filter((id) => !gone.has(id));
}

/**
 * G/2 Legion Training (RRR 5.18 C, ruling PRA-3): with the Praetor Urbanus in Rome, one die for each of at most
 * two new legions still in Rome that never left it: 7, 8, 9 or 0 and its RL becomes Veteran (ALs never, 8.15).
 * Then this turn's training ends.
 */
export function legionTraining(s: TawState, ctx: StepContext): void {
  const ids = s.senate?.training ?? [];
  if (ids.length === 0) return;
  s.senate!.training = [];
  const pu = praetorUrbanus(s);
  if (pu === undefined || pu.hex !== ROME || !pu.inCity) return;
  const rome = s.stacks.find((x) => x.side === 'rome' && x.hex === ROME && x.inCity);
  if (rome === undefined) return;
  for (const id of ids.filter((x) => rome.groups.some((g) => g.legion === x && !(g.al ?? false))).slice(0, 2)) {
    const r = d10(ctx);
    const veteran = r.value >= 7 || r.value === 0;
    if (veteran) for (const g of rome.groups) if (g.legion === id && !(g.al ?? false)) g.vet = true;
    say(ctx, veteran ? 'training.veteran' : 'training.raw', { legion: id }, 'taw RRR 5.18', { rolls: [r.roll] });
  }
}

/** RRR 5.16: the Dictator in office, if any. */
const dictator = (s: TawState): Leader | undefined => s.leaders.find((l) => l.roman && l.status === 'map' && l.office === 'dictator');

/**
 * RRR 5.16 (ruling PRA-4): with a Dictator in Rome and no Magister Equitum, the magistrates of the pool (not
 * last year's consuls, `old`, who wait for the consuls' election) whose ID is within 5 of the Dictator's.
 */
export function magisterCandidates(s: TawState, old: readonly string[]): string[] {
  const d = dictator(s);
  if (d === undefined || d.hex !== ROME || !d.inCity || s.leaders.some((l) => l.roman && l.status === 'map' && l.office === 'magister')) return [];
  const id = Number(d.id);
  if (!Number.isFinite(id)) return [];
  return s.leaders.filter((l) => l.roman && l.status === 'pool' && !old.includes(l.id) && Math.abs(Number(l.id) - id) <= 5).map((l) => l.id);
}

/**
 * RRR 5.16 (rulings PRA-4, S-4): a Dictator taking office mid-turn who stands in Rome, with no Magister Equitum in
 * office, is asked at once (`magister`) when the pool has a candidate.
 */
export function offerMagister(s: TawState): void {
  const candidates = magisterCandidates(s, []);
  if (candidates.length > 0) s.ask = { kind: 'magister', side: 'rome', candidates };
}

/**
 * RRR 5.32 (ruling PRA-4): the places of the Consular Armies in Italy a Magister Equitum may join: Roman Forces
 * on the mainland with a legion (not the Urban Legion), outside Rome's city, in hex order.
 */
export function magisterArmies(s: TawState): { hex: number; inCity: boolean }[] {
  return s.stacks
    .filter((x) => x.side === 'rome' && !(x.hex === ROME && x.inCity) && MAP.provinces.get(provinceOf(x.hex))?.landmass === 'italy')
    .filter((x) => x.groups.some((g) => g.legion !== undefined && g.legion !== 'Urban' && g.sp > 0))
    .map((x) => ({ hex: x.hex, inCity: x.inCity }))
    .sort((a, b) => a.hex - b.hex || Number(a.inCity) - Number(b.inCity));
}

/** RRR 5.16, 5.32: the Magister Equitum takes office in Rome or with a Consular Army in Italy (ruling PRA-4). */
export function appointMagister(s: TawState, ctx: StepContext, id: string, at: { hex: number; inCity: boolean } | null = null): void {
  const l = s.leaders.find((x) => x.id === id && x.status === 'pool');
  if (l === undefined) return;
  const place = at !== null && magisterArmies(s).some((p) => p.hex === at.hex && p.inCity === at.inCity) ? at : { hex: ROME, inCity: true };
  Object.assign(l, { status: 'map', office: 'magister', hex: place.hex, inCity: place.inCity, oc: false });
  say(ctx, 'election.office', { leader: l.name, office: { key: 'office.magister' } }, 'taw RRR 5.16');
}

/**
 * RRR 5.16 mid-turn (rulings S-4, PRA-4): the Magister Equitum takes office; 5.14: his LAMs (his Initiative, one
 * only when two or more Roman LAMs have been drawn this turn, `lateLams`) less the Magister Equitum LAMs still in
 * this turn's cup (a removed one's stay for his successor).
 */
export function appointMagisterMidTurn(s: TawState, ctx: StepContext, id: string, at: { hex: number; inCity: boolean } | null): void {
  appointMagister(s, ctx, id, at);
  const m = s.leaders.find((l) => l.id === id && l.office === 'magister');
  if (m !== undefined) addLams(s, 'O:magister', lateLams(s, 'rome', m.init) - s.cup.filter((x) => x === 'O:magister').length);
}

/** RRR 5.16 (ruling PRA-4): a Dictator with a Magister Equitum stays in Rome and takes no field command. */
export const dictatorHeldInRome = (s: TawState, id: string): boolean =>
  dictator(s)?.id === id && s.leaders.some((l) => l.roman && l.status === 'map' && l.office === 'magister');
