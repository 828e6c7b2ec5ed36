import type { DieRoll, GameEvent, MessageParam, Modifier, StepContext } from '@polemarch/kernel';
import type { Size } from './data/italy';
import { MAP } from './map';
import type { Abs } from './tables';
import type { CityState, Group, Leader, Side, Stack, TawState, UnitType } from './state';

/** Shared helpers: stacks, strengths, leaders, cities, dice and log lines. */

export const other = (s: TawState, side: Side): Side => (s.seats[0] === side ? s.seats[1]! : s.seats[0]!);
/** The side of an enemy Force outside the city in `hex` (three-player scenarios: the first found), else `other`. */
export const enemyIn = (s: TawState, side: Side, hex: number): Side => s.stacks.find((x) => x.hex === hex && !x.inCity && x.side !== side)?.side ?? other(s, side);
export const isRoman = (side: Side): boolean => side === 'rome';

export function stackAt(s: TawState, side: Side, hex: number, inCity: boolean): Stack | undefined {
  return s.stacks.find((x) => x.side === side && x.hex === hex && x.inCity === inCity);
}
export function stacksAt(s: TawState, hex: number): Stack[] {
  return s.stacks.filter((x) => x.hex === hex);
}
export const enemyStacksAt = (s: TawState, side: Side, hex: number): Stack[] => s.stacks.filter((x) => x.hex === hex && x.side !== side);

export const spOf = (groups: readonly Group[], t?: UnitType): number => groups.reduce((n, g) => n + (t === undefined || g.t === t ? g.sp : 0), 0);
/** 8.31: battle strength excludes elephants. */
export const battleSp = (groups: readonly Group[]): number => spOf(groups, 'inf') + spOf(groups, 'cav');
/** 6.42: cavalry counts double for attrition. */
export const attritionSp = (groups: readonly Group[]): number => spOf(groups, 'inf') + 2 * spOf(groups, 'cav') + spOf(groups, 'el');

/** Merge groups of the same Contingent, type, legion and quality; drop empty ones. */
export function normalize(groups: Group[]): Group[] {
  const out: Group[] = [];
  for (const g of groups) {
    if (g.sp <= 0) continue;
    const same = out.find((o) => o.c === g.c && o.t === g.t && (o.elite ?? false) === (g.elite ?? false) && o.legion === g.legion && (o.al ?? false) === (g.al ?? false));
    if (same !== undefined) {
      same.sp += g.sp;
      if (g.vet !== undefined) same.vet = (same.vet ?? false) && g.vet;
    } else out.push({ ...g });
  }
  return out;
}

/** Add units to the side's stack in a place (creating it), merging groups; the worse ABS wins. */
export function addToStack(s: TawState, side: Side, hex: number, inCity: boolean, groups: Group[], abs: Abs, moved: boolean): Stack {
  let st = stackAt(s, side, hex, inCity);
  if (st === undefined) {
    st = { side, hex, inCity, groups: [], abs: 'none', moved: false, failedInterception: false };
    s.stacks.push(st);
  }
  st.groups = normalize([...st.groups, ...groups.map((g) => ({ ...g }))]);
  st.abs = worst(st.abs, abs);
  st.moved = st.moved || moved;
  return st;
}
const ORDER: readonly Abs[] = ['none', 'dispersed', 'disorganized', 'useless'];
export const worst = (a: Abs, b: Abs): Abs => (ORDER.indexOf(a) >= ORDER.indexOf(b) ? a : b);
export const improve = (a: Abs): Abs => ORDER[Math.max(0, ORDER.indexOf(a) - 1)]!;

/** Remove empty stacks (and, with them, nothing else: leaders stand on their own). */
export function prune(s: TawState): void {
  for (const st of s.stacks) st.groups = normalize(st.groups);
  s.stacks = s.stacks.filter((st) => st.groups.length > 0);
}

export const leader = (s: TawState, id: string): Leader => {
  const l = s.leaders.find((x) => x.id === id);
  if (l === undefined) throw new Error(`no leader ${id}`);
  return l;
};
/** 5.13 C–D, RRR 5.13: the leader is his side's OC (for Rome the Dictator, or with none in play a consul). */
export function isOverallCommander(s: TawState, id: string): boolean {
  const l = leader(s, id);
  if (!l.roman) return l.oc;
  const dictator = s.leaders.some((x) => x.roman && x.office === 'dictator' && x.status === 'map');
  return dictator ? l.office === 'dictator' : l.office === 'consul';
}

/** 5.52: the Guile Points a leader has left this turn. */
export const guileLeft = (l: Leader): number => Math.max(0, l.gp - l.gpUsed);

export const leadersAt = (s: TawState, side: Side, hex: number, inCity: boolean): Leader[] =>
  s.leaders.filter((l) => l.status === 'map' && l.side === side && l.hex === hex && l.inCity === inCity);

/** Double Legions in a group list (an RL with its AL counts one; RRR 5.25). */
export function doubleLegions(groups: readonly Group[]): number {
  const ids = new Set(groups.filter((g) => g.legion !== undefined && g.legion !== 'Urban' && g.sp > 0).map((g) => g.legion));
  return ids.size;
}

// ---- cities -------------------------------------------------------------------------------------

