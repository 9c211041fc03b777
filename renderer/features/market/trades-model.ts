/** The Recent trades table's rows: newest first, in the pair's decimals, each with the taker's side. No React here. */
import type { LastTrade, Pair } from '../../../shared/exchange';
import { formatClock } from '../../ui/format';
import { inDecimals } from './change-model';

export type TakerSide = 'buy' | 'sell';

export interface TradeRow {
  /** The trade's id (contractMatchPairId): the row's key. */
  id: number;
  /** "14:03:27", local time. */
  time: string;
  price: string;
  size: string;
  /** The taker's side: a buy lifted an ask, a sell hit a bid. */
  side: TakerSide;
}

/** Newest first (by time, then id); a trade repeated in an answer shows once. */
export function tradeRows(trades: readonly LastTrade[], pair: Pick<Pair, 'priceDecimal' | 'tradeDecimal'> | undefined): TradeRow[] {
  const unique = [...new Map(trades.map((t) => [t.contractMatchPairId, t])).values()];
  return unique
    .sort((a, b) => b.timestamp - a.timestamp || b.contractMatchPairId - a.contractMatchPairId)
    .map((t) => ({
      id: t.contractMatchPairId,
      time: formatClock(t.timestamp),
      price: inDecimals(t.price, pair?.priceDecimal),
      size: inDecimals(t.quantity, pair?.tradeDecimal),
      side: t.isLong ? 'buy' : 'sell',
    }));
}
