/**
 * Funding settlement. Each open position pays or receives quantity × mark × rate: longs pay shorts when the rate
 * is positive. Payments round up and receipts down, through the house, which keeps the remainder, so the sum is
 * exact. An isolated position pays from and is paid into its margin; a cross position pays from the available
 * balance, then its margin, and is paid into the available balance. What a position cannot pay the house forgoes;
 * the liquidation check that follows at the same mark then closes it.
 */
import { PositionType } from '../../../shared/exchange/enums';
import { fromScaled } from '../../../shared/decimal';
import { mulDiv } from './arith';
import { averagePrice } from './format';
import { liquidateAtRisk } from './liquidation';
import { accept, illegal, type Outcome } from './outcome';
import { notionalAt } from './positions';
import { rateAsFraction, RATE_SCALE } from './rates';
import type { Tariff as TariffRecord } from '../../../shared/exchange/records';
import { inRange, isPrice } from './rules';
import type { EngineState } from './state';
import type { Position, Tariff } from './model';

/**
 * Settles funding at `rate` (units of 10^-8, at most ±100 %) on every position of the pair, at `markTicks`, which
 * becomes the pair's mark; then liquidates what is at risk. Returns how many positions settled.
 */
export function settleFunding(s: EngineState, pairId: number, rate: number, markTicks: number, now: number): Outcome<number> {
  const market = s.marketById[pairId];
  if (market === undefined) return illegal('pairName');
  if (!inRange(rate, -RATE_SCALE, RATE_SCALE)) return illegal('fundingRate');
  if (!isPrice(market.pair, markTicks)) return illegal('markPrice');
  market.mark = markTicks;
  let count = 0;
  for (const p of market.positions) {
    // The house would pay itself.
    if (p.slot.account.isHouse) continue;
    const due = fundingDue(p, rate, markTicks);
    const settled = due < 0 ? -charge(p, -due) : credit(p, due);
    s.house.available -= settled;
    p.tariff += settled;
    p.slot.account.tariffs.push({
      id: ++s.ids.tariff,
      pair: market.pair,
      isLong: p.isLong,
      qty: p.qty,
      entryValue: p.entryValue,
      rate,
      amount: settled,
      time: now,
    });
    count++;
  }
  liquidateAtRisk(s, market, now);
  return accept(count);
}

/** What the position receives (positive) or owes (negative). */
function fundingDue(p: Position, rate: number, mark: number): number {
  const pays = rate > 0 ? p.isLong : rate < 0 && !p.isLong;
  const notional = notionalAt(p, mark);
  return pays ? -mulDiv(notional, Math.abs(rate), RATE_SCALE, true) : mulDiv(notional, Math.abs(rate), RATE_SCALE);
}

/** Takes up to `amount` from what backs the position; returns what it took. */
function charge(p: Position, amount: number): number {
  const { account } = p.slot;
  let left = amount;
  if (p.positionType === PositionType.CROSS) {
    const fromAvailable = Math.min(left, account.available);
    account.available -= fromAvailable;
    left -= fromAvailable;
  }
  const fromMargin = Math.min(left, p.margin);
  p.margin -= fromMargin;
  return amount - left + fromMargin;
}

function credit(p: Position, amount: number): number {
  if (p.positionType === PositionType.ISOLATED) p.margin += amount;
  else p.slot.account.available += amount;
  return amount;
}

export function toTariffRecord(t: Tariff): TariffRecord {
  const { pair, qty } = t;
  return {
    id: t.id,
    symbol: pair.symbol,
    isLong: t.isLong,
    quantity: fromScaled(qty, pair.tradeDecimal),
    openingPrice: averagePrice(pair, t.entryValue, qty),
    settledRate: rateAsFraction(t.rate),
    tariffAmount: fromScaled(t.amount, pair.settleDecimal),
    fundingTime: t.time,
  };
}