export function cityIds(s: TawState, size: Size, name: string): number {
  if (name === 'Roma') return s.rules.romeIds;
  return size === 'L' ? 7 : size === 'M' ? s.rules.mediumIds : size === 'S' ? 1 : 0;
}
/** Current IDS (9.11), less the points lost to Siege Attrition (9.14). */
export const idsOf = (s: TawState, c: CityState): number => Math.max(0, cityIds(s, c.size, c.name) - c.idsLost);
export const cityExists = (c: CityState): boolean => c.size !== 'none';
export const cityAtHex = (s: TawState, hex: number): CityState | undefined => {
  const d = MAP.cityAt.get(hex);
  return d === undefined ? undefined : s.cities[d.name];
};
export const infantryInside = (s: TawState, c: CityState): number => {
  const hex = MAP.cities.get(c.name)!.hex;
  return s.stacks.filter((x) => x.hex === hex && x.inCity).reduce((n, x) => n + spOf(x.groups, 'inf'), 0);
};
/** 9.12–9.13: SDS = IDS × infantry SP inside (IDS if none); a garrisoned city has at least 2. */
export function sdsOf(s: TawState, c: CityState): number {
  const inf = infantryInside(s, c);
  const ids = idsOf(s, c);
  return inf > 0 ? Math.max(2, ids * inf) : ids;
}

/**
 * 11.2 City control: whoever has units inside; otherwise a Small city is the last side inside (11.22) and a
 * Large or Medium one needs a garrison, except in a province that started under a side's Military Control
 * (11.21: then it stays that side's).
 */
export function cityController(s: TawState, c: CityState): Side | null {
  const hex = MAP.cities.get(c.name)!.hex;
  const inside = s.stacks.find((x) => x.hex === hex && x.inCity);
  if (inside !== undefined) return inside.side;
  if (c.size === 'S') return c.last;
  return s.provinces[MAP.cities.get(c.name)!.province]?.initial ?? null;
}

// ---- dice and events ----------------------------------------------------------------------------

export function d10(ctx: StepContext): { value: number; roll: DieRoll } {
  const before = ctx.rng.rolls.length;
  const value = ctx.rng.d10();
  return { value, roll: ctx.rng.rolls[before]! };
}

export function say(ctx: StepContext, key: string, params: Record<string, MessageParam> = {}, rule?: string, extra: Partial<GameEvent> = {}): void {
  ctx.emit({ key, params, ...(rule === undefined ? {} : { rule }), ...extra });
}

export const mod = (label: string, value: number): Modifier => ({ label: { key: `drm.${label}` }, value });
export const sumMods = (ms: readonly Modifier[]): number => ms.reduce((n, m) => n + m.value, 0);

/** 5.25 Continuation: DR (+ DRM) ≤ the active leader's CR. */
export function continuation(s: TawState, ctx: StepContext, drm = 0): boolean {
  const a = s.activation;
  if (a === null) return false;
  const l = leader(s, a.leader);
  const r = d10(ctx);
  const ok = r.value + drm <= l.cr;
  say(ctx, ok ? 'continue.ok' : 'continue.fail', { leader: l.name, cr: l.cr }, 'taw 5.25', { rolls: [r.roll], modifiers: drm === 0 ? [] : [mod('continuation', drm)] });
  // S1.10 76–84 (ruling S-3): a 0 gives the roller's opponent the use of Cleonymus when this Campaign Phase ends.
  if (r.value === 0 && s.samnite?.cleonymus === true && s.leaders.some((x) => x.id === 'cleonymus' && x.status === 'map')) s.samnite.cleonymusFor = other(s, a.seat ?? a.side);
  return ok;
}

/** 8.61 Leader loss check; returns the result and applies it. */
export function leaderLossCheck(s: TawState, ctx: StepContext, l: Leader, defeated: boolean, rule = 'taw 8.61'): 'none' | 'wounded' | 'killed' {
  const first = d10(ctx);
  let result: 'none' | 'wounded' | 'killed' = 'none';
  const rolls = [first.roll];
  if (first.value + (defeated ? 1 : 0) >= l.mr) {
    const second = d10(ctx);
    rolls.push(second.roll);
    result = second.value >= l.mr ? 'killed' : 'wounded';
  }
  if (result !== 'none') {
    // 8.64: the place he leaves, for a replacement brought in this turn (8.64 C).
    if (l.hex !== null) (s.vacancies ??= []).push({ leader: l.id, side: l.side, office: l.office, hex: l.hex, inCity: l.inCity });
    l.status = result;
    l.hex = null;
    l.inCity = false;
    if (result === 'killed') l.office = null;
  }
  say(ctx, `leader.${result}`, { leader: l.name, mr: l.mr }, rule, { rolls, chart: { name: 'T10', cell: `MR ${l.mr}`, result } });
  return result;
}

/**
 * 5.14: "If a new leader arrives after at least two LAMs of that player have already been drawn this turn, only one
 * of the new leader's LAMs is put into the cup for the current turn": 1 then, else `full`, the LAMs he would have
 * put in at C/1 (his Initiative; an office's count as `buildCup` makes it: a praetor always 1).
 */
export const lateLams = (s: TawState, side: Side, full: number): number => ((s.lamsDrawn?.[side] ?? 0) >= 2 ? 1 : full);

/** 5.14: `n` LAMs `lam` put in this turn's cup (kept sorted: its order is the generator's). */
export function addLams(s: TawState, lam: string, n: number): void {
  if (n > 0) s.cup = [...s.cup, ...Array.from({ length: n }, () => lam)].sort();
}
