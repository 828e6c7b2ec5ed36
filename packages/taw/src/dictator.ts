import type { StepContext } from '@polemarch/kernel';
import { say } from './core';
import { hexDistance } from './hex';
import { offerMagister } from './magistrates';
import { ROME, assignProvince } from './politics';
import type { Leader, TawState } from './state';

/** RRR 5.15 Emergencies and the Dictator chosen during the turn (ruling DIC-1); the elections' Dictator is E-17. */

/**
 * RRR 5.15: 'mandatory' emergencies bring a Dictator; a single Roman Major defeat is a 'voluntary' one (the
 * Roman's choice, ruling RRR-21), as are S1.6's. `majors` false: only the standing conditions (an enemy in a city within 3
 * hexes of Rome; in the Samnite Wars, S1.6, a tribal army of 20+ SP or Capua in enemy hands), not the year's
 * Major defeats (ruling DIC-1: those were answered during the year they were suffered in).
 */
export function emergencyLevel(s: TawState, majors = true): 'none' | 'voluntary' | 'mandatory' {
  const foe = s.rules.nonRoman;
  if (s.stacks.some((x) => x.side !== 'rome' && x.inCity && hexDistance(x.hex, ROME) <= 3)) return 'mandatory';
  const defeats = majors ? (s.tally[foe]?.majorThisTurn ?? 0) : 0;
  if (defeats >= 2) return 'mandatory';
  return defeats === 1 || samniteEmergency(s) ? 'voluntary' : 'none';
}

/** S1.6 (ruling RRR-21, the spec's engine reading: voluntary): Capua in enemy hands, or a non-Samnite tribal army of 20+ SP. */
function samniteEmergency(s: TawState): boolean {
  if (s.scenario !== 'samnite-wars') return false;
  if (s.stacks.some((x) => x.side !== 'rome' && x.hex === 4412 && x.inCity)) return true;
  const tribal = new Map<string, number>();
  for (const st of s.stacks) for (const g of st.groups) if (st.side !== 'rome' && g.c !== 'Samnite') tribal.set(g.c, (tribal.get(g.c) ?? 0) + g.sp);
  return [...tribal.values()].some((n) => n >= 20);
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
 * RRR 5.15 during the turn (ruling DIC-1), checked between Campaign Phases (right after the one in which the
 * Emergency arose, before the next LAM is drawn), with no Dictator in office: a mandatory Emergency brings one at
 * once; a voluntary one asks the Roman (`dictator` with `now`), once a year. True when it asked or appointed.
 */
export function emergencyDuringTurn(s: TawState, ctx: StepContext): boolean {
  if (s.phase !== 'campaign' || s.activation !== null || s.ask !== null || s.elections !== undefined || dictatorInOffice(s)) return false;
  const level = emergencyLevel(s);
  if (level === 'none' || dictatorPool(s).length === 0) return false;
  if (level === 'mandatory') {
    appointDictatorNow(s, ctx);
    return true;
  }
  if (s.dictatorAsked === s.turn) return false;
  s.dictatorAsked = s.turn;
  s.ask = { kind: 'dictator', side: 'rome', now: true };
  return true;
}

/**
 * RRR 5.15, 5.32 (ruling DIC-1): the Dictator drawn from the pool takes office in Rome at once, with one LAM in
 * this turn's cup (5.14, as P-15, PRA-5); he may choose a Magister Equitum at once (PRA-4). "Folgore" (DIC-2):
 * Fabius, with Minucius (407) as proconsul in Rome as at the 217 elections (E-12), and no Magister Equitum.
 */
export function appointDictatorNow(s: TawState, ctx: StepContext): void {
  const pool = dictatorPool(s);
  const d = pool[ctx.rng.int(pool.length)];
  if (d === undefined) return;
  Object.assign(d, { status: 'map', office: 'dictator', hex: ROME, inCity: true, oc: false });
  say(ctx, 'election.office', { leader: d.name, office: { key: 'office.dictator' } }, 'taw RRR 5.15');
  s.cup = [...s.cup, 'O:dictator'].sort();
  if (s.scenario !== 'hannibal') return offerMagister(s);
  const m = s.leaders.find((l) => l.id === '407' && l.status === 'pool');
  if (m === undefined) return;
  Object.assign(m, { status: 'map', office: 'proconsul', hex: ROME, inCity: true, oc: false });
  assignProvince(s, m, false);
  s.cup = [...s.cup, 'O:proconsul'].sort();
  say(ctx, 'election.office', { leader: m.name, office: { key: 'office.proconsul' } }, 'taw S4.3');
}
