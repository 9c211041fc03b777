/** The position record, valued at the pair's mark. */
import { fromScaled } from '../../../shared/decimal';
import { averagePrice } from './format';
import { unrealizedAt } from './positions';
import type { Position as PositionRecord } from '../../../shared/exchange/records';
import { restrictPrice } from './risk';
import { marketOfSlot, refPrice, type EngineState } from './state';
import type { Position } from './model';

/** Position `status` 1 is holding, the only state an open position has (docs/exchange-api.md). */
const HOLDING = 1;

export function toPositionRecord(s: EngineState, p: Position): PositionRecord {
  const { slot } = p;
  const { pair } = slot;
  const money = (units: number) => fromScaled(units, pair.settleDecimal);
  return {
    id: p.id,
    contractPairId: pair.id,
    symbol: pair.symbol,
    isLong: p.isLong,
    positionType: p.positionType,
    lever: p.lever,
    quantity: fromScaled(p.qty, pair.tradeDecimal),
    openingPrice: averagePrice(pair, p.entryValue, p.qty),
    amount: money(p.entryValue),
    marginAmount: money(p.margin),
    restrictPrice: fromScaled(restrictPrice(s, p), pair.priceDecimal),
    unrealizedPnl: money(unrealizedAt(p, refPrice(marketOfSlot(s, slot)))),
    realizedPnl: money(p.realized),
    tariffAmount: money(p.tariff),
    // What the open orders against the position would close of it.
    closingQuantity: fromScaled(Math.min(p.qty, p.isLong ? slot.pendingSell : slot.pendingBuy), pair.tradeDecimal),
    status: HOLDING,
    createTime: p.createTime,
  };
}
