/**
 * The market maker: keeps its ladder of GTC quotes around the centre, cancelling and placing only what changed.
 * A quote that was filled (or filled down to under a quarter of its size) is replaced with a fresh size. All
 * cancels go before any placement, so its new quotes never meet its old ones.
 */
import { MatchType, PositionType } from '../../../shared/exchange/enums';
import { orderLots } from '../market';
import { ladder } from './ladder';
import type { Quote, SimContext, SimPair } from './state';

export function requote(ctx: SimContext, state: SimPair, centerTicks: number): void {
  const { venue, random, config, makerAccountId, now } = ctx;
  const { bids, asks } = ladder(centerTicks, config.spreadTicks, state.stepTicks, config.levels);
  const wanted = (quote: Quote) => (quote.isBid ? bids : asks).includes(quote.price);
  const cancel = (quote: Quote) => venue.cancelOrder(makerAccountId, quote.orderId, now);

  const kept: Quote[] = [];
  for (const quote of state.quotes) {
    const resting = venue.restingQuantity(makerAccountId, quote.orderId);
    if (resting === 0) continue;
    if (resting * 4 < quote.size || !wanted(quote)) cancel(quote);
    else kept.push(quote);
  }
  if (kept.length > 0 && random.chance(config.refreshProbability)) {
    cancel(kept.splice(random.below(kept.length), 1)[0]!);
  }

  fillGaps(ctx, kept, true, bids);
  fillGaps(ctx, kept, false, asks);
  state.quotes = kept;
}

/** Places a quote at each of the side's prices (best first) that has none. */
function fillGaps(ctx: SimContext, quotes: Quote[], isBid: boolean, prices: readonly number[]): void {
  prices.forEach((price, depth) => {
    if (quotes.some((q) => q.isBid === isBid && q.price === price)) return;
    const quote = place(ctx, isBid, price, depth);
    if (quote !== null) quotes.push(quote);
  });
}

function place(ctx: SimContext, isBid: boolean, price: number, depth: number): Quote | null {
  const { venue, random, config, pair, makerAccountId, now } = ctx;
  const { min, max } = config.quoteNotional;
  const u = random.next();
  const notional = (min + (max - min) * u * u) * (1 + config.depthGrowth * depth);
  const size = orderLots(pair, notional, price);
  const placed = venue.placeOrder(
    makerAccountId,
    {
      pairId: pair.id,
      isLong: isBid,
      isMarket: false,
      matchType: MatchType.GTC,
      price,
      quantity: size,
      lever: config.lever,
      positionType: PositionType.CROSS,
      clientOrderId: ctx.clientOrderId(),
    },
    now,
  );
  return placed.ok ? { orderId: placed.value.orderId, isBid, price, size } : null;
}
