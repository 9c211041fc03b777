/**
 * The road for every change to the orders Perpdesk holds (stop loss, take profit, trailing stop, cancel, move):
 * each is sent to the core, and the held orders and the Connection's count are refreshed whatever the answer.
 * No React here.
 */
import type { BridgeResult, HeldOrderView, ParamsOf, ProtectionStatus } from '../../shared/bridge';
import type { WriteInvoke } from '../bridge/client';

export interface ProtectionWrites {
  set(params: ParamsOf<'protection.set'>): Promise<BridgeResult<HeldOrderView>>;
  trailing(params: ParamsOf<'protection.trailing'>): Promise<BridgeResult<HeldOrderView>>;
  cancel(id: string): Promise<BridgeResult<HeldOrderView>>;
  /** `now`: the trader said to fire it at once where the price has already crossed the trigger. */
  move(id: string, trigger: string, now?: boolean): Promise<BridgeResult<HeldOrderView>>;
  /** The notices up to `upTo` were told: the next start does not tell them again. */
  markRead(upTo: number): Promise<BridgeResult<null>>;
  /** The desktop app keeps the system awake while orders are armed, or not. */
  keepAwake(on: boolean): Promise<BridgeResult<ProtectionStatus>>;
}

/** A write's answer, after which `refresh` runs whatever it was. */
export const refreshingAfter =
  (refresh: () => void) =>
  async <T>(sent: Promise<BridgeResult<T>>): Promise<BridgeResult<T>> => {
    try {
      return await sent;
    } finally {
      refresh();
    }
  };

export function createProtectionWrites(invoke: WriteInvoke, refresh: () => void): ProtectionWrites {
  const then = refreshingAfter(refresh);
  return {
    set: (params) => then(invoke('protection.set', params)),
    trailing: (params) => then(invoke('protection.trailing', params)),
    cancel: (id) => then(invoke('protection.cancel', { id })),
    move: (id, trigger, now) => then(invoke('protection.move', now ? { id, trigger, now } : { id, trigger })),
    markRead: (upTo) => invoke('protection.markRead', { upTo }),
    keepAwake: (on) => then(invoke('protection.keepAwake', { on })),
  };
}
