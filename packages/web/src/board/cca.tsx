import { ccaBoard } from '@polemarch/kernel';
import { type KeyboardEvent, memo, type ReactNode, useRef } from 'react';
import type { Box } from './PanZoom';

type BoardHex = ccaBoard.BoardHex;
type BoardSide = ccaBoard.BoardSide;

/**
 * Drawing primitives for the Commands & Colors board (kernel `ccaBoard`): 9 rows of pointy-topped
 * hexes, 13 and 12 wide, short rows shifted half a hex right; two dotted lines make the left,
 * centre and right sections. The board is drawn as seen by one player: the bottom player sees it
 * as printed, the top player sees it turned half round, so each player's own left flank is on his
 * left (rules 2.2).
 */
export const CCA_RADIUS = 40;
const R = CCA_RADIUS;
const W = Math.sqrt(3) * R;
const MARGIN = 28;

export const CCA_BOUNDS: Box = {
  x: 0,
  y: 0,
  w: ccaBoard.CCA_LONG_ROW * W + 2 * MARGIN,
  h: 2 * R + 1.5 * R * (ccaBoard.CCA_ROWS - 1) + 2 * MARGIN,
};

/** Centre of a hex in board units, as seen from `side`. */
export function ccaHexCentre(h: BoardHex, side: BoardSide): { x: number; y: number } {
  const x = MARGIN + W * (h.col + (h.row % 2 === 1 ? 0.5 : 0)) + W / 2;
  const y = MARGIN + R + 1.5 * R * h.row;
  return side === 'bottom' ? { x, y } : { x: CCA_BOUNDS.w - x, y: CCA_BOUNDS.h - y };
}

/** The six corners of a pointy-topped hex of radius r about (0, 0), as an SVG points list. */
export function pointyHexPoints(r: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 180) * (60 * i - 90);
    pts.push(`${(r * Math.cos(a)).toFixed(2)},${(r * Math.sin(a)).toFixed(2)}`);
  }
  return pts.join(' ');
}

const HEX_POINTS = pointyHexPoints(R - 0.6);

export type CcaTerrain = 'clear' | 'forest' | 'hill' | 'river' | 'marsh' | 'town';

/** How a hex is offered to the player: a place to move to, a target to attack, the selected unit. */
export interface HexHighlight {
  kind: 'move' | 'target' | 'selected' | 'piece' | 'last';
  /** Small print in the hex (a cost, the odds). */
  note?: string;
}

interface HexProps {
  hex: BoardHex;
  side: BoardSide;
  terrain?: CcaTerrain;
  highlight?: HexHighlight;
  /** Accessible name when the hex can be activated (e.g. "Move to row 3, column 5"). */
  actionLabel?: string;
  onActivate?: (hex: BoardHex) => void;
  onInspect?: (hex: BoardHex | null) => void;
}

/** One hex of the C&C board: terrain, highlight, and a keyboard- and pointer-operable target when offered. */
export const CcaHexCell = memo(function CcaHexCell({ hex, side, terrain = 'clear', highlight, actionLabel, onActivate, onInspect }: HexProps) {
  const { x, y } = ccaHexCentre(hex, side);
  const active = onActivate !== undefined && actionLabel !== undefined;
  const press = useLongPress(() => onInspect?.(hex));
  const onKey = (e: KeyboardEvent) => {
    if (active && (e.key === 'Enter' || e.key === ' ')) {
      e.preventDefault();
      onActivate(hex);
    }
  };
  return (
    <g
      className={`cca-hex terrain-${terrain}${highlight ? ` hl-${highlight.kind}` : ''}${active ? ' actionable' : ''}`}
      transform={`translate(${x.toFixed(2)},${y.toFixed(2)})`}
      data-hex={`${hex.row},${hex.col}`}
      {...(active ? { role: 'button', tabIndex: 0, 'aria-label': actionLabel, onClick: () => onActivate(hex), onKeyDown: onKey } : {})}
      onMouseEnter={() => onInspect?.(hex)}
      onFocus={() => onInspect?.(hex)}
      {...press}
    >
      <polygon points={HEX_POINTS} className="hex-shape" />
      {terrain !== 'clear' && <TerrainGlyph terrain={terrain} />}
      {highlight && <polygon points={pointyHexPoints(R - 5)} className="hex-highlight" />}
      {/* A destination's note goes below the centre; a target's is drawn over the units (CcaBoardLayer). */}
      {highlight?.note && highlight.kind !== 'target' && (
        <text className="hex-note" y={R * 0.62} textAnchor="middle">
          {highlight.note}
        </text>
      )}
    </g>
  );
});

