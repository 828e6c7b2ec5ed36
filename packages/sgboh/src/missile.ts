import { elevationAt, gbohHex, lineOfSight, closerToViewer, terrainAt } from '@polemarch/gboh-family';
import type { Modifier, StepContext } from '@polemarch/kernel';
import { arcFrom, enemiesInZoc, enemyZocOn, leadersAt, onBoard, unitsAt, zocHexes, zocMap } from './board';
import { artilleryBlocked, fortMissileDrm, fortPost, postFire } from './fortifications';
import { MISSILE_DRM, hitNumber, maxRange } from './charts/missile';
import { DH_ARC_MIN_RANGE, DH_FIRE_DRM, DH_MISSILE_RANGE, type DhArmour, type DhMissileRow, type FireMode, dhArmourDrm, dhBowOf, dhRow } from './charts/dhMissile';
import { addHits, eliminate, killLeader } from './effects';
import { elephantMissileCheck, withCause } from './special';
import type { SgbohState, Unit } from './types';
import { isCavalry, isSkirmisher } from './types';

/** 7.1 Missile Fire and 7.2 Reaction Fire. */

/** 7.18: units that can never fire; otherwise the weapon letter it fires with. */
export function weaponOf(u: Unit): string | null {
  return printedWeapon(u);
}

/** The weapon a unit fires with where it stands: 11.15 gives a unit in a Tower or on Ramparts the Sling line. */
export function weaponAt(s: SgbohState, u: Unit): string | null {
  if (isEngaged(s, u)) return null;
  const w = printedWeapon(u);
  // Ruling R-59: a crossbow fires only on the DH annex's chart (SGBoH's T3 has no crossbow line, 2.21).
  if (w === 'CB' && !s.options.dhMissile) return postFire(s, u) ? 'S' : null;
  return w ?? (postFire(s, u) ? 'S' : null);
}

/**
 * DH annex "Engaged" (ruling R-46, option `engaged`): a unit that started the Player Turn in an enemy ZOC or with an
 * enemy unit in its ZOC cannot fire (Reaction and Return Fire included) and cannot be fired at.
 */
export function isEngaged(s: SgbohState, u: Unit): boolean {
  return s.options.engaged && (u.turn.startInZoc || u.turn.startEnemyInZoc);
}

/** How far a unit fires where it stands (11.15's fire from a Tower or Ramparts: adjacent only). */
export function fireReach(s: SgbohState, u: Unit): number {
  const w = weaponAt(s, u);
  if (w === null) return 0;
  return rangeOf(s, u, w);
}

/**
 * The range of `w` fired by `u` where it stands: 11.15's Sling fire from a Tower or Ramparts reaches adjacent units
 * only; T2 note e / T3 note a: a unit in a Tower fires its own weapon one hex further (ruling R-50).
 */
function rangeOf(s: SgbohState, u: Unit, w: string): number {
  if (weaponOf(u) === null) return 1;
  return weaponRange(s, u, w) + (towerExtends(s, u) ? 1 : 0);
}

/** A weapon's range: T3's, or for a bow under the DH annex (ruling R-55) the DH 10.1 row's. */
export function weaponRange(s: SgbohState, u: Unit, w: string): number {
  const row = dhRowOf(s, u, w);
  return row === null ? maxRange(w) : DH_MISSILE_RANGE[row].length;
}

/**
 * DH annex "Lancio" (ruling R-55, option `dhMissile`): bows (B, C) and crossbows (CB, ruling R-59) fire on the DH 10.1
 * row of the firer; null: T3.
 */
function dhRowOf(s: SgbohState, u: Unit, w: string): DhMissileRow | null {
  if (!s.options.dhMissile || (w !== 'B' && w !== 'C' && w !== 'CB')) return null;
  return dhRow(w, isCavalry(u.type));
}

/** DH 10.2's row of a target (ruling R-55, DH-ARM-1): Knights and Mongol LC from the conversion, the rest by type. */
export function armourOf(u: Unit): DhArmour {
  if (u.armour !== undefined) return u.armour;
  if (u.type === 'HC') return u.cls === 'CAT' ? 'HC_CAT' : 'HC';
  if (u.type === 'LC' || u.type === 'LN') return 'LC_OTHER';
  if (u.type === 'HI' || u.type === 'MI') return u.type;
  return 'LI';
}

/**
 * DH annex "LOS" (ruling R-55): the fire modes open from `firer` to `to`: Direct Fire, its LOS blocked by combat units
 * but friendly ones adjacent to the firer; Arc Fire (bows, range ≥ 2: DH 10.2 note [a]) never blocked by units.
 * Terrain and elevation block both (7.13).
 */
