/**
 * The history against the real paper exchange (a living market whose beats this test drives, funding every
 * second): a scripted session through the core (an open, an add, a partial close as maker, one as taker, a flip,
 * the close, funding settled on the long and on the short) leaves Performance totals equal to the sums of the
 * exchange's own fills, funding and rebates, to the cent; and an ingest killed with SIGKILL in the middle, then
 * run again, leaves exactly the exchange's fills: none missing, none twice.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TripFill } from '../../shared/bridge';
import type { Fill } from '../../shared/exchange';
import { callerOf } from '../core/testing';
import { startCore, type Core } from '../core/core';
import { ExchangeClient, type Credentials } from '../exchange';
import { tempDirForTests } from '../fs/testing';
import { startPaperExchange, type PaperExchange } from '../paper';
import { HistoryStore } from './store';

const trader: Credentials = { apiKey: 'history-trader', apiSecret: 'history-trader-secret' };
const other: Credentials = { apiKey: 'history-other', apiSecret: 'history-other-secret' };
const bulk: Credentials = { apiKey: 'history-bulk', apiSecret: 'history-bulk-secret' };
const dir = tempDirForTests('pd-history-');
const FUNDING_MS = 1000;
const PAIR = 'BTC-USDT';

let exchange: PaperExchange;
const clients: ExchangeClient[] = [];
const clientOf = (credentials: Credentials) => {
  const client = new ExchangeClient({ baseUrl: exchange.url, credentials });
  clients.push(client);
  return client;
};

beforeAll(async () => {
  // The market moves only when this test beats it (tickMs far away), so the book stands still between steps.
  exchange = await startPaperExchange({
    market: true,
    fundingIntervalMs: FUNDING_MS,
    tickMs: 3_600_000,
    accounts: [trader, other, { ...bulk, balance: '1000000' }],
  });
  await exchange.tick();
});
afterAll(async () => {
  clients.forEach((c) => c.close());
  await exchange?.close();
});

/** Waits past the next funding boundary and beats the market: funding settles on the positions held. */
async function settleFunding(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, FUNDING_MS - (Date.now() % FUNDING_MS) + 30));
  await exchange.tick();
}

const total = (values: string[]): string => values.reduce((sum, v) => sum.plus(v), new Decimal(0)).toFixed();
const cents = (value: string): string => new Decimal(value).toFixed(2, Decimal.ROUND_HALF_UP);

