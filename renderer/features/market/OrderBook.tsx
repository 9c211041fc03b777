import { useCallback, useMemo, useRef, type MouseEvent } from 'react';
import { formatDecimal } from '../../../shared/decimal';
import {
  feedUpdateShown,
  useFeedDrawing,
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
import { StaleBadge } from '../../stores/StaleBadge';
import { useFitCount } from '../../ui/use-fit-count';
import { Panel } from '../../ui/Panel';
import { createBookView, type BookInput, type BookParts, type BookView } from './book-view';
import { groupingSteps, levelsThatFit } from '../../domain/market/order-book-model';

/** As in styles.css: a level's row, and the spread line between the sides. */
const ROW_HEIGHT = 18;
const SPREAD_HEIGHT = 26;
const levelsFitting = (height: number): number => levelsThatFit(height, ROW_HEIGHT, SPREAD_HEIGHT);

/**
 * Asks above, bids below, the spread and the mark price between; as many levels as fit, grouped by a multiple of
 * the tick; the trader's own orders marked; a click on a level puts its price into the order form. The levels and
 * the spread are drawn outside React (book-view.ts), in the store's write of each answer: an answer renders
 * nothing and rewrites only the texts and attributes that changed, in place.
 */
export function OrderBook() {
  const symbol = useSelectedSymbol();
  const pair = useSelectedPair();
  // Narrow reads: the panel renders when there comes to be a book or not, the mark price or the own orders change;
  // the levels themselves are drawn from each answer without a render.
  const hasDepth = useFeedValue('depth', (d) => d !== null);
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
  const input: BookInput = useMemo(() => ({ pair, step: chosenStep, levels, own }), [pair, chosenStep, levels, own]);

  const view = useRef<BookView | null>(null);
  const redraw = useFeedDrawing('depth', input, (feed, drawn) => {
    if (!view.current) return;
    view.current.show(feed.data, drawn);
    feedUpdateShown('depth');
  });
  // The view once its three parts are in the document (they are while there is a book), drawn at once.
  const parts = useRef<Partial<BookParts>>({});
  const part = useCallback(
    (name: keyof BookParts) => (element: HTMLElement | null) => {
      parts.current[name] = element ?? undefined;
      const { asks, bids, spread } = parts.current;
      view.current = asks && bids && spread ? createBookView({ asks, bids, spread }) : null;
      if (view.current) redraw();
    },
    [redraw],
  );
  const refs = useMemo(() => ({ asks: part('asks'), bids: part('bids'), spread: part('spread') }), [part]);
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
        {hasDepth && pair ? (
          <>
            <div className="book-side book-asks" ref={refs.asks} onClick={pick} />
            <div className="book-spread num" aria-label="Spread and mark price">
              <span className="book-spread-now" ref={refs.spread} />
              {markPrice && (
                <span className="book-mark" title="Mark price">
                  Mark <span>{formatDecimal(markPrice, pair.priceDecimal)}</span>
                </span>
              )}
            </div>
            <div className="book-side book-bids" ref={refs.bids} onClick={pick} />
          </>
        ) : (
          <p className="panel-message">{depthStatus === 'error' ? `Order book unavailable: ${depthError?.message ?? ''}` : 'Loading order book…'}</p>
        )}
      </div>
    </Panel>
  );
}
