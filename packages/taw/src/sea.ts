import type { StepContext } from '@polemarch/kernel';
import { NAVAL_ZONES, type NavalZone, SEA_FRAME, STRAIT_ZONE, ZONE_ANCHORS } from './data/seas';
import { STRAITS } from './data/italy';
import { MAP } from './map';
import { hexDistance, hexNeighbours } from './hex';
import { attritionSp, d10, mod, say, spOf } from './core';
import { ATTRITION_ROWS, STRAIT_ROW_BY_NS, attritionColumn, straitContested, straitLossNonNegative } from './tables';
import type { Group, Side, TawState } from './state';

/**
 * The sea (7.0): sea hexes, Naval Zones and NS levels, sea paths for Naval Transport (7.2) and the
 * Strait Crossing (6.38, 7.3). Derived from `data/seas.ts` once, on first use (issue 18: not at load).
 */

export interface SeaMap {
  zoneOf: ReadonlyMap<number, NavalZone>;
  /** A sea hex next to a land hex (7.24 "coastal"); the others are open sea. */
  coastal: ReadonlySet<number>;
}

function deriveSea(): SeaMap {
  const zoneOf = new Map<number, NavalZone>();
  const coastal = new Set<number>();
  for (let c = SEA_FRAME.minCol; c <= SEA_FRAME.maxCol; c++) {
    for (let r = SEA_FRAME.minRow; r <= SEA_FRAME.maxRow; r++) {
      const h = c * 100 + r;
      if (MAP.hexes.has(h)) continue;
      let zone: NavalZone;
      if (STRAIT_ZONE.centres.some((x) => hexDistance(x, h) <= STRAIT_ZONE.radius)) zone = STRAIT_ZONE.zone;
      else {
        let best = { zone: ZONE_ANCHORS[0]!.zone, d: 999 };
        for (const z of ZONE_ANCHORS) for (const a of z.hexes) {
          const d = hexDistance(a, h);
          if (d < best.d) best = { zone: z.zone, d };
        }
        zone = best.zone;
      }
      zoneOf.set(h, zone);
      if (hexNeighbours(h).some((n) => MAP.hexes.has(n))) coastal.add(h);
    }
  }
  // Only the open Mediterranean counts: pockets of sea enclosed by the derived land (the Gulf of Tarentum's
  // inner bay, lagoons between islands) are dropped, so every roadstead opens on the one connected sea.
  const seen = new Set<number>();
  let main: number[] = [];
  for (const h of zoneOf.keys()) {
    if (seen.has(h)) continue;
    const part = [h];
    seen.add(h);
    for (let i = 0; i < part.length; i++) for (const n of hexNeighbours(part[i]!)) if (zoneOf.has(n) && !seen.has(n)) {
      seen.add(n);
      part.push(n);
    }
    if (part.length > main.length) main = part;
  }
  const keep = new Set(main);
  for (const h of [...zoneOf.keys()]) if (!keep.has(h)) {
    zoneOf.delete(h);
    coastal.delete(h);
  }
  return { zoneOf, coastal };
}

let derivedSea: SeaMap | null = null;
const sea = (): SeaMap => (derivedSea ??= deriveSea());

/** The sea: derived on the first read of either table. */
class LazySeaMap implements SeaMap {
  get zoneOf(): ReadonlyMap<number, NavalZone> {
    return sea().zoneOf;
  }
  get coastal(): ReadonlySet<number> {
    return sea().coastal;
  }
}

export const SEA: SeaMap = new LazySeaMap();

/**
 * The sea hexes a port reaches directly: the nearest sea hexes to the city (its roadstead). On the
 * reconstructed map every city has a band of land two hexes wide (ruling M-1), so a port stands three or
 * four hexes from open water; the band is crossed without counting (ruling N-1).
 */
const roadsteads = new Map<number, number[]>();
export function roadstead(hex: number): number[] {
  const known = roadsteads.get(hex);
  if (known !== undefined) return known;
  let best = 999;
  for (const h of SEA.zoneOf.keys()) best = Math.min(best, hexDistance(hex, h));
  const out = [...SEA.zoneOf.keys()].filter((h) => hexDistance(hex, h) === best).sort((a, b) => a - b);
  roadsteads.set(hex, out);
  return out;
}

export type Voyage = { path: number[]; coastal: number; open: number; zones: NavalZone[] };

/** The shortest sea path between two ports (breadth first over sea hexes, deterministic order). */
export function voyage(from: number, to: number): Voyage | null {
  const goal = new Set(roadstead(to));
  const prev = new Map<number, number>();
  const queue: number[] = [];
  for (const h of roadstead(from)) {
    prev.set(h, h);
    queue.push(h);
  }
  let end: number | null = null;
  for (let i = 0; i < queue.length; i++) {
    const h = queue[i]!;
    if (goal.has(h)) {
      end = h;
      break;
    }
    for (const n of hexNeighbours(h)) {
      if (prev.has(n) || !SEA.zoneOf.has(n)) continue;
      prev.set(n, h);
      queue.push(n);
    }
  }
  if (end === null) return null;
  const path = [end];
  while (prev.get(path[path.length - 1]!) !== path[path.length - 1]) path.push(prev.get(path[path.length - 1]!)!);
  path.reverse();
  const coastal = path.filter((h) => SEA.coastal.has(h)).length;
  const zones: NavalZone[] = [];
  for (const h of path) {
    const z = SEA.zoneOf.get(h)!;
    if (!zones.includes(z)) zones.push(z);
  }
  return { path, coastal, open: path.length - coastal, zones };
}

