import { describe, expect, it } from 'vitest';
import { PAIRS, pair, position } from '../../stores/testing/fake-invoke';
import { entryLeverage } from '../../services/entry-context-of';
import { bookOf } from '../../domain/market/testing';
import { allowedPrice, bestPriceOrder, closePlan, flipPlan, stepMarket, type BookView, type EntryInputs } from './plans';

const BTC = PAIRS[0]!;
const book: BookView = {
  depth: bookOf(
    [
      ['60010.0', '1.000'],
      ['60020.0', '2.000'],
    ],
    [
      ['59990.0', '1.000'],
      ['59980.0', '2.000'],
    ],
  ),
  stale: false,
};
const entry: EntryInputs = { kind: 'limit', quantity: '0.010', unit: 'base', marginMode: 'isolated', leverage: 10 };

describe('buy and sell at the best price', () => {
  it('buy at the best ask and sell at the best bid, IOC, as the Order entry’s fields: quantity in its unit, leverage and margin mode', () => {
    expect(bestPriceOrder('buy', BTC, book, entry)).toEqual({
      ok: true,
      intent: {
        pair: 'BTC-USDT',
        side: 'buy',
        fields: { type: 'limit', price: '60010.0', quantity: '0.010', unit: 'base', leverage: 10, marginMode: 'isolated', timeInForce: 'IOC' },
      },
    });
    expect(bestPriceOrder('sell', BTC, book, { ...entry, unit: 'quote', quantity: '1000', marginMode: 'cross', leverage: null })).toMatchObject({
      ok: true,
      intent: { side: 'sell', fields: { price: '59990.0', quantity: '1000', unit: 'quote', leverage: null, marginMode: 'cross' } },
    });
  });

  it("follow the Order entry's Reduce only (the trading service caps or refuses the order)", () => {
    expect(bestPriceOrder('sell', BTC, book, { ...entry, reduceOnly: true })).toMatchObject({ ok: true, intent: { fields: { reduceOnly: true } } });
  });

  it('say why they cannot', () => {
    const no = (message: RegExp | string, plan: ReturnType<typeof bestPriceOrder>) =>
      expect(plan).toEqual({ ok: false, message: expect.stringMatching(message) });
    no(/market list has not arrived/, bestPriceOrder('buy', undefined, book, entry));
    no(/not open for trading/, bestPriceOrder('buy', { ...BTC, tradable: false }, book, entry));
    no(/^No best price yet: the BTC-USDT order book has not arrived$/, bestPriceOrder('buy', BTC, { depth: null, stale: false }, entry));
    no(/order book is stale/, bestPriceOrder('buy', BTC, { ...book, stale: true }, entry));
    no(/^No best ask/, bestPriceOrder('buy', BTC, { depth: { bids: book.depth!.bids, asks: [] }, stale: false }, entry));
    no(/^No best bid/, bestPriceOrder('sell', BTC, { depth: { bids: [], asks: book.depth!.asks }, stale: false }, entry));
    no(/^No quantity: type one in the Order entry's Quantity$/, bestPriceOrder('buy', BTC, book, { ...entry, quantity: '  ' }));
    no(/on Scale/, bestPriceOrder('buy', BTC, book, { ...entry, kind: 'scale' }));
  });

  it('take the form’s leverage rule: the choice for this pair and mode, else the account’s setting', () => {
    expect(entryLeverage({ pair: 'BTC-USDT', marginMode: 'isolated', value: 7 }, { leverage: 20 }, 'BTC-USDT', 'isolated')).toBe(7);
    expect(entryLeverage({ pair: 'ETH-USDT', marginMode: 'isolated', value: 7 }, { leverage: 20 }, 'BTC-USDT', 'isolated')).toBe(20);
    expect(entryLeverage({ pair: 'BTC-USDT', marginMode: 'cross', value: 7 }, null, 'BTC-USDT', 'isolated')).toBeNull();
  });
});

describe('close and flip', () => {
  it('close the whole position at market', () => {
    expect(closePlan([position()], 'BTC-USDT')).toMatchObject({
      ok: true,
      request: { pair: 'BTC-USDT', positionId: 41, type: 'market' },
      text: 'close long 0.250 BTC-USDT at market',
    });
  });

  it('flip names the position to turn the other way (the Positions row’s Flip does the rest)', () => {
    const short = position({ isLong: false, quantity: '0.1' });
    expect(flipPlan([short], BTC, 'BTC-USDT')).toEqual({ ok: true, position: short });
    expect(flipPlan([short], { ...BTC, tradable: false }, 'BTC-USDT')).toEqual({ ok: false, message: 'BTC-USDT is not open for trading' });
  });

  it('say when there is no position, or none known yet', () => {
    expect(closePlan(null, 'BTC-USDT')).toEqual({ ok: false, message: 'Positions have not arrived yet' });
    expect(closePlan([position({ symbol: 'ETH-USDT' })], 'BTC-USDT')).toEqual({ ok: false, message: 'No BTC-USDT position to close' });
    expect(flipPlan([position({ quantity: '0' })], BTC, 'BTC-USDT')).toEqual({ ok: false, message: 'No BTC-USDT position to flip' });
  });
});

describe('the next and previous market', () => {
  const pairs = [...PAIRS, pair('SOL-USDT', 3, 1, '0.1')];

  it('step through the list, round the ends', () => {
    expect(stepMarket(pairs, 'BTC-USDT', 1)).toEqual({ ok: true, symbol: 'ETH-USDT' });
    expect(stepMarket(pairs, 'SOL-USDT', 1)).toEqual({ ok: true, symbol: 'BTC-USDT' });
    expect(stepMarket(pairs, 'BTC-USDT', -1)).toEqual({ ok: true, symbol: 'SOL-USDT' });
  });

  it('start at an end from a market no longer listed, and wait for the list', () => {
    expect(stepMarket(pairs, 'DOGE-USDT', 1)).toEqual({ ok: true, symbol: 'BTC-USDT' });
    expect(stepMarket(pairs, 'DOGE-USDT', -1)).toEqual({ ok: true, symbol: 'SOL-USDT' });
    expect(stepMarket(null, 'BTC-USDT', 1)).toEqual({ ok: false, message: 'The market list has not arrived yet' });
  });
});

describe('the slippage allowance', () => {
  it('moves a buy up and a sell down, by ticks or %, on the pair’s ticks and never past the allowance', () => {
    expect(allowedPrice('buy', '60010.0', 1, { slippage: '0', unit: 'ticks' })).toBe('60010.0');
    expect(allowedPrice('buy', '60010.0', 1, { slippage: '5', unit: 'ticks' })).toBe('60010.5');
    expect(allowedPrice('sell', '1.2345', 4, { slippage: '3', unit: 'ticks' })).toBe('1.2342');
    // 60010.0 × 1.0005 = 60040.005: down to 60040.0; 59990.0 × 0.9995 = 59960.005: up to 59960.1.
    expect(allowedPrice('buy', '60010.0', 1, { slippage: '0.05', unit: 'percent' })).toBe('60040.0');
    expect(allowedPrice('sell', '59990.0', 1, { slippage: '0.05', unit: 'percent' })).toBe('59960.1');
    // A sell never below one tick.
    expect(allowedPrice('sell', '0.3', 1, { slippage: '5', unit: 'ticks' })).toBe('0.1');
  });

  it('prices the order B and S send, or makes it a market order', () => {
    expect(bestPriceOrder('buy', BTC, book, entry, { type: 'limit', slippage: '2', unit: 'ticks' })).toMatchObject({
      intent: { fields: { type: 'limit', price: '60010.2', timeInForce: 'IOC' } },
    });
    expect(bestPriceOrder('sell', BTC, book, entry, { type: 'market', slippage: '2', unit: 'ticks' })).toMatchObject({
      intent: { fields: { type: 'market', price: '', timeInForce: 'IOC' } },
    });
  });
});
