/** A bridge call from the page, as the renderer makes it: for specs that set up state without the form. */
import type { Page } from '@playwright/test';

export type BridgeResult = { ok: true; value: unknown } | { ok: false; error: { kind: string; code?: number; message: string } };

/** The raw result, success or failure. */
export const bridgeResult = (page: Page, method: string, params: object): Promise<BridgeResult> =>
  page.evaluate(([m, p]) => (globalThis as unknown as { perpdesk: { call(m: string, p: unknown): Promise<BridgeResult> } }).perpdesk.call(m, p), [
    method,
    params,
  ] as const);

/** The value; a failure throws with the bridge's words. */
export async function call<T>(page: Page, method: string, params: object): Promise<T> {
  const result = await bridgeResult(page, method, params);
  if (!result.ok) throw new Error(`${method}: ${result.error.kind} ${result.error.message}`);
  return result.value as T;
}
