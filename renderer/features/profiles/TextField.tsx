import { useId, type Ref } from 'react';
import { FieldFrame } from '../../ui/FieldFrame';

interface TextFieldProps {
  label: string;
  /** Uncontrolled (a secret): read through `inputRef` at the submit, never kept in state. */
  value?: string;
  onChange?: (text: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  type?: 'text' | 'password' | 'url';
  placeholder?: string;
  hint?: string;
}

/** A labelled text field of the Profiles forms: typed text, left-aligned, never corrected by the browser. */
export function TextField({ label, value, onChange, inputRef, type = 'text', placeholder, hint }: TextFieldProps) {
  const id = useId();
  const hintLine = hint && (
    <p id={`${id}-hint`} className="muted profiles-hint">
      {hint}
    </p>
  );
  return (
    <FieldFrame id={id} label={label} className="field profiles-field" note={hintLine}>
      <input
        id={id}
        ref={inputRef}
        className="field-input profiles-input"
        type={type}
        value={value}
        onChange={onChange && ((e) => onChange(e.target.value))}
        placeholder={placeholder}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
    </FieldFrame>
  );
}
