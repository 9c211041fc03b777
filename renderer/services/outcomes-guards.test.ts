/** A guard's refusal (the core's `guard-refused`) reads the same from every road: its message unchanged, never "Rejected". */
import { describe, expect, it } from 'vitest';
import type { BridgeError } from '../../shared/bridge';
import { describeLeverageSet, describeScaleSubmission, describeSubmission, describeWriteFailure, movedSaid, placedSaid } from './outcomes';

const error: BridgeError = {
  kind: 'guard-refused',
  message: 'Refused by guard ‘Largest order value’: 29,500 USDT is over 10,000 USDT. Change it in Settings → Guards.',
};
const refused = { ok: false as const, error };
const btc = { priceDecimal: 1, tradeDecimal: 3 };
const request = { pair: 'BTC-USDT', side: 'buy' as const, price: '59000.0', quantity: '0.5' };
const scale = { pair: 'BTC-USDT', side: 'buy' as const, fromPrice: '59000.0', toPrice: '59100.0', count: 2, totalQuantity: '0.5' };

describe('a guard refusal on every road', () => {
  const texts: [string, string][] = [
    ['Order entry', JSON.stringify(describeSubmission({ status: 'settled', request, result: refused }, btc))],
    ['Order entry, scale', JSON.stringify(describeScaleSubmission({ status: 'settled', request: scale, result: refused }, btc))],
    ['hotkeys and ladder', placedSaid('buy 0.500 BTC-USDT at 59000.0', '0.5', true, refused).text],
    ['chart drag', movedSaid('BTC-USDT', 7, '61000.0', refused, btc).text],
    ['leverage', JSON.stringify(describeLeverageSet(refused, 'BTC-USDT', 'isolated', 20))],
    ['any other write', JSON.stringify(describeWriteFailure(error, 'Closing', 'Positions'))],
  ];
  for (const [road, text] of texts) {
    it(`${road}: the guard's words, unchanged, as an error`, () => {
      expect(text).toContain(error.message);
      expect(text).not.toMatch(/Rejected|Outcome unknown/);
    });
  }
});
