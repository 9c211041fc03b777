/**
 * The order book's levels and the spread, drawn in place from each depth answer by row pools (ui/row-pool.ts),
 * outside React: OrderBook renders the empty containers and says what else the drawing depends on.
 */
import type { Depth, Pair } from '../../../shared/exchange';
import { createRowPool } from '../../ui/row-pool';
import { bookRowValues, makeBookRow, makeSpread, spreadValues } from './book-rows';
import { buildBook, type OwnOrder } from '../../domain/market/order-book-model';

/** What the drawing depends on besides the answer; changes with the trader's choices and orders, not each answer. */
export interface BookInput {
  pair: Pair | undefined;
  step: string | undefined;
  levels: number;
  own: readonly OwnOrder[];
}

export interface BookParts {
  asks: HTMLElement;
  bids: HTMLElement;
  spread: HTMLElement;
}

export interface BookView {
  show(depth: Depth | null, input: BookInput): void;
}

export function createBookView(parts: BookParts): BookView {
  // Asks counted from the spread (row 0 the best, drawn lowest), so a level that moves keeps its row.
  const asks = createRowPool(parts.asks, () => makeBookRow('ask'), { from: 'end' });
  const bids = createRowPool(parts.bids, () => makeBookRow('bid'));
  const spread = createRowPool(parts.spread, makeSpread);
  return {
    show(depth, { pair, step, levels, own }) {
      const book = depth && pair ? buildBook(depth, pair, { step, levels, own }) : null;
      asks.show(book ? book.asks.map(bookRowValues).reverse() : []);
      bids.show(book ? book.bids.map(bookRowValues) : []);
      spread.show(book ? [spreadValues(book.spread)] : []);
    },
  };
}
