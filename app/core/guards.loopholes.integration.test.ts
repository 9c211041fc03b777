/**
 * Ways around the guards that once got through, on the real core against the paper exchange: an order valued at
 * a limit far from where it fills, "reducing" orders that together open a position, and the minute's count of
 * orders kept by each process alone.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GUARDS_OFF, type GuardSettings, type MethodName, type ParamsOf } from '../../shared/bridge';
import { tempDirForTests } from '../fs/testing';
import { startCore, type Core } from './core';
import { callerOf, coreForTests } from './testing';

const pair = 'BTC-USDT';
const guardsOf = (guards: Partial<GuardSettings>) => ({ guards: { ...GUARDS_OFF, ...guards }, confirmLoosen: true });

describe('guards on one core', () => {
  let core: Core;
  coreForTests('pd-guards-loopholes-', (started) => ({ core } = started));
  const call = callerOf(() => core);

  it('refuses an IOC sell limit far under the bid over Largest order value: it is valued at the bid it fills at', async () => {
    await call('guards.set', guardsOf({ maxOrderValue: '1000' }));
    const history = await call('account.orderHistory', { pair, limit: 50 });
    const result = await core.dispatch('trading.placeOrder', {
      pair,
      side: 'sell',
      type: 'limit',
      price: '1.0',
      quantity: '0.100',
      leverage: 5,
      marginMode: 'isolated',
      timeInForce: 'IOC',
    });
    expect(result).toMatchObject({ ok: false, error: { kind: 'guard-refused' } });
    expect((result as { error: { message: string } }).error.message).toMatch(
      /^Refused by guard ‘Largest order value’: 5,9\d\d(\.\d+)? USDT is over 1,000 USDT\./,
    );
    expect(await call('positions.list', { pair })).toEqual([]);
    expect(await call('account.orderHistory', { pair, limit: 50 })).toEqual(history);
  });

  it('lets the first of 15 resting sells of a 0.010 long pass as reducing; the others open, and meet the position cap', async () => {
    await call('guards.set', guardsOf({}));
    await call('trading.placeOrder', { pair, side: 'buy', type: 'market', quantity: '0.010', leverage: 5, marginMode: 'isolated' });
    // The long (about 600 USDT) is over the cap already: only reducing orders go.
    await call('guards.set', guardsOf({ maxPositionValue: '500' }));
    const sell = {
      pair,
      side: 'sell',
      type: 'limit',
      price: '70000.0',
      quantity: '0.010',
      leverage: 5,
      marginMode: 'isolated',
      timeInForce: 'GTC',
    } as const;
    const results = [];
    for (let i = 0; i < 15; i++) results.push(await core.dispatch('trading.placeOrder', sell));

    expect(results[0]).toMatchObject({ ok: true });
    for (const result of results.slice(1)) {
      expect(result).toMatchObject({
        ok: false,
        error: {
          kind: 'guard-refused',
          message:
            'Refused by guard ‘Largest position value per market’: the BTC-USDT position would be 700 USDT with the 0.01 resting on its sell side filled, over 500 USDT. Change it in Settings → Guards.',
        },
      });
    }
    const [reducing] = (await call('account.openOrders', { pair })).filter((o) => !o.isLong);
    expect((await call('account.openOrders', { pair })).filter((o) => !o.isLong)).toHaveLength(1);

    // Moved, it still reduces: the order it replaces is not counted as resting beside it.
    expect(await call('trading.moveOrder', { pair, orderId: reducing!.id, price: '71000.0' })).toMatchObject({ cancelledOrderId: reducing!.id });
    expect((await call('account.openOrders', { pair })).filter((o) => !o.isLong).map((o) => o.price)).toEqual(['71000.0']);
  });
});

describe('Most orders per minute, counted by every process on the data directory', () => {
  const dir = tempDirForTests('pd-guards-processes-');
  /** As `npm run cli` runs a call when no app runs: a core of its own, started for the call and closed after it. */
  async function callAlone<M extends MethodName>(method: M, params: ParamsOf<M>) {
    const core = await startCore({ dataDir: dir, stillMarket: true, owner: 'npm run cli' });
    try {
      return await core.dispatch(method, params);
    } finally {
      await core.close();
    }
  }
  const order = {
    pair,
    side: 'buy',
    type: 'limit',
    price: '30000.0',
    quantity: '0.001',
    leverage: 5,
    marginMode: 'isolated',
    timeInForce: 'GTC',
  } as const;

  it('refuses the third order of three calls, each run by a core of its own, over a limit of 2', async () => {
    expect(await callAlone('guards.set', guardsOf({ maxOrdersPerMinute: 2 }))).toMatchObject({ ok: true });
    expect(await callAlone('trading.placeOrder', order)).toMatchObject({ ok: true });
    expect(await callAlone('trading.placeOrder', order)).toMatchObject({ ok: true });
    expect(await callAlone('trading.placeOrder', order)).toMatchObject({
      ok: false,
      error: {
        kind: 'guard-refused',
        message: 'Refused by guard ‘Most orders per minute’: 3 orders in a minute is over 2. Change it in Settings → Guards.',
      },
    });
  });

  it('refuses orders while the count on disk is damaged, naming its file', async () => {
    const file = path.join(dir, 'guards', 'paper.sent.json');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, '{"version":1,"sent":[17');
    expect(await callAlone('guards.set', guardsOf({ maxOrdersPerMinute: 100 }))).toMatchObject({ ok: true });
    const result = await callAlone('trading.placeOrder', order);
    expect(result).toMatchObject({ ok: false, error: { kind: 'guard-refused', message: expect.stringContaining(file) } });
    expect((result as { error: { message: string } }).error.message).toMatch(/^Refused by guard ‘Most orders per minute’: .*damaged/);
  });
});
