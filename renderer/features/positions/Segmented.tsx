import { useId } from 'react';

interface SegmentedProps<T extends string> {
  /** The radio group's accessible name. */
  label: string;
  options: readonly { value: T; text: string }[];
  value: T;
  onChange: (value: T) => void;
}

/** A row of radio buttons drawn as one segmented control (Add / Remove, Market / Limit, Isolated / Cross). */
export function Segmented<T extends string>({ label, options, value, onChange }: SegmentedProps<T>) {
  const name = useId();
  return (
    <div className="positions-segmented" role="radiogroup" aria-label={label}>
      {options.map((option) => (
        <label key={option.value} className={value === option.value ? 'positions-segment positions-segment-on' : 'positions-segment'}>
          <input type="radio" name={name} checked={value === option.value} onChange={() => onChange(option.value)} />
          {option.text}
        </label>
      ))}
    </div>
  );
}
