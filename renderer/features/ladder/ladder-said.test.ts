import { describe, expect, it } from 'vitest';
import { NO_FATE_SOURCES, type FateSources } from '../../services/order-fate';
import { ladderLookUps, ladderSaidNow } from './ladder-said';
import type { LadderSaid } from '../../stores/ladder-store';

const AT = 1_000_000;
const placed: LadderSaid = { tone: 'ok', text: 'Placed: Buy 0.010 at 59980.0 (#7)', pair: 'BTC-USDT', order: { id: 7, at: AT } };
const sources = (s: Partial<FateSources>): FateSources => ({ ...NO_FATE_SOURCES, ...s });
const goneFromOpen = { open: { pair: 'BTC-USDT', orders: [{ id: 5 }], readAt: AT + 2000 } };

describe('the ladder’s status line', () => {
  it('is about the market on screen only: a line about BTC never shows on ETH', () => {
    expect(ladderSaidNow(placed, 'BTC-USDT', NO_FATE_SOURCES)?.text).toBe(placed.text);
    expect(ladderSaidNow(placed, 'ETH-USDT', NO_FATE_SOURCES)).toBeNull();
    expect(ladderLookUps(placed, 'ETH-USDT', sources(goneFromOpen))).toEqual([]);
  });

  it('never says "Placed" for an order since cancelled', () => {
    expect(ladderSaidNow(placed, 'BTC-USDT', sources({ cancelled: (id) => id === 7 }))).toEqual({ tone: 'info', text: 'Order #7 cancelled' });
  });

  it('says "no longer open" once it left Open orders, asks for its record, and says "Order #7 filled" once that is read', () => {
    expect(ladderSaidNow(placed, 'BTC-USDT', sources(goneFromOpen))?.text).toMatch(/^Order #7 is no longer open/);
    expect(ladderLookUps(placed, 'BTC-USDT', sources(goneFromOpen))).toEqual([7]);
    const filled = sources({ ...goneFromOpen, record: () => ({ status: 3, quantity: '0.010', dealQuantity: '0.010' }) });
    expect(ladderSaidNow(placed, 'BTC-USDT', filled)).toEqual({ tone: 'ok', text: 'Order #7 filled' });
    expect(ladderLookUps(placed, 'BTC-USDT', filled)).toEqual([]);
    const partly = sources({ ...goneFromOpen, record: () => ({ status: 4, quantity: '0.010', dealQuantity: '0.004' }) });
    expect(ladderSaidNow(placed, 'BTC-USDT', partly)).toEqual({
      tone: 'warn',
      text: 'Order #7 partly filled, rest cancelled. 0.004 of 0.010 filled',
    });
  });

  it('leaves a line with no resting order as it was said', () => {
    const refused: LadderSaid = { tone: 'warn', text: 'Ladder quantity is required', pair: 'BTC-USDT' };
    expect(ladderSaidNow(refused, 'BTC-USDT', sources(goneFromOpen))).toEqual({ tone: 'warn', text: 'Ladder quantity is required' });
  });
});
