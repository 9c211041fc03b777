import { describe, expect, it } from 'vitest';
import { parseQuery } from './query';
import { formStringToSign } from './signing';

describe('parseQuery and the string to sign', () => {
  it('keeps values as sent for signing and decoded for reading', () => {
    const query = parseQuery('timestamp=1&clientOrderId=a%2Db&isLong=True&note=a+b&empty=&flag');
    expect(formStringToSign(query.raw)).toBe('clientOrderId=a%2Db&empty=&flag=&isLong=True&note=a+b&timestamp=1');
    expect(Object.fromEntries(query.values)).toEqual({
      timestamp: '1',
      clientOrderId: 'a-b',
      isLong: 'True',
      note: 'a b',
      empty: '',
      flag: '',
    });
  });

  it('marks a repeated parameter or a broken escape as unusable', () => {
    const query = parseQuery('a=1&a=2&b=%E0%A4%A&&c=3');
    expect(query.values).toEqual(
      new Map([
        ['a', null],
        ['b', null],
        ['c', '3'],
      ]),
    );
    expect(formStringToSign(query.raw)).toBe('a=1&a=2&b=%E0%A4%A&c=3');
  });
});
