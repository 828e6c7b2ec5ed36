import { battleSp, cityController, spOf } from './core';
import { MAP } from './map';
import type { Group, Side, TawState } from './state';

/**
 * What the computer general's invader marches for (issue 19). Rome wins "Folgore" and "The Eagle Has
 * Landed" by holding on; the invader wins only by going somewhere: a Major Victory over a Roman army
 * shifts the alliances of its province and the provinces around it (12.31), a Roman city taken gives
 * Military Control (11.13) and, in Pyrrhus, victory points (S3.5). Those rewards are several operations
 * away, past the search's horizon, so the evaluator needs a term that pays for getting closer.
 */

/** A side's Forces on the map with their battle SP; the Force on the march is held in `activation.move`, off `stacks`. */
export function forcesOf(s: TawState, side: Side): { hex: number; inCity: boolean; groups: readonly Group[] }[] {
  const out: { hex: number; inCity: boolean; groups: readonly Group[] }[] = s.stacks.filter((x) => x.side === side);
  const m = s.activation?.move ?? null;
  if (m !== null && s.activation!.side === side && m.groups.length > 0) out.push({ hex: m.hex, inCity: m.inCity, groups: m.groups });
  return out;
}

/** A side's battle SP on the map, its marching Force included (else every march looks like a lost army). */
export function strengthOf(s: TawState, side: Side): number {
  return forcesOf(s, side).reduce((n, x) => n + battleSp(x.groups), 0);
}

/** The side's Forces with a leader of its own (the marching Force included): the ones that can march on an objective. */
export function ledForces(s: TawState, side: Side): { hex: number; inCity: boolean; sp: number }[] {
  const m = s.activation?.move ?? null;
  const out: { hex: number; inCity: boolean; sp: number }[] = [];
  for (const f of forcesOf(s, side)) {
    const marching = m !== null && f.groups === m.groups;
    const led = marching ? m.leaders.length > 0 : s.leaders.some((l) => l.status === 'map' && l.side === side && l.hex === f.hex && l.inCity === f.inCity);
    const sp = battleSp(f.groups);
    if (led && sp > 0) out.push({ hex: f.hex, inCity: f.inCity, sp });
  }
  return out;
}

/**
 * The hexes a Force of `sp` battle SP would march to: a Roman (enemy seat) army in the field it
 * outnumbers (a battle there: 12.31 shifts, the Major Victory of S4.4) and an enemy city held by a
 * garrison weaker than it (a siege or an assault: 11.13 Military Control, S3.5 cities). Rome itself
 * is left out: its Urban Legion and IDS 10 make it no march's first objective.
 */
export function objectiveHexes(s: TawState, side: Side, sp: number): Set<number> {
  const foes = s.seats.filter((x) => x !== side);
  const out = new Set<number>();
  for (const x of s.stacks) if (foes.includes(x.side) && !x.inCity && battleSp(x.groups) < sp) out.add(x.hex);
  for (const c of Object.values(s.cities)) {
    if (c.size === 'none' || c.sacked || c.name === 'Roma') continue;
    const d = MAP.cities.get(c.name)!;
    if (s.provinces[d.province]?.inPlay !== true) continue;
    const ctl = cityController(s, c);
    if (ctl === null || !foes.includes(ctl)) continue;
    const garrison = s.stacks.filter((x) => x.hex === d.hex && x.inCity).reduce((n, x) => n + spOf(x.groups), 0);
    if (garrison < sp) out.add(d.hex);
  }
  return out;
}

/** Land distance in hexes to the nearest of `targets` (breadth first over the land neighbours), for every hex within `max`. */
export function distancesTo(targets: ReadonlySet<number>, max: number): Map<number, number> {
  const out = new Map<number, number>();
  let frontier = [...targets].filter((h) => MAP.hexes.has(h));
  for (const h of frontier) out.set(h, 0);
  for (let d = 1; d <= max && frontier.length > 0; d++) {
    const next: number[] = [];
    for (const h of frontier) {
      for (const n of MAP.neighbours.get(h) ?? []) {
        if (out.has(n)) continue;
        out.set(n, d);
        next.push(n);
      }
    }
    frontier = next;
  }
  return out;
}

/** How far the approach term looks: a Force further than this from every objective scores nothing. */
export const APPROACH_RANGE = 30;

/**
 * The invader's approach to his objectives, in [0, 1]: for each of his led Forces, 1 on an objective's
 * hex (one it is strong enough for), falling by 1/APPROACH_RANGE a hex of land path; averaged weighted
 * by battle SP, so the main army's march counts most. 0 without a led Force.
 */
export function approach(s: TawState, side: Side): number {
  let total = 0;
  let sum = 0;
  const fields = new Map<number, Map<number, number>>();
  for (const f of ledForces(s, side)) {
    let distance = fields.get(f.sp);
    if (distance === undefined) fields.set(f.sp, (distance = distancesTo(objectiveHexes(s, side, f.sp), APPROACH_RANGE)));
    const d = distance.get(f.hex);
    total += f.sp;
    if (d !== undefined) sum += f.sp * (1 - d / APPROACH_RANGE);
  }
  return total === 0 ? 0 : sum / total;
}
