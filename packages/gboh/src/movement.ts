import { editionOf } from './edition';
import { dhPassMP, dhPassThroughHits } from './rules/dhStacking';
import { type StepContext } from '@polemarch/kernel';
import { gbohHex } from './perfHex';
import {
  effectiveMA,
  effectiveTQ,
  enemiesInZoc,
  inEnemyZoc,
  isInfantry,
  isOnMap,
  occupancy,
  unitsAt,
  otherSide,
  sideOf,
  zocHexes,
  zocSources,
} from './board';
import { hooks } from './battleRules';
import { addHitsAndRout, eliminate } from './cohesion';
import { mapNeighbours } from './map';
import { canFireAt } from './missile';
import { note, rollD10 } from './log';
import { championTqDrm } from './rules/champion';
import type { GbohState, MoveState, ReactionOffer, UnitState } from './types';
import { queueAdjacencyReactions } from './moveReactions';
import { moveCost, terrainHits } from './terrain';

/** 6.0 Movement: the unit's move step by step, ZOC stops, stacking, Orderly Withdrawal (terrain costs: `terrain.ts`). */

/** The hexes a unit may step into from its facing: 7.11 Front hexes; 6.44 In Column: ahead or front-flank. */
export function stepTargets(s: GbohState, id: string): readonly string[] {
  const u = s.units[id]!;
  const hex = u.hex!;
  if (u.inColumn) {
    return [0, 1, -1].map((d) => gbohHex.neighbour(hex, gbohHex.dir(u.facing + d))).filter((h): h is string => h !== null);
  }
  return gbohHex.frontHexes(hex, gbohHex.dir(u.facing));
}

/** 6.11, 7.23, 7.25: set up a unit's move for an order. */
export function startMove(s: GbohState, id: string, line: string | null, leader: string | null): MoveState {
  const u = s.units[id]!;
  const side = sideOf(s, id);
  const inZoc = inEnemyZoc(s, u.hex!, side);
  let cap: number | null = null;
  if (inZoc) {
    // 7.25: facing changes in an enemy ZOC only if in the ZOC of one enemy unit and no enemy in its own ZOC.
    const sources = zocSources(s, u.hex!, otherSide(s, side));
    // DH 7.13 drops the "no enemy in its own ZOC" condition (and bars fire and Shock after the turn instead).
    const ownZocClear = editionOf(s).flags.zocPivot === 'dh' || enemiesInZoc(s, id).length === 0;
    if (sources.length === 1 && ownZocClear) cap = Math.ceil(effectiveMA(s, id) / 2);
    else cap = 0;
  }
  const leftWall = s.activation?.leftShieldWall.includes(id) ?? false;
  return {
    unit: id,
    pendingStep: null,
    firedInPlace: false,
    mpLeft: effectiveMA(s, id) - (leftWall ? 1 : 0), // 11.74: leaving Shield Wall costs 1 MP
    startedInZoc: inZoc,
    stopped: false,
    changedHex: false,
    acted: false,
    lastStepFrom: null,
    facingSpentInZoc: 0,
    zocFacingCap: cap,
    leader,
    line,
    fireAllowed: true,
  };
}

/** 7.23: may a unit that started in an enemy ZOC leave it? */
function mayLeaveZoc(s: GbohState, id: string): boolean {
  const u = s.units[id]!;
  const side = sideOf(s, id);
  const ma = effectiveMA(s, id);
  const sources = zocSources(s, u.hex!, otherSide(s, side));
  const occ = occupancy(s);
  const freeFront = stepTargets(s, id).some((h) => !occ.has(h));
  return freeFront && sources.every((e) => effectiveMA(s, e) < ma);
}

