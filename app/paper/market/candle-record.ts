/** The exchange's candle record, for klines and the 24-hour ticker (docs/exchange-api.md). */
import { fromScaled } from '../../../shared/decimal';
import type { PairSpec } from '../engine';
import type { CandleValues } from './candle-ring';

/** Decimals are strings in the pair's decimals; `hight` (sic) is the spec's name for the high. */
export interface CandleRecord {
  contractPairId: number;
  period: string;
  /** Open time, ms; 0 in the ticker. */
  time: number;
  open: string;
  close: string;
  low: string;
  hight: string;
  count: number;
  quantity: string;
  amount: string;
}

export function toCandleRecord(pair: PairSpec, period: string, time: number, values: CandleValues): CandleRecord {
  const price = (ticks: number) => fromScaled(ticks, pair.priceDecimal);
  return {
    contractPairId: pair.id,
    period,
    time,
    open: price(values.open),
    close: price(values.close),
    low: price(values.low),
    hight: price(values.high),
    count: values.count,
    quantity: fromScaled(values.quantity, pair.tradeDecimal),
    amount: fromScaled(values.amount, pair.priceDecimal + pair.tradeDecimal),
  };
}
