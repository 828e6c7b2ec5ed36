import type { BattleRule } from '../battleRules';
import type { GbohState } from '../types';

/**
 * Dara scenario rules. No Rearm (dara.noRearm) and no Shock for the archers on the walls (dara.walls) are hooks; the
 * wind (dara.wind), the walls' fire and the trench (dara.trench) are applied from the battle's data by the missile and
 * shock chapters (missile.ts, shock.ts, board.ts) and listed here so the battle's rules are all named in one place. The gate's Withdrawal Level reduction
 * is side data (`withdrawalModifiers`), the secret deployment is M.4 and the Champion Challenge 11.8 (rulebook rules
 * driven by the battle's data).
 */
export const daraRules: readonly BattleRule[] = [
  {
    id: 'dara.noRearm',
    battle: 'dara',
    title: 'No Reload (8.18)',
    dataKinds: ['noRearm'],
    hooks: { mayReload: () => false },
  },
  { id: 'dara.wind', battle: 'dara', title: 'The wind (applied by missile.ts from the `wind` data)', dataKinds: ['wind'], hooks: {} },
  {
    id: 'dara.walls',
    battle: 'dara',
    title: 'Archers on the walls (their fire: missile.ts, from the `wallArchers` data)',
    dataKinds: ['wallArchers'],
    hooks: { mayShock: (s, unit) => !onWall(s, unit) },
  },
  { id: 'dara.trench', battle: 'dara', title: 'The trench (applied by shock.ts from the `trench` data)', dataKinds: ['trench'], hooks: {} },
];

/** dara.walls: an archer atop the walls can neither make nor suffer Shock. */
function onWall(s: GbohState, id: string): boolean {
  const w = s.static.wallArchers;
  const h = s.units[id]!.hex;
  return w !== null && h !== null && w.hexes.includes(h);
}
