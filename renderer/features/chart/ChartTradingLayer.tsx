/**
 * The React side of trading on the chart: reads the open orders, positions, cancels and the scale form, hands them
 * to the chart layer (which draws the lines on the canvas), and renders what the canvas cannot: the list of the
 * lines for keyboards and screen readers (hidden until focused), the message when an action fails, and the
 * confirmation before a Close at market. It redraws when those change, never on a candle's tick.
 */
import Decimal from 'decimal.js';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import type { Position } from '../../../shared/exchange';
import { useFeedValue, useOrderEntryActions, useOrderEntryState, useReadOnlyReason, useSelectedPair } from '../../stores';
import { useBreakeven, useSession } from '../../services/hooks';
import { Dialog } from '../../ui/Dialog';
import { freshBook } from '../../services/fresh-book';
import type { Said } from '../../services/outcomes';
import { readClock, subscribeClock } from '../../ui/use-now';
import { liveAlgosOf } from '../../domain/protection/algo-state';
import { FireNowDialog, type FireNowQuestion } from './FireNowDialog';
import { breakevenBlocked, breakevenTitle } from '../../domain/positions/breakeven-model';
import { BreakevenDialog } from '../../ui/BreakevenDialog';
import { scalePreviewLegs, signedMoney, type LineInputs } from './chart-lines';
import type { ChartTrading, PlannedMove } from './chart-trading';
import { crossingMove } from './crossing-move';
import { allLines } from './held-lines';

/** A move that would trade at once, waiting for the trader's word. */
interface CrossingQuestion {
  move: PlannedMove;
  text: string;
  answer: (go: boolean) => void;
}

