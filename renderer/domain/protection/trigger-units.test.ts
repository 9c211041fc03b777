import { describe, expect, it } from 'vitest';
import { heldOrder } from './testing';
import { heldItem, readTrail, readTrigger, triggerHint } from './trigger-units';

const long = { isLong: true, openingPrice: '60000', quantity: '0.25', lever: 10 };
const short = { ...long, isLong: false };

describe('a stop or a target typed in a unit', () => {
  it('shows the price it means, on the right side of the entry for a long and a short', () => {
    expect(readTrigger('Stop loss', 'stop-loss', 'percent', '2', long, 1)).toEqual({ ok: true, value: '2', price: '58800.0', said: '= 58800.0' });
    expect(readTrigger('Stop loss', 'stop-loss', 'percent', '2', short, 1)).toMatchObject({ price: '61200.0' });
    // 20 % of the margin at 10× is 2 % of the price.
    expect(readTrigger('Take profit', 'take-profit', 'roe', '20', long, 1)).toMatchObject({ price: '61200.0' });
    expect(readTrigger('Take profit', 'take-profit', 'roe', '20', short, 1)).toMatchObject({ price: '58800.0' });
    // 100 USDT on 0.25 is 400 of price.
    expect(readTrigger('Stop loss', 'stop-loss', 'pnl', '100', long, 1)).toMatchObject({ price: '59600.0' });
    expect(readTrigger('Take profit', 'take-profit', 'pnl', '100', short, 1)).toMatchObject({ price: '59600.0' });
    expect(readTrigger('Stop loss', 'stop-loss', 'price', '59000', long, 1)).toMatchObject({ price: '59000.0' });
  });

  it('a price says nothing more under the field; a unit says "= price"', () => {
    expect(triggerHint(readTrigger('Stop loss', 'stop-loss', 'price', '59000', long, 1), 'price')).toBeUndefined();
    expect(triggerHint(readTrigger('Stop loss', 'stop-loss', 'pnl', '100', long, 1), 'pnl')).toBe('= 59600.0');
    expect(triggerHint(null, 'pnl')).toBeUndefined();
  });

  it('refuses, in the trader’s words, what cannot be a trigger', () => {
    const refusals: [Parameters<typeof readTrigger>, string][] = [
      [['Stop loss', 'stop-loss', 'price', '61000', long, 1], 'Stop loss: A stop loss on a long position must be below its entry price 60000'],
      [['Stop loss', 'stop-loss', 'percent', '150', long, 1], 'Stop loss: That distance puts the trigger at -30000.0, which cannot be'],
      [['Stop loss', 'stop-loss', 'roe', '5', { ...long, lever: undefined }, 1], 'Stop loss: An ROE needs the position’s leverage'],
      [['Take profit', 'take-profit', 'percent', 'two', long, 1], 'Take profit must be a plain number like 123.45'],
      [['Take profit', 'take-profit', 'price', '61000.05', long, 1], 'Take profit allows at most 1 decimals'],
    ];
    for (const [typed, message] of refusals) expect(readTrigger(...typed)).toEqual({ ok: false, message });
  });
});

describe('a trailing stop’s distance', () => {
  it('in USDT or in %, as protection.trailing takes it; a percent under 100', () => {
    expect(readTrail('150', 'distance', 1)).toEqual({ ok: true, distance: '150' });
    expect(readTrail('1.5', 'percent', 1)).toEqual({ ok: true, percent: '1.5' });
    expect(readTrail('100', 'percent', 1)).toEqual({ ok: false, message: 'A trailing percent must be under 100' });
    expect(readTrail('150.25', 'distance', 1)).toEqual({ ok: false, message: 'Trailing distance allows at most 1 decimals' });
    expect(readTrail('', 'distance', 1)).toEqual({ ok: false, message: 'Trailing distance is required' });
  });

  it('is listed with its trigger now and how far it trails', () => {
    const trailing = heldOrder({ kind: 'trailing-stop', trigger: '59850.0', trailing: { distance: '150', percent: null, best: '60000.0' } });
    expect(heldItem(trailing).text).toBe('Trailing stop 59850.0, 150 behind the best price');
    expect(heldItem({ ...trailing, trigger: null, trailing: { distance: null, percent: '1.5', best: null } }).text).toBe(
      'Trailing stop at the first price, 1.5 % behind the best price',
    );
    expect(heldItem(heldOrder()).text).toBe('Stop loss 59000.0');
  });
});
