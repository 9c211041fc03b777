/**
 * The Account region's figures, defined as the paper exchange keeps its books (app/paper/engine/account-queries.ts
 * `balanceRecord`, risk.ts), in the balance's coin (every pair settles in it):
 *
 * - Available: `availableAmount`, free for new orders and margin.
 * - Frozen: `frozenAmount`: what open orders hold (their margin and taker fees) plus the margin of every open
 *   position (the paper exchange counts position margin as frozen).
 * - Unrealized PnL: the sum of the positions' `unrealizedPnl`, each valued at its pair's mark.
 * - Equity: Available + Frozen + Unrealized PnL: what the account would hold with every order cancelled and every
 *   position closed at the mark (before the fees of closing).
 * - Margin ratio: the exchange's liquidation test as a ratio, equity behind positions over their value at the mark;
 *   a position is liquidated when its ratio falls to the maintenance rate (0.5 %). Each isolated position stands
 *   alone: (margin + PnL) / value. The cross positions stand together on the whole available balance:
 *   (Available + Σ (margin + PnL)) / Σ value. The account's margin ratio is the lowest of these (what is closest
 *   to liquidation), and says what it is of. None without positions.
 */
import Decimal from 'decimal.js';
import type { Balance } from '../../../shared/exchange';
import { isCross, MAINTENANCE_RATE, notionalAtMark, type PositionFigures } from './margin-model';

export interface MarginRatio {
  /** A fraction: 0.0123 is 1.23 %. */
  value: Decimal;
  /** What it is of: "BTC-USDT isolated", or "cross positions". */
  of: string;
  /** At or below this the exchange liquidates. */
  maintenance: Decimal;
}

export interface AccountFigures {
  available: Decimal;
  frozen: Decimal;
  unrealizedPnl: Decimal;
  equity: Decimal;
  marginRatio: MarginRatio | null;
}

export function accountFigures(balance: Pick<Balance, 'availableAmount' | 'frozenAmount'>, positions: readonly PositionFigures[]): AccountFigures {
  const available = new Decimal(balance.availableAmount);
  const frozen = new Decimal(balance.frozenAmount);
  const unrealizedPnl = positions.reduce((sum, p) => sum.plus(p.unrealizedPnl), new Decimal(0));
  return {
    available,
    frozen,
    unrealizedPnl,
    equity: available.plus(frozen).plus(unrealizedPnl),
    marginRatio: marginRatioOf(positions, balance.availableAmount),
  };
}

/** The lowest margin ratio among the isolated positions and the cross positions together; null without positions. */
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
      ratios.push({ value: equity.div(value), of: `${p.symbol} isolated` });
    }
  }
  if (crossValue.gt(0)) ratios.push({ value: crossEquity.div(crossValue), of: 'cross positions' });
  if (ratios.length === 0) return null;
  const lowest = ratios.reduce((a, b) => (b.value.lt(a.value) ? b : a));
  return { ...lowest, maintenance: MAINTENANCE_RATE };
}
