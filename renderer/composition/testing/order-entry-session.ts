/**
 * Test support: a manual session (clock at 1 000 ms) with the paper pairs listed and the Order entry on screen, the
 * form's price and quantity typed if given.
 */
import { fakeInvoke, ok, PAIRS, type Handlers } from '../../stores/testing/fake-invoke';
import { manualSession } from './manual-session';

export function orderEntrySession(handlers: Handlers = {}, typed: { price?: string; quantity?: string } = {}) {
  const bridge = fakeInvoke(handlers);
  const session = manualSession(bridge.invoke, () => 1_000);
  session.market.getState().actions.pairsSettled(ok(PAIRS), 0);
  const entry = () => session.orderEntry.getState();
  entry().actions.setShown(true);
  if (typed.price !== undefined) entry().actions.setPrice(typed.price);
  if (typed.quantity !== undefined) entry().actions.setQuantity(typed.quantity);
  return { bridge, session, entry };
}
