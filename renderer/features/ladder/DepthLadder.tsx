import { memo, useCallback, useEffect, useMemo, useRef, type KeyboardEvent, type WheelEvent } from 'react';
import { useStore } from 'zustand';
import { feedUpdateShown, useFeedDrawing, useFeedKey, useFeedValue, useReadOnlyReason, useSelectedPair, useStale } from '../../stores';
import { useSession } from '../../services/hooks';
import { Panel } from '../../ui/Panel';
import { GroupingSelect } from '../../ui/GroupingSelect';
import { StaleBadge } from '../../stores/StaleBadge';
import { useFitCount } from '../../ui/use-fit-count';
import { groupingSteps } from '../../domain/market/order-book-model';
import { createLadderActions, type RowOf } from './ladder-actions';
import { clickSays } from './ladder-click';
import { openingStep } from './ladder-grouping';
import { createLadderHover, hoverTextOf, type HoverTexts } from './ladder-hover';
import { createLadderView, type LadderDrawInput } from './ladder-view';
import { ladderMarketOf, ladderStoreOf, setLadderMarket } from '../../stores/ladder-store';
import { useLadderDrag } from './use-ladder-drag';
import { LadderControls } from './LadderControls';
import { LADDER_ROW_HEIGHT, LadderRows, type RowHandlers } from './LadderRows';
import { scaledOf } from '../../domain/market/order-book-model';
import type { Side } from '../../domain/trading/entry-context';
import { useLadderView } from './use-ladder-view';
import './ladder.css';

const rowsThatFit = (height: number): number => Math.max(5, Math.floor(height / LADDER_ROW_HEIGHT));
/** The controls change with the trader's input, not with the book: an answer does not redraw them. */
const Controls = memo(LadderControls);

/**
 * The depth ladder: one row per price on a fixed grid, the book's sizes, the trader's orders, volume at price and
 * the marks on their rows; with Ladder trading on, one click places, cancels or (dragged) moves orders.
 */
