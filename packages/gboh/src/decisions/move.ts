import { editionOf } from '../edition';
import type { StepContext } from '@polemarch/kernel';
import { gbohHex } from '../perfHex';
import type { GbohAction } from '../actions';
import { effectiveMA, enemiesInZoc, inEnemyZoc, isInfantry, isOnMap, otherSide, sideOf } from '../board';
import { DH_RAIN_MOUNTED_MA } from '../charts/devilsHorsemenMissile';
import { rainEligible } from '../rules/rainOfArrows';
import { applyStep, legalSteps, retireFireOffers, stackedWithFriend } from '../movement';
import { chartOf } from '../terrain';
import { applyFacing, columnFacings, legalFacings } from '../facing';
import { fireTargets } from '../missile';
import { heldInColumn } from '../rules/reinforcements';
import { hooks } from '../battleRules';
import { distanceToEnemy } from '../rules/uncontrolled';
import { note } from '../log';
import type { GbohState, MoveState } from '../types';
import { type GbohDecisions, msg } from './decision';
import { declareFire } from './fire';
import { revealNear } from './reveal';

/**
 * 6.3 A unit's move, step by step: the legal steps, facings, fire on the move (8.11), Column (6.41), and the end
 * of the move.
 */

/**
 * The move decision's legal actions. `withFire` false leaves out fire on the move (8.11), the one costly part (line
 * of sight): the reach search (`reach.ts`) needs only the steps, facings and whether the move may end.
 */
export function moveActions(s: GbohState, withFire = true): GbohAction[] {
  const m = s.move!;
  const out: GbohAction[] = [];
  // A move the battle started itself (casilinum.wedge: a wave moving up) offers the battle's own choices.
  const own = hooks.moveActions(s, m);
  if (own !== null) return own;
  // The battle's formation may bind a unit to its place instead of the whole MA (casilinum.wedge, R-WEDGE).
  // DH 9.31: a Knight failing its Aggression roll charges the same way (liegnitz.chivalricCode).
  const uncontrolled = (s.activation?.kind === 'uncontrolled' && hooks.mustAdvanceFully(s, m.unit)) || hooks.chargeBound(s, m.unit);
  const place = s.activation?.kind === 'uncontrolled' ? hooks.uncontrolledPlace(s, m.unit) : null;
  // 11.31 engine reading (d): each hex entered must bring the unit closer to the nearest enemy.
  const all = legalSteps(s, m);
  let steps = uncontrolled ? all.filter((to) => closerTo(s, m.unit, to)) : all;
  // A follower steps toward its place and may stop only there or when no step brings it closer.
  const toPlace = place === null ? [] : steps.filter((to) => gbohHex.distance(to, place) < gbohHex.distance(s.units[m.unit]!.hex!, place));
  if (place !== null) steps = toPlace;
  if (s.activation?.noCloseIn.includes(m.unit)) steps = steps.filter((to) => !adjacentToEnemy(s, m.unit, to));
  // 6.61 before 11.31: a unit passing through a friend may not stop there, so when no step closer to the
  // enemy leaves the shared hex, any legal step out of it is allowed (ruling R-UNC-STACK).
  if (steps.length === 0 && stackedWithFriend(s, m.unit)) steps = all;
  for (const to of steps) out.push({ type: 'step', to });
  for (const facing of legalFacings(s, m)) out.push({ type: 'face', facing });
  const u = s.units[m.unit]!;
  if (withFire && !u.fired && m.fireAllowed && u.pivotedInZoc !== true && s.static.units[m.unit]!.missile !== null) { // DH 7.13
    const rain = rainOnTheMove(s, m); // DH 8.23
    for (const t of fireTargets(s, m.unit)) {
      if (!fireAfterStepOk(s, m.unit, t)) continue;
      out.push({ type: 'fire', unit: m.unit, target: t });
      if (rain) out.push({ type: 'fire', unit: m.unit, target: t, rain: true });
    }
  }
  if (!uncontrolled && columnToggleAllowed(s)) for (const facing of columnFacings(u)) out.push({ type: 'column', facing });
  // 6.11: an Uncontrolled unit uses its entire MA: it may stop only when no step toward the enemy is left.
  if (!stackedWithFriend(s, m.unit) && ((!uncontrolled && place === null) || steps.length === 0)) out.push({ type: 'end-move' });
  return out;
}

/**
 * DH 8.23 (ruling DH-ROA-1): a mounted archer with the red triangle may announce Rain of Arrows on the move while it has
 * spent no more than 5 MP in this order; its MA for the order is then 5 (what it spent counts). Foot archers using it
 * cannot move (8.24): they announce it with the stationary ordered fire only.
 */
function rainOnTheMove(s: GbohState, m: MoveState): boolean {
  if (isInfantry(s.static.units[m.unit]!) || !rainEligible(s, m.unit)) return false;
  return effectiveMA(s, m.unit) - m.mpLeft <= DH_RAIN_MOUNTED_MA;
}

