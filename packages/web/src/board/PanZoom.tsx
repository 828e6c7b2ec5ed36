import { type KeyboardEvent, type MouseEvent, type PointerEvent, type ReactNode, type Ref, useCallback, useEffect, useImperativeHandle, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface PanZoomHandle {
  zoomBy(factor: number): void;
  panBy(dxFraction: number, dyFraction: number): void;
  fit(): void;
  viewBox(): Box;
}

interface Props {
  /** The content's extent in SVG units: what "fit" shows. */
  bounds: Box;
  /** Accessible name of the board. */
  label: string;
  children: ReactNode;
  /** Zoom (content units per view unit) above which small print (hex numbers) is drawn. */
  detailZoom?: number;
  className?: string;
  handle?: Ref<PanZoomHandle>;
  /**
   * Screen pixels per content unit below which counters cannot be read: where fitting the whole board would
   * shrink it more, the board opens at this scale about `focus` instead (the Fit button still shows it all).
   */
  minScale?: number;
  /** The content point the board opens centred on when it cannot fit readably (the player's pieces). */
  focus?: { x: number; y: number };
}

const MIN_ZOOM = 0.6;
const MAX_ZOOM = 10;
const DRAG_THRESHOLD_PX = 5;
/** A continuous gesture (wheel, drag, pinch) is committed to the viewBox this long after its last step. */
const SETTLE_MS = 140;

/** Where the viewBox `v` puts its content in an element of size cw × ch ("xMidYMid meet"). */
function fitOf(v: Box, cw: number, ch: number): { k: number; ox: number; oy: number } {
  const k = Math.min(cw / v.w, ch / v.h);
  return { k, ox: (cw - k * v.w) / 2, oy: (ch - k * v.h) / 2 };
}

/**
 * Smooth pan and zoom of an SVG board: the wheel zooms about the cursor, a drag (or two-finger
 * pinch) pans and zooms, arrows/+/-/0 work from the keyboard, and buttons do the same.
 *
 * Why not just change the viewBox on every step: a new viewBox repaints every hex and counter, and
 * the largest GBoH map has over ten thousand SVG nodes (the benchmark measured 120 ms a frame in
 * software rendering). During a continuous gesture the already painted board is moved and scaled as
 * one composited layer (a CSS transform, no repaint), and the viewBox is committed once the gesture
 * settles, which redraws it crisp at the new scale. Discrete steps (buttons, keys) commit at once.
 * The board's React tree is never re-rendered by panning.
 */
export function PanZoom({ bounds: given, label, children, detailZoom = 1.6, className, handle, minScale, focus }: Props) {
  const { t } = useTranslation();
  // Callers may pass a fresh object each render; only a change of extent refits the view.
  const bounds = useMemo(() => given, [given.x, given.y, given.w, given.h]);
  const svgRef = useRef<SVGSVGElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  /** The view wanted now. */
  const view = useRef<Box>({ ...bounds });
  /** The view the SVG is painted at (its viewBox attribute). */
  const committed = useRef<Box>({ ...bounds });
  const frame = useRef<number | null>(null);
  const settle = useRef<ReturnType<typeof setTimeout> | null>(null);
  const suppressClick = useRef(false);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const drag = useRef<{ x: number; y: number; moved: boolean } | null>(null);
  const pinch = useRef<number | null>(null);

  const commit = useCallback(() => {
    settle.current = null;
    const svg = svgRef.current;
    if (!svg) return;
    const v = view.current;
    committed.current = { ...v };
    svg.setAttribute('viewBox', `${v.x.toFixed(2)} ${v.y.toFixed(2)} ${v.w.toFixed(2)} ${v.h.toFixed(2)}`);
    svg.style.transform = '';
    svg.removeAttribute('data-moving');
    svg.dataset['detail'] = bounds.w / v.w >= detailZoom ? 'near' : 'far';
  }, [bounds.w, detailZoom]);

  /** Show the wanted view by transforming the painted board; commit when the gesture settles. */
  const preview = useCallback(() => {
    frame.current = null;
    const svg = svgRef.current;
    if (!svg) return;
    const cw = svg.clientWidth;
    const ch = svg.clientHeight;
    if (cw === 0 || ch === 0) return commit();
    const v = view.current;
    const c = committed.current;
    const from = fitOf(c, cw, ch);
    const to = fitOf(v, cw, ch);
    const m = to.k / from.k;
    const tx = to.ox + to.k * (c.x - v.x) - m * from.ox;
    const ty = to.oy + to.k * (c.y - v.y) - m * from.oy;
    svg.style.transform = `translate(${tx.toFixed(2)}px, ${ty.toFixed(2)}px) scale(${m.toFixed(5)})`;
    // Layers that lay out more once in sight (the GBoH hex numbers) wait while this is set: a gesture is in flight.
    svg.setAttribute('data-moving', '');
    if (settle.current !== null) clearTimeout(settle.current);
    settle.current = setTimeout(commit, SETTLE_MS);
  }, [commit]);

  const schedule = useCallback(
    (continuous: boolean) => {
      if (!continuous) {
        if (frame.current !== null && typeof cancelAnimationFrame === 'function') cancelAnimationFrame(frame.current);
        frame.current = null;
        if (settle.current !== null) clearTimeout(settle.current);
        commit();
        return;
      }
      if (frame.current !== null) return;
      if (typeof requestAnimationFrame === 'function') frame.current = requestAnimationFrame(preview);
      else preview();
    },
    [commit, preview],
  );

  const clampPan = useCallback(
    (v: Box): Box => {
      // Keep at least a quarter of the board in sight.
      const x = Math.min(Math.max(v.x, bounds.x - v.w * 0.75), bounds.x + bounds.w - v.w * 0.25);
      const y = Math.min(Math.max(v.y, bounds.y - v.h * 0.75), bounds.y + bounds.h - v.h * 0.25);
      return { ...v, x, y };
    },
    [bounds],
  );

  /** Zoom by `factor` keeping the SVG point (cx, cy) fixed on screen. */
  const zoomAbout = useCallback(
    (factor: number, continuous: boolean, cx?: number, cy?: number) => {
      const v = view.current;
      const zoom = bounds.w / v.w;
      const target = Math.min(Math.max(zoom * factor, MIN_ZOOM), MAX_ZOOM);
      const f = target / zoom;
      const px = cx ?? v.x + v.w / 2;
      const py = cy ?? v.y + v.h / 2;
      view.current = clampPan({ x: px - (px - v.x) / f, y: py - (py - v.y) / f, w: v.w / f, h: v.h / f });
      schedule(continuous);
    },
    [bounds, clampPan, schedule],
  );

  const panBy = useCallback(
    (dx: number, dy: number, continuous: boolean) => {
      const v = view.current;
      view.current = clampPan({ ...v, x: v.x + dx, y: v.y + dy });
      schedule(continuous);
    },
    [clampPan, schedule],
  );

  const fit = useCallback(() => {
    view.current = { ...bounds };
    schedule(false);
  }, [bounds, schedule]);

  /** The opening view: the whole board, or a readable part of it about the focus on a small screen. */
  const open = useCallback(() => {
    const svg = svgRef.current;
    const cw = svg?.clientWidth ?? 0;
    const ch = svg?.clientHeight ?? 0;
    if (minScale === undefined || cw === 0 || ch === 0 || fitOf(bounds, cw, ch).k >= minScale) return fit();
    const c = focus ?? { x: bounds.x + bounds.w / 2, y: bounds.y + bounds.h / 2 };
    // Each axis: the board centred where it fits, else the focus in the middle kept inside the board.
    const w = cw / minScale;
    const h = ch / minScale;
    const axis = (at: number, size: number, from: number, extent: number) => (size >= extent ? from + (extent - size) / 2 : Math.min(Math.max(at - size / 2, from), from + extent - size));
    view.current = { x: axis(c.x, w, bounds.x, bounds.w), y: axis(c.y, h, bounds.y, bounds.h), w, h };
    schedule(false);
  }, [bounds, fit, minScale, schedule]);

  useEffect(() => {
    open();
  }, [open]);

  useEffect(
    () => () => {
      if (frame.current !== null && typeof cancelAnimationFrame === 'function') cancelAnimationFrame(frame.current);
      if (settle.current !== null) clearTimeout(settle.current);
    },
    [],
  );

  /** SVG units per screen pixel at the wanted view. */
  const unitsPerPixel = (): number => {
    const svg = svgRef.current;
    if (!svg || svg.clientWidth === 0 || svg.clientHeight === 0) return 1;
    return 1 / fitOf(view.current, svg.clientWidth, svg.clientHeight).k;
  };

  /** The SVG point under a client position, at the wanted view (the transform in flight included). */
  const toSvgPoint = (clientX: number, clientY: number): { x: number; y: number } | undefined => {
    const box = boxRef.current;
    const svg = svgRef.current;
    if (!box || !svg || svg.clientWidth === 0) return undefined;
    const r = box.getBoundingClientRect();
    const f = fitOf(view.current, svg.clientWidth, svg.clientHeight);
    return { x: view.current.x + (clientX - r.left - f.ox) / f.k, y: view.current.y + (clientY - r.top - f.oy) / f.k };
  };

  useImperativeHandle(handle, () => ({
    zoomBy: (f) => zoomAbout(f, false),
    panBy: (fx, fy) => panBy(view.current.w * fx, view.current.h * fy, false),
    fit,
    viewBox: () => ({ ...view.current }),
  }));

  // Wheel listeners must be non-passive to stop the page from scrolling, so they are attached by hand.
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const p = toSvgPoint(e.clientX, e.clientY);
      const delta = e.deltaMode === 1 ? e.deltaY * 16 : e.deltaY;
      zoomAbout(Math.exp(-delta * 0.0015), true, p?.x, p?.y);
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  });

  const onPointerDown = (e: PointerEvent<SVGSVGElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    // A new press starts a new gesture: a drag whose click never came (it ended off the board, or a
    // script dragged) must not swallow this gesture's click.
    if (pointers.current.size === 0) suppressClick.current = false;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pointers.current.size === 1) drag.current = { x: e.clientX, y: e.clientY, moved: false };
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()];
      pinch.current = Math.hypot(a!.x - b!.x, a!.y - b!.y);
    }
  };

  const onPointerMove = (e: PointerEvent<SVGSVGElement>) => {
    const prev = pointers.current.get(e.pointerId);
    if (!prev) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pointers.current.size === 2 && pinch.current !== null) {
      const [a, b] = [...pointers.current.values()];
      const d = Math.hypot(a!.x - b!.x, a!.y - b!.y);
      const mid = toSvgPoint((a!.x + b!.x) / 2, (a!.y + b!.y) / 2);
      if (pinch.current > 0) zoomAbout(d / pinch.current, true, mid?.x, mid?.y);
      pinch.current = d;
      suppressClick.current = true;
      return;
    }
    const d = drag.current;
    if (!d) return;
    if (!d.moved && Math.hypot(e.clientX - d.x, e.clientY - d.y) < DRAG_THRESHOLD_PX) return;
    if (!d.moved) {
      d.moved = true;
      svgRef.current?.setPointerCapture?.(e.pointerId);
      svgRef.current?.classList.add('dragging');
    }
    const k = unitsPerPixel();
    panBy(-(e.clientX - prev.x) * k, -(e.clientY - prev.y) * k, true);
  };

  const onPointerUp = (e: PointerEvent<SVGSVGElement>) => {
    pointers.current.delete(e.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
    if (drag.current?.moved) suppressClick.current = true;
    if (pointers.current.size === 0) {
      drag.current = null;
      svgRef.current?.classList.remove('dragging');
    }
  };

  // A drag that ends over a hex must not also click it.
  const onClickCapture = (e: MouseEvent) => {
    if (suppressClick.current) {
      e.stopPropagation();
      e.preventDefault();
      suppressClick.current = false;
    }
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.target !== e.currentTarget) return;
    const step = 0.12;
    const keys: Record<string, () => void> = {
      ArrowLeft: () => panBy(-view.current.w * step, 0, false),
      ArrowRight: () => panBy(view.current.w * step, 0, false),
      ArrowUp: () => panBy(0, -view.current.h * step, false),
      ArrowDown: () => panBy(0, view.current.h * step, false),
      '+': () => zoomAbout(1.25, false),
      '=': () => zoomAbout(1.25, false),
      '-': () => zoomAbout(0.8, false),
      '0': fit,
    };
    const f = keys[e.key];
    if (f) {
      e.preventDefault();
      f();
    }
  };

  return (
    <div className={`panzoom ${className ?? ''}`} ref={boxRef}>
      <svg
        ref={svgRef}
        className="board-svg"
        role="group"
        aria-label={label}
        aria-roledescription={t('board.roledescription')}
        aria-keyshortcuts="ArrowLeft ArrowRight ArrowUp ArrowDown + - 0"
        tabIndex={0}
        viewBox={`${bounds.x} ${bounds.y} ${bounds.w} ${bounds.h}`}
        preserveAspectRatio="xMidYMid meet"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onClickCapture={onClickCapture}
        onKeyDown={onKeyDown}
        data-detail="far"
      >
        {children}
      </svg>
      <div className="zoom-buttons" role="toolbar" aria-label={t('board.zoomTools')}>
        <button type="button" onClick={() => zoomAbout(1.25, false)} aria-label={t('board.zoomIn')} title={t('board.zoomIn')}>
          +
        </button>
        <button type="button" onClick={() => zoomAbout(0.8, false)} aria-label={t('board.zoomOut')} title={t('board.zoomOut')}>
          −
        </button>
        <button type="button" onClick={fit} aria-label={t('board.fit')} title={t('board.fit')}>
          ⤢
        </button>
      </div>
    </div>
  );
}
