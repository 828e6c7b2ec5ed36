import { neighbours } from './board';
import { UNITS, type UnitType } from './units';

/**
 * Terrain (rules §16, summary table §16.13) as typed data. Source: seed 002 via rules.md §16;
 * the scenario terrains lake and steep hill are §16.12.
 */
export type TerrainType =
  | 'clear'
  | 'broken'
  | 'forest'
  | 'hill'
  | 'coast'
  | 'lake'
  | 'river'
  | 'ford'
  | 'rampart'
  | 'camp'
  | 'bridge'
  | 'wall'
  | 'fortifiedWall'
  | 'marsh'
  | 'steep';

export interface TerrainProfile {
  impassable: boolean;
  /** Who must stop on entering: 'all' units and leaders, 'mounted' units and lone leaders (broken ground), 'none'. */
  stop: 'all' | 'mountedAndLeaders' | 'none';
  /** Close Combat cap when battling into or out of the hex (null: none). Hills have their own rule. */
  ccCap: number | null;
  /** Ranged cap for a unit firing from the hex. */
  rangedCapFrom: number | null;
  /** Ranged cap for a unit firing at a unit in the hex. */
  rangedCapInto: number | null;
  /** Blocks line of sight ('hill': the hill rule §16.3.3). */
  los: 'open' | 'blocks' | 'hill';
  /** A foot defender ignores one sword (CC) and may ignore one flag (§16.6–16.8). */
  footProtection: boolean;
  expansion: boolean;
}

const open = { impassable: false, stop: 'none', ccCap: null, rangedCapFrom: null, rangedCapInto: null, los: 'open', footProtection: false, expansion: false } as const;

export const TERRAIN: Readonly<Record<TerrainType, TerrainProfile>> = {
  clear: { ...open },
  // §16.1: mounted units and lone leaders stop; max 2 dice in Close Combat (ruling R-06: CC only).
  broken: { ...open, stop: 'mountedAndLeaders', ccCap: 2 },
  // §16.2
  forest: { ...open, stop: 'all', ccCap: 2, rangedCapInto: 1, los: 'blocks' },
  // §16.3: caps depend on the levels of both hexes (hillCap below).
  hill: { ...open, los: 'hill' },
  coast: { ...open, impassable: true },
  lake: { ...open, impassable: true },
  river: { ...open, impassable: true },
  // §16.5 fordable river
  ford: { ...open, stop: 'all', ccCap: 2, rangedCapFrom: 1 },
  // §16.6: protection only through the protected hexsides.
  rampart: { ...open },
  // §16.7: −1 die for a unit in the camp, applied after caps.
  camp: { ...open, los: 'blocks', footProtection: true },
  // §16.8
  bridge: { ...open, ccCap: 2, rangedCapFrom: 1, expansion: true },
  // §16.9 scalable city walls
  wall: { ...open, stop: 'all', ccCap: 2, los: 'blocks', expansion: true },
  // §16.10: impassable (no scenario uses the siege rules).
  fortifiedWall: { ...open, impassable: true, los: 'blocks', expansion: true },
  // §16.11
  marsh: { ...open, stop: 'all', ccCap: 2, rangedCapFrom: 1, expansion: true },
  // §16.12 steep hills (Lake Trasimenus): impassable; ruling R-22: block LOS like a hill.
  steep: { ...open, impassable: true, los: 'blocks' },
};

/** The battlefield's terrain: hex index → type (absent = clear), plus rampart hexsides. */
export type Terrain = {
  hexes: Record<string, TerrainType>;
  /** Rampart hex → the neighbour hexes across its protected hexsides. */
  ramparts?: Record<string, number[]>;
};

export function terrainAt(t: Terrain, h: number): TerrainType {
  return t.hexes[h] ?? 'clear';
}

export function profileAt(t: Terrain, h: number): TerrainProfile {
  return TERRAIN[terrainAt(t, h)];
}

export function isImpassable(t: Terrain, h: number, type: UnitType | 'leader'): boolean {
  const tt = terrainAt(t, h);
  if (TERRAIN[tt].impassable) return true;
  if (type === 'leader') return false;
  // §16.1, §16.11: war machines may not enter broken ground or marsh.
  if (type === 'HWM' && (tt === 'broken' || tt === 'marsh')) return true;
  // §16.9: a wall hex is impassable to mounted units and war machines.
  if (tt === 'wall' && (!UNITS[type].foot || type === 'HWM')) return true;
  return false;
}

/** Must a unit (or a lone leader) stop on entering this hex? */
export function stopsOnEntry(t: Terrain, h: number, type: UnitType | 'leader'): boolean {
  const p = profileAt(t, h);
  if (p.stop === 'all') return true;
  if (p.stop === 'mountedAndLeaders') return type === 'leader' || !UNITS[type].foot;
  return false;
}

/** May a unit battle on the turn it entered this hex (§16.1, §16.2)? */
export function battleAfterEntering(t: Terrain, h: number, type: UnitType): boolean {
  const tt = terrainAt(t, h);
  if (tt === 'forest') return UNITS[type].forestBattle;
  if (tt === 'broken') return UNITS[type].foot;
  return true;
}

/** §16.3.1 hill caps for Close Combat. */
export function hillCap(t: Terrain, from: number, to: number, type: UnitType): number | null {
  const fromHill = terrainAt(t, from) === 'hill';
  const toHill = terrainAt(t, to) === 'hill';
  if (toHill && !fromHill) return 2;
  if (fromHill) return UNITS[type].foot ? 3 : 2;
  return null;
}

/** Is the defender in `to` attacked across one of its protected rampart hexsides (§16.6)? */
export function throughRampart(t: Terrain, from: number, to: number): boolean {
  if (terrainAt(t, to) !== 'rampart') return false;
  const sides = t.ramparts?.[to];
  return sides !== undefined && sides.includes(from);
}

const hillGroupCache = new WeakMap<Terrain, Map<number, number>>();
/** Connected groups of hill hexes (ruling R-16: "the same hill" = one connected group). */
export function hillGroup(t: Terrain, h: number): number {
  let groups = hillGroupCache.get(t);
  if (groups === undefined) {
    groups = new Map();
    let next = 0;
    for (const key of Object.keys(t.hexes)) {
      const start = Number(key);
      if (t.hexes[key] !== 'hill' || groups.has(start)) continue;
      const stack = [start];
      groups.set(start, next);
      while (stack.length > 0) {
        const x = stack.pop() as number;
        for (const n of neighbours(x)) {
          if (terrainAt(t, n) === 'hill' && !groups.has(n)) {
            groups.set(n, next);
            stack.push(n);
          }
        }
      }
      next++;
    }
    hillGroupCache.set(t, groups);
  }
  return groups.get(h) ?? -1;
}