function adjacentToEnemy(s: GbohState, id: string, hex: string): boolean {
  const enemy = otherSide(s, sideOf(s, id));
  return Object.entries(s.units).some(([oid, o]) => isOnMap(o) && s.static.units[oid]!.side === enemy && gbohHex.distance(o.hex!, hex) === 1);
}

function closerTo(s: GbohState, id: string, to: string): boolean {
  const u = s.units[id]!;
  const from = u.hex!;
  const d0 = distanceToEnemy(s, id);
  u.hex = to;
  const d1 = distanceToEnemy(s, id);
  u.hex = from;
  return d1 < d0;
}

/** 8.11: fire before any hex change, or just after a step that brought the unit closer to the target. */
function fireAfterStepOk(s: GbohState, id: string, target: string): boolean {
  const m = s.move!;
  if (!m.changedHex) return true;
  if (m.lastStepFrom === null) return false;
  const t = s.units[target]!.hex!;
  return gbohHex.distance(s.units[id]!.hex!, t) < gbohHex.distance(m.lastStepFrom, t);
}

/** 6.41: infantry of a Disciplined army, not in enemy ZOC, 1 MP, at the end of its move. */
function columnToggleAllowed(s: GbohState): boolean {
  const m = s.move!;
  const su = s.static.units[m.unit]!;
  const u = s.units[m.unit]!;
  if (!isInfantry(su) || su.type === 'Cheiroballistra' || u.status !== 'normal') return false;
  const side = s.static.sides.find((x) => x.id === su.side)!;
  // 6.41 (DH 6.41: any non-routed infantry); Attila battles: no Column.
  if ((side.discipline !== 'disciplined' && !editionOf(s).flags.columnAnyInfantry) || s.static.attila) return false;
  if (inEnemyZoc(s, u.hex!, su.side) || m.mpLeft < chartOf(s).enterLeaveColumnMP || u.fired || stackedWithFriend(s, m.unit)) return false;
  if (u.inColumn && heldInColumn(s, m.unit)) return false; // Tricameron: no leaving Column until all have entered
  return true;
}

export function applyMove(s: GbohState, ctx: StepContext, action: GbohAction): void {
  const m = s.move!;
  switch (action.type) {
    case 'step': {
      const offers = retireFireOffers(s, m.unit, action.to);
      if (offers.length > 0) {
        m.pendingStep = action.to;
        s.reactions.push(...offers);
      } else applyStep(s, ctx, m, action.to);
      revealNear(s, ctx, m.unit);
      return;
    }
    case 'face':
      applyFacing(s, ctx, m, action.facing);
      return;
    case 'fire': {
      const moved = m.changedHex;
      if (!m.changedHex) m.firedInPlace = true;
      m.fireAllowed = false;
      const u = s.units[m.unit]!;
      // DH 8.23: Rain of Arrows on the move: MA 5 for this order (the MP already spent count).
      if (action.rain === true) m.mpLeft = Math.max(0, Math.min(m.mpLeft, DH_RAIN_MOUNTED_MA - (effectiveMA(s, m.unit) - m.mpLeft)));
      declareFire(s, ctx, m.unit, action.target, { range: gbohHex.distance(u.hex!, s.units[action.target]!.hex!), moved, kind: 'ordered', ...(action.rain === true ? { rain: true } : {}) });
      return;
    }
    case 'column': {
      const u = s.units[m.unit]!;
      if (!u.moved) u.moved = true;
      u.inColumn = !u.inColumn;
      // 6.43: a column faces a hexside; the change turns the unit 30° to the side the owner chose (ruling R-COL-1).
      u.facing = action.facing;
      note(ctx, u.inColumn ? 'move.intoColumn' : 'move.outOfColumn', { unit: m.unit, inColumn: u.inColumn, facing: u.facing }, '6.41');
      endMove(s, ctx);
      return;
    }
    case 'end-move':
      endMove(s, ctx);
      return;
    default:
      return;
  }
}

function endMove(s: GbohState, ctx: StepContext): void {
  const m = s.move!;
  const u = s.units[m.unit]!;
  if (isOnMap(u) && u.shock === 'mustCheck' && enemiesInZoc(s, m.unit, 'shock').length === 0) u.shock = null;
  s.move = null;
  // 5.46 (DH: "moved" = ends in a different hex): the trumping leader's order is given.
  if (s.activation !== null && (m.changedHex || u.fired)) s.activation.acted = true;
  note(ctx, 'move.end', { unit: m.unit }, '6.31');
}

// ---------------------------------------------------------------- the decision (6.3)

export const moveDecisions: GbohDecisions<'move'> = {
  move: {
    rule: 'gboh 6.3',
    prompt: () => msg('prompt.move'),
    legal: (s) => moveActions(s),
    apply: (s, _c, action, ctx) => applyMove(s, ctx, action),
  },
};
