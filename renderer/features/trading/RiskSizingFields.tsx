/**
 * Size by risk: the loss accepted at the stop (USDT or % of equity), the stop and an optional target; the form's
 * Quantity follows from them (services/order-entry.ts `applyRisk`, the arithmetic in risk-sizing.ts), and with
 * Use as bracket the stop and target go with the order as held orders.
 */
import { useEffect, useId, useState } from 'react';
import { useOrderEntryActions, useOrderEntryState, useSession } from '../../stores';
import { NumberField } from '../../ui/NumberField';
import type { EntryPair } from './entry-context';
import { FoldLine } from './FoldLine';
import { fixed, liquidationText, money } from './preview-format';
import type { RiskSizing } from './risk-sizing';

export function RiskSizingFields({ pair, leverage }: { pair: EntryPair | undefined; leverage: number | null }) {
  const service = useSession().entry;
  const risk = useOrderEntryState((s) => s.risk);
  const { setRisk } = useOrderEntryActions();
  const sized = service.riskSizing();
  // The quantity (and the bracket) follow the sizing whenever anything it reads changes.
  useEffect(() => void service.applyRisk());
  const quote = pair?.settleCoinName ?? 'USDT';
  const errorAt = (field: 'risk' | 'stop' | 'target') => (sized && !sized.ok && sized.field === field ? sized.message : undefined);
  // Turned on, it opens (its fields are what comes next); folded, its line says what it sizes by.
  const [open, setOpen] = useState(risk.on);
  // However it was turned on (the checkbox, the position tool's Use).
  useEffect(() => setOpen(risk.on), [risk.on]);
  const shown = risk.on && open;
  const summary = risk.on ? [risk.amount && `Risk ${risk.amount} ${risk.unit === 'percent' ? '%' : quote}`, risk.stop && `Stop ${risk.stop}`].filter(Boolean).join(' · ') : '';
  const priceField = (label: string, field: 'stop' | 'target') => (
    <NumberField className="entry-field" label={label} value={risk[field]} onChange={(text) => setRisk({ [field]: text })} error={errorAt(field)} />
  );
  const check = (
    <label className="entry-check">
      <input
        type="checkbox"
        checked={risk.on}
        onChange={(e) => setRisk({ on: e.target.checked })}
      />
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
              error={errorAt('risk')}
              adornment={
                <select className="unit-select" aria-label="Risk in" value={risk.unit} onChange={(e) => setRisk({ unit: e.target.value === 'percent' ? 'percent' : 'quote' })}>
                  <option value="quote">{quote}</option>
                  <option value="percent">% equity</option>
                </select>
              }
            />
            {priceField('Stop', 'stop')}
          </div>
          <div className="entry-row entry-row-risk">
            {priceField('Target', 'target')}
            <label className="entry-check entry-as-bracket" title="The stop and target go with the order as a bracket Perpdesk holds (Take profit / Stop loss). The target is optional: it shows the reward and R:R.">
              <input type="checkbox" checked={risk.asBracket} onChange={(e) => setRisk({ asBracket: e.target.checked })} />
              Use as bracket
            </label>
          </div>
          {pair && <RiskSummary sized={sized} pair={pair} leverage={leverage} />}
        </>
      )}
    </fieldset>
  );
}

function RiskSummary({ sized, pair, leverage }: { sized: RiskSizing | null; pair: EntryPair; leverage: number | null }) {
  const id = useId();
  const base = pair.tradeCoinName;
  const quote = pair.settleCoinName;
  let text: string;
  let warnings: string[] = [];
  if (!sized) text = 'Type a risk and a stop';
  else if (!sized.ok) text = sized.field === 'entry' ? sized.message : 'Nothing sized: see above';
  else {
    const s = sized.size;
    const parts = [
      `${s.side === 'buy' ? 'Long' : 'Short'} ${fixed(s.quantity, pair.tradeDecimal)} ${base} at ${s.entry}`,
      `loses ${money(s.loss)} ${quote} at the stop (risk ${money(s.risk)})`,
      s.margin === null ? 'margin –' : `margin ${money(s.margin)} ${quote} at ${leverage ?? '–'}×`,
      s.accountLeverage === null ? null : `${s.accountLeverage}× equity`,
      `Liq. ${liquidationText(s.liquidation, pair.priceDecimal)}`,
      s.reward === null ? null : `reward ${money(s.reward)} ${quote}, R:R ${s.rewardRisk ?? '–'}`,
    ];
    text = parts.filter(Boolean).join(' · ');
    warnings = s.warnings;
  }
  return (
    <div className="entry-risk-summary" role="status" aria-label="Risk sizing" id={id}>
      <p className="muted">{text}</p>
      {warnings.map((w) => (
        <p key={w} className="entry-risk-warning">
          {w}
        </p>
      ))}
    </div>
  );
}
