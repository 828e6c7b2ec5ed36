// @vitest-environment happy-dom
import './setup-systems';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { ccaBoard, gbohHex } from '@polemarch/kernel';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CCA_BOUNDS, CcaBoardLayer, ccaHexCentre } from '../src/board/cca';
import { GbohCounter, GbohFacingPicker, GbohHexsideLayer, GbohHighlightLayer, GbohTerrainLayer, gbohBounds, gbohHexCentre, hexsideSegment } from '../src/board/gboh';
import { LARGEST_MAP, synthesizeBattle } from '../src/board/gbohSynthetic';
import { PanZoom } from '../src/board/PanZoom';
import { h, renderApp } from './helpers';

afterEach(cleanup);

const svg = (...children: Parameters<typeof h>[2][]) => h('svg', null, ...children);
const names = { left: 'Left flank', centre: 'Centre', right: 'Right flank' };

describe('the C&C board (kernel ccaBoard geometry)', () => {
  it('draws the 9 rows of 13 and 12 hexes with the two dotted section lines', () => {
    renderApp(svg(h(CcaBoardLayer, { side: 'bottom', sectionNames: names })));
    expect(document.querySelectorAll('g.cca-hex')).toHaveLength(9 * 13 - 4);
    expect(document.querySelectorAll('line.section-line')).toHaveLength(2);
    expect([...document.querySelectorAll('text.section-name')].map((t) => t.textContent)).toEqual(['Left flank', 'Centre', 'Right flank']);
  });

  it('seen from the top, the board turns half round: each player’s left flank on his left', () => {
    const h0 = { row: 0, col: 0 };
    const bottom = ccaHexCentre(h0, 'bottom');
    const top = ccaHexCentre(h0, 'top');
    expect(top.x).toBeCloseTo(CCA_BOUNDS.w - bottom.x);
    expect(top.y).toBeCloseTo(CCA_BOUNDS.h - bottom.y);
    // Row 0, column 0 is in the board's left section, which is the top player's right flank.
    expect(ccaBoard.sectionsOf(h0, 'top')).toEqual(['right']);
    expect(top.x).toBeGreaterThan(CCA_BOUNDS.w / 2);
  });

  it('neighbouring hexes are one hex width apart on screen, short rows shifted half a hex', () => {
    const a = ccaHexCentre({ row: 1, col: 0 }, 'bottom');
    for (const n of ccaBoard.boardNeighbours({ row: 1, col: 0 })) {
      const b = ccaHexCentre(n, 'bottom');
      expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeCloseTo(Math.sqrt(3) * 40, 5);
    }
  });

  it('only offered hexes are buttons, with their names; activating one reports the hex', () => {
    const got: unknown[] = [];
    renderApp(
      svg(
        h(CcaBoardLayer, {
          side: 'bottom',
          sectionNames: names,
          highlights: new Map([['4,6', { kind: 'move' as const, note: '1' }]]),
          actionLabel: (x: ccaBoard.BoardHex) => (x.row === 4 && x.col === 6 ? 'Go there' : undefined),
          onActivate: (x: ccaBoard.BoardHex) => got.push(x),
        }),
      ),
    );
    expect(screen.getAllByRole('button')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Go there' }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Go there' }), { key: ' ' });
    expect(got).toEqual([{ row: 4, col: 6 }, { row: 4, col: 6 }]);
  });
});