describe('a scripted session', () => {
  let core: Core;
  const call = callerOf(() => core);
  beforeAll(async () => {
    core = await startCore({ dataDir: path.join(dir, 'session'), exchange: { url: exchange.url, ...trader } });
  });
  afterAll(() => core?.close());

  const market = (side: 'buy' | 'sell', quantity: string) => call('trading.placeOrder', { pair: PAIR, side, type: 'market', quantity, leverage: 5 });

  it('ends with totals equal to the exchange’s fills, funding and rebates, to the cent', async () => {
    await market('buy', '0.020'); // open long
    await settleFunding();
    await market('buy', '0.010'); // add

    // A partial close as maker: a sell resting at the touch, taken whole by another account's IOC buy.
    const { bids, asks } = await call('market.depth', { pair: PAIR, limit: 20 });
    const bestBid = new Decimal(bids[0]!.price);
    const inside = bestBid.plus('0.1');
    const price = inside.lt(asks[0]!.price) ? inside : new Decimal(asks[0]!.price);
    await call('trading.placeOrder', { pair: PAIR, side: 'sell', price: price.toFixed(1), quantity: '0.005', leverage: 5, timeInForce: 'POST_ONLY' });
    const ahead = total(asks.filter((a) => new Decimal(a.price).lte(price)).map((a) => a.quantity));
    await clientOf(other).call('createOrder', {
      pairName: PAIR,
      isLong: true,
      isMarket: false,
      matchType: 2,
      price: price.toFixed(1),
      quantity: new Decimal(ahead).plus('0.005').toFixed(3),
      lever: 5,
      positionType: 3,
      clientOrderId: 'other-take-1',
    });

    await market('sell', '0.010'); // a partial close as taker: 0.015 left
    await market('sell', '0.035'); // the flip: closes 0.015, opens 0.020 short
    await settleFunding();
    await market('buy', '0.020'); // flat
    await call('history.refresh', {});

    const ex = clientOf(trader);
    const fills = await ex.call('fillHistory', { pairName: PAIR, limit: 1000 });
    const funding = (await ex.call('tariffs', { pageNo: 1, pageSize: 100 })).records;
    const rebates = await ex.call('makerEarnings', { pairName: PAIR, limit: 1000 });
    expect(fills.some((f) => !f.isTaker)).toBe(true);
    expect(funding.length).toBeGreaterThanOrEqual(2);
    expect(new Decimal(total(rebates.map((r) => r.rebateAmount))).gt(0)).toBe(true);

    const { overall, markets } = await call('history.summary', { period: 'all' });
    const exchangeTotals = {
      realised: total(fills.map((f) => f.fillPnl)),
      fees: total(fills.map((f) => f.fillFee)),
      funding: total(funding.map((t) => t.tariffAmount)),
      rebates: total(rebates.map((r) => r.rebateAmount)),
    };
    const net = new Decimal(exchangeTotals.realised).minus(exchangeTotals.fees).plus(exchangeTotals.funding).plus(exchangeTotals.rebates).toFixed();
    const shown = { realised: overall.realised, fees: overall.fees, funding: overall.funding, rebates: overall.rebates, net: overall.net };
    expect(Object.fromEntries(Object.entries(shown).map(([k, v]) => [k, cents(v)]))).toEqual(
      Object.fromEntries(Object.entries({ ...exchangeTotals, net }).map(([k, v]) => [k, cents(v)])),
    );
    expect(shown).toEqual({ ...exchangeTotals, net }); // and exactly, digit for digit
    expect(markets.map((m) => m.symbol)).toEqual([PAIR]);

    // The round trips: the long (closed by the flip) and the short it opened, each with its part of the money.
    const trips = await call('history.roundTrips', { period: 'all', pair: PAIR });
    expect(trips.map((t) => [t.side, t.size, t.closeTime === null])).toEqual([
      ['short', '0.02', false],
      ['long', '0.03', false],
    ]);
    expect(overall.trades).toBe(2);
    expect(total(trips.map((t) => t.net))).toBe(net);
    expect(total(trips.map((t) => t.funding))).toBe(exchangeTotals.funding);

    // The daily series adds up to the same; the equity series has its snapshots.
    const daily = await call('history.daily', { period: 'all' });
    expect(total(daily.map((d) => d.net))).toBe(net);
    expect((await call('history.equity', { period: 'all' })).length).toBeGreaterThanOrEqual(1);

    // A note with tags on the long, found by tag and by text, and in the CSV.
    const long = trips[1]!;
    await call('history.setNote', { target: `trip:${long.id}`, note: 'Chased the breakout, "late"', tags: ['fomo', 'breakout'] });
    expect((await call('history.search', { tag: 'fomo' })).map((n) => n.target)).toEqual([`trip:${long.id}`]);
    expect((await call('history.search', { text: 'breakout' })).map((n) => n.note)).toEqual(['Chased the breakout, "late"']);
    const csv = await call('history.csv', { period: 'all' });
    expect(csv.split('\r\n')[2]).toContain(',"Chased the breakout, ""late""",breakout fomo,');
  }, 60_000);

  it('history.tripFills gives each round trip exactly its fills on the exchange, the flip split between them', async () => {
    const ordered = (await clientOf(trader).call('fillHistory', { pairName: PAIR, limit: 1000 })).sort((a, b) => a.tradeId - b.tradeId);
    // The fill that takes the long to flat or past it ends the long; the short starts with it or after it.
    let position = new Decimal(0);
    const flip = ordered.findIndex((f) => (position = position.plus(f.isLong ? f.fillQty : `-${f.fillQty}`)).lte(0));
    const flipShort = position.negated();
    const longFills = ordered.slice(0, flip + 1);
    const shortFills = ordered.slice(flipShort.isZero() ? flip + 1 : flip);
    const asBooked = (fs: Fill[]) => fs.map((f) => [f.tradeId, f.tradeTime, f.isLong ? 'buy' : 'sell', f.fillPrice, f.fillQty, f.isTaker, f.fillFee]);
    const shown = (fs: TripFill[]) => fs.map((f) => [f.tradeId, f.time, f.side, f.price, f.quantity, f.isTaker, f.fee]);

    const [short, long] = await call('history.roundTrips', { period: 'all', pair: PAIR });
    const longShown = await call('history.tripFills', { tripId: long!.id });
    const shortShown = await call('history.tripFills', { tripId: short!.id });
    expect(shown(longShown)).toEqual(asBooked(longFills));
    expect(shown(shortShown)).toEqual(asBooked(shortFills));
    // Each trip's part of the flip: the long's buys and sells match, and the short's too.
    const net = (fs: TripFill[]) => total(fs.map((f) => (f.side === 'buy' ? f.tripQuantity : `-${f.tripQuantity}`)));
    expect([net(longShown), net(shortShown)]).toEqual(['0', '0']);
    expect(total(longShown.filter((f) => f.side === 'buy').map((f) => f.tripQuantity))).toBe('0.03');

    expect(await core.dispatch('history.tripFills', { tripId: `${PAIR}:999999999` })).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    expect(await core.dispatch('history.tripFills', { tripId: 'trip:BTC-USDT:1' })).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
  });

  it('a note survives a restart of the core on the same data directory', async () => {
    const [, long] = await call('history.roundTrips', { period: 'all', pair: PAIR });
    const target = `trip:${long!.id}`;
    await core.close();
    core = await startCore({ dataDir: path.join(dir, 'session'), exchange: { url: exchange.url, ...trader } });
    expect(await call('history.note', { target })).toMatchObject({ note: 'Chased the breakout, "late"', tags: ['breakout', 'fomo'] });
  });

  it('refuses a period that ends before it starts, and a note on something that is not a trip or a fill', async () => {
    expect(await core.dispatch('history.summary', { period: { from: 10, to: 5 } })).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    expect(await core.dispatch('history.setNote', { target: 'order:BTC-USDT:1', note: 'x' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input' },
    });
  });
});

describe('a crash mid-ingest', () => {
  const file = path.join(dir, 'crash', 'history.sqlite');
  let expected: Fill[];

  beforeAll(async () => {
    // 300 fills or more: 3 batches of 100 market orders, buys and sells in turn, the market beaten between them.
    const client = clientOf(bulk);
    for (let batch = 0; batch < 3; batch++) {
      const orders = Array.from({ length: 100 }, (_, i) => ({
        pairName: PAIR,
        isLong: i % 2 === 0,
        isMarket: true,
        matchType: 2,
        price: '0',
        quantity: '0.001',
        lever: 5,
        positionType: 3,
        clientOrderId: `bulk-${batch}-${i}`,
      }));
      await client.call('batchCreate', { orders });
      await exchange.tick();
    }
    expected = await client.call('fillHistory', { pairName: PAIR, limit: 1000 });
    expect(expected.length).toBeGreaterThanOrEqual(300);
  }, 60_000);

  /** Runs the ingest child; with `killAfter`, kills it (SIGKILL) once it has stored that many pages. */
  function runChild(killAfter?: number): Promise<{ pages: number; finished: boolean }> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'app/history/testing/ingest-child.ts', file, exchange.url, '10'], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, HISTORY_CHILD_KEY: bulk.apiKey, HISTORY_CHILD_SECRET: bulk.apiSecret },
    });
    let pages = 0;
    let finished = false;
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      pages += chunk.split('\n').filter((line) => line.startsWith('stored fills')).length;
      if (chunk.includes('done')) finished = true;
      if (killAfter !== undefined && pages >= killAfter) child.kill('SIGKILL');
    });
    return new Promise((resolve) => child.once('exit', () => resolve({ pages, finished })));
  }

  it('killed after some pages, then run again: every fill of the exchange once, none missing', async () => {
    const cut = await runChild(4);
    expect(cut.finished).toBe(false);
    const between = await HistoryStore.open(file);
    const kept = between.counts().fills;
    between.close();
    expect(kept).toBeGreaterThanOrEqual(30);
    expect(kept).toBeLessThan(expected.length);

    expect((await runChild()).finished).toBe(true);
    const store = await HistoryStore.open(file);
    const stored = store.fills({ from: null, to: null });
    store.close();
    expect(stored.length).toBe(expected.length);
    expect(stored.map((f) => f.tradeId)).toEqual(expected.map((f) => f.tradeId).sort((a, b) => a - b));
    expect(total(stored.map((f) => f.fillPnl))).toBe(total(expected.map((f) => f.fillPnl)));
  }, 60_000);
});
