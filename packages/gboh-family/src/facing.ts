import { type Arc, gbohHex } from './hex';
import { isProhibitedHex, isProhibitedSide, sideFeatures, type StaticMap } from './map';

/**
 * 7.1 facing and 7.2 Zones of Control, typed on the map and a piece: the engines of the family say which
 * pieces exert a ZOC at all (7.21: not Routed units, not Cheiroballistrae in Cataphract) and ask here where.
 */

/** Where a piece stands and which way it faces: a vertex (7.11), or a hexside In Column (6.43). */
export type FacedPiece = { hex: string; facing: number; inColumn: boolean };

/**
 * What a ZOC is asked for. Dara trench (`dara.trench`, ruling R-TRENCH-1): a ZOC extends across a trench hexside
 * only for missile fire, so `missile` (Entry/Retire Reaction Fire, Return Fire, Reload) sees it and `movement`
 * (stopping, leaving, the 7.32 obligation, rout, every other use) does not; `shock` sees it too, because the
 * scenario lets a unit Shock across the trench by choice (one column left when every attacker does).
 */
export type ZocPurpose = 'movement' | 'shock' | 'missile';

/** 7.11: the arc (front, flank, rear) of `target` seen from a piece facing a vertex. */
export function arcOf(piece: Pick<FacedPiece, 'hex' | 'facing'>, target: string): Arc {
  return gbohHex.arcOf(piece.hex, gbohHex.dir(piece.facing), target).arc;
}

/** 7.11: the two Front hexes of a piece facing a vertex; In Column (6.43) the one hex across its faced hexside. */
export function frontHexesOf(piece: FacedPiece): readonly string[] {
  const d = gbohHex.dir(piece.facing);
  if (!piece.inColumn) return gbohHex.frontHexes(piece.hex, d);
  const across = gbohHex.neighbour(piece.hex, d);
  return across === null ? NO_HEXES : [across];
}

const NO_HEXES: readonly string[] = [];
const PURPOSE_INDEX: Record<ZocPurpose, number> = { movement: 0, shock: 1, missile: 2 };
/** Per map and hex, the ZOC hexes for each facing × In Column × purpose: they depend on the static map only. */
const zocTables = new WeakMap<StaticMap, Map<string, (readonly string[] | undefined)[]>>();

/**
 * 7.21: the hexes a piece at `hex` exerts its ZOC into: its two Front hexes (one if In Column); 7.22: not into
 * prohibited hexes nor across prohibited hexsides; across a trench only for Shock and missile fire (R-TRENCH-1).
 * A shared list, never to be mutated. The caller decides whether the piece exerts a ZOC at all (7.21).
 */
export function frontZoc(map: StaticMap, hex: string, facing: number, inColumn: boolean, purpose: ZocPurpose): readonly string[] {
  let table = zocTables.get(map);
  if (table === undefined) {
    table = new Map();
    zocTables.set(map, table);
  }
  let row = table.get(hex);
  if (row === undefined) {
    row = [];
    table.set(hex, row);
  }
  const d = gbohHex.dir(facing);
  const i = d * 6 + (inColumn ? 3 : 0) + PURPOSE_INDEX[purpose];
  let hexes = row[i];
  if (hexes === undefined) {
    const front = inColumn ? [gbohHex.neighbour(hex, d)].filter((h): h is string => h !== null) : gbohHex.frontHexes(hex, d);
    hexes = front.filter(
      (h) =>
        !isProhibitedHex(map, h) &&
        !isProhibitedSide(map, hex, h) &&
        // dara.trench: across a trench hexside the ZOC counts only for missile fire.
        (purpose !== 'movement' || !sideFeatures(map, hex, h).includes('trench')),
    );
    row[i] = hexes;
  }
  return hexes;
}

/** `frontZoc` of a piece (7.21, 7.22). */
export function zocOf(map: StaticMap, piece: FacedPiece, purpose: ZocPurpose = 'movement'): readonly string[] {
  return frontZoc(map, piece.hex, piece.facing, piece.inColumn, purpose);
}
