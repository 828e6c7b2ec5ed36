import { type Modifier, type StepContext } from '@polemarch/kernel';
import { closerToViewer, lineOfSight } from '@polemarch/gboh-family';
import { gbohHex } from './perfHex';
import { enemiesInZoc, isInfantry, isOnMap, leadersAt, occupancy, otherSide, sideOf, sideUnitIds, zocHexes } from './board';
import type { ArmourChart } from './charts/devilsHorsemenMissile';
import type { CrossbowRow, MissileRow } from './charts/missile';
import { hooks } from './battleRules';
import { bestFireMode, dhFireModifiers, dhGoesLow, dhHasLOS, dhWeapon, modeDrm } from './rules/dhFire';
import { addHitsAndRout } from './cohesion';
import { editionOf } from './edition';
import { elevationAt, terrainAt } from './map';
import { leaderCasualty } from './leaders';
import { mod, note, rollD10 } from './log';
import type { GbohState } from './types';

/** 8.0 Missile combat: range, LOS, strength, modifiers, supply, reaction fire. */

export function missileRow(s: GbohState, id: string): MissileRow | CrossbowRow | null {
  const su = s.static.units[id]!;
  if (su.missile === null) return null;
  if (su.missile === 'Cheiro') return 'Cheiro';
  if (su.missile === 'F') return 'F';
  return `${su.missile}_${isInfantry(su) ? 'inf' : 'cav'}` as MissileRow | CrossbowRow; // DH 10.1: CB too (its own rows)
}

export function maxRange(s: GbohState, id: string): number {
  const row = missileRow(s, id);
  if (row === null) return 0;
  const r = s.static.missileGrid[row] ?? [];
  let n = 0;
  for (let i = 0; i < r.length; i++) if (r[i] !== null && r[i] !== undefined) n = i + 1;
  return n;
}

/** Strength at a range; `extended` when only the 8.16 extra hex reaches. */
export function strengthAt(s: GbohState, firer: string, target: string, range: number): { strength: number; extended: boolean } | null {
  const row = missileRow(s, firer);
  if (row === null) return null;
  const max = maxRange(s, firer) + hooks.rangeChange(s, firer, target); // e.g. dara.wind
  const v = s.static.missileGrid[row]?.[range - 1];
  if (range <= max && v !== null && v !== undefined) return { strength: v, extended: false };
  if (editionOf(s).flags.fire === 'rangeAndArmour') return null; // DH 8.18: no extended range
  // 8.16: +1 hex against a lower target (a battle may give its own, e.g. dara.walls); only a modified DR of 0 hits there.
  const lower = elevationAt(s.static.map, s.units[target]!.hex!) < elevationAt(s.static.map, s.units[firer]!.hex!);
  const bonus = hooks.extendedRange(s, firer) ?? (lower ? 1 : 0);
  if (range > max && range <= max + bonus) return { strength: 0, extended: true };
  return null;
}

/**
 * 8.14 Line of Sight: blocked by woods and combat units not lower than both ends, and by any higher
 * hex between; a line along a hexside is blocked if either hex blocks; adjacent always clear; archers
 * (B, C) see past units closer to the firer than to the target.
 */
export function hasLOS(s: GbohState, firer: string, target: string): boolean {
  const armour = dhArmour(s);
  if (armour !== null) {
    // DH 8.16–8.17: a missile unit sees its target in the better fire mode; a unit without missiles (a pursuer's 6.74
    // LOS, ruling DH-LOS-1) sees as Direct Fire does: terrain, and units except friends adjacent to it block.
    if (dhWeapon(s.static.units[firer]!) === null) return dhHasLOS(s, firer, target, 'direct');
    return bestFireMode(s, armour, firer, target, gbohHex.distance(s.units[firer]!.hex!, s.units[target]!.hex!)) !== null;
  }
  const a = s.units[firer]!.hex!;
  const b = s.units[target]!.hex!;
  const archer = s.static.units[firer]!.missile === 'B' || s.static.units[firer]!.missile === 'C';
  let occupied: Map<string, string> | undefined; // the hexes of on-map units (computed once per `legal` call, and only when needed)
  return lineOfSight(s.static.map, a, b, {
    occupied: (h) => (occupied ??= occupancy(s)).has(h),
    seesPast: archer ? closerToViewer(a, b) : undefined,
  });
}

/** 8.13: the target lies in the firer's Front or Flank arc (a Cheiroballistra fires all around). */
export function inFireArc(s: GbohState, firer: string, targetHex: string): boolean {
  const u = s.units[firer]!;
  if (s.static.units[firer]!.type === 'Cheiroballistra') return true;
  const arc = gbohHex.arcOf(u.hex!, gbohHex.dir(u.facing), targetHex);
  return arc.arc !== 'rear';
}

