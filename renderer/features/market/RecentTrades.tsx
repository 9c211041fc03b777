import { useMemo } from 'react';
import { useFeed, useSelectedPair, useStale } from '../../stores';
import { Panel } from '../../ui/Panel';
import { StaleBadge } from '../../ui/StaleBadge';
import { useRowPool } from '../../ui/use-row-pool';
import { makeTradeRow, tradeRowValues } from './trade-rows';
import { tradeRows } from './trades-model';
import './market.css';

/**
 * The pair's latest trades, newest first: time, price coloured by the taker's side, size. The rows are drawn by a
 * row pool, outside React: an answer rewrites only the cells that changed.
 */
export function RecentTrades() {
  const pair = useSelectedPair();
  const feed = useFeed('trades');
  const rows = useMemo(() => (feed.data ? tradeRows(feed.data, pair).map(tradeRowValues) : []), [feed.data, pair]);
  const rowsRef = useRowPool(makeTradeRow, rows);
  const stale = useStale('trades');

  const empty =
    feed.data !== null
      ? 'No trades yet'
      : feed.status === 'error'
        ? `Recent trades unavailable: ${feed.error?.message ?? ''}`
        : 'Loading recent trades…';

  return (
    <Panel
      title="Recent trades"
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
        {rows.length === 0 && (
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
