/**
 * Held orders against the real paper exchange, through the core's bridge: a second account moves the price with
 * real market orders, and the trader's stop closes the position once, or at the next start when the price
 * crossed while the core was down.
 */
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { Core } from '../core';
import { call, journaledExits, longAtMarket, protect, push, twoAccountVenueForTests, until } from './testing';

const { venue, open } = twoAccountVenueForTests('pd-held-');

/** Buys 0.100 BTC at market and puts a stop loss at 59985.0 on the last price (the book's best bid is 59990.0). */
async function longWithStop(core: Core) {
  const position = await longAtMarket(core, '0.100');
  const stop = await protect(core, position, { kind: 'stop-loss', value: '59985.0', feed: 'last' });
  expect(stop).toMatchObject({ status: 'armed', trigger: '59985.0', kind: 'stop-loss', positionSide: 'long', quantity: null });
  return stop;
}

const positionsOf = (core: Core) => call(core, 'positions.list', { pair: 'BTC-USDT' });

describe('held orders on the paper exchange', () => {
  it('a stop loss fires once when the market goes through it, and closes the position', async () => {
    const core = await open();
    const stop = await longWithStop(core);
    expect(await call(core, 'protection.status', {})).toMatchObject({ armed: 1 });

    await push(venue.exchange.url, 'sell', '4.000', 'mover-1');
    await until('the position closed', async () => (await positionsOf(core)).length === 0);
    // The market goes on falling: nothing more is sent.
    await push(venue.exchange.url, 'sell', '4.000', 'mover-2');
    await new Promise((r) => setTimeout(r, 2500));

    const [after] = await call(core, 'protection.list', {});
    expect(after).toMatchObject({ id: stop.id, status: 'fired', exitClientOrderId: `${stop.id}x0` });
    const notices = await call(core, 'protection.notices', { after: 0 });
    expect(notices.map((n) => n.message)).toEqual([
      expect.stringMatching(/^Stop loss triggered on BTC-USDT at 59980\.0 \(trigger 59985\.0\): closing 0\.100 at market$/),
    ]);
    expect(journaledExits(venue.dataDir).map((e) => e.phase)).toEqual(['request', 'outcome']);
    const history = await call(core, 'account.orderHistory', { pair: 'BTC-USDT', limit: 100 });
    expect(history.filter((o) => o.clientOrderId.startsWith(stop.id))).toHaveLength(1);
    expect(await call(core, 'protection.status', {})).toMatchObject({ armed: 0 });
  });

  it('restarted after the price crossed while it was down, fires at start and says so, until the notice is read', async () => {
    const first = await open();
    const stop = await longWithStop(first);
    await first.close();

    await push(venue.exchange.url, 'sell', '4.000', 'mover-3');
    const second = await open();
    await until('the position closed', async () => (await positionsOf(second)).length === 0);
    await until('the exit placed', async () => (await call(second, 'protection.list', {}))[0]?.status === 'fired');
    const notices = await call(second, 'protection.notices', { after: 0 });
    expect(notices).toEqual([
      expect.objectContaining({
        read: false,
        message: expect.stringMatching(/^Stop loss triggered at start: the price crossed while Perpdesk was not running on BTC-USDT/),
      }),
    ]);
    expect((await call(second, 'protection.list', {}))[0]).toMatchObject({ id: stop.id });
    await second.close();

    // Not seen yet (no screen looked): still there and unread at the next start, and told then.
    const third = await open();
    expect(await call(third, 'protection.notices', { after: 0 })).toEqual(notices);
    await call(third, 'protection.markRead', { upTo: notices[0]!.seq });
    await third.close();
    // Seen: kept, but not told again.
    const fourth = await open();
    expect(await call(fourth, 'protection.notices', { after: 0 })).toEqual([{ ...notices[0], read: true }]);
  });

  it('a position closed by another road takes its stop with it, and says so', async () => {
    const core = await open();
    const stop = await longWithStop(core);
    const [position] = await positionsOf(core);
    await call(core, 'trading.closePosition', { pair: 'BTC-USDT', positionId: position!.id, type: 'market' });
    await until('the stop gone', async () => (await call(core, 'protection.list', {}))[0]?.status === 'cancelled');
    const notices = await call(core, 'protection.notices', { after: 0 });
    expect(notices.map((n) => n.message)).toEqual(['Stop loss on BTC-USDT cancelled: the position is closed']);
    expect((await call(core, 'protection.list', {}))[0]).toMatchObject({ id: stop.id, note: 'The position is closed' });
  });

  it('a bracket: armed when its entry fills, sized to the fill; the target hit cancels the stop', async () => {
    const core = await open();
    const placed = await call(core, 'protection.bracket', {
      order: { pair: 'BTC-USDT', side: 'buy', price: '60010.0', quantity: '0.100' },
      stopLoss: '59000.0',
      takeProfit: '60015.0',
      feed: 'last',
    });
    expect(placed.held.map((h) => [h.kind, h.status, h.trigger])).toEqual([
      ['stop-loss', 'pending', '59000.0'],
      ['take-profit', 'pending', '60015.0'],
    ]);
    await until('both armed', async () => (await call(core, 'protection.status', {})).armed === 2);
    await push(venue.exchange.url, 'buy', '1.000', 'mover-4');
    await until('the position closed', async () => (await positionsOf(core)).length === 0);
    await until('the stop cancelled', async () => (await call(core, 'protection.list', {})).every((h) => h.status !== 'armed'));
    const byKind = Object.fromEntries((await call(core, 'protection.list', {})).map((h) => [h.kind, h]));
    expect(byKind['take-profit']).toMatchObject({ status: 'fired', quantity: '0.100' });
    expect(byKind['stop-loss']).toMatchObject({ status: 'cancelled', note: 'The take profit fired' });
    const messages = (await call(core, 'protection.notices', { after: 0 })).map((n) => n.message);
    expect(messages).toEqual([
      'Stop loss on BTC-USDT armed for 0.100: the entry filled',
      'Take profit on BTC-USDT armed for 0.100: the entry filled',
      expect.stringMatching(/^Take profit triggered on BTC-USDT at 60020\.0 \(trigger 60015\.0\): closing 0\.100 at market$/),
      'Stop loss on BTC-USDT cancelled: the take profit fired',
    ]);
  });

  it('a trailing stop follows the best price and fires once it falls back by its distance', async () => {
    const core = await open();
    const position = await longAtMarket(core, '0.100');
    const trailing = await call(core, 'protection.trailing', { pair: 'BTC-USDT', positionId: position.id, distance: '25.0', feed: 'last' });
    // The last trade was the trader's own at 60010.0: the stop stands 25 below it.
    await until('the stop placed behind the price', async () => (await call(core, 'protection.list', {}))[0]?.trigger === '59985.0');
    await push(venue.exchange.url, 'buy', '1.000', 'mover-5');
    await until('the stop following the price up', async () => (await call(core, 'protection.list', {}))[0]?.trigger === '59995.0');
    expect(await positionsOf(core)).toHaveLength(1);
    await push(venue.exchange.url, 'sell', '4.000', 'mover-6');
    await until('the position closed', async () => (await positionsOf(core)).length === 0);
    // The exit fills before its answer is back: firing until then.
    await until('the exit placed', async () => (await call(core, 'protection.list', {}))[0]?.status === 'fired');
    expect((await call(core, 'protection.list', {}))[0]).toMatchObject({ id: trailing.id, status: 'fired' });
  });

  it('a stop moved further away does not fire where it stood', async () => {
    const core = await open();
    const stop = await longWithStop(core);
    expect(await call(core, 'protection.move', { id: stop.id, trigger: '59900' })).toMatchObject({ trigger: '59900.0' });
    await push(venue.exchange.url, 'sell', '4.000', 'mover-7');
    await new Promise((r) => setTimeout(r, 2500));
    expect(await positionsOf(core)).toHaveLength(1);
    expect((await call(core, 'protection.list', {}))[0]).toMatchObject({ status: 'armed', trigger: '59900.0' });
  });

  it('a limit exit fills what its slippage reaches; the rest stays armed and fills when the book comes back', async () => {
    const core = await open();
    const position = await longAtMarket(core, '1.000');
    const stop = await protect(core, position, { kind: 'stop-loss', value: '59985.0', feed: 'last', exit: 'limit', slippage: '0.01' });
    expect(stop).toMatchObject({ status: 'armed', exit: { type: 'limit', slippage: '0.01' } });
    // The mover sells all of 59990.0 and most of 59980.0: the stop fires at 59980.0 with a limit at 59974.1, which
    // reaches only what is left at 59980.0.
    const { bids } = await call(core, 'market.depth', { pair: 'BTC-USDT' });
    const left = Decimal.min('0.300', new Decimal(bids[1]!.quantity).div(2).toDecimalPlaces(3));
    await push(venue.exchange.url, 'sell', new Decimal(bids[0]!.quantity).plus(bids[1]!.quantity).minus(left).toFixed(3), 'mover-8');
    await until('the stop partly filled', async () => (await call(core, 'protection.notices', { after: 0 })).some((n) => n.kind === 'partial'));
    const notices = await call(core, 'protection.notices', { after: 0 });
    expect(notices.map((n) => n.message)).toEqual([
      'Stop loss triggered on BTC-USDT at 59980.0 (trigger 59985.0): closing 1.000 with a limit at 59974.1 (0.01 % slippage)',
      `Stop loss on BTC-USDT partly filled: ${left.toFixed(3)} of 1.000; the rest stays armed`,
    ]);
    expect(notices[1]!.title).toBe('Stop loss partly filled');
    await new Promise((r) => setTimeout(r, 2500));
    expect((await positionsOf(core))[0]!.quantity).toBe(new Decimal('1.000').minus(left).toFixed(3));
    // Still live: armed, or firing again at the next price beyond the trigger (each IOC finds nothing at 59974.1).
    const rest = (await call(core, 'protection.list', {}))[0]!;
    expect(rest.id).toBe(stop.id);
    expect(['armed', 'firing']).toContain(rest.status);

    // A buyer at 59980.0 again: the rest fills, and the stop is done.
    await push(venue.exchange.url, 'buy', '2.000', 'mover-9', '59980.0');
    await until('the position closed', async () => (await positionsOf(core)).length === 0);
    await until('the stop fired', async () => (await call(core, 'protection.list', {}))[0]?.status === 'fired');
    const exits = (await call(core, 'account.orderHistory', { pair: 'BTC-USDT', limit: 100 })).filter((o) => o.clientOrderId.startsWith(stop.id));
    const filled = exits.reduce((sum, o) => sum.plus(o.dealQuantity), new Decimal(0));
    expect(filled.toFixed(3)).toBe('1.000');
  });

  it('keeps the keep-awake setting with the held orders, off unless turned on', async () => {
    const first = await open();
    expect(await call(first, 'protection.status', {})).toMatchObject({ keepAwake: false });
    expect(await call(first, 'protection.keepAwake', { on: true })).toMatchObject({ keepAwake: true });
    await first.close();
    expect(await call(await open(), 'protection.status', {})).toMatchObject({ keepAwake: true });
  });

  it('refuses a stop on the wrong side of the entry, and changes nothing', async () => {
    const core = await open();
    const position = await longAtMarket(core, '0.100');
    const refused = await core.dispatch('protection.set', { pair: 'BTC-USDT', positionId: position.id, kind: 'stop-loss', value: '61000.0' });
    expect(refused).toMatchObject({ ok: false, error: { kind: 'invalid-input', message: expect.stringMatching(/must be below its entry price/) } });
    expect(await call(core, 'protection.list', {})).toEqual([]);
    // By ROE: 20 % of the margin at 10x is 2 % of the entry, below it for a long's stop.
    const byRoe = await protect(core, position, { kind: 'stop-loss', by: 'roe', value: '20' });
    const entry = new Decimal(position.openingPrice);
    expect(byRoe.trigger).toBe(entry.times(0.98).toDecimalPlaces(1, Decimal.ROUND_UP).toFixed(1));
    await call(core, 'protection.cancel', { id: byRoe.id });
    // One that is gone is named in the trader's words, never by Perpdesk's own id for it.
    expect(await core.dispatch('protection.cancel', { id: 'hnosuch' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', message: 'Perpdesk no longer holds that order (it fired or was cancelled)' },
    });
    expect(await core.dispatch('protection.move', { id: 'hnosuch', trigger: '59000.0' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', message: 'That held order is no longer live (it fired or was cancelled): there is nothing to move' },
    });
  });
});
