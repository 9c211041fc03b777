/**
 * The one door into the core: a method name, raw parameters and the renderer's band hint in, a BridgeResult out.
 * Every shell calls this; the contract decides what exists and what parameters are valid. The call's exchange
 * requests spend from its band of the request budget: a write's always from the write band, a read's from the
 * band its hint names (`screen`, `background` or `spare`), the screen's when it names none.
 */
import {
  contract,
  fail,
  isBandHint,
  isMethodName,
  ok,
  type BridgeResult,
  type MethodName,
  type RequestBand,
  type ResultOf,
  type ValidParamsOf,
} from '../../shared/bridge';
import { ExchangeError, inBand } from '../exchange';
import { VaultError } from '../vault';

export type Handlers = { [M in MethodName]: (params: ValidParamsOf<M>) => Promise<ResultOf<M>> };
export type Dispatch = (method: unknown, params: unknown, band?: unknown) => Promise<BridgeResult<unknown>>;

/** A call the contract accepts: its method, its parameters as validated, and the band its requests spend from. */
export interface CheckedCall {
  method: MethodName;
  params: unknown;
  band: RequestBand;
}

/** The method, parameters and band hint as the contract takes them, or the refusal a caller gets for them. */
export function checkCall(method: unknown, params: unknown, hint: unknown): CheckedCall | BridgeResult<never> {
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
  if (hint !== undefined && !isBandHint(hint)) return fail('invalid-input', 'band: must be "screen", "background" or "spare"');
  return { method, params: parsed.data, band: contract[method].write ? 'write' : (hint ?? 'screen') };
}

export function createDispatch(handlers: Handlers, log: (message: string) => void = console.error): Dispatch {
  return async (rawMethod, rawParams, hint) => {
    const call = checkCall(rawMethod, rawParams, hint);
    if ('ok' in call) return call;
    const { method, params, band } = call;
    try {
      const handler = handlers[method] as (p: unknown) => Promise<unknown>;
      return ok(await inBand(band, () => handler(params)));
    } catch (err) {
      if (err instanceof ExchangeError || err instanceof VaultError) return { ok: false, error: err.toBridge() };
      log(`perpdesk: ${method} failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
      return fail('internal', 'Perpdesk hit an internal error; the details are in its log');
    }
  };
}
