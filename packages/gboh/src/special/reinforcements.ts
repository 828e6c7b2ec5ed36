import { gbohHex, type StepContext } from '@polemarch/kernel';
import { occupancy } from '../board';
import { isProhibitedHex } from '../map';
import { note, rollD10 } from '../log';
import type { GbohAction } from '../actions';
import type { GbohState } from '../types';

/**
 * Scenario reinforcements (Tricameron): at the start of a Game Turn, groups arrive by turn or on a die roll. The
 * owner chooses the entry hex (`entry-hex`, offered when more than one free hex of the entry edge or list is left);
 * the group's first unit enters there and the others on the free entry hexes nearest to it (engine simplification
 * of Tricameron's one-hex-per-turn entry, ruling R-TRIC-ENTRY), In Column if the scenario says so, facing into the map.
 */
export function reinforcementsAtTurnStart(s: GbohState, ctx: StepContext): void {
  for (const r of s.static.reinforcements) {
    if (s.arrived.includes(r.id)) continue;
    let arrives = false;
    if (r.arrival.kind === 'turn') arrives = s.turn >= r.arrival.turn;
    else if (s.turn >= r.arrival.fromTurn) {
      const succeed = r.arrival.succeedOn;
      const dr = rollD10(ctx, 'reinforcements.roll', { side: r.side, group: r.id }, 'scenario', {
        chart: (v) => ({ name: 'Reinforcements', cell: String(v), result: succeed.includes(v) ? 'arrive' : 'not this turn' }),
      });
      arrives = succeed.includes(dr);
    }
    if (!arrives) continue;
    s.arrived.push(r.id);
    const free = entryHexes(s, r.id);
    if (free.length > 1) s.entryPending = [...(s.entryPending ?? []), r.id];
    else placeReinforcements(s, ctx, r.id, free[0] ?? null);
  }
}

/** The free entry hexes of a group now (its listed hexes, or its edge from the middle outward). */
export function entryHexes(s: GbohState, group: string): string[] {
  const r = s.static.reinforcements.find((x) => x.id === group)!;
  const hexes = r.hexes.length > 0 ? [...r.hexes] : edgeHexes(s, r.edge ?? 'east');
  const occ = occupancy(s);
  return hexes.filter((h) => !occ.has(h) && !isProhibitedHex(s.static.map, h));
}

/** The seat choosing an entry hex now, if any. */
export function entrySeat(s: GbohState): string | null {
  const g = s.entryPending?.[0];
  return g === undefined ? null : s.static.reinforcements.find((x) => x.id === g)!.side;
}

export function entryActions(s: GbohState): GbohAction[] {
  const g = s.entryPending?.[0];
  return g === undefined ? [] : entryHexes(s, g).sort().map((hex) => ({ type: 'entry-hex', hex }) as const);
}

/** The owner's `entry-hex` decision for the first waiting group. */
export function chooseEntry(s: GbohState, ctx: StepContext, hex: string): void {
  const [g, ...rest] = s.entryPending ?? [];
  if (g === undefined) return;
  s.entryPending = rest;
  placeReinforcements(s, ctx, g, hex);
}

/** Place a group: the first unit at `first`, the others on the free entry hexes nearest to it (then in edge order). */
function placeReinforcements(s: GbohState, ctx: StepContext, group: string, first: string | null): void {
  const r = s.static.reinforcements.find((x) => x.id === group)!;
  const free = entryHexes(s, group);
  if (first !== null) {
    const order = free.map((h, i) => ({ h, i }));
    order.sort((a, b) => gbohHex.distance(a.h, first) - gbohHex.distance(b.h, first) || a.i - b.i);
    free.splice(0, free.length, ...order.map((x) => x.h));
  }
  // Facing into the map: a hexside (In Column) or a vertex toward the far edge.
  const inward = { east: { hexside: 5, vertex: 4 }, west: { hexside: 2, vertex: 1 }, north: { hexside: 3, vertex: 2 }, south: { hexside: 0, vertex: 0 } }[r.edge ?? 'east'];
  for (const id of r.units) {
    const h = free.shift();
    if (h === undefined) break;
    const u = s.units[id]!;
    u.hex = h;
    u.inColumn = r.inColumn;
    u.facing = r.inColumn ? inward.hexside : inward.vertex;
    u.setupHex = h;
    note(ctx, 'reinforcements.arrive', { unit: id, hex: h }, 'scenario');
  }
}

function edgeHexes(s: GbohState, edge: 'north' | 'south' | 'east' | 'west'): string[] {
  const m = s.static.map;
  const out: string[] = [];
  if (edge === 'east' || edge === 'west') {
    const col = edge === 'east' ? m.maxCol : m.minCol;
    const mid = Math.round((m.minRow + m.maxRow) / 2);
    for (let d = 0; d <= m.maxRow - m.minRow; d++) {
      for (const row of d === 0 ? [mid] : [mid - d, mid + d]) if (row >= m.minRow && row <= m.maxRow) out.push(gbohHex.hexId({ col, row }));
    }
  } else {
    const row = edge === 'north' ? m.minRow : m.maxRow;
    for (let col = m.minCol; col <= m.maxCol; col++) out.push(gbohHex.hexId({ col, row }));
  }
  return out;
}
