import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type WheelEvent } from 'react';
import { useStore } from 'zustand';
import { feedUpdateShown, useFeedsSlice, useFeedValue, useSelectedPair, useSession, useStale } from '../../stores';
import { Panel } from '../../ui/Panel';
import { GroupingSelect } from '../../ui/GroupingSelect';
import { StaleBadge } from '../../ui/StaleBadge';
import { useFitCount } from '../../ui/use-fit-count';
import { groupingSteps } from '../market/order-book-model';
import { createLadderActions, type RowOf } from './ladder-actions';
import { centredTop, fittingStep, nextTop, scrolled } from './ladder-centre';
import { clickSays } from './ladder-click';
import { buildLadder, insideOf, type Ticks } from './ladder-grid';
import { ladderStoreOf } from './ladder-store';
import { LadderControls } from './LadderControls';
import { LADDER_ROW_HEIGHT, LadderRows, type RowHandlers } from './LadderRows';
import { scaledOf } from '../market/order-book-model';
import type { Side } from '../trading/entry-context';
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
  const tradingOn = useStore(store, (s) => s.tradingOn);
  const autoCentre = useStore(store, (s) => s.autoCentre);
  const centreSeq = useStore(store, (s) => s.centreSeq);
  const moving = useStore(store, (s) => s.moving);
  const stale = useStale('depth');
  const [step, setStep] = useState<{ pair: string; value: string } | null>(null);
  const [bodyRef, count] = useFitCount(rowsThatFit, 30);

  const markPrice = useFeedValue('summary', (d) => d?.markPrice ?? null);
  const magnitude = markPrice ? String(10 ** Math.floor(Math.log10(Number(markPrice)))) : null;
  const steps = useMemo(() => (pair ? groupingSteps(pair.priceDecimal, magnitude) : []), [pair, magnitude]);
  const chosen = pair && step?.pair === pair.symbol && steps.includes(step.value) ? step.value : null;
  // Until the trader picks one, the grouping is the finest that shows the spread and the book about it; chosen
  // once per market (from the first book), so it does not change under the pointer as the spread does.
  const bookOfAny = useFeedValue('depth', (d) => d);
  const book = useFeedsSlice((s) => s.feeds.depth.key) === pair?.symbol ? bookOfAny : null;
  const pdOf = pair?.priceDecimal ?? 0;
  const fitting =
    pair && book ? fittingStep(steps, { bid: book.bids[0]?.price ?? null, ask: book.asks[0]?.price ?? null }, count, (t) => scaledOf(t, pdOf), (t) => scaledOf(t, pdOf)) : undefined;
  const hasBook = Boolean(book && book.bids.length > 0 && book.asks.length > 0);
  useEffect(() => {
    if (!chosen && pair && hasBook && fitting) setStep({ pair: pair.symbol, value: fitting });
  }, [chosen, pair, hasBook, fitting]);
  const chosenStep = chosen ?? fitting;
  const view = useLadderView(pair ?? null, chosenStep, session.now);
  const { depth, stepTicks } = view;
  const pd = pair?.priceDecimal ?? 0;
  const inside = useMemo(() => insideOf(depth, pd, stepTicks), [depth, pd, stepTicks]);

  // The top row's price: centred at first, then moved only by the hysteresis rule, the wheel and Centre.
  const [top, setTop] = useState<{ key: string; value: Ticks } | null>(null);
  const gridKey = `${view.symbol} ${String(stepTicks)} ${count}`;
  const current = top?.key === gridKey ? top.value : null;
  const wanted = nextTop(current, inside, stepTicks, count, autoCentre);
  useEffect(() => {
    if (wanted !== current && wanted !== null) setTop({ key: gridKey, value: wanted });
  }, [wanted, current, gridKey]);
  const lastCentre = useRef(centreSeq);
  useEffect(() => {
    if (lastCentre.current === centreSeq) return;
    lastCentre.current = centreSeq;
    const centred = centredTop(inside, stepTicks, count);
    if (centred !== null) setTop({ key: gridKey, value: centred });
  }, [centreSeq, inside, stepTicks, count, gridKey]);

  const shownTop = wanted;
  const rows = useMemo(() => {
    if (!pair || shownTop === null) return null;
    const built = buildLadder({ pair, step: stepTicks, top: shownTop, count, depth, own: view.own, volume: view.volume, marks: view.marks, held: view.held, algos: view.algos });
    if (!moving) return built;
    // Orders on their way to another row are drawn there until the exchange answers (a refusal puts them back).
    const from = built.find((r) => r.price === moving.from);
    return built.map((r) =>
      r.price === moving.from ? { ...r, myBuy: null, mySell: null } : r.price === moving.to && from ? { ...r, myBuy: from.myBuy, mySell: from.mySell } : r,
    );
  }, [pair, stepTicks, shownTop, count, depth, view.own, view.volume, view.marks, view.held, view.algos, moving]);
  useLayoutEffect(() => feedUpdateShown('depth'), [rows]);

  // Handlers stable across answers (the rows compare them), reading what they need when called.
  const latest = useRef({ inside, rowOf: view.rowOf, pd });
  latest.current = { inside, rowOf: view.rowOf, pd };
  const actions = useMemo(() => createLadderActions(session, store, (): RowOf => latest.current.rowOf), [session, store]);
  // Stable, so the memoized controls are not redrawn by each answer.
  const onChase = useCallback((side: Side) => void actions.chase(side), [actions]);
  const dragFrom = useRef<string | null>(null);
  const handlers: RowHandlers = useMemo(
    () => ({
      explain: (side, price) => {
        const s = store.getState();
        const quantity = s.quantity.trim() === '' ? '(no quantity)' : `${s.quantity}${s.unit === 'quote' ? ' USDT' : ''}`;
        return clickSays({
          side,
          price: scaledOf(price, latest.current.pd),
          priceText: price,
          quantityText: quantity,
          inside: latest.current.inside,
          timeInForce: session.orderEntry.getState().timeInForce,
        });
      },
      place: (side, price) => void actions.place(side, price),
      explainProtect: (price) => `Alt+click: ${actions.protectSays(price)} · Shift+click: ${actions.alertSays(price)}`,
      protectAt: (price) => void actions.protectAt(price),
      alertAt: (price) => void actions.alertAt(price),
      cancelAt: (price) => void actions.cancelAt(price),
      dragStart: (price) => {
        dragFrom.current = price;
      },
      onKey: (event, row, price) => onRowKey(event, row, price, store, actions),
    }),
    [session, store, actions],
  );

  useEffect(() => {
    const clear = () => {
      // After the grid's own pointerup has read it.
      setTimeout(() => (dragFrom.current = null), 0);
    };
    window.addEventListener('pointerup', clear);
    return () => window.removeEventListener('pointerup', clear);
  }, []);

  const onPointerUp = (event: React.PointerEvent<HTMLDivElement>) => {
    const from = dragFrom.current;
    dragFrom.current = null;
    if (from === null) return;
    const row = (event.target as Element).closest('[data-price]');
    const to = row?.getAttribute('data-price');
    if (to && to !== from) void actions.moveFrom(from, to);
  };
  const onWheel = (event: WheelEvent<HTMLDivElement>) => {
    if (current === null) return;
    const rowsBy = Math.sign(event.deltaY) * Math.max(1, Math.round(Math.abs(event.deltaY) / LADDER_ROW_HEIGHT));
    // Scrolling away from the spread is a choice: auto-centre would undo it at the next tick.
    if (store.getState().autoCentre) store.setState({ autoCentre: false });
    // From the latest top, not this render's: several wheel events can arrive before the next render.
    setTop((prev) => ({ key: gridKey, value: scrolled(prev?.key === gridKey ? prev.value : current, stepTicks, rowsBy) }));
  };

  return (
    <Panel
      title="Depth ladder"
      regionLabel="Depth ladder"
      className={`depth-ladder${stale ? ' depth-ladder-stale' : ''}${tradingOn ? ' depth-ladder-armed' : ''}`}
      aside={
        <>
          <StaleBadge feed="depth" />
          {steps.length > 0 && pair && (
            <GroupingSelect label="Ladder grouping" steps={steps} value={chosenStep} onChange={(value) => setStep({ pair: pair.symbol, value })} />
          )}
        </>
      }
    >
      <Controls store={store} pair={pair ?? null} onChase={onChase} />
      <div className="ladder-head" aria-hidden="true">
        <span>Bid size</span>
        <span>Price</span>
        <span>Ask size</span>
        <span>My orders</span>
        <span>Volume</span>
      </div>
      <div className="ladder-body" ref={bodyRef} onWheel={onWheel}>
        {rows ? (
          <LadderRows rows={rows} tradingOn={tradingOn} handlers={handlers} onPointerUp={onPointerUp} />
        ) : (
          <p className="panel-message">Loading the ladder…</p>
        )}
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