describe('GBoH map primitives (kernel gbohHex geometry), on a synthetic map', () => {
  const battle = synthesizeBattle(12, 9, 6, 3);

  it('draws every hex with its CCRR number, terrain and elevation', () => {
    renderApp(svg(h(GbohTerrainLayer, { map: battle.map })));
    // One path per look (terrain and elevation), each hex a subpath; the numbers in one text, in map order.
    const looks = [...document.querySelectorAll('path.gboh-hexes')];
    expect(looks.reduce((n, p) => n + Number(p.getAttribute('data-hexes')), 0)).toBe(12 * 9);
    expect(looks.reduce((n, p) => n + (p.getAttribute('d')!.match(/M/g) ?? []).length, 0)).toBe(12 * 9);
    expect(document.querySelector('g.gboh-terrain')!.getAttribute('data-hexes')).toBe(String(12 * 9));
    // The numbers in blocks (each laid out only while in sight): every hex's number once.
    const digits = [...document.querySelectorAll('text.hex-number')].map((t) => t.textContent).join('');
    expect(digits.match(/.{4}/g)!.sort()).toEqual(battle.map.hexes.map((x) => x.id).sort());
    expect(battle.map.hexes[0]!.id).toBe('0101');
    const woods = battle.map.hexes.filter((x) => x.terrain === 'woods').length;
    expect([...document.querySelectorAll('path.gboh-hexes.t-woods')].reduce((n, p) => n + Number(p.getAttribute('data-hexes')), 0)).toBe(woods);
    expect(document.querySelectorAll('path.gboh-hexes.elev-2').length).toBeGreaterThan(0);
  });

  it('lays out a block of hex numbers only once its area has stood in sight a moment, and drops it when it leaves', () => {
    // Issue 18: the numbers of blocks coming into sight during a pan or zoom would be laid out between two of its frames.
    let report: ((entries: { target: Element; isIntersecting: boolean }[]) => void) | null = null;
    vi.useFakeTimers();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
          report = cb;
        }
        observe() {}
        disconnect() {}
      },
    );
    try {
      renderApp(svg(h(GbohTerrainLayer, { map: battle.map })));
      const areas = [...document.querySelectorAll('rect.hex-number-area')];
      const text = (i: number) => areas[i]!.nextElementSibling as SVGTextElement;
      expect(areas.length).toBeGreaterThan(1);
      expect(text(0).style.display).toBe('none');
      report!([{ target: areas[0]!, isIntersecting: true }]);
      vi.advanceTimersByTime(100);
      // Still moving: another block comes into sight, the first is not laid out yet.
      report!([{ target: areas[1]!, isIntersecting: true }]);
      vi.advanceTimersByTime(150);
      expect(text(0).style.display).toBe('none');
      vi.advanceTimersByTime(100);
      expect(text(0).style.display).toBe('');
      expect(text(1).style.display).toBe('');
      report!([{ target: areas[0]!, isIntersecting: false }]);
      expect(text(0).style.display).toBe('none');
      // While the board is in a pan or zoom gesture (PanZoom's data-moving), a block coming into sight waits for its end.
      const board = document.querySelector('svg')!;
      board.setAttribute('data-moving', '');
      report!([{ target: areas[0]!, isIntersecting: true }]);
      vi.advanceTimersByTime(1000);
      expect(text(0).style.display).toBe('none');
      board.removeAttribute('data-moving');
      vi.advanceTimersByTime(250);
      expect(text(0).style.display).toBe('');
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });

  it('places odd columns half a hex lower than even ones (the worked examples’ adjacencies)', () => {
    // 1905–2006 are adjacent (6.58): centres one hex apart.
    const a = gbohHexCentre('1905');
    const b = gbohHexCentre('2006');
    expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeCloseTo(Math.sqrt(3) * 36, 5);
    // y grows southward: the odd column's hex sits lower, half a hex.
    expect(gbohHexCentre('0102').y - gbohHexCentre('0202').y).toBeCloseTo((Math.sqrt(3) * 36) / 2, 5);
  });

  it('draws a hexside feature on the edge the two hexes share, the same from either side', () => {
    const s1 = hexsideSegment('0505', '0506')!;
    const s2 = hexsideSegment('0506', '0505')!;
    const ends = (s: typeof s1) => [[s.x1, s.y1], [s.x2, s.y2]].map((p) => p.map((v) => v.toFixed(3)).join(',')).sort();
    expect(ends(s1)).toEqual(ends(s2));
    // The edge's midpoint is halfway between the centres.
    const a = gbohHexCentre('0505');
    const b = gbohHexCentre('0506');
    expect((s1.x1 + s1.x2) / 2).toBeCloseTo((a.x + b.x) / 2, 5);
    expect((s1.y1 + s1.y2) / 2).toBeCloseTo((a.y + b.y) / 2, 5);
    expect(hexsideSegment('0505', '0909')).toBeNull();
    renderApp(svg(h(GbohHexsideLayer, { hexsides: [{ a: '0505', b: '0506', feature: 'river' }, { a: '0606', b: '0706', feature: 'wall' }] })));
    expect(document.querySelectorAll('line.hs-river')).toHaveLength(1);
    expect(document.querySelectorAll('line.hs-wall')).toHaveLength(1);
  });

  it('a counter shows type, class, TQ·size·MA, missile type and its markers', () => {
    renderApp(
      svg(
        h(GbohCounter, {
          counter: { id: 'u1', hex: '0505', facing: 1, side: 'A', type: 'LI', unitClass: 'Peltast', size: 3, troopQuality: 6, movementAllowance: 6, missile: 'J', cohesionHits: 2, missileSupply: 'low', shock: true, routed: true, moved: true },
          label: 'Peltasts',
        }),
      ),
    );
    const c = screen.getByRole('img', { name: 'Peltasts' });
    expect(c.querySelector('.c-type')?.textContent).toBe('LI');
    expect(c.querySelector('.c-missile')?.textContent).toBe('J');
    expect(c.querySelector('.c-stats')?.textContent).toBe('6 · 3 · 6');
    expect(c.querySelector('.marker-hits text')?.textContent).toBe('2');
    expect(c.querySelector('.marker-missile text')?.textContent).toBe('L');
    expect(c.querySelector('.marker-shock')).not.toBeNull();
    expect(c.querySelector('.marker-moved text')?.textContent).toBe('M');
    expect(c.querySelector('.routed-band')).not.toBeNull();
    expect(c.getAttribute('class')).toContain('routed');
  });

  it('legal destinations and facings are keyboard-operable buttons', () => {
    const picked: unknown[] = [];
    renderApp(
      svg(
        h(GbohHighlightLayer, { highlights: new Map([['0606', { kind: 'move' as const, note: '2 MP', actionLabel: 'Move to 0606' }], ['0707', { kind: 'selected' as const }]]), onActivate: (x: string) => picked.push(x) }),
        h(GbohFacingPicker, { hex: '0707', options: [0, 5] as gbohHex.Direction[], label: (k: gbohHex.Direction) => `Face ${gbohHex.VERTEX_NAMES[k]}`, onPick: (k: number) => picked.push(k) }),
      ),
    );
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Move to 0606', 'Face NNE', 'Face NNW']);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Move to 0606' }), { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Face NNW' }));
    expect(picked).toEqual(['0606', 5]);
    expect(screen.getByText('2 MP')).toBeTruthy();
  });

  it('the largest synthetic battle fits its bounds and has the size the benchmark claims', () => {
    const big = synthesizeBattle(LARGEST_MAP.cols, LARGEST_MAP.rows, LARGEST_MAP.unitsPerSide);
    expect(big.map.hexes).toHaveLength(LARGEST_MAP.cols * LARGEST_MAP.rows);
    expect(big.counters.length).toBe(2 * LARGEST_MAP.unitsPerSide);
    const b = gbohBounds(big.map);
    for (const c of big.counters) {
      const p = gbohHexCentre(c.hex);
      expect(p.x > b.x && p.x < b.x + b.w && p.y > b.y && p.y < b.y + b.h).toBe(true);
    }
    // Deterministic from its seed.
    expect(synthesizeBattle(20, 10, 5, 9)).toEqual(synthesizeBattle(20, 10, 5, 9));
  });
});

