/**
 * Size by risk: the loss accepted at the stop (USDT or % of equity); the stop and the optional target are the
 * bracket's Stop loss and Take profit (one field each, in BracketFields), so what sizes the order is what is armed
 * with it. The form's Quantity follows (services/order-entry.ts `applyRisk`, the arithmetic in risk-sizing.ts).
 */
import { useEffect, useState } from 'react';
import { useOrderEntryActions, useOrderEntryState } from '../../stores';
import { useSession } from '../../services/hooks';
import { NumberField } from '../../ui/NumberField';
import type { EntryPair } from '../../domain/trading/entry-context';
import { FoldLine } from './FoldLine';
import type { RiskSizing } from '../../domain/trading/risk-sizing';
import { riskSummaryText } from './risk-summary';
import { useSizingError } from './sizing-error';

export function RiskSizingFields({ pair, leverage }: { pair: EntryPair | undefined; leverage: number | null }) {
  const service = useSession().entry;
  const risk = useOrderEntryState((s) => s.risk);
  const stopLoss = useOrderEntryState((s) => s.bracket.stopLoss);
  const { setRisk, touch } = useOrderEntryActions();
  const sized = service.riskSizing();
  const errorAt = useSizingError(sized);
  // The quantity follows the sizing whenever anything it reads changes.
  useEffect(() => void service.applyRisk());
  const quote = pair?.settleCoinName ?? 'USDT';
  // Turned on, it opens (its fields are what comes next); folded, its line says what it sizes by.
  const [open, setOpen] = useState(risk.on);
  // However it was turned on (the checkbox, the position tool's Use).
  useEffect(() => setOpen(risk.on), [risk.on]);
  const shown = risk.on && open;
  const summary = risk.on
    ? [risk.amount && `Risk ${risk.amount} ${risk.unit === 'percent' ? '%' : quote}`, stopLoss && `SL ${stopLoss}`].filter(Boolean).join(' · ')
    : '';
  const check = (
    <label className="entry-check">
      <input type="checkbox" checked={risk.on} onChange={(e) => setRisk({ on: e.target.checked })} />
      Size by risk
    </label>
  );
  return (
    <fieldset className="entry-risk">
      {risk.on ? <FoldLine label="Size by risk" lead={check} summary={summary} open={open} onToggle={() => setOpen(!open)} /> : check}
      {shown && (
        <>
          <div className="entry-row entry-row-risk">
            <NumberField
              className="entry-field"
              label="Risk"
              value={risk.amount}
              onChange={(amount) => setRisk({ amount })}
              onBlur={() => touch('risk')}
              error={errorAt('risk')}
              hint="Sized from the Stop loss above"
              adornment={
                <select
                  className="unit-select"
                  aria-label="Risk in"
                  value={risk.unit}
                  onChange={(e) => setRisk({ unit: e.target.value === 'percent' ? 'percent' : 'quote' })}
                >
                  <option value="quote">{quote}</option>
                  <option value="percent">% equity</option>
                </select>
              }
            />
          </div>
          {pair && (
            <RiskSummary
              sized={sized}
              pair={pair}
              leverage={leverage}
              errorShown={sized !== null && !sized.ok && sized.field !== 'entry' && errorAt(sized.field) !== undefined}
            />
          )}
        </>
      )}
    </fieldset>
  );
}

function RiskSummary({
  sized,
  pair,
  leverage,
  errorShown,
}: {
  sized: RiskSizing | null;
  pair: EntryPair;
  leverage: number | null;
  errorShown: boolean;
}) {
  return (
    <div className="entry-risk-summary" role="status" aria-label="Risk sizing">
      <p className="muted">{riskSummaryText(sized, pair, leverage, errorShown)}</p>
      {sized?.ok &&
        sized.size.warnings.map((w) => (
          <p key={w} className="entry-risk-warning">
            {w}
          </p>
        ))}
    </div>
  );
}
