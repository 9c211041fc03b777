/**
 * The pair list. A pair's spec carries what the engine computes with (decimals, limits in lots, the price cap,
 * fee rates); `toPairRecord` and `toTradeConfig` shape it for the wire.
 */
import type { Pair, TradeConfig } from '../../../shared/exchange/records';
import { fromScaled, toScaled } from '../../../shared/decimal';
import { rateAsFraction, rateAsPercent } from './rates';

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
  /** The largest position an account may hold on the pair, counting what its open orders could add. */
  maxPositionLots: number;
  /** Settle units per tick × lot: price × quantity × scale is an amount in settle units. */
  scale: number;
  /**
   * The highest accepted price in ticks: the largest position's notional at it stays below MAX_NOTIONAL, so
   * every amount the engine computes, and sums of a few of them, stay exact.
   */
  maxTicks: number;
  /** Fee rates in units of 10^-8. */
  makerFeeRate: number;
  takerFeeRate: number;
}

export const SETTLE_COIN = { id: 1, name: 'USDT', decimals: 4 } as const;
/** 2^49 settle units, about 56 billion USDT: the bound on any one notional. */
const MAX_NOTIONAL = 2 ** 49;
/** A position may be this many times the largest order. */
const POSITION_ORDERS = 100;
const MAKER_FEE_RATE = 20_000; // 0.02 %
const TAKER_FEE_RATE = 60_000; // 0.06 %

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
  const scalePlaces = SETTLE_COIN.decimals - priceDecimal - tradeDecimal;
  if (scalePlaces < 0) throw new Error(`${base.name}: price × quantity must be a whole number of settle units`);
  const scale = 10 ** scalePlaces;
  const maxPositionLots = POSITION_ORDERS * maxLots;
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
    maxPositionLots,
    scale,
    maxTicks: Math.floor(MAX_NOTIONAL / maxPositionLots / scale),
    makerFeeRate: MAKER_FEE_RATE,
    takerFeeRate: TAKER_FEE_RATE,
  };
}

export const PAIRS: readonly PairSpec[] = [
  pairSpec(1, { id: 2, name: 'BTC' }, 1, 3, '0.001', '100'),
  pairSpec(2, { id: 3, name: 'ETH' }, 2, 2, '0.01', '1000'),
  pairSpec(3, { id: 4, name: 'SOL' }, 3, 1, '0.1', '10000'),
];

/** The most extra markets an exchange may list (their names have three digits). */
export const MAX_EXTRA_MARKETS = 999;
const EXTRA_NAME = /^M(\d{3})-USDT$/;

/** The name of extra market `n` (from 1): M001-USDT, M002-USDT, … */
export const extraMarketSymbol = (n: number): string => `M${String(n).padStart(3, '0')}-${SETTLE_COIN.name}`;

/**
 * The standard pairs and `markets` extra ones after them (a real venue's scale for tests and demos): traded like
 * SOL (3 price decimals, 1 quantity decimal), each at its own price.
 */
export function listedPairs(markets = 0): readonly PairSpec[] {
  if (!Number.isInteger(markets) || markets < 0 || markets > MAX_EXTRA_MARKETS) {
    throw new Error(`markets must be a whole number from 0 to ${MAX_EXTRA_MARKETS}`);
  }
  if (markets === 0) return PAIRS;
  const extra = Array.from({ length: markets }, (_, i) =>
    pairSpec(PAIRS.length + 1 + i, { id: PAIRS.length + 2 + i, name: extraMarketSymbol(i + 1).split('-')[0]! }, 3, 1, '0.1', '10000'),
  );
  return [...PAIRS, ...extra];
}

/** Whether the pair is one of the extra markets (`--markets N`). */
export const isExtraMarket = (pair: Pick<PairSpec, 'symbol'>): boolean => EXTRA_NAME.test(pair.symbol);

/** An extra market's reference price (where its index starts and its still book lies), or undefined for others. */
export function extraMarketPrice(symbol: string): string | undefined {
  const match = EXTRA_NAME.exec(symbol);
  if (!match) return undefined;
  // Spread over 1 to 500 USDT, the same for a name on every exchange.
  const n = Number(match[1]);
  return `${1 + ((n * 37) % 500)}.000`;
}

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
    makerTradeFeeRate: rateAsPercent(pair.makerFeeRate),
    takerTradeFeeRate: rateAsPercent(pair.takerFeeRate),
    settleCoinId: SETTLE_COIN.id,
    settleCoinName: SETTLE_COIN.name,
    tradeCoinId: pair.tradeCoinId,
    tradeCoinName: pair.tradeCoinName,
  };
}

/**
 * Fee rates as fractions. The amount limits are the ones the order limits imply (the smallest order at one
 * tick, the largest at the price cap): the engine enforces no others.
 */
export function toTradeConfig(pair: PairSpec): TradeConfig {
  return {
    pairId: pair.id,
    takerFeeRate: rateAsFraction(pair.takerFeeRate),
    makerFeeRate: rateAsFraction(pair.makerFeeRate),
    quantityMin: pair.minCount,
    quantityMax: pair.maxCount,
    amountMin: fromScaled(pair.minLots * pair.scale, pair.settleDecimal),
    amountMax: fromScaled(pair.maxLots * pair.maxTicks * pair.scale, pair.settleDecimal),
  };
}
