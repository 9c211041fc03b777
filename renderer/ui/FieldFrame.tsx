import type { ReactNode } from 'react';
import './controls.css';

interface FieldFrameProps {
  /** The control's id, which the label names. */
  id: string;
  label: string;
  /** Beside the label: small buttons that fill the field. */
  aside?: ReactNode;
  className: string;
  /** Under the box: an error or a hint. */
  note?: ReactNode;
  /** The control, and what stands after it inside the box (a unit). */
  children: ReactNode;
}

/** A labelled field's frame, for every kind of field: the label and what stands beside it, the box, the note under it. */
export function FieldFrame({ id, label, aside, className, note, children }: FieldFrameProps) {
  return (
    <div className={className}>
      <div className="field-head">
        <label className="field-label" htmlFor={id}>
          {label}
        </label>
        {aside}
      </div>
      <div className="field-box">{children}</div>
      {note}
    </div>
  );
}
