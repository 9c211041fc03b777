import { useId, type Ref } from 'react';

interface NumberFieldProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  onBlur?: () => void;
  /** Shown at the field and tied to it with aria-describedby. */
  error?: string;
  /** A unit after the value, e.g. "USDT". */
  unit?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A text field for a number typed by hand. It keeps the text exactly as typed (no number input: those
 * silently accept "1e3" and lose what they cannot parse); checking it is the caller's business.
 */
export function NumberField({ label, value, onChange, onBlur, error, unit, inputRef }: NumberFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="field-box">
        <input
          id={id}
          ref={inputRef}
          className="field-input num"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {unit && <span className="field-unit" aria-hidden="true">{unit}</span>}
      </div>
      {/* Always there, so an error appearing never moves what is below it (a click would miss its target). */}
      <p id={errorId} className="field-error">
        {error}
      </p>
    </div>
  );
}
