import type { StepContext } from '@polemarch/kernel';
import { hooks } from '../battleRules';
import { gbohHex } from '../perfHex';
import { inEnemyZoc, isInfantry, isOnMap, otherSide } from '../board';
import { eliminate } from '../cohesion';
import { editionOf } from '../edition';
import { note } from '../log';
import { edgeDistance, mapNeighbours } from '../map';
import type { GbohState } from '../types';
import { flipCounter } from './dismount';

/**
 * DH 12.2 Mongol Withdrawal Reaction. When the Mongols reach their Withdrawal Level the Mongol either accepts defeat
 * or fights a Dismounted Defense (12.21); in every later Rout Phase he may give up or keep defending, until all his
 * units are gone (he loses), he gives up (he loses) or the enemy reaches its own level (he wins, 12.22). On with the
 * edition flag `mongolWithdrawalReaction`; the battle names the Mongol side (dh.balance: its data's `mongolSide`).
 *
 * Engine readings (ruling DH-WR-1): both armies at their level in the same turn: 12.12 first, no reaction (spec
 * 12.2 (d)); "allied units" = the side's units of another nationality than Mongol; the remaining units stay where
 * they are (a hex "between their position and the Retreat Edge"), a unit next to an enemy moving to the nearest
 * empty hex not next to one and no farther from the edge; a leader left without a unit joins the nearest one.
 */

/** The Mongol side when the edition has 12.2 and the battle names it (hook `withdrawalReactionSide`, dh.balance), else null. */
export function mongolSide(s: GbohState): string | null {
  return editionOf(s).flags.mongolWithdrawalReaction ? hooks.withdrawalReactionSide(s) : null;
}

/**
 * 12.12 / 12.2 at the Withdrawal Phase, given each side's Rout Points over its level (≥ 0: at or over). Returns true
 * when the Mongol's choice is now open (the phase waits for it); otherwise the outcome may have been set (12.22 #1,
 * #3) and the Withdrawal Phase goes on as 12.12 says.
 */
export function mongolWithdrawalCheck(s: GbohState, ctx: StepContext, over: Readonly<Record<string, number>>): boolean {
  const side = mongolSide(s);
  if (side === null) return false;
  const enemy = otherSide(s, side);
  const r = s.mongolReaction;
  if (r?.defending === true) {
    if ((over[enemy] ?? -1) >= 0) {
      s.outcome = { winner: side, reason: `${enemy} withdraws while the Mongols defend dismounted (12.22 #3)` };
      return false;
    }
    if (!Object.entries(s.units).some(([id, u]) => isOnMap(u) && s.static.units[id]!.side === side)) {
      s.outcome = { winner: enemy, reason: 'every Mongol unit is eliminated in the Dismounted Defense (12.22 #1)' };
      return false;
    }
    s.mongolReaction = { side, offered: true, defending: true };
    note(ctx, 'dh.withdrawalReaction', { side, defending: true }, 'dh.withdrawalReaction');
    return true;
  }
  if ((over[side] ?? -1) < 0 || (over[enemy] ?? -1) >= 0) return false; // 12.2 (d): both at their level: 12.12
  s.mongolReaction = { side, offered: true, defending: false };
  note(ctx, 'dh.withdrawalReaction', { side, defending: false }, 'dh.withdrawalReaction');
  return true;
}

/** 12.2 / 12.22 #2: the Mongol accepts defeat, or gives up the defence: his army withdraws. */
export function mongolGivesUp(s: GbohState, ctx: StepContext): void {
  const r = s.mongolReaction!;
  s.mongolReaction = { ...r, offered: false };
  s.outcome = { winner: otherSide(s, r.side), reason: r.defending ? `${r.side} give up the Dismounted Defense and withdraw (12.22)` : `${r.side} withdraw (12.2)` };
  s.phase = 'over';
  note(ctx, 'game.over', { winner: s.outcome.winner ?? 'draw', reason: s.outcome.reason }, 'dh.withdrawalReaction');
}

