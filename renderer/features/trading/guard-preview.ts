/**
 * What the guards (Settings → Guards) would refuse of the form's order, said under the buttons before the click:
 * the core's own check (shared/trading guard-check.ts) run on what the form knows. The core still decides, so the
 * buttons stay enabled. The guards the form cannot judge here (orders sent in the last minute, the day's realised
 * loss) are left to the core's refusal.
 */
import type { GuardSettings } from '../../../shared/bridge';
import { refusalOf, type GuardedOrder, type GuardFigures, type Quote } from '../../../shared/trading/guard-check';
import { bestAsk, bestBid, isBuy, type EntryContext, type Side } from '../../domain/trading/entry-context';

/** One order the form would send on a side: its quantity and price (a scale's legs are several). */
export interface PreviewOrder {
  quantity: string;
  price: string;
}

export interface GuardPreviewInput {
  isMarket: boolean;
  /** Null while the order's leverage is not known (no leverage check then). */
  leverage: number | null;
  /** Per side, the orders it would send; null when the form has no order for that side yet. */
  orders: Record<Side, readonly PreviewOrder[] | null>;
}

const SIDE_WORD: Record<Side, string> = { buy: 'Buy', sell: 'Sell' };

/** Per side, the first guard it would break, in the guard's words: "Buy: over Largest order value 1,000 USDT (this order 1,499 USDT)". */
export function guardNotes(limits: GuardSettings | null, ctx: EntryContext, input: GuardPreviewInput): string[] {
  if (!limits) return [];
  const judged: GuardSettings = {
    ...limits,
    maxOrdersPerMinute: null,
    dailyLossLimit: null,
    ...(input.leverage === null ? { maxLeverage: null } : {}),
  };
  const { symbol } = ctx.pair;
  const bid = bestBid(ctx);
  const ask = bestAsk(ctx);
  const quotes = new Map<string, Quote>(bid !== null && ask !== null ? [[symbol, { bid, ask }]] : []);
  const position = ctx.position;
  const figures: GuardFigures = {
    positions: new Map(position ? [[symbol, position.isLong ? position.quantity : `-${position.quantity}`]] : []),
    resting: ctx.restingBySide
      ? [
          { pair: symbol, isLong: true, quantity: ctx.restingBySide.buy },
          { pair: symbol, isLong: false, quantity: ctx.restingBySide.sell },
        ]
      : [],
    quotes,
    sentLastMinute: 0,
    realisedToday: null,
    dayStart: '',
  };
  const notes: string[] = [];
  for (const side of ['buy', 'sell'] as const) {
    const orders = input.orders[side];
    // A market order is valued at the book: without both sides of it, the form cannot tell.
    if (!orders || orders.length === 0 || (input.isMarket && !quotes.has(symbol))) continue;
    const guarded: GuardedOrder[] = orders.map((o) => ({
      pair: symbol,
      isLong: isBuy(side),
      isMarket: input.isMarket,
      quantity: o.quantity,
      price: o.price,
      leverage: input.leverage ?? 0,
    }));
    const refusal = refusalOf(judged, guarded, figures);
    if (refusal) notes.push(`${SIDE_WORD[side]}: ${refusal.summary}`);
  }
  return notes;
}
