import type { StepContext } from '@polemarch/kernel';
import { gbohHex } from '../perfHex';
import type { GbohAction } from '../actions';
import { hooks } from '../battleRules';
import { isOnMap, otherSide } from '../board';
import { addHitsAndRout } from '../cohesion';
import { note } from '../log';
import { hasLOS, strengthAt } from '../missile';
import { editionOf } from '../edition';
import type { CounterSide, GbohState, StaticUnit } from '../types';
import { dhHasLOS, dhWeapon } from './dhFire';

/**
 * 11.1 Dismounted Cavalry. An HC Cataphract unit may dismount (replaced by its HI counter of the same name and
 * number), and a dismounted unit may remount, by a movement order (Individual Order or within a Line Command) that
 * is the unit's whole action for that order (it expends all its MP), when it is at least 5 hexes from every enemy
 * combat unit and not within range and LOS of an enemy missile unit able to fire. It may take any facing.
 * The two counters are two units of the battle data linked by `dismountCounterpart` (ruling ).
 *
 * DH 9.4 (edition flag `dismount` 'dh'): every counter with a dismounted side may dismount (the data says which: the
 * Mongol HC and LC, whose sides are one unit's `otherSide` flipped in place, and the Khwarazmian HC, two units as in
 * 11.1), when no enemy unit is within 4 hexes and no enemy missile unit not out of missiles has it within range and
 * Direct-Fire LOS; the same to remount.
 */

/** 11.1: the minimum distance to every enemy combat unit ("at least 5 hexes"). */
export const DISMOUNT_MIN_DISTANCE = 5;

/**
 * The counter this unit becomes if it dismounts or remounts now (its own id when the counter flips in place, DH 9.4),
 * or null when 11.1 / DH 9.4 does not let it.
 */
export function dismountTarget(s: GbohState, id: string): string | null {
  const st = s.static;
  const su = st.units[id]!;
  const u = s.units[id]!;
  const dh = editionOf(s).flags.dismount === 'dh';
  const to = su.counterpart ?? (dh && su.otherSide !== undefined ? id : null);
  if (st.attila || to === null) return null; // attila.rulesNotUsed: no 11.1 at Utus and the Catalaunian Fields
  if (to !== id) {
    const other = s.units[to];
    if (other === undefined || other.hex !== null || other.status === 'eliminated') return null;
  }
  // 11.1: HC Cataphract units only; DH 9.4: any counter with a dismounted side.
  if (!dh && !su.dismounted && (su.type !== 'HC' || su.class !== 'Cat')) return null;
  if (!hooks.mayDismount(s, id, su.dismounted === true)) return null; // the battle's own limits (taginae.dismounted)
  // The order moves the unit: the same conditions as an ordinary move order.
  if (!isOnMap(u) || u.status !== 'normal' || u.ordered !== null || u.inColumn || u.shieldWall || u.engaged || u.uncontrolled) return null;
  if (!hooks.mayMove(s, id)) return null;
  return safeFromEnemy(s, id) ? to : null;
}

/**
 * 11.1: at least 5 hexes from any enemy combat unit and not within range and LOS of an enemy missile unit able to
 * fire. DH 9.4: "not within 4 hexes" of an enemy unit (the same 5 hexes) and not within range and Direct-Fire LOS of an
 * enemy missile unit that is not out of missiles.
 */
export function safeFromEnemy(s: GbohState, id: string): boolean {
  const hex = s.units[id]!.hex!;
  const enemy = otherSide(s, s.static.units[id]!.side);
  const dh = editionOf(s).flags.dismount === 'dh';
  for (const eid in s.units) {
    const e = s.units[eid]!;
    if (!isOnMap(e) || s.static.units[eid]!.side !== enemy) continue;
    const dist = gbohHex.distance(e.hex!, hex);
    if (dist < DISMOUNT_MIN_DISTANCE) return false;
    if (dh) {
      if (dhWeapon(s.static.units[eid]!) !== null && e.supply !== 'no' && strengthAt(s, eid, id, dist) !== null && dhHasLOS(s, eid, id, 'direct')) return false;
    } else if (missileAble(s, eid) && strengthAt(s, eid, id, dist) !== null && hasLOS(s, eid, id)) return false;
  }
  return true;
}

/**
 * "An enemy missile unit that can fire" (engine reading of rules.md 11.1): missile armed, not Missile No, not routed,
 * not In Column, Shield Wall or Engaged, a Cheiroballistra in Fire mode. Range and LOS only: its fire arc is ignored
 * (the rule names none, and the unit could turn). H&D reaches 4 hexes (8.32), inside the 5-hex condition already.
 */
function missileAble(s: GbohState, id: string): boolean {
  const u = s.units[id]!;
  if (s.static.units[id]!.missile === null || u.supply === 'no' || u.status === 'routed') return false;
  if (u.inColumn || u.shieldWall || u.engaged) return false;
  return u.cheiro === null || u.cheiro.mode === 'fire';
}

