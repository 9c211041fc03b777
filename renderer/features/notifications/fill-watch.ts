/**
 * Which fills are new, and what to tell the trader about them. No React, no DOM here.
 *
 * The `recentFills` feed brings the newest fills of the markets the core watches (where the trader has a position
 * or open orders, the market on screen, and for a while a market where an order was placed or a position was last
 * seen: app/core/services/watch-set.ts), never of every listed market. Trade ids are the exchange's, one sequence
 * for all markets. The first answer only sets the mark: fills from before are not news. After that, a fill above
 * the mark is new, also one of a market that joined the watched ones later.
 *
 * A liquidation is a fill too: the paper exchange closes the position with a filled market order whose client
 * order id is `liquidation:<positionId>` (app/paper/engine/liquidation.ts; no client may use `:`), and records its
 * fill with no fee. So a fill whose client order id starts with `liquidation:` is a liquidation. That is the one
 * signal that is both reliable and cheap: it arrives with the fills already watched, names the market, the size
 * and the price, and no other order carries it (a position that disappears may have been closed by the trader).
 */
import Decimal from 'decimal.js';
import { formatDecimal } from '../../../shared/decimal';
import type { Fill, Pair } from '../../../shared/exchange';

export const LIQUIDATION_PREFIX = 'liquidation:';

export const isLiquidation = (fill: Pick<Fill, 'clOrdId'>): boolean => fill.clOrdId.startsWith(LIQUIDATION_PREFIX);

export interface WatchState {
  /** The newest trade id already accounted for; null until the first answer. */
  mark: number | null;
}

export const START: WatchState = { mark: null };

export interface Observed {
  state: WatchState;
  /** New fills, oldest first. */
  fresh: Fill[];
  /** Markets where the answer was full of new fills: there may have been more than the feed brings. */
  overflow: string[];
}

/** Takes the feed's answer (newest `limitPerMarket` fills of each market). */
export function observeFills(state: WatchState, fills: readonly Fill[], limitPerMarket: number): Observed {
  const newest = fills.reduce((max, f) => Math.max(max, f.tradeId), 0);
  if (state.mark === null) return { state: { mark: newest }, fresh: [], overflow: [] };
  const mark = state.mark;
  const fresh = fills.filter((f) => f.tradeId > mark).sort((a, b) => a.tradeId - b.tradeId);
  const perMarket = new Map<string, Fill[]>();
  for (const fill of fills) perMarket.set(fill.symbol, [...(perMarket.get(fill.symbol) ?? []), fill]);
  const overflow = [...perMarket]
    .filter(([, list]) => list.length >= limitPerMarket && list.every((f) => f.tradeId > mark))
    .map(([symbol]) => symbol);
  return { state: { mark: Math.max(mark, newest) }, fresh, overflow };
}

/** The fills of one order (a market order may fill at several prices), or one liquidation. */
export interface FillEvent {
  kind: 'fill' | 'liquidation';
  orderId: number;
  symbol: string;
  /** The order's side. */
  isLong: boolean;
  quantity: string;
  averagePrice: string;
  pnl: string;
  count: number;
  time: number;
}

/** Groups new fills by order, in the order they happened. */
export function eventsOf(fresh: readonly Fill[]): FillEvent[] {
  const byOrder = new Map<number, Fill[]>();
  for (const fill of fresh) byOrder.set(fill.orderId, [...(byOrder.get(fill.orderId) ?? []), fill]);
  return [...byOrder.values()].map((fills) => {
    const first = fills[0]!;
    const quantity = fills.reduce((sum, f) => sum.plus(f.fillQty), new Decimal(0));
    const amount = fills.reduce((sum, f) => sum.plus(new Decimal(f.fillPrice).times(f.fillQty)), new Decimal(0));
    return {
      kind: isLiquidation(first) ? 'liquidation' : 'fill',
      orderId: first.orderId,
      symbol: first.symbol,
      isLong: first.isLong,
      quantity: quantity.toString(),
      averagePrice: quantity.isZero() ? first.fillPrice : amount.dividedBy(quantity).toString(),
      pnl: fills.reduce((sum, f) => sum.plus(f.fillPnl), new Decimal(0)).toString(),
      count: fills.length,
      time: Math.max(...fills.map((f) => f.tradeTime)),
    };
  });
}

export interface Message {
  /** Dedupes desktop notifications of the same thing. */
  tag: string;
  tone: 'buy' | 'sell' | 'warn';
  title: string;
  body: string;
}

type DecimalsOf = (symbol: string) => Pick<Pair, 'priceDecimal' | 'tradeDecimal' | 'settleDecimal' | 'settleCoinName'> | undefined;

const fixed = (value: string, places: number | undefined): string => (places === undefined ? value : formatDecimal(value, places));

/** Liquidations always get their own message; beyond `maxFills` orders' fills, one message sums them up. */
export const MAX_FILL_MESSAGES = 3;

export function messagesOf(events: readonly FillEvent[], overflow: readonly string[], decimalsOf: DecimalsOf): Message[] {
  const messages: Message[] = [];
  const fills = events.filter((e) => e.kind === 'fill');
  for (const event of events) {
    if (event.kind === 'liquidation') messages.push(liquidationMessage(event, decimalsOf(event.symbol)));
  }
  if (fills.length > MAX_FILL_MESSAGES || overflow.length > 0) {
    const markets = [...new Set([...fills.map((e) => e.symbol), ...overflow])].sort();
    const count = fills.reduce((sum, e) => sum + e.count, 0);
    messages.push({
      tag: `fills-${fills.at(-1)?.orderId ?? overflow.join('-')}`,
      tone: 'warn',
      title: `${overflow.length > 0 ? `${count}+` : count} new fills`,
      body: `on ${markets.join(', ')}; the Fills tab has them all`,
    });
  } else {
    for (const event of fills) messages.push(fillMessage(event, decimalsOf(event.symbol)));
  }
  return messages;
}

function pnlText(pnl: string, places: number | undefined, coin: string): string | null {
  const value = new Decimal(pnl);
  if (value.isZero()) return null;
  return `PnL ${value.isPositive() ? '+' : ''}${fixed(pnl, places)} ${coin}`;
}

function fillMessage(event: FillEvent, pair: ReturnType<DecimalsOf>): Message {
  const side = event.isLong ? 'Buy' : 'Sell';
  const parts = [`at ${fixed(event.averagePrice, pair?.priceDecimal)}${event.count > 1 ? ` (average of ${event.count} fills)` : ''}`];
  const pnl = pnlText(event.pnl, pair?.settleDecimal, pair?.settleCoinName ?? 'USDT');
  if (pnl) parts.push(pnl);
  return {
    tag: `fill-${event.orderId}`,
    tone: event.isLong ? 'buy' : 'sell',
    title: `Filled: ${side} ${fixed(event.quantity, pair?.tradeDecimal)} ${event.symbol}`,
    body: parts.join(' · '),
  };
}

function liquidationMessage(event: FillEvent, pair: ReturnType<DecimalsOf>): Message {
  // The liquidation's order is the opposite of the position it closed.
  const position = event.isLong ? 'short' : 'long';
  const parts = [`${fixed(event.quantity, pair?.tradeDecimal)} closed at ${fixed(event.averagePrice, pair?.priceDecimal)}`];
  const pnl = pnlText(event.pnl, pair?.settleDecimal, pair?.settleCoinName ?? 'USDT');
  if (pnl) parts.push(pnl);
  return { tag: `liquidation-${event.orderId}`, tone: 'warn', title: `Liquidated: ${event.symbol} ${position}`, body: parts.join(' · ') };
}
