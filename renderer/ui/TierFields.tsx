import { NumberField } from './NumberField';
import './tiers.css';

/** One tier as typed: its trigger (in the take profit's unit) and its share in %. */
export interface TierRowText {
  value: string;
  share: string;
}

/** What is said under a tier's fields, and under all of them (domain/protection/tiers-form.ts reads them). */
export interface TiersSaid {
  rows: readonly ({ valueSaid?: string; valueError?: string; shareSaid?: string; shareError?: string } | undefined)[];
  totalSaid: string;
  totalError?: string;
}

/** How the rows change (domain/protection/tiers-form.ts's TIER_EDITS): at most `max`, one added, removed or typed in. */
export interface TierEdits {
  max: number;
  add: (rows: readonly TierRowText[]) => TierRowText[];
  remove: (rows: readonly TierRowText[], index: number) => TierRowText[];
  set: (rows: readonly TierRowText[], index: number, field: keyof TierRowText, text: string) => TierRowText[];
}

export interface TierFieldsProps {
  rows: readonly TierRowText[];
  onRows: (rows: TierRowText[]) => void;
  edits: TierEdits;
  read: TiersSaid;
  /** What a tier's trigger is typed in, after its value ("USDT", "%"); none for a price. */
  unit?: string | undefined;
  breakeven: boolean;
  onBreakeven: (on: boolean) => void;
  /** "Move stop to breakeven after TP1 (60072.1)" */
  breakevenText: string;
  className?: string;
}

/** Take profit in up to 4 tiers: each a trigger and a share with what it closes, a ✕ each, Add target, the shares' sum. */
export function TierFields({ rows, onRows, edits, read, unit, breakeven, onBreakeven, breakevenText, className }: TierFieldsProps) {
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
                <button
                  type="button"
                  className="tiers-remove"
                  aria-label={`Remove ${name}`}
                  title={`Remove ${name}`}
                  onClick={() => onRows(edits.remove(rows, i))}
                >
                  ✕
                </button>
              }
              unit={unit}
              value={row.value}
              error={said?.valueError}
              // A price says nothing more; a unit says the price it means.
              hint={unit === undefined ? undefined : said?.valueSaid}
              onChange={(text) => onRows(edits.set(rows, i, 'value', text))}
            />
            <NumberField
              className="tiers-share"
              label={`${name} share`}
              unit="%"
              value={row.share}
              error={said?.shareError}
              hint={said?.shareSaid}
              onChange={(text) => onRows(edits.set(rows, i, 'share', text))}
            />
          </div>
        );
      })}
      <div className="tiers-foot">
        <span className={read.totalError ? 'tiers-total text-sell' : 'tiers-total muted'} role={read.totalError ? 'alert' : undefined}>
          {read.totalError ?? read.totalSaid}
        </span>
        <button type="button" className="button tiers-add" disabled={rows.length >= edits.max} onClick={() => onRows(edits.add(rows))}>
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
