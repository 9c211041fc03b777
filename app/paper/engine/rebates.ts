/** Maker earnings per pair and UTC day (each maker fill's rebate is in the account's fills). */
import { DAY_MS } from '../../../shared/time';
import { fromScaled } from '../../../shared/decimal';
import type { MakerEarningDay } from '../../../shared/exchange/records';
import type { EngineState } from './state';
import type { RebateDay, Slot } from './model';

/** Adds a maker fill of `amount` settle units at `time` to the slot's day. */
export function recordMakerFill(s: EngineState, slot: Slot, time: number, amount: number, rebate: number): void {
  const day = time - (time % DAY_MS);
  let today = slot.day;
  if (today === null || today.day !== day) {
    today = { id: ++s.ids.day, pair: slot.pair, day, volume: 0, rebate: 0, count: 0 };
    slot.day = today;
    slot.account.days.push(today);
  }
  today.volume += amount;
  today.rebate += rebate;
  today.count += 1;
}

export const toEarningDay = (day: RebateDay): MakerEarningDay => ({
  id: day.id,
  symbol: day.pair.symbol,
  day: day.day,
  makerVolume: fromScaled(day.volume, day.pair.settleDecimal),
  rebateAmount: fromScaled(day.rebate, day.pair.settleDecimal),
  tradeCount: day.count,
});
