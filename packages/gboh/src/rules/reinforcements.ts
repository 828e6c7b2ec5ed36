import type { StepContext } from '@polemarch/kernel';
import { gbohHex } from '../perfHex';
import { effectiveMA, inEnemyZoc, isOnMap, occupancy } from '../board';
import { moveCost } from '../terrain';
import { isProhibitedHex, mapNeighbours } from '../map';
import { note, rollD10 } from '../log';
import type { GbohAction } from '../actions';
import type { GbohState } from '../types';

/**
 * Scenario reinforcements (Tricameron, `tricameron.reinforcements`, ruling R-TRIC-ENTRY): at the start of a Game Turn,
 * groups arrive by turn or on a die roll. The owner chooses the entry hex once (`entry-hex`, offered when more than one
 * free hex of the entry edge or list is left); every unit of the group enters through that one hex, In Column, the k-th
 * unit entering in a turn paying k MP, so a few units a turn come on (three turns for the Tricameron infantry). While
 * the group is entering, its column moves first in each turn, before any leader activates and without orders; the
 * engine marches each unit straight ahead (engine simplification, R-TRIC-ENTRY). After an adverse Shock result against
 * one of its units on the map, the units still off the map never enter.
 */
export function reinforcementsAtTurnStart(s: GbohState, ctx: StepContext): void {
  // The column moves first: groups already entering march and bring more units on.
  for (const g of Object.keys(s.entering ?? {})) {
    const e = s.entering![g]!;
    if (e.hex !== null) enterColumn(s, ctx, g);
    else if (!(s.entryPending ?? []).includes(g)) offerEntry(s, ctx, g);
  }
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
    s.entering = { ...(s.entering ?? {}), [r.id]: { hex: null, cutOff: false } };
    offerEntry(s, ctx, r.id);
  }
}

/** The owner chooses the entry hex when more than one is free; with none free the group tries again next turn. */
function offerEntry(s: GbohState, ctx: StepContext, group: string): void {
  const free = entryHexes(s, group);
  if (free.length > 1) s.entryPending = [...(s.entryPending ?? []), group];
  else if (free.length === 1) startEntry(s, ctx, group, free[0]!);
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
  startEntry(s, ctx, g, hex);
}

function startEntry(s: GbohState, ctx: StepContext, group: string, hex: string): void {
  s.entering = { ...(s.entering ?? {}), [group]: { hex, cutOff: false } };
  enterColumn(s, ctx, group);
}

/** The group's units still off the map (not yet entered). */
export function offMap(s: GbohState, group: string): string[] {
  const r = s.static.reinforcements.find((x) => x.id === group)!;
  return r.units.filter((id) => s.units[id]!.hex === null && s.units[id]!.status !== 'eliminated');
}

/**
 * Tricameron: "may not voluntarily leave Column until all of it is on the map": true for a unit of a group that still
 * has units to bring on (a group cut off by a Shock has brought on all that can enter).
 */
export function heldInColumn(s: GbohState, id: string): boolean {
  for (const [g, e] of Object.entries(s.entering ?? {})) {
    if (e.cutOff || !s.static.reinforcements.find((x) => x.id === g)!.units.includes(id)) continue;
    if (offMap(s, g).length > 0) return true;
  }
  return false;
}

/**
 * Tricameron: "if any unit suffers an adverse result from an enemy Shock attack (only), any units not yet on the map
 * never enter" (engine reading: one of the group's units on the map defends in a Shock whose result gives the
 * defenders at least one hit; ruling R-TRIC-ENTRY).
 */
export function shockCutOff(s: GbohState, ctx: StepContext, defenders: string[], defenderHits: number): void {
  if (defenderHits <= 0 || s.entering === undefined) return;
  for (const [g, e] of Object.entries(s.entering)) {
    if (e.cutOff || offMap(s, g).length === 0) continue;
    const units = s.static.reinforcements.find((x) => x.id === g)!.units;
    if (!defenders.some((d) => units.includes(d))) continue;
    s.entering = { ...s.entering, [g]: { ...e, cutOff: true } };
    note(ctx, 'reinforcements.cutOff', { group: g, units: offMap(s, g).join(', ') }, 'scenario');
  }
}

