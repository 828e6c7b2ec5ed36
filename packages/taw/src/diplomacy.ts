import type { Modifier, StepContext } from '@polemarch/kernel';
import { finishActivation } from './activation';
import { afterEmbassy, ambassadorSender, disasterFollowUp, postponedAudiences, ransomActions } from './embassy';
import { shiftAlliance } from './control';
import { d10, idsOf, isRoman, leader, mod, other, say, sumMods } from './core';
import { MAP } from './map';
import { capture, targetCity } from './siege';
import { ambassadorCostScenario, diplomacyDrmScenario, envoyKilledScenario } from './scenarioRules';
import { AMBASSADOR, type Letter, diplomacyNumber } from './tables';
import type { Leader, Side, TawAction, TawState } from './state';

/** Guile Points (5.5), Ambassadors (12.3) and Diplomacy against cities (9.6). */

export const gpLeft = (l: Leader): number => Math.max(0, l.gp - l.gpUsed);

/** Diplomacy rating (12.34) — [GAP] on the counters: from the Battle letter (A/B → B, C → C, D/E → D; ruling L-2). */
export const diplomacyRating = (letter: Letter): 'B' | 'C' | 'D' => (letter === 'A' || letter === 'B' ? 'B' : letter === 'C' ? 'C' : 'D');

/** 12.32 / RRR 5.13: who may send Ambassadors: the non-Roman OC (any Samnite leader, S1.4); a Roman consul or Dictator. */
export function ambassadorProvinces(s: TawState): string[] {
  const l = ambassadorSender(s);
  if (l === null || gpLeft(l) < 1) return [];
  const pool = ambassadorPool(s, l);
  if (pool !== null && pool.length === 0) return [];
  if (pool === null && samniteEnvoys(s).length === 0) return [];
  return Object.values(s.provinces)
    .filter((p) => mayReceive(s, l, p.id))
    .map((p) => p.id)
    .sort();
}

/** A province an Ambassador of `l`'s side may go to now (not a home province, not already Actively Allied), his GP enough. */
function mayReceive(s: TawState, l: Leader, prov: string): boolean {
  const p = s.provinces[prov];
  const side = s.activation!.side;
  return p !== undefined && p.inPlay && p.home === null && (side === s.seats[0] ? p.alliance < 4 : p.alliance > -4) && gpLeft(l) >= ambassadorCostScenario(s, side, prov);
}

/**
 * Every `ambassador` operation (12.34; AMB-3 a postponed audience, named; S1.4 the Samnite's choice of leader, one
 * per leader and province, ruling AMB-5) and every ransom (AMB-1) open now.
 */
export function ambassadorActions(s: TawState): TawAction[] {
  const l = ambassadorSender(s);
  if (l === null) return [];
  const provinces = ambassadorProvinces(s);
  const out: TawAction[] = [];
  if (ambassadorPool(s, l) === null) for (const x of samniteEnvoys(s)) for (const province of provinces) out.push({ type: 'ambassador', province, leader: x.id });
  else {
    out.push(...provinces.map((province) => ({ type: 'ambassador' as const, province })));
    for (const x of postponedAudiences(s, l)) if (mayReceive(s, l, x.envoy!.province)) out.push({ type: 'ambassador', province: x.envoy!.province, leader: x.id });
  }
  return [...out, ...ransomActions(s)];
}

/**
 * 12.33: the ambassadors drawn at random for the sender's side: the Romans' from the Magistrate Pool (not used this
 * year, 12.36; not one assigned to a postponed audience, AMB-3); a side with ambassador-only counters (S3 Cineas, P-8)
 * sends those, once a year each; the Samnite chooses (null, `samniteEnvoys`); any other non-Roman goes himself.
 */
function ambassadorPool(s: TawState, sender: Leader): Leader[] | null {
  const side = sender.side;
  if (isRoman(side)) return s.leaders.filter((l) => l.roman && l.status === 'pool' && !l.permissions.includes('ambassador') && l.envoy === undefined);
  const counters = s.leaders.filter((l) => l.side === side && l.ambassadorRating !== undefined);
  if (counters.length > 0) return counters.filter((l) => l.status === 'pool' && !l.permissions.includes('ambassador'));
  return s.scenario === 'samnite-wars' ? null : [sender];
}

/**
 * S1.4 (ruling AMB-5): "the Samnite may always use his own leaders": the Samnite leaders on the map (no tribal leader,
 * CR 4 C; not Papius Brutulus, "not used for diplomacy"), not sent this year (12.36).
 */
export function samniteEnvoys(s: TawState): Leader[] {
  return s.leaders.filter((l) => l.side === 'samnite' && l.status === 'map' && l.hex !== null && !l.id.startsWith('tribe-') && l.id !== BRUTULUS && !l.permissions.includes('ambassador'));
}

/** S1.4: Papius Brutulus "may not be used for diplomacy". */
const BRUTULUS = 'brutulus';

/** 12.34: the Diplomacy Rating he rolls with: an ambassador-only counter's own (P-8), else from his letter (L-2). */
const ratingOf = (l: Leader): 'A' | 'B' | 'C' | 'D' => l.ambassadorRating ?? diplomacyRating(l.letter);

/**
 * 12.34: send one Ambassador (1 GP): drawn at random, or named (`chosen`): the one whose audience there was
 * postponed (AMB-3), or the Samnite leader the Samnite chose (S1.4, AMB-5); he rolls on the Ambassador Table;
 * then Continuation (T18).
 */
