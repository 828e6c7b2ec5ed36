import { ARMENIAN_PROVINCES, BOX_DATA, type BoxId, type MinorPowerId, MINOR_POWERS, LAND_BORDERS, PREFECTURES, PROVINCES, type PrefectureId, type ProvinceData, SEA_AREAS, STRAITS } from './data/map';
import { ARMY_RESTRICTIONS, type AreaRule, type ArmyId, PREFECTURE_TABLE } from './data/tables';
import type { Army, JustinianState, Side } from './state';

/** Map queries (2.1, 7.13, 3.4, 10.21): adjacency, distances with static costs, control. */

const BY_NAME = new Map<string, ProvinceData>(PROVINCES.map((p) => [p.name, p]));
export const PROVINCE_NAMES: readonly string[] = PROVINCES.map((p) => p.name);
export function province(name: string): ProvinceData {
  const p = BY_NAME.get(name);
  if (p === undefined) throw new Error(`unknown province ${name}`);
  return p;
}
export const isProvince = (name: string): boolean => BY_NAME.has(name);

const LAND = new Map<string, string[]>();
const STRAIT = new Map<string, string[]>();
const add = (m: Map<string, string[]>, a: string, b: string): void => {
  m.set(a, [...(m.get(a) ?? []), b]);
  m.set(b, [...(m.get(b) ?? []), a]);
};
for (const [a, b] of LAND_BORDERS) add(LAND, a, b);
for (const [a, b] of STRAITS) add(STRAIT, a, b);

export const landNeighbours = (p: string): readonly string[] => LAND.get(p) ?? [];
export const straitNeighbours = (p: string): readonly string[] => STRAIT.get(p) ?? [];
/** Every province an army may enter from `p` by land (7.13: borders and straits). */
export const neighbours = (p: string): string[] => [...landNeighbours(p), ...straitNeighbours(p)];
export const isStrait = (a: string, b: string): boolean => straitNeighbours(a).includes(b);
export const isCity = (p: string): boolean => province(p).city !== undefined;
export const isCoastal = (p: string): boolean => province(p).seas.length > 0;
export const seasOf = (p: string): readonly string[] => province(p).seas;
export const hasFort = (s: JustinianState, p: string): boolean => province(p).fort === true || s.builtForts.includes(p);
export const seaAdjacent = (sea: string): readonly string[] => SEA_AREAS.find((x) => x.name === sea)?.adjacent ?? [];
export const coastsOf = (sea: string): string[] => PROVINCES.filter((p) => p.seas.includes(sea)).map((p) => p.name);
export const boxArrows = (box: BoxId): readonly string[] => BOX_DATA.find((b) => b.power === box)?.arrows ?? [];
export const boxOf = (at: string): BoxId | null => (at.startsWith('box:') ? (at.slice(4) as BoxId) : null);
export const inProvincesOf = (pref: PrefectureId): string[] => PROVINCES.filter((p) => p.prefecture === pref).map((p) => p.name);

/** Static shortest path cost (1 per province entered + 1 per strait), used by "within N MP" (7.14 ruling). */
const distCache = new Map<string, Map<string, number>>();
export function staticDistances(from: string): Map<string, number> {
  const hit = distCache.get(from);
  if (hit !== undefined) return hit;
  const dist = new Map<string, number>([[from, 0]]);
  const queue: string[] = [from];
  // Costs are 1 or 2: a small Dijkstra by repeated relaxation is plenty for 89 nodes.
  while (queue.length > 0) {
    queue.sort((a, b) => dist.get(a)! - dist.get(b)!);
    const p = queue.shift()!;
    const d = dist.get(p)!;
    for (const n of neighbours(p)) {
      const c = d + 1 + (isStrait(p, n) ? 1 : 0);
      if (c < (dist.get(n) ?? Infinity)) {
        dist.set(n, c);
        queue.push(n);
      }
    }
  }
  distCache.set(from, dist);
  return dist;
}
export const staticDistance = (a: string, b: string): number => staticDistances(a).get(b) ?? Infinity;

/** Province steps from the Persian box (5.12 ruling: arrow provinces are 1 away). */
export function distanceFromPersianBox(p: string): number {
  return Math.min(...boxArrows('persia').map((a) => 1 + (stepDistances(a).get(p) ?? Infinity)));
}
const stepCache = new Map<string, Map<string, number>>();
function stepDistances(from: string): Map<string, number> {
  const hit = stepCache.get(from);
  if (hit !== undefined) return hit;
  const dist = new Map<string, number>([[from, 0]]);
  const queue = [from];
  while (queue.length > 0) {
    const p = queue.shift()!;
    for (const n of neighbours(p)) if (!dist.has(n)) {
      dist.set(n, dist.get(p)! + 1);
      queue.push(n);
    }
  }
  stepCache.set(from, dist);
  return dist;
}

