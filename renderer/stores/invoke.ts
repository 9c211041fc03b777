import type { BridgeResult, MethodName, ParamsOf, ResultOf } from '../../shared/bridge';

/** The transport the stores talk through: the bridge client's `invoke` in the app, a fake in tests. */
export type Invoke = <M extends MethodName>(method: M, params: ParamsOf<M>) => Promise<BridgeResult<ResultOf<M>>>;
