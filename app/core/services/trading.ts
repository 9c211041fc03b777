/** Placing and cancelling orders, each journaled before it is sent and after it ends. */
import type { CancelledOrder, PlacedOrder, ValidParamsOf } from '../../../shared/bridge';
import { decimalsOf } from '../../../shared/decimal';
import { MatchType, PositionType } from '../../../shared/exchange';
import { cancelOrderSafely, createOrderSafely, ExchangeError, type ExchangeClient } from '../../exchange';
import type { Journal } from '../../journal/journal';
import { newClientOrderId } from './client-order-id';
import type { MarketService } from './market';

/** Until the leverage control arrives, orders use this leverage (or the pair's maximum, if lower). */
const DEFAULT_LEVER = 10;

export interface TradingService {
  placeOrder(params: ValidParamsOf<'trading.placeOrder'>): Promise<PlacedOrder>;
  cancelOrder(params: ValidParamsOf<'trading.cancelOrder'>): Promise<CancelledOrder>;
}

interface Deps {
  client: ExchangeClient;
  market: MarketService;
  journal: Journal;
  venue: string;
}

export function createTradingService({ client, market, journal, venue }: Deps): TradingService {
  /** Runs one write between its two journal entries. */
  async function journaled<T>(action: string, ref: string, params: Record<string, unknown>, write: () => Promise<T>) {
    await journal.record({ action, phase: 'request', ref, venue, params });
    try {
      const value = await write();
      await journal.record({ action, phase: 'outcome', ref, venue, outcome: { ok: true, value } });
      return value;
    } catch (err) {
      const e = err instanceof ExchangeError ? err : new ExchangeError('internal', String(err));
      await journal.record({ action, phase: 'outcome', ref, venue, outcome: { ok: false, ...e.toBridge() } });
      throw e;
    }
  }

  return {
    async placeOrder({ pair: symbol, side, price, quantity }) {
      const pair = await market.pair(symbol);
      if (decimalsOf(price) > pair.priceDecimal) {
        throw new ExchangeError('invalid-input', `Price allows at most ${pair.priceDecimal} decimals on ${symbol}`);
      }
      if (decimalsOf(quantity) > pair.tradeDecimal) {
        throw new ExchangeError('invalid-input', `Quantity allows at most ${pair.tradeDecimal} decimals on ${symbol}`);
      }
      const clientOrderId = newClientOrderId();
      const request = {
        pairName: symbol,
        isLong: side === 'buy',
        isMarket: false,
        matchType: MatchType.GTC,
        price,
        quantity,
        lever: Math.min(DEFAULT_LEVER, pair.maxLever),
        positionType: PositionType.ISOLATED,
        clientOrderId,
      };
      // Never blind: a create whose answer is lost is looked up by its client order id, not sent again.
      return journaled('placeOrder', clientOrderId, request, async () => {
        const result = await createOrderSafely(client, request);
        if (result.outcome === 'not-placed') throw result.reason;
        if (result.outcome === 'unknown') throw result.error;
        return { pair: result.ref.pairName, orderId: result.ref.orderId, clientOrderId: result.ref.corderId || clientOrderId };
      });
    },

    async cancelOrder({ pair, orderId }) {
      const ref = `cancel-${orderId}`;
      return journaled('cancelOrder', ref, { pair, entrustId: orderId }, async () => {
        const result = await cancelOrderSafely(client, { entrustId: orderId });
        if (result.outcome === 'not-cancelled') throw result.reason;
        if (result.outcome === 'unknown') throw result.error;
        return { pair, orderId };
      });
    },
  };
}