export function dhFireModes(s: SgbohState, firer: Unit & { hex: string }, to: string, range: number): FireMode[] {
  const blocker = (h: string): boolean => s.units.some((u) => u.status === 'map' && u.hex === h && !(u.side === firer.side && gbohHex.distance(h, firer.hex) === 1));
  const out: FireMode[] = [];
  if (lineOfSight(s.map, firer.hex, to, { occupied: blocker })) out.push('direct');
  // DH 8.17 (annex "LOS"): crossbows fire Direct only.
  const arcs = firer.missile !== 'CB';
  if (arcs && range >= DH_ARC_MIN_RANGE && lineOfSight(s.map, firer.hex, to, { occupied: () => false })) out.push('arc');
  return out;
}

/** T2 note e (ruling R-50): a unit in a Tower with a weapon of its own (not 11.15's Sling fire) gets the extra hex. */
function towerExtends(s: SgbohState, u: Unit): boolean {
  return u.hex !== null && weaponOf(u) !== null && fortPost(s, u.hex) === 'tower';
}

/** T3 note a: the hit number at the Tower's extra hex is a modified 0. */
export const TOWER_EXTRA_RANGE_NEEDS = 0;

function printedWeapon(u: Unit): string | null {
  if (u.reduced || u.type === 'EL' || u.type === 'LG' || u.type === 'CO') return null;
  if (u.missile === null || u.missile === 'F' || u.missile === 'X') return null;
  if (u.inColumn) return null; // 11.25
  return u.missile;
}

/**
 * 7.13: LOS, blocked by woods, higher ground and combat units (archers and artillery see past nearer units); under the
 * DH annex a bow sees by Direct or Arc Fire (`dhFireModes`, ruling R-55).
 */
export function hasLos(s: SgbohState, firer: Unit & { hex: string }, to: string, weapon: string): boolean {
  if (dhRowOf(s, firer, weapon) !== null) return dhFireModes(s, firer, to, gbohHex.distance(firer.hex, to)).length > 0;
  const from = firer.hex;
  const occupied = (h: string): boolean => s.units.some((u) => u.status === 'map' && u.hex === h);
  const archer = weapon === 'A' || weapon === 'B' || weapon === 'C';
  return lineOfSight(s.map, from, to, archer ? { occupied, seesPast: closerToViewer(from, to) } : { occupied });
}

/** 7.12: targets of an active unit's fire now (range from Front/Flank, LOS, the ZOC-target obligation, 7.11 limits). */
export function fireTargets(s: SgbohState, u: Unit): Unit[] {
  if (!onBoard(u) || u.turn.fired) return [];
  const w = weaponAt(s, u);
  if (w === null) return [];
  // 7.11: artillery moves or fires; javelins in an enemy ZOC may not fire.
  if (u.type === 'ART' && u.turn.hexesMoved > 0) return [];
  if (w === 'J' && enemyZocOn(s, u).length > 0) return [];
  // 11.15: fire from a Tower or Ramparts reaches adjacent units only (a unit's own weapon keeps its range, +1 in a Tower).
  const range = rangeOf(s, u, w);
  const inZoc = enemiesInZoc(s, u);
  const candidates = inZoc.length > 0 ? inZoc : s.units.filter((e) => e.side !== u.side && onBoard(e) && gbohHex.distance(u.hex, e.hex!) <= range);
  return candidates.filter((e) => {
    const d = gbohHex.distance(u.hex, e.hex!);
    if (d > range || d < 1) return false;
    if (u.type !== 'ART' && arcFrom(u, e.hex!) === 'rear') return false;
    if (isEngaged(s, e)) return false;
    // 7.11; DH annex "Mounted archers": composite-bow cavalry fires at any point of its move.
    if (u.turn.movedAwayFrom.includes(e.id) && !(s.options.mountedArchers && w === 'C' && isCavalry(u.type))) return false;
    // 7.11: foot javelins fire at cavalry only after it reaction-fired at them (ruling R-16: never, in this engine's order).
    if (w === 'J' && !isCavalry(u.type) && isCavalry(e.type)) return false;
    // 10.12: artillery does not fire through walls or ramparts unless in a Tower.
    if (u.type === 'ART' && artilleryBlocked(s, u.hex, e.hex!)) return false;
    return hasLos(s, u, e.hex!, w);
  });
}

/**
 * 7.16 Hit-and-Run (foot: SK, SK*, LI, LP not armed with bows, two hexes from a non-cavalry unit, the hex between
 * empty) and 7.17 (missile cavalry, two to four hexes, along empty hexes out of enemy ZOC but next to the target):
 * fire as at range 1, using all the firer's MP. Only before the unit has moved or fired this activation.
 */
