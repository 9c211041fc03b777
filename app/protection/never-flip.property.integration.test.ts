/**
 * The money invariant where every kind of exit meets, as a property: random mixes of stops, targets, take-profit
 * tiers (breakeven after TP1 or not), trailing stops, reduce-only chases and TWAPs, reduce-only orders and Closes on one long position, with the market moved at
 * random and the headless process holding them killed with SIGKILL at random. Sampled throughout, the position is never
 * flipped (never short) and never more than it was.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Decimal from 'decimal.js';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { BridgeResult } from '../../shared/bridge';
import { callAppChannel, readAppChannel } from '../core/app-channel';
import { allPages } from '../trading/all-pages';
import { ExchangeClient } from '../exchange';
import { push, startHeadlessOn, startTwoAccountExchange, trader, until } from './testing';

const PAIR = 'BTC-USDT';
const LONG = '0.050';

type Step =
  | { kind: 'stop' | 'target'; offset: number }
  | { kind: 'tiers'; offsets: number[]; shares: number[]; breakeven: boolean }
  | { kind: 'trailing'; distance: number }
  | { kind: 'chase' | 'twap'; quantity: string }
  | { kind: 'reduce'; quantity: string; rest: boolean }
  | { kind: 'close' }
  | { kind: 'move'; side: 'buy' | 'sell'; quantity: string }
  | { kind: 'kill' }
  | { kind: 'wait'; ms: number };

const lot = fc.integer({ min: 1, max: 60 }).map((n) => (n / 1000).toFixed(3));
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constantFrom('stop' as const, 'target' as const), offset: fc.integer({ min: -20, max: 40 }) }),
  fc.record({
    kind: fc.constant('tiers' as const),
    offsets: fc.array(fc.integer({ min: -10, max: 40 }), { minLength: 1, maxLength: 4 }),
    // Shares of up to 100 % together (a tier under a lot is refused, and changes nothing).
    shares: fc.array(fc.integer({ min: 1, max: 25 }), { minLength: 4, maxLength: 4 }),
    breakeven: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('trailing' as const), distance: fc.integer({ min: 1, max: 30 }) }),
  fc.record({ kind: fc.constantFrom('chase' as const, 'twap' as const), quantity: lot }),
  fc.record({ kind: fc.constant('reduce' as const), quantity: lot, rest: fc.boolean() }),
  fc.constant({ kind: 'close' as const }),
  fc.record({
    kind: fc.constant('move' as const),
    side: fc.constantFrom('buy' as const, 'sell' as const),
    quantity: fc.constantFrom('1.000', '4.000'),
  }),
  fc.constant({ kind: 'kill' as const }),
  fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 100, max: 1500 }) }),
);

const children: ChildProcess[] = [];
const dirs: string[] = [];
afterAll(() => {
  children.forEach((c) => c.kill('SIGKILL'));
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
});

/** One run: a fresh exchange and data directory, the headless process holding the position's exits, the steps in order. */
async function run(steps: Step[]): Promise<{ lowest: Decimal; highest: Decimal }> {
  const exchange = await startTwoAccountExchange();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pd-never-flip-'));
  dirs.push(dir);
  const reader = new ExchangeClient({ baseUrl: exchange.url, credentials: trader });
  let headless = await startHeadlessOn(exchange.url, dir, children);
  const call = async (method: string, params: unknown): Promise<BridgeResult<unknown>> =>
    callAppChannel((await readAppChannel(dir))!, method, params);
  const position = async (): Promise<Decimal> =>
    (await allPages((pageNo, pageSize) => reader.call('positions', { pairName: PAIR, pageNo, pageSize }))).reduce(
      (sum, p) => sum.plus(p.isLong ? p.quantity : new Decimal(p.quantity).neg()),
      new Decimal(0),
    );
  const last = async (): Promise<Decimal> => new Decimal((await reader.call('trades', { pairName: PAIR, limit: 1 }))[0]!.price);
  let lowest = new Decimal(0);
  let highest = new Decimal(0);
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const now = await position().catch(() => null);
      if (now !== null) {
        lowest = Decimal.min(lowest, now);
        highest = Decimal.max(highest, now);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  try {
    await call('trading.placeOrder', { pair: PAIR, side: 'buy', type: 'market', quantity: LONG, timeInForce: 'IOC' });
    lowest = new Decimal(LONG);
    for (const s of steps) {
      const held = (await call('positions.list', { pair: PAIR })) as BridgeResult<{ id: number }[]>;
      const positionId = held.ok ? held.value[0]?.id : undefined;
      const price = await last();
      switch (s.kind) {
        case 'stop':
        case 'target': {
          if (positionId === undefined) break;
          const value = (s.kind === 'stop' ? price.minus(s.offset) : price.plus(s.offset)).toFixed(1);
          await call('protection.set', {
            pair: PAIR,
            positionId,
            kind: s.kind === 'stop' ? 'stop-loss' : 'take-profit',
            value,
            feed: 'last',
            now: true,
          });
          break;
        }
        case 'tiers': {
          if (positionId === undefined) break;
          const tiers = s.offsets.map((offset, i) => ({ value: price.plus(offset).toFixed(1), share: String(s.shares[i]) }));
          await call('protection.set', {
            pair: PAIR,
            positionId,
            kind: 'take-profit',
            tiers,
            breakevenAfterTp1: s.breakeven,
            feed: 'last',
            now: true,
          });
          break;
        }
        case 'trailing':
          if (positionId !== undefined) await call('protection.trailing', { pair: PAIR, positionId, distance: `${s.distance}.0`, feed: 'last' });
          break;
        case 'chase':
          await call('algo.chase', { pair: PAIR, side: 'sell', quantity: s.quantity, maxSeconds: 3, onLimit: 'market', reduceOnly: true });
          break;
        case 'twap':
          await call('algo.twap', {
            pair: PAIR,
            side: 'sell',
            quantity: s.quantity,
            slices: 2,
            durationSeconds: 10,
            slippage: '0.5',
            reduceOnly: true,
          });
          break;
        case 'reduce': {
          const how = s.rest ? { type: 'limit', price: price.plus(5).toFixed(1), timeInForce: 'GTC' } : { type: 'market', timeInForce: 'IOC' };
          await call('trading.placeOrder', { pair: PAIR, side: 'sell', quantity: s.quantity, reduceOnly: true, ...how });
          break;
        }
        case 'close':
          if (positionId !== undefined) await call('trading.closePosition', { pair: PAIR, positionId, type: 'market' });
          break;
        case 'move':
          await push(exchange.url, s.side, s.quantity, `mover-${Date.now()}-${Math.random().toString(36).slice(2)}`);
          break;
        case 'kill':
          headless.kill('SIGKILL');
          await new Promise((resolve) => headless.once('exit', resolve));
          headless = await startHeadlessOn(exchange.url, dir, children);
          break;
        case 'wait':
          await new Promise((r) => setTimeout(r, s.ms));
          break;
      }
    }
    // Let what is working go on a little, with the market moving through the stops, then fill what rests.
    await push(exchange.url, 'sell', '4.000', `mover-end-${Date.now()}`);
    await new Promise((r) => setTimeout(r, 2500));
    await push(exchange.url, 'buy', '4.000', `mover-end2-${Date.now()}`);
    await until(
      'the chases ended',
      async () => {
        const algos = (await call('algo.list', {})) as BridgeResult<{ status: string }[]>;
        return algos.ok && algos.value.every((a) => !['working', 'paused', 'ending'].includes(a.status));
      },
      20_000,
    ).catch(() => undefined);
  } finally {
    // A last half second of samples, then the sampler stops.
    await new Promise((r) => setTimeout(r, 500));
    sampling = false;
    await sampler;
    reader.close();
    headless.kill('SIGKILL');
    await exchange.close();
  }
  return { lowest, highest };
}

describe('exits together, across kill -9', () => {
  it('never flip the position, nor grow it', { timeout: 600_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 7 }), async (steps) => {
        const { lowest, highest } = await run(steps);
        expect(lowest.gte(0), `went short (${lowest.toString()}) after ${JSON.stringify(steps)}`).toBe(true);
        expect(highest.lte(LONG), `grew to ${highest.toString()} after ${JSON.stringify(steps)}`).toBe(true);
      }),
      { numRuns: 5, endOnFailure: true },
    );
  });
});
