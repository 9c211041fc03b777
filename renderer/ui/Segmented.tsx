import { useId } from 'react';
import './controls.css';

interface SegmentedProps<V extends string> {
  /** The radio group's accessible name. */
  label: string;
  options: readonly { value: V; text: string }[];
  value: V;
  onChange: (value: V) => void;
  className?: string;
}

/**
 * A row of radios drawn as one segmented control (Limit / Market / Scale, Isolated / Cross, Add / Remove): arrow
 * keys move between them, as radios do; the radio covers its segment, so a click anywhere on it chooses it.
 */
export function Segmented<V extends string>({ label, options, value, onChange, className }: SegmentedProps<V>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={`segmented ${className ?? ''}`.trim()}>
      {options.map((option) => (
        <label key={option.value} className={option.value === value ? 'segment segment-on' : 'segment'}>
          <input type="radio" name={name} value={option.value} checked={option.value === value} onChange={() => onChange(option.value)} />
          <span>{option.text}</span>
        </label>
      ))}
    </div>
  );
}
