import { describe, expect, it } from 'vitest';
import { depthRecord } from '../../../shared/exchange/testing';
import type { LadderRow } from './ladder-grid';
import { createLadderView, withMoving, type LadderDrawInput } from './ladder-view';

const input = (over: Partial<LadderDrawInput> = {}): LadderDrawInput => ({
  pair: { priceDecimal: 1, tradeDecimal: 3 },
  symbol: 'BTC-USDT',
  step: 1n,
  count: 30,
  own: { buy: new Map(), sell: new Map() },
  volume: new Map(),
  marks: {},
  gridKey: 'BTC-USDT 1 30',
  autoCentre: true,
  tradingOn: false,
  moving: null,
  ...over,
});
const book = (bid: string, ask: string) => depthRecord([[bid, '0.100']], [[ask, '0.200']]);

// The view keeps the top row across answers without a grid attached: its rules are tested here, its drawing by e2e.
describe('the ladder view', () => {
  it('keeps the best bid and ask of the last answer, on the grid', () => {
    const view = createLadderView(() => 0);
    view.show(book('10.0', '10.2'), input());
    expect(view.inside()).toEqual({ bid: 100n, ask: 102n });
    view.show(book('10.4', '10.5'), input({ step: 2n, gridKey: 'BTC-USDT 2 30' }));
    // Bids snap down, asks up, to the step.
    expect(view.inside()).toEqual({ bid: 104n, ask: 106n });
  });

  it('scrolls only once it has a top row, and keeps the scrolled top while auto-centre is off', () => {
    const view = createLadderView(() => 0);
    expect(view.scroll(input(), 3)).toBe(false);
    view.show(book('10.0', '10.2'), input());
    expect(view.scroll(input({ autoCentre: false }), 3)).toBe(true);
    view.show(book('10.0', '10.2'), input({ autoCentre: false }));
    view.centre(input());
    expect(view.scroll(input(), 0)).toBe(true);
  });
});

describe('orders on their way to another row', () => {
  const row = (price: string, myBuy: string | null): LadderRow => ({
    price,
    bid: null,
    ask: null,
    bidShare: 0,
    askShare: 0,
    myBuy,
    mySell: null,
    volume: null,
    marks: [],
  });
  it('are drawn at the row they go to, not the one they leave', () => {
    const moved = withMoving([row('10.0', '0.010'), row('10.1', null)], { from: '10.0', to: '10.1' });
    expect(moved.map((r) => r.myBuy)).toEqual([null, '0.010']);
    expect(withMoving([row('10.0', '0.010')], null)[0]!.myBuy).toBe('0.010');
  });
});
