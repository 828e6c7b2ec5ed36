import { type StepContext } from '@polemarch/kernel';
import { gbohHex } from './perfHex';
import {
  effectiveMA,
  effectiveTQ,
  enemiesInZoc,
  inEnemyZoc,
  isCavalry,
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
import { mapNeighbours, terrainAt } from './map';
import { canFireAt } from './missile';
import { frEligible } from './rules/feignedRetreat';
import { unseen } from './secret';
import { note, rollD10 } from './log';
import { championTqDrm } from './rules/champion';
import type { GbohState, MoveState, ReactionOffer } from './types';
import { reactionFacingEligible } from './facing';
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
    if (sources.length === 1 && enemiesInZoc(s, id).length === 0) cap = Math.ceil(effectiveMA(s, id) / 2);
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
        const left = m.mpLeft - cost - (pass?.extraMP ?? 0);
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
  if (u.moved && m.wave !== true) addHitsAndRout(s, ctx, m.unit, 1, 'moved again', '6.13'); // casilinum.wedge: not in a wave
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

/** Complete one step into `to` (after any Retire Reaction Fire). */
export function applyStep(s: GbohState, ctx: StepContext, m: MoveState, to: string): void {
  beginMoving(s, ctx, m);
  const id = m.unit;
  const u = s.units[id]!;
  if (!isOnMap(u) || u.status !== 'normal') return;
  const from = u.hex!;
  const side = sideOf(s, id);
  const cost = moveCost(s, id, from, to) ?? 1;
  // 6.44: a Column unit entering a front-flank hex turns to face it for free.
  if (u.inColumn) u.facing = gbohHex.directionTo(from, to)!;
  const present = unitsAt(s, to);
  const occBefore = present.find((x) => s.units[x]!.cheiro === null) ?? present[0]; // 11.63: the infantry of a stack
  m.mpLeft -= cost;
  u.hex = to;
  if (u.setupHex !== null && u.setupHex !== to) u.setupHex = null; // 11.4
  m.changedHex = true;
  m.lastStepFrom = from;
  if (m.leader !== null) s.leaders[m.leader]!.hex = to; // 4.23: the leader moves with the unit
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

/**
 * The inactive player's reaction opportunities after an enemy step or turn, in M.2's order: leader
 * withdrawal (4.62), Orderly Withdrawal (6.51), Reaction Facing Change (7.14), Entry Reaction Fire
 * (8.21; held until the end of a Line's movement).
 */
export function queueAdjacencyReactions(s: GbohState, mover: string, from: string | null, opts: { advance?: boolean } = {}): void {
  const mu = s.units[mover]!;
  if (!isOnMap(mu)) return;
  const side = sideOf(s, mover);
  const enemy = otherSide(s, side);
  const here = mu.hex!;
  const adjacentNow = new Set(gbohHex.neighbours(here));
  const adjacentBefore = new Set(from === null ? gbohHex.neighbours(here) : gbohHex.neighbours(from));
  // 4.62 leader withdrawal
  for (const [lid, l] of Object.entries(s.leaders)) {
    if (l.status === 'eliminated' || l.hex === null || s.static.leaders[lid]!.side !== enemy) continue;
    if (!adjacentNow.has(l.hex) || (from !== null && adjacentBefore.has(l.hex))) continue;
    if (from === null) continue;
    // "not already in an enemy ZOC": the ZOC of the unit that just arrived does not count.
    if (zocSources(s, l.hex, side).some((x) => x !== mover)) continue;
    s.reactions.push({ kind: 'leaderWithdraw', seat: enemy, mover, leader: lid });
  }
  // 6.51 Orderly Withdrawal: entering a hex within 2 of an eligible unit
  if (from !== null && !opts.advance) {
    // R-M4-LEGAL: a secret unit not next to the mover gets no offer (the offer would betray it); once next to it, it is revealed.
    const ow = owEligible(s, mover).filter((id) => !unseen(s, id));
    if (ow.length > 0) s.reactions.push({ kind: 'ow', seat: enemy, mover, units: ow });
  }
  // 6.72: Hun / Visigothic LC may feign a retreat before enemy cavalry coming within 2 hexes.
  if (from !== null && !opts.advance) {
    const fr = Object.keys(s.units).filter((id) => s.static.units[id]!.side === enemy && !unseen(s, id) && frEligible(s, id, mover));
    if (fr.length > 0) s.reactions.push({ kind: 'fr', seat: enemy, mover, units: fr });
  }
  // 7.32: a unit that moved so an enemy is in its ZOC: heavy units are marked, light units decide now.
  if (!opts.advance && s.units[mover]!.shock === null && s.units[mover]!.status === 'normal' && !s.units[mover]!.inColumn && enemiesInZoc(s, mover).length > 0) {
    if (isHeavyUnit(s, mover)) s.units[mover]!.shock = 'mustCheck';
    else if (s.static.units[mover]!.type !== 'Cheiroballistra') s.reactions.push({ kind: 'mustCheck', seat: side, unit: mover });
  } else if (!opts.advance && s.units[mover]!.shock === null && s.units[mover]!.status === 'normal' && !s.units[mover]!.inColumn && enemiesInZoc(s, mover, 'shock').length > 0) {
    // dara.trench: enemies only across the trench: no obligation, but the owner may choose to Shock (R-TRENCH-1).
    if (s.static.units[mover]!.type !== 'Cheiroballistra') s.reactions.push({ kind: 'mustCheck', seat: side, unit: mover });
  }
  // 7.14 Reaction Facing Change and 8.21 Entry Reaction Fire
  for (const [eid, e] of Object.entries(s.units)) {
    if (!isOnMap(e) || s.static.units[eid]!.side !== enemy) continue;
    if (e.cheiro && from !== null && !unseen(s, eid) && e.cheiro.mode === 'fire' && e.cheiro.reaction < 2 && canFireAt(s, eid, mover, { reaction: true, cheiro: true })) {
      s.reactions.push({ kind: 'cheiroReaction', seat: enemy, unit: eid, mover }); // 11.66
    }
    if (!adjacentNow.has(e.hex!)) continue;
    const newlyAdjacent = from === null ? false : !adjacentBefore.has(e.hex!);
    if (newlyAdjacent && reactionFacingEligible(s, eid, mover)) s.reactions.push({ kind: 'reactionFacing', seat: enemy, mover, unit: eid });
    const z = zocHexes(s, eid, 'missile'); // dara.trench: Entry Reaction Fire is a missile purpose
    const entered = z.includes(here) && (from === null ? false : !z.includes(from));
    if (entered && canFireAt(s, eid, mover, { range: 1, reaction: true })) {
      const offer: ReactionOffer = { kind: 'entryFire', seat: enemy, targets: [mover], unit: eid };
      if (s.move?.line) s.heldEntryFire.push(offer);
      else s.reactions.push(offer);
    }
  }
}

/** 7.31 "+" types (HC, HC Cat, LN, HI, MI). */
function isHeavyUnit(s: GbohState, id: string): boolean {
  const t = s.static.units[id]!.type;
  return t === 'HC' || t === 'LN' || t === 'HI' || t === 'MI';
}

/** 6.51: may this unit Orderly-Withdraw from the mover (within 2 hexes unless `anyDistance`, for 6.58)? */
function owUnitEligible(s: GbohState, id: string, mover: string, anyDistance: boolean): boolean {
  const u = s.units[id]!;
  const mu = s.units[mover]!;
  const enemy = otherSide(s, sideOf(s, mover));
  if (!isOnMap(u) || s.static.units[id]!.side !== enemy || u.status !== 'normal') return false;
  if (u.inColumn || u.shieldWall || u.engaged || s.static.units[id]!.type === 'Cheiroballistra') return false;
  // Attila battles (attila.cavalryOW): cavalry may not withdraw before enemy cavalry.
  if (s.static.attila && isCavalry(s.static.units[id]!) && isCavalry(s.static.units[mover]!)) return false;
  if (!anyDistance && gbohHex.distance(u.hex!, mu.hex!) > 2) return false;
  const ma = effectiveMA(s, mover);
  if (effectiveMA(s, id) <= ma) return false;
  if (inEnemyZoc(s, u.hex!, enemy)) return false;
  return owSteps(s, id, mover, effectiveMA(s, id) - ma).length > 0 || owCanFire(s, id, mover);
}

/** 6.51: units that may Orderly-Withdraw from this mover now. */
export function owEligible(s: GbohState, mover: string): string[] {
  const mu = s.units[mover]!;
  if (!isOnMap(mu)) return [];
  return Object.keys(s.units).filter((id) => owUnitEligible(s, id, mover, false));
}

/**
 * 6.58 Cavalry Line Withdrawal: the connected cavalry Line (4.32 composition, no range condition) containing
 * the approached unit, if every unit of it may withdraw individually and none has used an individual OW
 * this Orders Phase.
 */
export function cavalryLineWithdrawals(s: GbohState, unit: string, mover: string): { line: string; units: string[] }[] {
  const su = s.static.units[unit]!;
  if (!isCavalry(su) || s.owIndividual.includes(unit)) return [];
  const out: { line: string; units: string[] }[] = [];
  for (const lineId of su.lines) {
    const line = s.static.lines[lineId]!;
    if (line.composition !== 'cavalry') continue;
    const members = line.members.filter((id) => isOnMap(s.units[id]!) && s.units[id]!.status === 'normal');
    const group = new Set([unit]);
    const stack = [unit];
    while (stack.length > 0) {
      const cur = stack.pop()!;
      for (const o of members) {
        if (group.has(o)) continue;
        const d = gbohHex.distance(s.units[cur]!.hex!, s.units[o]!.hex!);
        if (d === 1 || (d === 2 && line.gapAllowed)) {
          group.add(o);
          stack.push(o);
        }
      }
    }
    const units = [...group].sort();
    if (units.length < 2 || !units.every((u) => owUnitEligible(s, u, mover, true)) || units.some((u) => s.owIndividual.includes(u))) continue;
    out.push({ line: lineId, units });
  }
  return out;
}

/** 6.51/6.55: hexes the withdrawing unit may enter next: farther from the mover, affordable, not ZOC/woods/river, empty. */
export function owSteps(s: GbohState, id: string, mover: string, mpLeft: number): string[] {
  const u = s.units[id]!;
  const mu = s.units[mover]!;
  if (!isOnMap(mu)) return [];
  const side = sideOf(s, id);
  const occ = occupancy(s);
  const d0 = gbohHex.distance(u.hex!, mu.hex!);
  return mapNeighbours(s.static.map, u.hex!).filter((h) => {
    if (gbohHex.distance(h, mu.hex!) <= d0) return false;
    if (occ.has(h)) return false; // engine: no pass-through during OW (ruling R-OW-2)
    if (terrainAt(s.static.map, h) === 'woods') return false;
    const c = moveCost(s, id, u.hex!, h);
    if (c === null || c > mpLeft) return false;
    return !inEnemyZoc(s, h, side);
  });
}

/** 6.56: B/C cavalry may fire once at the mover before withdrawing, at range 2. */
export function owCanFire(s: GbohState, id: string, mover: string): boolean {
  const su = s.static.units[id]!;
  const u = s.units[id]!;
  if (!isCavalry(su) || (su.missile !== 'B' && su.missile !== 'C')) return false;
  if (u.owFiredAt.includes(mover)) return false;
  if (gbohHex.distance(u.hex!, s.units[mover]!.hex!) > 2) return false;
  return canFireAt(s, id, mover, { range: 2, reaction: true });
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
