import { useId, useState } from 'react';
import type { Fill } from '../../../shared/exchange';
import { usePairs, useSession, useWriteCount } from '../../stores';
import { Table } from '../../ui/Table';
import { tableColumns, type DataColumn } from './columns';
import { emptyText, ExportButton, Pager, ALL, PairFilter, RefreshButton, Toolbar, usePairFilter, usePairQuery } from './controls';
import { parseFillFilter, type FillFilter } from './filters';
import { decimalsFor, formatDateTime, num, sideText, signOf } from './order-text';
import { cursorPage, cursorQuery, FIRST_PAGE, newerNav, olderNav, type CursorNav } from './paging';
import { useRemote } from './use-remote';
import { signedFixed } from '../../ui/format';

/** A liquidation's order carries this client order id (see features/notifications/fill-watch.ts). */
const LIQUIDATION_PREFIX = 'liquidation:';
const tradeIdOf = (f: Fill) => f.tradeId;
/** The pickers take a time in the tables' own format (local time), never the browser's locale's. */
const DATE_TIME_HINT = 'YYYY-MM-DD hh:mm';

/** The account's fills on a market or all watched markets, newest first, filtered by time and order, paged by trade id. */
export function FillsTab() {
  const session = useSession();
  const writes = useWriteCount();
  const pairs = usePairs().data;
  const [pair, setPair] = usePairFilter();
  const [nav, setNav] = useState<CursorNav>(FIRST_PAGE);
  const [filter, setFilter] = useState<FillFilter>({});
  const [fields, setFields] = useState({ from: '', to: '', orderId: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { from: useId(), to: useId(), orderId: useId(), problem: useId() };

  const query = cursorQuery(nav.cursor);
  const pairQuery = usePairQuery(pair);
  const remote = useRemote(JSON.stringify({ pairQuery, filter, query }), () => session.invoke('account.fills', { ...pairQuery, ...filter, ...query }), writes);
  const page = remote.result?.ok ? cursorPage(nav, remote.result.value) : { rows: [], hasNewer: nav !== FIRST_PAGE, hasOlder: false };

  const apply = () => {
    const parsed = parseFillFilter(fields);
    if (!parsed.ok) {
      setProblem(parsed.message);
      return;
    }
    setProblem(null);
    setFilter(parsed.value);
    setNav(FIRST_PAGE);
  };

  const columns: DataColumn<Fill>[] = [
    { id: 'time', header: 'Time', text: (f) => formatDateTime(f.tradeTime) },
    { id: 'pair', header: 'Pair', text: (f) => f.symbol },
    {
      id: 'side',
      header: 'Side',
      text: (f) => sideText(f.isLong),
      cell: (f) => <span className={f.isLong ? 'text-buy' : 'text-sell'}>{sideText(f.isLong)}</span>,
    },
    { id: 'price', header: 'Price', align: 'end', text: (f) => num(f.fillPrice, decimalsFor(pairs, f.symbol).price) },
    { id: 'quantity', header: 'Quantity', align: 'end', text: (f) => num(f.fillQty, decimalsFor(pairs, f.symbol).quantity) },
    { id: 'value', header: 'Value', align: 'end', text: (f) => num(f.fillAmt, decimalsFor(pairs, f.symbol).settle) },
    { id: 'fee', header: 'Fee', align: 'end', text: (f) => num(f.fillFee, decimalsFor(pairs, f.symbol).settle) },
    {
      id: 'pnl',
      header: 'PnL',
      align: 'end',
      text: (f) => num(f.fillPnl, decimalsFor(pairs, f.symbol).settle),
      cell: (f) => <span className={pnlClass(f.fillPnl)}>{signedFixed(f.fillPnl, decimalsFor(pairs, f.symbol).settle ?? undefined)}</span>,
    },
    { id: 'role', header: 'Role', text: (f) => (f.clOrdId.startsWith(LIQUIDATION_PREFIX) ? 'Liquidation' : f.isTaker ? 'Taker' : 'Maker') },
    { id: 'order', header: 'Order id', align: 'end', text: (f) => String(f.orderId) },
    { id: 'trade', header: 'Trade id', align: 'end', text: (f) => String(f.tradeId) },
  ];

  return (
    <>
      <Toolbar label="Fills filters">
        <PairFilter
          withAll
          value={pair}
          onChange={(next) => {
            setPair(next);
            setNav(FIRST_PAGE);
          }}
        />
        <form
          className="portfolio-filter"
          aria-label="Filter fills"
          onSubmit={(e) => {
            e.preventDefault();
            apply();
          }}
        >
          <span className="portfolio-field">
            <label htmlFor={ids.from}>From</label>
            <input
              id={ids.from}
              type="text"
              inputMode="numeric"
              placeholder={DATE_TIME_HINT}
              className="portfolio-input portfolio-time"
              value={fields.from}
              aria-invalid={problem?.startsWith('From') || undefined}
              aria-describedby={problem ? ids.problem : undefined}
              onChange={(e) => setFields({ ...fields, from: e.target.value })}
            />
          </span>
          <span className="portfolio-field">
            <label htmlFor={ids.to}>To</label>
            <input
              id={ids.to}
              type="text"
              inputMode="numeric"
              placeholder={DATE_TIME_HINT}
              className="portfolio-input portfolio-time"
              value={fields.to}
              aria-invalid={problem?.startsWith('To') || undefined}
              aria-describedby={problem ? ids.problem : undefined}
              onChange={(e) => setFields({ ...fields, to: e.target.value })}
            />
          </span>
          <span className="portfolio-field">
            <label htmlFor={ids.orderId}>Order id</label>
            <input
              id={ids.orderId}
              className="portfolio-input portfolio-input-id num"
              inputMode="numeric"
              value={fields.orderId}
              aria-invalid={problem?.startsWith('Order id') || undefined}
              aria-describedby={problem ? ids.problem : undefined}
              onChange={(e) => setFields({ ...fields, orderId: e.target.value })}
            />
          </span>
          <button type="submit" className="button button-small">
            Filter
          </button>
          <button
            type="button"
            className="button-quiet"
            onClick={() => {
              setFields({ from: '', to: '', orderId: '' });
              setProblem(null);
              setFilter({});
              setNav(FIRST_PAGE);
            }}
          >
            Clear
          </button>
          {problem && (
            <span id={ids.problem} role="alert" className="text-error">
              {problem}
            </span>
          )}
        </form>
        <RefreshButton onClick={remote.reload} busy={remote.loading} />
        <span className="portfolio-spacer" />
        <Pager
          label={nav.cursor.idLe === undefined && nav.cursor.idGe === undefined ? 'Newest' : `Trades ${rangeText(page.rows)}`}
          hasNewer={page.hasNewer}
          hasOlder={page.hasOlder}
          onNewer={() => setNav(newerNav(nav, page.rows, tradeIdOf, true))}
          onOlder={() => setNav(olderNav(nav, page.rows, tradeIdOf))}
          busy={remote.loading}
        />
        <ExportButton kind="fills" pair={pair === ALL ? null : pair} columns={columns} rows={page.rows} />
      </Toolbar>
      <div className="portfolio-table">
        <Table
          label="Fills"
          columns={tableColumns(columns)}
          rows={page.rows}
          rowKey={(f) => f.tradeId}
          empty={emptyText(remote.result, 'fills', Object.keys(filter).length > 0 ? 'No fills match' : 'No fills yet')}
          rowAttributes={(f) => ({ 'data-trade-id': String(f.tradeId) })}
        />
      </div>
    </>
  );
}

const pnlClass = (value: string): string | undefined => {
  const sign = signOf(value);
  return sign === 'up' ? 'text-buy' : sign === 'down' ? 'text-sell' : undefined;
};

/** "120–101": the trade ids shown. */
const rangeText = (rows: readonly Fill[]): string =>
  rows.length === 0 ? '—' : `${rows[0]!.tradeId}–${rows[rows.length - 1]!.tradeId}`;