export function sendAmbassador(s: TawState, ctx: StepContext, prov: string, chosen?: string): void {
  const a = s.activation!;
  const l = leader(s, a.leader);
  l.gpUsed += ambassadorCostScenario(s, a.side, prov);
  const pool = ambassadorPool(s, l) ?? [];
  const amb = chosen !== undefined ? leader(s, chosen) : pool[ctx.rng.int(pool.length)]!;
  // AMB-3: sent (there or elsewhere), his postponed audience is spent.
  delete amb.envoy;
  amb.permissions.push('ambassador');
  const rating = ratingOf(amb);
  const mods: Modifier[] = s.scenario === 'samnite-wars' && !isRoman(a.side) ? [mod('samnite-diplomacy', 1)] : [];
  const scenarioDrm = diplomacyDrmScenario(s, a.side);
  if (scenarioDrm !== 0) mods.push(mod('cineas', scenarioDrm));
  const r = d10(ctx);
  const dr = Math.max(0, Math.min(9, r.value + sumMods(mods)));
  let res = AMBASSADOR[rating][dr]!;
  const rolls = [r.roll];
  if (res === '-1/D?') {
    const p = d10(ctx);
    rolls.push(p.roll);
    res = p.value % 2 === 0 ? -1 : 'D';
  }
  say(ctx, 'ambassador', { ambassador: amb.name, province: prov, result: String(res) }, 'taw 12.34', { rolls, modifiers: mods, chart: { name: 'T16', cell: `${rating}${dr}`, result: String(res) } });
  if (typeof res === 'number') shift(s, ctx, prov, a.side, res);
  else {
    // 12.35 Diplomatic Disasters (rulings R-30, AMB-1…AMB-4).
    const d = d10(ctx);
    say(ctx, 'ambassador.disaster', { ambassador: amb.name, dr: d.value }, 'taw 12.35', { rolls: [d.roll] });
    if (d.value <= 1) {
      shift(s, ctx, prov, a.side, -3);
      kill(s, ctx, amb);
    } else if (d.value === 4 || d.value === 5) {
      kill(s, ctx, amb);
      shift(s, ctx, prov, a.side, 1);
    } else if (disasterFollowUp(s, ctx, amb, prov, d.value)) return;
  }
  afterEmbassy(s, ctx, amb);
}

function shift(s: TawState, ctx: StepContext, prov: string, side: Side, boxes: number): void {
  if (boxes > 0) shiftAlliance(s, ctx, prov, side, boxes, 'ambassador');
  else if (boxes < 0) shiftAlliance(s, ctx, prov, other(s, side), -boxes, 'ambassador');
}

function kill(s: TawState, ctx: StepContext, l: Leader): void {
  l.status = 'killed';
  l.hex = null;
  l.office = null;
  // S3.6 (ruling P-8): a killed Cineas is replaced by the ambassador on his counter's back.
  envoyKilledScenario(s, ctx, l);
}

/** 9.61–9.64: Diplomacy against an enemy-occupied city Under Siege by the active side; the GP he may add. */
export function negotiateOptions(s: TawState): number[] {
  const a = s.activation;
  const c = targetCity(s);
  if (a === null || c === undefined || c.siege !== a.side || a.move !== null || c.name === 'Roma') return [];
  const hex = MAP.cities.get(c.name)!.hex;
  if (!s.stacks.some((x) => x.hex === hex && x.inCity && x.side !== a.side)) return [];
  const l = leader(s, a.leader);
  const roman = isRoman(a.side);
  if (roman && l.office !== 'consul' && l.office !== 'dictator' && l.office !== 'magister') return [];
  // S1.2: tribal leaders have no Diplomacy and cannot conduct it; nor the Gauls' (ruling S-1); S1.4: nor Papius Brutulus (AMB-5).
  if (s.scenario === 'samnite-wars' && (l.id.startsWith('tribe-') || l.id === 'senones' || l.id === BRUTULUS)) return [];
  const free = gpLeft(l) - (roman ? 1 : 0);
  if (free < 0 || diplomacyNumber(idsOf(s, c), l.cr) === null) return [];
  return Array.from({ length: Math.min(free, 3) + 1 }, (_, i) => i);
}

export function negotiate(s: TawState, ctx: StepContext, gp: number): void {
  const a = s.activation!;
  const l = leader(s, a.leader);
  const c = targetCity(s)!;
  const hex = MAP.cities.get(c.name)!.hex;
  l.gpUsed += gp + (isRoman(a.side) ? 1 : 0);
  const defenders = s.leaders.filter((x) => x.status === 'map' && x.hex === hex && x.inCity && x.side !== a.side);
  const mods: Modifier[] = [];
  if (gp > 0) mods.push(mod('guile', gp));
  const dgp = defenders.reduce((n, x) => n + gpLeft(x), 0);
  if (dgp > 0) mods.push(mod('defenders-guile', -dgp));
  const need = diplomacyNumber(idsOf(s, c), l.cr)!;
  const r = d10(ctx);
  const dr = r.value + sumMods(mods);
  const result = dr > need ? 'falls' : dr < need ? 'holds' : 'trap';
  say(ctx, `negotiate.${result}`, { city: c.name, need }, 'taw 9.62', { rolls: [r.roll], modifiers: mods, chart: { name: 'T17', cell: `IDS ${idsOf(s, c)} / CR ${l.cr}`, result } });
  if (result === 'falls') {
    capture(s, ctx, c, a.side, 'diplomacy', 'finish');
    return;
  }
  if (result === 'trap') {
    const t = d10(ctx);
    if (t.value > l.cr) {
      l.status = 'killed';
      l.hex = null;
      say(ctx, 'leader.killed', { leader: l.name, mr: l.mr }, 'taw 9.62', { rolls: [t.roll] });
    }
  }
  finishActivation(s, ctx);
}