/** 12.2 / 12.22: the Mongol (goes on to) defend dismounted; the first time, the 12.21 procedure. */
export function mongolDefends(s: GbohState, ctx: StepContext): void {
  const r = s.mongolReaction!;
  if (!r.defending) dismountedDefense(s, ctx, r.side);
  s.mongolReaction = { side: r.side, offered: false, defending: true };
}

/** 12.21 Dismounted Defense. */
export function dismountedDefense(s: GbohState, ctx: StepContext, side: string): void {
  const enemy = otherSide(s, side);
  const mine = Object.keys(s.units).filter((id) => isOnMap(s.units[id]!) && s.static.units[id]!.side === side).sort();
  let lost = 0;
  for (const id of mine) {
    const u = s.units[id]!;
    const su = s.static.units[id]!;
    // Routed, in an enemy ZOC, not mounted, allied: eliminated.
    if (u.status === 'routed' || inEnemyZoc(s, u.hex!, side) || isInfantry(su) || su.nationality !== 'Mongol') {
      eliminate(s, ctx, id, 'Dismounted Defense (12.21)');
      lost++;
    }
  }
  const enemyHexes = new Set(Object.entries(s.units).flatMap(([id, u]) => (isOnMap(u) && s.static.units[id]!.side === enemy ? [u.hex!] : [])));
  const nextToEnemy = (h: string): boolean => gbohHex.neighbours(h).some((n) => enemyHexes.has(n));
  const edge = s.static.sides.find((x) => x.id === side)!.retreatEdge;
  let dismounted = 0;
  for (const id of mine) {
    const u = s.units[id]!;
    if (!isOnMap(u)) continue;
    if (nextToEnemy(u.hex!)) {
      const to = nearestSafeHex(s, u.hex!, (h) => !nextToEnemy(h) && edgeDistance(s.static.map, h, edge) <= edgeDistance(s.static.map, u.hex!, edge));
      if (to !== null) u.hex = to;
    }
    u.inColumn = false;
    // DH 9.4: the counter's dismounted side (the battle data's); "can no longer remount": the mounted side is dropped.
    if (s.static.units[id]!.otherSide === undefined) continue;
    flipCounter(s, id, false);
    dismounted++;
  }
  // Engine reading (c): a leader left without a unit of his side joins the nearest one.
  const occupied = mine.filter((id) => isOnMap(s.units[id]!)).map((id) => s.units[id]!.hex!);
  for (const [lid, l] of Object.entries(s.leaders)) {
    if (l.hex === null || l.status === 'eliminated' || s.static.leaders[lid]!.side !== side || occupied.includes(l.hex) || occupied.length === 0) continue;
    const from = l.hex;
    l.hex = [...occupied].sort((a, b) => gbohHex.distance(from, a) - gbohHex.distance(from, b) || (a < b ? -1 : 1))[0]!;
  }
  note(ctx, 'dh.dismountedDefense', { side, eliminated: lost, dismounted }, 'dh.withdrawalReaction');
}

/** The nearest empty map hex meeting `ok` (breadth first from `from`), or null. */
function nearestSafeHex(s: GbohState, from: string, ok: (h: string) => boolean): string | null {
  const occupied = new Set(Object.values(s.units).flatMap((u) => (isOnMap(u) ? [u.hex!] : [])));
  const seen = new Set([from]);
  let ring = [from];
  for (let d = 0; d < 12 && ring.length > 0; d++) {
    const next: string[] = [];
    for (const h of ring) {
      for (const n of mapNeighbours(s.static.map, h)) {
        if (seen.has(n)) continue;
        seen.add(n);
        next.push(n);
      }
    }
    next.sort();
    const found = next.find((h) => !occupied.has(h) && ok(h));
    if (found !== undefined) return found;
    ring = next;
  }
  return null;
}
