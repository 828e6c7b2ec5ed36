import type { CcaState, Unit } from './state';
import { TERRAIN, terrainAt } from './terrain';
import { UNITS, hasFullStrengthBonus } from './units';

/** Leader Escape roll: the blocking unit's normal Close Combat dice (elephant 1), its own hex's caps only (B.1, ruling R-27). */
export function closeDiceForEscape(s: CcaState, blocker: Unit): number {
  let n = blocker.type === 'ELE' ? 1 : UNITS[blocker.type].cc + (hasFullStrengthBonus(blocker.type) && blocker.fsb ? 1 : 0);
  const cap = TERRAIN[terrainAt(s.terrain, blocker.hex)].ccCap;
  if (cap !== null) n = Math.min(n, cap);
  if (terrainAt(s.terrain, blocker.hex) === 'camp') n = Math.max(0, n - 1);
  return n;
}
