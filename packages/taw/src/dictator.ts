import type { StepContext } from '@polemarch/kernel';
import { addLams, lateLams, say } from './core';
import { hexDistance } from './hex';
import { offerMagister } from './magistrates';
import { ROME, assignProvince } from './politics';
import type { Leader, TawAction, TawState } from './state';

/** RRR 5.15 Emergencies and the Dictator chosen during the turn (ruling DIC-1); the elections' Dictator is E-17. */

/**
 * RRR 5.15: 'mandatory' emergencies bring a Dictator; a single Roman Major defeat is a 'voluntary' one (the
 * Roman's choice, ruling RRR-21), as are S1.6's. `majors` false: only the standing conditions (an enemy in a city within 3
 * hexes of Rome; in the Samnite Wars, S1.6, a tribal army of 20+ SP or Capua in enemy hands), not the year's
 * defeats (Major ones; S1.6's consul's army defeated at any level) (ruling DIC-1: those were answered during the year).
 */
export function emergencyLevel(s: TawState, majors = true): 'none' | 'voluntary' | 'mandatory' {
  const foe = s.rules.nonRoman;
  if (s.stacks.some((x) => x.side !== 'rome' && x.inCity && hexDistance(x.hex, ROME) <= 3)) return 'mandatory';
  const defeats = majors ? (s.tally[foe]?.majorThisTurn ?? 0) : 0;
  if (defeats >= 2) return 'mandatory';
  return defeats === 1 || samniteEmergency(s, majors) ? 'voluntary' : 'none';
}

/**
 * S1.6 (ruling RRR-21, the spec's engine reading: voluntary): Capua in enemy hands, or a non-Samnite tribal army of
 * 20+ SP, or (`majors`: the year's) a Roman army led by a consul defeated at any level this turn.
 */
function samniteEmergency(s: TawState, majors: boolean): boolean {
  if (s.scenario !== 'samnite-wars') return false;
  if (majors && s.consulDefeated === true) return true;
  if (s.stacks.some((x) => x.side !== 'rome' && x.hex === 4412 && x.inCity)) return true;
  const tribal = new Map<string, number>();
  for (const st of s.stacks) for (const g of st.groups) if (st.side !== 'rome' && g.c !== 'Samnite') tribal.set(g.c, (tribal.get(g.c) ?? 0) + g.sp);
  return [...tribal.values()].some((n) => n >= 20);
}

/**
 * S1.6 (ruling RRR-21): the Roman loser of a battle was led by a consul (his office when the battle was fought; a
 * Dictator, Magister Equitum, proconsul or praetor is not a consul). Kept for the turn (`consulDefeated`).
 */
export function noteRomanDefeat(s: TawState, commander: Leader | undefined): void {
  if (s.scenario === 'samnite-wars' && commander?.roman === true && commander.office === 'consul') s.consulDefeated = true;
}

/** RRR 5.15: a Dictator is in office (he serves the rest of the year, E-17). */
export const dictatorInOffice = (s: TawState): boolean => s.leaders.some((l) => l.roman && l.status === 'map' && l.office === 'dictator');

/**
 * RRR 5.15, 5.1 (ruling DIC-1): who may be made Dictator now: a magistrate of the pool (not a leader in play),
 * drawn at random. "Folgore" (S4.3, ruling DIC-2): only Fabius (406), and only in his year, 217.
 */
function dictatorPool(s: TawState): Leader[] {
  if (s.scenario === 'hannibal') return s.year === 217 ? s.leaders.filter((l) => l.id === '406' && l.status === 'pool') : [];
  return s.leaders.filter((l) => l.roman && l.status === 'pool');
}

/**
 * RRR 5.1 table, 5.15 (ruling DIC-3): the Roman may choose instead a magistrate of the pool who celebrated a Triumph
 * at any earlier time (as PRA-5, PRO-1). None in "Folgore" (Fabius, DIC-2).
 */
export const namedDictators = (s: TawState): string[] =>
  s.scenario === 'hannibal' ? [] : dictatorPool(s).filter((l) => s.senate?.triumphs[l.id] !== undefined).map((l) => l.id);

/**
 * RRR 5.15 (E-17, DIC-1, DIC-3): the `dictator` question's answers: drawn at random, or a named magistrate who
 * triumphed; declining only when the Emergency is voluntary.
 */
