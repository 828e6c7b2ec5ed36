import type { Modifier } from '@polemarch/kernel';
import { lineOfSight } from '@polemarch/gboh-family';
import { hasHook, hooks } from '../battleRules';
import { gbohHex } from '../perfHex';
import { isInfantry, occupancy, sideOf } from '../board';
import { DH_FIRE_DRM, DH_MISSILE_LOW_ON, armourClassOf, armourDrm, type ArmourChart, type DhWeapon, type FireMode } from '../charts/devilsHorsemenMissile';
import { elevationAt, terrainAt } from '../map';
import { mod } from '../log';
import type { GbohState, StaticUnit } from '../types';

/**
 * The Devil's Horsemen's fire (DH 8.14–8.18, 8.23–8.25, charts 10.1–10.2), used when the edition's `flags.fire` is
 * 'rangeAndArmour': the Armour Effectiveness DRM by Direct or Arc Fire, no extended range, one hit per successful fire,
 * DH's LOS through units (8.17) and DH's supply thresholds.
 */

/** DH 2.21: the unit's weapon (B, C or CB; the scenario's missile code), null when it has none the DH charts know. */
export function dhWeapon(su: StaticUnit): DhWeapon | null {
  const m: string | null = su.missile;
  return m === 'B' || m === 'C' || m === 'CB' ? m : null;
}

/**
 * DH 8.17 LOS through units: Arc Fire is never blocked by units; Direct Fire is, except by friendly units adjacent to
 * the firer. Terrain and elevation block as in 8.16.
 */
export function dhHasLOS(s: GbohState, firer: string, target: string, mode: FireMode): boolean {
  const a = s.units[firer]!.hex!;
  const b = s.units[target]!.hex!;
  const side = sideOf(s, firer);
  let occupied: Map<string, string> | undefined;
  // A battle's own blocking hex (liegnitz.artillery: Smoke "blocks LOS", every mode).
  const smoke = hasHook(s, 'blocksLos') ? (h: string) => hooks.blocksLos(s, h) : null;
  return lineOfSight(s.static.map, a, b, {
    occupied: (h) => (smoke !== null && smoke(h)) || (mode === 'direct' && (occupied ??= occupancy(s)).has(h)),
    seesPast: (h) => {
      if (smoke !== null && smoke(h)) return false;
      const o = (occupied ??= occupancy(s)).get(h);
      return o !== undefined && s.static.units[o]?.side === side && gbohHex.distance(a, h) === 1;
    },
  });
}

/** The Armour DRM of a fire in a mode, or null when that mode may not be used (8.17, 10.2 note [a], LOS). */
export function modeDrm(s: GbohState, chart: ArmourChart, firer: string, target: string, range: number, mode: FireMode): number | null {
  const w = dhWeapon(s.static.units[firer]!);
  if (w === null) return null;
  const tu = s.static.units[target]!;
  const drm = armourDrm(chart, armourClassOf({ type: tu.type, class: tu.class, nationality: tu.nationality, dismounted: tu.dismounted === true }), w, mode, range);
  if (drm === null) return null;
  return dhHasLOS(s, firer, target, mode) ? drm : null;
}

/**
 * DH 8.18: the firing player announces Direct or Arc Fire. The modes differ only in the Armour DRM and in what blocks
 * the LOS, so the engine announces the mode with the lower DRM among those with a clear LOS (ruling DH-FIRE-1);
 * null: no mode can fire.
 */
export function bestFireMode(s: GbohState, chart: ArmourChart, firer: string, target: string, range: number): { mode: FireMode; drm: number } | null {
  let best: { mode: FireMode; drm: number } | null = null;
  for (const mode of ['direct', 'arc'] as const) {
    const drm = modeDrm(s, chart, firer, target, range, mode);
    if (drm !== null && (best === null || drm < best.drm)) best = { mode, drm };
  }
  return best;
}

/** DH 10.1 DRMs of one fire (cumulative), with the mode's Armour DRM. */
export function dhFireModifiers(s: GbohState, firer: string, target: string, o: { moved: boolean; armour: number; mode: FireMode; rain: boolean }): Modifier[] {
  const mods: Modifier[] = [];
  mods.push(mod(o.mode === 'arc' ? 'armourArc' : 'armourDirect', o.armour));
  if (o.moved) mods.push(mod('firerMoved', DH_FIRE_DRM.firerMovedOrWillMove));
  if (s.units[firer]!.disordered === true) mods.push(mod('firerDisordered', DH_FIRE_DRM.firerIsDisorderedCavalry)); // 11.62
  const th = s.units[target]!.hex!;
  if (terrainAt(s.static.map, th) === 'woods') mods.push(mod('targetInWoods', DH_FIRE_DRM.targetInWoods));
  if (elevationAt(s.static.map, th) < elevationAt(s.static.map, s.units[firer]!.hex!)) mods.push(mod('targetLower', DH_FIRE_DRM.targetAtLowerElevation));
  if (o.rain) {
    const foot = isInfantry(s.static.units[firer]!);
    mods.push(mod('rainOfArrows', foot ? DH_FIRE_DRM.rainOfArrowsFoot : DH_FIRE_DRM.rainOfArrowsMounted)); // 8.23–8.24
  }
  return mods;
}

/** DH 8.14 / 8.23–8.24: does this unmodified roll make the firer Missile Low? */
export function dhGoesLow(weapon: DhWeapon, dr: number, rain: boolean, foot: boolean): boolean {
  const on = rain ? DH_MISSILE_LOW_ON[foot ? 'rainOfArrowsFoot' : 'rainOfArrowsMounted'] : DH_MISSILE_LOW_ON[weapon];
  return on.includes(dr);
}
