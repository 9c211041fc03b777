/** Test support: a transport the test answers, by hand or with a handler per method. Never used by the app. */
import type { BandHint, BridgeResult, MethodName, ParamsOf, ResultOf } from '../../../shared/bridge';
import type { Depth, Order, Pair } from '../../../shared/exchange';
import { orderRecord, positionRecord } from '../../../shared/exchange/testing';
import type { WriteInvoke } from '../../bridge/client';

export interface FakeCall {
  method: MethodName;
  params: unknown;
  /** The band of the request budget the call asked for, if any. */
  band: BandHint | undefined;
  at: number;
  settled: boolean;
  answer: (result: BridgeResult<unknown>) => void;
}

export type Handlers = { [M in MethodName]?: (params: ParamsOf<M>) => BridgeResult<ResultOf<M>> };

export function fakeInvoke(handlers: Handlers = {}) {
  const calls: FakeCall[] = [];
  const invoke = ((method: MethodName, params: unknown, band?: BandHint) =>
    new Promise<BridgeResult<unknown>>((resolve) => {
      const call: FakeCall = {
        method,
        params,
        band,
        at: Date.now(),
        settled: false,
        answer: (result) => {
          if (call.settled) throw new Error(`${method} answered twice`);
          call.settled = true;
          resolve(result);
        },
      };
      calls.push(call);
      const handler = handlers[method] as ((p: unknown) => BridgeResult<unknown>) | undefined;
      if (handler) call.answer(handler(params));
    })) as WriteInvoke;
  return {
    invoke,
    calls,
    handlers,
    of: (method: MethodName) => calls.filter((c) => c.method === method),
    /** Calls of `method` not yet answered. */
    open: (method: MethodName) => calls.filter((c) => c.method === method && !c.settled),
  };
}

export const pair = (symbol: string, priceDecimal: number, tradeDecimal: number, minCount: string): Pair => ({
  id: symbol.length,
  symbol,
  tradable: true,
  minLever: 1,
  maxLever: 25,
  minCount,
  maxCount: '1000',
  tradeDecimal,
  priceDecimal,
  settleDecimal: 2,
  makerTradeFeeRate: '0.02',
  takerTradeFeeRate: '0.06',
  settleCoinId: 1,
  settleCoinName: 'USDT',
  tradeCoinId: 2,
  tradeCoinName: symbol.split('-')[0] ?? symbol,
});

export const PAIRS: Pair[] = [pair('BTC-USDT', 1, 3, '0.001'), pair('ETH-USDT', 2, 2, '0.01')];

export const depthOf = (mid: string): Depth => ({
  bids: [{ price: mid, quantity: '1.000' }],
  asks: [{ price: `${mid}5`, quantity: '2.000' }],
});

export const order = (id: number, symbol: string, price: string): Order =>
  orderRecord({ id, clientOrderId: `c${id}`, symbol, price, createTime: 1_700_000_000_000 + id, updateTime: 1_700_000_000_000 + id });

export const ok = <T>(value: T): BridgeResult<T> => ({ ok: true, value });

/** An isolated long of 0.250 BTC at 60000.0, 5× (id 41), with whatever a test changes. */
export const position = positionRecord;
