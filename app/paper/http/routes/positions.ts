/** Margin of a position, and the user's leverage per pair and position type (docs/exchange-api.md). */
import type { Outcome } from '../../engine';
import { SETTLE_COIN } from '../../engine';
import { bool, integer, scaled } from '../params';
import { pairById } from './read';
import type { RouteTable } from './route';

export const positionRoutes: RouteTable = {
  'POST /api/third/order/callMarginAmount': {
    private: true,
    handle: ({ params, accountId, now }, venue) =>
      venue.execute({
        type: 'adjustMargin',
        accountId,
        positionId: params.required('positionId', integer),
        isAdd: params.required('call', bool),
        amount: params.required('marginAmount', scaled(SETTLE_COIN.decimals)),
        now,
      }) as Promise<Outcome<true>>,
  },

  'POST /api/third/v1/trade/setUserLever': {
    private: true,
    body: 'json',
    handle: ({ params, accountId, now }, venue) =>
      venue.execute({
        type: 'setUserLever',
        accountId,
        pairId: pairById(params, venue.state, 'contractPairId').id,
        lever: params.required('lever', integer),
        positionType: params.required('positionType', integer),
        now,
      }) as Promise<Outcome<true>>,
  },
};
