import { useId, type ReactNode } from 'react';

/** A term and its value; the value is named by its term, so screen readers and tests find it by the label. */
export function Fact({ label, title, className, children }: { label: string; title?: string; className?: string; children: ReactNode }) {
  const id = useId();
  return (
    <div className={className} title={title}>
      <dt id={id}>{label}</dt>
      <dd aria-labelledby={id} className="num">
        {children}
      </dd>
    </div>
  );
}

/** Pending, then what happened: a live region, always there so its first message is read. */
export function Outcome({ text }: { text: { tone: string; headline: string; detail?: string } | null }) {
  return (
    <div role="status" className={`outcome outcome-${text?.tone ?? 'idle'}`}>
      {text && (
        <>
          <p className="outcome-headline">{text.headline}</p>
          {text.detail && <p className="outcome-detail">{text.detail}</p>}
        </>
      )}
    </div>
  );
}

/** A dialog whose position is no longer open: its last figures, a note saying so, and what the last write did. */
export function PositionGone({ summary, note, outcome }: { summary: ReactNode; note: string; outcome: Parameters<typeof Outcome>[0]['text'] }) {
  return (
    <>
      {summary}
      <p className="positions-note">{note}</p>
      <Outcome text={outcome} />
    </>
  );
}
