/**
 * The road for every change to the price alerts Perpdesk holds (set, edit, remove, told): each is sent to the core,
 * and the alerts feed is asked again whatever the answer. Not a trade: no guard, no action log. No React here.
 */
import type { BridgeResult, ParamsOf, PriceAlert } from '../../shared/bridge';
import type { Invoke } from '../stores/invoke';
import { refreshingAfter } from './protection';

export interface AlertWrites {
  set(params: ParamsOf<'alerts.set'>): Promise<BridgeResult<PriceAlert>>;
  edit(params: ParamsOf<'alerts.edit'>): Promise<BridgeResult<PriceAlert>>;
  remove(id: string): Promise<BridgeResult<PriceAlert>>;
  /** These fired alerts were told: not told again, after a restart either. */
  markSeen(ids: string[]): Promise<BridgeResult<null>>;
}

export function createAlertWrites(invoke: Invoke, refresh: () => void): AlertWrites {
  const then = refreshingAfter(refresh);
  return {
    set: (params) => then(invoke('alerts.set', params)),
    edit: (params) => then(invoke('alerts.edit', params)),
    remove: (id) => then(invoke('alerts.remove', { id })),
    markSeen: (ids) => then(invoke('alerts.markSeen', { ids })),
  };
}
