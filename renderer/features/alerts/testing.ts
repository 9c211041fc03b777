import type { PriceAlert } from '../../../shared/bridge';

/** An armed BTC-USDT alert above 61000.0; a test names the fields it is about. */
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
