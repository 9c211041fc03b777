/**
 * A drag of My orders from one row to another: where it started, a ghost of the orders on the row under the
 * pointer while it lasts ("buy 0.010 → 59960.0"), and the move asked on release over another row.
 */
import { useCallback, useEffect, useRef, type PointerEvent } from 'react';

const rowUnder = (target: EventTarget): HTMLElement | null => (target instanceof Element ? target.closest<HTMLElement>('[role="row"][data-price]') : null);

/** What is moved, as the row it leaves shows it: "buy 0.010", "sell 0.5", "buy 0.010, sell 0.020". */
function movedText(body: HTMLElement, from: string): string {
  const row = body.querySelector(`[role="row"][data-price="${CSS.escape(from)}"]`);
  const buy = row?.querySelector('.ladder-mine-buy')?.textContent ?? '';
  const sell = row?.querySelector('.ladder-mine-sell')?.textContent ?? '';
  return [buy && `buy ${buy}`, sell && `sell ${sell}`].filter(Boolean).join(', ') || 'orders';
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
    window.addEventListener('pointerup', clear);
    return () => window.removeEventListener('pointerup', clear);
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
    box.textContent = `${movedText(body, started)} → ${to}`;
    box.style.top = `${row.getBoundingClientRect().top - body.getBoundingClientRect().top}px`;
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
