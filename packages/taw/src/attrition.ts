import type { StepContext } from '@polemarch/kernel';
import { attritionSp, isRoman, say, spOf } from './core';
import { MAP, hexInfo, provinceOf } from './map';
import { sideKey } from './hex';
import { planAttrition, takeLosses } from './lossChoice';
import { weatherScenario } from './scenarioRules';
import { ABS_EFFECTS, type Abs, attritionLoss } from './tables';
import type { Group, Move, Side, TawState } from './state';

/** Movement and Inertia Attrition (6.4) and the allocation of losses. */

/** 6.33: a road hexside whose road exists in this scenario (by level, or by road id for extensions). */
export function isRoad(s: TawState, a: number, b: number): boolean {
  const roads = MAP.roads.get(sideKey(a, b));
  if (roads === undefined) return false;
  return roads.some((id) => s.rules.roadLevels.includes(id) || s.rules.roadLevels.includes(MAP.roadData.get(id)!.level));
}

/** RRR (T19) friendly-province halving: the Roman in Roman Italy provinces he controlled at the start of the turn. */
export function friendlyProvince(s: TawState, side: Side, prov: string): boolean {
  const p = s.provinces[prov];
  if (p === undefined) return false;
  if (isRoman(side)) return MAP.provinces.get(prov)!.romanItaly && p.milAtStart === side;
  return s.scenario === 'samnite-wars' && prov === 'Samnium' && p.milAtStart === side;
}

/** 6.41: the AP of a movement segment (per province entered, then terrain and rivers), less IDS inside a city (6.44). */
export function movementAp(s: TawState, side: Side, m: Move, cityIds: number): { ap: number; detail: string } {
  let ap = 0;
  const parts: string[] = [];
  for (const [prov, offRoad] of Object.entries(m.provinces)) {
    const p = s.provinces[prov];
    let c = offRoad ? MAP.provinces.get(prov)!.ar : 1;
    if (p?.devastated === true) c *= 2;
    if (friendlyProvince(s, side, prov)) c = Math.floor(c / 2);
    ap += c;
    parts.push(`${prov} ${c}`);
  }
  ap += 6 * m.mountain + 3 * m.marsh + m.rivers;
  if (m.mountain > 0) parts.push(`mountain ${6 * m.mountain}`);
  if (m.marsh > 0) parts.push(`marsh ${3 * m.marsh}`);
  if (m.rivers > 0) parts.push(`rivers ${m.rivers}`);
  if (cityIds > 0) parts.push(`city −${cityIds}`);
  return { ap: ap - cityIds, detail: parts.join(', ') };
}

/** 6.43 / 6.46 row shifts: ABS, large Forces (per 50 SP or fraction over 250), plus the given extras. */
export function rowShift(s: TawState, groups: readonly Group[], abs: Abs, extra: number): number {
  let shift = extra;
  shift += abs === 'useless' ? s.options.uselessAttritionRows : ABS_EFFECTS[abs].attritionRows;
  const sp = attritionSp(groups);
  if (sp > 250) shift += Math.ceil((sp - 250) / 50);
  return Math.min(4, shift);
}

/**
 * 6.47: remove `alp` SP by the engine's allocation: every 7th ALP a cavalry SP (if any); the rest infantry,
 * largest group first, then cavalry, then elephants (the owner may allocate otherwise afterwards: E-2,
 * `lossChoice.ts`). Returns SP removed.
 */
export function allocateAttrition(groups: Group[], alp: number, useElephants = false): number {
  const taken = planAttrition(groups, alp, { first: -1, elephants: useElephants });
  taken.forEach((k, i) => (groups[i]!.sp -= k));
  return taken.reduce((a, b) => a + b, 0);
}

/** Check attrition for a Force and apply it (6.43). */
export function applyAttrition(
  s: TawState, ctx: StepContext, side: Side, groups: Group[], abs: Abs, ap: number, extraShift: number, rule: string, detail = '',
  where: { hex: number; inCity: boolean; ask?: boolean } | null = null,
): number {
  // The Augury's weather: map-wide (Samnite table) and by area (Pyrrhus' R7, Italy or Sicily).
  const weather = where === null ? 0 : weatherScenario(s, where.hex).rows;
  const shift = rowShift(s, groups, abs, extraShift + s.attritionShift + weather);
  const sp = attritionSp(groups);
  const r = attritionLoss(ap, sp, shift, spOf(groups));
  // The engine's allocation now; the owner's choice right after when he has one (E-2).
  const lost = r.alp > 0 ? takeLosses(s, '6.47', side, groups, r.alp, false, where?.ask === false ? null : where).removed : 0;
  say(ctx, 'attrition', { side, ap, sp, alp: r.alp, lost, detail }, rule, { chart: { name: 'T20', cell: `${r.row ?? '—'} / col ${r.col + 1}`, result: String(r.alp) }, ...(shift !== 0 ? { modifiers: [{ label: { key: 'drm.rows' }, value: shift }] } : {}) });
  return lost;
}

/** 8.23 / 8.37: retreat and avoidance paths cost 1 ALP per open/rough hex, 2 per mountain/marsh. */
export const hexAlp = (hex: number): number => {
  const t = hexInfo(hex).terrain;
  return t === 'mountain' || t === 'marsh' ? 2 : 1;
};

export const sameProvince = (a: number, b: number): boolean => provinceOf(a) === provinceOf(b);

/** Inertia Attrition (6.46) for one Force: its province's rating (×2 devastated, ×2 mountain hex) less IDS inside. */
export function inertiaAp(s: TawState, hex: number, inCity: boolean, ids: number): number {
  const prov = provinceOf(hex);
  let ap = MAP.provinces.get(prov)!.ar;
  if (s.provinces[prov]?.devastated === true) ap *= 2;
  if (hexInfo(hex).terrain === 'mountain') ap *= 2;
  return ap - (inCity ? ids : 0);
}

