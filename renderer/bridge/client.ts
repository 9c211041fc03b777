/** The renderer's typed client: the only way anything in the renderer reaches the outside. */
import type { BandHint, BridgeResult, MethodName, ParamsOf, PerpdeskBridge, ResultOf } from '../../shared/bridge';

declare global {
  interface Window {
    perpdesk?: PerpdeskBridge;
  }
}

export async function invoke<M extends MethodName>(method: M, params: ParamsOf<M>, band?: BandHint): Promise<BridgeResult<ResultOf<M>>> {
  const bridge = window.perpdesk;
  if (!bridge) return { ok: false, error: { kind: 'internal', message: 'The Perpdesk bridge is not available' } };
  return (await bridge.call(method, params, band)) as BridgeResult<ResultOf<M>>;
}
