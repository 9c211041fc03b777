import { useState } from 'react';
import type { Tariff } from '../../../shared/exchange';
import { usePairs, useSession } from '../../stores';
import { Table } from '../../ui/Table';
import { tableColumns, type DataColumn } from './columns';
import { ALL, emptyText, ExportButton, Pager, PairFilter, RefreshButton, Toolbar, usePairFilter } from './controls';
import { decimalsFor, formatDateTime, num, percentText, signOf } from './order-text';
import { numberedPage, PAGE_SIZE } from './paging';
import { useRemote } from './use-remote';
import { signedFixed } from '../../ui/format';

/** Funding the account's positions paid (negative) or received, newest first, page by page; one market or all. */
export function FundingTab() {
  const session = useSession();
  const pairs = usePairs().data;
  const [pair, setPair] = usePairFilter();
  const [pageNo, setPageNo] = useState(1);
  const remote = useRemote(`${pair} ${pageNo}`, () =>
    session.invoke('account.tariffs', pair === ALL ? { page: pageNo, pageSize: PAGE_SIZE } : { pair, page: pageNo, pageSize: PAGE_SIZE }),
  );
  const data = remote.result?.ok ? remote.result.value : null;
  const rows = data?.records ?? [];
  const paging = data ? numberedPage(data) : null;

  const columns: DataColumn<Tariff>[] = [
    { id: 'time', header: 'Time', text: (t) => formatDateTime(t.fundingTime) },
    { id: 'pair', header: 'Pair', text: (t) => t.symbol },
    {
      id: 'position',
      header: 'Position',
      text: (t) => (t.isLong ? 'Long' : 'Short'),
      cell: (t) => <span className={t.isLong ? 'text-buy' : 'text-sell'}>{t.isLong ? 'Long' : 'Short'}</span>,
    },
    { id: 'quantity', header: 'Quantity', align: 'end', text: (t) => num(t.quantity, decimalsFor(pairs, t.symbol).quantity) },
    { id: 'entry', header: 'Entry price', align: 'end', text: (t) => num(t.openingPrice, decimalsFor(pairs, t.symbol).price) },
    { id: 'rate', header: 'Rate', align: 'end', text: (t) => percentText(t.settledRate) },
    {
      id: 'amount',
      header: 'Funding',
      align: 'end',
      text: (t) => num(t.tariffAmount, decimalsFor(pairs, t.symbol).settle),
      cell: (t) => {
        const sign = signOf(t.tariffAmount);
        return (
          <span className={sign === 'up' ? 'text-buy' : sign === 'down' ? 'text-sell' : undefined}>
            {signedFixed(t.tariffAmount, decimalsFor(pairs, t.symbol).settle ?? undefined)}
          </span>
        );
      },
    },
  ];

  return (
    <>
      <Toolbar label="Funding filters">
        <PairFilter
          value={pair}
          withAll
          onChange={(next) => {
            setPair(next);
            setPageNo(1);
          }}
        />
        <RefreshButton onClick={remote.reload} busy={remote.loading} />
        <span className="portfolio-spacer" />
        {data && <span className="muted num">{data.total === 1 ? '1 payment' : `${data.total} payments`}</span>}
        <Pager
          label={paging ? `Page ${paging.pageNo} of ${paging.pageCount}` : `Page ${pageNo}`}
          hasNewer={pageNo > 1}
          hasOlder={paging?.hasOlder ?? false}
          onNewer={() => setPageNo((n) => Math.max(1, n - 1))}
          onOlder={() => setPageNo((n) => n + 1)}
          busy={remote.loading}
        />
        <ExportButton kind="funding" pair={pair === ALL ? null : pair} columns={columns} rows={rows} />
      </Toolbar>
      <div className="portfolio-table">
        <Table
          label="Funding"
          columns={tableColumns(columns)}
          rows={rows}
          rowKey={(t) => t.id}
          empty={emptyText(remote.result, 'funding', 'No funding paid or received yet')}
        />
      </div>
    </>
  );
}
