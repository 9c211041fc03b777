import { useMemo } from 'react';
import { useFeed, useSelectedPair, useStale } from '../../stores';
import { Panel } from '../../ui/Panel';
import { Table, type Column } from '../../ui/Table';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { StaleBadge } from '../../ui/StaleBadge';
import { tradeRows, type TradeRow } from './trades-model';
import './market.css';

/** The pair's latest trades, newest first: time, price coloured by the taker's side, size. */
export function RecentTrades() {
  const pair = useSelectedPair();
  const feed = useFeed('trades');
  const rows = useMemo(() => (feed.data ? tradeRows(feed.data, pair) : []), [feed.data, pair]);
  const stale = useStale('trades');

  const columns: Column<TradeRow>[] = [
    { id: 'time', header: 'Time', cell: (t) => <span className="num">{t.time}</span> },
    {
      id: 'price',
      header: `Price${pair ? ` (${pair.settleCoinName})` : ''}`,
      align: 'end',
      cell: (t) => (
        <span className={t.side === 'buy' ? 'text-buy' : 'text-sell'}>
          {t.price}
          <VisuallyHidden>{t.side === 'buy' ? ' buy' : ' sell'}</VisuallyHidden>
        </span>
      ),
    },
    { id: 'size', header: `Size${pair ? ` (${pair.tradeCoinName})` : ''}`, align: 'end', cell: (t) => t.size },
  ];

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
      <Table
        label="Recent trades"
        columns={columns}
        rows={rows}
        rowKey={(t) => t.id}
        rowClassName={(t) => `trade-row trade-${t.side}`}
        rowAttributes={(t) => ({ 'data-side': t.side })}
        empty={empty}
      />
    </Panel>
  );
}
