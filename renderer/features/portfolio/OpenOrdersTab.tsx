import { useEffect, useMemo, useState } from 'react';
import type { OpenOrdersSweep } from '../../../shared/bridge';
import type { Order } from '../../../shared/exchange';
import { isUnknownOutcome } from '../../../shared/bridge';
import { useCancelState, useFeedsSlice, useFeedValue, usePairs, useSelectedSymbol, type CancelState } from '../../stores';
import { useSession } from '../../services/hooks';
import { Dialog } from '../../ui/Dialog';
import { Table } from '../../ui/Table';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { confirmQuestion, errorText, failureText, summaryText, type CancelTarget } from '../../services/cancel-all';
import { useCancelAll } from './cancel-all-store';
import { tableColumns, type DataColumn } from './columns';
import { Toolbar } from './controls';
import { orderColumns, timeColumn } from './common-columns';
import { openFromRow, type OpenDetails } from './OrderDetails';
import { sweepText } from './sweep-text';

interface Props {
  /**
   * Only the selected market's orders (the `openOrders` feed), or every market's (`allOpenOrders`: the markets where
   * the trader holds something, and what the full sweep at start or on demand found).
   */
  currentOnly: boolean;
  onCurrentOnly: (on: boolean) => void;
  onDetails: OpenDetails;
  /** The number of rows shown (null while loading), for the tab's label. */
  onCount: (count: number | null) => void;
}

/** The open orders, newest first: Cancel per row, Cancel all for what the table shows, Details from any row. */
export function OpenOrdersTab({ currentOnly, onCurrentOnly, onDetails, onCount }: Props) {
  const selected = useSelectedSymbol();
  const rows = useOpenOrders(currentOnly);
  const pairs = usePairs().data;
  const feed = currentOnly ? 'openOrders' : 'allOpenOrders';
  const status = useFeedsSlice((s) => s.feeds[feed].status);
  const error = useFeedsSlice((s) => s.feeds[feed].error);
  const cancelAll = useCancelAll();
  const running = cancelAll.state.phase === 'running';
  const count = rows === null ? null : rows.length;
  useEffect(() => onCount(count), [onCount, count]);

  const time = timeColumn((o: Order) => o.createTime);
  const columns: DataColumn<Order>[] = [
    { ...time, cell: (o) => <span className="num">{time.text(o)}</span> },
    ...orderColumns(pairs, ['pair', 'side', 'type', 'price', 'quantity', 'filled', 'status']),
  ];
  const withActions = [
    ...tableColumns(columns),
    {
      id: 'action',
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      cell: (o: Order) => <RowActions order={o} onDetails={onDetails} />,
    },
  ];

  const empty =
    rows !== null ? 'No open orders' : status === 'error' ? `Open orders unavailable: ${error ? errorText(error) : ''}` : 'Loading open orders…';
  const scopePair = currentOnly ? selected : null;
  const targets: CancelTarget[] = (rows ?? []).map((o) => ({ orderId: o.id, pair: o.symbol }));

  return (
    <>
      <Toolbar label="Open orders filters">
        <label className="checkbox">
          <input type="checkbox" checked={currentOnly} onChange={(e) => onCurrentOnly(e.target.checked)} />
          Current market only
        </label>
        {!currentOnly && <SweepControl />}
        <span className="portfolio-spacer" />
        {cancelAll.state.phase !== 'idle' && cancelAll.state.progress && !cancelAll.state.dialogOpen && (
          <button type="button" className="button-quiet portfolio-progress-link" onClick={cancelAll.reopen}>
            {summaryText(cancelAll.state.progress)}
          </button>
        )}
        <button
          type="button"
          className="button button-small"
          disabled={targets.length === 0 || running}
          onClick={() => cancelAll.ask(targets, scopePair)}
        >
          Cancel all
        </button>
      </Toolbar>
      <div className="portfolio-table" onClick={(e) => openFromRow(e.target, rows ?? [], onDetails)}>
        <Table
          label="Open orders"
          columns={withActions}
          rows={rows ?? []}
          rowKey={(o) => o.id}
          empty={empty}
          rowAttributes={(o) => ({ 'data-order-id': String(o.id) })}
        />
      </div>
      <CancelAllDialog />
    </>
  );
}

/**
 * The rows the table shows, newest first; null before the first answer. Every market's orders are polled only while
 * shown, so what that feed kept from an earlier time is not shown (nor cancelled) until a fresh answer comes.
 */
function useOpenOrders(currentOnly: boolean): Order[] | null {
  const session = useSession();
  const selected = useSelectedSymbol();
  const feed = currentOnly ? 'openOrders' : 'allOpenOrders';
  const since = useMemo(() => (currentOnly ? 0 : session.now()), [currentOnly, session]);
  const data = useFeedValue(feed, (d) => d);
  const updatedAt = useFeedsSlice((s) => s.feeds[feed].updatedAt);
  if (data === null || updatedAt === null || updatedAt < since) return null;
  const rows = currentOnly ? data.filter((o) => o.symbol === selected) : [...data];
  return rows.sort((a, b) => b.createTime - a.createTime || b.id - a.id);
}

