import { editionOf } from './edition';
import { type StepContext } from '@polemarch/kernel';
import { gbohHex } from './perfHex';
import { isCavalry, isOnMap } from './board';
import { isDifficult } from './map';
import { addHitsAndRout } from './cohesion';
import { note } from './log';
import { beginMoving, stackedWithFriend } from './movement';
import { queueAdjacencyReactions } from './moveReactions';
import { chartOf } from './terrain';
import type { GbohState, MoveState } from './types';

/** 7.0 Facing: facing changes in a move (7.12–7.13), Reaction Facing Change (7.14), Column facings (6.43). */

/** 7.13: hits for turning one vertex in Difficult terrain (Column units too, ruling R-TERR-2). */
export function facingHits(s: GbohState, id: string): number {
  if (editionOf(s).flags.facing === 'dh' && s.static.units[id]!.type === 'LI') return 0; // DH Terrain Chart: LI 0
  return isDifficult(s.static.map, s.units[id]!.hex!) ? chartOf(s).facingHitsInDifficult : 0;
}

/** 7.12: the MP of the next vertex turned; DH note b: a cavalry unit's facing change costs 1 MP however many vertices. */
export function facingMP(s: GbohState, m: MoveState): number {
  const flat = editionOf(s).flags.facing === 'dh' && isCavalry(s.static.units[m.unit]!);
  return flat && m.facedFlat !== undefined ? 0 : chartOf(s).facingPerVertexMP;
}

/** Legal facing changes (one vertex at a time, 7.12), with 7.25 limits. */
export function legalFacings(s: GbohState, m: MoveState): number[] {
  const u = s.units[m.unit]!;
  if (m.stopped || u.status !== 'normal') return [];
  if (u.inColumn && editionOf(s).flags.columnFacing === 'frontFlankOnly') return []; // DH 6.44: ahead or front-flank only
  if (m.startedInZoc && !m.changedHex) {
    if (m.zocFacingCap === null || m.facingSpentInZoc + 1 > m.zocFacingCap) return [];
  }
  if (m.mpLeft < facingMP(s, m)) return [];
  // Passing through a friendly unit: it keeps going, no turning inside the occupied hex (6.65).
  if (stackedWithFriend(s, m.unit)) return [];
  const next = [gbohHex.dir(u.facing + 1), gbohHex.dir(u.facing - 1)];
  // DH note b (ruling DH-FACE-1): the vertices after the paid one are free, so the change goes on one way only: a
  // facing already held in this hex since the unit paid would be a free turn back (AI searches looped on it).
  const held = m.facedFlat;
  return held === undefined ? next : next.filter((f) => !held.includes(f));
}

/**
 * What every facing change does to the moving unit (7.12): `applyFacing` and the reach search's quiet turn
 * (reach.ts) both go through here.
 */
export function turnTo(s: GbohState, m: MoveState, facing: number): void {
  const u = s.units[m.unit]!;
  m.mpLeft -= facingMP(s, m);
  if (editionOf(s).flags.facing === 'dh' && isCavalry(s.static.units[m.unit]!)) (m.facedFlat ??= [u.facing]).push(facing);
  if (m.startedInZoc && !m.changedHex) {
    m.facingSpentInZoc++;
    if (editionOf(s).flags.zocPivot === 'dh') u.pivotedInZoc = true; // DH 7.13: no fire, no Shock after it
  }
  u.facing = facing;
  m.lastStepFrom = null;
}

export function applyFacing(s: GbohState, ctx: StepContext, m: MoveState, facing: number): void {
  beginMoving(s, ctx, m);
  const u = s.units[m.unit]!;
  if (!isOnMap(u) || u.status !== 'normal') return;
  turnTo(s, m, facing);
  note(ctx, 'move.face', { unit: m.unit, facing }, '7.12');
  addHitsAndRout(s, ctx, m.unit, facingHits(s, m.unit), 'facing change in difficult terrain', '7.13');
  if (u.status === 'normal') queueAdjacencyReactions(s, m.unit, null);
}

/**
 * 6.43: changing to or from Column turns the unit 30°, the owner choosing left or right. Vertex k lies between
 * hexsides k and k+1 (kernel gbohHex), so entering from vertex k faces hexside k or k+1, and leaving from hexside k
 * faces vertex k or k−1 (the first listed is the engine's former fixed choice).
 */
export function columnFacings(u: { inColumn: boolean; facing: number }): number[] {
  return u.inColumn ? [u.facing, (u.facing + 5) % 6] : [u.facing, (u.facing + 1) % 6];
}
