/**
 * The road for a change to the guards (Settings → Guards): the limits the core puts on every order of the profile.
 * A loosening is sent with the trader's yes, and the core journals it. No React here.
 */
import type { BridgeResult, GuardSettings, ParamsOf } from '../../shared/bridge';
import type { WriteInvoke } from '../bridge/client';

export interface GuardWrites {
  /** `confirmLoosen`: the trader said yes to loosening one (the core refuses a loosening without it). */
  set(params: ParamsOf<'guards.set'>): Promise<BridgeResult<GuardSettings>>;
}

export function createGuardWrites(invoke: WriteInvoke): GuardWrites {
  return {
    set: (params) => invoke('guards.set', params),
  };
}
