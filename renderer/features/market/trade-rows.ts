/**
 * The Recent trades rows as drawn by a row pool (ui/row-pool.ts): newest first, by place, so a new trade rewrites
 * the texts of the rows below it in place instead of moving elements. Slot values are pure; the template builds
 * one table row: time, price coloured by the taker's side (the side read aloud after it), size.
 */
import { attrSlot, classSlot, element, text, textSlot, type PooledRow, type RowValues } from '../../ui/row-pool';
import type { TradeRow } from './trades-model';

/** Slots: the row's class, data-side, time, the price's class, price, the side read aloud, size. */
export const tradeRowValues = (row: TradeRow): RowValues => [
  `trade-row trade-${row.side}`,
  row.side,
  row.time,
  row.side === 'buy' ? 'text-buy' : 'text-sell',
  row.price,
  ` ${row.side}`,
  row.size,
];

export function makeTradeRow(): PooledRow {
  const [time, price, side, size] = [text(), text(), text(), text()];
  const priceSpan = element('span', null, {}, price, element('span', 'visually-hidden', {}, side));
  const row = element(
    'tr',
    null,
    {},
    element('td', null, {}, element('span', 'num', {}, time)),
    element('td', 'end num', {}, priceSpan),
    element('td', 'end num', {}, size),
  );
  return {
    element: row,
    slots: [classSlot(row), attrSlot(row, 'data-side'), textSlot(time), classSlot(priceSpan), textSlot(price), textSlot(side), textSlot(size)],
  };
}
