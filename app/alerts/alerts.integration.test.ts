/**
 * Price alerts against the real paper exchange, through the core's bridge: a second account moves the price with
 * real market orders; an alert fires once, is on disk fired before the trader reads it, and a restart neither
 * fires it again nor forgets that the trader has not been told.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import Decimal from 'decimal.js';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MethodName, PriceAlert } from '../../shared/bridge';
import type { Core } from '../core';
import { call, push, twoAccountVenueForTests, until } from '../protection/testing';

const { venue, open, close } = twoAccountVenueForTests('pd-alerts-');
// A first trade, so the market has a last price (at the best ask).
beforeEach(() => push(venue.exchange.url, 'buy', '0.001', 'mover-0'));

const lastPrice = async (core: Core): Promise<string> => (await call(core, 'market.trades', { pair: 'BTC-USDT', limit: 1 }))[0]!.price;
const alertsOf = (core: Core) => call(core, 'alerts.list', {});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The one venue's alerts file: its path and what it holds. */
function alertsFile(): { file: string; saved: { version: number; alerts: PriceAlert[] } } {
  const dir = path.join(venue.dataDir, 'alerts');
  const [name] = readdirSync(dir).filter((n) => n.endsWith('.json'));
  const file = path.join(dir, name!);
  return { file, saved: JSON.parse(readFileSync(file, 'utf8')) as { version: number; alerts: PriceAlert[] } };
}

async function refusal(core: Core, method: MethodName, params: unknown): Promise<string> {
  const result = await core.dispatch(method, params);
  if (result.ok) throw new Error(`${method} was not refused: ${JSON.stringify(result.value)}`);
  expect(result.error.kind).toBe('invalid-input');
  return result.error.message;
}

