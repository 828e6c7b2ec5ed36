import { gbohHex, type StepContext } from '@polemarch/kernel';
import { occupancy } from '../board';
import { isProhibitedHex } from '../map';
import { note, rollD10 } from '../log';
import type { GbohState } from '../types';

/**
 * Scenario reinforcements (Tricameron): at the start of a Game Turn, groups arrive by turn or on a die
 * roll; their units are placed on free hexes of the entry edge (engine simplification: the owner's choice
 * of the entry hex is not offered), In Column if the scenario says so, facing into the map.
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
    const map = s.static.map;
    const hexes = r.hexes.length > 0 ? [...r.hexes] : edgeHexes(s, r.edge ?? 'east');
    const occ = occupancy(s);
    const free = hexes.filter((h) => !occ.has(h) && !isProhibitedHex(map, h));
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
