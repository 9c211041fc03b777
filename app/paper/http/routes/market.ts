/** Public market data, no key, no signature (docs/exchange-api.md). */
import { fromScaled } from '../../../../shared/decimal';
import { accept, illegal, toPairRecord, type PairSpec } from '../../engine';
import { isKlinePeriod, type KlinePeriod } from '../../../../shared/exchange/periods';
import { FUNDING_HISTORY_LIMIT, KLINE_LIMIT } from '../../market';
import { toCandleRecord } from '../../market/candle-record';
import { integer, Rejected, type Params } from '../params';
import { optionalPairOf, optionals, pairOf } from './read';
import type { RouteTable } from './route';

const inLimit = (params: Params, max: number): number | undefined => {
  const limit = params.optional('limit', integer);
  if (limit !== undefined && (limit < 1 || limit > max)) throw new Rejected(illegal('limit'));
  return limit;
};

const price = (pair: PairSpec, ticks: number) => fromScaled(ticks, pair.priceDecimal);

export const marketRoutes: RouteTable = {
  'GET /api/third/info/time': { private: false, handle: ({ now }) => accept(now) },

  'GET /api/third/info/pairs': {
    private: false,
    handle: (_call, { state }) => accept(state.engine.pairs.map(toPairRecord)),
  },

  'GET /api/third/info/depth': {
    private: false,
    handle: ({ params }, { state }) => state.engine.depth(pairOf(params, state).id, params.optional('limit', integer)),
  },

  'GET /api/third/info/indexPrice': {
    private: false,
    handle: ({ params }, { state }) => {
      const pair = pairOf(params, state);
      return accept(price(pair, state.market.indexPrice(pair)));
    },
  },

  'GET /api/third/info/markPrice': {
    private: false,
    handle: ({ params }, { state }) => {
      const pair = pairOf(params, state);
      return accept(price(pair, state.market.markPrice(pair)));
    },
  },

  'GET /api/third/info/trades': {
    private: false,
    handle: ({ params }, { state }) => state.engine.lastTrades(pairOf(params, state).id, params.optional('limit', integer)),
  },

  'GET /api/third/info/kline': {
    private: false,
    handle: ({ params, now }, { state }) => {
      const pair = pairOf(params, state);
      const period = params.required('period', (p): KlinePeriod | null => (isKlinePeriod(p) ? p : null));
      const query = { ...optionals(params, ['endTime'], integer) };
      const limit = inLimit(params, KLINE_LIMIT.max);
      return accept(state.market.candles.klines(pair.id, period, limit === undefined ? query : { ...query, limit }, now));
    },
  },

  'GET /api/third/info/ticker/24hr': {
    private: false,
    stamped: true,
    handle: ({ params, now }, { state }) => {
      const pair = pairOf(params, state);
      const ticker = state.market.candles.ticker(pair.id, now);
      if (ticker) return accept(ticker);
      // No trade yet: a flat day at the index, with nothing traded.
      const index = state.market.indexPrice(pair);
      const flat = { open: index, close: index, low: index, high: index, count: 0, quantity: 0, amount: 0 };
      return accept(toCandleRecord(pair, '1DAY', 0, flat));
    },
  },

  'GET /api/third/info/oi': {
    private: false,
    stamped: true,
    handle: ({ params }, { state }) => state.engine.openInterest(optionalPairOf(params, state)?.id),
  },

  'GET /api/third/v1/market/funding/current': {
    private: false,
    handle: ({ params }, { state }) => accept(state.market.funding.current(pairOf(params, state).id)),
  },

  'GET /api/third/v1/market/funding/history': {
    private: false,
    handle: ({ params }, { state }) => {
      const pair = pairOf(params, state);
      const limit = inLimit(params, FUNDING_HISTORY_LIMIT.max);
      const query = optionals(params, ['beginTime', 'endTime', 'idLe'], integer);
      return accept(state.market.funding.history(pair.id, limit === undefined ? query : { ...query, limit }));
    },
  },
};
