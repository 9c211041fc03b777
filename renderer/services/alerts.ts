/**
 * The road for every change to the price alerts Perpdesk holds (set, edit, remove, told): each is sent to the core,
 * and the alerts feed is asked again whatever the answer. Not a trade: no guard, no action log. No React here.
 */
import type { BridgeResult, ParamsOf, PriceAlert } from '../../shared/bridge';
import type { WriteInvoke } from '../bridge/client';
import { refreshingAfter } from './protection';

export interface AlertWrites {
  set(params: ParamsOf<'alerts.set'>): Promise<BridgeResult<PriceAlert>>;
  edit(params: ParamsOf<'alerts.edit'>): Promise<BridgeResult<PriceAlert>>;
  remove(id: string): Promise<BridgeResult<PriceAlert>>;
  /** These fired alerts were told: not told again, after a restart either. */
  markSeen(ids: string[]): Promise<BridgeResult<null>>;
}

type AlertMethod = 'alerts.set' | 'alerts.edit' | 'alerts.remove' | 'alerts.markSeen';

export function createAlertWrites(invoke: WriteInvoke, refresh: () => void): AlertWrites {
  const then = refreshingAfter(refresh);
  /** The method sent with `params`, the alerts asked again after its answer. */
  const send = <M extends AlertMethod>(method: M, params: ParamsOf<M>) => then(invoke(method, params));
  return {
    set: (params) => send('alerts.set', params),
    edit: (params) => send('alerts.edit', params),
    remove: (id) => send('alerts.remove', { id }),
    markSeen: (ids) => send('alerts.markSeen', { ids }),
  };
}
