/** A price grouping picker (the tick and its multiples), as the Order book and the Depth ladder show it. */
export function GroupingSelect({
  label,
  steps,
  value,
  onChange,
}: {
  label: string;
  steps: readonly string[];
  value: string | undefined;
  onChange: (step: string) => void;
}) {
  return (
    <select aria-label={label} className="select select-small num" value={value} onChange={(event) => onChange(event.target.value)}>
      {steps.map((s) => (
        <option key={s} value={s}>
          {s}
        </option>
      ))}
    </select>
  );
}
