import { isDisordered } from './disorder';
import type { StepContext } from '@polemarch/kernel';
import { gbohHex } from '../perfHex';
import { canCommand, effectiveTQ, inEnemyZoc, isCavalry, isOnMap, leadersAt, occupancy, otherSide, sideOf, zocSet } from '../board';
import { withinCommandRange } from '../command';
import { isProhibitedHex, mapNeighbours } from '../map';
import { hasLOS } from '../missile';
import { moveCost } from '../terrain';
import { note, rollD10 } from '../log';
import { championTqDrm } from './champion';
import type { GbohState } from '../types';

/** 6.7 Feigned Retreat (Hun and Visigothic LC against enemy cavalry). */

/** 6.71–6.72: may `unit` feign a retreat before `mover` now? */
export function frEligible(s: GbohState, unit: string, mover: string): boolean {
  const u = s.units[unit]!;
  const su = s.static.units[unit]!;
  const mu = s.units[mover]!;
  if (!su.feignedRetreat || su.type !== 'LC' || u.status !== 'normal' || !isOnMap(u) || !isOnMap(mu)) return false;
  if (!isCavalry(s.static.units[mover]!) || sideOf(s, mover) === su.side) return false;
  if (isDisordered(s, unit)) return false; // DH 11.62 (never Disordered outside DH)
  if (su.rainOfArrows === true) return false; // DH 8.26
  if (gbohHex.distance(u.hex!, mu.hex!) > 2) return false;
  if (inEnemyZoc(s, u.hex!, su.side)) return false; // not from an enemy ZOC
  if (zocSet(s, su.side).has(mu.hex!)) return false; // not against a target in a friendly ZOC
  // The position does not change during the search: occupancy and the enemy ZOC are read once (issue 18: they were
  // rebuilt at every hex of it, in every step of an enemy cavalry unit nearby).
  const board: FrBoard = { occ: occupancy(s), ezoc: zocSet(s, otherSide(s, su.side)) };
  return longestPath(s, unit, mover, [u.hex!], board) >= 3;
}

interface FrBoard {
  occ: ReadonlyMap<string, string>;
  ezoc: ReadonlySet<string>;
}

/** Hexes the retreating unit may enter next: farther from the mover, empty, not in enemy ZOC, enterable (6.73[2]). */
export function frSteps(s: GbohState, unit: string, mover: string, path: string[]): string[] {
  return frStepsOn(s, unit, mover, path, { occ: occupancy(s), ezoc: zocSet(s, otherSide(s, sideOf(s, unit))) });
}

function frStepsOn(s: GbohState, unit: string, mover: string, path: string[], b: FrBoard): string[] {
  const here = path[path.length - 1]!;
  const mu = s.units[mover]!;
  return mapNeighbours(s.static.map, here).filter(
    (h) => !path.includes(h) && !b.occ.has(h) && !b.ezoc.has(h) && moveCost(s, unit, here, h) !== null && gbohHex.distance(h, mu.hex!) > gbohHex.distance(here, mu.hex!),
  );
}

/** The longest retreat path from the end of `path`, counted up to 3 hexes (6.72 asks for 3; no step means 0). */
function longestPath(s: GbohState, unit: string, mover: string, path: string[], b: FrBoard): number {
  if (path.length - 1 >= 3) return path.length - 1;
  let best = path.length - 1;
  for (const n of frStepsOn(s, unit, mover, path, b)) {
    best = Math.max(best, longestPath(s, unit, mover, [...path, n], b));
    if (best >= 3) break; // a path of 3 is all 6.72 asks
  }
  return best;
}

/** 6.73[2]: one retreat step (free; the unit faces the way it goes). */
export function frStep(s: GbohState, ctx: StepContext, to: string): void {
  const f = s.feigned!;
  const u = s.units[f.unit]!;
  const from = u.hex!;
  u.facing = gbohHex.directionTo(from, to)!;
  u.hex = to;
  if (u.setupHex !== to) u.setupHex = null;
  for (const l of leadersAt(s, from)) if (s.static.leaders[l]!.side === sideOf(s, f.unit)) s.leaders[l]!.hex = to;
  f.path.push(to);
  note(ctx, 'fr.step', { unit: f.unit, from, to }, '6.73');
}

/** 6.75: the mover did not pursue: the defender may choose the next FR unit, until none is left or the mover must pursue. */
function offerNextFR(s: GbohState, f: NonNullable<GbohState['feigned']>): void {
  const next = (f.others ?? []).filter((u) => frEligible(s, u, f.mover));
  if (next.length > 0) s.reactions.unshift({ kind: 'fr', seat: f.seat, mover: f.mover, units: next });
}

/**
 * 6.73[3]–[4], 6.74: the FR Reaction roll, the pursuit along the retreat path and the FR roll. Engine
 * reading: on success the FR unit turns about and may fire, or move 1 hex next to the pursuer and fire or
 * Shock; on failure the pursuer moves next to it (a Rear hex if one is free) and may fire or Shock.
 */
