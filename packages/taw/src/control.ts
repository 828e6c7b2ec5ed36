import { MAP } from './map';
import { cityController, infantryInside, isRoman, say } from './core';
import type { StepContext } from '@polemarch/kernel';
import type { Side, TawState } from './state';

/** Military Control (11.1), Diplomatic Control (12.2) and alliance shifts (12.31). */

function citiesOf(s: TawState, prov: string) {
  return (MAP.provinceHexes.get(prov) ?? []).flatMap((h) => {
    const d = MAP.cityAt.get(h);
    const c = d === undefined ? undefined : s.cities[d.name];
    return c === undefined || c.size === 'none' ? [] : [c];
  });
}

/** 11.13 / 11.14: does `side` meet the conditions to take Military Control of the province? */
export function meetsMilitaryControl(s: TawState, prov: string, side: Side): boolean {
  const cities = citiesOf(s, prov);
  if (cities.length === 0) return false;
  const large = cities.filter((c) => c.size === 'L' || c.size === 'M');
  const small = cities.filter((c) => c.size === 'S');
  if (large.length > 0) {
    // 11.13: occupy (at least 1 infantry SP inside, 11.21) every Large and Medium city, and control a Small one.
    const occupied = large.every((c) => infantryInside(s, c) > 0 && cityController(s, c) === side);
    return occupied && (small.length === 0 || small.some((c) => cityController(s, c) === side));
  }
  // 11.14 (non-Roman; ruling R-26 gives the Roman 11.13's "one Small city" unless the option applies).
  if (isRoman(side) && !s.options.twoThirdsBothSides) return small.some((c) => cityController(s, c) === side);
  const need = twoThirdsNeed(cities.length);
  return cities.filter((c) => cityController(s, c) === side).length >= need;
}

/** 11.14: 2/3 of the cities, rounded down, but never fewer than half. */
export const twoThirdsNeed = (n: number): number => Math.max(Math.floor((2 * n) / 3), Math.ceil(n / 2));

/** Recompute every province's Military and Diplomatic Control. */
export function updateControl(s: TawState): void {
  for (const p of Object.values(s.provinces)) {
    if (!p.inPlay) continue;
    if (p.alliance >= 4) p.dip = s.seats[0]!;
    else if (p.alliance <= -4) p.dip = s.seats[1]!;
    if (p.home !== null) {
      p.mil = p.home;
      const foe = s.seats.find((x) => x !== p.home && meetsMilitaryControl(s, p.id, x));
      if (foe !== undefined) p.mil = foe;
      continue;
    }
    const challenger = s.seats.find((side) => side !== p.initial && meetsMilitaryControl(s, p.id, side));
    if (challenger !== undefined) p.mil = challenger;
    else if (p.sticky && p.mil !== null && p.mil !== p.initial) {
      if (p.initial !== null && meetsMilitaryControl(s, p.id, p.initial)) p.mil = p.initial;
    } else p.mil = p.initial;
  }
}

/** Who controls a province for recruitment and victory (12.0: military first, then diplomatic). */
export const controllerOf = (s: Pick<TawState, 'provinces'>, prov: string): Side | null => {
  const p = s.provinces[prov];
  return p === undefined ? null : (p.mil ?? p.dip);
};

/** 12.31: shift the Alliance Track `boxes` toward `side` (never a home province; clamped at 4). */
export function shiftAlliance(s: TawState, ctx: StepContext, prov: string, side: Side, boxes: number, why: string): void {
  const p = s.provinces[prov];
  // A side without a seat (third parties, S1.10's Cleonymus) has no place on the Alliance Track.
  if (p === undefined || !p.inPlay || p.home !== null || boxes === 0 || !s.seats.includes(side)) return;
  const dir = side === s.seats[0] ? 1 : -1;
  const before = p.alliance;
  p.alliance = Math.max(-4, Math.min(4, p.alliance + dir * boxes));
  if (p.alliance !== before) say(ctx, 'alliance.shift', { province: prov, side, boxes, level: p.alliance, why }, 'taw 12.31');
  updateControl(s);
}

/** 12.31 after a Major Victory in `prov` (2 boxes there, 1 in each land-connected province). */
export function majorVictoryShifts(s: TawState, ctx: StepContext, prov: string, side: Side): void {
  shiftAlliance(s, ctx, prov, side, 2, 'major-victory');
  for (const n of MAP.provinceAdjacency.get(prov) ?? []) shiftAlliance(s, ctx, n, side, 1, 'major-victory-adjacent');
}

/** 12.31 after a siege won by Attrition or Assault of a Large or Medium city (3 there, 1 adjacent). */
export function siegeVictoryShifts(s: TawState, ctx: StepContext, prov: string, side: Side): void {
  shiftAlliance(s, ctx, prov, side, 3, 'siege');
  for (const n of MAP.provinceAdjacency.get(prov) ?? []) shiftAlliance(s, ctx, n, side, 1, 'siege-adjacent');
}

/** The side whose alliance level favours it in a province (S4.3 may enter its cities). */
export const favoured = (s: TawState, prov: string): Side | null => {
  const a = s.provinces[prov]?.alliance ?? 0;
  return a > 0 ? s.seats[0]! : a < 0 ? s.seats[1]! : null;
};

/** 6.37 (and S4.3): may `side` enter the city in `hex`? */
export function mayEnterCity(s: TawState, side: Side, hex: number): boolean {
  const d = MAP.cityAt.get(hex);
  if (d === undefined) return false;
  const c = s.cities[d.name];
  if (c === undefined || c.size === 'none') return false;
  if (s.stacks.some((x) => x.hex === hex && x.inCity && x.side !== side)) return false;
  if (c.siege !== null && c.siege !== side) return false;
  const ctl = cityController(s, c);
  if (ctl === side) return true;
  return ctl === null && s.rules.enterFavouredCities && favoured(s, d.province) === side;
}

