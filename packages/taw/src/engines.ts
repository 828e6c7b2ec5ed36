import type { StepContext } from '@polemarch/kernel';
import { say, stackAt } from './core';
import { hexInfo, isRiver } from './map';
import type { Move, Side, TawState } from './state';

/**
 * 9.9 Siege Engines (rules.md 9.91–9.94, RRR 9.91, 10.24, 10.34; ruling E-22). An engine has no SP: it
 * stands at a place (a hex, inside or outside its city) and belongs to the Force of its side there, like
 * a leader. It travels in a Movement operation only with the whole Force (`take: 'all'`), unless the
 * player leaves it (`leaveEngines`); every other way a Force leaves its place (Interception, Coordination,
 * a sortie) leaves the engines where they stand (9.92), and Avoidance destroys them (9.92).
 */

const same = (e: { side: Side; hex: number; inCity: boolean }, side: Side, hex: number, inCity: boolean): boolean => e.side === side && e.hex === hex && e.inCity === inCity;

/** Engines of `side` at a place. */
export const enginesAt = (s: TawState, side: Side, hex: number, inCity: boolean): number => (s.engines ?? []).filter((e) => same(e, side, hex, inCity)).length;

export function placeEngines(s: TawState, side: Side, hex: number, inCity: boolean, n: number): void {
  if (n <= 0) return;
  s.engines ??= [];
  for (let i = 0; i < n; i++) s.engines.push({ side, hex, inCity });
}

/** Take up to `n` (all by default) of `side`'s engines off a place; returns how many. */
export function removeEngines(s: TawState, side: Side, hex: number, inCity: boolean, n = Number.POSITIVE_INFINITY): number {
  let taken = 0;
  s.engines = (s.engines ?? []).filter((e) => {
    if (taken >= n || !same(e, side, hex, inCity)) return true;
    taken++;
    return false;
  });
  if (s.engines.length === 0) delete s.engines;
  return taken;
}

/** The engines of a Force move with it to another place (a retreat, a city entered after a capture). */
export function moveEngines(s: TawState, side: Side, from: { hex: number; inCity: boolean }, to: { hex: number; inCity: boolean }): number {
  let n = 0;
  for (const e of s.engines ?? []) {
    if (!same(e, side, from.hex, from.inCity)) continue;
    e.hex = to.hex;
    e.inCity = to.inCity;
    n++;
  }
  return n;
}

/** 9.92: a Force with engines may not enter a Marsh or Mountain hex nor cross a river, except by road. */
export const engineStepOk = (from: number, to: number, road: boolean): boolean => {
  if (road) return true;
  const t = hexInfo(to).terrain;
  return t !== 'marsh' && t !== 'mountain' && !isRiver(from, to);
};

/** The engines a moving Force carries. */
export const movingEngines = (m: Move | null | undefined): number => m?.engines ?? 0;

/** Destroy `side`'s engines at a place (9.92 Avoidance, 9.93 a lost battle, 9.92 a voyage losing > 10 %). */
export function destroyEngines(s: TawState, ctx: StepContext, side: Side, hex: number, inCity: boolean, rule: string): number {
  const n = removeEngines(s, side, hex, inCity);
  if (n > 0) say(ctx, 'engines.destroyed', { side, n }, rule);
  return n;
}

/**
 * 9.93 (and 6.63): engines of another side at a place where their side has no Force are captured by
 * `side`, whose Force enters or stands there; a moving Force takes them along. Returns how many.
 */
export function captureLoneEngines(s: TawState, ctx: StepContext, side: Side, hex: number, inCity: boolean, into: Move | null): number {
  const foes = [...new Set((s.engines ?? []).filter((e) => e.side !== side && e.hex === hex && e.inCity === inCity).map((e) => e.side))];
  let n = 0;
  for (const foe of foes) {
    if (stackAt(s, foe, hex, inCity) !== undefined) continue;
    const k = removeEngines(s, foe, hex, inCity);
    n += k;
    say(ctx, 'engines.captured', { side, from: foe, n: k }, 'taw 9.93');
  }
  if (n > 0) {
    if (into !== null) into.engines = movingEngines(into) + n;
    else placeEngines(s, side, hex, inCity, n);
  }
  return n;
}

/**
 * 9.93: every enemy engine at a place, alone or not, is captured by `side` (6.63 an Overrun; a city taken,
 * ruling E-22); a moving Force takes them along.
 */
export function captureEngines(s: TawState, ctx: StepContext, side: Side, hex: number, inCity: boolean, into: Move | null, rule: string): void {
  for (const foe of [...new Set((s.engines ?? []).filter((e) => e.side !== side && e.hex === hex && e.inCity === inCity).map((e) => e.side))]) {
    const n = removeEngines(s, foe, hex, inCity);
    if (into !== null) into.engines = movingEngines(into) + n;
    else placeEngines(s, side, hex, inCity, n);
    say(ctx, 'engines.captured', { side, from: foe, n }, rule);
  }
}

/** RRR 9.91, S3.4: may `who` ('rome', 'syracuse') still build an engine in this scenario? */
export function mayBuildEngine(s: TawState, who: string): boolean {
  const left = s.rules.engineBuilds?.[who];
  return left === 'any' || (left !== undefined && left > 0);
}

/** Build one engine for `side` at a place (RRR 10.34: Rome's in Rome; S3.4: Syracuse's in Syracuse). */
export function buildEngine(s: TawState, ctx: StepContext, who: string, side: Side, hex: number, inCity: boolean, rule: string): void {
  const left = s.rules.engineBuilds?.[who];
  if (typeof left === 'number') s.rules.engineBuilds![who] = left - 1;
  placeEngines(s, side, hex, inCity, 1);
  say(ctx, 'engines.built', { side, who: { key: `engine-builder.${who}` }, hex }, rule);
}
