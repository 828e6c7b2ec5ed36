import { CLASH_TABLE, type ClashTable } from './charts/clash';
import { SHOCK_CRT, type CrtCell } from './charts/crt';
import { PROVISIONAL_MISSILE_GRID, type MissileGrid } from './charts/missile';
import { SUPERIORITY_TABLE, type SuperiorityTable } from './charts/superiority';
import { TERRAIN_CHART, type TerrainChart } from './charts/terrain';

/**
 * A variant profile: the chart data and the named rule steps a variant may replace without copying
 * the engine. 'cataphract' is the base; The Devil's Horsemen (seed 003) will be a second profile
 * (its own MRRC without the two-hit rule, armour chart, Direct-Fire LOS...).
 */
export type Profile = {
  id: string;
  name: string;
  charts: {
    crt: readonly (readonly CrtCell[])[];
    clash: ClashTable;
    superiority: SuperiorityTable;
    missile: MissileGrid;
    terrain: TerrainChart;
  };
  /** Named rule steps a variant overrides; the engine reads these switches. */
  steps: {
    /** 8.15 two-hit rule (Cataphract ruling R-MRRC-2); DH: 'none'. */
    twoHitRule: 'infantryFirer' | 'infantryTarget' | 'all' | 'none';
    /** 9.16 STEP 2: size ratio shifts ('unitCount' for the Attila battles). */
    sizeRule: 'sizeDifferentialRatio' | 'unitCount';
    /** 10.16: one hit may be removed within enemy missile range (Cataphract yes; DH no). */
    reorganizeUnderFire: boolean;
  };
};

export const CATAPHRACT: Profile = {
  id: 'cataphract',
  name: 'Great Battles of History Vol. VIII: Cataphract (2nd ed.)',
  charts: { crt: SHOCK_CRT, clash: CLASH_TABLE, superiority: SUPERIORITY_TABLE, missile: PROVISIONAL_MISSILE_GRID, terrain: TERRAIN_CHART },
  steps: { twoHitRule: 'infantryFirer', sizeRule: 'sizeDifferentialRatio', reorganizeUnderFire: true },
};

export const PROFILES: Record<string, Profile> = { cataphract: CATAPHRACT };

export function profileFor(id: string): Profile {
  return PROFILES[id] ?? CATAPHRACT;
}
