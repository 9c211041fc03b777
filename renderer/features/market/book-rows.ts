/**
 * The order book's level rows as drawn by a row pool (ui/row-pool.ts): what each row shows as slot values (pure),
 * and the template that builds one row, a button whose click puts its price into the order form.
 */
import { attrSlot, classSlot, element, styleSlot, text, textSlot, type PooledRow, type RowValues } from '../../ui/row-pool';
import type { Book, BookRow, BookSide } from '../../domain/market/order-book-model';

/** What a level adds, read aloud, to what it shows: the trader's own orders there ("(your order here)"). */
export function ownOrdersSaid(own: number): string {
  return own > 0 ? `(${own === 1 ? 'your order' : `${own} of your orders`} here)` : '';
}

/**
 * Slots: class, data-price, data-own, the depth bar's transform, price, size, total, the own orders said. The bar
 * in hundredths: a finer change is under a pixel and not worth a write.
 */
export const bookRowValues = (row: BookRow): RowValues => [
  `book-row book-row-${row.side}${row.own > 0 ? ' book-row-own' : ''}`,
  row.price,
  row.own > 0 ? String(row.own) : null,
  `scaleX(${row.depthShare.toFixed(2)})`,
  row.price,
  row.quantity,
  row.total,
  ownOrdersSaid(row.own),
];

/** Read by screen readers, not shown: the words between a level's figures. */
const unseen = (words: string, ...children: Node[]) => element('span', 'visually-hidden', {}, document.createTextNode(words), ...children);

/**
 * A level, named by what it shows with the words between read aloud only ("Ask 60010.0 size 0.500 total 1.250
 * (your order here)"), so the name holds the figures on screen in their order. Hidden words sit inside the figures'
 * cells, the row being a grid of its three figures. No commas: the browser puts a space before each hidden part.
 */
export function makeBookRow(side: BookSide): PooledRow {
  const [price, quantity, total, own] = [text(), text(), text(), text()];
  const bar = element('span', 'book-bar');
  const row = element(
    'button',
    null,
    { type: 'button', 'data-side': side },
    bar,
    element('span', 'book-price num', {}, unseen(side === 'ask' ? 'Ask ' : 'Bid '), price),
    element('span', 'num', {}, unseen('size '), quantity),
    element('span', 'num muted', {}, unseen('total '), total, unseen('', own)),
  );
  return {
    element: row,
    slots: [
      classSlot(row),
      attrSlot(row, 'data-price'),
      attrSlot(row, 'data-own'),
      styleSlot(bar, 'transform'),
      textSlot(price),
      textSlot(quantity),
      textSlot(total),
      textSlot(own),
    ],
  };
}

/** The spread line's part drawn with the levels: shown, or hidden for the message that one side is empty. */
export const spreadValues = (spread: Book['spread']): RowValues => (spread ? [null, spread.value, `(${spread.percent}%)`, ''] : ['', '', '', null]);

export function makeSpread(): PooledRow {
  const [value, percent] = [text(), text()];
  const shown = element(
    'span',
    'book-spread-value',
    {},
    element('span', null, {}, document.createTextNode('Spread')),
    element('span', null, {}, value),
    element('span', 'muted', {}, percent),
  );
  const empty = element('span', 'muted', {}, document.createTextNode('No spread: one side is empty'));
  return {
    element: element('span', null, {}, shown, empty),
    slots: [attrSlot(shown, 'hidden'), textSlot(value), textSlot(percent), attrSlot(empty, 'hidden')],
  };
}
