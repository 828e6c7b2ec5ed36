import type { StepContext } from '@polemarch/kernel';
import { isOverallCommander, leader, say, stackAt } from './core';
import { offerMagister } from './magistrates';
import type { Leader, TawState, Vacancy } from './state';

/**
 * 8.64 C: an OC may spend 1 Guile Point to bring in a replacement for a leader of his side killed or wounded
 * this turn, as a Recruitment operation (5.3 G: once per Campaign Phase, then a Continuation roll). Ruling
 * REP-1: a Roman magistrate is drawn at random from the pool (8.66) and takes the lost one's office; a
 * non-Roman replacement is the OC's pick among his side's leaders not yet in play (8.66 "may be replaced by
 * any available leader"). Placed where the lost leader stood when a Force of his side is still there, else
 * (8.65) the Roman in Rome, the non-Roman with his OC. LAMs (8.67): the Roman cup is unchanged; a
 * non-Roman's LAMs still in the cup become one LAM of the new leader.
 */

const ROME = 3714;
const GP_COST = 1;

/** The side's vacancies of this turn (8.64), oldest first. */
const vacanciesOf = (s: TawState, side: string): Vacancy[] => (s.vacancies ?? []).filter((v) => v.side === side);

/** Who may come in: the pool's magistrates (drawn at random: no name) or the side's leaders not yet in play. */
function candidates(s: TawState, l: Leader): Leader[] {
  // P-8: an ambassador-only counter (Cineas) is no leader to bring in.
  return s.leaders.filter((x) => x.side === l.side && x.status === 'pool' && x.roman === l.roman && x.ambassadorRating === undefined);
}

/**
 * The side's oldest vacancy somebody can fill. The candidates are the lost leader's kind, not the OC's: a Roman
 * OC may have lost an allied leader (Mago with Carthage on Rome's side in Pyrrhus), whom only his own side's
 * non-Roman leaders could replace.
 */
const fillable = (s: TawState, side: string): Vacancy | undefined => vacanciesOf(s, side).find((v) => candidates(s, leader(s, v.leader)).length > 0);

/** The `recruit` `replace` operations of the active leader: none, one (a Roman drawn at random), or one per candidate (non-Roman). */
export function replacementOptions(s: TawState): (string | null)[] {
  const a = s.activation;
  if (a === null || a.recruited || a.move !== null) return [];
  const l = leader(s, a.leader);
  if (l.gp - l.gpUsed < GP_COST || !isOverallCommander(s, l.id)) return [];
  const v = fillable(s, a.side);
  if (v === undefined) return [];
  const lost = leader(s, v.leader);
  return lost.roman ? [null] : candidates(s, lost).map((x) => x.id);
}

/** 8.64 C: the replacement comes in for the side's oldest vacancy that can be filled (the caller makes the Continuation roll). */
export function bringReplacement(s: TawState, ctx: StepContext, pick: string | null): void {
  const a = s.activation!;
  const oc = leader(s, a.leader);
  oc.gpUsed += GP_COST;
  fillVacancy(s, ctx, fillable(s, a.side)!, pick, oc, GP_COST);
}

/**
 * 8.64 A (ruling REP-2): the vacancy a drawn LAM may fill: a non-Roman's own LAM (`L:<id>`) of a leader lost this
 * turn; a Roman office LAM (`O:<office>`) that no magistrate can use now, with a magistrate of that office lost
 * this turn. Null when none (or nobody can come in).
 */
export function lamVacancy(s: TawState, lam: string): Vacancy | null {
  const v = lam.startsWith('L:')
    ? (s.vacancies ?? []).find((x) => x.leader === lam.slice(2) && !leader(s, x.leader).roman)
    : lam.startsWith('O:') ? (s.vacancies ?? []).find((x) => x.side === 'rome' && x.office === lam.slice(2)) : undefined;
  if (v === undefined || !s.seats.includes(v.side) || candidates(s, leader(s, v.leader)).length === 0) return null;
  return v;
}

/** 8.64 A: ask the lost leader's side whether the drawn LAM brings in his replacement (Roman: drawn at random; else the seat's pick). */
export function offerLamReplacement(s: TawState, v: Vacancy): void {
  const lost = leader(s, v.leader);
  s.ask = { kind: 'replacement', side: v.side, leader: v.leader, candidates: lost.roman ? [] : candidates(s, lost).map((x) => x.id) };
}

/** 8.64 A: the answer: the replacement comes in for that vacancy (no Guile Point; the LAM is spent on it), or nobody. */
export function answerLamReplacement(s: TawState, ctx: StepContext, lostId: string, bring: boolean, pick: string | null): void {
  s.ask = null;
  const v = (s.vacancies ?? []).find((x) => x.leader === lostId);
  if (!bring || v === undefined) return;
  const oc = s.leaders.find((x) => x.side === v.side && x.status === 'map' && x.hex !== null && isOverallCommander(s, x.id)) ?? leader(s, v.leader);
  fillVacancy(s, ctx, v, pick, oc, 0);
}

/** 8.64–8.67: `pick` (or one drawn at random) comes in for the vacancy `v`; `oc` the side's OC for 8.65's fallback place. */
function fillVacancy(s: TawState, ctx: StepContext, v: Vacancy, pick: string | null, oc: Leader, gp: number): void {
  s.vacancies = (s.vacancies ?? []).filter((x) => x !== v);
  const lost = leader(s, v.leader);
  const pool = candidates(s, lost);
  const n = pick !== null ? leader(s, pick) : pool[ctx.rng.int(pool.length)]!;
  // 8.65: where the lost leader stood, with a Force of his side still there; else Rome (Roman) or the OC (non-Roman).
  const there = stackAt(s, v.side, v.hex, v.inCity) !== undefined;
  const at = there || oc.hex === null ? { hex: v.hex, inCity: v.inCity } : lost.roman ? { hex: ROME, inCity: true } : { hex: oc.hex, inCity: oc.inCity };
  Object.assign(n, { status: 'map', hex: at.hex, inCity: at.inCity, office: v.office, used: 0 });
  // A wounded magistrate leaves his office to the replacement (he goes back to the pool at the elections, 8.62).
  if (lost.status === 'wounded') lost.office = null;
  if (!n.roman) {
    // 8.67: the lost leader's LAMs left in the cup become one LAM of the new leader.
    const had = s.cup.some((x) => x === `L:${lost.id}`);
    s.cup = [...s.cup.filter((x) => x !== `L:${lost.id}`), ...(had ? [`L:${n.id}`] : [])].sort();
  }
  say(ctx, gp > 0 ? 'leader.replacement' : 'leader.replacement-lam', { leader: lost.name, by: n.name, gp }, 'taw 8.64');
  // RRR 5.16: a new Dictator in Rome (8.65) without a Magister Equitum may choose one at once (ruling PRA-4).
  if (v.office === 'dictator') offerMagister(s);
}