export type FireOpts = { range?: number; reaction?: boolean; cheiro?: boolean };

/** Can `firer` fire at `target` now (supply, formation, arc, LOS, range)? */
export function canFireAt(s: GbohState, firer: string, target: string, opts: FireOpts = {}): boolean {
  const u = s.units[firer]!;
  const t = s.units[target]!;
  if (!isOnMap(u) || !isOnMap(t)) return false;
  if (u.status === 'routed' || u.supply === 'no' || u.inColumn || u.shieldWall || u.engaged) return false; // 6.45, 10.26, 11.73, 10.31
  if (s.static.units[firer]!.missile === null) return false;
  if (!hooks.mayFire(s, firer)) return false; // e.g. liegnitz.crossbows
  if (u.cheiro && (u.cheiro.mode !== 'fire' || (opts.reaction && !opts.cheiro))) return false; // 11.62, 11.66
  if (sideOf(s, firer) === sideOf(s, target)) return false;
  if (t.engaged) return false; // 10.31: Engaged units cannot be fired at
  const dist = gbohHex.distance(u.hex!, t.hex!);
  if (opts.range !== undefined && dist > opts.range) return false;
  if (strengthAt(s, firer, target, opts.range ?? dist) === null) return false;
  if (!inFireArc(s, firer, t.hex!)) return false;
  return hasLOS(s, firer, target);
}

/** Every target a unit may fire at now (ordered fire: actual range). */
export function fireTargets(s: GbohState, firer: string): string[] {
  const u = s.units[firer]!;
  if (!isOnMap(u)) return [];
  const enemy = otherSide(s, sideOf(s, firer));
  // 8.16: the extended range reaches 1 hex beyond the printed range (a battle's own may reach further: dara.walls).
  const max = maxRange(s, firer) + Math.max(1, hooks.extendedRange(s, firer) ?? 1);
  const out: string[] = [];
  for (const id of sideUnitIds(s, enemy)) {
    const t = s.units[id];
    if (t === undefined || !isOnMap(t)) continue;
    if (gbohHex.distance(u.hex!, t.hex!) > max) continue;
    if (canFireAt(s, firer, id)) out.push(id);
  }
  return out.sort();
}

/** `fr`: a Feigned Retreat's fire (6.73; DH: either fire mode, unlike the OW's Direct Fire, 6.57). */
export type FireKind = 'ordered' | 'entry' | 'retire' | 'return' | 'ow' | 'hd' | 'fr';

/**
 * 8.15–8.19: resolve one fire (two shots under Rate of Fire, 11.4). `range` is the range read on the
 * MRRC (1 for entry reaction, 2 for retire/OW); `moved` applies the +1 firer-moved DRM.
 */
export function resolveFire(
  s: GbohState,
  ctx: StepContext,
  firer: string,
  target: string,
  opts: { range: number; moved: boolean; kind: FireKind; collect?: Map<string, number>; rain?: boolean; second?: string },
): void {
  const u = s.units[firer]!;
  const su = s.static.units[firer]!;
  const armour = dhArmour(s);
  if (armour !== null) {
    resolveDhFire(s, ctx, firer, target, armour, opts);
    return;
  }
  const rateOfFire = su.missile === 'C' && isInfantry(su) && u.setupHex !== null && u.setupHex === u.hex; // 11.4
  const shots = rateOfFire ? 2 : 1;
  for (let shot = 0; shot < shots; shot++) {
    const t = s.units[target]!;
    if (!isOnMap(t) || u.supply === 'no' || !isOnMap(u)) break;
    const wasLow = u.supply === 'low';
    const st = strengthAt(s, firer, target, opts.range) ?? { strength: -1, extended: false };
    const tu = s.static.units[target]!;
    const mods: Modifier[] = [];
    if (terrainAt(s.static.map, t.hex!) === 'woods') mods.push(mod('targetInWoods', 1));
    const javelinInfantry = su.missile === 'J' && isInfantry(su);
    if (opts.moved && su.missile !== 'F' && !javelinInfantry) mods.push(mod('firerMoved', 1));
    if (t.shieldWall) mods.push(mod('shieldWall', 3)); // 11.73: replaces the HI modifiers
    else if (tu.type === 'HI') {
      const archer = su.missile === 'B' || su.missile === 'C';
      const throughFront = gbohHex.frontHexes(t.hex!, gbohHex.dir(t.facing)).includes(u.hex!);
      mods.push(archer && opts.range === 1 && throughFront ? mod('hiAdjacentArcher', 3) : mod('targetHI', 1));
    }
    mods.push(...hooks.fireModifiers(s, firer, target)); // e.g. dara.wind, dara.walls
    const total = mods.reduce((a, m) => a + m.value, 0);
    const dr = rollD10(ctx, 'fire.roll', { firer, target, range: opts.range, strength: st.strength, kind: opts.kind }, '8.15', {
      modifiers: mods,
      chart: (v) => ({ name: 'Missile Range and Results (provisional)', cell: `${missileRow(s, firer)} range ${opts.range}`, result: `${v + total} vs ${st.strength}` }),
    });
    const modified = dr + total;
    let hits = 0;
    if (st.extended) hits = modified <= 0 ? 1 : 0; // 8.16
    else if (modified <= st.strength) {
      hits = 1;
      if (modified <= 1 && twoHits(s, firer, target)) hits = 2;
    }
    // 8.17 Missile Supply
    if (su.missile === 'F') u.supply = 'no';
    else if (su.missile !== 'Cheiro') {
      if (wasLow) u.supply = 'no';
      else if ((su.missile === 'J' && dr >= 6) || ((su.missile === 'B' || su.missile === 'C') && dr === 9)) u.supply = 'low';
    }
    note(ctx, 'fire.result', { firer, target, hits, supply: u.supply }, '8.15');
    if (hits > 0) {
      if (opts.collect) opts.collect.set(target, (opts.collect.get(target) ?? 0) + hits); // simultaneous fire (8.33)
      else addHitsAndRout(s, ctx, target, hits, 'missile fire', '8.15');
    }
    // 8.19: unmodified 0 and a leader in the target hex
    if (dr === 0 && t.hex !== null) for (const l of leadersAt(s, t.hex)) leaderCasualty(s, ctx, l, '8.19');
  }
  u.fired = true;
  hooks.afterFire(s, firer); // e.g. liegnitz.crossbows counts the fire
}

