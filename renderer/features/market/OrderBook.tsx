import { memo, useCallback, useMemo } from 'react';
import { useFeed, useFreshness, useOrderEntryActions, useSelectedPair } from '../../stores';
import { formatAge } from '../../ui/format';
import { Panel } from '../../ui/Panel';
import { buildBook, type BookRow } from './order-book-model';

/** Asks above, bids below, the spread between; a click on a level puts its price into the order form. */
export function OrderBook() {
  const pair = useSelectedPair();
  const depth = useFeed('depth');
  const { setPrice, touch } = useOrderEntryActions();
  const book = useMemo(() => (depth.data && pair ? buildBook(depth.data, pair) : null), [depth.data, pair]);
  const freshness = useFreshness('depth');
  // Stable, so the memoised rows do not all redraw with every tick of the age.
  const pick = useCallback(
    (price: string) => {
      setPrice(price);
      touch('price');
    },
    [setPrice, touch],
  );

  return (
    <Panel
      title="Order book"
      regionLabel="Order book"
      className={freshness.kind === 'stale' ? 'order-book order-book-stale' : 'order-book'}
      aside={freshness.kind === 'stale' && <StaleBadge ageMs={freshness.ageMs} reason={freshness.error?.message} />}
    >
      <div className="book-head" aria-hidden="true">
        <span>Price{pair ? ` (${pair.settleCoinName})` : ''}</span>
        <span>Size{pair ? ` (${pair.tradeCoinName})` : ''}</span>
        <span>Total</span>
      </div>
      {book ? (
        <>
          <div className="book-side book-asks">
            {book.asks.map((row) => (
              <BookLevel key={row.price} row={row} onPick={pick} />
            ))}
          </div>
          <div className="book-spread num">
            {book.spread ? (
              <>
                <span>Spread</span> <span>{book.spread.value}</span> <span className="muted">({book.spread.percent}%)</span>
              </>
            ) : (
              <span className="muted">No spread: one side is empty</span>
            )}
          </div>
          <div className="book-side book-bids">
            {book.bids.map((row) => (
              <BookLevel key={row.price} row={row} onPick={pick} />
            ))}
          </div>
        </>
      ) : (
        <p className="panel-message">
          {depth.status === 'error' ? `Order book unavailable: ${depth.error?.message ?? ''}` : 'Loading order book…'}
        </p>
      )}
    </Panel>
  );
}

const BookLevel = memo(function BookLevel({ row, onPick }: { row: BookRow; onPick: (price: string) => void }) {
  return (
    <button
      type="button"
      className={`book-row book-row-${row.side}`}
      data-side={row.side}
      data-price={row.price}
      aria-label={`${row.side === 'ask' ? 'Ask' : 'Bid'} ${row.price}, size ${row.quantity}`}
      onClick={() => onPick(row.price)}
    >
      <span className="book-bar" style={{ width: `${(row.depthShare * 100).toFixed(1)}%` }} />
      <span className="book-price num">{row.price}</span>
      <span className="num">{row.quantity}</span>
      <span className="num muted">{row.total}</span>
    </button>
  );
});

/** "stale 12 s" beside the title when the book stopped updating. */
function StaleBadge({ ageMs, reason }: { ageMs: number | null; reason: string | undefined }) {
  return (
    <span className="badge badge-warn" title={reason}>
      stale{ageMs === null ? '' : ` ${formatAge(ageMs)}`}
    </span>
  );
}
