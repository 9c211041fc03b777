import { useState } from 'react';
import type { Order } from '../../../shared/exchange';
import { usePairs, useSession, useWriteCount } from '../../stores';
import { Table } from '../../ui/Table';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { tableColumns, type DataColumn } from './columns';
import { emptyText, ExportButton, Pager, ALL, PairFilter, RefreshButton, Toolbar, usePairFilter, usePairQuery } from './controls';
import { openFromRow, type OpenDetails } from './OrderDetails';
import {
  averagePriceText,
  decimalsFor,
  formatDateTime,
  num,
  orderPriceText,
  orderTypeText,
  sideText,
  statusText,
  timeInForceText,
} from './order-text';
import { limitedPage, limitForPage } from './paging';
import { useRemote } from './use-remote';

/** Done orders (filled, cancelled, expired) of a market or all watched markets, the most recently done first, page by page. */
export function OrderHistoryTab({ onDetails }: { onDetails: OpenDetails }) {
  const session = useSession();
  const writes = useWriteCount();
  const pairs = usePairs().data;
  const [pair, setPair] = usePairFilter();
  const [pageNo, setPageNo] = useState(1);
  const pairQuery = usePairQuery(pair);
  const remote = useRemote(`${JSON.stringify(pairQuery)} ${pageNo}`, () => session.invoke('account.orderHistory', { ...pairQuery, limit: limitForPage(pageNo) }), writes);
  const page = remote.result?.ok ? limitedPage(remote.result.value, pageNo) : { rows: [], hasNewer: pageNo > 1, hasOlder: false };

  const columns: DataColumn<Order>[] = [
    { id: 'time', header: 'Time', text: (o) => formatDateTime(o.createTime) },
    { id: 'pair', header: 'Pair', text: (o) => o.symbol },
    {
      id: 'side',
      header: 'Side',
      text: (o) => sideText(o.isLong),
      cell: (o) => <span className={o.isLong ? 'text-buy' : 'text-sell'}>{sideText(o.isLong)}</span>,
    },
    { id: 'type', header: 'Type', text: (o) => `${orderTypeText(o.isMarket)} ${timeInForceText(o.matchType)}` },
    { id: 'price', header: 'Price', align: 'end', text: (o) => orderPriceText(o, decimalsFor(pairs, o.symbol)) },
    { id: 'average', header: 'Average price', align: 'end', text: (o) => averagePriceText(o, decimalsFor(pairs, o.symbol)) },
    { id: 'quantity', header: 'Quantity', align: 'end', text: (o) => num(o.quantity, decimalsFor(pairs, o.symbol).quantity) },
    { id: 'filled', header: 'Filled', align: 'end', text: (o) => num(o.dealQuantity, decimalsFor(pairs, o.symbol).quantity) },
    { id: 'status', header: 'Status', text: (o) => statusText(o.status) },
    { id: 'updated', header: 'Updated', text: (o) => formatDateTime(o.updateTime) },
    { id: 'id', header: 'Order id', align: 'end', text: (o) => String(o.id) },
  ];
  const withDetails = [
    ...tableColumns(columns),
    {
      id: 'action',
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      cell: (o: Order) => (
        <button type="button" className="button button-small" onClick={() => onDetails({ pair: o.symbol, orderId: o.id })}>
          Details
        </button>
      ),
    },
  ];

  return (
    <>
      <Toolbar label="Order history filters">
        <PairFilter
          withAll
          value={pair}
          onChange={(next) => {
            setPair(next);
            setPageNo(1);
          }}
        />
        <RefreshButton onClick={remote.reload} busy={remote.loading} />
        <span className="portfolio-spacer" />
        <Pager
          label={`Page ${pageNo}`}
          hasNewer={page.hasNewer}
          hasOlder={page.hasOlder}
          onNewer={() => setPageNo((n) => Math.max(1, n - 1))}
          onOlder={() => setPageNo((n) => n + 1)}
          busy={remote.loading}
        />
        <ExportButton kind="order-history" pair={pair === ALL ? null : pair} columns={columns} rows={page.rows} />
      </Toolbar>
      <div className="portfolio-table" onClick={(e) => openFromRow(e.target, page.rows, onDetails)}>
        <Table
          label="Order history"
          columns={withDetails}
          rows={page.rows}
          rowKey={(o) => o.id}
          empty={emptyText(remote.result, 'order history', pageNo > 1 ? 'No older orders' : 'No orders done yet')}
          rowAttributes={(o) => ({ 'data-order-id': String(o.id) })}
        />
      </div>
    </>
  );
}