/** The edition's Armour Effectiveness chart when it fires by DH 8.17–8.18 (Direct/Arc, armour DRMs); null in Cataphract. */
function dhArmour(s: GbohState): ArmourChart | null {
  const e = editionOf(s);
  return e.flags.fire === 'rangeAndArmour' && e.charts.armour !== undefined ? e.charts.armour : null;
}

/**
 * DH 8.18 one fire: the engine announces the better mode (ruling DH-FIRE-1), the DRMs of 10.1–10.2, 1 hit on a
 * modified DR ≤ the hit number, supply on the unmodified DR (8.14), the leader check on an unmodified 0 (8.19).
 * DH 8.25: an activated infantry C unit that has not moved fires twice, supply checked on the second shot only.
 */
function resolveDhFire(s: GbohState, ctx: StepContext, firer: string, first: string, armour: ArmourChart, opts: { range: number; moved: boolean; kind: FireKind; collect?: Map<string, number>; rain?: boolean; second?: string }): void {
  const u = s.units[firer]!;
  const su = s.static.units[firer]!;
  const weapon = dhWeapon(su);
  const rain = opts.rain === true;
  const twice = opts.kind === 'ordered' && !opts.moved && !rain && doubleShot(s, firer); // DH 8.25
  const shots = twice ? 2 : 1;
  for (let shot = 0; shot < shots; shot++) {
    // DH 8.25 "not necessarily at the same target" (ruling DH-FIRE-6): the second shot at `second` when declared.
    const target = shot === 1 && opts.second !== undefined ? opts.second : first;
    const t = s.units[target]!;
    if (!isOnMap(t) || u.supply === 'no' || !isOnMap(u) || weapon === null) {
      if (target !== first) continue; // the second target is gone: that shot is lost (the first was fired)
      break;
    }
    const range = target === first ? opts.range : gbohHex.distance(u.hex!, t.hex!);
    const wasLow = u.supply === 'low';
    const row = missileRow(s, firer)!;
    const strength = strengthAt(s, firer, target, range)?.strength ?? null; // the battle's range changes included
    // DH 6.57: fire during an Orderly Withdrawal is Direct Fire only.
    const owDirect = opts.kind === 'ow' ? modeDrm(s, armour, firer, target, range, 'direct') : null;
    const mode = owDirect !== null ? { mode: 'direct' as const, drm: owDirect } : (bestFireMode(s, armour, firer, target, range) ?? { mode: 'direct' as const, drm: 0 });
    // DH 8.18 #2 / 8.43 (ruling DH-FIRE-2): +1 when the firer moves, and on Entry and Retire Reaction Fire (a moving target).
    const moving = opts.moved || opts.kind === 'entry' || opts.kind === 'retire';
    const mods = [...dhFireModifiers(s, firer, target, { moved: moving, armour: mode.drm, mode: mode.mode, rain }), ...hooks.fireModifiers(s, firer, target)];
    const total = mods.reduce((a, m) => a + m.value, 0);
    const dr = rollD10(ctx, 'fire.roll', { firer, target, range, strength: strength ?? -1, kind: opts.kind }, '8.15', {
      modifiers: mods,
      chart: (v) => ({ name: 'Missile Range Chart', cell: `${row} range ${range} (${mode.mode})`, result: `${v + total} vs ${strength ?? '–'}` }),
    });
    // DH 8.18: exactly 1 hit (the edition's two-hit policy is 'none'; a game option `twoHitRule` still overrides it).
    const hit = strength !== null && dr + total <= strength;
    const hits = hit ? (dr + total <= 1 && twoHits(s, firer, target) ? 2 : 1) : 0;
    // DH 8.14: a Missile Low unit that fires is Missile No; 8.25: supply checked on the second shot only.
    if (wasLow) u.supply = 'no';
    else if ((shots === 1 || shot === 1) && dhGoesLow(weapon, dr, rain, isInfantry(su))) u.supply = 'low';
    note(ctx, 'fire.result', { firer, target, hits, supply: u.supply }, '8.15');
    if (hits > 0) {
      if (opts.collect) opts.collect.set(target, (opts.collect.get(target) ?? 0) + hits);
      else addHitsAndRout(s, ctx, target, hits, 'missile fire', '8.15');
    }
    if (dr === 0 && t.hex !== null) for (const l of leadersAt(s, t.hex)) leaderCasualty(s, ctx, l, '8.19');
  }
  u.fired = true;
}

