/** A new chase or TWAP, working, with nothing of its life yet: what it is and where, the rest by default. */
import type { ChaseAlgo, TwapAlgo } from './model';

type Common = 'id' | 'pair' | 'side' | 'quantity' | 'leverage' | 'marginMode' | 'priceDecimals' | 'lotDecimals' | 'createdAt';

const fresh = {
  status: 'working',
  note: null,
  filled: '0',
  amount: '0',
  child: null,
  sent: 0,
  refusals: 0,
  ending: null,
  reduceOnly: false,
} as const;

export const newChase = (fields: Pick<ChaseAlgo, Common | 'deadline'> & Partial<ChaseAlgo>): ChaseAlgo => ({
  kind: 'chase',
  maxDistance: null,
  onLimit: 'stop',
  startPrice: null,
  ...fresh,
  ...fields,
});

export const newTwap = (fields: Pick<TwapAlgo, Common | 'slices' | 'schedule' | 'slippage'> & Partial<TwapAlgo>): TwapAlgo => ({
  kind: 'twap',
  next: 0,
  priceLimit: null,
  pausedAt: null,
  waiting: false,
  ...fresh,
  ...fields,
});
