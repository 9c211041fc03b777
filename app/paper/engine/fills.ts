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
import { ColumnRing, grown } from './ring';
import type { Fill, FillLog, OrderState } from './model';

const TAKER = 1;
const CLOSE = 2;

export class FillColumns extends ColumnRing implements FillLog {
  private orders: OrderState[] = [];
  private tradeIds = new Float64Array(this.length);
  private prices = new Float64Array(this.length);
  private quantities = new Float64Array(this.length);
  private times = new Float64Array(this.length);
  private fees = new Float64Array(this.length);
  private pnls = new Float64Array(this.length);
  private rebates = new Float64Array(this.length);
  private flags = new Uint8Array(this.length);

  protected resize(length: number): void {
    this.tradeIds = grown(this.tradeIds, length);
    this.prices = grown(this.prices, length);
    this.quantities = grown(this.quantities, length);
    this.times = grown(this.times, length);
    this.fees = grown(this.fees, length);
    this.pnls = grown(this.pnls, length);
    this.rebates = grown(this.rebates, length);
    this.flags = grown(this.flags, length);
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
    this.orders[at] = order;
    this.tradeIds[at] = tradeId;
    this.prices[at] = price;
    this.quantities[at] = quantity;
    this.times[at] = time;
    this.fees[at] = fee;
    this.pnls[at] = pnl;
    this.rebates[at] = rebate;
    this.flags[at] = (isTaker ? TAKER : 0) | (isClose ? CLOSE : 0);
  }

  /** The i-th newest fill (0 is the newest), for i < size. */
  newest(i: number): Fill {
    const at = this.slot(i);
    const flags = this.flags[at]!;
    return {
      tradeId: this.tradeIds[at]!,
      order: this.orders[at]!,
      price: this.prices[at]!,
      quantity: this.quantities[at]!,
      time: this.times[at]!,
      isTaker: (flags & TAKER) !== 0,
      isClose: (flags & CLOSE) !== 0,
      fee: this.fees[at]!,
      pnl: this.pnls[at]!,
      rebate: this.rebates[at]!,
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
