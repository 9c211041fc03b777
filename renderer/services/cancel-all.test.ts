import { describe, expect, it } from 'vitest';
import type { BridgeResult, CancelResults } from '../../shared/bridge';
import {
  cancelInChunks,
  chunksOf,
  confirmQuestion,
  failureText,
  progressText,
  settleSweep,
  summaryText,
  type CancelAllProgress,
  type CancelTarget,
} from './cancel-all';

const targets = (n: number): CancelTarget[] => Array.from({ length: n }, (_, i) => ({ orderId: i + 1, pair: i % 2 ? 'ETH-USDT' : 'BTC-USDT' }));

const allCancelled = (ids: number[]): BridgeResult<CancelResults> => ({
  ok: true,
  value: { items: ids.map((orderId) => ({ orderId, outcome: 'cancelled' as const })), cancelled: ids.length },
});

describe('chunksOf', () => {
  it('splits in order, the last chunk holding the rest', () => {
    expect(chunksOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunksOf([], 10)).toEqual([]);
    expect(() => chunksOf([1], 0)).toThrow();
  });
});

describe('cancelInChunks', () => {
  it('cancels batch by batch, reporting progress after each', async () => {
    const calls: number[][] = [];
    const seen: CancelAllProgress[] = [];
    const result = await cancelInChunks(
      targets(25),
      async (ids) => {
        calls.push(ids);
        return allCancelled(ids);
      },
      (p) => seen.push(p),
      10,
    );
    expect(calls.map((c) => c.length)).toEqual([10, 10, 5]);
    expect(calls.flat()).toEqual(targets(25).map((t) => t.orderId));
    expect(seen.map(progressText)).toEqual([
      '0 of 25 cancelled',
      '10 of 25 cancelled',
      '20 of 25 cancelled',
      '25 of 25 cancelled',
      '25 of 25 cancelled',
    ]);
    expect(result).toMatchObject({ total: 25, answered: 25, cancelled: 25, failures: [], finished: true });
    expect(summaryText(result)).toBe('25 of 25 cancelled');
    expect(summaryText({ ...result, finished: false, cancelled: 20 })).toBe('20 of 25 cancelled…');
  });

  it('names each order the exchange would not cancel, with its reason and code', async () => {
    const result = await cancelInChunks(
      targets(3),
      async (ids) => ({
        ok: true,
        value: {
          items: [
            { orderId: ids[0]!, outcome: 'cancelled' },
            { orderId: ids[1]!, outcome: 'not-cancelled', error: { kind: 'rejected', code: 2126, message: 'order already filled' } },
            { orderId: ids[2]!, outcome: 'unknown', error: { kind: 'unknown-outcome', message: 'no answer in time' } },
          ],
          cancelled: 1,
        },
      }),
      () => {},
    );
    expect(result.cancelled).toBe(1);
    expect(result.failures.map(failureText)).toEqual([
      'Order 2 on ETH-USDT: order already filled (code 2126)',
      'Order 3 on BTC-USDT: outcome unknown: no answer in time',
    ]);
    expect(summaryText(result)).toBe('1 of 3 cancelled; 1 not cancelled; 1 with an unknown outcome');
  });

  it('fails every order of a batch whose call failed, and goes on with the next batch', async () => {
    let call = 0;
    const result = await cancelInChunks(
      targets(4),
      async (ids) => (++call === 1 ? { ok: false, error: { kind: 'network', message: 'connection refused' } } : allCancelled(ids)),
      () => {},
      2,
    );
    expect(result.cancelled).toBe(2);
    expect(result.failures.map((f) => [f.orderId, f.message, f.unknown])).toEqual([
      [1, 'connection refused', false],
      [2, 'connection refused', false],
    ]);
  });

  it('counts an order missing from the answer, or a thrown call, as not known', async () => {
    const missing = await cancelInChunks(
      targets(2),
      async () => ({ ok: true, value: { items: [], cancelled: 0 } }),
      () => {},
    );
    expect(missing.failures.every((f) => f.unknown)).toBe(true);
    const thrown = await cancelInChunks(
      targets(1),
      () => Promise.reject(new Error('bridge closed')),
      () => {},
    );
    expect(thrown.failures[0]).toMatchObject({ orderId: 1, message: 'bridge closed' });
  });
});

describe('what Cancel all says', () => {
  it('asks about the current market or every market', () => {
    expect(confirmQuestion(3, 'BTC-USDT')).toBe('Cancel 3 orders on BTC-USDT?');
    expect(confirmQuestion(1, null)).toBe('Cancel 1 order on all markets?');
  });
});

describe('settleSweep', () => {
  const base = { total: 2, answered: 2, cancelled: 2, failures: [], finished: false };
  it('adds what the check of every market found and cancelled, and says when the check failed', () => {
    const swept = settleSweep(base, {
      ok: true,
      value: {
        items: [
          { orderId: 9, outcome: 'cancelled' },
          { orderId: 10, outcome: 'not-cancelled', error: { kind: 'rejected', code: 2126, message: 'Order already filled' } },
        ],
        cancelled: 1,
      },
    });
    expect(swept).toMatchObject({ total: 4, answered: 4, cancelled: 3 });
    expect(swept.failures.map(failureText)).toEqual(['Order 10 on another market: Order already filled (code 2126)']);
    const failed = settleSweep(base, { ok: false, error: { kind: 'timeout', message: 'The exchange did not answer in time' } });
    expect(failed.unchecked).toBe('Not every market could be checked: The exchange did not answer in time');
    expect(summaryText({ ...failed, finished: true })).toBe('2 of 2 cancelled; not every market was checked');
  });
});
