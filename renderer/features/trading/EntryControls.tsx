/** The order form's choices: order type, margin mode, leverage, time in force. Each only shows and reports a choice. */
import { useId } from 'react';
import type { MarginMode } from '../../../shared/bridge';
import { Segmented } from '../../ui/Segmented';
import type { EntryTimeInForce, OrderKind } from '../../stores';
import { TIME_IN_FORCE_TEXT } from '../../domain/trading/preview-format';

const KINDS = [
  { value: 'limit', text: 'Limit' },
  { value: 'market', text: 'Market' },
  { value: 'scale', text: 'Scale' },
  { value: 'chase', text: 'Chase' },
  { value: 'twap', text: 'TWAP' },
] as const;

export const KindSwitch = ({ value, onChange }: { value: OrderKind; onChange: (kind: OrderKind) => void }) => (
  <Segmented label="Order type" className="segmented-tabs" options={KINDS} value={value} onChange={onChange} />
);

const MODES = [
  { value: 'isolated', text: 'Isolated' },
  { value: 'cross', text: 'Cross' },
] as const;

export const MarginModeSwitch = ({ value, onChange }: { value: MarginMode; onChange: (mode: MarginMode) => void }) => (
  <Segmented label="Margin mode" options={MODES} value={value} onChange={onChange} />
);

interface LeverageSelectProps {
  value: number | null;
  min: number;
  max: number;
  /** The account's setting for the pair and mode, marked in the list. */
  setting: number | null;
  onChange: (leverage: number) => void;
  error?: string | undefined;
}

/** The order's leverage, within the pair's (and the account's) limits; the account's setting until changed. */
export function LeverageSelect({ value, min, max, setting, onChange, error }: LeverageSelectProps) {
  const id = useId();
  const options = Array.from({ length: Math.max(0, max - min + 1) }, (_, i) => min + i);
  // A setting outside the limits still shows as what it is (its error says why it cannot be sent).
  if (value !== null && !options.includes(value)) options.push(value);
  return (
    <div className={error ? 'entry-select entry-select-invalid' : 'entry-select'}>
      <label htmlFor={id} className="visually-hidden">
        Leverage
      </label>
      <select
        id={id}
        className="num leverage-select"
        title={setting === null ? 'Leverage' : `Leverage (your setting for this market and mode: ${setting}×)`}
        value={value ?? ''}
        disabled={value === null}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        {value === null && <option value="">…</option>}
        {options.map((n) => (
          <option key={n} value={n}>
            {n}×
          </option>
        ))}
      </select>
    </div>
  );
}

interface TimeInForceSelectProps {
  value: EntryTimeInForce;
  /** The choices this kind of order allows. */
  allowed: readonly EntryTimeInForce[];
  onChange: (tif: EntryTimeInForce) => void;
}

export function TimeInForceSelect({ value, allowed, onChange }: TimeInForceSelectProps) {
  const id = useId();
  return (
    <div className="entry-select">
      {/* "TIF" on screen, its full name for screen readers (and the select's hover). */}
      <label htmlFor={id} className="field-label">
        <span aria-hidden="true">TIF</span>
        <span className="visually-hidden">Time in force</span>
      </label>
      <select id={id} title="Time in force" value={value} onChange={(e) => onChange(e.target.value as EntryTimeInForce)}>
        {(['GTC', 'IOC', 'FOK', 'POST_ONLY'] as const).map((tif) => (
          <option key={tif} value={tif} disabled={!allowed.includes(tif)}>
            {TIME_IN_FORCE_TEXT[tif]}
          </option>
        ))}
      </select>
    </div>
  );
}
