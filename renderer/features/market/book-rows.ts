/**
 * The order book's level rows as drawn by a row pool (ui/row-pool.ts): what each row shows as slot values (pure),
 * and the template that builds one row, a button whose click puts its price into the order form.
 */
import { attrSlot, classSlot, element, styleSlot, text, textSlot, type PooledRow, type RowValues } from '../../ui/row-pool';
import type { Book, BookRow, BookSide } from './order-book-model';

/** A level as read aloud: "Ask 60010.0, size 0.500, your order here". */
export function bookRowLabel(row: BookRow): string {
  const mine = row.own > 0 ? `, ${row.own === 1 ? 'your order' : `${row.own} of your orders`} here` : '';
  return `${row.side === 'ask' ? 'Ask' : 'Bid'} ${row.price}, size ${row.quantity}${mine}`;
}

/**
 * Slots: class, data-price, data-own, aria-label, the depth bar's transform, price, size, total. The bar in
 * hundredths: a finer change is under a pixel and not worth a write.
 */
export const bookRowValues = (row: BookRow): RowValues => [
  `book-row book-row-${row.side}${row.own > 0 ? ' book-row-own' : ''}`,
  row.price,
  row.own > 0 ? String(row.own) : null,
  bookRowLabel(row),
  `scaleX(${row.depthShare.toFixed(2)})`,
  row.price,
  row.quantity,
  row.total,
];

export function makeBookRow(side: BookSide): PooledRow {
  const [price, quantity, total] = [text(), text(), text()];
  const bar = element('span', 'book-bar');
  const row = element(
    'button',
    null,
    { type: 'button', 'data-side': side },
    bar,
    element('span', 'book-price num', {}, price),
    element('span', 'num', {}, quantity),
    element('span', 'num muted', {}, total),
  );
  return {
    element: row,
    slots: [classSlot(row), attrSlot(row, 'data-price'), attrSlot(row, 'data-own'), attrSlot(row, 'aria-label'), styleSlot(bar, 'transform'), textSlot(price), textSlot(quantity), textSlot(total)],
  };
}

/** The spread line's part drawn with the levels: shown, or hidden for the message that one side is empty. */
export const spreadValues = (spread: Book['spread']): RowValues =>
  spread ? [null, spread.value, `(${spread.percent}%)`, ''] : ['', '', '', null];

export function makeSpread(): PooledRow {
  const [value, percent] = [text(), text()];
  const shown = element('span', 'book-spread-value', {}, element('span', null, {}, document.createTextNode('Spread')), element('span', null, {}, value), element('span', 'muted', {}, percent));
  const empty = element('span', 'muted', {}, document.createTextNode('No spread: one side is empty'));
  return { element: element('span', null, {}, shown, empty), slots: [attrSlot(shown, 'hidden'), textSlot(value), textSlot(percent), attrSlot(empty, 'hidden')] };
}
