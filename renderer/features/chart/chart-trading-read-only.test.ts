import { describe, expect, it, vi } from 'vitest';
import { ChartTrading } from './chart-trading';

describe('the chart on a read-only profile', () => {
  it('cancels, closes and removes nothing from its lines, and says why; once it may trade, it does again', async () => {
    const cancelOrder = vi.fn(async () => ({ ok: true as const, value: { pair: 'BTC-USDT', orderId: 7 } }));
    const protection = { set: vi.fn(), move: vi.fn(), cancel: vi.fn() };
    const algos = { cancel: vi.fn() };
    const trading = new ChartTrading({ trading: { cancelOrder, moveOrder: vi.fn() }, protection, algos } as unknown as ConstructorParameters<
      typeof ChartTrading
    >[0]);
    const notice = vi.fn();
    const close = vi.fn();
    const breakeven = vi.fn();
    trading.setHandlers({ notice, close, pick: vi.fn(), breakeven });

    trading.setReadOnly('"Main" is a read-only profile');
    trading.cancelOrder(7);
    trading.cancelHeld('h1');
    trading.cancelAlgo('a1');
    trading.closePosition(3);
    trading.breakevenPosition(3);
    expect(notice.mock.calls).toEqual(Array.from({ length: 5 }, () => ['"Main" is a read-only profile']));
    expect(cancelOrder).not.toHaveBeenCalled();
    expect(protection.cancel).not.toHaveBeenCalled();
    expect(algos.cancel).not.toHaveBeenCalled();
    expect(close).not.toHaveBeenCalled();
    expect(breakeven).not.toHaveBeenCalled();

    trading.setReadOnly(null);
    trading.closePosition(3);
    expect(close).toHaveBeenCalledWith(3);
    trading.breakevenPosition(3);
    expect(breakeven).toHaveBeenCalledWith(3);
  });
});
