/** Held orders, chases and TWAPs as the core lists them, for the screen's tests. */
import type { AlgoView, HeldOrderView } from '../../../shared/bridge';
import type { TierRow } from './tiers-form';

/** A stop loss on a BTC-USDT long at 59000.0, armed. */
export const heldOrder = (more: Partial<HeldOrderView> = {}): HeldOrderView => ({
  id: 'h1',
  pair: 'BTC-USDT',
  kind: 'stop-loss',
  positionSide: 'long',
  feed: 'mark',
  trigger: '59000.0',
  trailing: null,
  quantity: null,
  tier: null,
  share: null,
  group: null,
  exit: { type: 'market' },
  status: 'armed',
  exitClientOrderId: null,
  createdAt: 0,
  note: null,
  ...more,
});

/** A chase as the core lists it: buying 0.050 BTC-USDT, 0.020 filled, its order resting at 60000.5, 60 s to go from 0. */
export const algoView = (more: Partial<AlgoView> = {}): AlgoView => ({
  id: 'a1',
  kind: 'chase',
  pair: 'BTC-USDT',
  side: 'buy',
  quantity: '0.050',
  filled: '0.020',
  remaining: '0.030',
  averagePrice: '60000.0',
  status: 'working',
  note: 'Resting at 60000.5',
  reduceOnly: false,
  createdAt: 0,
  order: { clientOrderId: 'a1c1', orderId: 11, price: '60000.5', quantity: '0.030', filled: '0' },
  chase: { maxDistance: null, deadline: 60_000, onLimit: 'stop', startPrice: '60000.0' },
  twap: null,
  ...more,
});

/** A TWAP selling 0.040 in 4 slices, 2 sent (0.020 filled at 60010.4 on average), with no price limit. */
export const twapView = (more: Partial<AlgoView> = {}): AlgoView =>
  algoView({
    id: 'a2',
    kind: 'twap',
    side: 'sell',
    quantity: '0.040',
    filled: '0.020',
    remaining: '0.020',
    averagePrice: '60010.4',
    order: null,
    chase: null,
    twap: { slices: 4, sent: 2, nextAt: 90_000, priceLimit: null, slippage: '0.1' },
    ...more,
  });

/** Tier `n` of a take profit, held at `trigger` for `share` % of the position. */
export const heldTier = (n: number, trigger: string, share: string): HeldOrderView =>
  heldOrder({ id: `t${n}`, kind: 'take-profit', tier: n, share, trigger });

/** Take-profit tiers as the form and protection.set take them, from [trigger, share %] pairs. */
export const tierRows = (...tiers: [value: string, share: string][]): TierRow[] => tiers.map(([value, share]) => ({ value, share }));
