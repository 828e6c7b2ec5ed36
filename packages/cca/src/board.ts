import { ccaBoard, cube } from '@polemarch/kernel';

/**
 * The C&C board (rules §2.2) as precomputed index tables. A hex is its kernel board index
 * (row·16 + col); tables are built once at load so movement, retreat and line of sight never
 * recompute geometry.
 */
export type Side = 'top' | 'bottom';
export const SIDES: readonly Side[] = ['top', 'bottom'];
export const other = (s: Side): Side => (s === 'top' ? 'bottom' : 'top');

export type SectionName = 'left' | 'center' | 'right';
export const SECTION_BIT: Readonly<Record<SectionName, number>> = { left: 1, center: 2, right: 4 };
export const SECTION_NAMES: readonly SectionName[] = ['left', 'center', 'right'];

export const BOARD_SLOTS = 9 * 16;
export const rowOf = (h: number): number => h >> 4;
export const colOf = (h: number): number => h & 15;
export const hexIndex = (row: number, col: number): number => row * 16 + col;
export const isOnBoard = (row: number, col: number): boolean => ccaBoard.onBoard({ row, col });

/** Every on-board hex index, row by row. */
export const ALL_HEXES: readonly number[] = ccaBoard.allBoardHexes().map((h) => ccaBoard.boardIndex(h));

const neighbourTable: number[][] = [];
const forwardTable: Record<Side, number[][]> = { top: [], bottom: [] };
/** Neighbour count including off-board positions (6 for every hex): a hex with fewer on-board ones is on an edge. */
for (let i = 0; i < BOARD_SLOTS; i++) {
  neighbourTable.push([]);
  forwardTable.top.push([]);
  forwardTable.bottom.push([]);
}
for (const h of ALL_HEXES) {
  const ns = ccaBoard.boardNeighbours(ccaBoard.fromBoardIndex(h)).map((n) => ccaBoard.boardIndex(n));
  neighbourTable[h] = ns;
  // 12.2.1: "toward its own side" = the (up to two) neighbours one row nearer the owner's baseline.
  forwardTable.top[h] = ns.filter((n) => rowOf(n) === rowOf(h) - 1);
  forwardTable.bottom[h] = ns.filter((n) => rowOf(n) === rowOf(h) + 1);
}

export function neighbours(h: number): readonly number[] {
  return neighbourTable[h] as number[];
}

/** Hexes one row nearer `side`'s baseline (retreat and evade directions). */
export function towardOwnSide(h: number, side: Side): readonly number[] {
  return forwardTable[side][h] as number[];
}

export function adjacent(a: number, b: number): boolean {
  return (neighbourTable[a] as number[]).includes(b);
}

const cubeOf: cube.Cube[] = [];
for (let i = 0; i < BOARD_SLOTS; i++) cubeOf.push(ccaBoard.boardToCube(ccaBoard.fromBoardIndex(i)));

export function distance(a: number, b: number): number {
  return cube.cubeDistance(cubeOf[a] as cube.Cube, cubeOf[b] as cube.Cube);
}

export function baselineRow(side: Side): number {
  return side === 'top' ? 0 : 8;
}

/** Is the hex on `side`'s own baseline (a leader may evade off the board from there, §13.3.2(g)). */
export function onOwnBaseline(h: number, side: Side): boolean {
  return rowOf(h) === baselineRow(side);
}

/**
 * Section membership from each side's seat, as bit masks (left 1, center 2, right 4). Ruling R-01
 * (docs/rules/cca-rulings.md): the kernel's default dotted lines (4 and 9 hex widths) are kept.
 */
const sectionTable: Record<Side, number[]> = { top: new Array<number>(BOARD_SLOTS).fill(0), bottom: new Array<number>(BOARD_SLOTS).fill(0) };
for (const side of SIDES) {
  for (const h of ALL_HEXES) {
    let mask = 0;
    for (const s of ccaBoard.sectionsOf(ccaBoard.fromBoardIndex(h), side)) mask |= s === 'left' ? 1 : s === 'centre' ? 2 : 4;
    sectionTable[side][h] = mask;
  }
}

export function sectionMask(h: number, side: Side): number {
  return sectionTable[side][h] as number;
}

/** Mirror a section mask left ↔ right (Counter-Attack, §18.4). */
export function mirrorMask(mask: number): number {
  return (mask & 2) | ((mask & 1) << 2) | ((mask & 4) >> 2);
}

/**
 * The straight line between two hex centres for line of sight (§10.5, B.5): for each step, the one
 * or two hexes the line passes through (two where it runs along a hexside). An off-board hex is
 * reported as -1: the edge of the battlefield blocks.
 */
export function lineBetween(a: number, b: number): number[][] {
  const ca = cubeOf[a] as cube.Cube;
  const cb = cubeOf[b] as cube.Cube;
  const plus = cube.cubeLine(ca, cb, 1);
  const minus = cube.cubeLine(ca, cb, -1);
  const out: number[][] = [];
  for (let i = 1; i < plus.length - 1; i++) {
    const p = ccaBoard.cubeToBoard(plus[i] as cube.Cube);
    const m = ccaBoard.cubeToBoard(minus[i] as cube.Cube);
    const pi = ccaBoard.onBoard(p) ? ccaBoard.boardIndex(p) : -1;
    const mi = ccaBoard.onBoard(m) ? ccaBoard.boardIndex(m) : -1;
    out.push(pi === mi ? [pi] : [pi, mi]);
  }
  return out;
}

const lineCache = new Map<number, number[][]>();
export function cachedLine(a: number, b: number): number[][] {
  const key = a * 256 + b;
  let l = lineCache.get(key);
  if (l === undefined) {
    l = lineBetween(a, b);
    lineCache.set(key, l);
  }
  return l;
}

export function hexLabel(h: number): string {
  return `${rowOf(h)},${colOf(h)}`;
}