export function ChartTradingLayer({ trading }: { trading: ChartTrading }) {
  const session = useSession();
  const pair = useSelectedPair();
  const orders = useFeedValue('openOrders', (d) => d);
  const positions = useFeedValue('positions', (d) => d);
  const held = useFeedValue('protectionOrders', (d) => d);
  const algos = useFeedValue('algos', (d) => d);
  const now = useChaseClock(useMemo(() => liveAlgosOf(algos, pair?.symbol ?? '').some((a) => a.kind === 'chase'), [algos, pair]));
  const kind = useOrderEntryState((s) => s.kind);
  const scale = useOrderEntryState((s) => s.scale);
  const scaleSending = useOrderEntryState((s) => s.scaleSubmission.status === 'pending');
  // The fields of the scale last sent: once sent, its preview goes (its orders draw as orders); an edit brings it back.
  const [sentScale, setSentScale] = useState<typeof scale | null>(null);
  useLayoutEffect(() => {
    if (scaleSending) setSentScale(session.orderEntry.getState().scale);
  }, [scaleSending, session]);
  const cancels = useStore(session.cancels, (s) => s.byOrderId);
  const { setPrice, touch } = useOrderEntryActions();
  const [notice, setNotice] = useState<string | null>(null);
  const [closing, setClosing] = useState<Position | null>(null);
  const [crossing, setCrossing] = useState<CrossingQuestion | null>(null);
  const answerCrossing = (move: boolean) => {
    crossing?.answer(move);
    setCrossing(null);
  };
  const [fireNow, setFireNow] = useState<FireNowQuestion | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const readOnly = useReadOnlyReason();
  useLayoutEffect(() => trading.setReadOnly(readOnly), [trading, readOnly]);
  // Its outcome goes to the action log; a refusal is said on the chart too.
  const breakeven = useBreakeven(useCallback((said: Said) => said.tone !== 'ok' && setNotice(said.text), []));
  const positionOf = useCallback((id: number) => session.feeds.getState().feeds.positions.data?.find((p) => p.id === id), [session]);
  const breakevenHint = useCallback(
    (position: Position | undefined) => breakevenTitle(position ? breakeven.priceOf(position) : null, breakevenBlocked(readOnly, position)),
    [breakeven, readOnly],
  );

  const legs = useMemo(
    () => (kind === 'scale' && pair && scale !== sentScale ? scalePreviewLegs(scale, pair) : null),
    [kind, scale, sentScale, pair],
  );
  const cancelling = useMemo(
    () => new Set(Object.entries(cancels).flatMap(([id, state]) => (state.status === 'pending' ? [Number(id)] : []))),
    [cancels],
  );
  const inputs: LineInputs = useMemo(
    // Not the mark price: it changes with every answer and no line with it (a press reads it, markPrice).
    () => ({ pair: pair ?? null, orders, positions, scale: legs, cancelling, held, algos, now }),
    [pair, orders, positions, legs, cancelling, held, algos, now],
  );
  const lines = useMemo(() => allLines(inputs), [inputs]);

  const closeNow = useCallback(
    async (position: Position) => {
      setNotice(null);
      const result = await session.trading.closePosition({ pair: position.symbol, positionId: position.id });
      if (!result.ok) setNotice(`The position was not closed: ${result.error.message}`);
    },
    [session],
  );

  useLayoutEffect(() => {
    trading.setHandlers({
      notice: setNotice,
      pick: (price) => {
        setPrice(price);
        touch('price');
      },
      close: (positionId) => {
        const position = session.feeds.getState().feeds.positions.data?.find((p) => p.id === positionId);
        if (!position) return;
        if (session.settings.getState().confirm.chart) setClosing(position);
        else void closeNow(position);
      },
      approveMove: async (move) => {
        const symbol = session.market.getState().selected;
        const decimals = session.market.getState().pairs.data?.find((p) => p.symbol === symbol);
        const book = await freshBook(session, symbol);
        const depth = book.ok ? book.depth : session.feeds.getState().feeds.depth.data;
        const check = crossingMove(move.side, move.price, move.quantity, depth, decimals?.priceDecimal ?? 2);
        if (!check.crosses) return true;
        const other = move.side === 'buy' ? 'above the best ask' : 'below the best bid';
        const what = `A ${move.side} at ${move.price} is ${other}: it fills now at about ${check.average}`;
        if (session.settings.getState().crossingMoves === 'refuse') {
          setNotice(`Not moved: ${what}. Order #${move.orderId} stays at ${move.from} (Settings › Trading lets such a move ask instead)`);
          return false;
        }
        return new Promise<boolean>((resolve) => setCrossing({ move, text: what, answer: resolve }));
      },
      approveFireNow: (message) => new Promise<boolean>((resolve) => setFireNow({ message, answer: resolve })),
      breakeven: (positionId) => {
        const position = positionOf(positionId);
        if (position) void breakeven.press(position);
      },
      breakevenTitle: (positionId) => breakevenHint(positionOf(positionId)),
    });
  }, [trading, session, setPrice, touch, closeNow, breakeven, positionOf, breakevenHint]);

  useLayoutEffect(() => trading.setInputs(inputs), [trading, inputs]);
  // After every render of the list: its items get their lines' places again.
  useLayoutEffect(() => {
    trading.setList(listRef.current);
  }, [trading, lines]);
  useLayoutEffect(() => () => trading.setList(null), [trading]);

  const dismiss = () => {
    setNotice(null);
    trading.dismiss();
  };

  return (
    <>
      {lines.length > 0 && (
        <ul className="chart-lines" aria-label="Chart lines" ref={listRef}>
          {lines.map((line) => (
            <li
              key={line.id}
              data-line-id={line.id}
              data-kind={line.kind}
              data-price={line.price}
              data-side={line.side ?? undefined}
              data-order-id={line.orderId ?? undefined}
              data-position-id={line.positionId ?? undefined}
              data-held-id={line.heldId ?? undefined}
            >
              <span>{line.description}</span>
              {line.button === 'cancel' && line.heldId !== null && (
                <button type="button" onClick={() => line.heldId !== null && trading.cancelHeld(line.heldId)}>
                  Cancel held order at {line.price}
                </button>
              )}
              {line.button === 'cancel' && line.algoId !== null && (
                <button type="button" onClick={() => line.algoId !== null && trading.cancelAlgo(line.algoId)}>
                  Cancel {line.label[0]?.text.split(' ')[0] ?? 'it'} {line.side}
                </button>
              )}
              {line.button === 'cancel' && line.orderId !== null && line.algoId === null && (
                <button type="button" onClick={() => line.orderId !== null && trading.cancelOrder(line.orderId)}>
                  Cancel order at {line.price}
                </button>
              )}
              {line.button === 'close' && (
                <button type="button" onClick={() => line.positionId !== null && trading.closePosition(line.positionId)}>
                  Close position at market
                </button>
              )}
              {line.button === 'close' && line.positionId !== null && (
                <button
                  type="button"
                  title={breakevenHint(positionOf(line.positionId))}
                  disabled={readOnly !== null}
                  onClick={() => line.positionId !== null && trading.breakevenPosition(line.positionId)}
                >
                  Move stop to breakeven
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {notice !== null && (
        <div className="chart-notice" role="alert">
          <span className="chart-notice-text">{notice}</span>
          <button type="button" className="chart-notice-dismiss" aria-label="Dismiss message" onClick={dismiss}>
            ✕
          </button>
        </div>
      )}
      <FireNowDialog question={fireNow} onDone={() => setFireNow(null)} />
      <BreakevenDialog asking={breakeven.asking} onAnswer={(fire) => void breakeven.answer(fire)} />
      <Dialog title="Move across the book" open={crossing !== null} onClose={() => answerCrossing(false)} className="chart-close-dialog">
        {crossing && (
          <div className="chart-close">
            <p>{crossing.text}.</p>
            <p className="muted">
              Move order #{crossing.move.orderId} from {crossing.move.from} there and trade now, or keep it where it was?
            </p>
            <div className="chart-close-actions">
              <button type="button" className="button" onClick={() => answerCrossing(false)}>
                Keep it at {crossing.move.from}
              </button>
              <button
                type="button"
                className={`button ${crossing.move.side === 'buy' ? 'button-buy' : 'button-sell'}`}
                onClick={() => answerCrossing(true)}
              >
                Move and fill now
              </button>
            </div>
          </div>
        )}
      </Dialog>
      <Dialog title="Confirm close" open={closing !== null} onClose={() => setClosing(null)} className="chart-close-dialog">
        {closing && pair && (
          <CloseConfirmation
            position={closing}
            decimals={{ price: pair.priceDecimal, quantity: pair.tradeDecimal }}
            coin={pair.settleCoinName}
            onKeep={() => setClosing(null)}
            onClose={() => {
              const position = closing;
              setClosing(null);
              void closeNow(position);
            }}
          />
        )}
      </Dialog>
    </>
  );
}

const noClock = () => () => {};

/** The time a chase's countdown reads: ticking each second while the market has a live chase, still otherwise. */
function useChaseClock(ticking: boolean): number {
  const subscribe = useCallback((listener: () => void) => (ticking ? subscribeClock(1000, listener) : noClock()), [ticking]);
  const read = () => readClock(1000);
  return useSyncExternalStore(subscribe, read, read);
}

interface CloseConfirmationProps {
  position: Position;
  decimals: { price: number; quantity: number };
  coin: string;
  onKeep: () => void;
  onClose: () => void;
}

function CloseConfirmation({ position, decimals, coin, onKeep, onClose }: CloseConfirmationProps) {
  const word = position.isLong ? 'Long' : 'Short';
  const size = new Decimal(position.quantity).toFixed(decimals.quantity);
  return (
    <div className="chart-close">
      <p className={position.isLong ? 'text-buy' : 'text-sell'}>
        Close {word} {size} {position.symbol} at market?
      </p>
      <dl className="facts">
        <div>
          <dt>Entry price</dt>
          <dd className="num">{new Decimal(position.openingPrice).toFixed(decimals.price)}</dd>
        </div>
        <div>
          <dt>Unrealised PnL</dt>
          <dd className="num">
            {signedMoney(position.unrealizedPnl)} {coin}
          </dd>
        </div>
      </dl>
      <p className="muted">A market order for the whole size: it trades at the book&apos;s prices, which may differ from the mark.</p>
      <div className="chart-close-actions">
        <button type="button" className="button" onClick={onKeep}>
          Keep position
        </button>
        <button type="button" className={position.isLong ? 'button button-sell' : 'button button-buy'} onClick={onClose}>
          Close at market
        </button>
      </div>
    </div>
  );
}
