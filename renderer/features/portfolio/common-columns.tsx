/** The columns the portfolio tables show alike: when, which market, which side, figures, and an order's own columns. */
import type { Order, Pair } from '../../../shared/exchange';
import { signedFixed } from '../../ui/format';
import type { DataColumn } from './columns';
import {
  averagePriceText,
  decimalsFor,
  formatDateTime,
  num,
  orderPriceText,
  orderTypeText,
  sideText,
  signOf,
  statusText,
  timeInForceText,
} from './order-text';

export const timeColumn = <Row,>(time: (row: Row) => number, id = 'time', header = 'Time'): DataColumn<Row> => ({
  id,
  header,
  text: (row) => formatDateTime(time(row)),
});

export const pairColumn = <Row extends { symbol: string }>(): DataColumn<Row> => ({ id: 'pair', header: 'Pair', text: (row) => row.symbol });

/** Buy or sell (a position's Long or Short, given its own words), in the side's colour. */
export const sideColumn = <Row extends { isLong: boolean }>(
  id = 'side',
  header = 'Side',
  words: (isLong: boolean) => string = sideText,
): DataColumn<Row> => ({
  id,
  header,
  text: (row) => words(row.isLong),
  cell: (row) => <span className={row.isLong ? 'text-buy' : 'text-sell'}>{words(row.isLong)}</span>,
});

/** A figure: lined up at the end. */
export const figureColumn = <Row,>(id: string, header: string, text: (row: Row) => string): DataColumn<Row> => ({ id, header, align: 'end', text });

/** An amount paid or received: exported as the exchange wrote it, shown with its sign in the colour of gain or loss. */
export const signedColumn = <Row,>(
  id: string,
  header: string,
  value: (row: Row) => string,
  places: (row: Row) => number | null,
): DataColumn<Row> => ({
  ...figureColumn(id, header, (row) => num(value(row), places(row))),
  cell: (row) => {
    const sign = signOf(value(row));
    return (
      <span className={sign === 'up' ? 'text-buy' : sign === 'down' ? 'text-sell' : undefined}>
        {signedFixed(value(row), places(row) ?? undefined)}
      </span>
    );
  },
});

type OrderColumnId = 'time' | 'pair' | 'side' | 'type' | 'price' | 'average' | 'quantity' | 'filled' | 'status' | 'updated' | 'id';

/** The columns of an order table (Open orders, Order history), in the order `ids` lists them. */
export function orderColumns(pairs: readonly Pair[] | null, ids: readonly OrderColumnId[]): DataColumn<Order>[] {
  const d = (o: Order) => decimalsFor(pairs, o.symbol);
  const all: Record<OrderColumnId, DataColumn<Order>> = {
    time: timeColumn((o) => o.createTime),
    pair: pairColumn(),
    side: sideColumn(),
    type: { id: 'type', header: 'Type', text: (o) => `${orderTypeText(o.isMarket)} ${timeInForceText(o.matchType)}` },
    price: figureColumn('price', 'Price', (o) => orderPriceText(o, d(o))),
    average: figureColumn('average', 'Average price', (o) => averagePriceText(o, d(o))),
    quantity: figureColumn('quantity', 'Quantity', (o) => num(o.quantity, d(o).quantity)),
    filled: figureColumn('filled', 'Filled', (o) => num(o.dealQuantity, d(o).quantity)),
    status: { id: 'status', header: 'Status', text: (o) => statusText(o.status) },
    updated: timeColumn((o) => o.updateTime, 'updated', 'Updated'),
    id: figureColumn('id', 'Order id', (o) => String(o.id)),
  };
  return ids.map((id) => all[id]);
}
