import { gbohHex } from '@polemarch/kernel';
import { type KeyboardEvent, memo, useMemo } from 'react';
import { useLongPress } from './longPress';

/** A rectangle in SVG units (the shape of the web app's pan-and-zoom `Box`). */
export type Box = { x: number; y: number; w: number; h: number };

type HexId = gbohHex.HexId;
type Direction = gbohHex.Direction;

/**
 * Drawing primitives for Great Battles of History maps (kernel `gbohHex`): flat-topped hexes in
 * columns numbered CCRR, odd columns half a hex lower; terrain, elevation, hexside features
 * (rivers, streams, walls, slopes), unit counters facing a vertex (7.11) and leaders. The data
 * types below are what a GBoH adapter builds from the engine's view.
 */
export const GBOH_RADIUS = 36;
const R = GBOH_RADIUS;
const MARGIN = 24;

/** Map looks: the engine's terrains (clear, woods, rough, city walls, river hexes as `water`) and the synthetic map's. */
export type GbohTerrain = 'clear' | 'woods' | 'rough' | 'marsh' | 'sand' | 'town' | 'water' | 'walls';
export type HexsideFeature = 'river' | 'stream' | 'wall' | 'slope' | 'road' | 'trench' | 'bridge' | 'impassable';

export interface GbohMapHex {
  id: HexId;
  terrain: GbohTerrain;
  /** Elevation level (0 the plain; 1, 2... hills). */
  elevation: number;
}

export interface GbohHexside {
  a: HexId;
  b: HexId;
  feature: HexsideFeature;
}

export interface GbohMapData {
  name: string;
  hexes: GbohMapHex[];
  hexsides: GbohHexside[];
}

export interface GbohCounterData {
  id: string;
  hex: HexId;
  /** The vertex the counter faces (0 NNE ... 5 NNW, kernel numbering). */
  facing: Direction;
  side: 'A' | 'B';
  /** Type as printed (HI, LI, HC, LC, SK, PH, EL, CH...) and class (e.g. "Hoplite"). */
  type: string;
  unitClass: string;
  /** Null where the battle uses no Size (the Attila battles). */
  size: number | null;
  troopQuality: number;
  movementAllowance: number;
  /** Missile type letter (A arrows, B bows, S slings, J javelins) when it has missiles. */
  missile?: string;
  cohesionHits: number;
  missileSupply?: 'full' | 'low' | 'none';
  routed?: boolean;
  moved?: boolean;
  shock?: boolean;
  /** In Column (6.4): `facing` is then a hexside, not a vertex. */
  inColumn?: boolean;
  /** The Devil's Horsemen's markers: Cavalry Disorder (DH 11.6), Engaged (DH 11.2; Cataphract 10.3 optional). */
  disordered?: boolean;
  engaged?: boolean;
  /** Making a Feigned Retreat now (DH 6.7, Cataphract 6.7): the enemy's pursuit may follow. */
  feigning?: boolean;
  name?: string;
}

/** A Standard (DH 11.31: a flag with its leader's name) on a hex, or carried by the enemy unit that captured it (11.33). */
export interface GbohStandardData {
  /** The leader whose Standard it is. */
  id: string;
  hex: HexId;
  side: 'A' | 'B';
  name: string;
  /** Carried by an enemy unit (11.33): drawn in the captor's hex with the owner's colours. */
  carried?: boolean;
}

export interface GbohLeaderData {
  id: string;
  hex: HexId;
  side: 'A' | 'B';
  name: string;
  initiative: number;
  lineCommand: number;
  charisma: number;
  strategy?: number;
  status: 'inactive' | 'active' | 'finished';
}

export interface GbohHighlight {
  /** `last`: where the last move started and ended (the other side's turn can be followed). */
  kind: 'move' | 'target' | 'selected' | 'last';
  /** Small print: a movement cost, the odds of a shot. */
  note?: string;
  actionLabel?: string;
}

export function gbohHexCentre(id: HexId): { x: number; y: number } {
  const c = gbohHex.centre(id);
  return { x: c.x * R, y: c.y * R };
}

/** Position of vertex k (bearing 30 + 60k from north) of a hex of radius r about (0, 0). */
export function vertexPoint(k: number, r: number = R): { x: number; y: number } {
  const b = ((30 + 60 * k) * Math.PI) / 180;
  return { x: r * Math.sin(b), y: -r * Math.cos(b) };
}