function TerrainGlyph({ terrain }: { terrain: CcaTerrain }) {
  switch (terrain) {
    case 'forest':
      return (
        <g className="glyph-forest">
          {[-14, 0, 14].map((dx, i) => (
            <path key={i} d={`M${dx},${-14 + (i % 2) * 8} l-8,14 h16 z`} />
          ))}
        </g>
      );
    case 'hill':
      return <path className="glyph-hill" d="M-22,10 Q-8,-16 4,4 Q12,-8 22,10" />;
    case 'river':
      return <path className="glyph-river" d="M-34,-6 C-16,-18 -4,8 12,-4 S30,6 34,0" />;
    case 'marsh':
      return <path className="glyph-marsh" d="M-18,6 h10 M-4,6 h10 M10,6 h10 M-12,-4 h10 M2,-4 h10" />;
    case 'town':
      return <path className="glyph-town" d="M-14,10 v-12 l7,-7 l7,7 v12 z M2,10 v-8 h12 v8 z" />;
    default:
      return null;
  }
}

/** Fires after a 500 ms press without moving: touch screens' stand-in for hover (details on long-press). */
export function useLongPress(fire: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const clear = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  return {
    onPointerDown: () => {
      clear();
      timer.current = setTimeout(fire, 500);
    },
    onPointerUp: clear,
    onPointerLeave: clear,
    onPointerCancel: clear,
  };
}

interface BoardProps {
  side: BoardSide;
  lines?: ccaBoard.SectionLines;
  terrain?: (hex: BoardHex) => CcaTerrain;
  highlights?: ReadonlyMap<string, HexHighlight>;
  actionLabel?: (hex: BoardHex) => string | undefined;
  onActivate?: (hex: BoardHex) => void;
  onInspect?: (hex: BoardHex | null) => void;
  sectionNames: { left: string; centre: string; right: string };
  children?: ReactNode;
}

export const hexKey = (h: BoardHex): string => `${h.row},${h.col}`;

/**
 * The whole C&C board as seen from `side`: every hex, the two dotted section lines, the section
 * names along the near edge, and the units (children) on top.
 */
export function CcaBoardLayer({ side, lines = ccaBoard.DEFAULT_SECTION_LINES, terrain, highlights, actionLabel, onActivate, onInspect, sectionNames, children }: BoardProps) {
  const lineX = (at: number) => (side === 'bottom' ? MARGIN + at * W : CCA_BOUNDS.w - MARGIN - at * W);
  const third = (CCA_BOUNDS.w - 2 * MARGIN) / 3;
  return (
    <g className="cca-board">
      <rect className="board-frame" x={4} y={4} width={CCA_BOUNDS.w - 8} height={CCA_BOUNDS.h - 8} rx={14} />
      {ccaBoard.allBoardHexes().map((h) => {
        const key = hexKey(h);
        const label = actionLabel?.(h);
        return (
          <CcaHexCell
            key={key}
            hex={h}
            side={side}
            terrain={terrain?.(h) ?? 'clear'}
            {...(highlights?.get(key) ? { highlight: highlights.get(key)! } : {})}
            {...(label !== undefined && onActivate ? { actionLabel: label, onActivate } : {})}
            {...(onInspect ? { onInspect } : {})}
          />
        );
      })}
      {[lines.left, lines.right].map((at, i) => (
        <line key={i} className="section-line" x1={lineX(at)} x2={lineX(at)} y1={MARGIN * 0.6} y2={CCA_BOUNDS.h - MARGIN * 0.6} />
      ))}
      {(['left', 'centre', 'right'] as const).map((s, i) => (
        <text key={s} className="section-name" x={MARGIN + third * (i + 0.5)} y={CCA_BOUNDS.h - 8} textAnchor="middle">
          {sectionNames[s]}
        </text>
      ))}
      {children}
      {/* Targets' notes (their odds) above the block standing there, over every unit so nothing hides them. */}
      <g className="cca-target-notes" aria-hidden>
        {[...(highlights ?? new Map<string, HexHighlight>())].flatMap(([key, hl]) => {
          if (hl.kind !== 'target' || !hl.note) return [];
          const [row, col] = key.split(',').map(Number) as [number, number];
          const { x, y } = ccaHexCentre({ row, col }, side);
          return [
            <text key={key} className="hex-note target-note" x={x} y={y - R * 0.78} textAnchor="middle">
              {hl.note}
            </text>,
          ];
        })}
      </g>
    </g>
  );
}

