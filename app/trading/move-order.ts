/**
 * Moving a resting order to a new price, as a drag on the chart asks: the exchange has no amend, so the order is
 * cancelled and what is left of it placed again at the new price with a new client order id. Each step is
 * journaled on its own. If the new order cannot be placed, the old one is put back at its old price (again with a
 * new client order id), so a failed move leaves the trader where they were; the error says what happened.
 */
import Decimal from 'decimal.js';
import type { MovedOrder, ValidParamsOf } from '../../shared/bridge';
import { decimalsOf } from '../../shared/decimal';
import { OrderStatus } from '../../shared/exchange';
import { ExchangeError, type ExchangeClient, type OrderInput } from '../exchange';
import type { Guards } from './guards';
import { newClientOrderId } from './client-order-id';
import type { MarketService } from './market';
import type { TradingService } from './trading';

interface Deps {
  client: ExchangeClient;
  market: MarketService;
  trading: TradingService;
  guards: Guards;
}

const RESTING: readonly number[] = [OrderStatus.OPEN, OrderStatus.PARTIALLY_FILLED];

export function createMoveOrder({ client, market, trading, guards }: Deps) {
  return async function moveOrder({ pair: symbol, orderId, price }: ValidParamsOf<'trading.moveOrder'>): Promise<MovedOrder> {
    const pair = await market.pair(symbol);
    if (decimalsOf(price) > pair.priceDecimal) {
      throw new ExchangeError('invalid-input', `Price allows at most ${pair.priceDecimal} decimals on ${symbol}`);
    }
    const order = await client.call('queryOrder', { entrustId: orderId });
    if (order.symbol !== symbol) throw new ExchangeError('invalid-input', `Order #${orderId} is not on ${symbol}`);
    if (order.isMarket || !RESTING.includes(order.status)) {
      throw new ExchangeError('invalid-input', `Order #${orderId} is not resting in the book: it cannot be moved`);
    }
    const left = new Decimal(order.quantity).minus(order.dealQuantity).toFixed(pair.tradeDecimal);
    const again = (at: string): OrderInput => ({
      pairName: symbol,
      isLong: order.isLong,
      isMarket: false,
      matchType: order.matchType as OrderInput['matchType'],
      price: at,
      quantity: left,
      lever: order.lever,
      positionType: order.positionType as OrderInput['positionType'],
      clientOrderId: newClientOrderId(),
    });

    // The guards judge the order at its new price before the old one is cancelled (the old one not counted as
    // resting): a refused move changes nothing.
    await guards.checkOrders([again(price)], { replacing: orderId });
    await trading.cancelOrder({ pair: symbol, orderId });
    try {
      const placed = await trading.placePrepared(again(price), 'moveOrder');
      return { pair: symbol, cancelledOrderId: orderId, placed };
    } catch (err) {
      const reason = err instanceof ExchangeError ? err : new ExchangeError('internal', String(err));
      const back = await trading.placePrepared(again(order.price), 'moveOrderRestore').catch((restoreErr: unknown) => restoreErr);
      const message =
        back instanceof Error
          ? `Order #${orderId} was cancelled, but the new order at ${price} was not placed (${reason.message}); putting it back at ${order.price} failed too (${back.message}): it is no longer in the book`
          : `The order was not moved: the new order at ${price} was not placed (${reason.message}); it is back at ${order.price} as #${(back as { orderId: number }).orderId}`;
      throw new ExchangeError(reason.kind, message, reason.code);
    }
  };
}