export function dictatorActions(c: { mandatory?: true; candidates?: string[] }): TawAction[] {
  const named = (c.candidates ?? []).map((leader) => ({ type: 'appoint' as const, leader }));
  return [{ type: 'appoint' }, ...named, ...(c.mandatory === true ? [] : [{ type: 'decline' as const }])];
}

/**
 * RRR 5.15 the Roman's answer (the table checked it is legal): during the turn (DIC-1, `now`) the Dictator takes
 * office at once; otherwise the elections draw him (E-17), or take the one named (DIC-3, `dictatorNamed`). True
 * when the elections are to go on.
 */
export function answerDictator(s: TawState, c: { now?: true }, action: TawAction, ctx: StepContext): boolean {
  s.ask = null;
  const appoint = action.type === 'appoint';
  const named = action.type === 'appoint' ? (action.leader ?? null) : null;
  say(ctx, appoint ? 'dictator.appointed' : 'dictator.declined', {}, 'taw RRR 5.15');
  if (c.now === true) {
    if (appoint) appointDictatorNow(s, ctx, named);
    return false;
  }
  s.emergency = appoint;
  if (named !== null) s.dictatorNamed = named;
  return true;
}

/**
 * RRR 5.15 during the turn (ruling DIC-1), checked between Campaign Phases (right after the one in which the
 * Emergency arose, before the next LAM is drawn), with no Dictator in office: a mandatory Emergency brings one at
 * once; a voluntary one asks the Roman (`dictator` with `now`), once a year. True when it asked or appointed.
 */
export function emergencyDuringTurn(s: TawState, ctx: StepContext): boolean {
  if (s.phase !== 'campaign' || s.activation !== null || s.ask !== null || s.elections !== undefined || dictatorInOffice(s)) return false;
  const level = emergencyLevel(s);
  if (level === 'none' || dictatorPool(s).length === 0) return false;
  const candidates = namedDictators(s);
  // DIC-3: a mandatory Emergency asks only when the Roman may name a magistrate who triumphed.
  if (level === 'mandatory' && candidates.length === 0) {
    appointDictatorNow(s, ctx, null);
    return true;
  }
  if (level === 'voluntary') {
    if (s.dictatorAsked === s.turn) return false;
    s.dictatorAsked = s.turn;
  }
  s.ask = { kind: 'dictator', side: 'rome', now: true, ...(level === 'mandatory' ? { mandatory: true as const } : {}), ...(candidates.length > 0 ? { candidates } : {}) };
  return true;
}

/**
 * RRR 5.15, 5.32 (ruling DIC-1): the Dictator drawn from the pool takes office in Rome at once, with his LAMs in
 * this turn's cup (5.14: one only when two or more Roman LAMs have been drawn this turn, `lateLams`); he may choose a Magister Equitum at once (PRA-4). "Folgore" (DIC-2):
 * Fabius, with Minucius (407) as proconsul in Rome as at the 217 elections (E-12), and no Magister Equitum.
 * `named` (DIC-3): the magistrate who triumphed the Roman chose instead of the draw.
 */
export function appointDictatorNow(s: TawState, ctx: StepContext, named: string | null): void {
  const pool = dictatorPool(s);
  const d = named === null ? pool[ctx.rng.int(pool.length)] : pool.find((l) => l.id === named);
  if (d === undefined) return;
  Object.assign(d, { status: 'map', office: 'dictator', hex: ROME, inCity: true, oc: false });
  say(ctx, 'election.office', { leader: d.name, office: { key: 'office.dictator' } }, 'taw RRR 5.15');
  // 5.14: his LAMs (the office's, his Initiative), one only after two Roman LAMs drawn this turn.
  addLams(s, 'O:dictator', lateLams(s, 'rome', d.init));
  if (s.scenario !== 'hannibal') return offerMagister(s);
  const m = s.leaders.find((l) => l.id === '407' && l.status === 'pool');
  if (m === undefined) return;
  Object.assign(m, { status: 'map', office: 'proconsul', hex: ROME, inCity: true, oc: false });
  assignProvince(s, m, false);
  addLams(s, 'O:proconsul', lateLams(s, 'rome', m.init));
  say(ctx, 'election.office', { leader: m.name, office: { key: 'office.proconsul' } }, 'taw S4.3');
}
