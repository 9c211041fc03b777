/** Bridge values for tests: a test names the fields it is about and takes the rest. */
import type { PriceAlert } from './values';

/** An armed BTC-USDT alert above 61000.0 on the last price, set at 1_700_000_000_000. */
export const alertRecord = (fields: Partial<PriceAlert> = {}): PriceAlert => ({
  id: 'la1',
  pair: 'BTC-USDT',
  condition: 'above',
  price: '61000.0',
  percent: null,
  basePrice: null,
  feed: 'last',
  note: '',
  status: 'armed',
  createdAt: 1_700_000_000_000,
  firedAt: null,
  firedPrice: null,
  seen: false,
  ...fields,
});
