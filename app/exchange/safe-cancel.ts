/**
 * Cancels whose outcome is unknown are checked with queryOrder: the order's status tells whether the cancel
 * landed. A cancel may be sent again without harm (a second one is refused with 2125), so `not-cancelled`
 * with the order still open simply means: cancel it again if still wanted.
 */
import { CANCELLED_RESULT_CODE, OrderStatus, type Order } from '../../shared/exchange';
import { withRetries, type Backoff } from './backoff';
import type { ExchangeClient } from './client';
import { asExchangeError, ExchangeError, lookupMayRecover, mayHaveLanded } from './errors';

export type CancelOutcome =
  /** `order` is the record read when the answer was lost and the order looked up. */
  | { outcome: 'cancelled'; order: Order | null }
  | { outcome: 'not-cancelled'; reason: ExchangeError; order: Order | null }
  | { outcome: 'unknown'; error: ExchangeError };

export interface CheckOptions {
  /** queryOrder tries before the outcome is given up as unknown: 5 unless given. */
  attempts?: number;
  /** Between them: 500 ms doubling to 5 s unless given. */
  backoff?: Backoff;
}

const STATUS_WORDS: Record<number, string> = {
  [OrderStatus.OPEN]: 'still open',
  [OrderStatus.PARTIALLY_FILLED]: 'still open, partly filled',
  [OrderStatus.FILLED]: 'filled',
  [OrderStatus.EXPIRED]: 'expired',
};

export async function cancelOrderSafely(
  client: ExchangeClient,
  { entrustId }: { entrustId: number },
  options: CheckOptions = {},
): Promise<CancelOutcome> {
  try {
    if (await client.call('cancelOrder', { entrustId })) return { outcome: 'cancelled', order: null };
    return notCancelled(new ExchangeError('rejected', `The exchange did not cancel order #${entrustId}`));
  } catch (err) {
    const error = asExchangeError(err);
    return mayHaveLanded(error) ? checkCancel(client, entrustId, error, options) : notCancelled(error);
  }
}

/** Cancels with batchCancelWithRes and tells, for each id in the given order, how it ended. */
export async function batchCancelSafely(
  client: ExchangeClient,
  { entrustIds }: { entrustIds: number[] },
  options: CheckOptions = {},
): Promise<CancelOutcome[]> {
  try {
    const results = new Map((await client.call('batchCancelWithRes', { entrustIds })).map((r) => [r.orderId, r]));
    return Promise.all(
      entrustIds.map((id) => {
        const result = results.get(id);
        if (result === undefined) {
          return checkCancel(client, id, new ExchangeError('unknown-outcome', `No result for order #${id}`), options);
        }
        return result.resultCode === CANCELLED_RESULT_CODE
          ? { outcome: 'cancelled', order: null }
          : notCancelled(new ExchangeError('rejected', result.resultMsg, result.resultCode));
      }),
    );
  } catch (err) {
    const error = asExchangeError(err);
    if (!mayHaveLanded(error)) return entrustIds.map(() => notCancelled(error));
    const outcomes: CancelOutcome[] = [];
    for (const id of entrustIds) outcomes.push(await checkCancel(client, id, error, options));
    return outcomes;
  }
}

async function checkCancel(
  client: ExchangeClient,
  entrustId: number,
  error: ExchangeError,
  { attempts = 5, backoff = { baseMs: 500, maxMs: 5_000 } }: CheckOptions,
): Promise<CancelOutcome> {
  let order: Order;
  try {
    order = await withRetries(() => client.call('queryOrder', { entrustId }), { attempts, backoff, retryIf: lookupMayRecover });
  } catch (lookupErr) {
    const message = `${error.message}; looking the order up failed too (${asExchangeError(lookupErr).message})`;
    return { outcome: 'unknown', error: new ExchangeError('unknown-outcome', message) };
  }
  if (order.status === OrderStatus.CANCELED) return { outcome: 'cancelled', order };
  const state = STATUS_WORDS[order.status] ?? `in status ${order.status}`;
  return notCancelled(new ExchangeError('network', `${error.message}; order #${entrustId} is ${state}`), order);
}

const notCancelled = (reason: ExchangeError, order: Order | null = null): CancelOutcome => ({
  outcome: 'not-cancelled',
  reason,
  order,
});
