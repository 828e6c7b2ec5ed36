import type { StepContext } from '@polemarch/kernel';
import { GameError } from '@polemarch/kernel';
import { addLams, lateLams, say } from './core';
import { provinceOf } from './map';
import { leaderlessLegions, offerPraetorForNewLegions, placeKey } from './magistrates';
import { ROME, senateOf } from './politics';
import type { Ask, Leader, TawAction, TawState } from './state';

/** RRR 5.14 Proconsuls chosen from the pool (rulings PRO-1…PRO-3); prorogued ones are RRR 5.35 (E-13). */

type ProconsulAsk = Extract<Ask, { kind: 'proconsul' }>;

/** RRR 5.14: one proconsul a province, Latium two. */
const room = (province: string): number => (province === provinceOf(ROME) ? 2 : 1);

/**
 * RRR 5.14 (ruling PRO-1): the legions at a place that make a Consular Army for a proconsul: not the Urban
 * Legion, not a praetor's own legion (the spec's engine reading), by numeral (a Double Legion, or S1's single legion).
 */
export function armyLegions(s: TawState, hex: number, inCity: boolean): string[] {
  const praetors = new Set(s.leaders.filter((l) => l.roman && l.status === 'map' && l.office === 'praetor' && l.legion !== undefined).map((l) => l.legion));
  const st = s.stacks.find((x) => x.side === 'rome' && x.hex === hex && x.inCity === inCity);
  const ids = (st?.groups ?? []).filter((g) => g.sp > 0 && g.legion !== undefined && g.legion !== 'Urban' && !praetors.has(g.legion)).map((g) => g.legion!);
  return [...new Set(ids)].sort();
}

/**
 * RRR 5.14, 5.32 (ruling PRO-1): the magistrates holding a province: the proconsuls assigned to it and the consuls
 * standing in it (the engine assigns consuls no province: where he stands is his).
 */
function holders(s: TawState, province: string): number {
  const assigned = s.senate?.provinces ?? {};
  return s.leaders.filter(
    (l) => l.roman && l.status === 'map' && l.hex !== null && ((l.office === 'proconsul' && assigned[l.id]?.province === province) || (l.office === 'consul' && provinceOf(l.hex) === province)),
  ).length;
}

const hasRoom = (s: TawState, province: string): boolean => holders(s, province) < room(province);

/** Full imperium at a place: a Consular Army there already has its commander. */
const commanded = (s: TawState, hex: number, inCity: boolean): boolean =>
  s.leaders.some((l) => l.roman && l.status === 'map' && l.hex === hex && l.inCity === inCity && ['consul', 'proconsul', 'dictator', 'magister'].includes(l.office ?? ''));

/**
 * RRR 5.14 (ruling PRO-3): the magistrates a proconsul is drawn from: the pool; "Folgore" (S4.3): Pera (410), or
 * when he is not in the pool any other consul with Battle letter D or worse (not Fabius and Minucius, kept for the
 * Dictator and his proconsul).
 */
export function proconsulPool(s: TawState): Leader[] {
  const pool = s.leaders.filter((l) => l.roman && l.status === 'pool');
  if (s.scenario !== 'hannibal') return pool;
  const pera = pool.filter((l) => l.id === '410');
  return pera.length > 0 ? pera : pool.filter((l) => l.letter >= 'D' && l.id !== '406' && l.id !== '407');
}

/** RRR 5.14: a named proconsul is one "who previously obtained a Triumph and is not in play" (any earlier turn, as PRA-5). */
const named = (s: TawState): string[] => proconsulPool(s).filter((l) => s.senate?.triumphs[l.id] !== undefined).map((l) => l.id);

/**
 * RRR 5.14, 5.31 step 5 (ruling PRO-1): at the elections, the next place (hex order, not yet asked) that holds a
 * Consular Army (two legions by `armyLegions`) with no consul, proconsul, Dictator or Magister Equitum, in a
 * province with room for a proconsul; asked while the pool has a magistrate.
 */
