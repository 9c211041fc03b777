import { useState } from 'react';
import type { BridgeResult } from '../../../shared/bridge';
import type { MakerEarning, MakerEarningDay } from '../../../shared/exchange';
import { usePairs } from '../../stores';
import { useSession } from '../../services/hooks';
import { Table } from '../../ui/Table';
import { tableColumns, type DataColumn } from './columns';
import { emptyText, ExportButton, Pager, PairFilter, Toolbar, usePairFilter } from './controls';
import { decimalsFor, formatUtcDay, num, percentText, type Decimals } from './order-text';
import { figureColumn, pairColumn, timeColumn } from './common-columns';
import { cursorPage, cursorQuery, FIRST_PAGE, newerNav, olderNav, type CursorNav } from './paging';
import { useRemote } from './use-remote';

/** The daily list is short: a page of days beside the page of trades. */
const DAYS_PAGE_SIZE = 10;
const idOf = (row: { id: number }) => row.id;

/** Maker earnings: the rebate of each maker fill, and the daily totals (UTC days), each paged by id. */
export function RebatesTab() {
  const pairs = usePairs().data;
  // The pages start again from the newest when the market changes, or on Refresh.
  const [round, setRound] = useState(0);
  const [pair, choosePair] = usePairFilter(() => setRound((n) => n + 1));
  const d = decimalsFor(pairs, pair);
  return (
    <>
      <Toolbar label="Rebates filters">
        <PairFilter value={pair} onChange={choosePair} />
        <button type="button" className="button-quiet" onClick={() => setRound((n) => n + 1)}>
          Refresh
        </button>
      </Toolbar>
      <div className="rebates">
        <MakerEarnings key={`trades ${pair} ${round}`} pair={pair} d={d} />
        <EarningDays key={`days ${pair} ${round}`} pair={pair} d={d} />
      </div>
    </>
  );
}

function MakerEarnings({ pair, d }: { pair: string; d: Decimals }) {
  const session = useSession();
  const columns: DataColumn<MakerEarning>[] = [
    timeColumn((e) => e.tradeTime),
    pairColumn(),
    figureColumn('price', 'Price', (e) => num(e.fillPrice, d.price)),
    figureColumn('quantity', 'Quantity', (e) => num(e.fillQty, d.quantity)),
    figureColumn('rate', 'Rebate rate', (e) => percentText(e.rebateRate, 3)),
    figureColumn('rebate', 'Rebate', (e) => num(e.rebateAmount, d.settle)),
    figureColumn('order', 'Order id', (e) => String(e.orderId)),
    figureColumn('trade', 'Trade id', (e) => String(e.tradeId)),
  ];
  return (
    <CursorPart
      title="Maker earnings"
      kind="maker-earnings"
      pair={pair}
      columns={columns}
      load={({ idLe, limit }) => session.invoke('account.makerEarnings', { pair, idLe, limit })}
      empty={['maker earnings', 'No maker fills yet']}
    />
  );
}

function EarningDays({ pair, d }: { pair: string; d: Decimals }) {
  const session = useSession();
  const columns: DataColumn<MakerEarningDay>[] = [
    { id: 'day', header: 'Day (UTC)', text: (e) => formatUtcDay(e.day) },
    pairColumn(),
    figureColumn('volume', 'Maker volume', (e) => num(e.makerVolume, d.settle)),
    figureColumn('trades', 'Trades', (e) => String(e.tradeCount)),
    figureColumn('rebate', 'Rebate', (e) => num(e.rebateAmount, d.settle)),
  ];
  return (
    <CursorPart
      title="Daily rebates"
      kind="daily-rebates"
      pair={pair}
      pageSize={DAYS_PAGE_SIZE}
      columns={columns}
      load={({ idLe, limit }) => session.invoke('account.makerEarningDays', { pair, idLe, limit })}
      empty={['daily rebates', 'No rebates earned yet']}
    />
  );
}

interface CursorPartProps<Row> {
  title: string;
  /** The CSV file's kind. */
  kind: string;
  pair: string;
  pageSize?: number;
  columns: DataColumn<Row>[];
  /** Both endpoints take `idLe` only: Newer goes back the way it came. */
  load: (query: { idLe?: number; limit: number }) => Promise<BridgeResult<Row[]>>;
  /** What the rows are, and what to say when there are none. */
  empty: [what: string, none: string];
}

/** One paged list of the tab: its title, Newer / Older by id, its CSV export, its table. */
function CursorPart<Row extends { id: number }>({ title, kind, pair, pageSize, columns, load, empty }: CursorPartProps<Row>) {
  const [nav, setNav] = useState<CursorNav>(FIRST_PAGE);
  const query = cursorQuery(nav.cursor, pageSize);
  const remote = useRemote(JSON.stringify(query), () => load({ idLe: query.idLe, limit: query.limit }));
  const page = remote.result?.ok
    ? cursorPage(nav, remote.result.value, pageSize)
    : { rows: [] as Row[], hasNewer: nav.back.length > 0, hasOlder: false };
  return (
    <section className="rebates-part" aria-label={title}>
      <Toolbar label={`${title} pages`}>
        <h3 className="rebates-title">{title}</h3>
        <span className="portfolio-spacer" />
        <Pager
          label={nav.back.length === 0 ? 'Newest' : `Page ${nav.back.length + 1}`}
          toNewer={nav.back.length > 0 && (() => setNav(newerNav(nav, page.rows, idOf, false)))}
          toOlder={page.hasOlder && (() => setNav(olderNav(nav, page.rows, idOf)))}
          busy={remote.loading}
        />
        <ExportButton kind={kind} pair={pair} columns={columns} rows={page.rows} />
      </Toolbar>
      <div className="portfolio-table" tabIndex={0} role="group" aria-label={title}>
        <Table label={title} columns={tableColumns(columns)} rows={page.rows} rowKey={idOf} empty={emptyText(remote.result, ...empty)} />
      </div>
    </section>
  );
}