// ---- NS levels (7.12) ---------------------------------------------------------------------------

export const nsOf = (s: TawState, side: Side, zone: string): number => s.naval?.ns[side]?.[zone] ?? -4;

/** 7.15 / T24: lower `side`'s level in a zone by `n`, raising the opponent's by as much; clamped ±4 (7.17). */
export function shiftNs(s: TawState, side: Side, zone: string, n: number): void {
  if (s.naval === undefined) return;
  const clamp = (v: number): number => Math.max(-4, Math.min(4, v));
  for (const seat of s.seats) {
    const row = (s.naval.ns[seat] ??= {});
    row[zone] = clamp((row[zone] ?? -4) + (seat === side ? -n : n));
  }
}

/** 7.13: the least friendly zone along a voyage (the first such zone on a tie). */
export function worstZone(s: TawState, side: Side, zones: readonly NavalZone[]): { zone: NavalZone; ns: number } {
  let worst = { zone: zones[0]!, ns: nsOf(s, side, zones[0]!) };
  for (const z of zones) if (nsOf(s, side, z) < worst.ns) worst = { zone: z, ns: nsOf(s, side, z) };
  return worst;
}

export const initialNs = (levels: Record<Side, Partial<Record<NavalZone, number>>>): Record<Side, Record<string, number>> =>
  Object.fromEntries(Object.entries(levels).map(([side, row]) => [side, Object.fromEntries(NAVAL_ZONES.map((z) => [z, row[z] ?? -4]))]));

// ---- Strait crossing (6.38, 7.3) ----------------------------------------------------------------

/** The strait partner of a hex (Rhegium ↔ Messina), when the scenario uses the naval rules. */
export function straitPartner(s: TawState, hex: number): { to: number; zone: string } | null {
  if (s.naval === undefined) return null;
  for (const st of STRAITS) {
    if (st.from === hex) return { to: st.to, zone: st.zone };
    if (st.to === hex) return { to: st.from, zone: st.zone };
  }
  return null;
}

/** Remove `n` SP, at least ⌊n/3⌋ of them cavalry or elephants where present (T25); infantry largest first. */
export function straitLosses(groups: Group[], n: number): number {
  let left = Math.min(n, spOf(groups));
  let removed = 0;
  const take = (t: 'inf' | 'cav' | 'el'): boolean => {
    const g = groups.filter((x) => x.t === t && x.sp > 0).sort((a, b) => b.sp - a.sp)[0];
    if (g === undefined) return false;
    g.sp--;
    removed++;
    left--;
    return true;
  };
  for (let i = 0; i < Math.floor(n / 3) && left > 0; i++) if (!take('cav')) take('el');
  while (left > 0) if (!take('inf') && !take('cav') && !take('el')) break;
  return removed;
}

/**
 * 7.31–7.33 / T25: a Force crossing the strait rolls, adding its NS level in the strait's zone; 0–3 is
 * contested. At NS 0…3 a second die: above the level, twice the difference in SP; below 0, the lettered
 * row of the Attrition Table (−1 A … −4 D) against the Force's size, cavalry counted double (6.42). At +4
 * the crossing is safe.
 */
export function crossStrait(s: TawState, ctx: StepContext, side: Side, groups: Group[], zone: string): number {
  const ns = nsOf(s, side, zone);
  if (groups.length === 0 || ns >= 4) {
    say(ctx, 'strait.safe', { zone, ns }, 'taw 7.31');
    return 0;
  }
  const r = d10(ctx);
  if (!straitContested(r.value, ns)) {
    say(ctx, 'strait.uncontested', { zone, ns }, 'taw 7.32', { rolls: [r.roll], modifiers: [mod('ns', ns)], chart: { name: 'T25', cell: String(r.value + ns), result: 'uncontested' } });
    return 0;
  }
  let loss: number;
  const rolls = [r.roll];
  if (ns >= 0) {
    const r2 = d10(ctx);
    rolls.push(r2.roll);
    loss = straitLossNonNegative(r2.value, ns);
  } else {
    const row = ATTRITION_ROWS.find((x) => x.id === STRAIT_ROW_BY_NS[ns])!;
    loss = row.vals[attritionColumn(attritionSp(groups))]!;
  }
  const lost = straitLosses(groups, loss);
  say(ctx, 'strait.contested', { zone, ns, lost }, 'taw 7.33', { rolls, modifiers: [mod('ns', ns)], chart: { name: 'T25', cell: String(r.value + ns), result: `${lost} SP` } });
  return lost;
}
