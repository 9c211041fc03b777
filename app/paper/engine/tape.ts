/** A pair's last trades on the book, kept as columns so that recording one allocates nothing. */
import { fromScaled } from '../../../shared/decimal';
import type { PairSpec } from './pairs';
import type { LastTrade } from '../../../shared/exchange/records';
import { ColumnRing } from './ring';

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

const tapeColumns = (length: number) => ({
  ids: new Float64Array(length),
  prices: new Float64Array(length),
  quantities: new Float64Array(length),
  times: new Float64Array(length),
  takerIsLong: new Uint8Array(length),
});

export class Tape extends ColumnRing<ReturnType<typeof tapeColumns>> {
  constructor(readonly pairId: number) {
    super(TAPE_CAPACITY, tapeColumns);
  }

  push(id: number, price: number, quantity: number, takerIsLong: boolean, time: number): void {
    const at = this.claim();
    const c = this.columns;
    c.ids[at] = id;
    c.prices[at] = price;
    c.quantities[at] = quantity;
    c.takerIsLong[at] = takerIsLong ? 1 : 0;
    c.times[at] = time;
  }

  /** The i-th newest trade (0 is the newest), for i < size. */
  newest(i: number): TradeEvent {
    const at = this.slot(i);
    const c = this.columns;
    return {
      id: c.ids[at]!,
      pairId: this.pairId,
      price: c.prices[at]!,
      quantity: c.quantities[at]!,
      takerIsLong: c.takerIsLong[at] === 1,
      time: c.times[at]!,
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
