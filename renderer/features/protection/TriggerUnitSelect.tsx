import { isTriggerBy, TRIGGER_UNITS, type TriggerBy } from '../../domain/protection/trigger-units';

/** What a stop's or a target's trigger is typed in: Price, % from entry, ROE %, PnL USDT. `label`: "Take profit". */
export function TriggerUnitSelect({ label, value, onChange }: { label: string; value: TriggerBy; onChange: (by: TriggerBy) => void }) {
  return (
    <select className="unit-select" aria-label={`${label} in`} value={value} onChange={(e) => isTriggerBy(e.target.value) && onChange(e.target.value)}>
      {TRIGGER_UNITS.map((u) => (
        <option key={u.value} value={u.value}>
          {u.text}
        </option>
      ))}
    </select>
  );
}