/** Legal steps for the moving unit now. */
export function legalSteps(s: GbohState, m: MoveState): string[] {
  const id = m.unit;
  const u = s.units[id]!;
  if (m.stopped || m.firedInPlace || !isOnMap(u) || u.status !== 'normal') return [];
  if (m.startedInZoc && !m.changedHex) {
    if (m.facingSpentInZoc > 0) return []; // 7.25: turned in the ZOC, stays in its hex
    if (!mayLeaveZoc(s, id)) return [];
  }
  const side = sideOf(s, id);
  const occ = occupancy(s);
  const out: string[] = [];
  const reluctant = !hooks.mayEnterEnemyZoc(s, id); // e.g. tricameron.reluctance
  for (const to of stepTargets(s, id)) {
    const cost = moveCost(s, id, u.hex!, to);
    if (cost === null || cost > m.mpLeft) continue;
    if (!hooks.mayEnterHex(s, id, to)) continue; // e.g. aynJalut.mongolsHeldTurn1
    if (reluctant && inEnemyZoc(s, to, side)) continue;
    const here = occ.has(to) ? unitsAt(s, to) : [];
    const o = here.find((x) => s.units[x]!.cheiro === null) ?? here[0];
    if (o !== undefined) {
      if (here.some((x) => s.static.units[x]!.side !== side)) continue; // 6.62
      const ou = s.units[o]!;
      if (here.length === 1 && cheiroPair(s, id, o)) {
        out.push(to); // 11.63: infantry may stack with a Cheiroballistra
        continue;
      }
      if (ou.status !== 'routed') {
        // 6.65: passing through a friendly unit, never stopping in it; 6.47: no pass-through with Column units.
        if (u.inColumn || ou.inColumn) continue;
        if (inEnemyZoc(s, to, side)) continue; // would have to stop in it
        const pass = hooks.friendlyPassCost(s, id, m); // the battle's own pass-through (casilinum.wedge)
        if (pass === 'barred') continue;
        const left = m.mpLeft - cost - (pass?.extraMP ?? 0) - dhPassMP(s); // DH 6.63: +1 MP
        if (left < 0) continue;
        const exits = stepTargetsFrom(s, id, to).filter((x) => !occ.has(x) && (moveCost(s, id, to, x) ?? 99) <= left);
        if (exits.length === 0) continue;
      }
    }
    out.push(to);
  }
  return out;
}

function stepTargetsFrom(s: GbohState, id: string, hex: string): readonly string[] {
  const u = s.units[id]!;
  if (u.inColumn) return [0, 1, -1].map((d) => gbohHex.neighbour(hex, gbohHex.dir(u.facing + d))).filter((h): h is string => h !== null);
  return gbohHex.frontHexes(hex, gbohHex.dir(u.facing));
}

/** Stacking Chart row 1 movers: LN/LC of the Heruli and Massagetae, Hun and Visigothic LC. */
function lightPassThrough(s: GbohState, id: string): boolean {
  const su = s.static.units[id]!;
  if (su.type === 'LC' && ['Hun', 'Visigoth', 'Heruli', 'Massagetae'].includes(su.nationality)) return true;
  return su.type === 'LN' && ['Heruli', 'Massagetae'].includes(su.nationality);
}

/** 11.63: one infantry unit may share a hex with one Cheiroballistra. */
/** 6.61: does the unit share its hex with another unit (a Cheiroballistra's pair aside)? */
export function stackedWithFriend(s: GbohState, id: string): boolean {
  const u = s.units[id]!;
  // `unitsAt`: an index of the hexes while the state is frozen (the legal list asks this several times a step).
  return isOnMap(u) && unitsAt(s, u.hex!).some((oid) => oid !== id && !cheiroPair(s, id, oid));
}

export function cheiroPair(s: GbohState, a: string, b: string): boolean {
  const ta = s.static.units[a]!.type;
  const tb = s.static.units[b]!.type;
  const inf = (t: string): boolean => t === 'HI' || t === 'MI' || t === 'LI';
  return (ta === 'Cheiroballistra' && inf(tb)) || (tb === 'Cheiroballistra' && inf(ta));
}

