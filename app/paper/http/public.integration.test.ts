import { afterEach, describe, expect, it } from 'vitest';
import { startPaperExchange, type PaperExchange } from '..';
import { CREATE, limitOrder, OPEN_ORDERS, post, request, type Key } from './testing';

const alice: Key = { apiKey: 'alice-key', apiSecret: 'alice-secret' };
let exchange: PaperExchange;
const get = (pathAndQuery: string) => request(`${exchange.url}${pathAndQuery}`);

afterEach(() => exchange.close());

describe('public endpoints', () => {
  it('tells the server time as a number of ms', async () => {
    exchange = await startPaperExchange({ now: () => 1_700_000_000_123 });
    const reply = await get('/api/third/info/time');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      error: false,
      code: 200,
      msg: 'SUCCESS',
      data: 1_700_000_000_123,
      sid: expect.stringMatching(/^[0-9a-f]+$/),
    });
  });

  it('lists the pairs', async () => {
    exchange = await startPaperExchange({ port: 0 });
    const { body } = await get('/api/third/info/pairs');
    expect(body.data.map((p: { symbol: string }) => p.symbol)).toEqual(['BTC-USDT', 'ETH-USDT', 'SOL-USDT']);
    expect(body.data[0]).toEqual({
      id: 1,
      symbol: 'BTC-USDT',
      tradable: true,
      minLever: 1,
      maxLever: 25,
      minCount: '0.001',
      maxCount: '100',
      tradeDecimal: 3,
      priceDecimal: 1,
      settleDecimal: 4,
      makerTradeFeeRate: '0.02',
      takerTradeFeeRate: '0.06',
      settleCoinId: 1,
      settleCoinName: 'USDT',
      tradeCoinId: 2,
      tradeCoinName: 'BTC',
    });
    expect(body.data[2]).toMatchObject({ id: 3, priceDecimal: 3, tradeDecimal: 1, minCount: '0.1', maxCount: '10000' });
  });

  it('gives depth best first, aggregated per price, as decimal strings', async () => {
    exchange = await startPaperExchange({ accounts: [alice] });
    await post(exchange.url, alice, CREATE, limitOrder('a', { pairName: 'ETH-USDT', price: '2999.50', quantity: '0.25' }));
    await post(exchange.url, alice, CREATE, limitOrder('b', { pairName: 'ETH-USDT', price: '2999.50', quantity: '0.50' }));
    const { body } = await get('/api/third/info/depth?pairName=ETH-USDT&limit=3');
    expect(body.data.bids).toEqual([
      { price: '2999.50', quantity: '0.75' },
      { price: '2999.00', quantity: expect.stringMatching(/^\d+\.\d{2}$/) },
      { price: '2998.00', quantity: expect.stringMatching(/^\d+\.\d{2}$/) },
    ]);
    expect(body.data.asks.map((l: { price: string }) => l.price)).toEqual(['3001.00', '3002.00', '3003.00']);
    const all = (await get('/api/third/info/depth?pairName=ETH-USDT')).body.data;
    expect([all.bids.length, all.asks.length]).toEqual([11, 10]);
  });

  it('is the same book for the same seed', async () => {
    exchange = await startPaperExchange({ seed: 5 });
    const first = (await get('/api/third/info/depth?pairName=SOL-USDT')).body.data;
    await exchange.close();
    exchange = await startPaperExchange({ seed: 5 });
    expect((await get('/api/third/info/depth?pairName=SOL-USDT')).body.data).toEqual(first);
  });

  it('refuses a missing or unknown pair and a bad limit', async () => {
    exchange = await startPaperExchange();
    const depth = async (query: string) => (await get(`/api/third/info/depth${query}`)).body;
    expect(await depth('')).toMatchObject({ error: true, code: 2002, msg: 'Required parameter:pairName', data: null });
    expect(await depth('?pairName=XRP-USDT')).toMatchObject({ code: 2001, msg: 'Illegal parameter:pairName' });
    expect(await depth('?pairName=BTC-USDT&limit=0')).toMatchObject({ code: 2001, msg: 'Illegal parameter:limit' });
    expect(await depth('?pairName=BTC-USDT&limit=x')).toMatchObject({ code: 2001, msg: 'Illegal parameter:limit' });
  });
});

describe('the server itself', () => {
  it('answers an unknown path or a wrong method with a 404 envelope', async () => {
    exchange = await startPaperExchange();
    const wrongMethod = await request(`${exchange.url}/api/third/info/time`, { method: 'POST' });
    for (const reply of [await get('/api/third/nope'), await get(CREATE), wrongMethod]) {
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({
        error: true,
        code: 404,
        msg: expect.stringContaining('No such path'),
        data: null,
        sid: expect.any(String),
      });
    }
  });

  it('refuses a body over 1 MiB with 413 and does nothing; a small text body is ignored', async () => {
    exchange = await startPaperExchange({ accounts: [alice] });
    const big = await post(exchange.url, alice, CREATE, limitOrder('big'), { body: 'x'.repeat(1.1 * 1024 * 1024) });
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ error: true, code: 413, data: null });
    const small = await post(exchange.url, alice, CREATE, limitOrder('small'), { body: 'ignored' });
    expect(small.body.code).toBe(200);
    const open = await post(exchange.url, alice, OPEN_ORDERS, { pairName: 'BTC-USDT' });
    expect(open.body.data.records.map((o: { clientOrderId: string }) => o.clientOrderId)).toEqual(['small']);
  });

  it('answers 500 (code 1001) when something throws, and keeps serving', async () => {
    let broken = false;
    const errors: unknown[] = [];
    exchange = await startPaperExchange({
      now: () => {
        if (broken) throw new Error('clock broke');
        return Date.now();
      },
      onError: (error) => errors.push(error),
    });
    broken = true;
    const failed = await get('/api/third/info/time');
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({ error: true, code: 1001, msg: expect.any(String), data: null, sid: expect.any(String) });
    expect(errors).toEqual([new Error('clock broke')]);
    broken = false;
    expect((await get('/api/third/info/time')).status).toBe(200);
  });

  it('answers malformed input without falling over', async () => {
    exchange = await startPaperExchange();
    const broken = await get('/api/third/info/depth?pairName=%E0%A4%A');
    expect(broken.body).toMatchObject({ code: 2001, msg: 'Illegal parameter:pairName' });
    const repeated = await get('/api/third/info/depth?pairName=BTC-USDT&pairName=ETH-USDT');
    expect(repeated.body).toMatchObject({ code: 2001, msg: 'Illegal parameter:pairName' });
    expect((await get('/api/third/info/depth?&&=&pairName=BTC-USDT&limit=1')).body.data.bids).toHaveLength(1);
    expect((await get('/api/third/info/time')).status).toBe(200);
  });
});
