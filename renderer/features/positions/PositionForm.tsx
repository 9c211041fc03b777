import type { ReactNode } from 'react';
import { Segmented } from '../../ui/Segmented';
import { SubmitForm } from '../../ui/SubmitForm';
import { Outcome } from './Facts';

interface PositionFormProps<V extends string> {
  /** What the form acts on, above its choice. */
  summary: ReactNode;
  /** The form's one choice (direction, margin mode, order type). */
  choice: { label: string; options: readonly { value: V; text: string }[]; value: V; onChange: (value: V) => void };
  /** Clears what the last write did: another choice is another request. */
  resetOutcome: () => void;
  /** The fields and figures between the choice and the button. */
  children: ReactNode;
  /** The button that sends (Enter sends too): its text, whether it may, and the send. */
  submit: { text: string; disabled: boolean; className?: string; send: () => Promise<void> };
  outcome: Parameters<typeof Outcome>[0]['text'];
}

/** The form of a positions dialog: the summary, a choice, the fields, the button that sends, and what happened. */
export function PositionForm<V extends string>({ summary, choice, resetOutcome, children, submit, outcome }: PositionFormProps<V>) {
  return (
    <SubmitForm className="positions-form" onSubmit={submit.send}>
      {summary}
      <Segmented
        className="positions-segmented"
        label={choice.label}
        options={choice.options}
        value={choice.value}
        onChange={(value) => {
          choice.onChange(value);
          resetOutcome();
        }}
      />
      {children}
      <button type="submit" className={submit.className ?? 'button'} disabled={submit.disabled}>
        {submit.text}
      </button>
      <Outcome text={outcome} />
    </SubmitForm>
  );
}
