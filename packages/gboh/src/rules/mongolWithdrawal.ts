import type { StepContext } from '@polemarch/kernel';
import { hooks } from '../battleRules';
import { gbohHex } from '../perfHex';
import { inEnemyZoc, isInfantry, isOnMap, otherSide } from '../board';
import { eliminate } from '../cohesion';
import { editionOf } from '../edition';
import { citing, note } from '../log';
import { edgeDistance, isProhibitedHex, mapHexes, mapRings } from '../map';
import type { GbohAction } from '../actions';
import type { GbohState } from '../types';
import { flipCounter } from './dismount';

/**
 * DH 12.2 Mongol Withdrawal Reaction. When the Mongols reach their Withdrawal Level the Mongol either accepts defeat
 * or fights a Dismounted Defense (12.21); in every later Rout Phase he may give up or keep defending, until all his
 * units are gone (he loses), he gives up (he loses) or the enemy reaches its own level (he wins, 12.22). On with the
 * edition flag `mongolWithdrawalReaction`; the battle names the Mongol side (dh.balance: its data's `mongolSide`).
 *
 * Engine readings (ruling DH-WR-1): both armies at their level in the same turn: 12.12 first, no reaction (spec
 * 12.2 (d)); "allied units" = the side's units of another nationality than Mongol; the owner places each remaining
 * unit on any empty hex no farther from his Retreat Edge and not next to an enemy, then faces it as he wishes
 * (`placementActions`; the engine's proposal first: the unit's own hex, or the nearest such hex when it is next to an
 * enemy); a leader left without a unit joins the nearest one.
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

/**
 * 12.2 / 12.22: the Mongol (goes on to) defend dismounted; the first time, the 12.21 procedure. Returns true when the
 * Dismounted Defense Phase is over (the new turn may start), false while the owner has units to place (12.21).
 */
export function mongolDefends(s: GbohState, ctx: StepContext): boolean {
  const r = s.mongolReaction!;
  if (r.defending) {
    s.mongolReaction = { side: r.side, offered: false, defending: true };
    return true;
  }
  const units = dismountedDefense(s, ctx, r.side);
  s.mongolReaction = { side: r.side, offered: false, defending: true };
  if (units.length === 0) {
    leadersRejoin(s, r.side);
    return true;
  }
  s.mongolReaction.placing = { units, facing: false };
  return false;
}

/**
 * 12.21 Dismounted Defense: the eliminations, then every remaining unit dismounts (DH 9.4's side, no remount). Returns
 * the units the owner now places, one by one (`placementActions`).
 */
export function dismountedDefense(s: GbohState, ctx: StepContext, side: string): string[] {
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
  const remaining = mine.filter((id) => isOnMap(s.units[id]!));
  let dismounted = 0;
  for (const id of remaining) {
    s.units[id]!.inColumn = false;
    // DH 9.4: the counter's dismounted side (the battle data's); "can no longer remount": the mounted side is dropped.
    if (s.static.units[id]!.otherSide === undefined) continue;
    flipCounter(s, id, false);
    dismounted++;
  }
  note(ctx, 'dh.dismountedDefense', { side, eliminated: lost, dismounted }, 'dh.withdrawalReaction');
  return remaining;
}

/** The enemy units' hexes and "next to an enemy unit" (12.21's placement bar). */
function nextToEnemy(s: GbohState, side: string): (h: string) => boolean {
  const enemy = otherSide(s, side);
  const enemyHexes = new Set(Object.entries(s.units).flatMap(([id, u]) => (isOnMap(u) && s.static.units[id]!.side === enemy ? [u.hex!] : [])));
  return (h) => gbohHex.neighbours(h).some((n) => enemyHexes.has(n));
}

/**
 * 12.21 "anywhere on the map between their current position and his Retreat Edge, not adjacent to enemy units" (ruling
 * DH-WR-1 (b)): every map hex no farther from the Retreat Edge than the unit's, empty of other units, not prohibited
 * terrain and not next to an enemy unit; the engine's proposal first (the unit's own hex when it is not next to an
 * enemy, else the nearest such hex), so keeping it is one action. Boxed in with no such hex, the unit stays.
 */
