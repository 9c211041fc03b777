/**
 * A new exchange's book is not empty: an internal market maker (an account with no API key) rests ten levels a
 * side around each pair's reference price. The quantities come from a small seeded PRNG, so a seed always
 * gives the same book.
 */
import { MatchType, PositionType } from '../../../shared/exchange/enums';
import { toScaled } from '../../../shared/decimal';
import type { PaperEngine } from './engine';
import { Random } from '../../../shared/random';
import { extraMarketPrice, SETTLE_COIN, type PairSpec } from './pairs';

const LEVELS = 10;
/** Prices around which each pair's book is laid, and the gap between levels. */
const REFERENCE: Record<string, { mid: string; step: string }> = {
  'BTC-USDT': { mid: '60000.0', step: '10.0' },
  'ETH-USDT': { mid: '3000.00', step: '1.00' },
  'SOL-USDT': { mid: '150.000', step: '0.100' },
};
/** Each level holds between 0.1 and 5 BTC worth, valuing BTC at this many USDT. */
const BTC_VALUE = 60_000;
const MAKER_BALANCE = '1000000000';

/** Opens the market maker's account and rests its orders; returns the account id. */
export function seedMarket(engine: PaperEngine, seed: number, now: number): number {
  const maker = engine.openAccount(toScaled(MAKER_BALANCE, SETTLE_COIN.decimals)!);
  const random = new Random(seed);
  for (const pair of engine.pairs) {
    const reference = referenceOf(pair);
    if (reference === undefined) continue;
    const { mid, step } = reference;
    for (let level = 1; level <= LEVELS; level++) {
      for (const isLong of [true, false]) {
        const price = isLong ? mid - level * step : mid + level * step;
        const btcThousandths = 100 + Math.floor(random.next() * 4901);
        const notional = (btcThousandths * BTC_VALUE) / 1000; // USDT
        const lots = Math.floor((notional * 10 ** (pair.priceDecimal + pair.tradeDecimal)) / price);
        const placed = engine.placeOrder(
          maker,
          {
            pairId: pair.id,
            isLong,
            isMarket: false,
            matchType: MatchType.GTC,
            price,
            quantity: Math.min(pair.maxLots, Math.max(pair.minLots, lots)),
            lever: 1,
            positionType: PositionType.CROSS,
            clientOrderId: `mm-${pair.id}-${isLong ? 'bid' : 'ask'}-${level}`,
          },
          now,
        );
        if (!placed.ok) throw new Error(`seeding ${pair.symbol}: ${placed.msg}`);
      }
    }
  }
  return maker;
}

/** Mid and step in ticks; an extra market's step is a tenth of a percent of its price. */
function referenceOf(pair: PairSpec): { mid: number; step: number } | undefined {
  const standard = REFERENCE[pair.symbol];
  if (standard) return { mid: toScaled(standard.mid, pair.priceDecimal)!, step: toScaled(standard.step, pair.priceDecimal)! };
  const price = extraMarketPrice(pair.symbol);
  if (price === undefined) return undefined;
  const mid = toScaled(price, pair.priceDecimal)!;
  return { mid, step: Math.max(1, Math.round(mid / 1000)) };
}
