/**
 * Fills: each side of a trade (a match on the book, or a liquidation's transfer to the house) is a fill of one of
 * the account's orders. An account's fills are kept as columns, so recording one allocates nothing; the records
 * are built when asked.
 */
import { fromScaled } from '../../../shared/decimal';
import { SETTLE_COIN } from './pairs';
import { MAKER_REBATE_RATE, rateAsFraction } from './rates';
import type {
  Fill as FillRecord,
  MakerEarning as MakerEarningTrade,
  Match as MatchRecord,
} from '../../../shared/exchange/records';
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

  push(
    order: OrderState,
    tradeId: number,
    price: number,
    quantity: number,
    time: number,
    isTaker: boolean,
    isClose: boolean,
    fee: number,
    pnl: number,
    rebate: number,
  ): void {
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
  }

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
const feeRateOf = ({ order, isTaker }: Fill): number =>
  isLiquidation(order) ? 0 : isTaker ? order.pair.takerFeeRate : order.pair.makerFeeRate;

export function toFillRecord(fill: Fill): FillRecord {
  const { order } = fill;
  const { pair } = order;
  return {
    tradeId: fill.tradeId,
    symbol: pair.symbol,
    orderId: order.id,
    clOrdId: order.clientOrderId,
    isMarket: order.isMarket,
    isClose: fill.isClose,
    isLong: order.isLong,
    isTaker: fill.isTaker,
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

export function toMatchRecord(fill: Fill): MatchRecord {
  const { order } = fill;
  const { pair } = order;
  return {
    id: fill.tradeId,
    entrustId: order.id,
    contractPairId: pair.id,
    symbol: pair.symbol,
    isLong: order.isLong,
    isMarket: order.isMarket,
    isClose: fill.isClose,
    isTaker: fill.isTaker,
    lever: order.lever,
    quantity: fromScaled(fill.quantity, pair.tradeDecimal),
    averagePrice: fromScaled(fill.price, pair.priceDecimal),
    amount: fromScaled(fillAmount(fill), pair.settleDecimal),
    tradeFee: fromScaled(fill.fee, pair.settleDecimal),
    profitLoss: fromScaled(fill.pnl, pair.settleDecimal),
    createTime: fill.time,
  };
}

/** A maker fill's earning; its id is the trade's. */
export function toEarningTrade(fill: Fill): MakerEarningTrade {
  const { order } = fill;
  const { pair } = order;
  return {
    id: fill.tradeId,
    tradeId: fill.tradeId,
    orderId: order.id,
    symbol: pair.symbol,
    fillPrice: fromScaled(fill.price, pair.priceDecimal),
    fillQty: fromScaled(fill.quantity, pair.tradeDecimal),
    rebateRate: rateAsFraction(MAKER_REBATE_RATE),
    rebateAmount: fromScaled(fill.rebate, pair.settleDecimal),
    tradeTime: fill.time,
  };
}
