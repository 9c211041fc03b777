/**
 * The renderer's typed client: the only way anything in the renderer reaches the outside. It can call every method,
 * writes too, so only renderer/services (every write) and the composition root that hands it to them import this
 * module (the layer rule `renderer-only-services-import-the-writing-client`); the stores and the panels get it as a
 * `ReadInvoke` (stores/invoke.ts).
 */
import type { BandHint, BridgeResult, MethodName, ParamsOf, PerpdeskBridge, ResultOf } from '../../shared/bridge';

declare global {
  interface Window {
    perpdesk?: PerpdeskBridge;
  }
}

/** Any method of the contract, reads and writes: what the services are built over. */
export type WriteInvoke = <M extends MethodName>(method: M, params: ParamsOf<M>, band?: BandHint) => Promise<BridgeResult<ResultOf<M>>>;

export async function invoke<M extends MethodName>(method: M, params: ParamsOf<M>, band?: BandHint): Promise<BridgeResult<ResultOf<M>>> {
  const bridge = window.perpdesk;
  if (!bridge) return { ok: false, error: { kind: 'internal', message: 'The Perpdesk bridge is not available' } };
  return (await bridge.call(method, params, band)) as BridgeResult<ResultOf<M>>;
}
