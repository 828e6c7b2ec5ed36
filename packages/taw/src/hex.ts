/**
 * Hexes of the RRR Italy map, numbered `XXYY` as printed (column XX, row YY). The layout is the one
 * derived in the spec (rrr.md, Map facts, "Hex adjacency"): flat-topped columns; neighbours of XXYY are
 * XX(YY±1) and, for an odd column, (XX±1)YY and (XX±1)(YY+1); for an even column (XX±1)(YY−1) and
 * (XX±1)YY. It is the only layout that makes every adjacency the text states true (3514–3615, Rhegium
 * 6015–Messina 5915, Thurii 5509–5508/5609, ...).
 */
export type HexId = number;

export const colOf = (h: HexId): number => Math.floor(h / 100);
export const rowOf = (h: HexId): number => h % 100;
export const hexId = (col: number, row: number): HexId => col * 100 + row;

/** The six hexes around `h` (some may be off the map). */
export function hexNeighbours(h: HexId): HexId[] {
  const c = colOf(h);
  const r = rowOf(h);
  const out = [hexId(c, r - 1), hexId(c, r + 1)];
  if (c % 2 === 1) out.push(hexId(c - 1, r), hexId(c - 1, r + 1), hexId(c + 1, r), hexId(c + 1, r + 1));
  else out.push(hexId(c - 1, r - 1), hexId(c - 1, r), hexId(c + 1, r - 1), hexId(c + 1, r));
  return out.filter((x) => rowOf(x) >= 1 && rowOf(x) <= 99 && colOf(x) >= 1 && colOf(x) <= 99);
}

/** Hex distance (q = column, r = row − ⌊column/2⌋). */
export function hexDistance(a: HexId, b: HexId): number {
  const qa = colOf(a);
  const qb = colOf(b);
  const ra = rowOf(a) - Math.floor(qa / 2);
  const rb = rowOf(b) - Math.floor(qb / 2);
  const dq = qb - qa;
  const dr = rb - ra;
  return Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr));
}

/** A hexside as a stable key (the two hexes, smaller first). */
export const sideKey = (a: HexId, b: HexId): string => (a < b ? `${a}/${b}` : `${b}/${a}`);

/** `XXYY` with leading zero, as printed. */
export const hexLabel = (h: HexId): string => String(h).padStart(4, '0');
