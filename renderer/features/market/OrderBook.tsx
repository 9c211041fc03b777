import { useLayoutEffect, useMemo, type MouseEvent } from 'react';
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
import { useRowPool } from '../../ui/use-row-pool';
import { bookRowValues, makeBookRow } from './book-rows';
import { buildBook, groupingSteps, levelsThatFit } from './order-book-model';

/** As in styles.css: a level's row, and the spread line between the sides. */
const ROW_HEIGHT = 18;
const SPREAD_HEIGHT = 26;
const levelsFitting = (height: number): number => levelsThatFit(height, ROW_HEIGHT, SPREAD_HEIGHT);

const makeAsk = () => makeBookRow('ask');
const makeBid = () => makeBookRow('bid');

/**
 * Asks above, bids below, the spread and the mark price between; as many levels as fit, grouped by a multiple of
 * the tick; the trader's own orders marked; a click on a level puts its price into the order form. The levels are
 * drawn by row pools, outside React: an answer rewrites only the texts and attributes that changed, in place.
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
  // Asks counted from the spread (row 0 the best, drawn lowest), so a level that moves keeps its row.
  const askRows = useMemo(() => (book ? book.asks.map(bookRowValues).reverse() : []), [book]);
  const bidRows = useMemo(() => (book ? book.bids.map(bookRowValues) : []), [book]);
  const asksRef = useRowPool(makeAsk, askRows, { from: 'end' });
  const bidsRef = useRowPool(makeBid, bidRows);
  // After the pools' own layout effects: the rows are in the document.
  useLayoutEffect(() => feedUpdateShown('depth'), [book]);
  const pick = (event: MouseEvent<HTMLDivElement>) => {
    const price = (event.target as Element).closest('[data-price]')?.getAttribute('data-price');
    if (!price) return;
    setPrice(price);
    touch('price');
  };

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
            <div className="book-side book-asks" ref={asksRef} onClick={pick} />
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
            <div className="book-side book-bids" ref={bidsRef} onClick={pick} />
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
