import { useRef } from 'react';

/**
 * Fires after a 500 ms press without moving: touch screens' stand-in for hover (details on long-press). The same
 * hook as the web app's C&C board (packages/web/src/board/cca.tsx): the family's board cannot import the app.
 */
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
