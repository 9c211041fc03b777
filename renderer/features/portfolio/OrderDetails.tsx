import type { Fill, Order } from '../../../shared/exchange';
import { usePairs } from '../../stores';
import { useSession } from '../../services/hooks';
import { Dialog } from '../../ui/Dialog';
import { isElement } from '../../ui/dom';
import { FactList } from '../../ui/FactList';
import { formatFee } from '../../ui/format';
import { Table } from '../../ui/Table';
import { tableColumns, type DataColumn } from './columns';
import { emptyText } from './controls';
import {
  averagePriceText,
  decimalsFor,
  formatDateTime,
  marginModeText,
  num,
  orderPriceText,
  orderTypeText,
  sideText,
  statusText,
  timeInForceText,
  yesNo,
  type Decimals,
} from './order-text';
import { useRemote } from './use-remote';

export interface DetailsTarget {
  pair: string;
  orderId: number;
}

export type OpenDetails = (target: DetailsTarget) => void;

/** A click on a row (not on its buttons) opens the order's details. */
export function openFromRow<Row extends { id: number; symbol: string }>(target: EventTarget, rows: readonly Row[], onDetails: OpenDetails): void {
  if (!isElement(target) || target.closest('button, a, input, select')) return;
  const id = Number(target.closest('tr[data-order-id]')?.getAttribute('data-order-id'));
  const row = rows.find((r) => r.id === id);
  if (row) onDetails({ pair: row.symbol, orderId: row.id });
}

/** Fills of one order asked for at once; an order rarely has more. */
const ORDER_FILLS_LIMIT = 200;

/** "Order details": every field of the order as the exchange has it now, and its fills so far. */
export function OrderDetailsDialog({ target, onClose }: { target: DetailsTarget | null; onClose: () => void }) {
  return (
    <Dialog title="Order details" open={target !== null} onClose={onClose} className="order-details-dialog">
      {target && <OrderDetails key={`${target.pair} ${target.orderId}`} target={target} />}
    </Dialog>
  );
}

function OrderDetails({ target }: { target: DetailsTarget }) {
  const session = useSession();
  const pairs = usePairs().data;
  const d = decimalsFor(pairs, target.pair);
  const query = `${target.pair} ${target.orderId}`;
  const order = useRemote(query, () => session.invoke('account.order', target));
  const fills = useRemote(query, () => session.invoke('account.fills', { ...target, limit: ORDER_FILLS_LIMIT }));

  const fillColumns: DataColumn<Fill>[] = [
    { id: 'time', header: 'Time', text: (f) => formatDateTime(f.tradeTime) },
    { id: 'price', header: 'Price', align: 'end', text: (f) => num(f.fillPrice, d.price) },
    { id: 'quantity', header: 'Quantity', align: 'end', text: (f) => num(f.fillQty, d.quantity) },
    { id: 'value', header: 'Value', align: 'end', text: (f) => num(f.fillAmt, d.settle) },
    { id: 'fee', header: 'Fee', align: 'end', text: (f) => `${formatFee(f.fillFee, d.settle ?? undefined)} ${f.feeCurrency}` },
    { id: 'role', header: 'Role', text: (f) => (f.isTaker ? 'Taker' : 'Maker') },
  ];

  return (
    <div className="order-details">
      {order.result === null ? (
        <p className="muted">Loading order {target.orderId}…</p>
      ) : !order.result.ok ? (
        <p className="text-error" role="alert">
          Order {target.orderId} unavailable: {order.result.error.message}
          {order.result.error.code !== undefined && ` (code ${order.result.error.code})`}
        </p>
      ) : (
        <OrderFacts order={order.result.value} d={d} />
      )}
      <h3 className="order-details-subtitle">Fills so far</h3>
      <div className="order-details-fills">
        <Table
          label="Executions"
          columns={tableColumns(fillColumns)}
          rows={fills.result?.ok ? [...fills.result.value].sort((a, b) => a.tradeId - b.tradeId) : []}
          rowKey={(f) => f.tradeId}
          empty={emptyText(fills.result, 'fills', 'No fills yet')}
        />
      </div>
    </div>
  );
}

function OrderFacts({ order, d }: { order: Order; d: Decimals }) {
  const facts: [string, string][] = [
    ['Order id', String(order.id)],
    ['Client order id', order.clientOrderId || '—'],
    ['Pair', order.symbol],
    ['Status', statusText(order.status)],
    ['Side', sideText(order.isLong)],
    ['Type', orderTypeText(order.isMarket)],
    ['Time in force', timeInForceText(order.matchType)],
    ['Margin mode', marginModeText(order.positionType)],
    ['Leverage', `${order.lever}×`],
    ['Reduces position', yesNo(order.isClose)],
    ['Price', orderPriceText(order, d)],
    ['Quantity', num(order.quantity, d.quantity)],
    ['Filled', num(order.dealQuantity, d.quantity)],
    ['Average price', averagePriceText(order, d)],
    ['Value', num(order.amount, d.settle)],
    ['Filled value', num(order.dealAmount, d.settle)],
    ['Margin', num(order.depositAmount, d.settle)],
    ['Created', formatDateTime(order.createTime)],
    ['Updated', formatDateTime(order.updateTime)],
  ];
  return <FactList className="order-facts" facts={facts} />;
}
