import { useState } from 'react';
import type { Order } from '../../../shared/exchange';
import { usePairs, useWriteCount } from '../../stores';
import { useSession } from '../../services/hooks';
import { Table } from '../../ui/Table';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { tableColumns } from './columns';
import { orderColumns } from './common-columns';
import { emptyText, ExportButton, Pager, ALL, PairFilter, RefreshButton, Toolbar, usePairFilter, usePairQuery } from './controls';
import { openFromRow, type OpenDetails } from './OrderDetails';
import { limitedPage, limitForPage } from './paging';
import { useRemote } from './use-remote';

/** Done orders (filled, cancelled, expired) of a market or all watched markets, the most recently done first, page by page. */
export function OrderHistoryTab({ onDetails }: { onDetails: OpenDetails }) {
  const session = useSession();
  const writes = useWriteCount();
  const pairs = usePairs().data;
  const [pageNo, setPageNo] = useState(1);
  const [pair, choosePair] = usePairFilter(() => setPageNo(1));
  const pairQuery = usePairQuery(pair);
  const remote = useRemote(
    `${JSON.stringify(pairQuery)} ${pageNo}`,
    () => session.invoke('account.orderHistory', { ...pairQuery, limit: limitForPage(pageNo) }),
    writes,
  );
  const page = remote.result?.ok ? limitedPage(remote.result.value, pageNo) : { rows: [], hasNewer: pageNo > 1, hasOlder: false };

  const columns = orderColumns(pairs, ['time', 'pair', 'side', 'type', 'price', 'average', 'quantity', 'filled', 'status', 'updated', 'id']);
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
        <PairFilter withAll value={pair} onChange={choosePair} />
        <RefreshButton onClick={remote.reload} busy={remote.loading} />
        <span className="portfolio-spacer" />
        <Pager
          label={`Page ${pageNo}`}
          toNewer={page.hasNewer && (() => setPageNo((n) => Math.max(1, n - 1)))}
          toOlder={page.hasOlder && (() => setPageNo((n) => n + 1))}
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
