/**
 * Pending, then what happened to the last order (or scale) sent: placed, filled, not filled, refused, or unknown;
 * with the time it happened, faded once it is old, and what became of a placed order once it left Open orders.
 */
import { useEffect, useState } from 'react';
import { usePairs, useScaleSubmission, useSelectedSymbol, useSubmission, type ScaleSubmission, type Submission } from '../../stores';
import { describeScaleSubmission, describeSubmission } from '../../services/outcomes';
import { useNow } from '../../ui/use-now';
import { ordersToLookUp, scaleItemsNow, scaleStatusNow, statusNow, type LineContext, type StatusView } from './entry-status-model';
import { ScaleResultList } from './ScaleLegs';
import { useFateSources, useLookUps } from '../../services/hooks';

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

/** What a status reads a submission against (and the reads of the records its orders still lack); the pair it went to. */
function useStatusOf(submission: Submission | ScaleSubmission) {
  const pairs = usePairs();
  const selected = useSelectedSymbol();
  const sources = useFateSources();
  const settledAt = useSettledAt(submission);
  const now = useNow(1000);
  const sentPair = submission.status === 'idle' ? undefined : pairs.data?.find((p) => p.symbol === submission.request.pair);
  const ctx: LineContext = { settledAt, sources, now, selected };
  useLookUps(submission.status === 'idle' ? selected : submission.request.pair, ordersToLookUp(submission, ctx), sources);
  return { sentPair, ctx };
}

export function OrderStatus() {
  const submission = useSubmission();
  const { sentPair, ctx } = useStatusOf(submission);
  return <StatusText view={statusNow(describeSubmission(submission, sentPair), submission, ctx)} />;
}

export function ScaleStatus() {
  const submission = useScaleSubmission();
  const { sentPair, ctx } = useStatusOf(submission);
  const text = describeScaleSubmission(submission, sentPair);
  const items = text ? scaleItemsNow(text.items, submission, ctx) : [];
  return (
    <>
      <StatusText view={scaleStatusNow(text, submission, ctx)} />
      {items.length > 0 && <ScaleResultList items={items} />}
    </>
  );
}
