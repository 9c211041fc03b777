import { NumberField } from '../../ui/NumberField';
import './protection.css';
import { addTier, MAX_TIERS, removeTier, setTier, type TierRow, type TiersRead } from '../../domain/protection/tiers-form';

export interface TierFieldsProps {
  rows: readonly TierRow[];
  onRows: (rows: TierRow[]) => void;
  read: TiersRead;
  /** What a tier's trigger is typed in, after its value ("USDT", "%"); none for a price. */
  unit?: string | undefined;
  breakeven: boolean;
  onBreakeven: (on: boolean) => void;
  /** "Move stop to breakeven after TP1 (60072.1)" */
  breakevenText: string;
  className?: string;
}

/** Take profit in up to 4 tiers: each a trigger and a share with what it closes, a ✕ each, Add target, the shares' sum. */
export function TierFields({ rows, onRows, read, unit, breakeven, onBreakeven, breakevenText, className }: TierFieldsProps) {
  return (
    <div className={['tiers', className].filter(Boolean).join(' ')}>
      {rows.map((row, i) => {
        const name = `TP${i + 1}`;
        const said = read.rows[i];
        return (
          <div key={i} className="tiers-row">
            <NumberField
              className="tiers-value"
              label={name}
              labelAside={
                <button type="button" className="tiers-remove" aria-label={`Remove ${name}`} title={`Remove ${name}`} onClick={() => onRows(removeTier(rows, i))}>
                  ✕
                </button>
              }
              unit={unit}
              value={row.value}
              error={said?.valueError}
              // A price says nothing more; a unit says the price it means.
              hint={unit === undefined ? undefined : said?.valueSaid}
              onChange={(text) => onRows(setTier(rows, i, 'value', text))}
            />
            <NumberField className="tiers-share" label={`${name} share`} unit="%" value={row.share} error={said?.shareError} hint={said?.shareSaid} onChange={(text) => onRows(setTier(rows, i, 'share', text))} />
          </div>
        );
      })}
      <div className="tiers-foot">
        <span className={read.totalError ? 'tiers-total text-sell' : 'tiers-total muted'} role={read.totalError ? 'alert' : undefined}>
          {read.totalError ?? read.totalSaid}
        </span>
        <button type="button" className="button tiers-add" disabled={rows.length >= MAX_TIERS} onClick={() => onRows(addTier(rows))}>
          Add target
        </button>
      </div>
      <label className="tiers-check">
        <input type="checkbox" checked={breakeven} onChange={(e) => onBreakeven(e.target.checked)} />
        {breakevenText}
      </label>
    </div>
  );
}
