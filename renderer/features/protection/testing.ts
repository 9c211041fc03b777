/** A held order as the core lists it, for the screen's tests: a stop loss on a BTC-USDT long at 59000.0, armed. */
import type { HeldOrderView } from '../../../shared/bridge';

export const heldOrder = (more: Partial<HeldOrderView> = {}): HeldOrderView => ({
  id: 'h1',
  pair: 'BTC-USDT',
  kind: 'stop-loss',
  positionSide: 'long',
  feed: 'mark',
  trigger: '59000.0',
  trailing: null,
  quantity: null,
  group: null,
  exit: { type: 'market' },
  status: 'armed',
  exitClientOrderId: null,
  createdAt: 0,
  note: null,
  ...more,
});
