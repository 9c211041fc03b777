/** Positions: the list, margin added or removed, and the leverage setting per pair and margin mode. */
import type { LeverageSetting, ValidParamsOf } from '../../shared/bridge';
import { decimalsOf } from '../../shared/decimal';
import type { Position } from '../../shared/exchange';
import { ExchangeError, type ExchangeClient } from '../exchange';
import { allPages } from './all-pages';
import type { WatchSet } from './watch-set';
import type { Journaled } from './journaled';
import type { MarketService } from './market';
import { checkLeverage, positionTypeOf } from './order-request';

export interface PositionsService {
  list(symbol?: string): Promise<Position[]>;
  /** The open position `positionId` on `symbol`, or an invalid-input error saying it is gone. */
  get(symbol: string, positionId: number): Promise<Position>;
  adjustMargin(params: ValidParamsOf<'positions.adjustMargin'>): Promise<Position>;
  leverage(params: ValidParamsOf<'positions.leverage'>): Promise<LeverageSetting>;
  setLeverage(params: ValidParamsOf<'positions.setLeverage'>): Promise<LeverageSetting>;
}

export function createPositionsService(client: ExchangeClient, market: MarketService, journaled: Journaled, watch: WatchSet): PositionsService {
  const list = async (symbol?: string): Promise<Position[]> => {
    if (symbol !== undefined) await market.pair(symbol);
    const positions = await allPages((pageNo, pageSize) => client.call('positions', { pairName: symbol, pageNo, pageSize }));
    // Where the trader holds positions is where fills and liquidations are watched.
    watch.positionsSeen(
      positions.map((p) => p.symbol),
      symbol === undefined,
    );
    return positions;
  };

  const get = async (symbol: string, positionId: number): Promise<Position> => {
    const position = (await list(symbol)).find((p) => p.id === positionId);
    if (!position) throw new ExchangeError('invalid-input', `There is no open position #${positionId} on ${symbol}`);
    return position;
  };

  const leverage = async ({ pair: symbol, marginMode }: ValidParamsOf<'positions.leverage'>): Promise<LeverageSetting> => {
    const pair = await market.pair(symbol);
    const setting = await client.call('getUserLever', { contractPairId: pair.id, positionType: positionTypeOf(marginMode) });
    return { pair: symbol, marginMode, leverage: setting.lever, minLeverage: pair.minLever, maxLeverage: pair.maxLever };
  };

  return {
    list,
    get,
    leverage,

    async adjustMargin({ pair: symbol, positionId, direction, amount }) {
      const pair = await market.pair(symbol);
      if (decimalsOf(amount) > pair.settleDecimal) {
        throw new ExchangeError('invalid-input', `Amount allows at most ${pair.settleDecimal} decimals`);
      }
      await get(symbol, positionId);
      const params = { positionId, call: direction === 'add', marginAmount: amount };
      await journaled('adjustMargin', `margin-${positionId}-${Date.now()}`, { pair: symbol, ...params }, async () => {
        if (!(await client.call('adjustMargin', params))) {
          throw new ExchangeError('rejected', `The exchange did not ${direction} margin on position #${positionId}`);
        }
        return true;
      });
      return get(symbol, positionId);
    },

    async setLeverage({ pair: symbol, marginMode, leverage: lever }) {
      const pair = await market.pair(symbol);
      checkLeverage(pair, lever);
      const params = { contractPairId: pair.id, lever, positionType: positionTypeOf(marginMode) };
      await journaled('setLeverage', `lever-${pair.id}-${Date.now()}`, { pair: symbol, ...params }, async () => {
        if (!(await client.call('setUserLever', params))) {
          throw new ExchangeError('rejected', `The exchange did not set leverage ${lever} on ${symbol}`);
        }
        return true;
      });
      return leverage({ pair: symbol, marginMode });
    },
  };
}
