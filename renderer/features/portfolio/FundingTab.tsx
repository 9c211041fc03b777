import { useState } from 'react';
import type { Tariff } from '../../../shared/exchange';
import { usePairs } from '../../stores';
import { useSession } from '../../services/hooks';
import { Table } from '../../ui/Table';
import { tableColumns, type DataColumn } from './columns';
import { ALL, emptyText, ExportButton, Pager, PairFilter, RefreshButton, Toolbar, usePairFilter } from './controls';
import { decimalsFor, num, percentText } from './order-text';
import { figureColumn, pairColumn, sideColumn, signedColumn, timeColumn } from './common-columns';
import { numberedPage, PAGE_SIZE } from './paging';
import { useRemote } from './use-remote';

/** Funding the account's positions paid (negative) or received, newest first, page by page; one market or all. */
export function FundingTab() {
  const session = useSession();
  const pairs = usePairs().data;
  const [pageNo, setPageNo] = useState(1);
  const [pair, choosePair] = usePairFilter(() => setPageNo(1));
  const remote = useRemote(`${pair} ${pageNo}`, () =>
    session.invoke('account.tariffs', pair === ALL ? { page: pageNo, pageSize: PAGE_SIZE } : { pair, page: pageNo, pageSize: PAGE_SIZE }),
  );
  const data = remote.result?.ok ? remote.result.value : null;
  const rows = data?.records ?? [];
  const paging = data ? numberedPage(data) : null;

  const d = (t: Tariff) => decimalsFor(pairs, t.symbol);
  const columns: DataColumn<Tariff>[] = [
    timeColumn((t) => t.fundingTime),
    pairColumn(),
    sideColumn('position', 'Position', (isLong) => (isLong ? 'Long' : 'Short')),
    figureColumn('quantity', 'Quantity', (t) => num(t.quantity, d(t).quantity)),
    figureColumn('entry', 'Entry price', (t) => num(t.openingPrice, d(t).price)),
    figureColumn('rate', 'Rate', (t) => percentText(t.settledRate)),
    signedColumn(
      'amount',
      'Funding',
      (t) => t.tariffAmount,
      (t) => d(t).settle,
    ),
  ];

  return (
    <>
      <Toolbar label="Funding filters">
        <PairFilter withAll value={pair} onChange={choosePair} />
        <RefreshButton onClick={remote.reload} busy={remote.loading} />
        <span className="portfolio-spacer" />
        {data && <span className="muted num">{data.total === 1 ? '1 payment' : `${data.total} payments`}</span>}
        <Pager
          label={paging ? `Page ${paging.pageNo} of ${paging.pageCount}` : `Page ${pageNo}`}
          toNewer={pageNo > 1 && (() => setPageNo((n) => Math.max(1, n - 1)))}
          toOlder={(paging?.hasOlder ?? false) && (() => setPageNo((n) => n + 1))}
          busy={remote.loading}
        />
        <ExportButton kind="funding" pair={pair === ALL ? null : pair} columns={columns} rows={rows} />
      </Toolbar>
      <div className="portfolio-table" tabIndex={0} role="group" aria-label="Funding">
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