export function hitAndRunTargets(s: SgbohState, u: Unit): Unit[] {
  if (!onBoard(u) || u.turn.fired || u.turn.hexesMoved > 0 || (u.turn.mp !== null && u.turn.mp < u.ma)) return [];
  const w = weaponOf(u);
  if (w === null || w === 'ART') return [];
  const cav = isCavalry(u.type);
  const foot = (isSkirmisher(u.type) || u.type === 'LI' || u.type === 'LP') && w !== 'A' && w !== 'B' && w !== 'C';
  if (!cav && !foot) return [];
  if (enemyZocOn(s, u).length > 0 || enemiesInZoc(s, u).length > 0) return [];
  const occupied = (h: string): boolean => unitsAt(s, h).length > 0;
  const reach = cav ? 4 : 2;
  const foes = s.units.filter((e): e is Unit & { hex: string } => e.side !== u.side && onBoard(e) && gbohHex.distance(u.hex, e.hex) <= reach);
  if (foes.length === 0) return [];
  const foeZoc = zocMap(s, foes[0]!.side);
  const friendZoc = zocMap(s, u.side);
  return foes.filter((t) => {
    const d = gbohHex.distance(u.hex, t.hex);
    if (d < 2 || arcFrom(u, t.hex) === 'rear' || isEngaged(s, t)) return false;
    // The target may not be in the ZOC of another unit friendly to the firer.
    if ((friendZoc.get(t.hex) ?? []).some((f) => f !== u)) return false;
    if (foot) {
      if (d !== 2 || isCavalry(t.type)) return false;
      return gbohHex.neighbours(u.hex).some((h) => gbohHex.distance(h, t.hex) === 1 && !occupied(h));
    }
    if (d < 2 || d > 4) return false;
    // 7.17: a path of empty hexes, out of enemy ZOC except next to the target (none at all against an elephant).
    const ok = (h: string): boolean => !occupied(h) && (!foeZoc.has(h) || (t.type !== 'EL' && gbohHex.distance(h, t.hex) === 1));
    let frontier = [u.hex];
    const seen = new Set(frontier);
    for (let step = 1; step < 4; step++) {
      const next: string[] = [];
      for (const h of frontier) {
        for (const n of gbohHex.neighbours(h)) {
          if (seen.has(n) || !ok(n)) continue;
          if (gbohHex.distance(n, t.hex) === 1) return true;
          seen.add(n);
          next.push(n);
        }
      }
      frontier = next;
    }
    return false;
  });
}

/**
 * Whether an inactive unit may Reaction Fire now (7.2: once per Player Turn); 7.24: artillery once at each active
 * unit (ruling R-51), so with a `target` the question is about that unit.
 */
export function canReactionFire(s: SgbohState, u: Unit, target?: Unit): boolean {
  if (!onBoard(u) || weaponAt(s, u) === null) return false;
  if (u.type === 'ART') return target === undefined ? true : !u.turn.firedAt.includes(target.id);
  return !u.turn.reactionFired;
}

/**
 * 7.24 (ruling R-51): inactive artillery may fire at each active unit within its range once, at any time of the
 * phase. Offered after an active unit's step when the step brings it within range and LOS or improves the hit number
 * (the best moment so far: declining keeps the right, to fire later at least as well).
 */
export function artilleryReactions(s: SgbohState, u: Unit & { hex: string }, from: string): { unit: string; range: number }[] {
  const out: { unit: string; range: number }[] = [];
  for (const a of s.units) {
    if (a.type !== 'ART' || a.side === u.side || !onBoard(a) || !canReactionFire(s, a, u)) continue;
    const w = weaponAt(s, a)!;
    const d = gbohHex.distance(a.hex, u.hex);
    const need = fireModifiers(s, a, u, d, { active: false, firerHits: a.hits })?.need ?? null;
    if (need === null || d > rangeOf(s, a, w) || artilleryBlocked(s, a.hex, u.hex) || !hasLos(s, a, u.hex, w)) continue;
    const before = hitNumber(w, gbohHex.distance(a.hex, from));
    if (before !== null && before >= need) continue;
    out.push({ unit: a.id, range: d });
  }
  return out;
}

