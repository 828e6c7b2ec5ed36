import { type ReactNode, useEffect, useId, useRef } from 'react';

interface Props {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** An alert dialog asks a question that needs an answer (replacing a game, deleting a save). */
  alert?: boolean;
}

/**
 * A modal dialog: focus moves into it and back where it was, Escape closes it, Tab stays inside it, and the page
 * behind is inert to the pointer.
 */
export function Dialog({ title, onClose, children, alert }: Props) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = box.current?.querySelector<HTMLElement>('button, [href], input, select, textarea');
    (first ?? box.current)?.focus();
    return () => before?.focus();
  }, []);
  return (
    <div className="dialog-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={box}
        className="dialog"
        role={alert ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={id}
        tabIndex={-1}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.stopPropagation();
            onClose();
          }
          if (e.key === 'Tab' && box.current) {
            const all = [...box.current.querySelectorAll<HTMLElement>('button:not([disabled]), [href], input, select, textarea')];
            const first = all[0];
            const last = all[all.length - 1];
            if (first && last && e.shiftKey && document.activeElement === first) {
              e.preventDefault();
              last.focus();
            } else if (first && last && !e.shiftKey && document.activeElement === last) {
              e.preventDefault();
              first.focus();
            }
          }
        }}
      >
        <h2 id={id}>{title}</h2>
        {children}
      </div>
    </div>
  );
}
