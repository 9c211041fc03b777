/**
 * What a stop's or a target's trigger is typed in, one of `units` (domain/protection's TRIGGER_UNITS: Price,
 * % from entry, ROE %, PnL USDT). `label`: "Take profit".
 */
export function TriggerUnitSelect<By extends string>({
  label,
  units,
  value,
  onChange,
}: {
  label: string;
  units: readonly { value: By; text: string }[];
  value: By;
  onChange: (by: By) => void;
}) {
  return (
    <select
      className="unit-select"
      aria-label={`${label} in`}
      value={value}
      onChange={(e) => {
        const unit = units.find((u) => u.value === e.target.value);
        if (unit) onChange(unit.value);
      }}
    >
      {units.map((u) => (
        <option key={u.value} value={u.value}>
          {u.text}
        </option>
      ))}
    </select>
  );
}
