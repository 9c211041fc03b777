import { describe, expect, it } from 'vitest';
import type { ClosedPosition } from '../../../shared/bridge';
import { positionRecord } from '../../../shared/exchange/testing';
import { pair } from '../../stores/testing/fake-invoke';
import { closeChoices, closeRows, closeSummary, closeTargets, flipQuestion } from './close-all-model';

const btc = positionRecord({ id: 1, symbol: 'BTC-USDT', isLong: true, quantity: '0.1', unrealizedPnl: '12.5' });
const eth = positionRecord({ id: 2, symbol: 'ETH-USDT', isLong: false, quantity: '0.5', unrealizedPnl: '-3' });
const PAIRS = [pair('BTC-USDT', 1, 3, '0.001'), pair('ETH-USDT', 2, 2, '0.01')];

describe('Close all', () => {
  it('offers the market on screen and every market, counting the markets', () => {
    expect(closeChoices([btc, eth], 'BTC-USDT').map((c) => c.label)).toEqual(['Close BTC-USDT positions', 'Close all positions (2 markets)']);
    expect(closeChoices([eth], 'BTC-USDT')).toEqual([{ pair: null, label: 'Close all positions (1 market)', count: 1 }]);
    expect(closeTargets([btc, eth], 'ETH-USDT')).toEqual([eth]);
    expect(closeTargets([btc, eth], null)).toEqual([btc, eth]);
  });

  it('lists each position with its side, size and PnL before sending, in its pair’s decimals', () => {
    const rows = closeRows([btc, eth], PAIRS, { running: false, results: null, live: null });
    expect(rows.map((r) => [r.pair, r.side, r.size, r.status])).toEqual([
      ['BTC-USDT', 'Long', '0.100', 'listed'],
      ['ETH-USDT', 'Short', '0.50', 'listed'],
    ]);
    expect(rows.map((r) => r.pnl)).toEqual(['+12.50', '−3.00']);
  });

  it('shows closing…, then closed as the feed loses the position, then the core’s answer for each', () => {
    const running = closeRows([btc, eth], PAIRS, { running: true, results: null, live: [eth] });
    expect(running.map((r) => r.text)).toEqual(['closed', 'closing…']);
    expect(closeSummary(running, true)).toBe('Closing 2 positions…');
    const results: ClosedPosition[] = [
      { pair: 'BTC-USDT', positionId: 1, side: 'long', quantity: '0.1', ok: true, orderId: 12 },
      {
        pair: 'ETH-USDT',
        positionId: 2,
        side: 'short',
        quantity: '0.5',
        ok: false,
        message: 'The short 0.5 ETH-USDT was not closed: Illegal parameter:quantity',
      },
    ];
    const done = closeRows([btc, eth], PAIRS, { running: false, results, live: [eth] });
    expect(done.map((r) => [r.status, r.text])).toEqual([
      ['closed', 'closed (order #12)'],
      ['refused', 'refused: The short 0.5 ETH-USDT was not closed: Illegal parameter:quantity'],
    ]);
    expect(closeSummary(done, false)).toBe('Closed 1 of 2 positions; 1 refused');
  });
});

describe('Flip', () => {
  it('asks in a trader’s words what it will do', () => {
    expect(flipQuestion(btc, PAIRS[0])).toBe('Flip: close long 0.100 BTC-USDT and open short 0.100 at market');
    expect(flipQuestion(eth, PAIRS[1])).toBe('Flip: close short 0.50 ETH-USDT and open long 0.50 at market');
  });
});
