import { gbohHex } from '@polemarch/kernel';
import type { GbohCounterData, GbohHexside, GbohLeaderData, GbohMapData, GbohMapHex, GbohTerrain } from '@polemarch/gboh-family/board';

/**
 * A synthetic GBoH map and armies, deterministic from a seed: the proving ground of the GBoH
 * drawing primitives (gallery page, component test and benchmark) until the GBoH engine lands.
 * Not a historical map: woods, rough and marsh patches, two hills, a river and a stream.
 */
export interface SyntheticBattle {
  map: GbohMapData;
  counters: GbohCounterData[];
  leaders: GbohLeaderData[];
}

/** The largest battle we plan for: two full map sheets side by side. */
export const LARGEST_MAP = { cols: 64, rows: 44, unitsPerSide: 220 } as const;

function lcg(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 0x100000000;
  };
}

const TYPES = [
  { type: 'PH', unitClass: 'Phalanx', size: 10, tq: 7, ma: 5 },
  { type: 'HI', unitClass: 'Hoplite', size: 6, tq: 7, ma: 5 },
  { type: 'LI', unitClass: 'Peltast', size: 3, tq: 6, ma: 6, missile: 'J' },
  { type: 'SK', unitClass: 'Slinger', size: 1, tq: 5, ma: 7, missile: 'S' },
  { type: 'HC', unitClass: 'Companion', size: 4, tq: 8, ma: 8 },
  { type: 'LC', unitClass: 'Prodromoi', size: 3, tq: 6, ma: 9, missile: 'J' },
] as const;

export function synthesizeBattle(cols: number, rows: number, unitsPerSide: number, seed = 7): SyntheticBattle {
  const rnd = lcg(seed);
  const ids: string[] = [];
  for (let c = 1; c <= cols; c++) for (let r = 1; r <= rows; r++) ids.push(gbohHex.hexId({ col: c, row: r }));
  const terrain = new Map<string, GbohTerrain>();
  const elevation = new Map<string, number>();
  const patch = (kind: GbohTerrain, count: number, radius: number) => {
    for (let i = 0; i < count; i++) {
      const centre = ids[Math.floor(rnd() * ids.length)]!;
      for (const h of gbohHex.hexesWithin(centre, radius)) if (rnd() < 0.7) terrain.set(h, kind);
    }
  };
  patch('woods', Math.ceil((cols * rows) / 300), 2);
  patch('rough', Math.ceil((cols * rows) / 500), 1);
  patch('marsh', Math.ceil((cols * rows) / 900), 1);
  for (let i = 0; i < 2; i++) {
    const top = gbohHex.hexId({ col: Math.floor(cols * (0.25 + 0.5 * i)) + 1, row: Math.floor(rows * (0.2 + 0.5 * rnd())) + 1 });
    for (const h of gbohHex.hexesWithin(top, 3)) elevation.set(h, Math.max(elevation.get(h) ?? 0, 1));
    for (const h of gbohHex.hexesWithin(top, 1)) elevation.set(h, 2);
  }
  const valid = new Set(ids);
  const hexes: GbohMapHex[] = ids.map((id) => ({ id, terrain: terrain.get(id) ?? 'clear', elevation: elevation.get(id) ?? 0 }));
  const hexsides: GbohHexside[] = [];
  // A river meanders down the west of the map, along hexsides; a stream crosses the east.
  const sideRun = (col: number, feature: GbohHexside['feature']) => {
    let c = col;
    for (let r = 1; r <= rows; r++) {
      const a = gbohHex.hexId({ col: c, row: r });
      // The east edge of a column is each hex's NE and SE hexsides: both, for an unbroken line.
      for (const d of [1, 2] as const) {
        const b = gbohHex.neighbour(a, d);
        if (b !== null && valid.has(b)) hexsides.push({ a, b, feature });
      }
      const below = gbohHex.neighbour(a, 3);
      if (below !== null && valid.has(below) && rnd() < 0.3) {
        const side = gbohHex.neighbour(a, rnd() < 0.5 ? 2 : 4);
        if (side !== null && valid.has(side)) c = gbohHex.parseHexId(side).col;
      }
    }
  };
  sideRun(Math.max(1, Math.floor(cols * 0.12)), 'river');
  sideRun(Math.max(1, Math.floor(cols * 0.82)), 'stream');
  // Slopes ring the hills where the elevation changes.
  for (const h of hexes) {
    for (const n of gbohHex.neighbours(h.id)) {
      if (n > h.id && valid.has(n) && (elevation.get(n) ?? 0) !== h.elevation) hexsides.push({ a: h.id, b: n, feature: 'slope' });
    }
  }

  const counters: GbohCounterData[] = [];
  const leaders: GbohLeaderData[] = [];
  for (const side of ['A', 'B'] as const) {
    const baseRow = side === 'A' ? Math.floor(rows * 0.3) : Math.ceil(rows * 0.7);
    const perLine = Math.max(1, cols - 4);
    for (let i = 0; i < unitsPerSide; i++) {
      const line = Math.floor(i / perLine);
      const col = 3 + (i % perLine);
      const row = side === 'A' ? baseRow - line : baseRow + line;
      if (row < 1 || row > rows) break;
      const t = TYPES[(i + line) % TYPES.length]!;
      const hits = Math.floor(rnd() * 10) % 5 === 0 ? 1 + Math.floor(rnd() * 4) : 0;
      const c: GbohCounterData = {
        id: `${side}${i + 1}`,
        hex: gbohHex.hexId({ col, row }),
        facing: side === 'A' ? (rnd() < 0.5 ? 2 : 3) : rnd() < 0.5 ? 5 : 0,
        side,
        type: t.type,
        unitClass: t.unitClass,
        size: t.size,
        troopQuality: t.tq,
        movementAllowance: t.ma,
        cohesionHits: hits,
        name: `${t.unitClass} ${i + 1}`,
      };
      if ('missile' in t) {
        c.missile = t.missile;
        c.missileSupply = rnd() < 0.2 ? 'low' : rnd() < 0.05 ? 'none' : 'full';
      }
      if (rnd() < 0.03) c.routed = true;
      if (rnd() < 0.1) c.moved = true;
      if (rnd() < 0.05) c.shock = true;
      counters.push(c);
    }
    const nLeaders = Math.max(1, Math.floor(unitsPerSide / 40));
    for (let k = 0; k < nLeaders; k++) {
      const col = 3 + Math.floor(((k + 0.5) * (cols - 6)) / nLeaders);
      leaders.push({
        id: `${side}L${k + 1}`,
        hex: gbohHex.hexId({ col, row: side === 'A' ? Math.max(1, baseRow - 1) : Math.min(rows, baseRow + 1) }),
        side,
        name: side === 'A' ? ['Alexander', 'Parmenion', 'Craterus', 'Coenus', 'Perdiccas', 'Meleager'][k % 6]! : ['Darius', 'Bessus', 'Mazaeus', 'Oxathres', 'Aristobazanes', 'Orontes'][k % 6]!,
        initiative: 4 + (k % 3),
        lineCommand: 3 + (k % 4),
        charisma: k % 3,
        status: k === 0 ? 'active' : k === 1 ? 'finished' : 'inactive',
      });
    }
  }
  return { map: { name: `Synthetic ${cols}×${rows}`, hexes, hexsides }, counters, leaders };
}
