import type { GbohView } from '@polemarch/gboh';
import { gbohHex } from '@polemarch/kernel';
import type { GbohCounterData, GbohMapData } from '../../board/gboh';
import { sideLetter, type Unit } from './common';

// ---------------------------------------------------------------- the map, from the battle's static data

const MAP_LOOK: Record<string, GbohMapData['hexes'][number]['terrain']> = { clear: 'clear', woods: 'woods', rough: 'rough', cityWalls: 'walls', river: 'water' };
const mapCache = new WeakMap<object, GbohMapData>();

/** The battle's map (M.1: hexes CCRR, terrain, elevation, hexside features), drawn once per battle. */
export function mapOf(view: GbohView): GbohMapData {
  const m = view.static.map;
  let data = mapCache.get(m);
  if (data) return data;
  const hexes: GbohMapData['hexes'] = [];
  for (let col = m.minCol; col <= m.maxCol; col++) {
    for (let row = m.minRow; row <= m.maxRow; row++) {
      const id = gbohHex.hexId({ col, row });
      const t = m.terrain[id] ?? m.defaultTerrain;
      if (t === 'offMap') continue;
      hexes.push({ id, terrain: MAP_LOOK[t] ?? 'clear', elevation: m.elevation[id] ?? m.defaultElevation });
    }
  }
  const hexsides: GbohMapData['hexsides'] = [];
  for (const [key, features] of Object.entries(m.hexsides)) {
    const [a, b] = key.split('-') as [string, string];
    for (const f of features) hexsides.push({ a, b, feature: f === 'impassable' ? 'impassable' : f });
  }
  data = { name: view.static.name, hexes, hexsides };
  mapCache.set(m, data);
  return data;
}

export function counterOf(view: GbohView, id: string, u: Unit): GbohCounterData {
  const su = view.static.units[id]!;
  return {
    id,
    hex: u.hex!,
    facing: gbohHex.dir(u.facing),
    side: sideLetter(view, su.side),
    type: su.type === 'Cheiroballistra' ? 'CB' : su.type,
    unitClass: su.class ?? su.nationality,
    size: su.size,
    troopQuality: su.tq,
    movementAllowance: su.ma,
    ...(su.missile ? { missile: su.missile === 'Cheiro' ? 'Ch' : su.missile, missileSupply: u.supply === 'no' ? ('none' as const) : u.supply } : {}),
    cohesionHits: u.hits,
    routed: u.status === 'routed',
    moved: u.moved,
    shock: u.shock !== null,
    inColumn: u.inColumn,
    ...(u.disordered === true ? { disordered: true } : {}),
    ...(u.engaged ? { engaged: true } : {}),
    ...(view.feigned?.unit === id ? { feigning: true } : {}),
    name: su.name,
  };
}
