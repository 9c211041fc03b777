/**
 * Fills: each side of a trade (a match on the book, or a liquidation's transfer to the house) is a fill of one of
 * the account's orders. An account's fills are kept as columns, so recording one allocates nothing; the records
 * are built when asked.
 */
import { fromScaled } from '../../../shared/decimal';
import { SETTLE_COIN } from './pairs';
import { MAKER_REBATE_RATE, rateAsFraction } from './rates';
import type { Fill as FillRecord, MakerEarning as MakerEarningTrade, Match as MatchRecord } from '../../../shared/exchange/records';
import { ColumnRing } from './ring';
import type { Fill, FillLog, OrderState } from './model';

const TAKER = 1;
const CLOSE = 2;

const fillColumns = (length: number) => ({
  tradeIds: new Float64Array(length),
  prices: new Float64Array(length),
  quantities: new Float64Array(length),
  times: new Float64Array(length),
  fees: new Float64Array(length),
  pnls: new Float64Array(length),
  rebates: new Float64Array(length),
  flags: new Uint8Array(length),
});

export class FillColumns extends ColumnRing<ReturnType<typeof fillColumns>> implements FillLog {
  private orders: OrderState[] = [];

  constructor(capacity: number) {
    super(capacity, fillColumns);
  }

  readonly push: FillLog['push'] = (order, tradeId, price, quantity, time, isTaker, isClose, fee, pnl, rebate) => {
    const at = this.claim();
    const c = this.columns;
    this.orders[at] = order;
    c.tradeIds[at] = tradeId;
    c.prices[at] = price;
    c.quantities[at] = quantity;
    c.times[at] = time;
    c.fees[at] = fee;
    c.pnls[at] = pnl;
    c.rebates[at] = rebate;
    c.flags[at] = (isTaker ? TAKER : 0) | (isClose ? CLOSE : 0);
  };

  /** The i-th newest fill (0 is the newest), for i < size. */
  newest(i: number): Fill {
    const at = this.slot(i);
    const c = this.columns;
    const flags = c.flags[at]!;
    return {
      tradeId: c.tradeIds[at]!,
      order: this.orders[at]!,
      price: c.prices[at]!,
      quantity: c.quantities[at]!,
      time: c.times[at]!,
      isTaker: (flags & TAKER) !== 0,
      isClose: (flags & CLOSE) !== 0,
      fee: c.fees[at]!,
      pnl: c.pnls[at]!,
      rebate: c.rebates[at]!,
    };
  }

  /** The fills `keep` accepts, newest first. */
  filter(keep: (fill: Fill) => boolean): Fill[] {
    const out: Fill[] = [];
    for (let i = 0; i < this.size; i++) {
      const fill = this.newest(i);
      if (keep(fill)) out.push(fill);
    }
    return out;
  }
}

const fillAmount = (fill: Fill): number => fill.price * fill.quantity * fill.order.pair.scale;

/** A liquidation's order carries this client order id prefix, which no client can use (`:` is refused). */
export const LIQUIDATION_PREFIX = 'liquidation:';
export const isLiquidation = (order: OrderState): boolean => order.clientOrderId.startsWith(LIQUIDATION_PREFIX);

/** The fee rate the fill paid; a liquidation pays none. */
const feeRateOf = ({ order, isTaker }: Fill): number => (isLiquidation(order) ? 0 : isTaker ? order.pair.takerFeeRate : order.pair.makerFeeRate);

export function toFillRecord(fill: Fill): FillRecord {
  const { order, tradeId, isClose, isTaker } = fill;
  const { pair } = order;
  return {
    tradeId,
    symbol: pair.symbol,
    orderId: order.id,
    clOrdId: order.clientOrderId,
    isMarket: order.isMarket,
    isClose,
    isLong: order.isLong,
    isTaker,
    fillPrice: fromScaled(fill.price, pair.priceDecimal),
    fillQty: fromScaled(fill.quantity, pair.tradeDecimal),
    fillAmt: fromScaled(fillAmount(fill), pair.settleDecimal),
    feeCurrency: SETTLE_COIN.name,
    feeRate: rateAsFraction(feeRateOf(fill)),
    fillFee: fromScaled(fill.fee, pair.settleDecimal),
    fillPnl: fromScaled(fill.pnl, pair.settleDecimal),
    tradeTime: fill.time,
  };
}

/** The fill as the match list gives it: the fill record's figures under the match's names. */
export function toMatchRecord(fill: Fill): MatchRecord {
  const { order } = fill;
  const f = toFillRecord(fill);
  return {
    id: f.tradeId,
    entrustId: f.orderId,
    contractPairId: order.pair.id,
    symbol: f.symbol,
    isLong: f.isLong,
    isMarket: f.isMarket,
    isClose: f.isClose,
    isTaker: f.isTaker,
    lever: order.lever,
    quantity: f.fillQty,
    averagePrice: f.fillPrice,
    amount: f.fillAmt,
    tradeFee: f.fillFee,
    profitLoss: f.fillPnl,
    createTime: f.tradeTime,
  };
}

/** A maker fill's earning: the fill record's trade, with the rebate; its id is the trade's. */
export function toEarningTrade(fill: Fill): MakerEarningTrade {
  const { tradeId, orderId, symbol, fillPrice, fillQty, tradeTime } = toFillRecord(fill);
  return {
    id: tradeId,
    tradeId,
    orderId,
    symbol,
    fillPrice,
    fillQty,
    rebateRate: rateAsFraction(MAKER_REBATE_RATE),
    rebateAmount: fromScaled(fill.rebate, fill.order.pair.settleDecimal),
    tradeTime,
  };
}