export function flatHexPoints(r: number): string {
  return [0, 1, 2, 3, 4, 5]
    .map((k) => vertexPoint(k, r))
    .map((p) => `${p.x.toFixed(2)},${p.y.toFixed(2)}`)
    .join(' ');
}

/** The map's extent in SVG units, with a margin. */
export function gbohBounds(map: Pick<GbohMapData, 'hexes'>): Box {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const h of map.hexes) {
    const { x, y } = gbohHexCentre(h.id);
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  if (!Number.isFinite(minX)) return { x: 0, y: 0, w: 100, h: 100 };
  return { x: minX - R - MARGIN, y: minY - R - MARGIN, w: maxX - minX + 2 * (R + MARGIN), h: maxY - minY + 2 * (R + MARGIN) };
}

function pt(k: number, r: number): string {
  const p = vertexPoint(k, r);
  return `${p.x.toFixed(1)},${p.y.toFixed(1)}`;
}

/** Midpoint direction of hexside k (bearing 60k from north), at distance r from the centre. */
export function hexsideMidpoint(k: number, r: number = (R * Math.sqrt(3)) / 2): { x: number; y: number } {
  const b = (60 * k * Math.PI) / 180;
  return { x: r * Math.sin(b), y: -r * Math.cos(b) };
}

function hexsidePoint(k: number, r: number): string {
  const p = hexsideMidpoint(k, r);
  return `${p.x.toFixed(1)},${p.y.toFixed(1)}`;
}

/** The segment of the hexside between two adjacent hexes, in map units. */
export function hexsideSegment(a: HexId, b: HexId): { x1: number; y1: number; x2: number; y2: number } | null {
  const h = gbohHex.directionTo(a, b);
  if (h === null) return null;
  const c = gbohHexCentre(a);
  // Hexside h lies between vertices h-1 and h.
  const p = vertexPoint(h - 1);
  const q = vertexPoint(h);
  return { x1: c.x + p.x, y1: c.y + p.y, x2: c.x + q.x, y2: c.y + q.y };
}

export const GbohHexsideLayer = memo(function GbohHexsideLayer({ hexsides }: { hexsides: readonly GbohHexside[] }) {
  return (
    <g className="gboh-hexsides">
      {hexsides.map((s) => {
        const seg = hexsideSegment(s.a, s.b);
        return seg ? <line key={`${s.a}-${s.b}-${s.feature}`} className={`hexside hs-${s.feature}`} {...seg} /> : null;
      })}
    </g>
  );
});

interface HighlightProps {
  highlights: ReadonlyMap<HexId, GbohHighlight>;
  onActivate?: (hex: HexId) => void;
  /** Hover or focus on an offered hex (the adapter shows what stands there, or the odds). */
  onHover?: (hex: HexId | null) => void;
}

/** Legal destinations and targets, each a keyboard- and pointer-operable control with its cost or odds. */
export function GbohHighlightLayer({ highlights, onActivate, onHover }: HighlightProps) {
  const points = useMemo(() => flatHexPoints(R - 4), []);
  return (
    <g className="gboh-highlights">
      {[...highlights].map(([id, h]) => {
        const { x, y } = gbohHexCentre(id);
        const active = onActivate !== undefined && h.actionLabel !== undefined;
        const onKey = (e: KeyboardEvent) => {
          if (active && (e.key === 'Enter' || e.key === ' ')) {
            e.preventDefault();
            onActivate(id);
          }
        };
        return (
          <g
            key={id}
            className={`gboh-hl hl-${h.kind}${active ? ' actionable' : ''}`}
            transform={`translate(${x.toFixed(1)},${y.toFixed(1)})`}
            data-hex={id}
            {...(active ? { role: 'button', tabIndex: 0, 'aria-label': h.actionLabel, onClick: () => onActivate(id), onKeyDown: onKey } : {})}
            {...(onHover ? { onMouseEnter: () => onHover(id), onFocus: () => onHover(id) } : {})}
          >
            <polygon points={points} />
            {/* A target's odds above the counter, a cost below the centre: never over a counter's printed values. */}
            {h.note && (
              <text className={`hl-note${h.kind === 'target' ? ' over' : ''}`} y={h.kind === 'target' ? -R * 0.64 : R * 0.7} textAnchor="middle">
                {h.note}
              </text>
            )}
          </g>
        );
      })}
    </g>
  );
}

