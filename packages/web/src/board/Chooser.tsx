import { useEffect, useRef } from 'react';

export interface ChooserItem {
  label: string;
  onChoose: () => void;
}

export interface ChooserAt {
  /** Where to open, in pixels from the board area's top-left corner (the clicked hex's centre). */
  x: number;
  y: number;
  title: string;
  items: ChooserItem[];
}

/** The centre of a board element (a hex, a counter), in pixels from the top-left corner of `area`. */
export function pointIn(area: Element | null, el: Element | null): { x: number; y: number } {
  if (!area || !el) return { x: 0, y: 0 };
  const a = area.getBoundingClientRect();
  const r = el.getBoundingClientRect();
  return { x: r.left + r.width / 2 - a.left, y: r.top + r.height / 2 - a.top };
}

/**
 * A small menu at a hex when several decisions share it ("Move Heavy Infantry (row 5, column 6) here",
 * "Move Light Infantry (row 6, column 4) here"): keyboard-operable, closed by Escape or a click elsewhere.
 */
export function HexChooser({ at, onClose, width, height }: { at: ChooserAt; onClose: () => void; width: number; height: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector('button')?.focus();
    const onDown = (e: PointerEvent) => {
      if (ref.current && e.target instanceof Node && !ref.current.contains(e.target)) onClose();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    addEventListener('pointerdown', onDown, true);
    addEventListener('keydown', onKey);
    return () => {
      removeEventListener('pointerdown', onDown, true);
      removeEventListener('keydown', onKey);
    };
  }, [onClose]);
  // Open beside the hex, turned back inside the board near its right and bottom edges.
  const left = Math.max(4, Math.min(at.x + 14, width - 244));
  const top = Math.max(4, Math.min(at.y + 10, height - 40 - 34 * at.items.length));
  return (
    <div ref={ref} className="hex-chooser" role="menu" aria-label={at.title} style={{ left, top }}>
      <div className="hex-chooser-title">{at.title}</div>
      {at.items.map((it, i) => (
        <button key={i} type="button" role="menuitem" onClick={it.onChoose}>
          {it.label}
        </button>
      ))}
    </div>
  );
}
