/** The small controls of the portfolio tables' toolbars: the pair filter, the pager, Refresh and Export CSV. */
import { useId, useState, type ReactNode } from 'react';
import { usePairs, useSelectedSymbol } from '../../stores';
import { csvFileName, csvOf } from './csv';
import { csvColumns, type DataColumn } from './columns';
import { downloadText } from '../../ui/download';

/** Every market, in the pair filter's value. */
export const ALL = '';

/**
 * The pair a history shows: the current market until the trader picks another in its filter. Picking one calls
 * `restart` too: the pages start again from the newest.
 */
export function usePairFilter(restart: () => void): [string, (pair: string) => void] {
  const current = useSelectedSymbol();
  const [chosen, setChosen] = useState<string | null>(null);
  const choose = (pair: string) => {
    setChosen(pair);
    restart();
  };
  return [chosen ?? current, choose];
}

/**
 * What a history asks for the filter's value: one market, or with ALL the watched markets, `focus` (the market on
 * screen) among them.
 */
export function usePairQuery(pair: string): { pair: string } | { focus: string } {
  const current = useSelectedSymbol();
  return pair === ALL ? { focus: current } : { pair };
}

/**
 * Named "Pair", not "Market": the top bar's Market combobox keeps its name to itself. `withAll` adds "All markets"
 * (ALL) for the endpoints that take no pair.
 */
export function PairFilter({ value, onChange, withAll = false }: { value: string; onChange: (pair: string) => void; withAll?: boolean }) {
  const pairs = usePairs().data ?? [];
  const id = useId();
  const known = pairs.some((p) => p.symbol === value) || value === ALL;
  return (
    <span className="portfolio-field">
      <label htmlFor={id}>Pair</label>
      <select id={id} className="select select-small" value={value} onChange={(e) => onChange(e.target.value)}>
        {withAll && <option value={ALL}>All markets</option>}
        {!known && <option value={value}>{value}</option>}
        {pairs.map((p) => (
          <option key={p.symbol} value={p.symbol}>
            {p.symbol}
          </option>
        ))}
      </select>
    </span>
  );
}

/** The time fields take a time in the tables' own format (local time), never the browser's locale's. */
const DATE_TIME_HINT = 'YYYY-MM-DD hh:mm';

interface FilterFieldProps {
  /** Its name; a filter's problem that starts with it is this field's, and marks it invalid. */
  label: string;
  /** A local date and time, or a numeric id. */
  kind: 'time' | 'id';
  value: string;
  onChange: (text: string) => void;
  /** The filter's problem (null when none) and the element that says it. */
  problem: string | null;
  problemId: string;
}

/** A text field of a table's filter form, typed by hand and checked when the form is applied. */
export function FilterField({ label, kind, value, onChange, problem, problemId }: FilterFieldProps) {
  const id = useId();
  return (
    <span className="portfolio-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        placeholder={kind === 'time' ? DATE_TIME_HINT : undefined}
        className={kind === 'time' ? 'control-small portfolio-input portfolio-time' : 'control-small portfolio-input portfolio-input-id num'}
        value={value}
        aria-invalid={problem?.startsWith(label) || undefined}
        aria-describedby={problem ? problemId : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </span>
  );
}

interface PagerProps {
  /** "Page 2", "Page 2 of 5", "Newest". */
  label: string;
  /** What goes to the newer and the older page; false where there is none. */
  toNewer: false | (() => void);
  toOlder: false | (() => void);
  busy?: boolean;
}

export function Pager({ label, toNewer, toOlder, busy = false }: PagerProps) {
  return (
    <span className="portfolio-pager" role="group" aria-label="Pages">
      <button type="button" className="button button-small" disabled={!toNewer || busy} onClick={toNewer || undefined}>
        Newer
      </button>
      <span className="muted num portfolio-page">{label}</span>
      <button type="button" className="button button-small" disabled={!toOlder || busy} onClick={toOlder || undefined}>
        Older
      </button>
    </span>
  );
}

export function RefreshButton({ onClick, busy }: { onClick: () => void; busy: boolean }) {
  return (
    <button type="button" className="button-quiet" aria-busy={busy || undefined} onClick={onClick}>
      {busy ? 'Loading…' : 'Refresh'}
    </button>
  );
}

interface ExportProps<Row> {
  /** The file's kind: "fills", "order-history". */
  kind: string;
  /** The market shown; null for every market. */
  pair: string | null;
  columns: readonly DataColumn<Row>[];
  /** Exactly the rows on screen. */
  rows: readonly Row[];
  /** Names the button when a tab has more than one table. */
  label?: string;
}

export function ExportButton<Row>({ kind, pair, columns, rows, label = 'Export CSV' }: ExportProps<Row>) {
  return (
    <button
      type="button"
      className="button-quiet"
      disabled={rows.length === 0}
      title={rows.length === 0 ? 'Nothing to export' : `The ${rows.length} rows on screen, as CSV`}
      onClick={() => downloadText(csvFileName(kind, pair, new Date()), csvOf(csvColumns(columns), rows))}
    >
      {label}
    </button>
  );
}

/** A toolbar over a table: filters at the start, paging and actions at the end. */
export function Toolbar({ children, label }: { children: ReactNode; label: string }) {
  return (
    <div className="portfolio-toolbar" role="group" aria-label={label}>
      {children}
    </div>
  );
}

/** The body of an empty table: loading, the error as the exchange said it, or the empty state. */
export function emptyText(result: { ok: boolean; error?: { message: string; code?: number } } | null, what: string, none: string): string {
  if (result === null) return `Loading ${what}…`;
  if (!result.ok) {
    const error = result.error;
    return `${capitalize(what)} unavailable: ${error ? (error.code === undefined ? error.message : `${error.message} (code ${error.code})`) : ''}`;
  }
  return none;
}

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
