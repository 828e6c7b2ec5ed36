import { CLASH_TABLE, type ClashTable } from './charts/clash';
import { SHOCK_CRT, type CrtCell } from './charts/crt';
import { DEVILS_HORSEMEN_TERRAIN } from './charts/devilsHorsemen';
import { PROVISIONAL_MISSILE_GRID, type MissileGrid } from './charts/missile';
import { SUPERIORITY_TABLE, type SuperiorityTable } from './charts/superiority';
import { TERRAIN_CHART, type TerrainChart } from './charts/terrain';

/**
 * A variant profile: the chart data and the named rule steps a variant may replace without copying the engine.
 * A battle names its profile (`profile` in the scenario file, default 'cataphract'). 'cataphract' is the base;
 * 'devils-horsemen' (The Devil's Horsemen, seed 003, changes marked @) carries its Terrain Chart and its 7.15
 * Reaction Facing Change (no playable DH battle yet). See src/scenario/README.md "Variant profiles".
 */
export type Profile = {
  id: string;
  name: string;
  /** Read by the engine: CRT, Clash and Superiority tables (9.16), missile grid (8.15, under per-battle and per-game overrides), terrain (6.2, 7.13). */
  charts: {
    crt: readonly (readonly CrtCell[])[];
    clash: ClashTable;
    superiority: SuperiorityTable;
    missile: MissileGrid;
    terrain: TerrainChart;
  };
  /** Named rule steps a variant overrides. */
  steps: {
    /**
     * Read: 7.14 infantry Reaction Facing Change hits — the default of the game option of the same name (an explicit
     * option wins). Cataphract 'alwaysMin1' (ruling R-713); DH 7.15 'onlyOnFailure' (hits = DR − TQ only when DR > TQ).
     */
    reactionFacingHits: 'alwaysMin1' | 'onlyOnFailure';
    /**
     * Read: 8.15 two-hit rule — the default of the game option `twoHitRule` (an explicit option wins). Cataphract
     * 'infantryFirer' (ruling R-MRRC-2); DH 'none'.
     */
    twoHitRule: 'infantryFirer' | 'infantryTarget' | 'all' | 'none';
    /** Read: 10.16 one hit may be removed within enemy missile range (Cataphract yes; DH 11.14 no: none). */
    reorganizeUnderFire: boolean;
  };
};

export const CATAPHRACT: Profile = {
  id: 'cataphract',
  name: 'Great Battles of History Vol. VIII: Cataphract (2nd ed.)',
  charts: { crt: SHOCK_CRT, clash: CLASH_TABLE, superiority: SUPERIORITY_TABLE, missile: PROVISIONAL_MISSILE_GRID, terrain: TERRAIN_CHART },
  steps: { reactionFacingHits: 'alwaysMin1', twoHitRule: 'infantryFirer', reorganizeUnderFire: true },
};

/**
 * The Devil's Horsemen (seed 003): Cataphract's engine with DH's Terrain Chart (`charts/devilsHorsemen.ts`) and DH
 * 7.15 (@): an infantry unit making a Reaction Facing Change takes hits only when its DR exceeds its TQ. Its other
 * charts (missile weapons, armour effectiveness, Shock) are not carried yet: Cataphract's stand in.
 */
export const DEVILS_HORSEMEN: Profile = {
  id: 'devils-horsemen',
  name: "Great Battles of History: The Devil's Horsemen",
  charts: { ...CATAPHRACT.charts, terrain: DEVILS_HORSEMEN_TERRAIN },
  steps: { ...CATAPHRACT.steps, reactionFacingHits: 'onlyOnFailure', twoHitRule: 'none', reorganizeUnderFire: false },
};

export const PROFILES: Record<string, Profile> = { cataphract: CATAPHRACT, 'devils-horsemen': DEVILS_HORSEMEN };

export function profileFor(id: string): Profile {
  return PROFILES[id] ?? CATAPHRACT;
}
