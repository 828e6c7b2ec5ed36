import { hooks } from './battleRules';
import { editionOf } from './edition';
import { dhLoneLeader, stackedWithFriend } from './rules/dhLeaders';
import { dhOrderlyWithdrawal, dhOwAllowed, dhOwFireAllowed } from './rules/dhWithdrawal';
import { engagedHolds } from './rules/engagement';
import { gbohHex } from './perfHex';
import { effectiveMA, enemiesInZoc, inEnemyZoc, isCavalry, isOnMap, occupancy, otherSide, sideOf, zocHexes, zocSources } from './board';
import { mapNeighbours, terrainAt } from './map';
import { canFireAt } from './missile';
import { frEligible } from './rules/feignedRetreat';
import { unseen } from './secret';
import { moveCost } from './terrain';
import type { GbohState, ReactionOffer } from './types';

/**
 * The inactive player's reactions to an enemy step or turn (M.2): their offers, Reaction Facing Change
 * eligibility (7.14) and Orderly Withdrawal (6.51–6.58). Below `movement.ts` and `facing.ts`, which queue them.
 */

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
    if (dhLoneLeader(s)) {
      // DH 4.42: a stacked leader withdraws only with his unit's OW (6.65); a lone one is reached whatever the ZOCs.
      if (!stackedWithFriend(s, lid)) s.reactions.push({ kind: 'leaderWithdraw', seat: enemy, mover, leader: lid });
      continue;
    }
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
  // DH 7.13: a unit that turned in an enemy ZOC may not Shock: no marker, no offer.
  if (!opts.advance && s.units[mover]!.pivotedInZoc !== true && s.units[mover]!.shock === null && s.units[mover]!.status === 'normal' && !s.units[mover]!.inColumn && enemiesInZoc(s, mover).length > 0) {
    if (isHeavyUnit(s, mover)) s.units[mover]!.shock = 'mustCheck';
    else if (s.static.units[mover]!.type !== 'Cheiroballistra') s.reactions.push({ kind: 'mustCheck', seat: side, unit: mover });
  } else if (!opts.advance && s.units[mover]!.pivotedInZoc !== true && s.units[mover]!.shock === null && s.units[mover]!.status === 'normal' && !s.units[mover]!.inColumn && enemiesInZoc(s, mover, 'shock').length > 0) {
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
  if (!anyDistance && gbohHex.distance(u.hex!, mu.hex!) > 2) return false; // first: most units are far (issue 18)
  if (u.inColumn || u.shieldWall || engagedHolds(s, id) || s.static.units[id]!.type === 'Cheiroballistra') return false;
  // Attila battles (attila.cavalryOW): cavalry may not withdraw before enemy cavalry.
  if (s.static.attila && isCavalry(s.static.units[id]!) && isCavalry(s.static.units[mover]!)) return false;
  if (dhOrderlyWithdrawal(s) && !dhOwAllowed(s, id, mover)) return false; // DH 6.51
  if (!hooks.mayOrderlyWithdraw(s, id)) return false; // e.g. liegnitz.artillery: Smoke within 2 hexes
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
  if (dhOrderlyWithdrawal(s) && !dhOwFireAllowed(s, mover)) return false; // DH 6.57: only at infantry
  if (gbohHex.distance(u.hex!, s.units[mover]!.hex!) > 2) return false;
  return canFireAt(s, id, mover, { range: 2, reaction: true });
}

/** 7.14 eligibility. */
export function reactionFacingEligible(s: GbohState, id: string, mover: string): boolean {
  const u = s.units[id]!;
  if (u.status !== 'normal' || u.reactionFaced || engagedHolds(s, id) || u.shieldWall) return false;
  if (u.inColumn && !editionOf(s).flags.columnReactionFacing) return false; // Cat 6.47; DH 6.47 allows it
  if (s.static.units[id]!.type === 'Cheiroballistra') return false;
  const side = sideOf(s, id);
  // Not if already in the ZOC of another enemy unit.
  return zocSources(s, u.hex!, otherSide(s, side)).every((x) => x === mover);
}