/** True when province `p` satisfies an area rule of table 11.11. */
export function inArea(p: string, rule: AreaRule): boolean {
  if ('withinMpOf' in rule) return rule.withinMpOf.some((c) => staticDistance(c, p) <= rule.mp);
  if ('prefectures' in rule) return rule.prefectures.includes(province(p).prefecture) && !(rule.exclude ?? []).includes(p);
  if ('coastalWithinMpOf' in rule) return isCoastal(p) && staticDistance(rule.coastalWithinMpOf, p) <= rule.mp;
  return rule.connectedToBoxes.some((b) => boxArrows(b as BoxId).includes(p));
}
/** 7.14: may this Byzantine army end its activation in `p`? */
export const mayEndIn = (army: ArmyId, p: string): boolean => ARMY_RESTRICTIONS.endIn[army].some((r: AreaRule) => inArea(p, r));
export const isArmyId = (id: string): id is ArmyId => id in ARMY_RESTRICTIONS.endIn;
export const isMinor = (p: string): p is MinorPowerId => (MINOR_POWERS as readonly string[]).includes(p);
export const isArmenian = (p: string): boolean => ARMENIAN_PROVINCES.includes(p);

/** The side an army fights for: Byzantine armies and Byzantine-allied minor armies are Byzantine (3.4, 6.34). */
export function armySide(s: JustinianState, a: Army): Side {
  if (a.power === 'byzantine') return 'byzantine';
  if (isMinor(a.power) && s.allegiance[a.power] === 'byzantine') return 'byzantine';
  return 'barbarian';
}
export const armySp = (a: Army): number => a.sp + Object.values(a.allied).reduce((n, v) => n + (v ?? 0), 0);
export const armiesAt = (s: JustinianState, p: string): Army[] => s.armies.filter((a) => a.at === p);
export const findArmy = (s: JustinianState, id: string): Army | undefined => s.armies.find((a) => a.id === id);

/** Land SP of a side in a province (armies, Frontier, detached). */
export function sideSpAt(s: JustinianState, p: string, side: Side): number {
  let n = armiesAt(s, p).filter((a) => armySide(s, a) === side).reduce((t, a) => t + armySp(a), 0);
  if (side === 'byzantine') n += s.frontier[p]?.sp ?? 0;
  else n += s.detached.filter((d) => d.at === p).reduce((t, d) => t + d.sp, 0);
  return n;
}

/**
 * 3.4 control (ruling ): 'byzantine', a barbarian power (the marker's, else the major power present, else the
 * first present), or null (revolt or contested).
 */
export function controller(s: JustinianState, p: string): string | null {
  if (s.revolt.includes(p)) return null;
  const barbArmies = armiesAt(s, p).filter((a) => armySide(s, a) === 'barbarian' && armySp(a) > 0);
  const det = s.detached.filter((d) => d.at === p && d.sp > 0);
  const marker = s.control[p];
  const barb = barbArmies.length > 0 || det.length > 0 || marker !== undefined;
  const byz = sideSpAt(s, p, 'byzantine') > 0;
  if (barb && byz) return null;
  if (!barb) return 'byzantine';
  if (marker !== undefined) return marker;
  const powers = [...barbArmies.map((a) => a.power), ...det.map((d) => d.power)];
  return powers.find((x) => x === 'persia' || x === 'ostrogoths' || x === 'vandals') ?? powers[0] ?? 'barbarian';
}
export const controlSnapshot = (s: JustinianState): Record<string, string | null> => Object.fromEntries(PROVINCE_NAMES.map((p) => [p, controller(s, p)]));
export const byzControls = (s: JustinianState, p: string): boolean => controller(s, p) === 'byzantine';

/** 10.21: does the Byzantine control prefecture `pref`? */
export function controlsPrefecture(s: JustinianState, pref: PrefectureId): boolean {
  const ps = inProvincesOf(pref);
  const held = ps.filter((p) => byzControls(s, p));
  if (ps.some((p) => (isCity(p) || province(p).income >= 2) && !held.includes(p))) return false;
  return held.length >= PREFECTURE_TABLE.rows[pref].controlNeeded;
}
/** 10.21: all five Prefectures and no barbarian army in Lazica. */
export function byzantineVictory(s: JustinianState): boolean {
  const lazica = armiesAt(s, 'Lazica').some((a) => armySide(s, a) === 'barbarian' && armySp(a) > 0);
  return !lazica && PREFECTURES.every((pref) => controlsPrefecture(s, pref));
}
