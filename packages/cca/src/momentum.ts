import { neighbours } from './board';
import { type CcaState, type Combat, type Unit, attachedLeader, leaderAt, peekUnitTurn, unitAt } from './state';
import { isImpassable, stopsOnEntry, terrainAt } from './terrain';
import { UNITS } from './units';

/**
 * Momentum Advance (§13.5) and Bonus Close Combat (§13.6) eligibility. Restrictions: never after an
 * Evade or against a lone leader (handled where those end the combat), never for a war machine,
 * never out of a marsh by a unit that moved this turn (§16.11), and terrain that forbids entry.
 */
export function momentumAllowed(s: CcaState, a: Unit, c: Combat): boolean {
  if (c.kind !== 'close' || !c.success) return false;
  if (a.type === 'HWM') return false; // §13.5.4
  const to = c.targetHex;
  if (unitAt(s, to) !== undefined) return false;
  const l = leaderAt(s, to);
  if (l !== undefined && (l.side !== a.side || attachedLeader(s, a) !== undefined)) return false;
  if (isImpassable(s.terrain, to, a.type)) return false;
  if (terrainAt(s.terrain, a.hex) === 'marsh' && (peekUnitTurn(s, a.id)?.moved ?? 0) > 0) return false;
  // Option (ruling R-05): only light foot, auxilia and warriors may advance into a forest at all.
  if (s.options.forestMomentumOnlyLightAuxWarrior && terrainAt(s.terrain, to) === 'forest' && !UNITS[a.type].forestBattle) return false;
  return true;
}

/** Cavalry Special Momentum Advance: one more hex in any direction after the first success (§13.5.3). */
export function extraHexOptions(s: CcaState, a: Unit, c: Combat): number[] {
  if (c.bonus || !UNITS[a.type].cavalry) return [];
  const here = terrainAt(s.terrain, a.hex);
  // Entering forest, ford, broken ground (mounted) or marsh by the advance ends further movement (§13.5.6, §16.11).
  if (stopsOnEntry(s.terrain, a.hex, a.type) || here === 'marsh') return [];
  const hasLeader = attachedLeader(s, a) !== undefined;
  const out: number[] = [];
  for (const n of neighbours(a.hex)) {
    if (unitAt(s, n) !== undefined || isImpassable(s.terrain, n, a.type)) continue;
    const l = leaderAt(s, n);
    if (l !== undefined && (l.side !== a.side || hasLeader)) continue;
    out.push(n);
  }
  return out;
}

/** May the advanced unit make a Bonus Close Combat (§13.6.2, §16.1, §16.2)? */
export function bonusAllowed(s: CcaState, a: Unit, c: Combat): boolean {
  if (c.bonus) return false;
  const p = UNITS[a.type];
  let eligible = p.bonusWithoutLeader;
  if (!eligible && p.foot && a.type !== 'HWM') eligible = attachedLeader(s, a) !== undefined;
  if (!eligible) return false;
  const t = terrainAt(s.terrain, a.hex);
  if (t === 'forest' && !p.forestBattle) return false;
  if (t === 'broken' && !p.foot) return false;
  return true;
}
