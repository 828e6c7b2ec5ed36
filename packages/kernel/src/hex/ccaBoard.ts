import { type Cube, cube, cubeDistance, cubeLine } from './cube';

/**
 * The Commands & Colors board: 9 rows of pointy-topped hexes, alternately 13 and 12 wide, the short
 * (odd) rows shifted half a hex to the right ("odd-r"). Row 0 is the top player's baseline, row 8 the
 * bottom player's. Positions are (row, col) as in the reference board data.
 *
 * Two dotted lines split the board into left, centre and right sections; a hex cut by a line belongs
 * to both sections it touches. The lines' positions are a board fact the rulebook does not print; they
 * are parameters here (in hex widths from the left edge of a long row), defaulting to 4 and 9, which
 * makes the flanks 4 hexes wide on long rows and cuts the 4th and 9th hexes of each short row.
 */
export interface BoardHex {
  row: number;
  col: number;
}

export const CCA_ROWS = 9;
export const CCA_LONG_ROW = 13;

export type Section = 'left' | 'centre' | 'right';
export type BoardSide = 'top' | 'bottom';

export function rowLength(row: number): number {
  return row % 2 === 0 ? CCA_LONG_ROW : CCA_LONG_ROW - 1;
}

export function onBoard({ row, col }: BoardHex): boolean {
  return Number.isInteger(row) && Number.isInteger(col) && row >= 0 && row < CCA_ROWS && col >= 0 && col < rowLength(row);
}

/** A compact integer key (row·16 + col), handy for typed-array tables. */
export function boardIndex({ row, col }: BoardHex): number {
  return row * 16 + col;
}

export function fromBoardIndex(i: number): BoardHex {
  return { row: Math.floor(i / 16), col: i % 16 };
}

export function boardToCube({ row, col }: BoardHex): Cube {
  return cube(col - (row - (row & 1)) / 2, row);
}

export function cubeToBoard(c: Cube): BoardHex {
  return { row: c.r, col: c.q + (c.r - (c.r & 1)) / 2 };
}

/** All hexes of the board, row by row. */
export function allBoardHexes(): BoardHex[] {
  const out: BoardHex[] = [];
  for (let row = 0; row < CCA_ROWS; row++) for (let col = 0; col < rowLength(row); col++) out.push({ row, col });
  return out;
}

// Axial steps for pointy-topped hexes: E, NE, NW, W, SW, SE.
const STEPS: readonly Cube[] = [cube(1, 0), cube(1, -1), cube(0, -1), cube(-1, 0), cube(-1, 1), cube(0, 1)];

/** The neighbours of a hex that lie on the board. */
export function boardNeighbours(h: BoardHex): BoardHex[] {
  const c = boardToCube(h);
  const out: BoardHex[] = [];
  for (const s of STEPS) {
    const n = cubeToBoard(cube(c.q + s.q, c.r + s.r));
    if (onBoard(n)) out.push(n);
  }
  return out;
}

export function boardDistance(a: BoardHex, b: BoardHex): number {
  return cubeDistance(boardToCube(a), boardToCube(b));
}

export function sameHex(a: BoardHex, b: BoardHex): boolean {
  return a.row === b.row && a.col === b.col;
}

/**
 * The hexes strictly between a and b on the line joining their centres; an entry has two hexes
 * where the line runs along the hexside between them (C&C: line of sight is blocked there only when
 * both are blocking). Off-board candidates are dropped.
 */
export function boardLineBetween(a: BoardHex, b: BoardHex): BoardHex[][] {
  const plus = cubeLine(boardToCube(a), boardToCube(b), 1);
  const minus = cubeLine(boardToCube(a), boardToCube(b), -1);
  const out: BoardHex[][] = [];
  for (let i = 1; i < plus.length - 1; i++) {
    const p = cubeToBoard(plus[i] as Cube);
    const m = cubeToBoard(minus[i] as Cube);
    const step = sameHex(p, m) ? [p] : [p, m];
    out.push(step.filter(onBoard));
  }
  return out;
}

export interface SectionLines {
  /** Position of the left and right dotted lines, in hex widths from the left edge of a long row. */
  left: number;
  right: number;
}

export const DEFAULT_SECTION_LINES: SectionLines = { left: 4, right: 9 };

/**
 * The sections a hex belongs to, as seen by the player on `side`. The bottom player sees the board's
 * left as his left; the top player sits opposite, so his left is the board's right (rules 2.2).
 */
export function sectionsOf(h: BoardHex, side: BoardSide, lines: SectionLines = DEFAULT_SECTION_LINES): Section[] {
  // A long-row hex c spans [c, c+1]; a short-row hex spans [c+½, c+1½].
  const lo = h.col + (h.row % 2 === 0 ? 0 : 0.5);
  const hi = lo + 1;
  const boardSections: Section[] = [];
  if (lo < lines.left) boardSections.push('left');
  if (hi > lines.left && lo < lines.right) boardSections.push('centre');
  if (hi > lines.right) boardSections.push('right');
  if (side === 'bottom') return boardSections;
  const mirror: Record<Section, Section> = { left: 'right', centre: 'centre', right: 'left' };
  return boardSections.map((s) => mirror[s]).reverse();
}

/** The baseline row of a side: the row nearest that player. */
export function baselineRow(side: BoardSide): number {
  return side === 'top' ? 0 : CCA_ROWS - 1;
}
