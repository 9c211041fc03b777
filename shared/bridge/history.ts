/**
 * The trader's history on the bridge (`history.*`): the parameters (a period, a note's target) and what comes
 * back (totals and statistics, round trips, daily PnL, equity, notes). Money is decimal strings.
 */
import { z } from 'zod';
import { pairName } from './params';

const ms = z.number().int('a time is whole milliseconds').nonnegative('a time cannot be negative');

/** Today (since UTC midnight), the last 7 or 30 days, everything, or a range in ms (`to` left out: until now). */
export const historyPeriod = z
  .union([
    z.enum(['today', '7d', '30d', 'all']),
    z
      .object({ from: ms, to: ms.optional() })
      .strict()
      .refine((p) => p.to === undefined || p.from <= p.to, { message: 'a period’s end cannot come before its start' }),
  ])
  .default('all');
export type HistoryPeriod = z.input<typeof historyPeriod>;

/** A round trip (`trip:BTC-USDT:123`, its id) or a fill (`fill:BTC-USDT:456`, its trade id). */
export const noteTarget = z
  .string()
  .regex(/^(trip|fill):[A-Z0-9]{1,20}-[A-Z0-9]{1,20}:\d{1,16}$/, 'a note is on "trip:<pair>:<id>" or "fill:<pair>:<trade id>"');
/** A round trip's id: `<pair>:<trade id of its first fill>`. */
export const tripId = z.string().regex(/^[A-Z0-9]{1,20}-[A-Z0-9]{1,20}:\d{1,16}$/, 'a round trip is "<pair>:<trade id of its first fill>"');
const tag = z
  .string()
  .trim()
  .min(1, 'a tag cannot be empty')
  .max(40, 'a tag is at most 40 characters')
  .regex(/^[^,\n]+$/, 'a tag holds no comma or line break');

export const historyParams = {
  period: z.object({ period: historyPeriod }).strict(),
  roundTrips: z.object({ period: historyPeriod, pair: pairName.optional() }).strict(),
  setNote: z
    .object({
      target: noteTarget,
      note: z.string().max(10_000, 'a note is at most 10 000 characters'),
      tags: z.array(tag).max(20, 'at most 20 tags').default([]),
    })
    .strict(),
  note: z.object({ target: noteTarget }).strict(),
  tripFills: z.object({ tripId }).strict(),
  search: z.object({ text: z.string().min(1).max(200).optional(), tag: tag.optional() }).strict(),
};

export interface HistoryMoney {
  realised: string;
  /** Paid. */
  fees: string;
  /** Received (positive) or paid (negative). */
  funding: string;
  rebates: string;
  /** realised − fees + funding + rebates. */
  net: string;
}

export interface TradeStatistics extends HistoryMoney {
  /** Round trips closed in the period. */
  trades: number;
  wins: number;
  losses: number;
  /** Percent of trades that won, 2 decimals; null without trades. */
  winRate: string | null;
  averageWin: string | null;
  /** Negative. */
  averageLoss: string | null;
  /** Gross won ÷ gross lost, 2 decimals; null without a loss. */
  profitFactor: string | null;
  /** Negative; null without a loss. */
  largestLoss: string | null;
  /** Percent of the traded value made as maker, 2 decimals; null without fills. */
  makerShare: string | null;
  /** Traded value (sum of fill amounts). */
  volume: string;
}

export interface HistorySummary {
  /** The period resolved to ms (null: open). */
  from: number | null;
  to: number | null;
  overall: TradeStatistics;
  markets: ({ symbol: string } & TradeStatistics)[];
  /** What the history holds and how far back, and when it was last read. */
  status: HistoryStatus;
}

export interface HistoryStatus {
  fills: number;
  orders: number;
  funding: number;
  rebates: number;
  snapshots: number;
  /** Time of the oldest fill kept; null without one. */
  oldestFill: number | null;
  lastSync: number | null;
  /** Why the last read failed (it is tried again); null when it went through. */
  lastError: string | null;
}

export interface RoundTrip {
  /** `<pair>:<trade id of its first fill>`; its note's target is `trip:<id>`. */
  id: string;
  symbol: string;
  side: 'long' | 'short';
  openTime: number;
  /** Null while the position is still open. */
  closeTime: number | null;
  /** The largest size the position reached. */
  size: string;
  /** Quantity-weighted average price of the opening fills. */
  entryPrice: string;
  /** Quantity-weighted average price of the closing fills; null before any. */
  exitPrice: string | null;
  closedQuantity: string;
  realised: string;
  /** Paid (positive). */
  fees: string;
  /** Received (positive) or paid (negative). */
  funding: string;
  rebates: string;
  /** realised − fees + funding + rebates. */
  net: string;
  /** Its fills' trade ids, in order. */
  tradeIds: number[];
  /** Its part of each of those fills, in the same order: less than the fill only where the fill flipped the position. */
  tradeQuantities: string[];
  /** Its first fill closed a position opened before the history begins. */
  beforeHistory: boolean;
}

/** One fill of a round trip, as the exchange booked it, with the trip's part of it. */
export interface TripFill {
  tradeId: number;
  time: number;
  side: 'buy' | 'sell';
  price: string;
  /** The fill's whole quantity. */
  quantity: string;
  /** The round trip's part of it: less than `quantity` only where the fill flipped the position. */
  tripQuantity: string;
  isTaker: boolean;
  /** The fill's whole fee, paid. */
  fee: string;
}

export interface HistoryNote {
  target: string;
  note: string;
  tags: string[];
  updated: number;
}

export interface RoundTripView extends RoundTrip {
  note: HistoryNote | null;
}

export interface DailyPnl extends HistoryMoney {
  /** UTC midnight of the day, ms. */
  day: number;
}

export interface EquityPoint {
  time: number;
  /** Available plus frozen. */
  balance: string;
  unrealized: string;
  /** Balance plus the open positions' unrealised PnL. */
  equity: string;
}
