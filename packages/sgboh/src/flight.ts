import type { StepContext } from '@polemarch/kernel';
import { unitsAt } from './board';
import { breakDoubleDepth } from './stacking';
import type { CommandFlight, FlightCommand, SgbohState } from './types';

/**
 * The Devil's Horsemen's Command Flight (seed 003, Kalka "Livelli di Ritirata"), which the SGBoH annex keeps ("I livelli
 * di ritirata valgono anche per la versione semplificata"; ruling R-48): each Russian command flees when its Rout
 * Points reach its Flight Level, all its units leaving the map wherever they are; its Flight gives points, and the
 * Russians withdraw when those reach `withdrawAt`.
 */

/** The Rout Points of one command: its eliminated units' and leaders' (9.0). */
export function commandRp(s: SgbohState, c: FlightCommand): number {
  const units = s.units.filter((u) => c.units.includes(u.id) && u.status === 'eliminated').reduce((n, u) => n + u.rp, 0);
  const leaders = s.leaders.filter((l) => c.leaders.includes(l.id) && l.status === 'eliminated').reduce((n, l) => n + 5 * l.initiative, 0);
  return units + leaders;
}

/** At the 9.0 check: every command at or above its Flight Level flees; its units on the map (or pursuing) are lost (0 RP). */
export function flightCheck(s: SgbohState, ctx: StepContext): void {
  const f = s.flight;
  if (f === undefined) return;
  for (const c of f.commands) {
    if (c.fled) continue;
    const rp = commandRp(s, c);
    if (rp < c.fleesAt) continue;
    c.fled = true;
    f.points += c.points;
    const hexes = new Set<string>();
    for (const u of s.units) {
      if (!c.units.includes(u.id) || (u.status !== 'map' && u.status !== 'pursuing')) continue;
      if (u.hex !== null) hexes.add(u.hex);
      u.status = 'lost';
      u.hex = null;
    }
    for (const h of hexes) {
      unitsAt(s, h).forEach((x, i) => (x.stack = i));
      breakDoubleDepth(s, h);
    }
    ctx.emit({ key: 'flight.flees', params: { command: c.name, rp, level: c.fleesAt, points: c.points, total: f.points, needed: f.withdrawAt }, rule: 'dh Kalka (R-48)' });
  }
}

/** The side's withdrawal by Command Flight: its fled commands' points reach the level. */
export function flightWithdraws(f: CommandFlight): boolean {
  return f.points >= f.withdrawAt;
}

/**
 * The least Rout Points at which the side can withdraw (the cheapest set of commands whose points reach `withdrawAt`):
 * the side's `withdrawalLevel` in the state, a measure of progress for the display and the computer general; the
 * check itself counts Flight points.
 */
export function flightLevel(commands: readonly { fleesAt: number; points: number }[], withdrawAt: number): number {
  let best = Number.POSITIVE_INFINITY;
  for (let mask = 1; mask < 1 << commands.length; mask++) {
    let rp = 0;
    let pts = 0;
    commands.forEach((c, i) => {
      if ((mask & (1 << i)) !== 0) {
        rp += c.fleesAt;
        pts += c.points;
      }
    });
    if (pts >= withdrawAt) best = Math.min(best, rp);
  }
  return Number.isFinite(best) ? best : 100000;
}