const SIDE_CLASS: Record<'A' | 'B', string> = { A: 'side-a', B: 'side-b' };

interface CounterProps {
  counter: GbohCounterData;
  /** Offset inside the hex when two counters stack. */
  offset?: number;
  label: string;
  onInspect?: (c: GbohCounterData | null) => void;
  /** A click or Enter on the counter (select it, or take the one action it offers); makes it a button. */
  onActivate?: (c: GbohCounterData) => void;
  /** Drawn as the selected unit (a ring). */
  selected?: boolean;
  /** Reachable by Tab even when not actionable, so its details can be read by focus. */
  focusable?: boolean;
}

function activateKeys(fire: () => void) {
  return (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      fire();
    }
  };
}

/**
 * A combat unit counter: type and class across the top, missile type, then troop quality, size and
 * movement allowance along the bottom as printed; markers for cohesion hits, missile supply, rout,
 * moved and shock. The counter stays upright for legibility; its facing (7.11) is drawn on the hex
 * itself: the two front hexsides either side of the faced vertex in bold, the front arc shaded.
 */
export const GbohCounter = memo(function GbohCounter({ counter: c, offset = 0, label, onInspect, onActivate, selected = false, focusable = false }: CounterProps) {
  const { x, y } = gbohHexCentre(c.hex);
  const s = R * 0.6;
  const press = useLongPress(() => onInspect?.(c));
  const interactive = onActivate !== undefined;
  return (
    <g
      className={`gboh-counter ${SIDE_CLASS[c.side]}${c.routed ? ' routed' : ''}${c.moved ? ' moved' : ''}${interactive ? ' actionable' : ''}${selected ? ' selected' : ''}`}
      // A CSS transform (not the SVG attribute), so that a move glides from hex to hex where the page allows motion.
      style={{ transform: `translate(${(x + offset).toFixed(1)}px, ${(y + offset).toFixed(1)}px)` }}
      role={interactive ? 'button' : 'img'}
      aria-label={label}
      {...(interactive ? { 'aria-pressed': selected, onClick: () => onActivate(c), onKeyDown: activateKeys(() => onActivate(c)) } : {})}
      {...(interactive || focusable ? { tabIndex: 0, onFocus: () => onInspect?.(c) } : {})}
      data-unit={c.id}
      onMouseEnter={() => onInspect?.(c)}
      {...press}
    >
      {/* No <title>: the label is the counter's accessible name, and hovering shows its details box (issue 18: a
          title per counter was a fifth of a big battle's SVG nodes). */}
      {c.inColumn ? (
        // 6.43: In Column the unit faces a hexside: an arrow through it.
        <path className="front-edge column-arrow" d={`M0,0 L${hexsidePoint(c.facing, R * 0.86)}`} />
      ) : (
        <>
          {/* 7.11: the front is the two hexsides either side of the faced vertex; drawn bold on the hex edge. */}
          <path className="front-arc" d={`M0,0 L${pt(c.facing - 1, R * 0.96)} L${pt(c.facing, R * 0.96)} L${pt(c.facing + 1, R * 0.96)} Z`} />
          <path className="front-edge" d={`M${pt(c.facing - 1, R * 0.93)} L${pt(c.facing, R * 0.93)} L${pt(c.facing + 1, R * 0.93)}`} />
        </>
      )}
      {selected && <rect className="selected-ring" x={-s - 4} y={-s - 4} width={2 * s + 8} height={2 * s + 8} rx={5} />}
      {/* A plain offset shape, not a CSS drop-shadow: a filter per counter doubled the work of every pan frame. */}
      <rect className="counter-shadow" x={-s + 1} y={-s + 1.5} width={2 * s} height={2 * s} rx={3} />
      <rect className="counter-body" x={-s} y={-s} width={2 * s} height={2 * s} rx={3} />
      <text className="c-type" x={-s + 3} y={-s + 9}>
        {c.type}
      </text>
      {c.missile && (
        <text className="c-missile" x={s - 3} y={-s + 9} textAnchor="end">
          {c.missile}
        </text>
      )}
      <text className="c-class small-print" y={-1} textAnchor="middle">
        {c.unitClass}
      </text>
      <text className="c-stats" y={s - 4} textAnchor="middle">
        {`${c.troopQuality} · ${c.size ?? '–'} · ${c.movementAllowance}`}
      </text>
      {c.cohesionHits > 0 && (
        <g className="marker-hits" transform={`translate(${-s - 2},${-s - 2})`}>
          <rect width={12} height={12} rx={2} />
          <text x={6} y={9.5} textAnchor="middle">
            {c.cohesionHits}
          </text>
        </g>
      )}
      {c.missileSupply && c.missileSupply !== 'full' && (
        <g className={`marker-missile ${c.missileSupply}`} transform={`translate(${s - 10},${-s - 2})`}>
          <rect width={12} height={12} rx={2} />
          <text x={6} y={9.5} textAnchor="middle">
            {c.missileSupply === 'low' ? 'L' : 'N'}
          </text>
        </g>
      )}
      {c.shock && (
        <g className="marker-shock" transform={`translate(${s - 10},${s - 10})`}>
          <rect width={12} height={12} rx={2} />
          <text x={6} y={9.5} textAnchor="middle">
            S
          </text>
        </g>
      )}
      {c.moved && (
        <g className="marker-moved" transform={`translate(${-s - 2},${s - 10})`}>
          <rect width={12} height={12} rx={2} />
          <text x={6} y={9.5} textAnchor="middle">
            M
          </text>
        </g>
      )}
      {c.routed && <rect className="routed-band" x={-s} y={-4} width={2 * s} height={8} />}
      {/* DH markers along the sides, clear of the printed values and the four corner markers. */}
      {c.disordered && <SideMarker className="marker-disordered" x={-s - 2} text="D" />}
      {c.engaged && <SideMarker className="marker-engaged" x={s - 10} text="E" />}
      {c.feigning && <SideMarker className="marker-feigning" x={-6} y={s - 2} text="FR" width={16} />}
    </g>
  );
});

