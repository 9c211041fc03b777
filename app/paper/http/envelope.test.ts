/** successJson writes what JSON.stringify of the envelope object would, byte for byte. */
import { describe, expect, it } from 'vitest';
import { success, successJson } from './envelope';

/** The envelope's bytes with the sid, which differs per response, blanked out. */
const withoutSid = (json: string) => json.replace(/"sid":"[0-9a-f]{16}"/, '"sid":""');
const viaObject = (data: unknown, timestamp?: number) =>
  withoutSid(JSON.stringify(timestamp === undefined ? success(data) : { ...success(data), timestamp }));

describe('successJson', () => {
  const samples: unknown[] = [
    { bids: [{ price: '60000.0', quantity: '1.000' }], asks: [] },
    [1, 'two', null, true, { nested: ['a"b', 'ü', '\n'] }],
    'text',
    42,
    0,
    false,
    null,
    undefined,
    Object.freeze({ frozen: Object.freeze(['shared']) }),
    { skipped: undefined, kept: 1 },
  ];

  it('matches JSON.stringify of the envelope, with and without a timestamp', () => {
    for (const data of samples) {
      expect(withoutSid(successJson(data))).toBe(viaObject(data));
      expect(withoutSid(successJson(data, 1_700_000_000_123))).toBe(viaObject(data, 1_700_000_000_123));
    }
  });

  it('gives every response its own sid, also when the data is shared', () => {
    const shared = Object.freeze({ same: true });
    const sids = [successJson(shared), successJson(shared)].map((json) => (JSON.parse(json) as { sid: string }).sid);
    expect(sids[0]).toMatch(/^[0-9a-f]{16}$/);
    expect(sids[0]).not.toBe(sids[1]);
  });
});
