/** SPEC 4.3: what an account may ask about itself. */
import { accept, illegal } from '../../engine';
import { bool, integer, text } from '../params';
import { optionalPairOf, optionals, pageOf, pairById, pairOf } from './read';
import type { RouteTable } from './route';

const TIME_RANGE = ['beginTime', 'endTime'] as const;

export const accountRoutes: RouteTable = {
  'POST /api/third/hot/order/balance': {
    private: true,
    handle: ({ params, accountId }, { state }) => state.engine.balanceRecord(accountId, params.required('symbol', text)),
  },

  'POST /api/third/order/selectContractCurrentEntrustList': {
    private: true,
    handle: ({ params, accountId }, { state }) => {
      const { pageNo, pageSize } = pageOf(params);
      return state.engine.openOrders(accountId, pairOf(params, state).id, pageNo, pageSize);
    },
  },

  'POST /api/third/order/queryOrder': {
    private: true,
    handle: ({ params, accountId }, { state }) => {
      const order = state.engine.order(accountId, params.required('entrustId', integer));
      return order ? accept(order) : illegal('entrustId');
    },
  },

  'POST /api/third/order/selectContractMatchPairList': {
    private: true,
    handle: ({ params, accountId }, { state }) =>
      state.engine.matchList(accountId, pairOf(params, state).id, {
        ...pageOf(params),
        ...optionals(params, ['matchId'], integer),
      }),
  },

  'POST /api/third/hot/order/selectContractPositionList': {
    private: true,
    handle: ({ params, accountId }, { state }) => {
      const pair = optionalPairOf(params, state);
      return state.engine.positions(accountId, { ...pageOf(params), ...(pair ? { pairId: pair.id } : {}) });
    },
  },

  'POST /api/third/hot/order/selectContractTariffList': {
    private: true,
    handle: ({ params, accountId }, { state }) => {
      const pair = optionalPairOf(params, state);
      return state.engine.tariffs(accountId, { ...pageOf(params), ...(pair ? { pairId: pair.id } : {}) });
    },
  },

  'GET /api/third/v1/trade/fillHistory': {
    private: true,
    handle: ({ params, accountId }, { state }) => {
      const isAsc = params.optional('isAsc', bool);
      return state.engine.fillHistory(accountId, pairOf(params, state).id, {
        ...optionals(params, ['orderId', 'limit', 'idLe', 'idGe', ...TIME_RANGE], integer),
        ...(isAsc === undefined ? {} : { isAsc }),
      });
    },
  },

  'GET /api/third/v1/rebates/maker/earnings/trade': {
    private: true,
    handle: ({ params, accountId }, { state }) =>
      state.engine.makerEarnings(
        accountId,
        pairOf(params, state).id,
        optionals(params, ['idLe', 'limit', ...TIME_RANGE], integer),
      ),
  },

  'GET /api/third/v1/rebates/maker/earningsInfo': {
    private: true,
    handle: ({ params, accountId }, { state }) =>
      state.engine.makerEarningDays(accountId, pairOf(params, state).id, optionals(params, ['idLe', 'limit'], integer)),
  },

  'GET /api/third/v1/orders/histories': {
    private: true,
    handle: ({ params, accountId }, { state }) =>
      state.engine.orderHistory(
        accountId,
        pairOf(params, state, 'symbol').id,
        optionals(params, ['beginTime', 'limit'], integer),
      ),
  },

  'GET /api/third/v1/trade/getUserLever': {
    private: true,
    handle: ({ params, accountId }, { state }) =>
      state.engine.getUserLever(
        accountId,
        pairById(params, state, 'contractPairId').id,
        params.optional('positionType', integer),
      ),
  },

  'POST /api/third/hot/order/tradeConfigList': {
    private: true,
    stamped: true,
    handle: (_call, { state }) => accept(state.engine.tradeConfigs()),
  },
};
