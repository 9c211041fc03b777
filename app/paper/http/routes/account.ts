/** What an account may ask about itself (docs/exchange-api.md). */
import { accept, illegal, type Outcome } from '../../engine';
import type { PaperState } from '../../state/paper-state';
import { bool, integer, text, type Params } from '../params';
import { optionalPairOf, optionals, pageOf, pairById, pairOf } from './read';
import type { Route, RouteTable } from './route';

const TIME_RANGE = ['beginTime', 'endTime'] as const;

/** A private route that answers from what the state holds of the signer's account. */
const ownRead = (
  answer: (params: Params, accountId: number, state: PaperState) => Outcome<unknown>,
  options: Pick<Route, 'stamped'> = {},
): Route => ({ private: true, ...options, handle: ({ params, accountId }, { state }) => answer(params, accountId, state) });

export const accountRoutes: RouteTable = {
  'POST /api/third/hot/order/balance': ownRead((params, accountId, state) => state.engine.balanceRecord(accountId, params.required('symbol', text))),

  'POST /api/third/order/selectContractCurrentEntrustList': ownRead((params, accountId, state) => {
    const { pageNo, pageSize } = pageOf(params);
    return state.engine.openOrders(accountId, pairOf(params, state).id, pageNo, pageSize);
  }),

  'POST /api/third/order/queryOrder': ownRead((params, accountId, state) => {
    const order = state.engine.order(accountId, params.required('entrustId', integer));
    return order ? accept(order) : illegal('entrustId');
  }),

  'POST /api/third/order/selectContractMatchPairList': ownRead((params, accountId, state) =>
    state.engine.matchList(accountId, pairOf(params, state).id, {
      ...pageOf(params),
      ...optionals(params, ['matchId'], integer),
    }),
  ),

  'POST /api/third/hot/order/selectContractPositionList': ownRead((params, accountId, state) => {
    const pair = optionalPairOf(params, state);
    return state.engine.positions(accountId, { ...pageOf(params), ...(pair ? { pairId: pair.id } : {}) });
  }),

  'POST /api/third/hot/order/selectContractTariffList': ownRead((params, accountId, state) => {
    const pair = optionalPairOf(params, state);
    return state.engine.tariffs(accountId, { ...pageOf(params), ...(pair ? { pairId: pair.id } : {}) });
  }),

  'GET /api/third/v1/trade/fillHistory': ownRead((params, accountId, state) => {
    const isAsc = params.optional('isAsc', bool);
    return state.engine.fillHistory(accountId, pairOf(params, state).id, {
      ...optionals(params, ['orderId', 'limit', 'idLe', 'idGe', ...TIME_RANGE], integer),
      ...(isAsc === undefined ? {} : { isAsc }),
    });
  }),

  'GET /api/third/v1/rebates/maker/earnings/trade': ownRead((params, accountId, state) =>
    state.engine.makerEarnings(accountId, pairOf(params, state).id, optionals(params, ['idLe', 'limit', ...TIME_RANGE], integer)),
  ),

  'GET /api/third/v1/rebates/maker/earningsInfo': ownRead((params, accountId, state) =>
    state.engine.makerEarningDays(accountId, pairOf(params, state).id, optionals(params, ['idLe', 'limit'], integer)),
  ),

  'GET /api/third/v1/orders/histories': ownRead((params, accountId, state) =>
    state.engine.orderHistory(accountId, pairOf(params, state, 'symbol').id, optionals(params, ['beginTime', 'limit'], integer)),
  ),

  'GET /api/third/v1/trade/getUserLever': ownRead((params, accountId, state) =>
    state.engine.getUserLever(accountId, pairById(params, state, 'contractPairId').id, params.optional('positionType', integer)),
  ),

  'POST /api/third/hot/order/tradeConfigList': ownRead((_params, _accountId, state) => accept(state.engine.tradeConfigs()), { stamped: true }),
};
