import { useId, type ReactNode, type Ref } from 'react';

interface EntryFieldProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  onBlur?: () => void;
  /** Shown under the field and tied to it with aria-describedby. */
  error?: string | undefined;
  /** Shown in the same place when there is no error (e.g. what an amount comes to). */
  hint?: string | undefined;
  /** After the value, inside the box: a unit, or a control choosing one. */
  adornment?: ReactNode;
  /** Beside the label: small buttons that fill the field. */
  labelAside?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  inputMode?: 'decimal' | 'numeric';
}

/**
 * A text field for a number typed by hand, as ui/NumberField, with room for a unit control and buttons beside the
 * label. It keeps the text exactly as typed; checking it is the engine's business.
 */
export function EntryField({ label, value, onChange, onBlur, error, hint, adornment, labelAside, inputRef, inputMode = 'decimal' }: EntryFieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error ?? hint;
  return (
    <div className={error ? 'field entry-field field-invalid' : 'field entry-field'}>
      <div className="entry-field-head">
        <label className="field-label" htmlFor={id}>
          {label}
        </label>
        {labelAside}
      </div>
      <div className="field-box">
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
      </div>
      {/* Always there, so a message appearing never moves what is below it (a click would miss its target). */}
      <p id={noteId} className={error ? 'field-error' : 'field-error entry-field-hint'}>
        {note}
      </p>
    </div>
  );
}
