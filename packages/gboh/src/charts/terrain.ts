import type { ChartSource } from './source';

/** Cohesion classes of the Movement Cost Chart. */
export type TerrainClass = 'heavyInf' | 'lightInf' | 'cavalry';
export type HitsByClass = Record<TerrainClass, number>;

export type TerrainChart = {
  /** MP to enter a hex of this terrain; null = prohibited. */
  hexCost: Record<'clear' | 'woods' | 'rough' | 'cityWalls' | 'river' | 'offMap', number | null>;
  hexHits: Record<'clear' | 'woods' | 'rough', HitsByClass>;
  /** Hexside features: extra MP and hits to cross. */
  river: { mp: number; hits: HitsByClass };
  stream: { mp: number; hits: HitsByClass; columnIgnoresHits: boolean };
  trench: { mp: number; hits: HitsByClass };
  up1: { mp: number; hits: HitsByClass; columnIgnoresHits: boolean };
  down1: { mp: number; hits: HitsByClass; columnIgnoresHits: boolean };
  facingPerVertexMP: number;
  facingHitsInDifficult: number;
  enterLeaveColumnMP: number;
  leaderEnterFriendlyMP: number;
};

export const TERRAIN_SOURCE: ChartSource = {
  spec: 'charts.md §10 (Movement Cost Chart), rules 6.2, 7.12–7.13',
  seedLines: '2486-2512',
  status: 'seed',
  note: 'Up-1-level infantry cells garbled ([OCR?]); read 1 (ruling R-TERR-1). Cavalry up-1 = 1 clean. Column ignores stream/elevation hits (note [b]).',
};

export const TERRAIN_CHART: TerrainChart = {
  hexCost: { clear: 1, woods: 2, rough: 1, cityWalls: null, river: null, offMap: null },
  hexHits: {
    clear: { heavyInf: 0, lightInf: 0, cavalry: 0 },
    woods: { heavyInf: 1, lightInf: 1, cavalry: 1 },
    rough: { heavyInf: 1, lightInf: 0, cavalry: 1 },
  },
  river: { mp: 2, hits: { heavyInf: 3, lightInf: 2, cavalry: 3 } },
  stream: { mp: 0, hits: { heavyInf: 1, lightInf: 0, cavalry: 0 }, columnIgnoresHits: true },
  trench: { mp: 1, hits: { heavyInf: 0, lightInf: 0, cavalry: 0 } },
  up1: { mp: 1, hits: { heavyInf: 1, lightInf: 1, cavalry: 1 }, columnIgnoresHits: true },
  down1: { mp: 0, hits: { heavyInf: 1, lightInf: 0, cavalry: 1 }, columnIgnoresHits: true },
  facingPerVertexMP: 1,
  facingHitsInDifficult: 1,
  enterLeaveColumnMP: 1,
  leaderEnterFriendlyMP: 1,
};
