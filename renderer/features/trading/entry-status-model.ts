/**
 * The Order entry's result line, kept true: it says when it happened, an order said to rest that is no longer open
 * is told as such (filled or cancelled since: see Order history), and a line older than `FADE_AFTER_MS` is shown
 * faded, as history. The same for each order of a scale. Pure.
 */
import { OrderStatus, type Order } from '../../../shared/exchange';
import type { OutcomeText, ScaleItemText } from '../../services/outcomes';
import type { Submission, ScaleSubmission } from '../../stores';
import { formatClock } from '../../ui/format';

export const FADE_AFTER_MS = 30_000;

/** The open orders of the submission's market, as read after it was settled; null while none such is known. */
export interface OpenNow {
  pair: string;
  orders: readonly Pick<Order, 'id'>[];
  readAt: number;
}

export interface StatusView {
  text: OutcomeText;
  faded: boolean;
}

/** The id of an order the answer says rests on the book (open or partly filled), or null. */
export function restingOrderId(submission: Submission): number | null {
  if (submission.status !== 'settled' || !submission.result.ok) return null;
  const { orderId, state } = submission.result.value;
  if (state === null) {
    const r = submission.request;
    const rests = r.type !== 'market' && r.price !== undefined && r.timeInForce !== 'IOC' && r.timeInForce !== 'FOK';
    return rests ? orderId : null;
  }
  return state.status === OrderStatus.OPEN || state.status === OrderStatus.PARTIALLY_FILLED ? orderId : null;
}

const isGone = (orderId: number, pair: string, settledAt: number, open: OpenNow | null): boolean =>
  open !== null && open.pair === pair && open.readAt > settledAt && !open.orders.some((o) => o.id === orderId);

/** The line with the time it happened, faded once old; as it is while nothing is settled. */
export function stamped(text: OutcomeText | null, settledAt: number | null, now: number): StatusView | null {
  if (text === null) return null;
  if (settledAt === null) return { text, faded: false };
  return { text: { ...text, headline: `${formatClock(settledAt)} ${text.headline}` }, faded: now - settledAt >= FADE_AFTER_MS };
}

/** The line as it stands now. */
export function statusNow(
  text: OutcomeText | null,
  submission: Submission,
  settledAt: number | null,
  open: OpenNow | null,
  now: number,
): StatusView | null {
  if (text === null || submission.status !== 'settled' || settledAt === null) return stamped(text, null, now);
  const orderId = restingOrderId(submission);
  if (orderId !== null && isGone(orderId, submission.request.pair, settledAt, open)) {
    const gone: OutcomeText = { tone: 'info', headline: `Order #${orderId} is no longer open`, detail: 'It filled or was cancelled since it was placed: see Order history' };
    return stamped(gone, settledAt, now);
  }
  return stamped(text, settledAt, now);
}

/** Each order of a scale as it stands now: one no longer open says so. */
export function scaleItemsNow(items: readonly ScaleItemText[], submission: ScaleSubmission, settledAt: number | null, open: OpenNow | null): ScaleItemText[] {
  if (submission.status !== 'settled' || !submission.result.ok || settledAt === null) return [...items];
  const batch = submission.result.value.items;
  return items.map((item, i) => {
    const placed = batch[i];
    if (placed?.outcome !== 'placed' || !isGone(placed.orderId, submission.request.pair, settledAt, open)) return item;
    return { ...item, tone: 'info', text: `#${placed.orderId} no longer open` };
  });
}