describe('pan and zoom', () => {
  const bounds = { x: 0, y: 0, w: 1000, h: 600 };
  const viewBox = () => document.querySelector('svg.board-svg')!.getAttribute('viewBox')!.split(' ').map(Number);
  const frame = () => new Promise((r) => setTimeout(r, 40));

  it('zooms with the buttons about the centre, and fits back', async () => {
    renderApp(h(PanZoom, { bounds, label: 'Test board', children: h('rect', { width: 1000, height: 600 }) }));
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    await frame();
    const [x, y, w, hh] = viewBox();
    expect(w).toBeCloseTo(800);
    expect(hh).toBeCloseTo(480);
    expect(x! + w! / 2).toBeCloseTo(500);
    expect(y! + hh! / 2).toBeCloseTo(300);
    expect(document.querySelector('svg.board-svg')!.getAttribute('data-detail')).toBe('far');
    fireEvent.click(screen.getByRole('button', { name: 'Fit the board' }));
    await frame();
    expect(viewBox()).toEqual([0, 0, 1000, 600]);
  });

  it('pans and zooms from the keyboard when the board has focus', async () => {
    renderApp(h(PanZoom, { bounds, label: 'Test board', detailZoom: 1.5, children: h('rect', { width: 1000, height: 600 }) }));
    const board = screen.getByRole('group', { name: 'Test board' });
    fireEvent.keyDown(board, { key: '+' });
    fireEvent.keyDown(board, { key: '+' });
    await frame();
    const [x0] = viewBox();
    fireEvent.keyDown(board, { key: 'ArrowRight' });
    await frame();
    expect(viewBox()[0]).toBeGreaterThan(x0!);
    expect(board.getAttribute('data-detail')).toBe('near');
    fireEvent.keyDown(board, { key: '0' });
    await frame();
    expect(viewBox()).toEqual([0, 0, 1000, 600]);
  });

  it('marks the board as moving during a wheel gesture (data-moving) and clears the mark when the view settles', async () => {
    renderApp(h(PanZoom, { bounds, label: 'Test board', children: h('rect', { width: 1000, height: 600 }) }));
    const board = screen.getByRole('group', { name: 'Test board' });
    Object.defineProperty(board, 'clientWidth', { value: 1000 });
    Object.defineProperty(board, 'clientHeight', { value: 600 });
    fireEvent.wheel(board, { deltaY: -60, clientX: 500, clientY: 300 });
    await frame();
    expect(board.hasAttribute('data-moving')).toBe(true);
    await new Promise((r) => setTimeout(r, 250));
    expect(board.hasAttribute('data-moving')).toBe(false);
    expect(viewBox()[2]).toBeLessThan(1000);
  });

  it('never zooms out past a little more than the whole board', async () => {
    renderApp(h(PanZoom, { bounds, label: 'Test board', children: h('rect', { width: 1000, height: 600 }) }));
    for (let i = 0; i < 10; i++) fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    await frame();
    expect(viewBox()[2]).toBeCloseTo(1000 / 0.6);
  });
});

