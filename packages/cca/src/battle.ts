import type { StepContext } from '@polemarch/kernel';
import { neighbours } from './board';
import { closeDice, declareCloseCombat } from './closeCombat';
import { cardApplies } from './movement';
import { adjacentEnemyUnit, fire, rangeOf, rangedDice, rangedTargets } from './ranged';
import { type CcaAction, type CcaState, type Unit, occupancy, peekUnitTurn, unitById } from './state';
import { terrainAt } from './terrain';
import { UNITS } from './units';

/**
 * The Battle phase (§9): each ordered unit battles once (Darken the Sky: fires twice), Ranged only
 * when no enemy unit is adjacent (§10.2.2), Close Combat against an adjacent enemy unit or lone
 * leader; the card may forbid one kind. A warrior that charged must Close Combat while a target
 * remains (§9.8).
 */
export function battleActions(s: CcaState): CcaAction[] {
  const out: CcaAction[] = [];
  const occ = occupancy(s);
  let obligation = false;
  for (const id of s.turn.ordered) {
    const u = unitById(s, id);
    if (u === undefined || u.hex < 0) continue;
    const ut = peekUnitTurn(s, id);
    if (ut === undefined || ut.noBattle) continue;
    const eff = cardApplies(s, u) ? s.turn.effective : null;
    if (ut.battles >= (eff === 'darken-the-sky' ? 2 : 1)) continue;
    const canClose = eff !== 'move-fire-move' && eff !== 'darken-the-sky';
    const canRanged = rangeOf(s, u) > 0 && eff !== 'clash-of-shields' && eff !== 'double-time' && eff !== 'mounted-charge';
    const adj = adjacentEnemyUnit(occ, u);
    if (canClose) {
      for (const n of neighbours(u.hex)) {
        const e = occ.unit[n];
        const l = occ.leader[n];
        if (e !== undefined && e.side !== u.side) {
          // §16.9: mounted units and war machines attack a wall hex only if they began the turn adjacent (did not move).
          const wallBarred = terrainAt(s.terrain, n) === 'wall' && (!UNITS[u.type].foot || u.type === 'HWM') && ut.moved > 0;
          if (!wallBarred && closeDice(s, u, 'attack', e, n).n > 0) {
            out.push({ type: 'attack', unit: id, target: n });
            if (ut.mustAttack) obligation = true;
          }
        } else if (e === undefined && l !== undefined && l.side !== u.side) out.push({ type: 'attack', unit: id, target: n });
      }
    }
    if (canRanged && !adj) for (const t of rangedTargets(s, occ, u)) if (rangedDice(s, u, t).n > 0) out.push({ type: 'fire', unit: id, target: t });
  }
  if (!obligation) out.unshift({ type: 'done' });
  return out;
}

export function applyBattleAction(s: CcaState, ctx: StepContext, a: CcaAction): void {
  if (a.type === 'fire') fire(s, ctx, unitById(s, a.unit) as Unit, a.target);
  else if (a.type === 'attack') declareCloseCombat(s, ctx, unitById(s, a.unit) as Unit, a.target, false);
}

/** After the Battle phase: Move-Fire-Move's second move, if any unit may still make it. */
export function hasSecondMove(s: CcaState): boolean {
  if (s.turn.effective !== 'move-fire-move' || s.turn.fallback) return false;
  return s.turn.ordered.some((id) => {
    const ut = peekUnitTurn(s, id);
    const u = unitById(s, id);
    return u !== undefined && u.hex >= 0 && ut !== undefined && ut.bonusCard && !ut.stop && !ut.second;
  });
}