/**
 * DH 8.25: may this unit fire twice under an order now: an activated infantry (or dismounted) unit with composite bow,
 * Missile Full, that has not fired (the ordered fire is stationary: it does not move in this phase)?
 */
export function doubleShot(s: GbohState, firer: string): boolean {
  const u = s.units[firer]!;
  const su = s.static.units[firer]!;
  return editionOf(s).flags.rateOfFire === 'stationary' && dhWeapon(su) === 'C' && isInfantry(su) && u.supply === 'full' && !u.fired;
}

/** 8.15 two-hit rule: the edition's policy (ruling R-MRRC-2: Cataphract infantry firers, DH none), or the game option's. */
function twoHits(s: GbohState, firer: string, target: string): boolean {
  return editionOf(s).policies.twoHits({ infantry: isInfantry(s.static.units[firer]!) }, { infantry: isInfantry(s.static.units[target]!) });
}

/** 8.23: may the target return fire at the firer? */
export function returnFireEligible(s: GbohState, unit: string, firer: string): boolean {
  const u = s.units[unit]!;
  if (!isOnMap(u) || u.status === 'routed') return false;
  if (!canFireAt(s, unit, firer)) return false;
  const inZoc = enemiesInZoc(s, unit, 'missile'); // dara.trench: a missile purpose
  if (inZoc.length > 0 && !zocHexes(s, unit, 'missile').includes(s.units[firer]!.hex!)) return false;
  return true;
}

/** 11.71–11.72: the Shield Wall line: flank-adjacent Roman HI/MI chained from this unit. */
export function shieldWallLine(s: GbohState, id: string): string[] {
  const side = sideOf(s, id);
  const seen = new Set([id]);
  const queue = [id];
  while (queue.length > 0) {
    const cur = queue.pop()!;
    const cu = s.units[cur]!;
    for (const h of gbohHex.flankHexes(cu.hex!, gbohHex.dir(cu.facing))) {
      for (const [oid, o] of Object.entries(s.units)) {
        if (seen.has(oid) || !isOnMap(o) || o.hex !== h || o.status !== 'normal' || o.inColumn) continue;
        const so = s.static.units[oid]!;
        if (so.side !== side || !so.shieldWall) continue;
        if (!gbohHex.flankHexes(h, gbohHex.dir(o.facing)).includes(cu.hex!)) continue;
        seen.add(oid);
        queue.push(oid);
      }
    }
  }
  return [...seen].sort();
}

/** 11.71: a fire at range ≥ 2 through the Front hexsides of a Shield-Wall-capable unit offers Shield Wall. */
export function shieldWallOffer(s: GbohState, firer: string, target: string): boolean {
  const t = s.units[target]!;
  const st = s.static.units[target]!;
  if (!st.shieldWall || t.shieldWall || t.status !== 'normal' || t.inColumn) return false;
  const f = s.units[firer]!;
  if (gbohHex.distance(f.hex!, t.hex!) < 2) return false;
  return gbohHex.arcOf(t.hex!, gbohHex.dir(t.facing), f.hex!).arc === 'front';
}

export function enterShieldWall(s: GbohState, ctx: StepContext, id: string): void {
  for (const m of shieldWallLine(s, id)) s.units[m]!.shieldWall = true;
  note(ctx, 'shieldWall.formed', { unit: id, line: shieldWallLine(s, id).join(',') }, '11.72');
}
