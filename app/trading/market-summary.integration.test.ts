/**
 * The market summary against the paper exchange behind a counting proxy: the funding rate and open interest, which
 * move slowly, are asked once per `SLOW_SUMMARY_MS` and reused in between; the prices are asked every time.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ExchangeClient } from '../exchange/client';
import { startFaultyProxy, type FaultyProxy } from '../exchange/testing/faulty-proxy';
import { startPaperExchange, type PaperExchange } from '../paper';
import { createMarketService, SLOW_SUMMARY_MS } from './market';

const FUNDING = '/api/third/v1/market/funding/current';
const OPEN_INTEREST = '/api/third/info/oi';
const MARK = '/api/third/info/markPrice';

let paper: PaperExchange;
let proxy: FaultyProxy;
beforeAll(async () => {
  paper = await startPaperExchange({ port: 0, market: false });
  proxy = await startFaultyProxy(paper.url);
});
afterAll(async () => {
  await proxy.close();
  await paper.close();
});

it('asks the funding rate and open interest again only once they are old, and the prices every time', async () => {
  let now = 1_000_000;
  const market = createMarketService(new ExchangeClient({ baseUrl: proxy.url, clockRefreshMs: 0 }), () => now);
  const count = (path: string) => proxy.arrivals(path).length;

  const first = await market.summary('BTC-USDT');
  now += SLOW_SUMMARY_MS - 1;
  const second = await market.summary('BTC-USDT');
  expect([count(FUNDING), count(OPEN_INTEREST), count(MARK)]).toEqual([1, 1, 2]);
  expect(second).toMatchObject({ fundingRate: first.fundingRate, openInterest: first.openInterest });

  // Each market keeps its own; and once old, they are asked again.
  await market.summary('ETH-USDT');
  expect(count(FUNDING)).toBe(2);
  now += 1;
  const third = await market.summary('BTC-USDT');
  expect([count(FUNDING), count(OPEN_INTEREST), count(MARK)]).toEqual([3, 3, 4]);
  expect(third.openInterest).toMatchObject({ symbol: 'BTC-USDT' });
});

it('does not keep a failed answer: the next summary asks again', async () => {
  const market = createMarketService(new ExchangeClient({ baseUrl: proxy.url, clockRefreshMs: 0, readAttempts: 1 }), () => 0);
  await market.pairs();
  proxy.inject({ fault: '500', path: FUNDING, times: 1 });
  await expect(market.summary('SOL-USDT')).rejects.toThrow();
  const before = proxy.seen(FUNDING);
  const summary = await market.summary('SOL-USDT');
  expect(proxy.seen(FUNDING)).toBe(before + 1);
  expect(summary).toMatchObject({ pair: 'SOL-USDT', fundingRate: expect.any(String) });
});