/**
 * One turn of a group's entry, before any activation: the units already on the map march first (front first), then
 * units enter one after another through the entry hex, the k-th paying k MP (the entry hex's own cost is included in
 * it: engine reading), each marching on with what MP it has left, while the entry hex is free and k MP are available.
 */
function enterColumn(s: GbohState, ctx: StepContext, group: string): void {
  const e = s.entering![group]!;
  const r = s.static.reinforcements.find((x) => x.id === group)!;
  if (e.hex === null || e.cutOff || offMap(s, group).length === 0) return;
  const entry = e.hex;
  // Facing into the map: a hexside (In Column) or a vertex toward the far edge.
  const inward = { east: { hexside: 5, vertex: 4 }, west: { hexside: 2, vertex: 1 }, north: { hexside: 3, vertex: 2 }, south: { hexside: 0, vertex: 0 } }[r.edge ?? 'east'];
  for (const id of r.units) {
    const u = s.units[id]!;
    if (isOnMap(u) && u.inColumn && u.status === 'normal') march(s, ctx, id, effectiveMA(s, id), r.edge ?? 'east', entry);
  }
  for (let k = 1; ; k++) {
    const next = offMap(s, group)[0];
    if (next === undefined || occupancy(s).has(entry)) break;
    const u = s.units[next]!;
    u.inColumn = r.inColumn;
    u.facing = r.inColumn ? inward.hexside : inward.vertex;
    if (effectiveMA(s, next) < k) {
      u.inColumn = false;
      break;
    }
    u.hex = entry;
    u.setupHex = entry;
    note(ctx, 'reinforcements.arrive', { unit: next, hex: entry, mp: k }, 'scenario');
    march(s, ctx, next, effectiveMA(s, next) - k, r.edge ?? 'east', entry);
  }
}

/**
 * The automatic march of an entering unit (engine simplification, R-TRIC-ENTRY): step by step into its Front hex or a
 * front-flank hex (6.44: the free turn), only toward the far edge, keeping as close as it can to the straight line from
 * the entry hex (then keeping its facing); through free hexes only, never into an enemy ZOC.
 */
function march(s: GbohState, ctx: StepContext, id: string, mp: number, edge: 'north' | 'south' | 'east' | 'west', entry: string): void {
  const u = s.units[id]!;
  const side = s.static.units[id]!.side;
  if (!u.inColumn || inEnemyZoc(s, u.hex!, side)) return;
  const inward = { east: [4, 5], west: [1, 2], north: [3], south: [0] }[edge];
  const e = gbohHex.parseHexId(entry);
  const off = (h: string): number => {
    const o = gbohHex.parseHexId(h);
    return edge === 'east' || edge === 'west' ? Math.abs(o.row - e.row) : Math.abs(o.col - e.col);
  };
  const from = u.hex!;
  for (;;) {
    const here = u.hex!;
    const options: { to: string; facing: number; cost: number }[] = [];
    for (const f of [u.facing, (u.facing + 1) % 6, (u.facing + 5) % 6]) {
      if (!inward.includes(f)) continue;
      const to = gbohHex.neighbour(here, gbohHex.dir(f));
      if (to === null || !mapNeighbours(s.static.map, here).includes(to) || occupancy(s).has(to) || inEnemyZoc(s, to, side)) continue;
      const cost = moveCost(s, id, here, to);
      if (cost !== null && cost <= mp) options.push({ to, facing: f, cost });
    }
    options.sort((a, b) => off(a.to) - off(b.to) || Number(b.facing === u.facing) - Number(a.facing === u.facing));
    const best = options[0];
    if (best === undefined) break;
    mp -= best.cost;
    u.facing = best.facing;
    u.hex = best.to;
  }
  if (u.hex !== from) note(ctx, 'reinforcements.march', { unit: id, from, to: u.hex! }, 'scenario');
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
