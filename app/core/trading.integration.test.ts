/** The core's dispatch against the real paper exchange: what the screen asks, and what the journal keeps. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Core } from './core';
import { coreForTests } from './testing';

let dir: string;
let core: Core;
coreForTests('pd-core-', (started) => ({ dir, core } = started));

describe('core trading', () => {
  it('places an order that then shows in open orders and the book, and cancels it', async () => {
    const placed = await core.dispatch('trading.placeOrder', {
      pair: 'BTC-USDT',
      side: 'sell',
      price: '60555.5',
      quantity: '0.250',
    });
    expect(placed).toMatchObject({ ok: true, value: { pair: 'BTC-USDT', orderId: expect.any(Number) } });
    const { orderId, clientOrderId } = (placed as { value: { orderId: number; clientOrderId: string } }).value;

    const open = await core.dispatch('account.openOrders', { pair: 'BTC-USDT' });
    expect(open).toMatchObject({ ok: true, value: [expect.objectContaining({ id: orderId, clientOrderId })] });
    const depth = await core.dispatch('market.depth', { pair: 'BTC-USDT', limit: 50 });
    expect(depth).toMatchObject({ ok: true, value: { asks: expect.arrayContaining([{ price: '60555.5', quantity: '0.250' }]) } });

    expect(await core.dispatch('trading.cancelOrder', { pair: 'BTC-USDT', orderId })).toEqual({
      ok: true,
      value: { pair: 'BTC-USDT', orderId },
    });
    expect(await core.dispatch('account.openOrders', { pair: 'BTC-USDT' })).toEqual({ ok: true, value: [] });
  });

  it('journals every write before and after, never with a secret', async () => {
    const lines = readFileSync(path.join(dir, 'journal.ndjson'), 'utf8').trim().split('\n');
    const entries = lines.map((l) => JSON.parse(l) as { action: string; phase: string });
    expect(entries.map((e) => `${e.action}:${e.phase}`)).toEqual([
      'placeOrder:request',
      'placeOrder:outcome',
      'cancelOrder:request',
      'cancelOrder:outcome',
    ]);
    expect(lines.join('\n')).not.toMatch(/secret|signature/i);
  });

  it('refuses bad input with a clear message and sends nothing', async () => {
    const cases: [string, unknown, RegExp][] = [
      ['trading.placeOrder', { pair: 'BTC-USDT', side: 'buy', price: '1e3', quantity: '1' }, /Price must be a plain number/],
      ['trading.placeOrder', { pair: 'BTC-USDT', side: 'buy', price: '-5', quantity: '1' }, /Price must be a plain number/],
      ['trading.placeOrder', { pair: 'BTC-USDT', side: 'buy', price: '100', quantity: '0' }, /Quantity must be more than 0/],
      ['trading.placeOrder', { pair: 'BTC-USDT', side: 'buy', price: '100.55', quantity: '1' }, /at most 1 decimals/],
      ['trading.placeOrder', { pair: 'DOGE-USDT', side: 'buy', price: '1', quantity: '1' }, /Unknown market DOGE-USDT/],
      ['trading.placeOrder', { pair: 'BTC-USDT', side: 'up', price: '1', quantity: '1' }, /side/],
      ['trading.cancelOrder', { pair: 'BTC-USDT', orderId: -1 }, /orderId/],
      ['market.depth', { pair: 'BTC-USDT', limit: 1000 }, /limit/],
    ];
    for (const [method, params, message] of cases) {
      const result = await core.dispatch(method, params);
      expect(result, `${method} ${JSON.stringify(params)}`).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
      expect((result as { error: { message: string } }).error.message).toMatch(message);
    }
    const journal = readFileSync(path.join(dir, 'journal.ndjson'), 'utf8').trim().split('\n');
    expect(journal).toHaveLength(4);
  });

  it('shows a rejection in the exchange own words, with its code, and journals it', async () => {
    const result = await core.dispatch('trading.placeOrder', { pair: 'BTC-USDT', side: 'buy', price: '59000.0', quantity: '50' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'rejected', code: 2102 } });
    expect(await core.dispatch('account.openOrders', { pair: 'BTC-USDT' })).toEqual({ ok: true, value: [] });
    const last = readFileSync(path.join(dir, 'journal.ndjson'), 'utf8').trim().split('\n').pop() ?? '';
    expect(JSON.parse(last)).toMatchObject({ action: 'placeOrder', phase: 'outcome', outcome: { ok: false, code: 2102 } });
  });
});
