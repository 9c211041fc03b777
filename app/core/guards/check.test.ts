import { describe, expect, it } from 'vitest';
import { GUARDS_OFF, type GuardSettings } from '../../../shared/bridge';
import { leverageRefusal, refusalOf, type GuardedOrder, type GuardFigures } from './check';

const limits = (set: Partial<GuardSettings>): GuardSettings => ({ ...GUARDS_OFF, ...set });
const buy = (quantity: string, price: string, more: Partial<GuardedOrder> = {}): GuardedOrder => ({
  pair: 'BTC-USDT',
  isLong: true,
  quantity,
  price,
  leverage: 5,
  ...more,
});
const sell = (quantity: string, price: string, more: Partial<GuardedOrder> = {}) => buy(quantity, price, { isLong: false, ...more });
const figures = (set: Partial<GuardFigures> = {}): GuardFigures => ({
  positions: new Map(),
  sentLastMinute: 0,
  realisedToday: '0',
  dayStart: '00:00 UTC',
  ...set,
});
const SETTINGS = 'Change it in Settings → Guards.';

describe('each guard', () => {
  it('passes everything while every guard is off', () => {
    expect(refusalOf(GUARDS_OFF, [buy('100', '60000', { leverage: 25 })], figures({ sentLastMinute: 1e6, realisedToday: '-1e9' }))).toBeNull();
  });

  it('largest order value: one order, and the total of a batch or scale', () => {
    const guard = limits({ maxOrderValue: '10000' });
    expect(refusalOf(guard, [buy('0.209', '60000')], figures())?.message).toBe(
      `Refused by guard ‘Largest order value’: 12,540 USDT is over 10,000 USDT. ${SETTINGS}`,
    );
    expect(refusalOf(guard, [buy('0.1', '60000')], figures())).toBeNull();
    expect(refusalOf(guard, [buy('0.1', '60000'), buy('0.1', '59000')], figures())?.message).toBe(
      `Refused by guard ‘Largest order value’: the 2 orders come to 11,900 USDT, over 10,000 USDT. ${SETTINGS}`,
    );
  });

  it('largest position value per market: the position after the fill, counting the side', () => {
    const guard = limits({ maxPositionValue: '20000' });
    const long = figures({ positions: new Map([['BTC-USDT', '0.3']]) });
    expect(refusalOf(guard, [buy('0.1', '60000')], long)?.message).toBe(
      `Refused by guard ‘Largest position value per market’: the BTC-USDT position would be 24,000 USDT, over 20,000 USDT. ${SETTINGS}`,
    );
    // Selling 0.5 against 0.3 long leaves 0.2 short: 12,000.
    expect(refusalOf(guard, [sell('0.5', '60000')], long)).toBeNull();
    expect(refusalOf(guard, [sell('0.7', '60000')], long)?.guard).toBe('maxPositionValue');
    // Another market's position is its own.
    expect(refusalOf(guard, [buy('0.3', '60000', { pair: 'ETH-USDT' })], long)).toBeNull();
  });

  it('highest leverage: an order above it, and setting it', () => {
    const guard = limits({ maxLeverage: 10 });
    expect(refusalOf(guard, [buy('0.01', '60000', { leverage: 20 })], figures())?.message).toBe(
      `Refused by guard ‘Highest leverage’: leverage 20× is over 10×. ${SETTINGS}`,
    );
    expect(refusalOf(guard, [buy('0.01', '60000', { leverage: 10 })], figures())).toBeNull();
    expect(leverageRefusal(guard, 11)?.guard).toBe('maxLeverage');
    expect(leverageRefusal(guard, 3)).toBeNull();
    expect(leverageRefusal(GUARDS_OFF, 25)).toBeNull();
  });

  it('most orders per minute: what was sent in the window, and this batch with it', () => {
    const guard = limits({ maxOrdersPerMinute: 30 });
    expect(refusalOf(guard, [buy('0.01', '60000')], figures({ sentLastMinute: 29 }))).toBeNull();
    expect(refusalOf(guard, [buy('0.01', '60000')], figures({ sentLastMinute: 30 }))?.message).toBe(
      `Refused by guard ‘Most orders per minute’: 31 orders in a minute is over 30. ${SETTINGS}`,
    );
    expect(refusalOf(guard, [buy('0.01', '60000'), buy('0.01', '59000')], figures({ sentLastMinute: 29 }))?.guard).toBe('maxOrdersPerMinute');
  });

  it('daily loss limit: refuses opening orders once the realised loss reaches it', () => {
    const guard = limits({ dailyLossLimit: '500' });
    expect(refusalOf(guard, [buy('0.01', '60000')], figures({ realisedToday: '-499.99' }))).toBeNull();
    expect(refusalOf(guard, [buy('0.01', '60000')], figures({ realisedToday: '-512.4' }))?.message).toBe(
      `Refused by guard ‘Daily loss limit’: the realised loss since 00:00 UTC is 512.4 USDT, at or over 500 USDT; until the next day starts only closing and reducing orders go. ${SETTINGS}`,
    );
    expect(refusalOf(guard, [buy('0.01', '60000')], figures({ realisedToday: '800' }))).toBeNull();
  });
});

describe('closing and reducing', () => {
  const tight = limits({ maxOrderValue: '1', maxPositionValue: '1', maxLeverage: 1, maxOrdersPerMinute: 1, dailyLossLimit: '1' });
  const worst = (positions: [string, string][]) => figures({ positions: new Map(positions), sentLastMinute: 100, realisedToday: '-1000' });

  it('passes every guard, long or short, whole or in part', () => {
    expect(refusalOf(tight, [sell('2', '60000', { leverage: 20 })], worst([['BTC-USDT', '2']]))).toBeNull();
    expect(refusalOf(tight, [buy('0.5', '60000', { leverage: 20 })], worst([['BTC-USDT', '-2']]))).toBeNull();
    expect(refusalOf(tight, [sell('1', '60000'), sell('1', '61000')], worst([['BTC-USDT', '2']]))).toBeNull();
  });

  it('is not what adds to a position, flips it, or trades a flat market', () => {
    expect(refusalOf(tight, [buy('0.1', '60000')], worst([['BTC-USDT', '2']]))).not.toBeNull();
    expect(refusalOf(tight, [sell('2.1', '60000')], worst([['BTC-USDT', '2']]))).not.toBeNull();
    expect(refusalOf(tight, [sell('1.5', '60000'), sell('1', '60000')], worst([['BTC-USDT', '2']]))).not.toBeNull();
    expect(refusalOf(tight, [sell('0.1', '60000')], worst([]))).not.toBeNull();
  });
});
