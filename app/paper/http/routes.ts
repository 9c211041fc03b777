/** The route table: method and path to the handler, and whether the caller must sign. */
import { accept, type Outcome, type PaperEngine, toPairRecord } from '../engine';
import { readOrder } from './order-input';
import { integer, type Params } from './params';

/** What a handler gets from one request. */
export interface Call {
  params: Params;
  /** Server time of the request, ms. */
  now: number;
  /** The signer's account; 0 on a public route. */
  accountId: number;
}

export interface Route {
  private: boolean;
  handle(call: Call): Outcome<unknown>;
}

export function routeTable(engine: PaperEngine): Map<string, Route> {
  const pairs = engine.pairs.map(toPairRecord);
  const pairOf = (params: Params) => params.required('pairName', (s) => engine.pair(s) ?? null);
  const routes: Record<string, Route> = {
    'GET /api/third/info/time': { private: false, handle: ({ now }) => accept(now) },
    'GET /api/third/info/pairs': { private: false, handle: () => accept(pairs) },
    'GET /api/third/info/depth': {
      private: false,
      handle: ({ params }) => engine.depth(pairOf(params).id, params.optional('limit', integer)),
    },
    'POST /api/third/hot/order/create': {
      private: true,
      handle: ({ params, accountId, now }) => engine.placeOrder(accountId, readOrder(params, pairOf(params)), now),
    },
    'POST /api/third/order/selectContractCurrentEntrustList': {
      private: true,
      handle: ({ params, accountId }) =>
        engine.openOrders(
          accountId,
          pairOf(params).id,
          params.optional('pageNo', integer),
          params.optional('pageSize', integer),
        ),
    },
    'POST /api/third/order/cancelEntrust': {
      private: true,
      handle: ({ params, accountId, now }) => engine.cancelOrder(accountId, params.required('entrustId', integer), now),
    },
  };
  return new Map(Object.entries(routes));
}
