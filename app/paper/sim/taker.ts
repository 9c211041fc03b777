/**
 * The takers: market orders at random times (a few a second on average), both sides, mostly small, now and
 * then a sweep of the best one or two levels. The side leans against their net position, so they stay roughly
 * flat instead of drifting into an ever larger one.
 */
import { MatchType, PositionType } from '../../../shared/exchange/enums';
import { clamp, lotsForNotional, orderLots, sampleTradeNotional } from '../market';
import type { SimContext, SimPair } from './state';

/** A step never sends more than this many taker orders per pair; a longer backlog (after a pause) is dropped. */
const MAX_TRADES_PER_STEP = 20;

export function takeLiquidity(ctx: SimContext, state: SimPair, indexTicks: number): void {
  for (let n = 0; state.nextTradeAt <= ctx.now && n < MAX_TRADES_PER_STEP; n++) {
    trade(ctx, state, indexTicks);
    state.nextTradeAt += nextGapMs(ctx);
  }
  if (state.nextTradeAt <= ctx.now) state.nextTradeAt = ctx.now + nextGapMs(ctx);
}

/** Gaps uniform in [0, 2 / rate] seconds: the rate on average, never a clockwork beat. */
export const nextGapMs = ({ random, config }: SimContext): number => (random.next() * 2000) / config.taker.tradesPerSecond;

function trade(ctx: SimContext, state: SimPair, indexTicks: number): void {
  const { venue, random, config, pair, takerAccountId, now } = ctx;
  const position = venue.position?.(takerAccountId, pair.id) ?? state.takerNet;
  const limit = Math.max(1, lotsForNotional(pair, config.maxTakerNotional, indexTicks));
  const isLong = random.chance(0.5 - 0.4 * clamp(position / limit, -1, 1));
  const best = venue.bestPrices(pair.id);
  const touch = isLong ? best.ask : best.bid;
  if (touch === null) return;
  const quantity = random.chance(config.sweepProbability)
    ? sweepSize(ctx, state, isLong)
    : orderLots(pair, sampleTradeNotional(random, config.taker), touch);
  const placed = venue.placeOrder(
    takerAccountId,
    {
      pairId: pair.id,
      isLong,
      isMarket: true,
      matchType: MatchType.IOC,
      price: touch,
      quantity,
      lever: config.lever,
      positionType: PositionType.CROSS,
      clientOrderId: ctx.clientOrderId(),
    },
    now,
  );
  if (placed.ok) state.takerNet += isLong ? quantity : -quantity;
}

/** Enough to take the maker's best one or two levels on the side the taker trades against, and a little more. */
function sweepSize({ random, pair }: SimContext, state: SimPair, isLong: boolean): number {
  const levels = state.quotes
    .filter((q) => q.isBid !== isLong)
    .sort((a, b) => (isLong ? a.price - b.price : b.price - a.price))
    .slice(0, 1 + random.below(2));
  const lots = levels.reduce((sum, q) => sum + q.size, 0) * (1 + 0.3 * random.next());
  return clamp(Math.round(lots), pair.minLots, pair.maxLots);
}
