/** Requests as they leave: where the parameters go, what is signed, and that it is exactly what is sent. */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { endpoints, type EndpointName, type ParamsOf } from './endpoints';
import { buildRequest } from './request';
import { UNSORTED_FORM_ORDER, UNSORTED_ORDER_ITEM } from './testing/vectors';
import { parseBaseAddress, type HttpRequest } from './transport';

const KEY = { apiKey: 'key-1', apiSecret: 'test-secret' };
const TIMESTAMP = 1763700000000;
const hmac = (text: string) => createHmac('sha256', KEY.apiSecret).update(text).digest('hex');

function build<N extends EndpointName>(name: N, params: ParamsOf<N>) {
  const spec = endpoints[name];
  const wire = spec.params.parse(params) as Record<string, unknown>;
  return buildRequest(parseBaseAddress('http://127.0.0.1:9'), spec, wire, KEY, TIMESTAMP, 1_000);
}

/** The query as it goes on the wire, `?` included; '' without one. */
const search = (request: HttpRequest): string => {
  const mark = request.path.indexOf('?');
  return mark < 0 ? '' : request.path.slice(mark);
};

describe('requests as sent', () => {
  it('a form POST: sorted parameters with the timestamp in the query, an empty text/plain body, signed as sent', () => {
    const request = build('createOrder', UNSORTED_FORM_ORDER);
    const query =
      'clientOrderId=pd-1&isLong=true&isMarket=false&lever=10&matchType=1&pairName=BTC-USDT&positionType=3&price=59995.0&quantity=0.123&timestamp=1763700000000';
    expect(request.method).toBe('POST');
    expect(request.path).toBe(`/api/third/hot/order/create?${query}`);
    expect(request.body).toBe('');
    expect(request.headers).toEqual({
      'content-type': 'text/plain',
      'content-length': '0',
      APIKEY: 'key-1',
      // OpenSSL: printf '%s' "<query>" | openssl dgst -sha256 -hmac test-secret
      signature: 'af7e217c193054f0083a6e0b0739e36da08f0cf2919b4e87ccccc4b7c3908174',
    });
  });

  it('a batch cancel sends its ids comma-joined, commas as they are', () => {
    const request = build('batchCancelWithRes', { entrustIds: [3, 1, 2] });
    expect(search(request)).toBe('?entrustIds=3,1,2&timestamp=1763700000000');
    expect(request.headers['signature']).toBe(hmac('entrustIds=3,1,2&timestamp=1763700000000'));
  });

  it('a JSON POST: keys sorted at every level, timestamp last, signed over the exact body bytes', () => {
    const request = build('batchCreateWithRes', {
      orders: [UNSORTED_ORDER_ITEM],
    });
    const body =
      '{"orders":[{"clientOrderId":"a","isLong":true,"isMarket":false,"lever":5,"matchType":1,"pairName":"ETH-USDT","positionType":4,"price":"3000.00","quantity":"0.50"}],"timestamp":1763700000000}';
    expect(request.body).toBe(body);
    expect(search(request)).toBe('');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['content-length']).toBe(String(Buffer.byteLength(body)));
    expect(request.headers['signature']).toBe(hmac(body));
    // The same vector as signer.test.ts, computed with OpenSSL.
    expect(request.headers['signature']).toBe('0a446fb7dbf69145e1369871b148b996982cdee61f245f54c9ba54e840583268');
  });

  it('setUserLever is JSON too', () => {
    const request = build('setUserLever', { lever: 20, positionType: 3, contractPairId: 1 });
    expect(request.body).toBe('{"contractPairId":1,"lever":20,"positionType":3,"timestamp":1763700000000}');
    expect(request.headers['signature']).toBe('cd782e1dcb68f28176f40dcffd963ef1078174b176b1bf7e0f5c2499a7d768f1');
  });

  it('a private GET signs its query the same way', () => {
    const request = build('fillHistory', { pairName: 'BTC-USDT', limit: 50, isAsc: true });
    expect(request.method).toBe('GET');
    expect(search(request)).toBe('?isAsc=true&limit=50&pairName=BTC-USDT&timestamp=1763700000000');
    expect(request.headers['signature']).toBe('c34291c04d9d916118a66afcb4d98f6f39cdc3d7b50e321d3f6f4a583427c1a4');
  });

  it('a public GET carries no key, no signature and no timestamp', () => {
    const request = build('depth', { pairName: 'ETH-USDT', limit: 5 });
    expect(request.path).toBe('/api/third/info/depth?limit=5&pairName=ETH-USDT');
    expect(request.headers).toEqual({ 'content-type': 'text/plain', 'content-length': '0' });
  });

  it("sends the query exactly as signed: a ' stays a ' (a URL parser would send %27 and break the signature)", () => {
    const request = build('cancelOrderByClientId', { clientOrderId: "it's-1" });
    expect(search(request)).toBe("?clientOrderId=it's-1&timestamp=1763700000000");
    expect(request.headers['signature']).toBe(hmac("clientOrderId=it's-1&timestamp=1763700000000"));
  });

  it('puts the path of a base address with one before the endpoint path', () => {
    const spec = endpoints.depth;
    const base = parseBaseAddress('https://user:p%40ss@[::1]:8443/gateway/');
    expect(base).toEqual({ protocol: 'https:', hostname: '::1', port: 8443, auth: 'user:p@ss', path: '/gateway' });
    const request = buildRequest(base, spec, { pairName: 'BTC-USDT' }, undefined, TIMESTAMP, 1_000);
    expect(request.path).toBe('/gateway/api/third/info/depth?pairName=BTC-USDT');
    expect(parseBaseAddress('http://127.0.0.1')).toMatchObject({ port: undefined, auth: undefined, path: '' });
  });
});
