/**
 * Vectors computed independently of our code, with OpenSSL:
 *   printf '%s' "<string to sign>" | openssl dgst -sha256 -hmac test-secret
 */
import { describe, expect, it } from 'vitest';
import { canonicalJson, formQuery, hmacHex } from './signer';
import { UNSORTED_FORM_ORDER, UNSORTED_ORDER_ITEM } from './testing/vectors';

const SECRET = 'test-secret';
const TIMESTAMP = 1763700000000;

describe('signer', () => {
  it('signs a form POST over its sorted parameters, exactly as sent', () => {
    const query = formQuery({ ...UNSORTED_FORM_ORDER, timestamp: TIMESTAMP });
    expect(query).toBe(
      'clientOrderId=pd-1&isLong=true&isMarket=false&lever=10&matchType=1&pairName=BTC-USDT&positionType=3&price=59995.0&quantity=0.123&timestamp=1763700000000',
    );
    expect(hmacHex(SECRET, query)).toBe('af7e217c193054f0083a6e0b0739e36da08f0cf2919b4e87ccccc4b7c3908174');
  });

  it('signs a private GET the same way, leaving out parameters with no value', () => {
    const query = formQuery({ pairName: 'BTC-USDT', limit: 50, isAsc: true, idLe: undefined, orderId: '', timestamp: TIMESTAMP });
    expect(query).toBe('isAsc=true&limit=50&pairName=BTC-USDT&timestamp=1763700000000');
    expect(hmacHex(SECRET, query)).toBe('c34291c04d9d916118a66afcb4d98f6f39cdc3d7b50e321d3f6f4a583427c1a4');
  });

  it('encodes values once and signs them encoded, as they are sent', () => {
    const query = formQuery({ timestamp: TIMESTAMP, pairName: 'BTC-USDT', clientOrderId: 'a&b=c' });
    expect(query).toBe('clientOrderId=a%26b%3Dc&pairName=BTC-USDT&timestamp=1763700000000');
    expect(hmacHex(SECRET, query)).toBe('f3e84d2baf2df15c81c4e51d5b60ca3c4639d83346e97d094f1192250946660b');
  });

  it('signs a JSON POST over its exact compact body, keys sorted, timestamp last', () => {
    const body = canonicalJson({ timestamp: TIMESTAMP, lever: 20, positionType: 3, contractPairId: 1 });
    expect(body).toBe('{"contractPairId":1,"lever":20,"positionType":3,"timestamp":1763700000000}');
    expect(hmacHex(SECRET, body)).toBe('cd782e1dcb68f28176f40dcffd963ef1078174b176b1bf7e0f5c2499a7d768f1');
  });

  it('sorts the keys of nested objects too', () => {
    const body = canonicalJson({
      timestamp: TIMESTAMP,
      orders: [UNSORTED_ORDER_ITEM],
    });
    expect(hmacHex(SECRET, body)).toBe('0a446fb7dbf69145e1369871b148b996982cdee61f245f54c9ba54e840583268');
  });
});