interface BlockProps {
  hex: BoardHex;
  side: BoardSide;
  /** Unit type, drawn as its symbol: light, medium, heavy foot or mounted, a leader, a champion. */
  type: 'light' | 'medium' | 'heavy' | 'auxilia' | 'warrior' | 'light-mounted' | 'medium-mounted' | 'heavy-mounted' | 'chariot' | 'elephant' | 'champion';
  /** Blocks left (strength), drawn as pips; `of` is the full strength. */
  strength: number;
  of: number;
  colour: string;
  label: string;
  leader?: string;
  active?: boolean;
  onInspect?: () => void;
  /** Drawn with the block, in its frame (its type code, its leader's name): they move with it. */
  children?: ReactNode;
}

/**
 * A C&C unit: a block of its army's colour with the type's symbol and its remaining strength as
 * pips (a full unit shows all its pips filled), and a leader's pennant when one is attached.
 */
export const CcaBlockUnit = memo(function CcaBlockUnit({ hex, side, type, strength, of, colour, label, leader, active, onInspect, children }: BlockProps) {
  const { x, y } = ccaHexCentre(hex, side);
  const s = R * 0.62;
  // Placed by a CSS transform (not the SVG attribute) so that a move glides from hex to hex (styles.css, reduced
  // motion respected).
  return (
    <g className={`cca-unit${active ? ' unit-active' : ''}`} style={{ transform: `translate(${x.toFixed(2)}px, ${y.toFixed(2)}px)` }} aria-label={label} role="img" onMouseEnter={onInspect}>
      <title>{label}</title>
      <rect x={-s} y={-s} width={2 * s} height={2 * s} rx={5} className="block" style={{ fill: colour }} />
      <UnitSymbol type={type} />
      <g className="pips">
        {Array.from({ length: of }, (_, i) => (
          <circle key={i} cx={(i - (of - 1) / 2) * 9} cy={s - 7} r={3.2} className={i < strength ? 'pip on' : 'pip off'} />
        ))}
      </g>
      {leader && (
        <g className="leader-pennant" transform={`translate(${s - 4},${-s - 4})`}>
          <path d="M0,0 v14 M0,0 l12,4 l-12,4" />
        </g>
      )}
      {children}
    </g>
  );
});

function UnitSymbol({ type }: { type: BlockProps['type'] }) {
  switch (type) {
    case 'champion':
      // A crested helmet.
      return <path className="symbol" d="M-11,8 v-8 a11,11 0 0 1 22,0 v8 h-6 v-6 h-10 v6 z M-2,-11 q2,-9 12,-8 q-6,2 -8,8" />;
    case 'light':
    case 'light-mounted':
      return <circle className="symbol" r={7} />;
    case 'medium':
    case 'medium-mounted':
      return <rect className="symbol" x={-9} y={-7} width={18} height={14} />;
    case 'heavy':
    case 'heavy-mounted':
      return <rect className="symbol heavy" x={-10} y={-9} width={20} height={18} />;
    default:
      return <text className="symbol-text" textAnchor="middle" y={5}>{type.slice(0, 2).toUpperCase()}</text>;
  }
}
