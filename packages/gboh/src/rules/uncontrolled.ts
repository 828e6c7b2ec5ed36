import type { StepContext } from '@polemarch/kernel';
import { gbohHex } from '../perfHex';
import { hooks } from '../battleRules';
import { isOnMap, leaderInitiative, otherSide } from '../board';
import { note, rollD10 } from '../log';
import type { GbohState } from '../types';

/** 11.3 Uncontrolled Advance (11.31 Undisciplined armies, 11.32 Discipline Check of Disciplined armies). */

/**
 * 11.31: the distance to the nearest enemy combat unit; a battle may name a hex column whose enemy units count as the
 * nearest as long as any is there (`nearestEnemyColumn` hook: taginae.nearestUnit).
 */
export function distanceToEnemy(s: GbohState, id: string): number {
  const u = s.units[id]!;
  const side = s.static.units[id]!.side;
  const enemy = otherSide(s, side);
  const column = hooks.nearestEnemyColumn(s, side);
  let best = 99;
  let bestInColumn = 99;
  for (const [oid, o] of Object.entries(s.units)) {
    if (!isOnMap(o) || s.static.units[oid]!.side !== enemy) continue;
    const d = gbohHex.distance(u.hex!, o.hex!);
    best = Math.min(best, d);
    if (column !== null && gbohHex.parseHexId(o.hex!).col === column) bestInColumn = Math.min(bestInColumn, d);
  }
  return bestInColumn < 99 ? bestInColumn : best;
}

/**
 * At the end of a Line Command's movement: non-archer units that closed the distance to the nearest enemy by
 * 2 or more hexes (engine reading (a), ≥ 2) form an Uncontrolled Line — at once in an Undisciplined army,
 * after a failed Discipline Check (DR > the Line Command leader's Initiative) in a Disciplined one.
 */
export function checkUncontrolled(s: GbohState, ctx: StepContext, side: string, leader: string, start: Record<string, number>): void {
  if (s.static.attila) return; // not used in the Attila battles
  const discipline = s.static.sides.find((x) => x.id === side)!.discipline;
  if (discipline === 'notUsed') return;
  const closing = Object.keys(start).filter((id) => {
    const u = s.units[id]!;
    const m = s.static.units[id]!.missile;
    if (!isOnMap(u) || u.status !== 'normal' || m === 'B' || m === 'C') return false;
    return start[id]! - distanceToEnemy(s, id) >= 2;
  });
  if (closing.length === 0) return;
  if (discipline === 'disciplined') {
    const init = leaderInitiative(s, leader);
    const dr = rollD10(ctx, 'discipline.check', { leader, initiative: init }, '11.32', {
      chart: (v) => ({ name: 'Command Checks (Leader Discipline)', cell: v <= init ? 'C' : 'D', result: v <= init ? 'under control' : 'Uncontrolled Advance' }),
    });
    if (dr <= init) return;
  }
  for (const id of closing) s.units[id]!.uncontrolled = true;
  s.uncontrolledLines.push({ id: `uncontrolled-${s.ordersPhases}-${closing[0]}`, side, units: closing.sort(), fromTurn: s.turn + 1, activatedTurn: 0 });
  note(ctx, 'uncontrolled.line', { side, units: closing.join(',') }, discipline === 'disciplined' ? '11.32' : '11.31');
}

/** Lines still bound this turn and not yet activated, in scenario side order (several: engine order, ruling R-1131). */
export function pendingUncontrolled(s: GbohState): GbohState['uncontrolledLines'][number] | null {
  for (const side of s.static.sides) {
    for (const l of s.uncontrolledLines) {
      if (l.side !== side.id || l.fromTurn > s.turn || l.activatedTurn === s.turn) continue;
      if (l.units.some((u) => s.units[u]!.uncontrolled && isOnMap(s.units[u]!) && s.units[u]!.status === 'normal')) return l;
    }
  }
  return null;
}

/** After a Shock Segment: units that attacked are released (11.31); empty lines are dropped. */
export function releaseAttackers(s: GbohState, attackers: string[]): void {
  for (const a of attackers) s.units[a]!.uncontrolled = false;
  s.uncontrolledLines = s.uncontrolledLines.filter((l) => l.units.some((u) => s.units[u]!.uncontrolled && isOnMap(s.units[u]!)));
}
