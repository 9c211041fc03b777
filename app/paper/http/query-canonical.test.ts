/** A query is `canonical` exactly when the text as sent is the string its signature covers. */
import { describe, expect, it } from 'vitest';
import { parseQuery } from './query';
import { formStringToSign } from './signing';

describe('canonical queries', () => {
  it('are those already in signing form, so the text itself can be verified', () => {
    const texts = ['', 'a=1', 'clientOrderId=x&isLong=True&pairName=BTC-USDT&timestamp=1', 'a=1&a=2&b=x%20y&c=a+b', 'a=b=c&d='];
    for (const text of texts) {
      const query = parseQuery(text);
      expect([text, query.canonical]).toEqual([text, true]);
      expect(formStringToSign(query.raw)).toBe(text);
    }
  });

  it('are not those the signing form would change: unsorted, a bare name, an empty part', () => {
    for (const text of ['b=1&a=2', 'a=1&flag', 'a=1&&b=2', '&a=1', 'a=1&', 'B=1&a=1&c', 'a=2&a=1&A=0']) {
      const query = parseQuery(text);
      expect([text, query.canonical]).toEqual([text, false]);
      expect(formStringToSign(query.raw)).not.toBe(text);
    }
  });
});