/** 6.13: the first movement of an already Moved unit costs 1 Cohesion Hit. */
export function beginMoving(s: GbohState, ctx: StepContext, m: MoveState): void {
  if (m.acted) return;
  m.acted = true;
  const u = s.units[m.unit]!;
  u.setupHex = u.setupHex === u.hex ? u.setupHex : null;
  const exempt = s.static.units[m.unit]!.movedPenaltyExempt === true; // DH 6.14: a counter with a dismounted back
  if (u.moved && m.wave !== true && !exempt) addHitsAndRout(s, ctx, m.unit, 1, 'moved again', '6.13'); // casilinum.wedge: not in a wave
  u.moved = true;
}

/** Retire Reaction Fire offers (8.22) before the mover leaves a missile unit's ZOC. */
export function retireFireOffers(s: GbohState, id: string, to: string): ReactionOffer[] {
  const u = s.units[id]!;
  const enemy = otherSide(s, sideOf(s, id));
  const out: ReactionOffer[] = [];
  // dara.trench: Retire Reaction Fire is a missile purpose, so a ZOC across a trench counts.
  for (const e of zocSources(s, u.hex!, enemy, 'missile')) {
    if (zocHexes(s, e, 'missile').includes(to)) continue;
    if (!canFireAt(s, e, id, { range: 2, reaction: true })) continue;
    if ((maxRangeOf(s, e) ?? 0) < 2) continue;
    out.push({ kind: 'retireFire', seat: enemy, mover: id, unit: e });
  }
  return out;
}

function maxRangeOf(s: GbohState, id: string): number | null {
  const grid = s.static.missileGrid;
  const su = s.static.units[id]!;
  if (su.missile === null) return null;
  const row = rowOf(su.missile, isInfantry(su));
  const r = grid[row];
  let n = 0;
  for (let i = 0; i < r.length; i++) if (r[i] !== null && r[i] !== undefined) n = i + 1;
  return n;
}

function rowOf(m: string, infantry: boolean): 'C_inf' | 'C_cav' | 'B_inf' | 'B_cav' | 'F' | 'J_inf' | 'J_cav' | 'Cheiro' {
  if (m === 'Cheiro') return 'Cheiro';
  if (m === 'F') return 'F';
  return `${m}_${infantry ? 'inf' : 'cav'}` as 'C_inf';
}

/**
 * What every step does to the moving unit, whatever it meets there (6.31): `applyStep` and the reach search's quiet
 * step (reach.ts) both go through here, so the two cannot drift apart.
 */
export function enterHex(s: GbohState, m: MoveState, u: UnitState, from: string, to: string, mp: number): void {
  // 6.44: a Column unit entering a front-flank hex turns to face it for free.
  if (u.inColumn) u.facing = gbohHex.directionTo(from, to)!;
  m.mpLeft -= mp;
  u.hex = to;
  if (u.setupHex !== null && u.setupHex !== to) u.setupHex = null; // 11.4
  m.changedHex = true;
  if (m.facedFlat !== undefined) delete m.facedFlat; // DH note b: a new facing change after the step costs again
  m.lastStepFrom = from;
  if (m.leader !== null) s.leaders[m.leader]!.hex = to; // 4.23: the leader moves with the unit
}

