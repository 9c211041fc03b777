/**
 * The ladder's data besides the book (which ladder-view.ts draws from each answer), read through the session's
 * feeds (polled while the ladder is on screen, no road of its own): the recent trades (tallied into volume at
 * price), the trader's open orders and position, the mark price.
 */
import { useMemo, useRef } from 'react';
import type { Order } from '../../../shared/exchange';
import { useFeedKey, useFeedValue, useSelectedSymbol } from '../../stores';
import { heldMarksOf, ownSizesOf, snap, stepTicksOf, type Ticks } from './ladder-grid';
import { addTrades, emptyTally, volumeOnGrid, type VolumeTally } from './ladder-volume';
import { scaledOf, textOf } from '../../domain/market/order-book-model';
import type { RowOf } from './ladder-actions';
import { algoMarksOf } from '../../domain/protection/algo-state';

export interface Decimals {
  priceDecimal: number;
  tradeDecimal: number;
}

const noOrders: Order[] = [];

export function useLadderView(decimals: Decimals | null, step: string | undefined, now: () => number) {
  const symbol = useSelectedSymbol();
  const trades = useFeedValue('trades', (d) => d);
  const tradesKey = useFeedKey('trades');
  const ordersRaw = useFeedValue('openOrders', (d) => d);
  const ordersKey = useFeedKey('openOrders');
  const positions = useFeedValue('positions', (d) => d);
  const markPrice = useFeedValue('summary', (d) => (d && d.pair === symbol ? d.markPrice : null));
  const heldAll = useFeedValue('protectionOrders', (d) => d);
  const held = useMemo(() => heldMarksOf(heldAll ?? [], symbol), [heldAll, symbol]);

  const orders = ordersKey === symbol && ordersRaw ? ordersRaw : noOrders;
  const algosAll = useFeedValue('algos', (d) => d);
  const algos = useMemo(() => algoMarksOf(algosAll, orders, symbol), [algosAll, orders, symbol]);
  const pd = decimals?.priceDecimal ?? 0;
  const qd = decimals?.tradeDecimal ?? 0;
  const stepTicks: Ticks = decimals ? stepTicksOf(step, pd) : 1n;

  // Volume since the ladder opened (or the market changed): each answer's trades added once.
  const tally = useRef<{ symbol: string; value: VolumeTally } | null>(null);
  const volumeExact = useMemo(() => {
    if (!tally.current || tally.current.symbol !== symbol) tally.current = { symbol, value: emptyTally(now()) };
    if (decimals && trades && tradesKey === symbol) tally.current.value = addTrades(tally.current.value, trades, pd, qd);
    return tally.current.value.byPrice;
  }, [trades, tradesKey, symbol, decimals, pd, qd, now]);
  const volume = useMemo(() => volumeOnGrid(volumeExact, stepTicks), [volumeExact, stepTicks]);

  const own = useMemo(() => ownSizesOf(orders, pd, qd, stepTicks), [orders, pd, qd, stepTicks]);
  const position = positions?.find((p) => p.symbol === symbol && Number(p.quantity) > 0) ?? null;
  const last =
    trades && tradesKey === symbol && trades.length > 0
      ? trades.reduce((a, b) => (b.contractMatchPairId > a.contractMatchPairId ? b : a)).price
      : null;
  const marks = useMemo(
    () => ({
      last,
      mark: markPrice,
      entry: position?.openingPrice ?? null,
      liquidation: position && Number(position.restrictPrice) > 0 ? position.restrictPrice : null,
    }),
    [last, markPrice, position?.openingPrice, position?.restrictPrice, position],
  );
  const rowOf: RowOf = useMemo(() => (order) => textOf(snap(scaledOf(order.price, pd), stepTicks, !order.isLong), pd), [pd, stepTicks]);
  return { symbol, stepTicks, own, volume, marks, held, algos, rowOf };
}
