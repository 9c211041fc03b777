import { describe, expect, it } from 'vitest';
import { createSweeper } from './open-orders-sweep';

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the full sweep of open orders', () => {
  it('asks every market once, one at a time, counting progress and naming failures', async () => {
    const asked: string[] = [];
    let inFlight = 0;
    let most = 0;
    const sweeper = createSweeper({
      markets: async () => ['A-USDT', 'B-USDT', 'C-USDT'],
      read: async (pair) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        asked.push(pair);
        await settle();
        inFlight -= 1;
        if (pair === 'B-USDT') throw new Error('timeout');
      },
      gapMs: 1,
    });
    expect(sweeper.progress().running).toBe(false);
    const started = sweeper.start();
    expect(started).toMatchObject({ running: true, done: 0 });
    expect(sweeper.start().startedAt).toBe(started.startedAt); // one at a time
    while (sweeper.progress().running) await settle();
    expect(sweeper.progress()).toMatchObject({ running: false, done: 3, total: 3, failed: ['B-USDT'] });
    expect(asked).toEqual(['A-USDT', 'B-USDT', 'C-USDT']);
    expect(most).toBe(1);
    sweeper.start();
    expect(sweeper.progress()).toMatchObject({ running: true, done: 0, failed: [] });
    sweeper.close();
  });

  it('stops when closed', async () => {
    const asked: string[] = [];
    const sweeper = createSweeper({ markets: async () => ['A-USDT', 'B-USDT'], read: async (pair) => void asked.push(pair), gapMs: 50 });
    sweeper.start();
    await settle();
    sweeper.close();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(asked).toEqual(['A-USDT']);
  });
});
