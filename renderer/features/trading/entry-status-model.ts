/**
 * The Order entry's result line, kept true: it says when it happened; it is about the market on screen only (a line
 * about BTC never shows on ETH); an order said to rest that has since left the book is told as what became of it
 * (filled, cancelled, partly filled and the rest cancelled), or as no longer open while that is not read yet; and a
 * line older than `FADE_AFTER_MS` is shown faded, as history. The same for each order of a scale. Pure.
 */
import { OrderStatus } from '../../../shared/exchange';
import type { OutcomeText, ScaleItemText } from '../../services/outcomes';
import type { Submission, ScaleSubmission } from '../../stores';
import { formatClock } from '../../ui/format';
import { fateItemText, fateOf, fateText, needsRecord, type FateSources } from '../../services/order-fate';

export const FADE_AFTER_MS = 30_000;

export interface StatusView {
  text: OutcomeText;
  faded: boolean;
}

/** What a line is read against: when its answer came, what is known of its orders since, the time, the market shown. */
export interface LineContext {
  settledAt: number | null;
  sources: FateSources;
  now: number;
  /** The market on screen. */
  selected: string;
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

/** The line with the time it happened, faded once old; as it is while nothing is settled. */
export function stamped(text: OutcomeText | null, settledAt: number | null, now: number): StatusView | null {
  if (text === null) return null;
  if (settledAt === null) return { text, faded: false };
  return { text: { ...text, headline: `${formatClock(settledAt)} ${text.headline}` }, faded: now - settledAt >= FADE_AFTER_MS };
}

const aboutOtherMarket = (submission: Submission | ScaleSubmission, selected: string): boolean =>
  submission.status !== 'idle' && submission.request.pair !== selected;

/** The line as it stands now. */
export function statusNow(text: OutcomeText | null, submission: Submission, { settledAt, sources, now, selected }: LineContext): StatusView | null {
  if (aboutOtherMarket(submission, selected)) return null;
  if (text === null || submission.status !== 'settled' || settledAt === null) return stamped(text, null, now);
  const orderId = restingOrderId(submission);
  const fate = orderId === null ? null : fateOf(orderId, submission.request.pair, settledAt, sources);
  return stamped(fate && orderId !== null ? fateText(orderId, fate) : text, settledAt, now);
}

/** The scale's line as it stands now: none about another market. */
export function scaleStatusNow(text: OutcomeText | null, submission: ScaleSubmission, { settledAt, now, selected }: LineContext): StatusView | null {
  if (aboutOtherMarket(submission, selected)) return null;
  return stamped(text, submission.status === 'settled' ? settledAt : null, now);
}

/** The ids of a scale's orders said placed. */
function placedIds(submission: ScaleSubmission): (number | null)[] {
  if (submission.status !== 'settled' || !submission.result.ok) return [];
  return submission.result.value.items.map((item) => (item.outcome === 'placed' ? item.orderId : null));
}

/** Each order of a scale as it stands now: one that left the book says what became of it; none about another market. */
export function scaleItemsNow(
  items: readonly ScaleItemText[],
  submission: ScaleSubmission,
  { settledAt, sources, selected }: LineContext,
): ScaleItemText[] {
  if (aboutOtherMarket(submission, selected)) return [];
  if (submission.status !== 'settled' || settledAt === null) return [...items];
  const ids = placedIds(submission);
  return items.map((item, i) => {
    const orderId = ids[i] ?? null;
    const fate = orderId === null ? null : fateOf(orderId, submission.request.pair, settledAt, sources);
    return fate && orderId !== null ? { ...item, ...fateItemText(orderId, fate) } : item;
  });
}

/** The orders of the line known to have left the book whose exchange record is still to be read. */
export function ordersToLookUp(submission: Submission | ScaleSubmission, { settledAt, sources, selected }: LineContext): number[] {
  if (submission.status !== 'settled' || settledAt === null || aboutOtherMarket(submission, selected)) return [];
  const ids = 'fromPrice' in submission.request ? placedIds(submission as ScaleSubmission) : [restingOrderId(submission as Submission)];
  return ids.filter((id): id is number => id !== null && needsRecord(fateOf(id, submission.request.pair, settledAt, sources)));
}
