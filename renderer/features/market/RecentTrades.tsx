import { useCallback, useRef } from 'react';
import { feedUpdateShown, useFeedDrawing, useFeedsSlice, useFeedValue, useSelectedPair, useStale } from '../../stores';
import { Panel } from '../../ui/Panel';
import { StaleBadge } from '../../stores/StaleBadge';
import { createRowPool, type RowPool } from '../../ui/row-pool';
import { makeTradeRow, tradeRowValues } from './trade-rows';
import { tradeRows } from './trades-model';
import './market.css';

/**
 * The pair's latest trades, newest first: time, price coloured by the taker's side, size. The rows are drawn by a
 * row pool outside React, in the store's write of each answer: an answer renders nothing and rewrites only the
 * cells that changed.
 */
export function RecentTrades() {
  const pair = useSelectedPair();
  const count = useFeedValue('trades', (d) => (d === null ? null : d.length));
  const status = useFeedsSlice((s) => s.feeds.trades.status);
  const error = useFeedsSlice((s) => s.feeds.trades.error);
  const stale = useStale('trades');
  const pool = useRef<RowPool | null>(null);
  const rowsRef = useCallback((element: HTMLElement | null) => {
    pool.current = element ? createRowPool(element, makeTradeRow) : null;
  }, []);
  useFeedDrawing('trades', pair, (feed, drawn) => {
    pool.current?.show(feed.data ? tradeRows(feed.data, drawn).map(tradeRowValues) : []);
    feedUpdateShown('trades');
  });
  const empty =
    count !== null ? 'No trades yet' : status === 'error' ? `Recent trades unavailable: ${error?.message ?? ''}` : 'Loading recent trades…';

  return (
    <Panel
      title="Recent trades"
      scrolls
      className={stale ? 'recent-trades recent-trades-stale' : 'recent-trades'}
      aside={<StaleBadge feed="trades" />}
    >
      <table className="table" aria-label="Recent trades">
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col" className="end">
              Price{pair ? ` (${pair.settleCoinName})` : ''}
            </th>
            <th scope="col" className="end">
              Size{pair ? ` (${pair.tradeCoinName})` : ''}
            </th>
          </tr>
        </thead>
        <tbody ref={rowsRef} />
        {!count && (
          <tbody>
            <tr className="table-empty">
              <td colSpan={3}>{empty}</td>
            </tr>
          </tbody>
        )}
      </table>
    </Panel>
  );
}
