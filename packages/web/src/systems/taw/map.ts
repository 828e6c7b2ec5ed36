import { MAP, SEA } from '@polemarch/taw';

/**
 * Where the strategic map's hexes are drawn. The RRR map is numbered `XXYY` with flat-topped columns
 * (`packages/taw/src/hex.ts`): odd columns sit half a hex lower. The data (land, provinces, terrain,
 * cities, roads, sea zones) is the engine's own, authored in `packages/taw/src/data/` and derived by its
 * `map.ts` / `sea.ts`: the board draws it and decides nothing.
 */
export const R = 10;
const H = Math.sqrt(3) * R;

export const centre = (hex: number): { x: number; y: number } => {
  const col = Math.floor(hex / 100);
  const row = hex % 100;
  return { x: col * 1.5 * R, y: (row + (col % 2 === 1 ? 0.5 : 0)) * H };
};

export function hexPoints(hex: number, r = R): string {
  const { x, y } = centre(hex);
  const pts: string[] = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 3) * i;
    pts.push(`${(x + r * Math.cos(a)).toFixed(1)},${(y + r * Math.sin(a)).toFixed(1)}`);
  }
  return pts.join(' ');
}

const all = [...MAP.hexes.keys(), ...SEA.zoneOf.keys()].map(centre);
export const BOUNDS = {
  x: Math.min(...all.map((p) => p.x)) - R,
  y: Math.min(...all.map((p) => p.y)) - R,
  w: Math.max(...all.map((p) => p.x)) - Math.min(...all.map((p) => p.x)) + 2 * R,
  h: Math.max(...all.map((p) => p.y)) - Math.min(...all.map((p) => p.y)) + 2 * R,
};

export const TERRAIN_FILL: Readonly<Record<string, string>> = { open: '#e9e0b8', rough: '#d3c38f', mountain: '#ab9570', marsh: '#a3b99b' };
export const ZONE_FILL: Readonly<Record<string, string>> = {
  MareAdriaticum: '#b9d3e6', MareIonium: '#add0e8', FretumSiculi: '#9cc3e0', MareTyrrhenum: '#b3d5ea', MareSardoum: '#bcd9ec', MareAfricum: '#a8cbe3',
};

/** The centre of each province's hexes (for its label) and of each Naval Zone's. */
export const PROVINCE_LABELS = [...MAP.provinceHexes.entries()].map(([id, hexes]) => {
  const ps = hexes.map(centre);
  return { id, name: MAP.provinces.get(id)!.name, x: ps.reduce((n, p) => n + p.x, 0) / ps.length, y: ps.reduce((n, p) => n + p.y, 0) / ps.length };
});
export const ZONE_LABELS = (() => {
  const by = new Map<string, { x: number; y: number }[]>();
  for (const [h, z] of SEA.zoneOf) by.set(z, [...(by.get(z) ?? []), centre(h)]);
  return [...by.entries()].map(([id, ps]) => ({ id, x: ps.reduce((n, p) => n + p.x, 0) / ps.length, y: ps.reduce((n, p) => n + p.y, 0) / ps.length }));
})();

/** Road hexsides as segments between hex centres, with the roads that run along them. */
export const ROAD_SEGMENTS = [...MAP.roads.entries()].map(([key, ids]) => {
  const [a, b] = key.split('/').map(Number) as [number, number];
  return { a: centre(a), b: centre(b), ids };
});
