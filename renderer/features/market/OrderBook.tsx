import { memo, useCallback, useLayoutEffect, useMemo } from 'react';
import { formatDecimal } from '../../../shared/decimal';
import {
  feedUpdateShown,
  useFeedsSlice,
  useFeedValue,
  useBookGrouping,
  useMarketActions,
  useOrderEntryActions,
  useSelectedPair,
  useSelectedSymbol,
  useStale,
} from '../../stores';
import { GroupingSelect } from '../../ui/GroupingSelect';
import { StaleBadge } from '../../ui/StaleBadge';
import { useFitCount } from '../../ui/use-fit-count';
import { Panel } from '../../ui/Panel';
import { buildBook, groupingSteps, levelsThatFit, type BookRow } from './order-book-model';

/** As in styles.css: a level's row, and the spread line between the sides. */
const ROW_HEIGHT = 18;
const SPREAD_HEIGHT = 26;
const levelsFitting = (height: number): number => levelsThatFit(height, ROW_HEIGHT, SPREAD_HEIGHT);

/**
 * Asks above, bids below, the spread and the mark price between; as many levels as fit, grouped by a multiple of
 * the tick; the trader's own orders marked; a click on a level puts its price into the order form.
 */
export function OrderBook() {
  const symbol = useSelectedSymbol();
  const pair = useSelectedPair();
  // Narrow reads: the book redraws when the levels, the mark price or the own orders change, not on every answer.
  const depth = useFeedValue('depth', (d) => d);
  const depthStatus = useFeedsSlice((s) => s.feeds.depth.status);
  const depthError = useFeedsSlice((s) => s.feeds.depth.error);
  const markPrice = useFeedValue('summary', (d) => d?.markPrice ?? null);
  const openOrders = useFeedValue('openOrders', (d) => d);
  const { setPrice, touch } = useOrderEntryActions();
  const stale = useStale('depth');
  const step = useBookGrouping(symbol);
  const { setBookGrouping } = useMarketActions();
  const [bodyRef, levels] = useFitCount(levelsFitting, 12);

  // The steps offered depend on the price's magnitude only, so the choice does not shift as the price moves.
  const magnitude = markPrice ? String(10 ** Math.floor(Math.log10(Number(markPrice)))) : null;
  const steps = useMemo(() => (pair ? groupingSteps(pair.priceDecimal, magnitude) : []), [pair, magnitude]);
  // The remembered step while the pair's magnitude still offers it.
  const chosenStep = step !== undefined && steps.includes(step) ? step : steps[0];
  const own = useMemo(() => (openOrders ?? []).map((o) => ({ price: o.price, isLong: o.isLong })), [openOrders]);
  const book = useMemo(
    () => (depth && pair ? buildBook(depth, pair, { step: chosenStep, levels, own }) : null),
    [depth, pair, chosenStep, levels, own],
  );
  useLayoutEffect(() => feedUpdateShown('depth'), [book]);
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
      className={stale ? 'order-book order-book-stale' : 'order-book'}
      aside={
        <>
          <StaleBadge feed="depth" />
          {steps.length > 0 && (
            <GroupingSelect label="Grouping" steps={steps} value={chosenStep} onChange={(value) => setBookGrouping(symbol, value)} />
          )}
        </>
      }
    >
      <div className="book-head" aria-hidden="true">
        <span>Price{pair ? ` (${pair.settleCoinName})` : ''}</span>
        <span>Size{pair ? ` (${pair.tradeCoinName})` : ''}</span>
        <span>Total</span>
      </div>
      <div className="book-body" ref={bodyRef}>
        {book ? (
          <>
            <div className="book-side book-asks">
              {book.asks.map((row, i) => (
                // Keyed by position from the spread: a level that moves reuses its row, text changed in place.
                <BookLevel key={book.asks.length - i} row={row} onPick={pick} />
              ))}
            </div>
            <div className="book-spread num" aria-label="Spread and mark price">
              {book.spread ? (
                <>
                  <span>Spread</span> <span>{book.spread.value}</span> <span className="muted">({book.spread.percent}%)</span>
                </>
              ) : (
                <span className="muted">No spread: one side is empty</span>
              )}
              {markPrice && pair && (
                <span className="book-mark" title="Mark price">
                  Mark <span>{formatDecimal(markPrice, pair.priceDecimal)}</span>
                </span>
              )}
            </div>
            <div className="book-side book-bids">
              {book.bids.map((row, i) => (
                <BookLevel key={i} row={row} onPick={pick} />
              ))}
            </div>
          </>
        ) : (
          <p className="panel-message">
            {depthStatus === 'error' ? `Order book unavailable: ${depthError?.message ?? ''}` : 'Loading order book…'}
          </p>
        )}
      </div>
    </Panel>
  );
}

/** A row redraws only when what it shows changed: most levels of a new answer are as they were. */
const sameRow = (a: { row: BookRow; onPick: unknown }, b: { row: BookRow; onPick: unknown }): boolean =>
  a.onPick === b.onPick &&
  a.row.price === b.row.price &&
  a.row.quantity === b.row.quantity &&
  a.row.total === b.row.total &&
  a.row.own === b.row.own &&
  Math.abs(a.row.depthShare - b.row.depthShare) < 0.002;

const BookLevel = memo(function BookLevel({ row, onPick }: { row: BookRow; onPick: (price: string) => void }) {
  const mine = row.own > 0 ? `, ${row.own === 1 ? 'your order' : `${row.own} of your orders`} here` : '';
  return (
    <button
      type="button"
      className={`book-row book-row-${row.side}${row.own > 0 ? ' book-row-own' : ''}`}
      data-side={row.side}
      data-price={row.price}
      data-own={row.own > 0 ? row.own : undefined}
      aria-label={`${row.side === 'ask' ? 'Ask' : 'Bid'} ${row.price}, size ${row.quantity}${mine}`}
      onClick={() => onPick(row.price)}
    >
      <span className="book-bar" style={{ transform: `scaleX(${row.depthShare.toFixed(3)})` }} />
      <span className="book-price num">{row.price}</span>
      <span className="num">{row.quantity}</span>
      <span className="num muted">{row.total}</span>
    </button>
  );
}, sameRow);
