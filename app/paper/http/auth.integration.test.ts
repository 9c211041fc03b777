import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startPaperExchange, type PaperExchange } from '..';
import { CREATE, hmac, limitOrder, OPEN_ORDERS, post, request, type Key } from './testing';

const alice: Key = { apiKey: 'alice-key', apiSecret: 'alice-secret' };
let exchange: PaperExchange;

beforeEach(async () => {
  exchange = await startPaperExchange({ accounts: [alice] });
});
afterEach(() => exchange.close());

const openTotal = async () => (await post(exchange.url, alice, OPEN_ORDERS, { pairName: 'BTC-USDT' })).body.data.total;
const expectRefused = (reply: { status: number; body: unknown }, msg: RegExp) => {
  expect(reply.status).toBe(401);
  expect(reply.body).toEqual({ error: true, code: 401, msg: expect.stringMatching(msg), data: null, sid: expect.any(String) });
};

describe('signed requests', () => {
  it('refuses a wrong signature with 401, and does nothing', async () => {
    await post(exchange.url, alice, CREATE, limitOrder('kept'));
    const forged = await post(exchange.url, alice, CREATE, limitOrder('forged'), { signature: hmac('not-the-secret', 'x') });
    expectRefused(forged, /signature/);
    const wrongKey = await post(exchange.url, { ...alice, apiSecret: 'guess' }, CREATE, limitOrder('guessed'));
    expectRefused(wrongKey, /signature/);
    expect(await openTotal()).toBe(1);
  });

  it('refuses a timestamp 30 s old with 401, and creates nothing', async () => {
    const stale = await post(exchange.url, alice, CREATE, limitOrder('late'), { timestamp: Date.now() - 30_000 });
    expectRefused(stale, /timestamp is outside/);
    const ahead = await post(exchange.url, alice, OPEN_ORDERS, { pairName: 'BTC-USDT' }, { timestamp: Date.now() + 30_000 });
    expectRefused(ahead, /timestamp/);
    expect(await openTotal()).toBe(0);
    const inWindow = await post(exchange.url, alice, CREATE, limitOrder('late'), { timestamp: Date.now() - 10_000 });
    expect(inWindow.body.code).toBe(200);
  });

  it('refuses a missing APIKEY or signature, an unknown key and a sign type other than 1', async () => {
    const query = 'pairName=BTC-USDT&timestamp=' + Date.now();
    const url = `${exchange.url}${OPEN_ORDERS}?${query}`;
    const signature = hmac(alice.apiSecret, query);
    expectRefused(await request(url, { method: 'POST', headers: { signature } }), /APIKEY/);
    expectRefused(await request(url, { method: 'POST', headers: { APIKEY: alice.apiKey } }), /signature/);
    expectRefused(await request(url, { method: 'POST', headers: { APIKEY: 'nobody', signature } }), /APIKEY/);
    const signType = (type: string) => request(url, { method: 'POST', headers: { APIKEY: alice.apiKey, signature, 'X-SAPI-SIGN-TYPE': type } });
    expectRefused(await signType('2'), /X-SAPI-SIGN-TYPE/);
    expect((await signType('1')).body.code).toBe(200);
  });

  it('signs the values exactly as sent, in any parameter order', async () => {
    const timestamp = Date.now();
    // Sent out of order and with an escape: the signature covers the sorted pairs, values still escaped.
    const query = [
      'pairName=BTC-USDT',
      `timestamp=${timestamp}`,
      'clientOrderId=ab%2Dc',
      'isLong=True',
      'isMarket=false',
      'matchType=1&price=1000.0&quantity=0.010&lever=10&positionType=3',
    ].join('&');
    const sorted = query.split('&').sort().join('&');
    const send = (toSign: string) =>
      request(`${exchange.url}${CREATE}?${query}`, {
        method: 'POST',
        headers: { APIKEY: alice.apiKey, signature: hmac(alice.apiSecret, toSign) },
      });
    expectRefused(await send(sorted.replace('ab%2Dc', 'ab-c')), /signature/);
    expect((await send(sorted)).body).toMatchObject({ code: 200, data: { corderId: 'ab-c' } });
  });

  it('needs a timestamp on a private call', async () => {
    const query = 'pairName=BTC-USDT';
    const reply = await request(`${exchange.url}${OPEN_ORDERS}?${query}`, {
      method: 'POST',
      headers: { APIKEY: alice.apiKey, signature: hmac(alice.apiSecret, query) },
    });
    expect(reply.body).toMatchObject({ error: true, code: 2002, msg: 'Required parameter:timestamp' });
  });

  it('lets a key added later trade, and keeps the account of a key added again', async () => {
    const bob: Key = { apiKey: 'bob', apiSecret: 'first' };
    exchange.addAccount({ ...bob, balance: '100' });
    expect((await post(exchange.url, bob, CREATE, limitOrder('b1', { price: '1000.0', quantity: '0.600' }))).body.code).toBe(200);
    exchange.addAccount({ apiKey: 'bob', apiSecret: 'second', balance: '5000' });
    expectRefused(await post(exchange.url, bob, CREATE, limitOrder('b2')), /signature/);
    const again = await post(exchange.url, { ...bob, apiSecret: 'second' }, CREATE, limitOrder('b2', { price: '1000.0', quantity: '0.600' }));
    expect(again.body).toMatchObject({ error: true, code: 2102 });
  });
});
