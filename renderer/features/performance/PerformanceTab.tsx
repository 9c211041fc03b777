/**
 * The Performance tab: the trader's record kept by the core (history.*) over a period — the totals, statistics
 * overall and per market, the equity curve and the daily PnL, the position history (one row per round trip) with
 * a note and tags on each, and the round trips as CSV. Refresh reads the exchange now.
 */
import { useEffect, useState } from 'react';
import type { DailyPnl, EquityPoint, HistoryPeriod, HistorySummary, RoundTripView } from '../../../shared/bridge';
import { browserStorage, type ReadInvoke } from '../../stores';
import { useSession } from '../../services/hooks';
import { downloadText } from '../../ui/download';
import { FactList } from '../../ui/FactList';
import { formatClock } from '../../ui/format';
import { Segmented } from '../../ui/Segmented';
import { Table, type Column } from '../../ui/Table';
import { DailyCalendar, EquityCurve } from './PerformanceCharts';
import { PERIOD_OPTIONS, periodOf, STAT_COLUMNS, statisticsRow, totalsFacts, type PeriodChoice, type StatisticsRow } from './performance-model';
import { TripsTable } from './TripsTable';
import './performance.css';

const PERIOD_KEY = 'perpdesk.performancePeriod';

interface Record {
  summary: HistorySummary;
  trips: RoundTripView[];
  daily: DailyPnl[];
  equity: EquityPoint[];
}

async function load(invoke: ReadInvoke, period: HistoryPeriod): Promise<Record> {
  const [summary, trips, daily, equity] = await Promise.all([
    invoke('history.summary', { period }),
    invoke('history.roundTrips', { period }),
    invoke('history.daily', { period }),
    invoke('history.equity', { period }),
  ]);
  for (const answer of [summary, trips, daily, equity]) if (!answer.ok) throw new Error(answer.error.message);
  const value = <T,>(answer: { ok: true; value: T } | { ok: false }): T => (answer as { value: T }).value;
  return { summary: value(summary), trips: value(trips), daily: value(daily), equity: value(equity) };
}

export function PerformanceTab() {
  const { invoke } = useSession();
  const [choice, setChoice] = useState<PeriodChoice>(() => PERIOD_OPTIONS.find((o) => o.value === browserStorage.get(PERIOD_KEY))?.value ?? '30d');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [round, setRound] = useState(0);
  const [record, setRecord] = useState<Record | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const chosen = periodOf(choice, from, to);
  const key = 'period' in chosen ? JSON.stringify(chosen.period) : null;

  useEffect(() => {
    if (key === null) return;
    let current = true;
    setLoading(true);
    load(invoke, JSON.parse(key) as HistoryPeriod)
      .then(
        (next) => current && (setRecord(next), setFailure(null)),
        (error: unknown) => current && setFailure(error instanceof Error ? error.message : String(error)),
      )
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [invoke, key, round]);

  const choose = (next: PeriodChoice) => {
    setChoice(next);
    browserStorage.set(PERIOD_KEY, next);
  };
  const refresh = async () => {
    setLoading(true);
    await invoke('history.refresh', {});
    setRound((n) => n + 1);
  };
  const exportCsv = async () => {
    if (key === null) return;
    const answer = await invoke('history.csv', { period: JSON.parse(key) as HistoryPeriod });
    if (answer.ok) downloadText(`perpdesk-round-trips-${new Date().toISOString().slice(0, 10)}.csv`, answer.value);
    else setFailure(answer.error.message);
  };

  const summary = record?.summary;
  const statRows: StatisticsRow[] = summary
    ? [statisticsRow('All markets', summary.overall), ...summary.markets.map((m) => statisticsRow(m.symbol, m))]
    : [];
  const statColumns: Column<StatisticsRow>[] = [
    { id: 'market', header: 'Market', cell: (r) => r.market },
    ...STAT_COLUMNS.map((c) => ({ id: c.id, header: c.header, align: 'end' as const, cell: (r: StatisticsRow) => r.cells[c.id] })),
  ];

  return (
    <div className="performance">
      <div className="portfolio-toolbar" role="group" aria-label="Performance period">
        <Segmented label="Period" options={PERIOD_OPTIONS} value={choice} onChange={choose} />
        {choice === 'custom' && (
          <>
            <label>
              From <input className="control-small" value={from} placeholder="2026-11-01" onChange={(e) => setFrom(e.target.value)} />
            </label>
            <label>
              To <input className="control-small" value={to} placeholder="(now)" onChange={(e) => setTo(e.target.value)} />
            </label>
          </>
        )}
        {'error' in chosen && choice === 'custom' && from !== '' && <span className="outcome-error">{chosen.error}</span>}
        <span className="portfolio-spacer" />
        {summary && <span className="muted num">{historyLine(summary)}</span>}
        <button type="button" className="button-quiet" aria-busy={loading || undefined} onClick={() => void refresh()}>
          {loading ? 'Loading…' : 'Refresh'}
        </button>
        <button type="button" className="button-quiet" disabled={!record || record.trips.length === 0} onClick={() => void exportCsv()}>
          Export CSV
        </button>
      </div>
      {failure && (
        <p className="outcome-error" role="alert">
          {failure}
        </p>
      )}
      {summary && (
        <>
          <FactList className="performance-totals" facts={totalsFacts(summary.overall)} />
          <div className="performance-charts">
            <EquityCurve points={record.equity} />
            <DailyCalendar days={record.daily} />
          </div>
          <div className="portfolio-table">
            <Table label="Statistics" columns={statColumns} rows={statRows} rowKey={(r) => r.market} empty="No trade in this period" />
          </div>
          <TripsTable trips={record.trips} onNoted={() => setRound((n) => n + 1)} />
        </>
      )}
      {!summary && !failure && <p className="muted">Loading your history…</p>}
    </div>
  );
}

/** "1234 fills kept since 2026-10-02, read 14:03:27". */
function historyLine({ status }: HistorySummary): string {
  const since = status.oldestFill === null ? '' : ` since ${new Date(status.oldestFill).toISOString().slice(0, 10)}`;
  const read = status.lastSync === null ? 'not read yet' : `read ${formatClock(status.lastSync)}`;
  return `${status.fills} fills kept${since}, ${read}${status.lastError ? ` (last read failed: ${status.lastError})` : ''}`;
}
