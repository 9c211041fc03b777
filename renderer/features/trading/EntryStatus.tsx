/**
 * Pending, then what happened to the last order (or scale) sent: placed, filled, not filled, refused, or unknown;
 * with the time it happened, faded once it is old, and "no longer open" once the order has left Open orders.
 */
import { useEffect, useState } from 'react';
import { useFeed, usePairs, useScaleSubmission, useSubmission, type KeyedLoadable, type ScaleSubmission, type Submission } from '../../stores';
import { describeScaleSubmission, describeSubmission } from '../../services/outcomes';
import type { Order } from '../../../shared/exchange';
import { useNow } from '../../ui/use-now';
import { scaleItemsNow, stamped, statusNow, type OpenNow, type StatusView } from './entry-status-model';
import { ScaleResultList } from './ScaleLegs';

function StatusText({ view }: { view: StatusView | null }) {
  const text = view?.text;
  return (
    <div role="status" className={`outcome entry-outcome outcome-${text?.tone ?? 'idle'}${view?.faded ? ' outcome-faded' : ''}`}>
      {text && (
        <>
          <p className="outcome-headline">{text.headline}</p>
          {text.detail && <p className="outcome-detail">{text.detail}</p>}
        </>
      )}
    </div>
  );
}

/** When `value` last became settled (the time the screen heard the answer), or null while it is not. */
function useSettledAt(value: { status: string }): number | null {
  const [at, setAt] = useState<{ of: object; at: number } | null>(null);
  useEffect(() => {
    if (value.status === 'settled') setAt({ of: value, at: Date.now() });
  }, [value]);
  return at?.of === value ? at.at : null;
}

const openNow = (feed: KeyedLoadable<Order[]>): OpenNow | null =>
  feed.data === null || feed.updatedAt === null ? null : { pair: feed.key, orders: feed.data, readAt: feed.updatedAt };

/** What a status says of a submission beside itself: the pair it went to, when it settled, the open orders, the time. */
function useStatusOf(submission: Submission | ScaleSubmission) {
  const pairs = usePairs();
  const open = openNow(useFeed('openOrders'));
  const settledAt = useSettledAt(submission);
  const now = useNow(1000);
  const sentPair = submission.status === 'idle' ? undefined : pairs.data?.find((p) => p.symbol === submission.request.pair);
  return { sentPair, open, settledAt, now };
}

export function OrderStatus() {
  const submission = useSubmission();
  const { sentPair, open, settledAt, now } = useStatusOf(submission);
  return <StatusText view={statusNow(describeSubmission(submission, sentPair), submission, settledAt, open, now)} />;
}

export function ScaleStatus() {
  const submission = useScaleSubmission();
  const { sentPair, open, settledAt, now } = useStatusOf(submission);
  const text = describeScaleSubmission(submission, sentPair);
  const items = text ? scaleItemsNow(text.items, submission, settledAt, open) : [];
  return (
    <>
      <StatusText view={stamped(text, submission.status === 'settled' ? settledAt : null, now)} />
      {items.length > 0 && <ScaleResultList items={items} />}
    </>
  );
}
