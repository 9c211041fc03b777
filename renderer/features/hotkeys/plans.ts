/**
 * What a trading or market hotkey would send, worked out from what the screen knows, or why it cannot be sent.
 * No React here: the runner gathers the inputs from the stores and sends what comes out.
 *
 * Buy and sell are limit orders at the best ask (for a buy) or the best bid (for a sell), IOC: they take what is
 * at that price now and leave nothing behind. A GTC order at a price the book has moved away from would rest
 * there unasked; an IOC one expires instead, so a stale or fast-moving book can never leave an order the trader
 * did not mean to keep. And unlike a market order it never pays more than the price the trader saw.
 */
import Decimal from 'decimal.js';
import type { MarginMode, ParamsOf, PlaceOrderRequest } from '../../../shared/bridge';
import { parseUserDecimal } from '../../../shared/decimal';
import { PositionType, type Depth, type Pair, type Position } from '../../../shared/exchange';
import type { EntryQuantityUnit, EntrySide, LeverageChoice, OrderKind } from '../../stores';

export type { PlaceOrderRequest };
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
}

/** The form's rule: the trader's choice for this pair and mode, else the account's setting for them, else none. */
export function entryLeverage(choice: LeverageChoice | null, setting: { leverage: number } | null, pair: string, mode: MarginMode): number | null {
  if (choice && choice.pair === pair && choice.marginMode === mode) return choice.value;
  return setting?.leverage ?? null;
}

export interface BookView {
  depth: Depth | null;
  /** Older than the feed allows, or its last read failed. */
  stale: boolean;
}

const sideWord = (side: EntrySide): string => (side === 'buy' ? 'buy' : 'sell');

/** "buy 0.010 BTC-USDT at 60010.0 IOC". */
export function orderText(request: PlaceOrderRequest, pair: Pick<Pair, 'priceDecimal' | 'tradeDecimal'>): string {
  const quantity = new Decimal(request.quantity).toFixed(pair.tradeDecimal);
  const at = request.type === 'market' || request.price === undefined ? 'at market' : `at ${new Decimal(request.price).toFixed(pair.priceDecimal)}`;
  const tif = request.type !== 'market' && request.timeInForce && request.timeInForce !== 'GTC' ? ` ${request.timeInForce === 'POST_ONLY' ? 'Post only' : request.timeInForce}` : '';
  return `${sideWord(request.side)} ${quantity} ${request.pair} ${at}${tif}`;
}

/** A limit IOC order at the best price of the other side, for the Order entry's Quantity. */
export function bestPriceOrder(side: EntrySide, pair: Pair | undefined, book: BookView, entry: EntryInputs): Plan<PlaceOrderRequest> {
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
  const price = new Decimal(level.price).toFixed(pair.priceDecimal);

  if (entry.quantity.trim() === '') return { ok: false, message: "No quantity: type one in the Order entry's Quantity" };
  let quantity: string;
  if (entry.unit === 'base') {
    const parsed = parseUserDecimal(entry.quantity, { field: 'Quantity', maxDecimals: pair.tradeDecimal });
    if (!parsed.ok) return { ok: false, message: `Order entry: ${parsed.message}` };
    quantity = parsed.value;
  } else {
    const parsed = parseUserDecimal(entry.quantity, { field: 'Amount', maxDecimals: pair.settleDecimal });
    if (!parsed.ok) return { ok: false, message: `Order entry: ${parsed.message}` };
    const base = new Decimal(parsed.value).dividedBy(price).toDecimalPlaces(pair.tradeDecimal, Decimal.ROUND_DOWN);
    if (base.lte(0)) {
      return { ok: false, message: `${parsed.value} ${pair.settleCoinName} is less than the smallest ${pair.tradeCoinName} quantity at ${price}` };
    }
    quantity = base.toFixed(pair.tradeDecimal);
  }
  const request: PlaceOrderRequest = {
    pair: symbol,
    side,
    type: 'limit',
    price,
    quantity,
    ...(entry.leverage === null ? {} : { leverage: entry.leverage }),
    marginMode: entry.marginMode,
    timeInForce: 'IOC',
  };
  return { ok: true, request, text: orderText(request, pair) };
}

const held = (p: Position): string => `${p.isLong ? 'long' : 'short'} ${p.quantity}`;

/** The account's open position on the pair, or why there is none to act on. */
function positionOn(positions: readonly Position[] | null, symbol: string, verb: string): { ok: true; position: Position } | { ok: false; message: string } {
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

/**
 * The position turned the other way: one market order of twice its size on the other side (the exchange closes
 * the position with the first half and opens the second, at the position's leverage and margin mode).
 */
export function flipPlan(positions: readonly Position[] | null, pair: Pair | undefined, symbol: string): Plan<PlaceOrderRequest> {
  const found = positionOn(positions, symbol, 'flip');
  if (!found.ok) return found;
  if (!pair) return { ok: false, message: 'The market list has not arrived yet' };
  if (!pair.tradable) return { ok: false, message: `${symbol} is not open for trading` };
  const { position } = found;
  const size = new Decimal(position.quantity);
  const request: PlaceOrderRequest = {
    pair: symbol,
    side: position.isLong ? 'sell' : 'buy',
    type: 'market',
    quantity: size.times(2).toFixed(pair.tradeDecimal),
    leverage: position.lever,
    marginMode: position.positionType === PositionType.CROSS ? 'cross' : 'isolated',
    timeInForce: 'IOC',
  };
  const after = `${position.isLong ? 'short' : 'long'} ${size.toFixed(pair.tradeDecimal)}`;
  return { ok: true, request, text: `${orderText(request, pair)}: ${held(position)} becomes ${after}` };
}

/** The market `step` places from the selected one in the exchange's list, round the end. */
export function stepMarket(pairs: readonly Pair[] | null, selected: string, step: number): { ok: true; symbol: string } | { ok: false; message: string } {
  if (!pairs || pairs.length === 0) return { ok: false, message: 'The market list has not arrived yet' };
  const at = pairs.findIndex((p) => p.symbol === selected);
  const n = pairs.length;
  const index = at < 0 ? (step > 0 ? 0 : n - 1) : (((at + step) % n) + n) % n;
  return { ok: true, symbol: (pairs[index] as Pair).symbol };
}
