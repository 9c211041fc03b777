/**
 * A new exchange is not born with an empty chart: this lays days of one-minute candles (7 unless told) ending
 * just before the minute holding `now`, and with them every longer period. The path is walked backwards from each
 * pair's price at `now` (the index walk's start), so the history runs straight into the live market. Volatility
 * is the pair's profile's; volume follows the takers' activity, busier in volatile minutes and in slowly
 * drifting busy spells. Deterministic given its options (only exact float operations, rounded to ticks and lots).
 */
import type { PairSpec } from '../engine';
import { PAIRS } from '../engine/pairs';
import type { Candles } from './candles';
import { clamp } from './int-math';
import { PERIOD_MS, periodStart } from '../../../shared/exchange/periods';
import { profileOf, PROFILES, type PairProfile } from './profiles';
import { Random } from '../../../shared/random';
import { lotsForNotional, meanTradeNotional, type TakerActivity } from './trade-size';

const MINUTE_MS = PERIOD_MS['1MIN'];
const YEAR_MS = 365.25 * 24 * 3600 * 1000;
/** Keeps the history's random streams apart from the index walk's, which use the pair ids themselves. */
const HISTORY_STREAM = 1 << 16;

export interface HistorySeedOptions {
  now: number;
  seed: number;
  /** Each pair's price at `now` in ticks, e.g. `(id) => walk.price(id)`. */
  endPrice: (pairId: number) => number;
  activity: TakerActivity;
  /** 7 unless given. */
  days?: number;
  pairs?: readonly PairSpec[];
  profiles?: Readonly<Record<string, PairProfile>>;
}

export function seedHistory(candles: Candles, options: HistorySeedOptions): void {
  const { now, seed, endPrice, activity, days = 7, pairs = PAIRS, profiles = PROFILES } = options;
  const minutes = Math.max(1, Math.round(days * 1440));
  const firstMinute = periodStart('1MIN', now) - minutes * MINUTE_MS;
  for (const pair of pairs) {
    const random = Random.forStream(seed, HISTORY_STREAM + pair.id);
    const sigma = profileOf(pair, profiles).annualVolatility * Math.sqrt(MINUTE_MS / YEAR_MS);
    const tradesPerMinute = activity.tradesPerSecond * 60;
    const tradeNotional = meanTradeNotional(activity);

    // Closes from the last minute back to the first; `price` ends as the first minute's open.
    const closes: number[] = [];
    const moves: number[] = [];
    let price = endPrice(pair.id);
    for (let k = minutes - 1; k >= 0; k--) {
      const z = random.normal();
      closes[k] = price;
      moves[k] = Math.abs(z);
      price = clamp(Math.round(price * (1 - sigma * z)), 1, pair.maxTicks);
    }

    let open = price;
    let busy = 1;
    for (let k = 0; k < minutes; k++) {
      const close = closes[k]!;
      const wick = sigma * close * 0.5;
      const high = Math.max(open, close) + Math.round(Math.abs(random.normal()) * wick);
      const low = Math.max(1, Math.min(open, close) - Math.round(Math.abs(random.normal()) * wick));
      busy = clamp(busy + 0.02 * (1 - busy) + 0.05 * random.normal(), 0.3, 3);
      const intensity = busy * (0.5 + 0.6 * moves[k]!) * (0.7 + 0.6 * random.next());
      const count = Math.max(1, Math.round(tradesPerMinute * intensity));
      const notional = count * tradeNotional * (0.6 + 0.8 * random.next());
      const quantity = Math.max(count * pair.minLots, lotsForNotional(pair, notional, close));
      const amount = Math.round((quantity * (open + high + low + close)) / 4);
      candles.add(pair.id, firstMinute + k * MINUTE_MS, { open, high, low, close, count, quantity, amount });
      open = close;
    }
  }
}
