import { describe, expect, it } from 'vitest';
import { heldOrder, heldTier, tierRows } from '../../domain/protection/testing';
import { clickSays, protectAt } from './ladder-click';

const inside = { bid: 599900n, ask: 600100n };
const says = (side: 'buy' | 'sell', price: bigint, timeInForce: 'GTC' | 'IOC' | 'FOK' | 'POST_ONLY' = 'GTC') =>
  clickSays({ side, price, priceText: (Number(price) / 10).toFixed(1), quantityText: '0.010', inside, timeInForce });

describe('what a click on the ladder would do', () => {
  it('a buy at or above the ask fills now; below it, it rests as a bid', () => {
    expect(says('buy', 600100n)).toBe('Buy 0.010 at 60010.0: crosses the ask, fills now');
    expect(says('buy', 600200n)).toBe('Buy 0.010 at 60020.0: crosses the ask, fills now');
    expect(says('buy', 600000n)).toBe('Buy 0.010 at 60000.0: rests as a bid');
  });

  it('a sell at or below the bid fills now; above it, it rests as an ask', () => {
    expect(says('sell', 599900n)).toBe('Sell 0.010 at 59990.0: crosses the bid, fills now');
    expect(says('sell', 600000n)).toBe('Sell 0.010 at 60000.0: rests as an ask');
  });

  it('says what the time in force does to it', () => {
    expect(says('buy', 600100n, 'POST_ONLY')).toBe('Buy 0.010 at 60010.0: crosses the ask; Post only refuses it');
    expect(says('sell', 600000n, 'IOC')).toBe('Sell 0.010 at 60000.0: does not reach the bid; IOC cancels it');
  });
});

describe('what an Alt+click on a row would hold there', () => {
  const long = { isLong: true, quantity: '0.100' };
  const short = { isLong: false, quantity: '0.100' };
  it('on a long: a stop loss below the mark, a take profit above it', () => {
    expect(protectAt(long, '59500.0', '60000.0')).toEqual({
      ok: true,
      kind: 'stop-loss',
      says: 'Stop loss at 59500.0 for the whole long 0.100, held by Perpdesk',
    });
    expect(protectAt(long, '60500.0', '60000.0')).toMatchObject({ ok: true, kind: 'take-profit' });
  });

  it('on a short: a stop loss above the mark, a take profit below it', () => {
    expect(protectAt(short, '60500.0', '60000.0')).toMatchObject({ ok: true, kind: 'stop-loss' });
    expect(protectAt(short, '59500.0', '60000.0')).toMatchObject({ ok: true, kind: 'take-profit' });
  });

  it('nothing with no position, at the mark itself, or before the mark is known', () => {
    expect(protectAt(null, '59500.0', '60000.0')).toEqual({ ok: false, message: 'No position to protect' });
    expect(protectAt(long, '60000.0', '60000.0')).toMatchObject({
      ok: false,
      message: '60000.0 is the mark price: a stop or a target there would fire at once',
    });
    expect(protectAt(long, '59500.0', null)).toMatchObject({ ok: false });
  });
});

describe('Alt+click on the profit side of a position with tiers', () => {
  const long = { isLong: true, quantity: '0.100' };
  it('sets the next free tier with what is left of 100 %, and says so', () => {
    expect(protectAt(long, '63000.0', '60000.0', [heldOrder(), heldTier(1, '61000.0', '50'), heldTier(2, '62000.0', '30')])).toEqual({
      ok: true,
      kind: 'take-profit',
      says: 'TP3 at 63000.0 for the 20 % of the long 0.100 the targets leave, held by Perpdesk',
      tiers: tierRows(['61000.0', '50'], ['62000.0', '30'], ['63000.0', '20']),
    });
  });

  it('refuses when nothing is left of 100 %, and a stop still goes as ever', () => {
    const full = [heldTier(1, '61000.0', '60'), heldTier(2, '62000.0', '40')];
    expect(protectAt(long, '63000.0', '60000.0', full)).toEqual({
      ok: false,
      message: 'The targets already close 100 % of the position: nothing is left for another',
    });
    expect(protectAt(long, '59500.0', '60000.0', full)).toMatchObject({ ok: true, kind: 'stop-loss' });
  });
});
