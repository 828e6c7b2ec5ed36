import { elevationAt, onMap, sideFeatures, terrainAt } from '@polemarch/gboh-family';
import { type Cost, LEADER_COLUMN, TEC, type TecColumn, parseCell, tecColumn } from './charts/tec';
import { fortBetween, fortCrossing, inCamp } from './fortifications';
import type { SgbohState, Unit } from './types';

/** The TEC (T1) and the T2 fortifications applied to one step of movement (5.14, 5.16, 5.17, 11.12). */

export type StepCost = { mp: number; hit: 'none' | 'mandatory' | 'optional' };

function combine(costs: readonly Cost[]): StepCost | null {
  let mp = 0;
  let hit: StepCost['hit'] = 'none';
  for (const c of costs) {
    if (c === 'P') return null;
    if (c === 'AT') continue;
    mp += c.mp;
    if (c.hit === 'mandatory') hit = 'mandatory';
    else if (c.hit === 'optional' && hit === 'none') hit = 'optional';
  }
  return { mp, hit };
}

function hexCell(s: SgbohState, col: TecColumn, hex: string): string {
  switch (terrainAt(s.map, hex)) {
    case 'clear':
      return TEC.hexes.clear[col];
    case 'woods':
      return TEC.hexes.woods[col];
    case 'rough':
      return TEC.hexes.rough[col];
    case 'river':
      // 13 engine reading: Cataphract maps are not Alexander maps, so a river hex is the Caesar/Gaul major river (P).
      return TEC.hexes.majorRiverCaesarGaul[col];
    default:
      return 'P'; // city walls, off map
  }
}

function elevationCell(col: TecColumn, diff: number): string | null {
  if (diff === 0) return null;
  if (Math.abs(diff) > 3) return 'P';
  const n = Math.abs(diff) as 1 | 2 | 3;
  const key = diff > 0 ? (`up${n}` as const) : (`down${n}` as const);
  return TEC.elevation[key][col];
}

/** The cost of entering `to` from `from` in a TEC column, or null if prohibited. */
export function columnStepCost(s: SgbohState, col: TecColumn, from: string, to: string, inColumn = false): StepCost | null {
  if (!onMap(s.map, to)) return null;
  const cells: Cost[] = [parseCell(hexCell(s, col, to))];
  const f = sideFeatures(s.map, from, to);
  if (f.includes('impassable') || f.includes('wall')) return null;
  // A bridge carries the road over the river: "AT", the other terrain only (T1 roads).
  if (f.includes('river') && !f.includes('bridge')) cells.push(parseCell(TEC.hexsides.river[col]));
  // 11.22, T1 "Column" column: a stream is "+0" In Column (no (h) for PH/HI); a River's cell is "—", the type's own.
  if (f.includes('stream') && !f.includes('bridge')) cells.push(parseCell(inColumn ? COLUMN_STREAM : TEC.hexsides.stream[col]));
  // 11.12, 11.13, T2 (rulings R-13, R-44): the works' crossing from this side; cavalry only through a Gate.
  const fort = fortBetween(s, from, to);
  if (fort !== null) cells.push(fortCrossing(fort, from, col === LEADER_COLUMN, inColumn));
  // 11.13: elephants may not enter camps.
  if (col === 6 && inCamp(s, to)) return null;
  const diff = elevationAt(s.map, to) - elevationAt(s.map, from);
  const e = (inColumn ? COLUMN_ELEVATION[diff] : undefined) ?? elevationCell(col, diff);
  if (e !== null) cells.push(parseCell(e));
  return combine(cells);
}

/** A unit's cost to step (T1 note a: BI ignore h and (h)). */
export function unitStepCost(s: SgbohState, u: Unit, from: string, to: string): StepCost | null {
  const c = columnStepCost(s, tecColumn(u.type, u.cls), from, to, u.inColumn);
  if (c === null) return null;
  return u.type === 'BI' ? { mp: c.mp, hit: 'none' } : c;
}

/** 11.22, T1 "Column" column (elevation): a unit In Column uses these cells instead of its type's where they exist. */
const COLUMN_ELEVATION: Record<number, string> = { 1: '+1', 2: '+2', [-1]: '+0', [-2]: '+1(h)' };
/** 11.22, T1 "Column" column (hexsides): the Stream cell; the River cell is "—" (the unit type's own entry). */
const COLUMN_STREAM = '+0';

/** 4.31: a leader alone pays as Cavalry; leaders have no cohesion (ruling R-12: no hits). */
export function leaderStepCost(s: SgbohState, from: string, to: string): number | null {
  const c = columnStepCost(s, LEADER_COLUMN, from, to);
  return c === null ? null : c.mp;
}

/** 6.12, T1 note e: MP to turn from one vertex to another. */
export function facingCost(u: Unit, vertices: number): number {
  if (vertices === 0) return 0;
  const per = TEC.changeFacing[tecColumn(u.type, u.cls)];
  // T7: non-Byzantine cataphracts pay 2 per vertex (ruling R-15: every cataphract of our Byzantine battles is Byzantine or Persian; Persian = non-Byzantine).
  const perVertex = u.cls === 'CAT' && u.side !== 'byzantines' && u.side !== 'eastRomans' ? 2 : per;
  // Note e: Roman infantry (LG, LI, HI, CO of a legion) take any facing for the cost.
  if (u.legion !== null && ['LG', 'LI', 'HI', 'CO'].includes(u.type)) return 1;
  return perVertex * vertices;
}
