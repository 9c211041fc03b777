import { useId, type ReactNode, type Ref } from 'react';
import './controls.css';
import { FieldFrame } from './FieldFrame';

interface NumberFieldProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  onBlur?: () => void;
  /** Shown under the field and tied to it with aria-describedby. */
  error?: string | undefined;
  /** Shown in the same place when there is no error (e.g. what an amount comes to). */
  hint?: string | undefined;
  /** A unit after the value, e.g. "USDT". */
  unit?: string | undefined;
  /** After the value, inside the box, instead of a unit: a control choosing one. */
  adornment?: ReactNode;
  /** Beside the label: small buttons that fill the field. */
  labelAside?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  inputMode?: 'decimal' | 'numeric';
  className?: string;
}

/**
 * A text field for a number typed by hand, used by every feature. It keeps the text exactly as typed (no number
 * input: those silently accept "1e3" and lose what they cannot parse); checking it is the caller's business.
 */
export function NumberField({
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  unit,
  adornment,
  labelAside,
  inputRef,
  inputMode = 'decimal',
  className,
}: NumberFieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error ?? hint;
  const noteLine = (
    // Always there, so a message appearing never moves what is below it (a click would miss its target).
    <p id={noteId} className={error || !hint ? 'field-error' : 'field-error field-hint'}>
      {note}
    </p>
  );
  return (
    <FieldFrame
      id={id}
      label={label}
      aside={labelAside}
      className={['field', className, error ? 'field-invalid' : ''].filter(Boolean).join(' ')}
      note={noteLine}
    >
      <input
        id={id}
        ref={inputRef}
        className="field-input num"
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? noteId : undefined}
      />
      {adornment}
      {unit && (
        <span className="field-unit" aria-hidden="true">
          {unit}
        </span>
      )}
    </FieldFrame>
  );
}