describe('price alerts on the paper exchange', () => {
  it('an alert above the price fires once when the market goes through it; a restart keeps it unseen until marked, and never fires it again', async () => {
    const first = await open();
    expect(new Decimal(await lastPrice(first)).lt('60015.0')).toBe(true);
    const set = await call(first, 'alerts.set', { pair: 'BTC-USDT', condition: 'above', price: '60015', note: 'breakout' });
    expect(set).toMatchObject({
      pair: 'BTC-USDT',
      condition: 'above',
      price: '60015.0',
      feed: 'last',
      note: 'breakout',
      status: 'armed',
      seen: false,
      firedAt: null,
    });
    expect(set.id).toMatch(/^l[a-z0-9]+$/);

    await push(venue.exchange.url, 'buy', '2.000', 'mover-1');
    const [fired] = await until('the alert fired', async () => {
      const list = await alertsOf(first);
      return list[0]?.status === 'fired' && list;
    });
    expect(fired).toMatchObject({ id: set.id, status: 'fired', seen: false });
    expect(new Decimal(fired!.firedPrice!).gte('60015.0')).toBe(true);
    // On disk, fired, owner-only, versioned and checksummed, before the bridge answered it.
    const { file, saved } = alertsFile();
    expect(saved).toMatchObject({ version: 2, alerts: [fired] });
    expect(statSync(file).mode & 0o777).toBe(0o600);

    // The market goes on up: nothing more happens to it.
    await push(venue.exchange.url, 'buy', '2.000', 'mover-2');
    await sleep(2500);
    expect(await alertsOf(first)).toEqual([fired]);
    await close(first);

    // Restarted: the same fired alert, still not told, not fired again.
    const second = await open();
    await sleep(1500);
    expect(await alertsOf(second)).toEqual([fired]);
    expect(await refusal(second, 'alerts.edit', { id: set.id, price: '65000.0' })).toBe('That alert has fired: it cannot be edited (set a new one)');
    await call(second, 'alerts.markSeen', { ids: [set.id] });
    expect(await alertsOf(second)).toEqual([{ ...fired, seen: true }]);
    await close(second);
    const third = await open();
    expect(await alertsOf(third)).toEqual([{ ...fired, seen: true }]);
  });

  it('restarted after the price crossed while it was down: fires at start, once', async () => {
    const first = await open();
    const below = await call(first, 'alerts.set', { pair: 'BTC-USDT', condition: 'below', price: '59985.0' });
    const move = await call(first, 'alerts.set', { pair: 'BTC-USDT', condition: 'move', percent: '50' });
    expect(move).toMatchObject({ condition: 'move', price: null, percent: '50', basePrice: await lastPrice(first), status: 'armed' });
    await close(first);

    await push(venue.exchange.url, 'sell', '4.000', 'mover-3');
    const second = await open();
    await until('the alert fired at start', async () => (await alertsOf(second)).some((a) => a.status === 'fired'));
    await sleep(1500);
    const list = await alertsOf(second);
    expect(list.map((a) => [a.id, a.status])).toEqual([
      [move.id, 'armed'],
      [below.id, 'fired'],
    ]);
    expect(new Decimal(list[1]!.firedPrice!).lte('59985.0')).toBe(true);
  });

  it('refuses bad inputs with a clear message, and saves nothing', async () => {
    const core = await open();
    const kept = await call(core, 'alerts.set', { pair: 'BTC-USDT', condition: 'above', price: '70000.0', note: 'kept' });
    const before = alertsFile().saved;
    const last = await lastPrice(core);
    const level = new Decimal(last).minus(10).toFixed(1);

    expect(await refusal(core, 'alerts.set', { pair: 'BTC-USDT', condition: 'above', price: level })).toBe(
      `BTC-USDT is already above ${level} (last ${last}): an alert above it would fire at once`,
    );
    expect(await refusal(core, 'alerts.set', { pair: 'BTC-USDT', condition: 'below', price: new Decimal(last).plus(10).toFixed(1) })).toBe(
      `BTC-USDT is already below ${new Decimal(last).plus(10).toFixed(1)} (last ${last}): an alert below it would fire at once`,
    );
    expect(await refusal(core, 'alerts.set', { pair: 'NOPE-USDT', condition: 'above', price: '1' })).toBe('Unknown market NOPE-USDT');
    expect(await refusal(core, 'alerts.set', { pair: 'BTC-USDT', condition: 'above', price: '70000.05' })).toBe(
      'Price allows at most 1 decimals on BTC-USDT',
    );
    expect(await refusal(core, 'alerts.set', { pair: 'BTC-USDT', condition: 'move', percent: '0' })).toBe('percent: Percent must be more than 0');
    expect(await refusal(core, 'alerts.set', { pair: 'BTC-USDT', condition: 'move', percent: '100.1' })).toBe('percent: Percent is at most 100');
    expect(await refusal(core, 'alerts.set', { pair: 'BTC-USDT', condition: 'above', price: '70000.0', note: 'n'.repeat(201) })).toBe(
      'note: A note is at most 200 characters',
    );
    expect(await refusal(core, 'alerts.edit', { id: kept.id, price: level })).toBe(
      `BTC-USDT is already above ${level} (last ${last}): an alert above it would fire at once`,
    );
    expect(await refusal(core, 'alerts.edit', { id: kept.id, percent: '5' })).toBe('An alert above a price takes a price, not a percent');
    expect(await refusal(core, 'alerts.edit', { id: 'lnosuch' })).toBe('Give a price, a percent or a note to change');
    expect(await refusal(core, 'alerts.remove', { id: 'lnosuch' })).toBe('That alert is no longer set (it fired or was removed)');

    expect(alertsFile().saved).toEqual(before);
    expect(await alertsOf(core)).toEqual([kept]);

    // Not a trade: the tightest guard does not stop an alert.
    await call(core, 'guards.set', { guards: { maxOrderValue: '1', maxOrdersPerMinute: 1 } });
    const guarded = await call(core, 'alerts.set', { pair: 'BTC-USDT', condition: 'above', price: '80000.0' });
    await call(core, 'alerts.remove', { id: guarded.id });

    // What is allowed: a new level and note on an armed alert; removing it answers it.
    const edited = await call(core, 'alerts.edit', { id: kept.id, price: '70500', note: 'higher' });
    expect(edited).toEqual({ ...kept, price: '70500.0', note: 'higher' });
    expect(await call(core, 'alerts.remove', { id: kept.id })).toEqual(edited);
    expect(await alertsOf(core)).toEqual([]);
    expect(alertsFile().saved).toMatchObject({ version: 2, alerts: [] });
  });
});
