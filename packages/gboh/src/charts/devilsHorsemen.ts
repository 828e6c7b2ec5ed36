import type { ChartSource } from './source';
import type { TerrainChart } from './terrain';

/**
 * The Devil's Horsemen (GBoH vol. Mongols) Terrain Chart ("Tabella del Terreno (6.8)"), as a variant of the
 * Cataphract Movement Cost Chart (`TERRAIN_CHART`). Only what the Cataphract chart's shape can say is carried; the
 * seed's other rows are listed in the source note.
 */
export const DEVILS_HORSEMEN_TERRAIN_SOURCE: ChartSource = {
  spec: "The Devil's Horsemen Terrain Chart (6.8); rules 6.3, 6.42, 7.12 (marked @ where they differ from Cataphract)",
  seedLines: '003_dc0a176f1db8ef13.txt 2090-2113',
  status: 'seed',
  note:
    'Read as the Cataphract chart shape: Clear 1 MP; Woods 2 MP, hits LI 0 / HI-MI 1 / cavalry 1; Rough 3 MP, hits 2 / 2 / 3; ' +
    'Stream +1 MP, hits 0 / 1 / 0; river = the Kalka (+1 MP, 0 / 1 / 0; the Indus is prohibited: terrain "river" hexes stay ' +
    'prohibited); up one level +1 MP, 1 / 1 / 1; down one level 0 MP, no hits; entering or leaving Column 1 MP (the chart prints 2, rule 6.41 and the chart’s own footnote say 1: ruling DH-TERR-3). Not carried ' +
    '(no field in the Cataphract shape): steep bluff +2 MP, down more than one level (+1 MP and 1 hit per level, COL), ' +
    'cavalry paying 1 MP for any facing change and LI taking no facing hit in rough/woods, dismount/mount = all MP (11.1 ' +
    'already). No trench in DH: the Cataphract trench row is kept.',
};

export const DEVILS_HORSEMEN_TERRAIN: TerrainChart = {
  hexCost: { clear: 1, woods: 2, rough: 3, cityWalls: null, river: null, offMap: null },
  hexHits: {
    clear: { heavyInf: 0, lightInf: 0, cavalry: 0 },
    woods: { heavyInf: 1, lightInf: 0, cavalry: 1 },
    rough: { heavyInf: 2, lightInf: 2, cavalry: 3 },
  },
  river: { mp: 1, hits: { heavyInf: 1, lightInf: 0, cavalry: 0 } },
  stream: { mp: 1, hits: { heavyInf: 1, lightInf: 0, cavalry: 0 }, columnIgnoresHits: true },
  trench: { mp: 1, hits: { heavyInf: 0, lightInf: 0, cavalry: 0 } },
  up1: { mp: 1, hits: { heavyInf: 1, lightInf: 1, cavalry: 1 }, columnIgnoresHits: true },
  down1: { mp: 0, hits: { heavyInf: 0, lightInf: 0, cavalry: 0 }, columnIgnoresHits: true },
  facingPerVertexMP: 1,
  facingHitsInDifficult: 1,
  enterLeaveColumnMP: 1, // DH 6.41 (ruling DH-TERR-3; the chart prints 2)
  leaderEnterFriendlyMP: 1,
};
