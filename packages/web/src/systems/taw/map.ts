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

export const TERRAIN_FILL: Readonly<Record<string, string>> = { open: '#e9e0b8', rough: '#d3c38f', mountain: '#ab9570', marsh: '#a3b99b' };
export const ZONE_FILL: Readonly<Record<string, string>> = {
  MareAdriaticum: '#b9d3e6', MareIonium: '#add0e8', FretumSiculi: '#9cc3e0', MareTyrrhenum: '#b3d5ea', MareSardoum: '#bcd9ec', MareAfricum: '#a8cbe3',
};

/**
 * What the board draws from the derived map (its extent, the province and Naval Zone labels, the roads), built on
 * the first draw of a TAW board: at module load it derived the whole TAW map and sea, ~100 ms of every page of the
 * app, the GBoH board's first render included (issue 18's profile).
 */
export interface TawMapDrawing {
  bounds: { x: number; y: number; w: number; h: number };
  provinceLabels: { id: string; name: string; x: number; y: number }[];
  zoneLabels: { id: string; x: number; y: number }[];
  roadSegments: { a: { x: number; y: number }; b: { x: number; y: number }; ids: readonly string[] }[];
}

let drawing: TawMapDrawing | null = null;

export function tawMapDrawing(): TawMapDrawing {
  if (drawing !== null) return drawing;
  const all = [...MAP.hexes.keys(), ...SEA.zoneOf.keys()].map(centre);
  const bounds = {
    x: Math.min(...all.map((p) => p.x)) - R,
    y: Math.min(...all.map((p) => p.y)) - R,
    w: Math.max(...all.map((p) => p.x)) - Math.min(...all.map((p) => p.x)) + 2 * R,
    h: Math.max(...all.map((p) => p.y)) - Math.min(...all.map((p) => p.y)) + 2 * R,
  };
  // The centre of each province's hexes (for its label) and of each Naval Zone's.
  const provinceLabels = [...MAP.provinceHexes.entries()].map(([id, hexes]) => {
    const ps = hexes.map(centre);
    return { id, name: MAP.provinces.get(id)!.name, x: ps.reduce((n, p) => n + p.x, 0) / ps.length, y: ps.reduce((n, p) => n + p.y, 0) / ps.length };
  });
  const by = new Map<string, { x: number; y: number }[]>();
  for (const [h, z] of SEA.zoneOf) by.set(z, [...(by.get(z) ?? []), centre(h)]);
  const zoneLabels = [...by.entries()].map(([id, ps]) => ({ id, x: ps.reduce((n, p) => n + p.x, 0) / ps.length, y: ps.reduce((n, p) => n + p.y, 0) / ps.length }));
  // Road hexsides as segments between hex centres, with the roads that run along them.
  const roadSegments = [...MAP.roads.entries()].map(([key, ids]) => {
    const [a, b] = key.split('/').map(Number) as [number, number];
    return { a: centre(a), b: centre(b), ids };
  });
  drawing = { bounds, provinceLabels, zoneLabels, roadSegments };
  return drawing;
}
