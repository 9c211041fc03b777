import { describe, expect, it } from 'vitest';
import { OrdersWindow, OrdersWindows } from './orders-window';

describe('the orders sent in the last minute', () => {
  it('slides: an order leaves the count a minute after it was sent', () => {
    let now = 1_000_000;
    const window = new OrdersWindow(() => now);
    window.sent(2);
    now += 30_000;
    window.sent(1);
    expect(window.count()).toBe(3);
    now += 30_000;
    expect(window.count()).toBe(1);
    now += 30_000;
    expect(window.count()).toBe(0);
  });

  it('is one per profile, kept when the profile is selected again', () => {
    const windows = new OrdersWindows();
    windows.of('paper').sent(3);
    expect(windows.of('live').count()).toBe(0);
    expect(windows.of('paper').count()).toBe(3);
  });
});
