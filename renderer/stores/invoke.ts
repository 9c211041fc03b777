import type { BandHint, BridgeResult, MethodName, ParamsOf, ResultOf } from '../../shared/bridge';

/**
 * The transport the stores talk through: the bridge client's `invoke` in the app, a fake in tests. `band`: which
 * band of the request budget a read spends from, the screen's unless given.
 */
export type Invoke = <M extends MethodName>(method: M, params: ParamsOf<M>, band?: BandHint) => Promise<BridgeResult<ResultOf<M>>>;

/** `invoke` with every read it makes spending from `band` (a feed's fetch need not pass it call by call). */
export const inBand =
  (invoke: Invoke, band: BandHint): Invoke =>
  (method, params) =>
    invoke(method, params, band);
