import type { Modifier } from '@polemarch/kernel';
import type { BattleRule } from '../battleRules';
import { eliminate } from '../cohesion';
import { mod, note } from '../log';
import { sideFeatures } from '../map';
import { gbohHex } from '../perfHex';
import type { GbohState } from '../types';

/**
 * Dara scenario rules, all here: No Rearm (dara.noRearm), the wind (dara.wind), the archers on the walls (dara.walls)
 * and the trench's Shock shift and rout (dara.trench). The trench as a hexside is map terrain: its MP cost (Terrain
 * Chart) and its ZOC across for missile purposes only (ruling R-TRENCH-1) are read off the map by the terrain and ZOC
 * code like a river's. The gate's Withdrawal Level reduction is side data (`withdrawalModifiers`), the secret
 * deployment is M.4 and the Champion Challenge 11.8 (rulebook rules driven by the battle's data).
 */
export const daraRules: readonly BattleRule[] = [
  {
    id: 'dara.noRearm',
    battle: 'dara',
    title: 'No Reload (8.18)',
    dataKinds: ['noRearm'],
    hooks: { mayReload: () => false },
  },
  {
    id: 'dara.wind',
    battle: 'dara',
    title: 'The wind: fire toward the upwind edge loses range and gets a DRM',
    dataKinds: ['wind'],
    hooks: {
      rangeChange: (s, firer, target) => (upwind(s, firer, target) ? -s.static.wind!.rangeReduction : 0),
      fireModifiers: (s, firer, target): Modifier[] => (upwind(s, firer, target) ? [mod('upwind', s.static.wind!.drm)] : []),
    },
  },
  {
    id: 'dara.walls',
    battle: 'dara',
    title: 'Archers on the walls: longer extended range, a fire DRM, no Shock',
    dataKinds: ['wallArchers'],
    hooks: {
      mayShock: (s, unit) => !onWall(s, unit),
      extendedRange: (s, firer) => (onWall(s, firer) ? s.static.wallArchers!.rangeBonus : null),
      fireModifiers: (s, firer): Modifier[] => (onWall(s, firer) ? [mod('fromWalls', s.static.wallArchers!.drm)] : []),
    },
  },
  {
    id: 'dara.trench',
    battle: 'dara',
    title: 'The trench: a Shock across it shifts one column left; a unit routing across it is eliminated',
    dataKinds: ['trench'],
    hooks: {
      shockTerrainShifts: (s, attackers, defenders) => (allAcrossTrench(s, attackers, defenders) ? [-1] : []),
      routCrossing: (s, ctx, unit, from, to) => {
        if (!sideFeatures(s.static.map, from, to).includes('trench')) return false;
        // Ruling R-TRENCH-2: it never reaches the hex beyond, so a friendly unit there is not passed through.
        note(ctx, 'rout.trench', { unit, from, to }, 'dara.trench');
        eliminate(s, ctx, unit, 'routed across the trench');
        return true;
      },
    },
  },
];

/** dara.wind: is this fire toward the scenario's upwind edge? */
function upwind(s: GbohState, firer: string, target: string): boolean {
  const w = s.static.wind;
  if (w === null) return false;
  const a = gbohHex.parseHexId(s.units[firer]!.hex!);
  const b = gbohHex.parseHexId(s.units[target]!.hex!);
  return w.towardEdge === 'west' ? b.col < a.col : w.towardEdge === 'east' ? b.col > a.col : w.towardEdge === 'north' ? b.row < a.row : b.row > a.row;
}

/** dara.walls: is the unit one of the archers atop the walls? */
function onWall(s: GbohState, id: string): boolean {
  const w = s.static.wallArchers;
  const h = s.units[id]!.hex;
  return w !== null && h !== null && w.hexes.includes(h);
}

/** dara.trench: every attacker Shocks across a trench hexside. */
function allAcrossTrench(s: GbohState, attackers: readonly string[], defenders: readonly string[]): boolean {
  const hex = (id: string): string => s.units[id]!.hex!;
  return attackers.every((a) => defenders.some((d) => gbohHex.distance(hex(a), hex(d)) === 1 && sideFeatures(s.static.map, hex(a), hex(d)).includes('trench')));
}
