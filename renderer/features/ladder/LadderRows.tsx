import { useRef, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { hoverHolderOf, type LadderHover } from './ladder-hover';
import type { Side } from '../../domain/trading/entry-context';
import type { LadderAct } from './ladder-rows';

export { LADDER_ROW_HEIGHT } from './ladder-rows';

export interface RowHandlers {
  /** What a click on the cell would do (the hover), computed only for the cell under the pointer. */
  explain: (side: Side, price: string) => string;
  /** A click on a size cell's button; the event tells modifier keys apart. */
  place: (side: Side, price: string, event: MouseEvent) => void;
  cancelAt: (price: string, event: MouseEvent) => void;
  /** What an Alt+click on the row would hold there (the price cell's hover), and doing it. */
  explainProtect: (price: string) => string;
  protectAt: (price: string) => void;
  /** A Shift+click on the price cell: a price alert there. */
  alertAt: (price: string) => void;
  dragStart: (price: string) => void;
  /** A key on a focused row (`row`, the row's element). */
  onKey: (event: KeyboardEvent<HTMLElement>, row: HTMLElement, price: string) => void;
}

interface Props {
  /** Where the rows are drawn (ladder-view.ts), outside React. */
  gridRef: (grid: HTMLElement | null) => void;
  handlers: RowHandlers;
  /** The hover text of the cell under the pointer (kept true as the rows move: ladder-hover.ts). */
  hover: LadderHover;
}

/** The row under an event, its price and the button hit (if any). */
function hitOf(target: EventTarget): { row: HTMLElement; price: string; act: LadderAct | null } | null {
  const element = target as Element;
  const row = element.closest<HTMLElement>('[role="row"][data-price]');
  const price = row?.getAttribute('data-price');
  if (!row || !price) return null;
  return { row, price, act: (element.closest('[data-act]')?.getAttribute('data-act') as LadderAct | null) ?? null };
}

/**
 * The grid of ladder rows. The rows are drawn into it outside React (ladder-view.ts, from each answer); events are
 * handled here, once for all rows.
 */
export function LadderRows({ gridRef, handlers, hover }: Props) {
  const latest = useRef(handlers);
  latest.current = handlers;

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const hit = hitOf(event.target);
    if (hit && event.altKey) {
      // Alt+click anywhere on the row: a stop or a target there, instead of what the cell would do.
      event.preventDefault();
      latest.current.protectAt(hit.price);
      return;
    }
    if (hit && event.shiftKey && (event.target as Element).closest('.ladder-price')) {
      event.preventDefault();
      latest.current.alertAt(hit.price);
      return;
    }
    if (!hit?.act) return;
    if (hit.act === 'cancel') latest.current.cancelAt(hit.price, event);
    else latest.current.place(hit.act, hit.price, event);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const hit = hitOf(event.target);
    if (hit?.act === 'cancel' && event.button === 0) latest.current.dragStart(hit.price);
  };
  const onPointerOver = (event: PointerEvent<HTMLDivElement>) => hover.over(hoverHolderOf(event.target));
  const onPointerLeave = () => hover.over(null);
  const onMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    // Shift+click would extend the page's text selection to here; the ladder's clicks select nothing.
    if (event.shiftKey) event.preventDefault();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const hit = hitOf(event.target);
    if (hit && event.target === hit.row) latest.current.onKey(event, hit.row, hit.price);
  };
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    // Tab lands on the grid; the keyboard goes on to the middle row, by the spread.
    if (event.target === event.currentTarget)
      (event.currentTarget.children[Math.floor(event.currentTarget.children.length / 2)] as HTMLElement | undefined)?.focus();
  };

  return (
    <div
      role="grid"
      aria-label="Ladder prices"
      className="ladder-grid"
      tabIndex={0}
      ref={gridRef}
      onClick={onClick}
      onPointerDown={onPointerDown}
      onPointerOver={onPointerOver}
      onPointerLeave={onPointerLeave}
      onMouseDown={onMouseDown}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
    />
  );
}
