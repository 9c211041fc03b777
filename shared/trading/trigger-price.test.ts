import { describe, expect, it } from 'vitest';
import { triggerPriceOf, type EntryOf, type TriggerSpec } from './trigger-price';

/** The price, or throws the refusal (as the core does). */
function triggerPrice(spec: TriggerSpec, position: EntryOf, priceDecimal: number): string {
  const result = triggerPriceOf(spec, position, priceDecimal);
  if (!result.ok) throw new Error(result.message);
  return result.price;
}

const long = { isLong: true, openingPrice: '60000.0', quantity: '0.5' };
const short = { isLong: false, openingPrice: '60000.0', quantity: '0.5' };

describe('trigger price', () => {
  it('takes a price on the right side of the entry, and refuses one on the wrong side', () => {
    expect(triggerPrice({ kind: 'stop-loss', by: 'price', value: '59000' }, long, 1)).toBe('59000.0');
    expect(() => triggerPrice({ kind: 'stop-loss', by: 'price', value: '61000' }, long, 1)).toThrow(/must be below its entry price 60000.0/);
    expect(() => triggerPrice({ kind: 'take-profit', by: 'price', value: '61000' }, short, 1)).toThrow(/must be below/);
    expect(() => triggerPrice({ kind: 'stop-loss', by: 'price', value: '59000.05' }, long, 1)).toThrow(/at most 1 decimals/);
  });

  it('turns a percent from the entry into a price', () => {
    expect(triggerPrice({ kind: 'stop-loss', by: 'percent', value: '2' }, long, 1)).toBe('58800.0');
    expect(triggerPrice({ kind: 'take-profit', by: 'percent', value: '2' }, short, 1)).toBe('58800.0');
    expect(triggerPrice({ kind: 'stop-loss', by: 'percent', value: '1.5' }, short, 1)).toBe('60900.0');
  });

  it("turns USDT of loss or profit on the size into a price, rounded in the trader's favour", () => {
    // 100 USDT on 0.5 BTC is 200 a coin.
    expect(triggerPrice({ kind: 'stop-loss', by: 'pnl', value: '100' }, long, 1)).toBe('59800.0');
    expect(triggerPrice({ kind: 'take-profit', by: 'pnl', value: '100' }, long, 1)).toBe('60200.0');
    // 10 USDT on 0.3 is 33.33…: the stop a little nearer, the target a little further.
    const third = { ...long, quantity: '0.3' };
    expect(triggerPrice({ kind: 'stop-loss', by: 'pnl', value: '10' }, third, 1)).toBe('59966.7');
    expect(triggerPrice({ kind: 'take-profit', by: 'pnl', value: '10' }, third, 1)).toBe('60033.4');
    expect(() => triggerPrice({ kind: 'stop-loss', by: 'percent', value: '100' }, long, 1)).toThrow(/cannot be/);
  });

  it('turns an ROE % (of the margin) into a price: the distance in % times the leverage', () => {
    // 10x: 20 % of the margin is 2 % of the price.
    expect(triggerPrice({ kind: 'stop-loss', by: 'roe', value: '20' }, { ...long, lever: 10 }, 1)).toBe('58800.0');
    expect(triggerPrice({ kind: 'take-profit', by: 'roe', value: '50' }, { ...short, lever: 25 }, 1)).toBe('58800.0');
    expect(() => triggerPrice({ kind: 'stop-loss', by: 'roe', value: '20' }, long, 1)).toThrow(/leverage/);
    expect(() => triggerPrice({ kind: 'stop-loss', by: 'roe', value: '1000' }, { ...long, lever: 10 }, 1)).toThrow(/cannot be/);
  });
});