/** 7.23: a unit fired on may return fire at its firer at its normal range, LOS and arc; in an enemy ZOC, only at a unit in its ZOC. */
export function returnFireRange(s: SgbohState, r: Unit, firer: Unit): number | null {
  if (!canReactionFire(s, r, firer) || !onBoard(firer) || isEngaged(s, firer)) return null;
  const w = weaponAt(s, r)!;
  const d = gbohHex.distance(r.hex!, firer.hex);
  if (d > rangeOf(s, r, w)) return null;
  if (r.type === 'ART' && artilleryBlocked(s, r.hex!, firer.hex)) return null;
  if (r.type !== 'ART' && arcFrom(r as Unit & { hex: string }, firer.hex) === 'rear') return null;
  if (enemyZocOn(s, r).length > 0 && !zocHexes(s, r).includes(firer.hex)) return null;
  if (!hasLos(s, r as Unit & { hex: string }, firer.hex, w)) return null;
  return d;
}

/**
 * 7.14, T3: the hit number and every missile DRM of one fire at an effective `range` (null: out of range). Also the
 * engine's answer to the board's odds (`odds.ts`).
 */
/** A fire's hit number and DRMs, and the chart cell it reads (T3's, or the DH annex's, ruling R-55). */
export type FireNumbers = { weapon: string; need: number; mods: Modifier[]; chart: { name: string; cell: string } };

export function fireModifiers(s: SgbohState, firer: Unit, target: Unit, range: number, opts: { active: boolean; firerHits: number; hitAndRun?: boolean }): FireNumbers | null {
  const w = weaponAt(s, firer);
  if (w === null || !onBoard(firer) || !onBoard(target)) return null;
  const dh = dhRowOf(s, firer, w);
  if (dh !== null) return dhFireModifiers(s, firer, target, range, dh, opts.active);
  // T3 note a (ruling R-50): one hex beyond the weapon's range from a Tower needs a modified 0.
  const hn = hitNumber(w, range) ?? (range === maxRange(w) + 1 && towerExtends(s, firer) ? TOWER_EXTRA_RANGE_NEEDS : null);
  if (hn === null) return null;
  const mods: Modifier[] = [];
  const add = (key: string, value: number): void => {
    if (value !== 0) mods.push({ label: { key: `drm.${key}` }, value });
  };
  const fh = firer.hex!;
  const th = target.hex!;
  // T3: a Tower counts as one level higher than the terrain it stands on (ruling R-50).
  const firerLevel = elevationAt(s.map, fh) + (fortPost(s, fh) === 'tower' ? 1 : 0);
  if (elevationAt(s.map, th) < firerLevel) add('target-lower', MISSILE_DRM.targetLower);
  add('firer-hits', MISSILE_DRM.perFirerHit * opts.firerHits);
  const archerSlinger = w === 'S' || w === 'A' || w === 'B' || w === 'C';
  if (opts.active && (archerSlinger || isCavalry(firer.type))) add('moving-firer', MISSILE_DRM.movingArcherSlingerCavalry);
  if (target.cls === 'CAT') add('target-cataphract', MISSILE_DRM.targetCataphract);
  const heavy = target.type === 'HI' || target.type === 'PH' || target.type === 'HO';
  if (heavy) add('target-heavy', MISSILE_DRM.targetHeavy);
  if (terrainAt(s.map, th) === 'woods') add('target-woods', MISSILE_DRM.targetWoods);
  if (target.missile === 'S' && !isSkirmisher(target.type)) add('target-slinger', MISSILE_DRM.targetSlinger);
  if (heavy && archerSlinger && range === 1 && gbohHex.distance(fh, th) === 1 && arcFrom(target as Unit & { hex: string }, fh) === 'front') add('heavy-front', MISSILE_DRM.heavyFrontAdjacentArcherSlinger);
  // 10.4: Germanic cavalry use the foot javelin line when adjacent to an enemy or making a Hit-and-Run from two hexes.
  const gcFoot = firer.type === 'GC' && (s.units.some((e) => e.side !== firer.side && onBoard(e) && gbohHex.distance(e.hex, fh) === 1) || (opts.hitAndRun === true && gbohHex.distance(fh, th) === 2));
  const mounted = isCavalry(firer.type) && !gcFoot;
  if (w === 'J' && mounted) add('mounted-javelin', MISSILE_DRM.mountedJavelin);
  if (opts.hitAndRun === true && w === 'J' && !mounted) add('javelin-hit-and-run', MISSILE_DRM.footJavelinHitAndRun);
  // T2 (rulings ): the firer's row of the works the fire crosses; 11.15: +1 to fire from a Tower or Ramparts.
  add('fortification', fortMissileDrm(s, fh, th, w));
  if (postFire(s, firer) && weaponOf(firer) === null) add('tower-rampart', 1);
  return { weapon: w, need: hn, mods, chart: { name: 'T3', cell: `${w}/${range}` } };
}

