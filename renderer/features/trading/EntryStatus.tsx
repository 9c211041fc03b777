/** Pending, then what happened to the last order (or scale) sent: placed, filled, not filled, refused, or unknown. */
import { usePairs, useScaleSubmission, useSubmission } from '../../stores';
import { describeScaleSubmission, describeSubmission, type OutcomeText } from '../../services/outcomes';
import { ScaleResultList } from './ScaleLegs';

function StatusText({ text }: { text: OutcomeText | null }) {
  return (
    <div role="status" className={`outcome entry-outcome outcome-${text?.tone ?? 'idle'}`}>
      {text && (
        <>
          <p className="outcome-headline">{text.headline}</p>
          {text.detail && <p className="outcome-detail">{text.detail}</p>}
        </>
      )}
    </div>
  );
}

export function OrderStatus() {
  const submission = useSubmission();
  const pairs = usePairs();
  const sentPair = submission.status === 'idle' ? undefined : pairs.data?.find((p) => p.symbol === submission.request.pair);
  return <StatusText text={describeSubmission(submission, sentPair)} />;
}

export function ScaleStatus() {
  const submission = useScaleSubmission();
  const pairs = usePairs();
  const sentPair = submission.status === 'idle' ? undefined : pairs.data?.find((p) => p.symbol === submission.request.pair);
  const text = describeScaleSubmission(submission, sentPair);
  return (
    <>
      <StatusText text={text} />
      {text && text.items.length > 0 && <ScaleResultList items={text.items} />}
    </>
  );
}