/** How often the sweep's progress is read (a bridge call, no exchange request). */
const SWEEP_PROGRESS_MS = 1000;

/**
 * Refresh all markets: a full sweep of every listed market's open orders, in the core's background band, with its
 * progress. One runs at the start of each session too; what it finds joins the "all markets" rows.
 */
function SweepControl() {
  const session = useSession();
  const [sweep, setSweep] = useState<OpenOrdersSweep | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const running = sweep?.running ?? false;

  useEffect(() => {
    let alive = true;
    const read = async () => {
      const result = await session.invoke('account.sweepProgress', {});
      if (alive && result.ok) setSweep(result.value);
    };
    void read();
    const timer = window.setInterval(() => void read(), SWEEP_PROGRESS_MS);
    return () => {
      alive = false;
      window.clearInterval(timer);
    };
  }, [session]);

  // What a finished sweep found shows at once.
  const finishedAt = sweep?.finishedAt ?? null;
  useEffect(() => {
    if (finishedAt !== null) session.poller.refresh('allOpenOrders');
  }, [finishedAt, session]);

  const start = async () => {
    const result = await session.invoke('account.sweepOpenOrders', {});
    if (result.ok) setSweep(result.value);
    setFailure(result.ok ? null : `Refresh failed: ${errorText(result.error)}`);
  };
  const text = failure ?? sweepText(sweep);
  return (
    <>
      <button type="button" className="button button-small" disabled={running} onClick={() => void start()}>
        Refresh all markets
      </button>
      {text && (
        <span role="status" aria-label="Refresh progress" className="muted num">
          {text}
        </span>
      )}
    </>
  );
}

function RowActions({ order, onDetails }: { order: Order; onDetails: OpenDetails }) {
  const session = useSession();
  const state = useCancelState(order.id);
  // A failure stays on its row even when the cancels store forgets it (it keeps only the current market's orders).
  const [lastFailure, setLastFailure] = useState<Extract<CancelState, { status: 'failed' }> | null>(null);
  useEffect(() => {
    if (state?.status === 'failed') setLastFailure(state);
    else if (state) setLastFailure(null);
  }, [state]);
  const pending = state?.status === 'pending';
  const failure = state?.status === 'failed' ? state : state ? null : lastFailure;
  const unknown = failure && isUnknownOutcome(failure.error);
  return (
    <div className="cancel-cell">
      {state?.status === 'done' && (
        <span role="status" className="outcome-inline outcome-ok">
          Cancelled
        </span>
      )}
      {failure && (
        <span role="status" className={`outcome-inline ${unknown ? 'outcome-unknown' : 'outcome-error'}`}>
          {unknown ? 'Outcome unknown' : 'Cancel failed'}: {errorText(failure.error)}
        </span>
      )}
      <button type="button" className="button button-small" onClick={() => onDetails({ pair: order.symbol, orderId: order.id })}>
        Details
      </button>
      <button
        type="button"
        className="button button-small"
        aria-label="Cancel"
        aria-busy={pending || undefined}
        disabled={pending || state?.status === 'done'}
        onClick={async () => {
          await session.trading.cancelOrder(order.symbol, order.id);
          session.poller.refresh('allOpenOrders');
        }}
      >
        {pending ? 'Cancelling…' : 'Cancel'}
      </button>
    </div>
  );
}

function CancelAllDialog() {
  const { state, dismiss, confirm } = useCancelAll();
  const { phase, targets, pair, progress } = state;
  return (
    <Dialog title="Cancel all" open={state.dialogOpen} onClose={dismiss} className="cancel-all-dialog">
      {phase === 'confirm' && (
        <>
          <p>{confirmQuestion(targets.length, pair)}</p>
          <div className="dialog-actions">
            <button type="button" className="button" onClick={dismiss}>
              Keep them
            </button>
            <button type="button" className="button button-sell" onClick={confirm}>
              {targets.length === 1 ? 'Cancel 1 order' : `Cancel ${targets.length} orders`}
            </button>
          </div>
        </>
      )}
      {(phase === 'running' || phase === 'done') && progress && (
        <>
          <p role="status" className="cancel-all-summary num">
            {summaryText(progress)}
          </p>
          <progress className="cancel-all-progress" max={progress.total} value={progress.answered} aria-label="Cancel all progress" />
          {progress.unchecked && <p className="outcome-unknown">{progress.unchecked}</p>}
          {progress.failures.length > 0 && (
            <ul className="cancel-all-failures" aria-label="Not cancelled">
              {progress.failures.map((f) => (
                <li key={f.orderId} className={f.unknown ? 'outcome-unknown' : 'outcome-error'}>
                  {failureText(f)}
                </li>
              ))}
            </ul>
          )}
          <div className="dialog-actions">
            <button type="button" className="button" onClick={dismiss}>
              {phase === 'running' ? 'Hide' : 'Done'}
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
