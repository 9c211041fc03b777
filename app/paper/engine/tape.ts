/** A pair's last trades on the book, kept as columns so that recording one allocates nothing. */
import { fromScaled } from '../../../shared/decimal';
import type { PairSpec } from './pairs';
import type { LastTrade } from '../../../shared/exchange/records';
import { ColumnRing, grown } from './ring';

/** What the trade listener hears, once per match on the book. */
export interface TradeEvent {
  readonly id: number;
  readonly pairId: number;
  /** Ticks. */
  readonly price: number;
  /** Lots. */
  readonly quantity: number;
  readonly takerIsLong: boolean;
  readonly time: number;
}

/** How many trades each pair's tape keeps. */
export const TAPE_CAPACITY = 1000;

export class Tape extends ColumnRing {
  private ids = new Float64Array(this.length);
  private prices = new Float64Array(this.length);
  private quantities = new Float64Array(this.length);
  private times = new Float64Array(this.length);
  private takerIsLong = new Uint8Array(this.length);

  constructor(readonly pairId: number) {
    super(TAPE_CAPACITY);
  }

  protected resize(length: number): void {
    this.ids = grown(this.ids, length);
    this.prices = grown(this.prices, length);
    this.quantities = grown(this.quantities, length);
    this.times = grown(this.times, length);
    this.takerIsLong = grown(this.takerIsLong, length);
  }

  push(id: number, price: number, quantity: number, takerIsLong: boolean, time: number): void {
    const at = this.claim();
    this.ids[at] = id;
    this.prices[at] = price;
    this.quantities[at] = quantity;
    this.takerIsLong[at] = takerIsLong ? 1 : 0;
    this.times[at] = time;
  }

  /** The i-th newest trade (0 is the newest), for i < size. */
  newest(i: number): TradeEvent {
    const at = this.slot(i);
    return {
      id: this.ids[at]!,
      pairId: this.pairId,
      price: this.prices[at]!,
      quantity: this.quantities[at]!,
      takerIsLong: this.takerIsLong[at] === 1,
      time: this.times[at]!,
    };
  }
}

export const toLastTrade = (trade: TradeEvent, pair: PairSpec): LastTrade => ({
  contractMatchPairId: trade.id,
  contractPairId: pair.id,
  price: fromScaled(trade.price, pair.priceDecimal),
  quantity: fromScaled(trade.quantity, pair.tradeDecimal),
  amount: fromScaled(trade.price * trade.quantity * pair.scale, pair.settleDecimal),
  isLong: trade.takerIsLong,
  timestamp: trade.time,
});
