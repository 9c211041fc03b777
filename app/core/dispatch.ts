/**
 * The one door into the core: a method name and raw parameters in, a BridgeResult out. Every shell calls this;
 * the contract decides what exists and what parameters are valid.
 */
import {
  contract,
  fail,
  isMethodName,
  ok,
  type BridgeResult,
  type MethodName,
  type ResultOf,
  type ValidParamsOf,
} from '../../shared/bridge';
import { ExchangeError } from '../exchange';
import { VaultError } from '../vault';

export type Handlers = { [M in MethodName]: (params: ValidParamsOf<M>) => Promise<ResultOf<M>> };
export type Dispatch = (method: unknown, params: unknown) => Promise<BridgeResult<unknown>>;

export function createDispatch(handlers: Handlers, log: (message: string) => void = console.error): Dispatch {
  return async (method, params) => {
    if (!isMethodName(method)) {
      // Only a string is named back: String() of an arbitrary object may throw (e.g. {"toString":1} from a socket).
      const name = typeof method === 'string' ? method.slice(0, 80) : `(a ${method === null ? 'null' : typeof method})`;
      return fail('invalid-input', `No such method: ${name}`);
    }
    const parsed = contract[method].params.safeParse(params ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.length ? `${issue.path.join('.')}: ` : '';
      return fail('invalid-input', `${field}${issue?.message ?? 'invalid parameters'}`);
    }
    try {
      const handler = handlers[method] as (p: unknown) => Promise<unknown>;
      return ok(await handler(parsed.data));
    } catch (err) {
      if (err instanceof ExchangeError || err instanceof VaultError) return { ok: false, error: err.toBridge() };
      log(`perpdesk: ${method} failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
      return fail('internal', 'Perpdesk hit an internal error; the details are in its log');
    }
  };
}
