import { isInfantry } from './board';
import { hooks } from './battleRules';
import { TERRAIN_CHART, type TerrainChart, type TerrainClass } from './charts/terrain';
import { elevationAt, isProhibitedHex, isProhibitedSide, mapNeighbours, sideFeatures, terrainAt } from './map';
import type { GbohState, StaticMap } from './types';

/** 6.2 Terrain: the Movement Cost Chart's MP costs (6.21–6.25, leaders 6.15) and terrain Cohesion Hits, below every chapter that moves units. */

export function terrainClass(s: GbohState, id: string): TerrainClass {
  const su = s.static.units[id]!;
  if (su.type === 'LI' || su.type === 'Cheiroballistra') return 'lightInf';
  return isInfantry(su) ? 'heavyInf' : 'cavalry';
}

/** The retreat exit hex (Callinicum 1302) may be entered only by routed units of its side. */
function exitHexClosed(s: GbohState, id: string | null, to: string, routed: boolean): boolean {
  for (const side of s.static.sides) {
    const e = side.retreatEdge;
    if (e.kind === 'hex' && e.hex === to) {
      if (id === null) return true;
      const own = s.static.units[id]?.side === side.id;
      // Dara: the enemy may force the gate (its entry lowers this side's Withdrawal Level).
      if (!own && side.gateHex === to) return false;
      return !(routed && own);
    }
  }
  return false;
}

/** The battle's Movement Cost Chart: its profile's (The Devil's Horsemen has its own, `profile.ts`). */
export function chartOf(s: GbohState): TerrainChart {
  return s.static.terrainChart ?? TERRAIN_CHART;
}

/**
 * 6.21–6.25 MP cost to enter `to` from the adjacent `from`, or null if prohibited. `id` null = a
 * leader (cavalry costs, 6.15).
 */
export function moveCost(s: GbohState, id: string | null, from: string, to: string, routed = false): number | null {
  const map = s.static.map;
  if (exitHexClosed(s, id, to, routed)) return null;
  const exitOk = routed && id !== null && s.static.sides.some((x) => x.retreatEdge.kind === 'hex' && x.retreatEdge.hex === to);
  if ((isProhibitedHex(map, to) && !exitOk) || isProhibitedSide(map, from, to)) return null;
  const t = terrainAt(map, to);
  let cost = chartOf(s).hexCost[t] ?? 1;
  const f = sideFeatures(map, from, to);
  const column = id !== null && s.units[id]!.inColumn;
  const infantry = id !== null && isInfantry(s.static.units[id]!);
  if (f.includes('river') && !(f.includes('bridge') && (!infantry || column))) cost += chartOf(s).river.mp; // chart note [c], ruling R-TERR-3
  if (f.includes('trench')) cost += chartOf(s).trench.mp;
  if (f.includes('stream')) cost += chartOf(s).stream.mp; // Cataphract 0; The Devil's Horsemen +1
  const up = elevationAt(map, to) - elevationAt(map, from);
  if (up > 0) cost += up * chartOf(s).up1.mp;
  return cost;
}

/** What a leader's `moveCost` reads of the battle data: the map, the sides (retreat exit hexes, gates), the chart. */
type LeaderTerrain = { readonly sides: GbohState['static']['sides']; readonly chart: TerrainChart };
const leaderTerrains = new WeakMap<StaticMap, { key: LeaderTerrain; values: Map<object, unknown> }[]>();

/**
 * A value derived from what a leader's move costs read of the battle data (`LeaderTerrain`), kept per those objects
 * rather than per `static`: Liegnitz's unhorsing and a dismount copy `static` on write in the middle of a search and
 * keep the map, the sides and the chart as they were, so the tables built for the battle serve those states too
 * (per `static`, a third of the DH searches' iterations rebuilt the leader graph: issue 18). `table` names the value.
 */
export function perLeaderTerrain<T>(s: GbohState, table: object, build: () => T): T {
  const sides = s.static.sides;
  const chart = chartOf(s);
  let entries = leaderTerrains.get(s.static.map);
  if (entries === undefined) {
    entries = [];
    leaderTerrains.set(s.static.map, entries);
  }
  let entry = entries.find((e) => e.key.sides === sides && e.key.chart === chart);
  if (entry === undefined) {
    entry = { key: { sides, chart }, values: new Map() };
    entries.push(entry);
  }
  if (entry.values.has(table)) return entry.values.get(table) as T;
  const v = build();
  entry.values.set(table, v);
  return v;
}

/** A leader's (6.15) enterable neighbours of a hex with their `moveCost`, which for a leader depends on nothing else. */
const LEADER_STEPS = {};

/** `moveCost(s, null, from, to)` for every on-map neighbour `to` a leader may enter, in `mapNeighbours` order. */
export function leaderSteps(s: GbohState, from: string): readonly { to: string; cost: number }[] {
  const table = perLeaderTerrain(s, LEADER_STEPS, () => new Map<string, readonly { to: string; cost: number }[]>());
  let steps = table.get(from);
  if (steps === undefined) {
    const list: { to: string; cost: number }[] = [];
    for (const to of mapNeighbours(s.static.map, from)) {
      const cost = moveCost(s, null, from, to);
      if (cost !== null) list.push({ to, cost });
    }
    steps = list;
    table.set(from, steps);
  }
  return steps;
}

/** Movement Cost Chart: Cohesion Hits for entering `to` (leaders never take hits). */
export function terrainHits(s: GbohState, id: string, from: string, to: string): number {
  const map = s.static.map;
  const cls = terrainClass(s, id);
  const column = s.units[id]!.inColumn;
  const t = terrainAt(map, to);
  let hits = t === 'woods' || t === 'rough' ? chartOf(s).hexHits[t][cls] : 0;
  const f = sideFeatures(map, from, to);
  const infantry = isInfantry(s.static.units[id]!);
  if (f.includes('river') && !(f.includes('bridge') && (!infantry || column))) hits += chartOf(s).river.hits[cls];
  if (f.includes('stream') && !column) hits += chartOf(s).stream.hits[cls];
  const dz = elevationAt(map, to) - elevationAt(map, from);
  if (!column && hooks.elevationHits(s)) {
    if (dz > 0) hits += dz * chartOf(s).up1.hits[cls];
    if (dz < 0) hits += -dz * chartOf(s).down1.hits[cls];
  }
  return hits;
}
