import { describe, expect, it } from 'vitest';
import { GUARDS_OFF, type GuardSettings } from '../bridge/guards';
import { leverageRefusal, refusalOf, type GuardedOrder, type GuardFigures, type RestingOrder } from './guard-check';

const limits = (set: Partial<GuardSettings>): GuardSettings => ({ ...GUARDS_OFF, ...set });
const buy = (quantity: string, price: string, more: Partial<GuardedOrder> = {}): GuardedOrder => ({
  pair: 'BTC-USDT',
  isLong: true,
  isMarket: false,
  quantity,
  price,
  leverage: 5,
  ...more,
});
const sell = (quantity: string, price: string, more: Partial<GuardedOrder> = {}) => buy(quantity, price, { isLong: false, ...more });
const figures = (set: Partial<GuardFigures> = {}): GuardFigures => ({
  positions: new Map(),
  resting: [],
  quotes: new Map(),
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

describe('valuing an order at the price it can fill at', () => {
  const book = (set: Partial<GuardFigures> = {}) => figures({ quotes: new Map([['BTC-USDT', { bid: '59990', ask: '60010' }]]), ...set });
  const market = (order: GuardedOrder): GuardedOrder => ({ ...order, isMarket: true, price: '0' });

  it('a sell limit far under the bid is valued at the bid it fills at', () => {
    const guard = limits({ maxOrderValue: '1000' });
    expect(refusalOf(guard, [sell('0.1', '1.0')], book())?.message).toBe(
      `Refused by guard ‘Largest order value’: 5,999 USDT is over 1,000 USDT. ${SETTINGS}`,
    );
    // Above the bid it rests, and fills at its limit.
    expect(refusalOf(guard, [sell('0.01', '61000')], book())).toBeNull();
    expect(refusalOf(guard, [sell('0.02', '61000')], book())?.message).toContain('1,220 USDT is over 1,000 USDT');
  });

  it('a buy limit at its limit, above the ask or not; a market order at the book on its side', () => {
    const guard = limits({ maxOrderValue: '6500' });
    expect(refusalOf(guard, [buy('0.1', '70000')], book())?.message).toContain('7,000 USDT is over 6,500 USDT');
    expect(refusalOf(guard, [buy('0.1', '1.0')], book())).toBeNull();
    expect(refusalOf(limits({ maxOrderValue: '6000' }), [market(buy('0.1', '0'))], book())?.message).toContain('6,001 USDT is over 6,000 USDT');
    expect(refusalOf(limits({ maxOrderValue: '6000' }), [market(sell('0.1', '0'))], book())).toBeNull();
    expect(refusalOf(limits({ maxOrderValue: '5998' }), [market(sell('0.1', '0'))], book())?.message).toContain('5,999 USDT is over 5,998 USDT');
  });

  it('each leg of a batch or scale, and the position the sell would open', () => {
    expect(refusalOf(limits({ maxOrderValue: '1000' }), [sell('0.01', '1.0'), sell('0.01', '2.0')], book())?.message).toBe(
      `Refused by guard ‘Largest order value’: the 2 orders come to 1,199.8 USDT, over 1,000 USDT. ${SETTINGS}`,
    );
    expect(refusalOf(limits({ maxPositionValue: '1000' }), [sell('0.1', '1.0')], book())?.message).toBe(
      `Refused by guard ‘Largest position value per market’: the BTC-USDT position would be 5,999 USDT, over 1,000 USDT. ${SETTINGS}`,
    );
  });
});

describe('reducing, with the orders already resting', () => {
  const long = (quantity: string, resting: RestingOrder[]) => figures({ positions: new Map([['BTC-USDT', quantity]]), resting });
  const resting = (side: 'buy' | 'sell', quantity: string, count = 1): RestingOrder[] =>
    Array.from({ length: count }, () => ({ pair: 'BTC-USDT', isLong: side === 'buy', quantity }));

  it('a sell reduces only what the resting sells leave of the long: the 15th of 0.010 against 0.010 opens whole', () => {
    const cap = limits({ maxPositionValue: '1000' });
    expect(refusalOf(cap, [sell('0.010', '70000')], long('0.010', []))).toBeNull();
    expect(refusalOf(cap, [sell('0.010', '70000')], long('0.010', resting('sell', '0.010', 14)))?.message).toBe(
      `Refused by guard ‘Largest position value per market’: the BTC-USDT position would be 9,800 USDT with the 0.14 resting on its sell side filled, over 1,000 USDT. ${SETTINGS}`,
    );
    const tight = limits({ maxOrderValue: '1', maxPositionValue: '1', maxLeverage: 1, maxOrdersPerMinute: 1, dailyLossLimit: '1' });
    expect(refusalOf(tight, [sell('0.010', '70000')], long('0.010', resting('sell', '0.010')))).not.toBeNull();
    // Resting buys do not use up what a sell may reduce.
    expect(refusalOf(tight, [sell('0.010', '70000')], long('0.010', resting('buy', '0.5')))).toBeNull();
  });

  it('the part past the position opens, and meets the guards on its own', () => {
    const guard = limits({ maxOrderValue: '300' });
    expect(refusalOf(guard, [sell('0.010', '60000')], long('0.010', resting('sell', '0.006')))?.message).toBe(
      `Refused by guard ‘Largest order value’: the 0.006 of the order's 0.010 that opens a position comes to 360 USDT, over 300 USDT. ${SETTINGS}`,
    );
    expect(refusalOf(limits({ maxOrderValue: '400' }), [sell('0.010', '60000')], long('0.010', resting('sell', '0.006')))).toBeNull();
    // The orders of a batch use up the room in turn.
    expect(refusalOf(guard, [sell('0.004', '60000'), sell('0.006', '60000')], long('0.010', resting('sell', '0.006')))?.guard).toBe('maxOrderValue');
  });

  it('an opening order counts the resting orders on its side in the position it would make', () => {
    const cap = limits({ maxPositionValue: '20000' });
    expect(refusalOf(cap, [buy('0.05', '60000')], long('0.1', []))).toBeNull();
    expect(refusalOf(cap, [buy('0.05', '60000')], long('0.1', resting('buy', '0.1', 2)))?.message).toContain(
      'the BTC-USDT position would be 21,000 USDT with the 0.2 resting on its buy side filled, over 20,000 USDT',
    );
  });
});

describe('the refusal in a few words (the order form says it before the click)', () => {
  it('names the guard, its limit and the figure over it', () => {
    expect(refusalOf(limits({ maxOrderValue: '1000' }), [buy('0.025', '59960.0')], figures())?.summary).toBe(
      'over Largest order value 1,000 USDT (this order 1,499 USDT)',
    );
    const long = figures({ positions: new Map([['BTC-USDT', '0.3']]) });
    expect(refusalOf(limits({ maxPositionValue: '20000' }), [buy('0.1', '60000')], long)?.summary).toBe(
      'over Largest position value per market 20,000 USDT (position after 24,000 USDT)',
    );
    expect(refusalOf(limits({ maxLeverage: 10 }), [buy('0.01', '60000', { leverage: 20 })], figures())?.summary).toBe(
      'over Highest leverage 10× (this order 20×)',
    );
  });
});