/** The dismount / remount actions of a unit now, one per facing (11.1: "it may take any facing"). */
export function dismountActions(s: GbohState, id: string): GbohAction[] {
  const to = dismountTarget(s, id);
  if (to === null) return [];
  const type = s.static.units[id]!.dismounted ? 'remount' : 'dismount';
  return [0, 1, 2, 3, 4, 5].map((facing) => ({ type, unit: id, facing }));
}

/**
 * 11.1: replace the unit by its other counter in the same hex. Cohesion Hits, missile supply, Moved, Rallied status
 * and the set-up hex carry over (rules.md 11.1 engine readings); the new counter has been ordered to move this
 * phase (5.24) and is Moved, taking the 6.13 hit if the old one already was. Returns the new counter's id.
 */
export function applyDismount(s: GbohState, ctx: StepContext, id: string, facing: number): string {
  const to = dismountTarget(s, id)!;
  const su = s.static.units[id]!;
  if (to === id) {
    // DH 9.4: the counter is flipped; the unit's state carries over as with a counterpart (the spec's engine reading).
    const u = s.units[id]!;
    const wasMoved = u.moved;
    flipCounter(s, id, true);
    const now = s.static.units[id]!;
    Object.assign(u, { facing, inColumn: false, shock: null, ordered: 'move', moved: true });
    if (now.missile === null) u.supply = 'no';
    else if (su.missile === null) u.supply = 'full';
    note(ctx, su.dismounted ? 'unit.remounts' : 'unit.dismounts', { unit: id, counter: id, hex: u.hex!, facing }, '11.1'); // cited as DH 9.4 by the edition
    if (wasMoved) addHitsAndRout(s, ctx, id, 1, 'moved again', '6.13');
    return id;
  }
  const tsu = s.static.units[to]!;
  const from = s.units[id]!;
  const wasMoved = from.moved;
  s.units[to] = {
    ...from,
    facing,
    inColumn: false,
    supply: tsu.missile === null ? 'no' : su.missile === null ? 'full' : from.supply,
    shock: null,
    ordered: 'move',
    owFiredAt: [...from.owFiredAt],
    shieldWall: false,
    columnAttacked: false,
    cheiro: null,
    moved: true,
  };
  // The counter taken off the map: fresh, as a counter in the box (the horses are safe: 11.1 note).
  s.units[id] = {
    ...from,
    hex: null,
    hits: 0,
    status: 'normal',
    moved: false,
    supply: su.missile === null ? 'no' : 'full',
    shock: null,
    ordered: null,
    fired: false,
    reactionFaced: false,
    owFiredAt: [],
    reorganized: 0,
    shieldWall: false,
    columnAttacked: false,
    uncontrolled: false,
    engaged: false,
  };
  note(ctx, su.dismounted ? 'unit.remounts' : 'unit.dismounts', { unit: id, counter: to, hex: from.hex!, facing }, '11.1');
  if (wasMoved) addHitsAndRout(s, ctx, to, 1, 'moved again', '6.13');
  return to;
}

/** A static unit's printed values on the side it shows now (DH 9.4). */
function shownSide(su: StaticUnit): CounterSide {
  return {
    type: su.type,
    class: su.class,
    tq: su.tq,
    ma: su.ma,
    missile: su.missile,
    feignedRetreat: su.feignedRetreat,
    frValue: su.frValue,
    routPoints: su.routPoints,
    dismounted: su.dismounted === true,
    rainOfArrows: su.rainOfArrows === true,
    movedPenaltyExempt: su.movedPenaltyExempt === true,
  };
}

/**
 * DH 9.4: turn a unit's counter over in place (copy on write of the static data): its other side's printed values
 * replace the shown ones. `mayFlipBack` false: the side left is dropped (12.21: the Mongol can no longer remount).
 */
export function flipCounter(s: GbohState, id: string, mayFlipBack: boolean): void {
  const su = s.static.units[id]!;
  const to = su.otherSide!;
  const { otherSide: _left, rainOfArrows: _r, movedPenaltyExempt: _m, ...rest } = su;
  const next: StaticUnit = {
    ...rest,
    type: to.type,
    class: to.class,
    tq: to.tq,
    ma: to.ma,
    missile: to.missile,
    feignedRetreat: to.feignedRetreat,
    frValue: to.frValue,
    routPoints: to.routPoints,
    dismounted: to.dismounted,
    // Optional flags present only when set, as the loader writes them.
    ...(to.rainOfArrows ? { rainOfArrows: true } : {}),
    ...(to.movedPenaltyExempt ? { movedPenaltyExempt: true } : {}),
    ...(mayFlipBack ? { otherSide: shownSide(su) } : {}),
  };
  s.static = { ...s.static, units: { ...s.static.units, [id]: next } };
}