/**
 * DH annex "Lancio" (ruling R-55): the DH 10.1 hit number of the firer's row and DH's printed DRMs (moving firer by
 * R-17's reading, target in woods, target lower) with the DH 10.2 armour DRM of the better open mode (the mode changes
 * nothing else in SGBoH, so the firer's choice is the lower DRM). T2 works keep their DRM (11.14); T3's own DRMs do not
 * apply. A Tower's extra hex needs a modified 0 as under T3.
 */
function dhFireModifiers(s: SgbohState, firer: Unit & { hex: string }, target: Unit & { hex: string }, range: number, row: DhMissileRow, active: boolean): FireNumbers | null {
  const numbers = DH_MISSILE_RANGE[row];
  const hn = numbers[range - 1] ?? (range === numbers.length + 1 && towerExtends(s, firer) ? TOWER_EXTRA_RANGE_NEEDS : null);
  if (hn === null || range < 1) return null;
  const bow = dhBowOf(row);
  const armour = armourOf(target);
  const drm = (m: FireMode): number => dhArmourDrm(armour, m, bow) ?? Infinity;
  const modes = dhFireModes(s, firer, target.hex, range);
  // Hit-and-Run fires "as at range 1" (7.16/7.17): the Direct columns (DH 10.2 note [a]) whatever the LOS between.
  const open: FireMode[] = range === 1 ? ['direct'] : modes.length > 0 ? modes : ['direct'];
  const mode = open.reduce((best, m) => (drm(m) < drm(best) ? m : best));
  const mods: Modifier[] = [];
  const add = (key: string, value: number): void => {
    if (value !== 0) mods.push({ label: { key: `drm.${key}` }, value });
  };
  const firerLevel = elevationAt(s.map, firer.hex) + (fortPost(s, firer.hex) === 'tower' ? 1 : 0);
  if (elevationAt(s.map, target.hex) < firerLevel) add('target-lower', DH_FIRE_DRM.targetAtLowerElevation);
  if (active) add('moving-firer', DH_FIRE_DRM.firerMovedOrWillMove);
  if (terrainAt(s.map, target.hex) === 'woods') add('target-woods', DH_FIRE_DRM.targetInWoods);
  add(`armour-${mode}`, drm(mode));
  add('fortification', fortMissileDrm(s, firer.hex, target.hex, bow));
  return { weapon: bow, need: hn, mods, chart: { name: 'DH 10.1/10.2', cell: `${row}/${range} ${mode} ${armour}` } };
}

/**
 * 7.14: resolve one fire at an effective `range`. `firerHits` is the firer's Hits before the exchange (7.2 simultaneous).
 * `active`: fire by the Active Player (the moving-firer DRM, ruling R-17).
 */
export function resolveFire(s: SgbohState, firer: Unit, target: Unit, range: number, ctx: StepContext, opts: { active: boolean; firerHits: number; rule: string; hitAndRun?: boolean }): void {
  const f = fireModifiers(s, firer, target, range, opts);
  if (f === null) return;
  const { need: hn, mods, chart } = f;
  const th = target.hex!;
  const roll = ctx.rng.d10();
  const total = mods.reduce((a, m) => a + m.value, 0);
  const hit = roll + total <= hn;
  ctx.emit({
    key: hit ? 'fire.hit' : 'fire.miss',
    params: { firer: firer.name, target: target.name, range, need: hn, roll: roll + total },
    rule: `sgboh ${opts.rule}`,
    rolls: [{ die: 'd10', value: roll }],
    modifiers: mods,
    chart: { ...chart, result: hit ? 'hit' : 'miss' },
  });
  // 7.15: a natural 0 with a leader in the target hex: a second 0 kills him.
  const leaders = leadersAt(s, th);
  if (roll === 0 && leaders.length > 0) {
    for (const l of leaders) {
      const second = ctx.rng.d10();
      ctx.emit({ key: 'leader.check', params: { leader: l.name, roll: second }, rule: 'sgboh 7.15', rolls: [{ die: 'd10', value: second }] });
      if (second === 0) killLeader(s, l, ctx, '7.15');
    }
  }
  if (hit) {
    const top = unitsAt(s, th)[0];
    if (top !== undefined) {
      withCause(firer.id, () => {
        addHits(s, top, 1, ctx, '7.14');
        // 7.14: an elephant hit checks for a Rampage.
        if (top.type === 'EL') elephantMissileCheck(s, top, ctx, eliminate, addHits);
      });
    }
  }
}
