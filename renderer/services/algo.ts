/**
 * The road for every change to the chases and TWAPs Perpdesk holds (start, pause, resume, cancel): each is sent to
 * the core, and the Working tab's list is refreshed whatever the answer. No React here.
 */
import type { AlgoView, BridgeResult, ParamsOf } from '../../shared/bridge';
import type { WriteInvoke } from '../bridge/client';
import { refreshingAfter } from './protection';

export interface AlgoWrites {
  chase(params: ParamsOf<'algo.chase'>): Promise<BridgeResult<AlgoView>>;
  twap(params: ParamsOf<'algo.twap'>): Promise<BridgeResult<AlgoView>>;
  pause(id: string): Promise<BridgeResult<AlgoView>>;
  resume(id: string): Promise<BridgeResult<AlgoView>>;
  cancel(id: string): Promise<BridgeResult<AlgoView>>;
}

export function createAlgoWrites(invoke: WriteInvoke, refresh: () => void): AlgoWrites {
  const then = refreshingAfter(refresh);
  const control = (method: 'algo.pause' | 'algo.resume' | 'algo.cancel') => (id: string) => then(invoke(method, { id }));
  return {
    chase: (params) => then(invoke('algo.chase', params)),
    twap: (params) => then(invoke('algo.twap', params)),
    pause: control('algo.pause'),
    resume: control('algo.resume'),
    cancel: control('algo.cancel'),
  };
}
