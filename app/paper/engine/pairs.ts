/**
 * The pair list. A pair's spec carries what the engine computes with (decimals, limits in lots, the price cap);
 * `toPairRecord` shapes it for the wire.
 */
import type { Pair } from '../../../shared/exchange/records';
import { toScaled } from '../../../shared/decimal';

export interface PairSpec {
  id: number;
  symbol: string;
  tradeCoinId: number;
  tradeCoinName: string;
  priceDecimal: number;
  tradeDecimal: number;
  settleDecimal: number;
  minLever: number;
  maxLever: number;
  minCount: string;
  maxCount: string;
  /** The same limits in lots (units of 10^-tradeDecimal). */
  minLots: number;
  maxLots: number;
  /**
   * The highest accepted price in ticks: any notional at or below it, times the scale-up to settle units, is a
   * safe integer, so every amount the engine computes stays exact.
   */
  maxTicks: number;
  /** price × quantity is counted in 10^-(priceDecimal + tradeDecimal); this many places turn it into settle units. */
  amountToSettle: number;
  makerTradeFeeRate: string;
  takerTradeFeeRate: string;
}

export const SETTLE_COIN = { id: 1, name: 'USDT', decimals: 4 } as const;

function pairSpec(
  id: number,
  base: { id: number; name: string },
  priceDecimal: number,
  tradeDecimal: number,
  minCount: string,
  maxCount: string,
): PairSpec {
  const minLots = toScaled(minCount, tradeDecimal);
  const maxLots = toScaled(maxCount, tradeDecimal);
  if (minLots === null || maxLots === null) throw new Error(`bad limits for ${base.name}`);
  const amountToSettle = SETTLE_COIN.decimals - priceDecimal - tradeDecimal;
  const scaleUp = 10 ** Math.max(0, amountToSettle);
  return {
    id,
    symbol: `${base.name}-${SETTLE_COIN.name}`,
    tradeCoinId: base.id,
    tradeCoinName: base.name,
    priceDecimal,
    tradeDecimal,
    settleDecimal: SETTLE_COIN.decimals,
    minLever: 1,
    maxLever: 25,
    minCount,
    maxCount,
    minLots,
    maxLots,
    maxTicks: Math.floor(Number.MAX_SAFE_INTEGER / maxLots / scaleUp),
    amountToSettle,
    makerTradeFeeRate: '0.02',
    takerTradeFeeRate: '0.06',
  };
}

export const PAIRS: readonly PairSpec[] = [
  pairSpec(1, { id: 2, name: 'BTC' }, 1, 3, '0.001', '100'),
  pairSpec(2, { id: 3, name: 'ETH' }, 2, 2, '0.01', '1000'),
  pairSpec(3, { id: 4, name: 'SOL' }, 3, 1, '0.1', '10000'),
];

export function toPairRecord(pair: PairSpec): Pair {
  return {
    id: pair.id,
    symbol: pair.symbol,
    tradable: true,
    minLever: pair.minLever,
    maxLever: pair.maxLever,
    minCount: pair.minCount,
    maxCount: pair.maxCount,
    tradeDecimal: pair.tradeDecimal,
    priceDecimal: pair.priceDecimal,
    settleDecimal: pair.settleDecimal,
    makerTradeFeeRate: pair.makerTradeFeeRate,
    takerTradeFeeRate: pair.takerTradeFeeRate,
    settleCoinId: SETTLE_COIN.id,
    settleCoinName: SETTLE_COIN.name,
    tradeCoinId: pair.tradeCoinId,
    tradeCoinName: pair.tradeCoinName,
  };
}