export function DepthLadder() {
  const session = useSession();
  const store = ladderStoreOf(session);
  const pair = useSelectedPair();
  const readOnly = useReadOnlyReason();
  // A read-only profile cannot trade: the ladder's switch goes off and stays off while it is the one traded.
  useEffect(() => {
    if (readOnly) store.setState({ tradingOn: false, said: null });
  }, [readOnly, store]);
  const tradingOn = useStore(store, (s) => s.tradingOn) && readOnly === null;
  const autoCentre = useStore(store, (s) => s.autoCentre);
  const centreSeq = useStore(store, (s) => s.centreSeq);
  const moving = useStore(store, (s) => s.moving);
  const stale = useStale('depth');
  const [bodyRef, count, measured] = useFitCount(rowsThatFit, 30);

  const markPrice = useFeedValue('summary', (d) => d?.markPrice ?? null);
  const magnitude = markPrice ? String(10 ** Math.floor(Math.log10(Number(markPrice)))) : null;
  const steps = useMemo(() => (pair ? groupingSteps(pair.priceDecimal, magnitude) : []), [pair, magnitude]);
  const symbol = pair?.symbol ?? '';
  const remembered = useStore(store, (s) => ladderMarketOf(s, symbol).step);
  const chosen = remembered !== null && steps.includes(remembered) ? remembered : null;
  // Until the trader picks one, the grouping is the finest at which each side shows 10 sized rows
  // (ladder-grouping.ts); chosen once per market, from its first book and the rows measured to fit, and remembered,
  // so it does not change under the pointer as the book does. The book is read for that only until then: an answer does not render the ladder.
  const depthKey = useFeedKey('depth');
  const forPair = pair !== undefined && depthKey === pair.symbol;
  const ready = useFeedValue('depth', (d) => d !== null && (d.bids.length > 0 || d.asks.length > 0)) && forPair;
  const pdOf = pair?.priceDecimal ?? 0;
  const opening = useFeedValue('depth', (d) =>
    chosen !== null || d === null || !forPair || !measured ? undefined : openingStep(steps, d, count, pdOf),
  );
  const hasBook = useFeedValue('depth', (d) => d !== null && d.bids.length > 0 && d.asks.length > 0) && forPair;
  useEffect(() => {
    if (!chosen && pair && hasBook && opening) setLadderMarket(store, pair.symbol, { step: opening });
  }, [chosen, pair, hasBook, opening, store]);
  const chosenStep = chosen ?? opening;
  const view = useLadderView(pair ?? null, chosenStep, session.now);
  const { stepTicks } = view;
  const pd = pair?.priceDecimal ?? 0;

  // The rows: drawn from each depth answer (ladder-view.ts), and again after a render that changes the rest.
  const ladder = useMemo(() => createLadderView(session.now), [session]);
  // The hover text of the cell under the pointer, written again after each drawing (the rows move under it).
  const texts = useRef<HoverTexts | null>(null);
  const hover = useMemo(() => createLadderHover((holder) => (texts.current ? hoverTextOf(holder, texts.current) : null)), []);
  const gridKey = `${view.symbol} ${String(stepTicks)} ${count}`;
  const input: LadderDrawInput | null = useMemo(
    () =>
      pair
        ? {
            pair,
            symbol: pair.symbol,
            step: stepTicks,
            count,
            own: view.own,
            volume: view.volume,
            marks: view.marks,
            held: view.held,
            algos: view.algos,
            gridKey,
            autoCentre,
            tradingOn,
            moving,
          }
        : null,
    [pair, stepTicks, count, view.own, view.volume, view.marks, view.held, view.algos, gridKey, autoCentre, tradingOn, moving],
  );
  const redraw = useFeedDrawing('depth', input, (feed, drawn) => {
    if (!drawn) return;
    ladder.show(feed.key === drawn.symbol ? feed.data : null, drawn);
    hover.refresh();
    feedUpdateShown('depth');
  });
  const lastCentre = useRef(centreSeq);
  useEffect(() => {
    if (lastCentre.current === centreSeq || !input) return;
    lastCentre.current = centreSeq;
    ladder.centre(input);
    redraw();
  }, [centreSeq, input, ladder, redraw]);
  const gridRef = useCallback(
    (grid: HTMLElement | null) => {
      ladder.attach(grid);
      if (grid) redraw();
    },
    [ladder, redraw],
  );

  // Handlers stable across answers (the rows compare them), reading what they need when called.
  const latest = useRef({ rowOf: view.rowOf, pd });
  latest.current = { rowOf: view.rowOf, pd };
  const actions = useMemo(() => createLadderActions(session, store, (): RowOf => latest.current.rowOf), [session, store]);
  // Stable, so the memoized controls are not redrawn by each answer.
  const onChase = useCallback((side: Side) => void actions.chase(side), [actions]);
  const drag = useLadderDrag((from, to) => void actions.moveFrom(from, to));
  const handlers: RowHandlers = useMemo(
    () => ({
      explain: (side, price) => {
        const s = ladderMarketOf(store.getState(), session.market.getState().selected);
        const quantity = s.quantity.trim() === '' ? '(no quantity)' : `${s.quantity}${s.unit === 'quote' ? ' USDT' : ''}`;
        return clickSays({
          side,
          price: scaledOf(price, latest.current.pd),
          priceText: price,
          quantityText: quantity,
          inside: ladder.inside(),
          timeInForce: session.orderEntry.getState().timeInForce,
        });
      },
      place: (side, price) => void actions.place(side, price),
      explainProtect: (price) => `Alt+click: ${actions.protectSays(price)} · Shift+click: ${actions.alertSays(price)}`,
      protectAt: (price) => void actions.protectAt(price),
      alertAt: (price) => void actions.alertAt(price),
      cancelAt: (price) => void actions.cancelAt(price),
      dragStart: drag.start,
      onKey: (event, row, price) => onRowKey(event, row, price, store, actions),
    }),
    [session, store, actions, ladder, drag.start],
  );
  texts.current = handlers;

  const onWheel = (event: WheelEvent<HTMLDivElement>) => {
    if (!input) return;
    const rowsBy = Math.sign(event.deltaY) * Math.max(1, Math.round(Math.abs(event.deltaY) / LADDER_ROW_HEIGHT));
    if (!ladder.scroll(input, rowsBy)) return;
    // Scrolling away from the spread is a choice: auto-centre would undo it at the next tick (its render redraws).
    if (store.getState().autoCentre) store.setState({ autoCentre: false });
    else redraw();
  };

  return (
    <Panel
      title="Depth ladder"
      regionLabel="Depth ladder"
      className={`depth-ladder${stale ? ' depth-ladder-stale' : ''}${tradingOn ? ' depth-ladder-armed' : ''}`}
      aside={
        <>
          <StaleBadge feed="depth" />
          <button
            type="button"
            className="button button-small"
            title="Put the spread on the middle row (Home)"
            onClick={() => store.setState((s) => ({ centreSeq: s.centreSeq + 1 }))}
          >
            Centre
          </button>
          {steps.length > 0 && pair && (
            <GroupingSelect
              label="Ladder grouping"
              steps={steps}
              value={chosenStep}
              onChange={(value) => setLadderMarket(store, pair.symbol, { step: value })}
            />
          )}
        </>
      }
    >
      <Controls store={store} pair={pair ?? null} onChase={onChase} readOnly={readOnly} />
      <div className="ladder-head" aria-hidden="true">
        <span>Bid size</span>
        <span>Price</span>
        <span>Ask size</span>
        <span title="My orders">Mine</span>
        <span title="Volume traded at the price since the ladder opened">Vol</span>
      </div>
      <div
        className="ladder-body"
        ref={bodyRef}
        onWheel={onWheel}
        onPointerMove={drag.onPointerMove}
        onPointerUp={drag.onPointerUp}
        onPointerLeave={drag.onPointerLeave}
      >
        {ready ? <LadderRows gridRef={gridRef} handlers={handlers} hover={hover} /> : <p className="panel-message">Loading the ladder…</p>}
        <div className="ladder-ghost num" ref={drag.ghost} hidden aria-hidden="true" />
      </div>
    </Panel>
  );
}

/** Arrows move between rows (scrolling at the ends), Home centres, B and S place at the row when trading is on. */
function onRowKey(
  event: KeyboardEvent<HTMLElement>,
  row: HTMLElement,
  price: string,
  store: ReturnType<typeof ladderStoreOf>,
  actions: ReturnType<typeof createLadderActions>,
): void {
  if (event.ctrlKey || event.altKey || event.metaKey) return;
  const key = event.key.toLowerCase();
  if (key === 'arrowdown' || key === 'arrowup') {
    event.preventDefault();
    const next = (key === 'arrowdown' ? row.nextElementSibling : row.previousElementSibling) as HTMLElement | null;
    next?.focus();
    return;
  }
  if (key === 'home') {
    event.preventDefault();
    store.setState((s) => ({ centreSeq: s.centreSeq + 1, autoCentre: true }));
    return;
  }
  if ((key === 'b' || key === 's') && !event.shiftKey && store.getState().tradingOn) {
    // Taken here: the trading hotkeys (B and S at the best price) leave a key the page has handled alone.
    event.preventDefault();
    void actions.place(key === 'b' ? 'buy' : 'sell', price);
  }
}