export function nextProconsulAsk(s: TawState, asked: readonly string[]): ProconsulAsk | null {
  if (proconsulPool(s).length === 0) return null;
  const places = s.stacks
    .filter((x) => x.side === 'rome' && !asked.includes(placeKey(x)) && armyLegions(s, x.hex, x.inCity).length >= 2 && !commanded(s, x.hex, x.inCity) && hasRoom(s, provinceOf(x.hex)))
    .sort((a, b) => a.hex - b.hex || Number(a.inCity) - Number(b.inCity));
  const at = places[0];
  return at === undefined ? null : { kind: 'proconsul', side: 'rome', hex: at.hex, inCity: at.inCity, provinces: [provinceOf(at.hex)], candidates: named(s) };
}

/**
 * RRR 5.14 mid-turn (ruling PRO-2): new legions raised in Rome with no magistrate there, making a Consular Army
 * (two legions), may get a proconsul at once, not an operation: assigned to any province holding Roman legions
 * (Latium with the new ones) that has room (EX-RRR-5.14: "Proconsul of Etruria", placed in Rome with them). True when asked.
 */
export function offerProconsulForNewLegions(s: TawState): boolean {
  if (s.elections !== undefined || proconsulPool(s).length === 0) return false;
  const at = leaderlessLegions(s).find((p) => p.hex === ROME && p.inCity);
  if (at === undefined || armyLegions(s, at.hex, at.inCity).length < 2) return false;
  const withLegions = s.stacks.filter((x) => x.side === 'rome' && x.groups.some((g) => g.legion !== undefined && g.legion !== 'Urban')).map((x) => provinceOf(x.hex));
  const provinces = [...new Set(withLegions)].filter((p) => hasRoom(s, p)).sort();
  if (provinces.length === 0) return false;
  s.ask = { kind: 'proconsul', side: 'rome', hex: at.hex, inCity: at.inCity, provinces, candidates: named(s) };
  return true;
}

/** RRR 5.14, 5.17 (rulings PRO-2, PRA-5): new legions without a leader: a proconsul offered first (5.31 order), then a praetor. */
export const offerCommanderForNewLegions = (s: TawState): boolean => offerProconsulForNewLegions(s) || offerPraetorForNewLegions(s);

/** The `proconsul` answers: for each province, drawn at random or a named magistrate; or `decline`. */
export function proconsulActions(c: ProconsulAsk): TawAction[] {
  return [...c.provinces.flatMap((province) => [{ type: 'proconsul' as const, province }, ...c.candidates.map((leader) => ({ type: 'proconsul' as const, province, leader }))]), { type: 'decline' as const }];
}

/**
 * RRR 5.14 C, 5.32: the proconsul takes office at the place, assigned to `province`. Mid-turn (PRO-2) his LAMs
 * (his Initiative) go in this turn's cup, one only when two or more Roman LAMs have been drawn this turn (5.14).
 */
export function appointProconsul(s: TawState, ctx: StepContext, c: ProconsulAsk, province: string, chosen: string | null, midTurn: boolean): void {
  const pool = proconsulPool(s);
  const l = chosen === null ? pool[ctx.rng.int(pool.length)] : pool.find((x) => x.id === chosen);
  if (l === undefined) return;
  Object.assign(l, { status: 'map', office: 'proconsul', hex: c.hex, inCity: c.inCity, oc: false });
  senateOf(s).provinces[l.id] = { province, prorogued: false };
  say(ctx, 'election.office', { leader: l.name, office: { key: 'office.proconsul' } }, 'taw RRR 5.14');
  if (midTurn) addLams(s, 'O:proconsul', lateLams(s, 'rome', l.init));
}

/**
 * The Roman's answer (validated by the decision table's `legal`). At the elections the place is marked asked and
 * the elections go on; mid-turn a declined proconsul leaves the praetor's offer (PRA-5), then the Continuation roll.
 */
export function answerProconsul(s: TawState, ctx: StepContext, c: ProconsulAsk, action: TawAction): 'elections' | 'roll' | 'asked' {
  if (action.type === 'proconsul' && !c.provinces.includes(action.province)) throw new GameError('illegal', 'not a province for this proconsul');
  s.ask = null;
  const midTurn = s.elections === undefined;
  if (!midTurn) s.elections!.queue.push(placeKey(c));
  if (action.type === 'proconsul') appointProconsul(s, ctx, c, action.province, action.leader ?? null, midTurn);
  if (!midTurn) return 'elections';
  return action.type !== 'proconsul' && offerPraetorForNewLegions(s) ? 'asked' : 'roll';
}
