/**
 * The hover text of the ladder cell under the pointer, kept true while the rows move under a still pointer: it is
 * written again after each drawing from the row's price now, and taken off a cell the pointer has left (a title
 * left behind would name a price that a click there no longer trades).
 */
import type { Side } from '../../domain/trading/entry-context';
import { isElement } from '../../ui/dom';

export interface HoverTexts {
  /** What a click on a bid (buy) or ask (sell) cell would do. */
  explain: (side: Side, price: string) => string;
  /** What an Alt+click or Shift+click on the row would do (the price cell's hover). */
  explainProtect: (price: string) => string;
}

/** The element that carries the hover text for an event's target: a shown Buy / Sell button, or the price cell. */
export function hoverHolderOf(target: EventTarget | null): HTMLElement | null {
  if (!isElement(target)) return null;
  const hit = target.closest<HTMLElement>('[data-act="buy"], [data-act="sell"]');
  if (hit && !hit.hidden) return hit;
  return target.closest<HTMLElement>('.ladder-price');
}

/** The hover text of `holder` for its row's price now; null when it has none (a hidden button, a row gone). */
export function hoverTextOf(holder: HTMLElement, texts: HoverTexts): string | null {
  const price = holder.closest('[role="row"]')?.getAttribute('data-price');
  if (!holder.isConnected || !price) return null;
  const act = holder.getAttribute('data-act');
  if (act === 'buy' || act === 'sell') return holder.hidden ? null : texts.explain(act, price);
  return texts.explainProtect(price);
}

export interface LadderHover {
  /** The pointer is over `holder` (null: over nothing that has a hover text, or off the ladder). */
  over(holder: HTMLElement | null): void;
  /** After a drawing: the text of the cell still under the pointer, for its row's price now. */
  refresh(): void;
}

export function createLadderHover(textOf: (holder: HTMLElement) => string | null): LadderHover {
  let pointed: HTMLElement | null = null;
  const write = () => {
    if (!pointed) return;
    const text = textOf(pointed);
    if (text === null) pointed.removeAttribute('title');
    else if (pointed.title !== text) pointed.title = text;
  };
  return {
    over(holder) {
      if (pointed && pointed !== holder) pointed.removeAttribute('title');
      pointed = holder;
      write();
    },
    refresh: write,
  };
}
