/**
 * The Account region's figures, defined as the paper exchange keeps its books (app/paper/engine/account-queries.ts
 * `balanceRecord`, risk.ts), in the balance's coin (every pair settles in it):
 *
 * - Available: `availableAmount`, free for new orders and margin.
 * - Frozen: `frozenAmount`: what open orders hold (their margin and taker fees) plus the margin of every open
 *   position (the paper exchange counts position margin as frozen). Shown split: "Frozen in orders" (Frozen less
 *   the positions' margin) and "Position margin" (the sum of the positions' margin).
 * - Unrealized PnL: the sum of the positions' `unrealizedPnl`, each valued at its pair's mark.
 * - Equity: Available + Frozen + Unrealized PnL: what the account would hold with every order cancelled and every
 *   position closed at the mark (before the fees of closing).
 * - Margin ratio, as Binance and Bybit mean it: maintenance margin ÷ margin balance, liquidation at 100 %. The
 *   maintenance margin is the maintenance rate (0.5 %) of the value at the mark; the margin balance is what stands
 *   behind the positions. Each isolated position stands alone: margin + PnL. The cross positions stand together on
 *   the whole available balance: Available + Σ (margin + PnL). Adding margin lowers it; a loss raises it. The
 *   account's margin ratio is the highest of these (what is closest to liquidation), and says what it is of. None
 *   without positions; a margin balance at or below zero is past liquidation (Infinity).
 */
import Decimal from 'decimal.js';
import type { Balance } from '../../../shared/exchange';
import { isCross, MAINTENANCE_RATE, notionalAtMark, type PositionFigures } from './margin-model';

export interface MarginRatio {
  /** A fraction: 0.0123 is 1.23 %; Infinity once the margin balance is gone. */
  value: Decimal;
  /** What it is of: "BTC-USDT isolated", or "cross positions". */
  of: string;
}

/** At or above this margin ratio the exchange liquidates. */
export const LIQUIDATION_RATIO = new Decimal(1);

export interface AccountFigures {
  available: Decimal;
  frozen: Decimal;
  /** Frozen by open orders: Frozen less the positions' margin. */
  frozenInOrders: Decimal;
  /** The margin of the open positions (part of Frozen). */
  positionMargin: Decimal;
  unrealizedPnl: Decimal;
  equity: Decimal;
  marginRatio: MarginRatio | null;
}

export function accountFigures(balance: Pick<Balance, 'availableAmount' | 'frozenAmount'>, positions: readonly PositionFigures[]): AccountFigures {
  const available = new Decimal(balance.availableAmount);
  const frozen = new Decimal(balance.frozenAmount);
  const unrealizedPnl = positions.reduce((sum, p) => sum.plus(p.unrealizedPnl), new Decimal(0));
  const positionMargin = positions.reduce((sum, p) => sum.plus(p.marginAmount), new Decimal(0));
  return {
    available,
    frozen,
    frozenInOrders: Decimal.max(frozen.minus(positionMargin), 0),
    positionMargin,
    unrealizedPnl,
    equity: available.plus(frozen).plus(unrealizedPnl),
    marginRatio: marginRatioOf(positions, balance.availableAmount),
  };
}

/** Maintenance margin ÷ margin balance; Infinity when the balance is gone. */
const ratioOf = (balance: Decimal, value: Decimal): Decimal => (balance.lte(0) ? new Decimal(Infinity) : value.times(MAINTENANCE_RATE).div(balance));

/** The highest margin ratio among the isolated positions and the cross positions together; null without positions. */
export function marginRatioOf(positions: readonly PositionFigures[], available: string): MarginRatio | null {
  const ratios: { value: Decimal; of: string }[] = [];
  let crossEquity = new Decimal(available);
  let crossValue = new Decimal(0);
  for (const p of positions) {
    const equity = new Decimal(p.marginAmount).plus(p.unrealizedPnl);
    const value = notionalAtMark(p);
    if (isCross(p)) {
      crossEquity = crossEquity.plus(equity);
      crossValue = crossValue.plus(value);
    } else if (value.gt(0)) {
      ratios.push({ value: ratioOf(equity, value), of: `${p.symbol} isolated` });
    }
  }
  if (crossValue.gt(0)) ratios.push({ value: ratioOf(crossEquity, crossValue), of: 'cross positions' });
  if (ratios.length === 0) return null;
  return ratios.reduce((a, b) => (b.value.gt(a.value) ? b : a));
}
