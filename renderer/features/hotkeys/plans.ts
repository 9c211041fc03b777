/**
 * What a trading or market hotkey would send, worked out from what the screen knows, or why it cannot be sent.
 * No React here: the runner gathers the inputs from the stores and sends what comes out.
 *
 * Buy and sell are limit orders at the best ask (for a buy) or the best bid (for a sell) of the freshest book, plus
 * the trader's slippage allowance, IOC: they take what is there now, up to that price, and leave nothing behind.
 * A GTC order at a price the book has moved away from would rest there unasked; an IOC one expires instead, so a
 * fast-moving book can never leave an order the trader did not mean to keep. The trader may prefer a market order
 * (Settings › Hotkeys).
 */
import Decimal from 'decimal.js';
import type { MarginMode, ParamsOf } from '../../../shared/bridge';
import type { Depth, Pair, Position } from '../../../shared/exchange';
import type { OrderIntent } from '../../services/trading';
import type { EntryQuantityUnit, EntrySide, HotkeyPricing, OrderKind } from '../../stores';

export type ClosePositionRequest = ParamsOf<'trading.closePosition'>;

export type Plan<T> = { ok: true; request: T; text: string } | { ok: false; message: string };

/** What of the Order entry a hotkey order takes: its Quantity (in its unit), margin mode and leverage. */
export interface EntryInputs {
  kind: OrderKind;
  quantity: string;
  unit: EntryQuantityUnit;
  marginMode: MarginMode;
  /** The order's leverage as the form would send it; null: the account's setting applies. */
  leverage: number | null;
  /** The Order entry's Reduce only: B and S follow it, as they follow its Quantity. */
  reduceOnly?: boolean;
}

export interface BookView {
  depth: Depth | null;
  /** Older than the feed allows, or its last read failed. */
  stale: boolean;
}

/** No allowance: the best price itself. */
const EXACT: HotkeyPricing = { type: 'limit', slippage: '0', unit: 'ticks' };

/**
 * The limit price B or S sends: the best price moved against the trader by the allowance (a buy up, a sell down), on
 * the pair's ticks, never past the allowance (a buy rounds down, a sell up), and a sell never below one tick.
 */
export function allowedPrice(side: EntrySide, best: string, priceDecimal: number, pricing: Pick<HotkeyPricing, 'slippage' | 'unit'>): string {
  const tick = new Decimal(1).div(new Decimal(10).pow(priceDecimal));
  const bestPrice = new Decimal(best);
  const room = pricing.unit === 'ticks' ? tick.mul(pricing.slippage) : bestPrice.mul(pricing.slippage).div(100);
  const price = side === 'buy' ? bestPrice.plus(room) : bestPrice.minus(room);
  const rounded = price.toDecimalPlaces(priceDecimal, side === 'buy' ? Decimal.ROUND_DOWN : Decimal.ROUND_UP);
  return Decimal.max(rounded, tick).toFixed(priceDecimal);
}

/**
 * A limit IOC order at the best price of the other side (with the allowance), or a market order, for the Order
 * entry's Quantity, as the form's fields: the
 * trading service checks it with the form's own rules (quantity in its unit and decimals, the trade config's
 * limits, the balance, the leverage) before anything is sent.
 */
export function bestPriceOrder(
  side: EntrySide,
  pair: Pair | undefined,
  book: BookView,
  entry: EntryInputs,
  pricing: HotkeyPricing = EXACT,
): { ok: true; intent: OrderIntent } | { ok: false; message: string } {
  if (!pair) return { ok: false, message: 'The market list has not arrived yet' };
  const symbol = pair.symbol;
  if (!pair.tradable) return { ok: false, message: `${symbol} is not open for trading` };
  if (entry.kind === 'scale') {
    return { ok: false, message: 'The Order entry is on Scale: hotkeys buy and sell its Quantity as one order (switch it to Limit or Market)' };
  }
  if (!book.depth) return { ok: false, message: `No best price yet: the ${symbol} order book has not arrived` };
  if (book.stale) return { ok: false, message: `The ${symbol} order book is stale: no hotkey order on an old price` };
  const level = side === 'buy' ? book.depth.asks[0] : book.depth.bids[0];
  if (!level) return { ok: false, message: side === 'buy' ? `No best ask: nobody sells ${symbol} now` : `No best bid: nobody buys ${symbol} now` };
  if (entry.quantity.trim() === '') return { ok: false, message: "No quantity: type one in the Order entry's Quantity" };
  const market = pricing.type === 'market';
  const fields = {
    type: market ? ('market' as const) : ('limit' as const),
    price: market ? '' : allowedPrice(side, level.price, pair.priceDecimal, pricing),
    quantity: entry.quantity,
    unit: entry.unit,
    leverage: entry.leverage,
    marginMode: entry.marginMode,
    timeInForce: 'IOC' as const,
    ...(entry.reduceOnly ? { reduceOnly: true } : {}),
  };
  return { ok: true, intent: { pair: symbol, side, fields } };
}

const held = (p: Position): string => `${p.isLong ? 'long' : 'short'} ${p.quantity}`;

/** The account's open position on the pair, or why there is none to act on. */
function positionOn(
  positions: readonly Position[] | null,
  symbol: string,
  verb: string,
): { ok: true; position: Position } | { ok: false; message: string } {
  if (positions === null) return { ok: false, message: 'Positions have not arrived yet' };
  const position = positions.find((p) => p.symbol === symbol && new Decimal(p.quantity).gt(0));
  if (!position) return { ok: false, message: `No ${symbol} position to ${verb}` };
  return { ok: true, position };
}

/** The whole position, closed at market. */
export function closePlan(positions: readonly Position[] | null, symbol: string): Plan<ClosePositionRequest> & { position?: Position } {
  const found = positionOn(positions, symbol, 'close');
  if (!found.ok) return found;
  const { position } = found;
  return {
    ok: true,
    request: { pair: symbol, positionId: position.id, type: 'market' },
    text: `close ${held(position)} ${symbol} at market`,
    position,
  };
}

/** The position Shift+F flips (the Positions row's Flip does the rest): one in this market, open for trading. */
export function flipPlan(
  positions: readonly Position[] | null,
  pair: Pair | undefined,
  symbol: string,
): { ok: true; position: Position } | { ok: false; message: string } {
  const found = positionOn(positions, symbol, 'flip');
  if (!found.ok) return found;
  if (!pair) return { ok: false, message: 'The market list has not arrived yet' };
  if (!pair.tradable) return { ok: false, message: `${symbol} is not open for trading` };
  return { ok: true, position: found.position };
}

/** The market `step` places from the selected one in the exchange's list, round the end. */
export function stepMarket(
  pairs: readonly Pair[] | null,
  selected: string,
  step: number,
): { ok: true; symbol: string } | { ok: false; message: string } {
  if (!pairs || pairs.length === 0) return { ok: false, message: 'The market list has not arrived yet' };
  const at = pairs.findIndex((p) => p.symbol === selected);
  const n = pairs.length;
  const index = at < 0 ? (step > 0 ? 0 : n - 1) : (((at + step) % n) + n) % n;
  return { ok: true, symbol: (pairs[index] as Pair).symbol };
}
