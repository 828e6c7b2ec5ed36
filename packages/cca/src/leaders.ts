import type { StepContext } from '@polemarch/kernel';
import { onOwnBaseline, other, towardOwnSide } from './board';
import { countFace, rollDice } from './dice';
import { closeDiceForEscape } from './escapeDice';
import { leaderLabel, unitLabel } from './messages';
import { type CcaState, type Leader, type Unit, attachedLeader, leaderAt, unitAt } from './state';
import { isImpassable, terrainAt } from './terrain';
import { UNITS } from './units';
import { removeLeader, removeUnit } from './victory';

/**
 * Leader Casualty Check (§14.1), rolled by the opponent: 2 dice and two leader symbols when the unit
 * survived its losses, 1 die and one leader symbol when the unit was eliminated (§14.1.5; then the
 * leader must Evade). Returns true if the leader was lost.
 */
export function leaderCasualtyCheck(s: CcaState, ctx: StepContext, l: Leader, unitEliminated: boolean): boolean {
  const n = unitEliminated ? 1 : 2;
  const { faces, rolls } = rollDice(ctx, n);
  const hit = countFace(faces, 'leader') >= n;
  ctx.emit({ key: 'leader.check', params: { leader: leaderLabel(l), dice: n, result: hit ? 'hit' : 'safe' }, rule: unitEliminated ? 'cca 14.1.5' : 'cca 14.1.2', rolls });
  if (hit) removeLeader(s, ctx, l, true);
  else if (unitEliminated) s.leaderEvades.push(l.id);
  return hit;
}

/**
 * A unit loses blocks outside the ordinary hit roll (blocked retreat, Rampage, elephant path,
 * marsh): eliminate it if it has none left, and make the Leader Casualty Check unless one was
 * already made in this combat sequence (§14.1.3). Returns true if the unit was eliminated.
 */
export function loseBlocks(s: CcaState, ctx: StepContext, u: Unit, n: number, leaderAlreadyChecked: boolean, rule: string, defer = false): boolean {
  if (n <= 0) return false;
  const lost = Math.min(n, u.blocks);
  u.blocks -= lost;
  ctx.emit({ key: 'unit.loses', params: { unit: unitLabel(u), blocks: lost, left: u.blocks }, rule });
  const l = attachedLeader(s, u);
  if (u.blocks <= 0) {
    removeUnit(s, ctx, u, true, defer);
    if (l !== undefined && s.outcome === null) {
      if (leaderAlreadyChecked) s.leaderEvades.push(l.id);
      else leaderCasualtyCheck(s, ctx, l, true);
    }
    return true;
  }
  if (l !== undefined && !leaderAlreadyChecked && s.outcome === null) leaderCasualtyCheck(s, ctx, l, false);
  return false;
}

/** §16.11: a unit entering a marsh hex rolls 1 die and loses a block on its own class symbol. */
export function marshCheckUnit(s: CcaState, ctx: StepContext, u: Unit): boolean {
  if (terrainAt(s.terrain, u.hex) !== 'marsh') return false;
  const { faces, rolls } = rollDice(ctx, 1);
  const hit = faces[0] === UNITS[u.type].cls;
  ctx.emit({ key: 'marsh.check', params: { piece: unitLabel(u), result: hit ? 'hit' : 'safe' }, rule: 'cca 16.11', rolls });
  if (hit) return loseBlocks(s, ctx, u, 1, false, 'cca 16.11');
  return false;
}

/** §14.4: a lone leader entering a marsh rolls 1 die; a leader symbol eliminates it. */
export function marshCheckLeader(s: CcaState, ctx: StepContext, l: Leader, h: number): boolean {
  if (terrainAt(s.terrain, h) !== 'marsh') return false;
  const { faces, rolls } = rollDice(ctx, 1);
  const hit = faces[0] === 'leader';
  ctx.emit({ key: 'marsh.check', params: { piece: leaderLabel(l), result: hit ? 'hit' : 'safe' }, rule: 'cca 14.4', rolls });
  if (hit) removeLeader(s, ctx, l, true);
  return hit;
}

/**
 * Every legal Leader Evasion path (§13.3.2, §13.4): 1–3 hexes toward its own side, through friendly
 * pieces and (by Leader Escape) enemy units, never into a lone enemy leader's hex (ruling R-18) or
 * impassable terrain; it may not end in an enemy unit's hex or with another friendly leader. −1 as the
 * last entry: off its own edge (lost, no banner).
 */
export function leaderEvadePaths(s: CcaState, l: Leader): number[][] {
  const out: number[][] = [];
  const walk = (h: number, path: number[]): void => {
    if (path.length > 0) {
      const u = unitAt(s, h);
      const other = leaderAt(s, h);
      const endOk = (u === undefined || u.side === l.side) && (other === undefined || other.id === l.id);
      if (endOk) out.push([...path]);
    }
    if (path.length === 3) return;
    if (onOwnBaseline(h, l.side)) out.push([...path, -1]);
    for (const n of towardOwnSide(h, l.side)) {
      if (isImpassable(s.terrain, n, 'leader')) continue;
      const ol = leaderAt(s, n);
      if (ol !== undefined && ol.side !== l.side && unitAt(s, n) === undefined) continue;
      walk(n, [...path, n]);
    }
  };
  walk(l.hex, []);
  return out;
}

/** Run an Evade along a chosen path: escape rolls through enemy units, marsh checks (§13.3–13.4, §14.4). */
export function leaderEvade(s: CcaState, ctx: StepContext, l: Leader, path: readonly number[]): void {
  const i = s.leaderEvades.indexOf(l.id);
  if (i >= 0) s.leaderEvades.splice(i, 1);
  ctx.emit({ key: 'leader.evades', params: { leader: leaderLabel(l), hexes: path.length }, rule: 'cca 13.3' });
  for (const h of path) {
    if (h === -1) {
      // §13.3.2(g): off its own side — lost, but no banner.
      removeLeader(s, ctx, l, false);
      return;
    }
    const blocker = unitAt(s, h);
    if (blocker !== undefined && blocker.side !== l.side) {
      const n = closeDiceForEscape(s, blocker);
      const { faces, rolls } = rollDice(ctx, n);
      const hit = faces.includes('leader');
      ctx.emit({ key: 'leader.escape', params: { leader: leaderLabel(l), unit: unitLabel(blocker), result: hit ? 'hit' : 'safe' }, rule: 'cca 13.4', rolls });
      if (hit) {
        removeLeader(s, ctx, l, true);
        return;
      }
    }
    if (unitAt(s, h) === undefined && marshCheckLeader(s, ctx, l, h)) return;
  }
  const end = path[path.length - 1] as number;
  l.hex = end;
}

/** Leaders of `side` able to support (lone leaders count as supporting units, §12.6.3). */
export function isLoneLeaderAt(s: CcaState, h: number, side: CcaState['active']): boolean {
  const l = leaderAt(s, h);
  return l !== undefined && l.side === side && unitAt(s, h) === undefined;
}

export function enemyOf(side: CcaState['active']): CcaState['active'] {
  return other(side);
}