/** Complete one step into `to` (after any Retire Reaction Fire). */
export function applyStep(s: GbohState, ctx: StepContext, m: MoveState, to: string): void {
  beginMoving(s, ctx, m);
  const id = m.unit;
  const u = s.units[id]!;
  if (!isOnMap(u) || u.status !== 'normal') return;
  const from = u.hex!;
  const side = sideOf(s, id);
  const cost = moveCost(s, id, from, to) ?? 1;
  const present = unitsAt(s, to);
  const occBefore = present.find((x) => s.units[x]!.cheiro === null) ?? present[0]; // 11.63: the infantry of a stack
  // DH 6.63: +1 MP to move through a friendly combat unit.
  enterHex(s, m, u, from, to, cost + (occBefore !== undefined && s.units[occBefore]!.status !== 'routed' && !cheiroPair(s, id, occBefore) ? dhPassMP(s) : 0));
  note(ctx, 'move.step', { unit: id, from, to, mp: cost, left: m.mpLeft }, '6.31');
  // Dara: an enemy combat unit entering the gate hex lowers this side's Withdrawal Level at once.
  for (const sd of s.static.sides) {
    if (sd.gateHex === to && sd.id !== side && (s.levelReduction[sd.id] ?? 0) === 0) {
      s.levelReduction[sd.id] = sd.gateReduction;
      note(ctx, 'dara.gate', { side: sd.id, reduction: sd.gateReduction }, 'dara.walls');
    }
  }
  if (occBefore !== undefined && !cheiroPair(s, id, occBefore)) {
    const o = s.units[occBefore]!;
    if (o.status === 'routed') {
      eliminate(s, ctx, occBefore, 'entered by a friendly unit while routed'); // 6.63
    } else if (editionOf(s).flags.stacking === 'dh663') {
      dhPassThroughHits(s, ctx, id, occBefore); // DH 6.63: each HI/MI involved takes 1 hit
      hooks.passThroughFriendly(s, ctx, id, m, occBefore); // and the battle's own (DH 9.32: liegnitz.chivalricCode)
    } else if (lightPassThrough(s, id)) {
      // Stacking Chart row 1: Heruli / Massagetae LN and LC, Hun and Visigothic LC: the stationary unit takes 1 hit on DR > TQ.
      const tq = effectiveTQ(s, occBefore);
      const dr = rollD10(ctx, 'stacking.lightThrough', { unit: occBefore, tq }, '6.65') + championTqDrm(s, occBefore); // 11.85 / taginae.champion
      if (dr > tq) addHitsAndRout(s, ctx, occBefore, 1, 'passed through', '6.65');
    } else if (hooks.passThroughFriendly(s, ctx, id, m, occBefore)) {
      // The battle's own pass-through was made (casilinum.wedge 6.65 §).
    } else {
      // Stacking Chart, "all other non-routed units": 1 hit to both.
      addHitsAndRout(s, ctx, occBefore, 1, 'passed through', '6.65');
      addHitsAndRout(s, ctx, id, 1, 'passed through', '6.65');
    }
  }
  addHitsAndRout(s, ctx, id, terrainHits(s, id, from, to), 'terrain', '6.22');
  if (u.status !== 'normal' || !isOnMap(u)) return;
  if (inEnemyZoc(s, to, side)) {
    m.stopped = true; // 7.23
    note(ctx, 'move.zocStop', { unit: id, hex: to }, '7.23');
  }
  queueAdjacencyReactions(s, id, from);
}

/** Leader withdrawal destinations (4.62): 1–3 hexes, each farther from the enemy unit. */
export function leaderWithdrawHexes(s: GbohState, leader: string, mover: string): string[] {
  const l = s.leaders[leader]!;
  const side = s.static.leaders[leader]!.side;
  const mu = s.units[mover]!;
  if (l.hex === null || !isOnMap(mu)) return [];
  const occ = occupancy(s);
  const out = new Set<string>();
  let frontier = [l.hex];
  for (let d = 0; d < 3; d++) {
    const next: string[] = [];
    for (const h of frontier) {
      for (const n of mapNeighbours(s.static.map, h)) {
        if (gbohHex.distance(n, mu.hex!) <= gbohHex.distance(h, mu.hex!)) continue;
        if (moveCost(s, null, h, n) === null) continue;
        const o = occ.get(n);
        if (o !== undefined && s.static.units[o]!.side !== side) continue;
        if (inEnemyZoc(s, n, side) && (o === undefined || s.static.units[o]!.side !== side)) continue; // 4.61
        if (!out.has(n)) {
          out.add(n);
          next.push(n);
        }
      }
    }
    frontier = next;
  }
  return [...out].sort();
}
