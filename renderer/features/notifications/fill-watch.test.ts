import { describe, expect, it } from 'vitest';
import type { Fill } from '../../../shared/exchange';
import { PAIRS } from '../../stores/testing/fake-invoke';
import { eventsOf, isLiquidation, messagesOf, observeFills, START, type WatchState } from './fill-watch';

const fill = (tradeId: number, over: Partial<Fill> = {}): Fill => ({
  tradeId,
  symbol: 'BTC-USDT',
  orderId: 100 + tradeId,
  clOrdId: `c${tradeId}`,
  isMarket: true,
  isClose: false,
  isLong: true,
  isTaker: true,
  fillPrice: '60010.0',
  fillQty: '0.010',
  fillAmt: '600.10',
  feeCurrency: 'USDT',
  feeRate: '0.0006',
  fillFee: '0.36',
  fillPnl: '0',
  tradeTime: 1_700_000_000_000 + tradeId,
  ...over,
});

const decimals = (symbol: string) => PAIRS.find((p) => p.symbol === symbol);

describe('observeFills', () => {
  it('only marks where it starts: old fills are not news', () => {
    const first = observeFills(START, [fill(7), fill(5)], 20);
    expect(first).toEqual({ state: { mark: 7 }, fresh: [], overflow: [] });
    expect(observeFills(START, [], 20).state).toEqual({ mark: 0 });
  });

  it('reports fills above the mark, oldest first, and moves the mark', () => {
    const state: WatchState = { mark: 7 };
    const next = observeFills(state, [fill(10), fill(9), fill(7), fill(5)], 20);
    expect(next.fresh.map((f) => f.tradeId)).toEqual([9, 10]);
    expect(next.state).toEqual({ mark: 10 });
    expect(observeFills(next.state, [fill(10), fill(9)], 20).fresh).toEqual([]);
  });

  it('counts a trade id sequence shared by every market', () => {
    const next = observeFills({ mark: 3 }, [fill(5, { symbol: 'ETH-USDT' }), fill(4)], 20);
    expect(next.fresh.map((f) => [f.tradeId, f.symbol])).toEqual([
      [4, 'BTC-USDT'],
      [5, 'ETH-USDT'],
    ]);
  });

  it('says where an answer was all new (more may have happened than it holds)', () => {
    const next = observeFills({ mark: 1 }, [fill(4), fill(3), fill(2, { symbol: 'ETH-USDT' }), fill(1, { symbol: 'ETH-USDT' })], 2);
    expect(next.overflow).toEqual(['BTC-USDT']);
  });
});

describe('what the trader is told', () => {
  it('one message per order, its fills averaged', () => {
    const events = eventsOf([
      fill(1, { orderId: 9, fillPrice: '60000.0', fillQty: '0.010' }),
      fill(2, { orderId: 9, fillPrice: '60010.0', fillQty: '0.030' }),
    ]);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ kind: 'fill', quantity: '0.04', averagePrice: '60007.5', count: 2 });
    expect(messagesOf(events, [], decimals)).toEqual([
      { tag: 'fill-9', tone: 'buy', title: 'Filled: Buy 0.040 BTC-USDT', body: 'at 60007.5 (average of 2 fills)' },
    ]);
  });

  it('names a closing fill’s PnL', () => {
    const [message] = messagesOf(eventsOf([fill(1, { isLong: false, fillPnl: '-1.5' })]), [], decimals);
    expect(message).toMatchObject({ tone: 'sell', title: 'Filled: Sell 0.010 BTC-USDT', body: 'at 60010.0 · PnL -1.50 USDT' });
  });

  it('knows a liquidation by its order’s client id and names the position it closed', () => {
    const liquidation = fill(3, { clOrdId: 'liquidation:12', isLong: false, isClose: true, fillPrice: '57000.0', fillPnl: '-30', fillFee: '0' });
    expect(isLiquidation(liquidation)).toBe(true);
    expect(isLiquidation(fill(4))).toBe(false);
    expect(messagesOf(eventsOf([liquidation]), [], decimals)).toEqual([
      {
        tag: `liquidation-${liquidation.orderId}`,
        tone: 'warn',
        title: 'Liquidated: BTC-USDT long',
        body: '0.010 closed at 57000.0 · PnL -30.00 USDT',
      },
    ]);
  });

  it('sums up many orders’ fills in one message, liquidations still on their own', () => {
    const fresh = [1, 2, 3, 4, 5].map((id) => fill(id, { symbol: id % 2 ? 'BTC-USDT' : 'ETH-USDT' }));
    fresh.push(fill(6, { clOrdId: 'liquidation:1' }));
    const messages = messagesOf(eventsOf(fresh), [], decimals);
    expect(messages.map((m) => m.title)).toEqual(['Liquidated: BTC-USDT short', '5 new fills']);
    expect(messages[1]?.body).toBe('on BTC-USDT, ETH-USDT; the Fills tab has them all');
  });

  it('says "more" when an answer may not have held them all', () => {
    const messages = messagesOf(eventsOf([fill(1), fill(2)]), ['BTC-USDT'], decimals);
    expect(messages.map((m) => m.title)).toEqual(['2+ new fills']);
  });

  it('shows numbers as sent for a market not known yet', () => {
    const [message] = messagesOf(eventsOf([fill(1, { symbol: 'NEW-USDT', fillQty: '2', fillPrice: '1.2345' })]), [], decimals);
    expect(message?.title).toBe('Filled: Buy 2 NEW-USDT');
    expect(message?.body).toBe('at 1.2345');
  });
});
