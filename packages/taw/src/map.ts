import { CITIES, type CityData, EXTRA_LAND, HEX_OVERRIDES, LAND_RADIUS, type Landmass, PROVINCES, type ProvinceData, RIVERS, ROADS, type RoadData, STRAITS, type Terrain } from './data/italy';
import { type HexId, hexDistance, hexNeighbours, sideKey } from './hex';

/**
 * The map derived from the authored data (`data/italy.ts`): land hexes with province and terrain, land
 * adjacency, rivers, roads and their levels. Pure and deterministic; derived once, on first use (issue 18: not when
 * the module loads, so listing the systems does not pay for it).
 */
export interface HexInfo {
  id: HexId;
  province: string;
  terrain: Terrain;
  landmass: Landmass;
  city: string | null;
}

export interface ItalyMap {
  hexes: ReadonlyMap<HexId, HexInfo>;
  /** Land neighbours (same land mass, not across an impassable hexside). */
  neighbours: ReadonlyMap<HexId, readonly HexId[]>;
  provinces: ReadonlyMap<string, ProvinceData>;
  cities: ReadonlyMap<string, CityData>;
  cityAt: ReadonlyMap<HexId, CityData>;
  /** Hexes of each province. */
  provinceHexes: ReadonlyMap<string, readonly HexId[]>;
  /** Provinces connected by land (12.31: provinces separated by sea are not connected). */
  provinceAdjacency: ReadonlyMap<string, ReadonlySet<string>>;
  /** River hexsides (key `sideKey`) with the river's name. */
  rivers: ReadonlyMap<string, string>;
  /** Road hexsides with the roads (ids) that run along them. */
  roads: ReadonlyMap<string, readonly string[]>;
  roadData: ReadonlyMap<string, RoadData>;
  impassable: ReadonlySet<string>;
}

/** rrr.md Map facts: hexside 4512/4511 (Vesuvius) is impassable. */
const IMPASSABLE = [sideKey(4512, 4511)];

/** The parts of the map read straight from the data; the rest (`Derived`) needs the land hexes. */
const provinces: ReadonlyMap<string, ProvinceData> = new Map(PROVINCES.map((p) => [p.id, p]));
const cities: ReadonlyMap<string, CityData> = new Map(CITIES.map((c) => [c.name, c]));
const cityAt: ReadonlyMap<HexId, CityData> = new Map(CITIES.filter((c) => c.size !== 'none').map((c) => [c.hex, c]));
const roadData: ReadonlyMap<string, RoadData> = new Map(ROADS.map((r) => [r.id, r]));

type Derived = Pick<ItalyMap, 'hexes' | 'neighbours' | 'provinceHexes' | 'provinceAdjacency' | 'rivers' | 'roads' | 'impassable'>;

