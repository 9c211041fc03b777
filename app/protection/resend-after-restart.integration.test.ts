/**
 * Perpdesk stopped between writing a held order's exit and sending it: the next start looks the exit up once, does
 * not find it, and sends it at once under the same client order id, saying so, spending no attempt.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { call, longAtMarket, protect, twoAccountVenueForTests, until } from './testing';
import { openHeldStore } from './store';

const { venue, open, close } = twoAccountVenueForTests('pd-held-resend-');

describe('an exit written but never sent', () => {
  it('is sent at the next start, once, and the notice says it was sent after restart', async () => {
    const first = await open();
    const position = await longAtMarket(first, '0.010');
    const stop = await protect(first, position, { kind: 'stop-loss', value: '59000.0', feed: 'last' });
    await close(first);

    // What a crash right after the exit was written leaves on disk: firing, its client order id, nothing sent.
    const [name] = readdirSync(path.join(venue.dataDir, 'held'));
    const store = openHeldStore(venue.dataDir, name!.replace(/\.json$/, ''));
    const file = await store.load();
    const orders = file.state.orders.map((o) =>
      o.id === stop.id ? { ...o, status: 'firing' as const, exitClientOrderId: `${o.id}x0`, exitQuantity: '0.010', firedAt: Date.now(), sent: 1 } : o,
    );
    await store.save({ ...file, state: { ...file.state, orders } });

    const second = await open();
    // Well inside the 21 s an exit whose answer was lost may still take to land: it is not waited for.
    await until('the position closed', async () => (await call(second, 'positions.list', { pair: 'BTC-USDT' })).length === 0, 10_000);
    await until('the exit placed', async () => (await call(second, 'protection.list', {}))[0]?.status === 'fired');
    const notices = await call(second, 'protection.notices', { after: 0 });
    expect(notices.map((n) => n.message)).toEqual([
      'Stop loss on BTC-USDT: its exit was sent after restart (Perpdesk stopped between writing it and sending it), closing 0.010 at market',
    ]);
    const history = await call(second, 'account.orderHistory', { pair: 'BTC-USDT', limit: 100 });
    expect(history.filter((o) => o.clientOrderId.startsWith(stop.id)).map((o) => o.clientOrderId)).toEqual([`${stop.id}x0`]);
  });
});
