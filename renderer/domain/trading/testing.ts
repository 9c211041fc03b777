/** For the order form's tests: BTC-USDT as the paper exchange lists it, its still book, and a fresh account. */
import type { EntryContext, EntryPair, Side } from './entry-context';
import { bookOf } from '../market/testing';

export const BTC: EntryPair = {
  symbol: 'BTC-USDT',
  tradable: true,
  priceDecimal: 1,
  tradeDecimal: 3,
  settleDecimal: 4,
  minCount: '0.001',
  maxCount: '100',
  minLever: 1,
  maxLever: 25,
  makerTradeFeeRate: '0.02',
  takerTradeFeeRate: '0.06',
  tradeCoinName: 'BTC',
  settleCoinName: 'USDT',
};

/** The paper exchange's trade config for BTC-USDT. */
export const BTC_CONFIG = {
  takerFeeRate: '0.0006',
  makerFeeRate: '0.0002',
  quantityMin: '0.001',
  quantityMax: '100',
  amountMin: '0.0001',
  amountMax: '562949950.0000',
};

export const context = (more: Partial<EntryContext> = {}): EntryContext => ({
  pair: BTC,
  config: BTC_CONFIG,
  book: bookOf(
    [
      ['60010.0', '0.112'],
      ['60020.0', '4.906'],
    ],
    [
      ['59990.0', '3.173'],
      ['59980.0', '2.685'],
    ],
  ),
  available: '10000.0000',
  position: null,
  otherCross: [],
  openOrderModes: [],
  leverageRange: { min: 1, max: 25 },
  rebateRate: '0',
  ...more,
});

/** What the forms' tests start from beside each form's own fields: 10×, isolated, good till cancelled. */
export const ORDER_DEFAULTS = { leverage: 10, marginMode: 'isolated', timeInForce: 'GTC' } as const;

/** `buy` and `sell` through a form's engine: the fields `start` with `more` over them, in `ctx` (the still book above). */
export function sidesOf<Fields, Result>(evaluate: (fields: Fields, ctx: EntryContext, side: Side) => Result, start: NoInfer<Fields>) {
  const side =
    (which: Side) =>
    (more: Partial<Fields> = {}, ctx = context()) =>
      evaluate({ ...start, ...more }, ctx, which);
  return { buy: side('buy'), sell: side('sell') };
}

/** ETH-USDT and SOL-USDT as the paper exchange lists them (app/paper/engine/pairs.ts), with their trade configs. */
export const ETH: EntryPair = {
  ...BTC,
  symbol: 'ETH-USDT',
  priceDecimal: 2,
  tradeDecimal: 2,
  minCount: '0.01',
  maxCount: '1000',
  tradeCoinName: 'ETH',
};
export const SOL: EntryPair = {
  ...BTC,
  symbol: 'SOL-USDT',
  priceDecimal: 3,
  tradeDecimal: 1,
  minCount: '0.1',
  maxCount: '10000',
  tradeCoinName: 'SOL',
};
const configOf = (pair: EntryPair) => ({ ...BTC_CONFIG, quantityMin: pair.minCount, quantityMax: pair.maxCount });

/** The paper exchange's three pairs, each with its trade config and no book. */
export const PAPER_PAIRS = [BTC, ETH, SOL].map((pair) => ({ pair, config: configOf(pair) }));