function SideMarker({ className, x, y = -6, text, width = 12 }: { className: string; x: number; y?: number; text: string; width?: number }) {
  return (
    <g className={`marker-dh ${className}`} transform={`translate(${x},${y})`}>
      <rect width={width} height={12} rx={2} />
      <text x={width / 2} y={9.5} textAnchor="middle">
        {text}
      </text>
    </g>
  );
}

/** A Standard (DH 11.31): a small flag at the hex's upper-left vertex, in its owner's colours, named in its label. */
export const GbohStandard = memo(function GbohStandard({ standard: f, label, offset = 0 }: { standard: GbohStandardData; label: string; offset?: number }) {
  const { x, y } = gbohHexCentre(f.hex);
  const p = vertexPoint(4, R * 0.72);
  return (
    <g
      className={`gboh-standard ${SIDE_CLASS[f.side]}${f.carried ? ' carried' : ''}`}
      style={{ transform: `translate(${(x + p.x + offset).toFixed(1)}px, ${(y + p.y).toFixed(1)}px)` }}
      role="img"
      aria-label={label}
      data-standard={f.id}
    >
      <title>{label}</title>
      <line className="standard-pole" x1={0} y1={10} x2={0} y2={-10} />
      <path className="standard-flag" d="M0,-10 L11,-6 L0,-2 Z" />
    </g>
  );
});

/**
 * A battle's own piece that is no combat unit, drawn in its hex and named in its label: a piece with a short name
 * (Liegnitz's Mongol rocket artillery, `kind` 'piece') or a marker covering the hex (its Smoke, `kind` 'cloud').
 */
export interface GbohHexMarkerData {
  id: string;
  hex: HexId;
  kind: 'piece' | 'cloud';
  /** The piece's short text (a piece only). */
  text?: string;
  /** An extra class (e.g. the Smoke's second turn). */
  variant?: string;
}

export const GbohHexMarker = memo(function GbohHexMarker({ marker: m, label }: { marker: GbohHexMarkerData; label: string }) {
  const { x, y } = gbohHexCentre(m.hex);
  const p = m.kind === 'piece' ? vertexPoint(1, R * 0.62) : { x: 0, y: 0 };
  return (
    <g
      className={`gboh-hex-marker ${m.kind}${m.variant !== undefined ? ` ${m.variant}` : ''}`}
      style={{ transform: `translate(${(x + p.x).toFixed(1)}px, ${(y + p.y).toFixed(1)}px)` }}
      role="img"
      aria-label={label}
      data-marker={m.id}
    >
      <title>{label}</title>
      {m.kind === 'cloud' ? (
        <circle className="marker-cloud" r={R * 0.78} />
      ) : (
        <>
          <rect x={-11} y={-6} width={22} height={12} rx={2} />
          <text y={3.5} textAnchor="middle">
            {m.text ?? ''}
          </text>
        </>
      )}
    </g>
  );
});

