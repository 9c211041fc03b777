import { useId, useState } from 'react';
import type { Fill } from '../../../shared/exchange';
import { usePairs, useWriteCount } from '../../stores';
import { useSession } from '../../services/hooks';
import { formatFee } from '../../ui/format';
import { Table } from '../../ui/Table';
import { tableColumns, type DataColumn } from './columns';
import { emptyText, ExportButton, FilterField, Pager, ALL, PairFilter, RefreshButton, Toolbar, usePairFilter, usePairQuery } from './controls';
import { parseFillFilter, type FillFilter } from './filters';
import { decimalsFor, num } from './order-text';
import { figureColumn, pairColumn, sideColumn, signedColumn, timeColumn } from './common-columns';
import { cursorPage, cursorQuery, FIRST_PAGE, newerNav, olderNav, type CursorNav } from './paging';
import { useRemote } from './use-remote';

/** A liquidation's order carries this client order id (see features/notifications/fill-watch.ts). */
const LIQUIDATION_PREFIX = 'liquidation:';
const tradeIdOf = (f: Fill) => f.tradeId;
const FILTER_FIELDS = [
  { name: 'from', label: 'From', kind: 'time' },
  { name: 'to', label: 'To', kind: 'time' },
  { name: 'orderId', label: 'Order id', kind: 'id' },
] as const;

/** The account's fills on a market or all watched markets, newest first, filtered by time and order, paged by trade id. */
export function FillsTab() {
  const session = useSession();
  const writes = useWriteCount();
  const pairs = usePairs().data;
  const [nav, setNav] = useState<CursorNav>(FIRST_PAGE);
  const [pair, choosePair] = usePairFilter(() => setNav(FIRST_PAGE));
  const [filter, setFilter] = useState<FillFilter>({});
  const [fields, setFields] = useState({ from: '', to: '', orderId: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();

  const query = cursorQuery(nav.cursor);
  const pairQuery = usePairQuery(pair);
  const remote = useRemote(
    JSON.stringify({ pairQuery, filter, query }),
    () => session.invoke('account.fills', { ...pairQuery, ...filter, ...query }),
    writes,
  );
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

  const d = (f: Fill) => decimalsFor(pairs, f.symbol);
  const columns: DataColumn<Fill>[] = [
    timeColumn((f) => f.tradeTime),
    pairColumn(),
    sideColumn(),
    figureColumn('price', 'Price', (f) => num(f.fillPrice, d(f).price)),
    figureColumn('quantity', 'Quantity', (f) => num(f.fillQty, d(f).quantity)),
    figureColumn('value', 'Value', (f) => num(f.fillAmt, d(f).settle)),
    figureColumn('fee', 'Fee', (f) => formatFee(f.fillFee, d(f).settle ?? undefined)),
    signedColumn(
      'pnl',
      'PnL',
      (f) => f.fillPnl,
      (f) => d(f).settle,
    ),
    { id: 'role', header: 'Role', text: (f) => (f.clOrdId.startsWith(LIQUIDATION_PREFIX) ? 'Liquidation' : f.isTaker ? 'Taker' : 'Maker') },
    figureColumn('order', 'Order id', (f) => String(f.orderId)),
    figureColumn('trade', 'Trade id', (f) => String(f.tradeId)),
  ];

  return (
    <>
      <Toolbar label="Fills filters">
        <PairFilter withAll value={pair} onChange={choosePair} />
        <form
          className="portfolio-filter"
          aria-label="Filter fills"
          onSubmit={(e) => {
            e.preventDefault();
            apply();
          }}
        >
          {FILTER_FIELDS.map(({ name, label, kind }) => (
            <FilterField
              key={name}
              label={label}
              kind={kind}
              value={fields[name]}
              onChange={(text) => setFields({ ...fields, [name]: text })}
              problem={problem}
              problemId={problemId}
            />
          ))}
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
            <span id={problemId} role="alert" className="text-error">
              {problem}
            </span>
          )}
        </form>
        <RefreshButton onClick={remote.reload} busy={remote.loading} />
        <span className="portfolio-spacer" />
        <Pager
          label={nav.cursor.idLe === undefined && nav.cursor.idGe === undefined ? 'Newest' : `Trades ${rangeText(page.rows)}`}
          toNewer={page.hasNewer && (() => setNav(newerNav(nav, page.rows, tradeIdOf, true)))}
          toOlder={page.hasOlder && (() => setNav(olderNav(nav, page.rows, tradeIdOf)))}
          busy={remote.loading}
        />
        <ExportButton kind="fills" pair={pair === ALL ? null : pair} columns={columns} rows={page.rows} />
      </Toolbar>
      <div className="portfolio-table" tabIndex={0} role="group" aria-label="Fills">
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

/** "120–101": the trade ids shown. */
const rangeText = (rows: readonly Fill[]): string => (rows.length === 0 ? '—' : `${rows[0]!.tradeId}–${rows[rows.length - 1]!.tradeId}`);
