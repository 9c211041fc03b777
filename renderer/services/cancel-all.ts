/**
 * Cancel all: the orders on screen cancelled in small batches (`trading.cancelOrders`, batchCancelWithRes), so the
 * trader sees "k of N cancelled" move, and each order that was not cancelled named with the exchange's reason.
 * No React here.
 */
import { isUnknownOutcome, type BridgeResult, type CancelResults } from '../../shared/bridge';
import { errorText } from './outcomes';

export { errorText };

/** Ids per call: small enough that progress moves, far under the exchange's 100. */
export const CANCEL_CHUNK = 10;

export interface CancelTarget {
  orderId: number;
  pair: string;
}

export interface CancelFailure extends CancelTarget {
  /** The exchange's words (with its code), or what went wrong on the way. */
  message: string;
  /** The cancel may have happened after all (a timeout, a lost answer): the next refresh tells. */
  unknown: boolean;
}

export interface CancelAllProgress {
  total: number;
  /** Orders with an answer so far, cancelled or not. */
  answered: number;
  cancelled: number;
  failures: CancelFailure[];
  finished: boolean;
  /** All markets: why the last check of every market failed (orders there may still be open); null when it did not. */
  unchecked?: string | null;
}

export type CancelBatch = (orderIds: number[]) => Promise<BridgeResult<CancelResults>>;

export function chunksOf<T>(items: readonly T[], size: number): T[][] {
  if (!(size >= 1)) throw new Error('a chunk holds at least one item');
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/** Cancels `targets` batch by batch, reporting after each; a failed batch does not stop the next. */
export async function cancelInChunks(
  targets: readonly CancelTarget[],
  cancel: CancelBatch,
  onProgress: (progress: CancelAllProgress) => void,
  chunkSize = CANCEL_CHUNK,
): Promise<CancelAllProgress> {
  let progress: CancelAllProgress = { total: targets.length, answered: 0, cancelled: 0, failures: [], finished: false };
  onProgress(progress);
  for (const chunk of chunksOf(targets, chunkSize)) {
    let result: BridgeResult<CancelResults>;
    try {
      result = await cancel(chunk.map((t) => t.orderId));
    } catch (error) {
      result = { ok: false, error: { kind: 'internal', message: error instanceof Error ? error.message : String(error) } };
    }
    progress = settleChunk(progress, chunk, result);
    onProgress(progress);
  }
  progress = { ...progress, finished: true };
  onProgress(progress);
  return progress;
}

/** The progress after one batch's answer: every order of the batch answered, one way or the other. */
export function settleChunk(progress: CancelAllProgress, chunk: readonly CancelTarget[], result: BridgeResult<CancelResults>): CancelAllProgress {
  const failures = [...progress.failures];
  let cancelled = progress.cancelled;
  if (!result.ok) {
    const unknown = isUnknownOutcome(result.error);
    for (const target of chunk) failures.push({ ...target, message: errorText(result.error), unknown });
  } else {
    for (const target of chunk) {
      const item = result.value.items.find((i) => i.orderId === target.orderId);
      if (!item) failures.push({ ...target, message: 'The exchange did not answer for this order', unknown: true });
      else if (item.outcome === 'cancelled') cancelled++;
      else failures.push({ ...target, message: errorText(item.error), unknown: item.outcome === 'unknown' || isUnknownOutcome(item.error) });
    }
  }
  return { ...progress, answered: progress.answered + chunk.length, cancelled, failures };
}

/**
 * The progress after the last step of Cancel all of all markets: the core asked every listed market and cancelled
 * what was still open (orders the screen did not know: placed elsewhere, or in a market not yet swept).
 */
export function settleSweep(progress: CancelAllProgress, result: BridgeResult<CancelResults>): CancelAllProgress {
  if (!result.ok) return { ...progress, unchecked: `Not every market could be checked: ${errorText(result.error)}` };
  const found = result.value.items.map((item) => ({ orderId: item.orderId, pair: 'another market' }));
  return settleChunk({ ...progress, total: progress.total + found.length }, found, result);
}

const orders = (n: number): string => (n === 1 ? '1 order' : `${n} orders`);

/** "Cancel 3 orders on BTC-USDT?" / "Cancel 5 orders on all markets?" */
export const confirmQuestion = (count: number, pair: string | null): string => `Cancel ${orders(count)} on ${pair ?? 'all markets'}?`;

/** "2 of 10 cancelled". */
export const progressText = (p: CancelAllProgress): string => `${p.cancelled} of ${p.total} cancelled`;

/** "3 of 10 cancelled…" while it works; then the count, and how many were not cancelled or are not known. */
export function summaryText(p: CancelAllProgress): string {
  if (!p.finished) return `${progressText(p)}…`;
  const unknown = p.failures.filter((f) => f.unknown).length;
  const refused = p.failures.length - unknown;
  const parts = [progressText(p)];
  if (refused > 0) parts.push(`${refused} not cancelled`);
  if (unknown > 0) parts.push(`${unknown} with an unknown outcome`);
  if (p.unchecked) parts.push('not every market was checked');
  return parts.join('; ');
}

/** "Order 123 on BTC-USDT: Order already filled (code 2126)". */
export const failureText = (f: CancelFailure): string => `Order ${f.orderId} on ${f.pair}: ${f.unknown ? 'outcome unknown: ' : ''}${f.message}`;