function derive(): Derived {
  // Every hex within LAND_RADIUS of a city goes to the nearest city's province (ties: listed first).
  const owner = new Map<HexId, { prov: string; d: number }>();
  for (const c of CITIES) {
    const c0 = Math.floor(c.hex / 100);
    const r0 = c.hex % 100;
    for (let dc = -LAND_RADIUS; dc <= LAND_RADIUS; dc++) {
      for (let dr = -LAND_RADIUS - 1; dr <= LAND_RADIUS + 1; dr++) {
        const h = (c0 + dc) * 100 + (r0 + dr);
        if (r0 + dr < 1 || r0 + dr > 99) continue;
        const d = hexDistance(c.hex, h);
        if (d > LAND_RADIUS) continue;
        const cur = owner.get(h);
        if (cur === undefined || d < cur.d) owner.set(h, { prov: c.province, d });
      }
    }
  }
  for (const x of EXTRA_LAND) owner.set(x.hex, { prov: x.province, d: 0 });
  const hexes = new Map<HexId, HexInfo>();
  for (const [h, o] of owner) {
    const ov = HEX_OVERRIDES[h];
    if (ov?.sea === true) continue;
    const prov = ov?.province ?? o.prov;
    const pd = provinces.get(prov);
    if (pd === undefined) throw new Error(`map: unknown province ${prov}`);
    const city = cityAt.get(h) ?? null;
    let terrain: Terrain = o.d >= 2 ? pd.interior : pd.terrain;
    if (city !== null && (terrain === 'mountain' || terrain === 'marsh')) terrain = 'rough';
    if (ov?.terrain !== undefined) terrain = ov.terrain;
    hexes.set(h, { id: h, province: prov, terrain, landmass: pd.landmass, city: city?.name ?? null });
  }
  const impassable = new Set(IMPASSABLE);
  const neighbours = new Map<HexId, HexId[]>();
  for (const [h, info] of hexes) {
    neighbours.set(h, hexNeighbours(h).filter((n) => hexes.get(n)?.landmass === info.landmass && !impassable.has(sideKey(h, n))));
  }
  const provinceHexes = new Map<string, HexId[]>();
  for (const [h, info] of hexes) {
    const l = provinceHexes.get(info.province) ?? [];
    l.push(h);
    provinceHexes.set(info.province, l);
  }
  for (const l of provinceHexes.values()) l.sort((a, b) => a - b);
  const provinceAdjacency = new Map<string, Set<string>>();
  for (const p of provinces.keys()) provinceAdjacency.set(p, new Set());
  for (const [h, ns] of neighbours) {
    const a = hexes.get(h)!.province;
    for (const n of ns) {
      const b = hexes.get(n)!.province;
      if (a !== b) provinceAdjacency.get(a)!.add(b);
    }
  }
  const rivers = new Map<string, string>();
  for (const r of RIVERS) {
    const pairs = new Set(r.borders.flatMap(([a, b]) => [`${a}|${b}`, `${b}|${a}`]));
    for (const [h, ns] of neighbours) for (const n of ns) if (pairs.has(`${hexes.get(h)!.province}|${hexes.get(n)!.province}`)) rivers.set(sideKey(h, n), r.name);
  }
  const roads = new Map<string, string[]>();
  for (const r of ROADS) {
    for (let i = 1; i < r.waypoints.length; i++) {
      const path = landPath(neighbours, r.waypoints[i - 1]!, r.waypoints[i]!);
      if (path === null) throw new Error(`map: road ${r.id} has no land path ${r.waypoints[i - 1]}–${r.waypoints[i]}`);
      for (let j = 1; j < path.length; j++) {
        const k = sideKey(path[j - 1]!, path[j]!);
        const l = roads.get(k) ?? [];
        if (!l.includes(r.id)) l.push(r.id);
        roads.set(k, l);
      }
    }
  }
  // Straits join two land masses for a crossing only (6.38); they are not land adjacency.
  for (const s of STRAITS) if (!hexes.has(s.from) || !hexes.has(s.to)) throw new Error(`map: strait ${s.name} off the land`);
  return { hexes, neighbours, provinceHexes, provinceAdjacency, rivers, roads, impassable };
}

/** Shortest land path (breadth first; neighbours in their fixed order, so the result is deterministic). */
export function landPath(neighbours: ReadonlyMap<HexId, readonly HexId[]>, from: HexId, to: HexId): HexId[] | null {
  const prev = new Map<HexId, HexId>([[from, from]]);
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const h = queue[i]!;
    if (h === to) break;
    for (const n of neighbours.get(h) ?? []) {
      if (prev.has(n)) continue;
      prev.set(n, h);
      queue.push(n);
    }
  }
  if (!prev.has(to)) return null;
  const path = [to];
  while (path[path.length - 1] !== from) path.push(prev.get(path[path.length - 1]!)!);
  return path.reverse();
}

let derived: Derived | null = null;
const land = (): Derived => (derived ??= derive());

/** The map: its derived tables are built on the first read of any of them. */
class LazyItalyMap implements ItalyMap {
  readonly provinces = provinces;
  readonly cities = cities;
  readonly cityAt = cityAt;
  readonly roadData = roadData;
  get hexes(): ReadonlyMap<HexId, HexInfo> {
    return land().hexes;
  }
  get neighbours(): ReadonlyMap<HexId, readonly HexId[]> {
    return land().neighbours;
  }
  get provinceHexes(): ReadonlyMap<string, readonly HexId[]> {
    return land().provinceHexes;
  }
  get provinceAdjacency(): ReadonlyMap<string, ReadonlySet<string>> {
    return land().provinceAdjacency;
  }
  get rivers(): ReadonlyMap<string, string> {
    return land().rivers;
  }
  get roads(): ReadonlyMap<string, readonly string[]> {
    return land().roads;
  }
  get impassable(): ReadonlySet<string> {
    return land().impassable;
  }
}

export const MAP: ItalyMap = new LazyItalyMap();

export function hexInfo(h: HexId): HexInfo {
  const info = MAP.hexes.get(h);
  if (info === undefined) throw new Error(`no land hex ${h}`);
  return info;
}

export const provinceOf = (h: HexId): string => hexInfo(h).province;
export const terrainOf = (h: HexId): Terrain => hexInfo(h).terrain;
export const isRiver = (a: HexId, b: HexId): boolean => MAP.rivers.has(sideKey(a, b));