export function frResolve(s: GbohState, ctx: StepContext): void {
  const f = s.feigned!;
  s.feigned = null;
  const fu = s.units[f.unit]!;
  const pu = s.units[f.mover]!;
  if (!isOnMap(fu) || !isOnMap(pu)) return;
  const sp = s.static.units[f.mover]!;
  // 6.74 last paragraph: an H&D target outside the range of every friendly leader able to command it must pursue.
  const mustPursue = f.hd === true && !Object.keys(s.leaders).some((l) => {
    const ls = s.leaders[l]!;
    return ls.status !== 'eliminated' && ls.hex !== null && canCommand(s.static.leaders[l]!, sp) && withinCommandRange(s, l, pu.hex!);
  });
  if (!mustPursue) {
    // 6.74: no LOS to the hex the FR began from → no roll, no pursuit.
    const start = f.path[0]!;
    const here = fu.hex!;
    fu.hex = start;
    const los = hasLOS(s, f.mover, f.unit);
    fu.hex = here;
    if (!los || sp.frValue === null) {
      note(ctx, 'fr.noPursuit', { unit: f.mover }, '6.74');
      offerNextFR(s, f);
      return;
    }
    const leader = leadersAt(s, pu.hex!).some((l) => s.static.leaders[l]!.side === sp.side) ? -1 : 0;
    const dr = rollD10(ctx, 'fr.reaction', { unit: f.mover, value: sp.frValue }, '6.74') + leader;
    if (dr <= sp.frValue) {
      note(ctx, 'fr.noPursuit', { unit: f.mover }, '6.74');
      offerNextFR(s, f);
      return;
    }
  }
  // 6.73[3]: pursue along the path (ignoring ZOC, no MP) to 2 hexes from the FR unit with an empty hex between.
  const occ = occupancy(s);
  let reached: string | null = null;
  const gap = (h: string): boolean => gbohHex.neighbours(h).some((g) => gbohHex.distance(g, fu.hex!) === 1 && !occ.has(g));
  if (f.hd === true) {
    // 8.35: the H&D unit "retreats" in place; the target advances to within 2 hexes of it (engine: the nearest such hex).
    const d0 = gbohHex.distance(pu.hex!, fu.hex!);
    if (d0 === 2 && gap(pu.hex!)) reached = pu.hex!;
    else {
      const cands = mapNeighbours(s.static.map, fu.hex!)
        .flatMap((n) => mapNeighbours(s.static.map, n))
        .filter((h) => gbohHex.distance(h, fu.hex!) === 2 && (!occ.has(h) || h === pu.hex) && !isProhibitedHex(s.static.map, h) && gap(h));
      cands.sort((a, b) => gbohHex.distance(a, pu.hex!) - gbohHex.distance(b, pu.hex!) || (a < b ? -1 : 1));
      reached = cands[0] ?? null;
    }
  }
  for (const h of f.hd === true ? [] : f.path) {
    if (h === pu.hex) continue;
    if (occ.has(h) && occ.get(h) !== f.mover) break;
    const d = gbohHex.distance(h, fu.hex!);
    if (d === 2 && gbohHex.neighbours(h).some((g) => gbohHex.distance(g, fu.hex!) === 1 && !occ.has(g))) {
      reached = h;
      break;
    }
  }
  if (s.move?.unit === f.mover) {
    s.move.mpLeft = 0; // 6.73[4]: the pursuit ends the pursuer's movement
    s.move.stopped = true;
  }
  if (reached === null) {
    note(ctx, 'fr.pursuitBlocked', { unit: f.mover }, '6.73');
    return;
  }
  pu.facing = gbohHex.directionTo(gbohHex.neighbours(reached).find((g) => gbohHex.distance(g, fu.hex!) === 1) ?? reached, reached) ?? pu.facing;
  pu.hex = reached;
  note(ctx, 'fr.pursue', { unit: f.mover, to: reached }, '6.73');
  const tq = effectiveTQ(s, f.unit);
  const fr = rollD10(ctx, 'fr.roll', { unit: f.unit, tq }, '6.73') + championTqDrm(s, f.unit);
  const frSide = sideOf(s, f.unit);
  if (fr <= tq) {
    // Success: turn about (free) and fire at the pursuer (engine: from its hex).
    const toward = gbohHex.directionTo(fu.hex!, [...gbohHex.neighbours(fu.hex!)].sort((a, b) => gbohHex.distance(a, pu.hex!) - gbohHex.distance(b, pu.hex!))[0]!);
    if (toward !== null) fu.facing = toward;
    note(ctx, 'fr.success', { unit: f.unit }, '6.73');
    const occ = occupancy(s);
    const hexes = gbohHex
      .neighbours(fu.hex!)
      .filter((h) => !occ.has(h) && gbohHex.distance(h, pu.hex!) === 1 && moveCost(s, f.unit, fu.hex!, h) !== null)
      .sort();
    s.reactions.unshift({ kind: 'frAttack', seat: frSide, unit: f.unit, target: f.mover, hexes });
  } else {
    // Failure: the pursuer closes in, from a Rear hex if one is free, and may fire.
    const free = (h: string): boolean => !occupancy(s).has(h) && moveCost(s, f.mover, pu.hex!, h) !== null;
    const rear = gbohHex.rearHexes(fu.hex!, gbohHex.dir(fu.facing)).filter((h) => free(h) && gbohHex.distance(h, pu.hex!) === 1);
    const adj = gbohHex.neighbours(fu.hex!).filter((h) => free(h) && gbohHex.distance(h, pu.hex!) === 1);
    const to = rear[0] ?? adj[0];
    note(ctx, 'fr.failure', { unit: f.unit }, '6.73');
    if (to !== undefined) {
      pu.facing = gbohHex.directionTo(to, fu.hex!) ?? pu.facing;
      pu.hex = to;
      s.reactions.unshift({ kind: 'frAttack', seat: sideOf(s, f.mover), unit: f.mover, target: f.unit, hexes: [] });
    }
  }
}
