import type { Order } from '../../../shared/exchange';
import { formatDecimal } from '../../../shared/decimal';
import { OrderStatus } from '../../../shared/exchange';
import { useCancelState, useFeedsSlice, useFeedValue, useSelectedPair, useTrading } from '../../stores';
import { formatClock } from '../../ui/format';
import { Panel } from '../../ui/Panel';
import { Table, type Column } from '../../ui/Table';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { describeCancel } from './outcome-text';

const STATUS_TEXT: Record<number, string> = {
  [OrderStatus.OPEN]: 'Open',
  [OrderStatus.PARTIALLY_FILLED]: 'Partially filled',
  [OrderStatus.FILLED]: 'Filled',
  [OrderStatus.CANCELED]: 'Cancelled',
  [OrderStatus.EXPIRED]: 'Expired',
};

/** The selected pair's open orders, newest first, each with its Cancel. */
export function OpenOrders() {
  const pair = useSelectedPair();
  // Narrow reads: the table redraws when the orders change, not on every answer.
  const data = useFeedValue('openOrders', (d) => d);
  const status = useFeedsSlice((s) => s.feeds.openOrders.status);
  const error = useFeedsSlice((s) => s.feeds.openOrders.error);
  const orders = [...(data ?? [])].sort((a, b) => b.createTime - a.createTime);
  const price = (o: Order) => (pair ? formatDecimal(o.price, pair.priceDecimal) : o.price);
  const size = (value: string) => (pair ? formatDecimal(value, pair.tradeDecimal) : value);

  const columns: Column<Order>[] = [
    { id: 'time', header: 'Time', cell: (o) => <span className="num">{formatClock(o.createTime)}</span> },
    {
      id: 'side',
      header: 'Side',
      cell: (o) => <span className={o.isLong ? 'text-buy' : 'text-sell'}>{o.isLong ? 'Buy' : 'Sell'}</span>,
    },
    { id: 'price', header: 'Price', align: 'end', cell: price },
    { id: 'quantity', header: 'Quantity', align: 'end', cell: (o) => size(o.quantity) },
    { id: 'filled', header: 'Filled', align: 'end', cell: (o) => size(o.dealQuantity) },
    { id: 'status', header: 'Status', cell: (o) => STATUS_TEXT[o.status] ?? `Status ${o.status}` },
    { id: 'action', header: <VisuallyHidden>Action</VisuallyHidden>, cell: (o) => <CancelCell order={o} /> },
  ];

  const empty =
    data !== null
      ? 'No open orders'
      : status === 'error'
        ? `Open orders unavailable: ${error?.message ?? ''}`
        : 'Loading open orders…';

  return (
    <Panel title="Open orders" className="open-orders" aside={data && <span className="muted num">{orders.length}</span>}>
      <Table label="Open orders" columns={columns} rows={orders} rowKey={(o) => o.id} empty={empty} />
    </Panel>
  );
}

function CancelCell({ order }: { order: Order }) {
  const state = useCancelState(order.id);
  const trading = useTrading();
  const busy = state?.status === 'pending' || state?.status === 'done';
  const text = state && describeCancel(state);
  return (
    <div className="cancel-cell">
      {text && state?.status !== 'pending' && (
        <span role="status" className={`outcome-inline outcome-${text.tone}`}>
          {text.headline}
        </span>
      )}
      <button
        type="button"
        className="button button-small"
        aria-label="Cancel"
        aria-busy={state?.status === 'pending' || undefined}
        disabled={busy}
        onClick={() => void trading.cancelOrder(order.symbol, order.id)}
      >
        {state?.status === 'pending' ? 'Cancelling…' : 'Cancel'}
      </button>
    </div>
  );
}
