/**
 * A drag of My orders from one row to another: where it started, a ghost of the orders in the My orders cell of
 * the row under the pointer while it lasts (their sizes, as they would be drawn there), and the move asked on
 * release over another row.
 */
import { useCallback, useEffect, useRef, type PointerEvent } from 'react';
import { isElement, listen, windowOf } from '../../ui/dom';

const rowUnder = (target: EventTarget): HTMLElement | null => (isElement(target) ? target.closest<HTMLElement>('[role="row"][data-price]') : null);

/** What is moved, as the My orders cell of the row it leaves shows it: "0.010", "0.010 0.020" (buys, sells). */
function movedText(body: HTMLElement, from: string): string {
  const row = body.querySelector(`[role="row"][data-price="${CSS.escape(from)}"]`);
  return row?.querySelector('.ladder-mine')?.textContent?.trim() || 'orders';
}

export function useLadderDrag(move: (from: string, to: string) => void) {
  const from = useRef<string | null>(null);
  const ghost = useRef<HTMLDivElement | null>(null);
  const hide = () => {
    if (ghost.current) ghost.current.hidden = true;
  };
  useEffect(() => {
    const clear = () => {
      hide();
      // After the grid's own pointerup has read it.
      setTimeout(() => (from.current = null), 0);
    };
    // The window the ladder is in: a pop-out's, when it was moved there.
    return listen(windowOf(ghost.current), { pointerup: clear });
  }, []);

  const start = useCallback((price: string) => {
    from.current = price;
  }, []);

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const started = from.current;
    const box = ghost.current;
    if (started === null || !box) return;
    const row = rowUnder(event.target);
    const to = row?.getAttribute('data-price');
    if (!row || !to || to === started) return hide();
    const body = event.currentTarget;
    const cell = (row.querySelector('.ladder-mine') ?? row).getBoundingClientRect();
    const origin = body.getBoundingClientRect();
    box.textContent = movedText(body, started);
    box.title = `Release to move them to ${to}`;
    box.style.top = `${cell.top - origin.top}px`;
    box.style.left = `${cell.left - origin.left}px`;
    box.style.width = `${cell.width}px`;
    box.hidden = false;
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const started = from.current;
    from.current = null;
    hide();
    if (started === null) return;
    const to = rowUnder(event.target)?.getAttribute('data-price');
    if (to && to !== started) move(started, to);
  };

  return { start, ghost, onPointerMove, onPointerUp, onPointerLeave: hide };
}
