import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ccaBoard as B } from '../src';

const boardHexArb = fc.constantFrom(...B.allBoardHexes());

describe('C&C board geometry (rules 2.2)', () => {
  it('has 9 rows alternately 13 and 12 hexes wide', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map(B.rowLength)).toEqual([13, 12, 13, 12, 13, 12, 13, 12, 13]);
    expect(B.allBoardHexes()).toHaveLength(13 * 5 + 12 * 4);
    expect(B.onBoard({ row: 1, col: 12 })).toBe(false);
    expect(B.onBoard({ row: 2, col: 12 })).toBe(true);
  });

  it('shifts odd rows half a hex right (odd-r), as the reference boards’ river chains show', () => {
    const names = (h: B.BoardHex) => B.boardNeighbours(h).map((n) => `${n.row},${n.col}`).sort();
    expect(names({ row: 2, col: 5 })).toEqual(['1,4', '1,5', '2,4', '2,6', '3,4', '3,5']);
    expect(names({ row: 3, col: 5 })).toEqual(['2,5', '2,6', '3,4', '3,6', '4,5', '4,6']);
    // Crimissos (002): 0,6 1,6 2,7 2,8 3,8 3,9 4,10 ... is a connected chain.
    const chain = [
      [0, 6], [1, 6], [2, 7], [2, 8], [3, 8], [3, 9], [4, 10], [5, 10], [6, 11], [7, 11],
    ] as const;
    for (let i = 1; i < chain.length; i++) {
      const [r0, c0] = chain[i - 1]!;
      const [r1, c1] = chain[i]!;
      expect(B.boardDistance({ row: r0, col: c0 }, { row: r1, col: c1 })).toBe(1);
    }
  });

  it('neighbourhood is symmetric', () => {
    fc.assert(
      fc.property(boardHexArb, (h) => {
        for (const n of B.boardNeighbours(h)) {
          expect(B.boardDistance(h, n)).toBe(1);
          expect(B.boardNeighbours(n).some((m) => B.sameHex(m, h))).toBe(true);
        }
      }),
    );
  });

  it('puts every hex in one section, or two when a dotted line cuts it', () => {
    for (const h of B.allBoardHexes()) {
      const s = B.sectionsOf(h, 'bottom');
      expect(s.length).toBeGreaterThanOrEqual(1);
      expect(s.length).toBeLessThanOrEqual(2);
      if (s.length === 2) expect(s).toContain('centre');
    }
    const cut = B.allBoardHexes().filter((h) => B.sectionsOf(h, 'bottom').length === 2);
    expect(cut.map((h) => `${h.row},${h.col}`)).toEqual(['1,3', '1,8', '3,3', '3,8', '5,3', '5,8', '7,3', '7,8']);
    expect(B.sectionsOf({ row: 0, col: 0 }, 'bottom')).toEqual(['left']);
    expect(B.sectionsOf({ row: 0, col: 4 }, 'bottom')).toEqual(['centre']);
    expect(B.sectionsOf({ row: 0, col: 12 }, 'bottom')).toEqual(['right']);
  });

  it("mirrors left and right for the top player, who sits opposite", () => {
    fc.assert(
      fc.property(boardHexArb, (h) => {
        const mirror = { left: 'right', centre: 'centre', right: 'left' } as const;
        const bottom = B.sectionsOf(h, 'bottom');
        expect(new Set(B.sectionsOf(h, 'top'))).toEqual(new Set(bottom.map((s) => mirror[s])));
      }),
    );
    // The bottom player's left flank is the top player's right flank.
    expect(B.sectionsOf({ row: 4, col: 1 }, 'top')).toEqual(['right']);
  });

  it('gives line-of-sight steps, two hexes where the line runs along a hexside', () => {
    expect(B.boardLineBetween({ row: 4, col: 2 }, { row: 4, col: 5 }).map((s) => s.length)).toEqual([1, 1]);
    // Straight "up" two rows from a long-row hex grazes the hexside between two short-row hexes.
    const graze = B.boardLineBetween({ row: 4, col: 5 }, { row: 2, col: 5 });
    expect(graze).toHaveLength(1);
    expect(graze[0]!.map((h) => `${h.row},${h.col}`).sort()).toEqual(['3,4', '3,5']);
  });

  it('names each side’s baseline', () => {
    expect(B.baselineRow('top')).toBe(0);
    expect(B.baselineRow('bottom')).toBe(8);
  });
});
