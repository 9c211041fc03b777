import type { BandHint, BridgeResult, ParamsOf, ReadMethod, ResultOf } from '../../shared/bridge';

/**
 * The transport the stores and the panels talk through: the bridge client's `invoke` in the app, a fake in tests,
 * typed to the methods that only read (shared/bridge's `ReadMethod`). A write is the services' alone: they are
 * handed bridge/client.ts's `WriteInvoke`, which nothing else may import. `band`: which band of the request budget
 * a read spends from, the screen's unless given.
 */
export type ReadInvoke = <M extends ReadMethod>(method: M, params: ParamsOf<M>, band?: BandHint) => Promise<BridgeResult<ResultOf<M>>>;

/** The name the benchmarks know the stores' transport by: reads only, as `ReadInvoke`. */
export type Invoke = ReadInvoke;

/** `invoke` with every read it makes spending from `band` (a feed's fetch need not pass it call by call). */
export const inBand =
  (invoke: ReadInvoke, band: BandHint): ReadInvoke =>
  (method, params) =>
    invoke(method, params, band);