export function placementHexes(s: GbohState, id: string): string[] {
  const u = s.units[id]!;
  const side = s.static.units[id]!.side;
  const map = s.static.map;
  const edge = s.static.sides.find((x) => x.id === side)!.retreatEdge;
  const limit = edgeDistance(map, u.hex!, edge);
  const nearEnemy = nextToEnemy(s, side);
  const occupied = new Set(Object.entries(s.units).flatMap(([uid, x]) => (uid !== id && isOnMap(x) ? [x.hex!] : [])));
  const ok = (h: string): boolean => !occupied.has(h) && !isProhibitedHex(map, h) && !nearEnemy(h) && edgeDistance(map, h, edge) <= limit;
  const proposal = ok(u.hex!) ? u.hex! : (nearestSafeHex(s, u.hex!, ok) ?? u.hex!);
  return [proposal, ...mapHexes(map).filter((h) => h !== proposal && ok(h)).sort()];
}

/** The owner's 12.21 placement decision: the head unit's hex, then its facing (any of six, its own first). */
export function placementActions(s: GbohState): GbohAction[] {
  const p = s.mongolReaction!.placing!;
  const id = p.units[0]!;
  if (p.facing) {
    const f = s.units[id]!.facing;
    return [f, ...[0, 1, 2, 3, 4, 5].filter((x) => x !== f)].map((facing) => ({ type: 'face', facing }));
  }
  return placementHexes(s, id).map((hex) => ({ type: 'place-unit', unit: id, hex }));
}

/** Apply a 12.21 placement step; true when every unit is placed (the Dismounted Defense Phase is over). */
export function applyPlacement(s: GbohState, ctx: StepContext, action: GbohAction): boolean {
  const r = s.mongolReaction!;
  const p = r.placing!;
  const id = p.units[0]!;
  const u = s.units[id]!;
  if (action.type === 'place-unit') {
    const from = u.hex!;
    u.hex = action.hex;
    // A leader stacked with the unit goes with it (engine reading (c)), unless another unit of his side stays there.
    if (from !== action.hex && !Object.entries(s.units).some(([uid, x]) => uid !== id && x.hex === from && s.static.units[uid]!.side === r.side)) {
      for (const [lid, l] of Object.entries(s.leaders)) if (l.hex === from && l.status !== 'eliminated' && s.static.leaders[lid]!.side === r.side) l.hex = action.hex;
    }
    p.facing = true;
    return false;
  }
  if (action.type !== 'face') return false;
  u.facing = action.facing;
  note(citing(ctx, 'dh 12.21'), 'dh.dismountedPlaced', { unit: id, hex: u.hex!, facing: action.facing }, 'dh.withdrawalReaction');
  p.units.shift();
  p.facing = false;
  if (p.units.length > 0) return false;
  delete r.placing;
  leadersRejoin(s, r.side);
  return true;
}

/** Engine reading (c): a leader left without a unit of his side joins the nearest one. */
function leadersRejoin(s: GbohState, side: string): void {
  const occupied = Object.entries(s.units).filter(([id, u]) => isOnMap(u) && s.static.units[id]!.side === side).map(([, u]) => u.hex!);
  for (const [lid, l] of Object.entries(s.leaders)) {
    if (l.hex === null || l.status === 'eliminated' || s.static.leaders[lid]!.side !== side || occupied.includes(l.hex) || occupied.length === 0) continue;
    const from = l.hex;
    l.hex = [...occupied].sort((a, b) => gbohHex.distance(from, a) - gbohHex.distance(from, b) || (a < b ? -1 : 1))[0]!;
  }
}

/** The nearest empty map hex meeting `ok` (breadth first from `from`), or null. */
function nearestSafeHex(s: GbohState, from: string, ok: (h: string) => boolean): string | null {
  for (const ring of mapRings(s.static.map, from, 12)) {
    const found = [...ring].sort().find(ok);
    if (found !== undefined) return found;
  }
  return null;
}