describe('tracks and hands', () => {
  it('a short track is pips, a long one (rout points) a meter', async () => {
    const { Track } = await import('../src/components/Track');
    renderApp(
      h(Track, {
        title: 'Banners',
        rows: [
          { seat: 'a', name: 'A', colour: '#000', value: 2, of: 5, label: '2 banners of 5' },
          { seat: 'b', name: 'B', colour: '#000', value: 37, of: 80, label: '37 rout points of 80' },
        ],
      }),
    );
    expect(screen.getByRole('img', { name: '2 banners of 5' }).querySelectorAll('.pip.on')).toHaveLength(2);
    expect(screen.getByRole('img', { name: '2 banners of 5' }).querySelectorAll('.pip')).toHaveLength(5);
    expect(screen.getByRole('meter', { name: '37 rout points of 80' }).getAttribute('aria-valuenow')).toBe('37');
  });

  it('only cards the engine lets you play are buttons you can press', async () => {
    const { CardHand } = await import('../src/components/CardHand');
    const played: string[] = [];
    renderApp(h(CardHand, { empty: 'none', cards: [{ key: '1', title: 'Line Command', play: { label: 'Play Line Command', onPlay: () => played.push('line') } }, { key: '2', title: 'Counter-Attack' }] }));
    fireEvent.click(screen.getByRole('button', { name: 'Play Line Command' }));
    expect((screen.getByRole('button', { name: 'Counter-Attack' }) as HTMLButtonElement).disabled).toBe(true);
    expect(played).toEqual(['line']);
  });

  it('a C&C block shows its remaining strength as filled pips, and a leader’s pennant', async () => {
    const { CcaBlockUnit } = await import('../src/board/cca');
    renderApp(svg(h(CcaBlockUnit, { hex: { row: 4, col: 4 }, side: 'bottom', type: 'medium', strength: 3, of: 4, colour: '#800', label: 'Medium infantry, 3 blocks', leader: 'Hasdrubal' })));
    const u = screen.getByRole('img', { name: 'Medium infantry, 3 blocks' });
    expect(u.querySelectorAll('.pip.on')).toHaveLength(3);
    expect(u.querySelectorAll('.pip.off')).toHaveLength(1);
    expect(u.querySelector('.leader-pennant')).not.toBeNull();
  });
});