interface LeaderProps {
  leader: GbohLeaderData;
  label: string;
  onInspect?: (l: GbohLeaderData | null) => void;
  onActivate?: (l: GbohLeaderData) => void;
  selected?: boolean;
  /** Offset when several leaders share a hex. */
  offset?: number;
}

/** A leader: a disc with his name and ratings (initiative · line command · charisma), ringed by his status. */
export const GbohLeader = memo(function GbohLeader({ leader: l, label, onInspect, onActivate, selected = false, offset = 0 }: LeaderProps) {
  const { x, y } = gbohHexCentre(l.hex);
  const press = useLongPress(() => onInspect?.(l));
  const interactive = onActivate !== undefined;
  const ratings = `${l.initiative}·${l.lineCommand}·${l.charisma}`;
  // The accessible name starts with the disc's visible text (WCAG 2.5.3 Label in Name), then the full label.
  const accessibleName = `${l.name.slice(0, 8)} ${ratings}, ${label}`;
  return (
    <g
      className={`gboh-leader ${SIDE_CLASS[l.side]} status-${l.status}${interactive ? ' actionable' : ''}${selected ? ' selected' : ''}`}
      // At the hex's right-hand vertex, beside the counter rather than over its printed values.
      style={{ transform: `translate(${(x + R * 0.8 - offset).toFixed(1)}px, ${(y + R * 0.08 + offset).toFixed(1)}px)` }}
      role={interactive ? 'button' : 'img'}
      aria-label={accessibleName}
      {...(interactive ? { 'aria-pressed': selected, tabIndex: 0, onClick: () => onActivate(l), onKeyDown: activateKeys(() => onActivate(l)), onFocus: () => onInspect?.(l) } : {})}
      data-leader={l.id}
      onMouseEnter={() => onInspect?.(l)}
      {...press}
    >
      <title>{label}</title>
      {selected && <circle r={17} className="selected-ring" />}
      <circle r={13} className="leader-disc" />
      <text className="l-name" y={-2} textAnchor="middle">
        {l.name.slice(0, 8)}
      </text>
      {/* A space between the two lines of text: read together they are "Name 5·3·4", the start of the accessible name
          (axe joins sibling text without one: "Name5·3·4" is not a word of the name). SVG draws no loose text. */}
      {' '}
      <text className="l-ratings" y={8} textAnchor="middle">
        {ratings}
      </text>
    </g>
  );
});

interface FacingProps {
  hex: HexId;
  options: readonly Direction[];
  label: (vertex: Direction) => string;
  onPick: (vertex: Direction) => void;
  /** Vertex handles (normal formation, 7.11) or hexside handles (In Column, 6.43). */
  mode?: 'vertex' | 'hexside';
}

/** Legal facings of a unit, one arrow per vertex it may face, each a button. */
export function GbohFacingPicker({ hex, options, label, onPick, mode = 'vertex' }: FacingProps) {
  const { x, y } = gbohHexCentre(hex);
  return (
    <g className={`gboh-facing-picker mode-${mode}`} transform={`translate(${x.toFixed(1)},${y.toFixed(1)})`}>
      {options.map((k) => {
        const p = mode === 'vertex' ? vertexPoint(k, R * 1.02) : hexsideMidpoint(k, R * 0.98);
        return (
          <g
            key={k}
            className="facing-option actionable"
            role="button"
            tabIndex={0}
            aria-label={label(k)}
            transform={`translate(${p.x.toFixed(1)},${p.y.toFixed(1)}) rotate(${(mode === 'vertex' ? 30 : 0) + 60 * k})`}
            onClick={() => onPick(k)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ') {
                e.preventDefault();
                onPick(k);
              }
            }}
          >
            <circle r={9} />
            <path d="M-5,3 L0,-5 L5,3 Z" />
          </g>
        );
      })}
    </g>
  );
}
