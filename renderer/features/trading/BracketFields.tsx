import { useEffect, useState } from 'react';
import { useOrderEntryActions, useOrderEntryState, useSelectedPair } from '../../stores';
import { useSession } from '../../services/hooks';
import { InfoTip } from '../../ui/InfoTip';
import { NumberField } from '../../ui/NumberField';
import { ExitField } from '../../ui/ExitField';
import { TierFields } from '../../ui/TierFields';
import { LIMIT_EXIT_HINT } from '../../domain/protection/protection-model';
import { breakevenLabel, quietEmpty, TIER_EDITS } from '../../domain/protection/tiers-form';
import { TRIGGER_UNITS } from '../../domain/protection/trigger-units';
import { TriggerUnitSelect } from '../../ui/TriggerUnitSelect';
import { bracketErrors, bracketHint, bracketTiersView, foldedTakeProfit, hasTiers } from '../../domain/trading/bracket-form';
import { FoldLine } from './FoldLine';
import { useSizingError } from './sizing-error';
import { visibleError } from '../../domain/trading/visible-error';

const HELD =
  'Held by Perpdesk: armed when the order fills, sized to the fill, one cancels the other. It fires only while Perpdesk runs, as a market order that may slip, or a limit within its slippage whose remainder stays armed.';

const TIERS_RR = 'With Scale out, R:R reckons the reward as the share-weighted sum of the targets’ rewards (what the shares leave earns none).';

/**
 * Take profit and stop loss with the entry: together they make a bracket that Perpdesk holds. Folded to one line
 * until opened. With Size by risk on, the Stop loss is also the stop the order is sized from (and the Take profit
 * its target): one field each, opened with it.
 */
export function BracketFields() {
  const bracket = useOrderEntryState((s) => s.bracket);
  const sizing = useOrderEntryState((s) => s.risk.on && s.kind !== 'scale');
  const { setBracketField, touch } = useOrderEntryActions();
  const entry = useSession().entry;
  const sizingError = useSizingError(entry.riskSizing());
  // The hint's planned entry: redrawn as the price, quantity or order type change.
  useOrderEntryState((s) => `${s.kind} ${s.price} ${s.quantity} ${s.unit}`);
  const pair = useSelectedPair();
  const touched = useOrderEntryState((s) => s.touched);
  const tried = useOrderEntryState((s) => s.attemptedSide !== null);
  const typed = pair ? bracketErrors(bracket, pair) : {};
  // What is wrong with the price as typed first; then what the sizing makes of it.
  const errorAt = (field: 'takeProfit' | 'stopLoss') =>
    visibleError(typed[field], touched[field], tried) ?? sizingError(field === 'stopLoss' ? 'stop' : 'target');
  const [open, setOpen] = useState(sizing);
  // Size by risk turned on needs its stop in sight.
  useEffect(() => {
    if (sizing) setOpen(true);
  }, [sizing]);
  const plans = { buy: entry.plannedEntry('buy'), sell: entry.plannedEntry('sell') };
  const hintAt = (field: 'takeProfit' | 'stopLoss', also?: string) => (pair && bracketHint(field, bracket, plans, pair.priceDecimal)) ?? also;
  const unitOf = (field: 'takeProfit' | 'stopLoss') => {
    const by = field === 'takeProfit' ? 'takeProfitBy' : 'stopLossBy';
    return (
      <TriggerUnitSelect
        label={field === 'takeProfit' ? 'Take profit' : 'Stop loss'}
        units={TRIGGER_UNITS}
        value={bracket[by]}
        onChange={(value) => setBracketField(by, value)}
      />
    );
  };
  /** One leg's field: its price (or unit) with the price it means, and what it also does with Size by risk on. */
  const legField = (field: 'takeProfit' | 'stopLoss', withSizing: string) => (
    <NumberField
      className="entry-field"
      label={field === 'takeProfit' ? 'Take profit' : 'Stop loss'}
      hint={hintAt(field, sizing ? withSizing : undefined)}
      adornment={unitOf(field)}
      value={bracket[field]}
      onChange={(text) => setBracketField(field, text)}
      onBlur={() => touch(field)}
      error={errorAt(field)}
    />
  );
  const unitSaid = (by: string) => (by === 'price' ? '' : ` ${TRIGGER_UNITS.find((u) => u.value === by)?.text ?? ''}`);
  const summary = [
    foldedTakeProfit(bracket, unitSaid(bracket.takeProfitBy)),
    bracket.stopLoss && `SL ${bracket.stopLoss}${unitSaid(bracket.stopLossBy)}`,
  ]
    .filter(Boolean)
    .join(' · ');
  const lot = { tradeDecimal: pair?.tradeDecimal ?? 8, coin: pair?.tradeCoinName ?? '' };
  const tiersRead = pair && bracket.scaleOut ? quietEmpty(bracketTiersView(bracket, plans, pair.priceDecimal, lot), bracket.tiers, tried) : null;
  const scaleToggle = (
    <label className="entry-check entry-scale-out">
      <input
        type="checkbox"
        checked={bracket.scaleOut}
        onChange={(e) => {
          setBracketField('scaleOut', e.target.checked);
          // The take profit typed becomes the first target, for the whole fill until shared out.
          if (e.target.checked && bracket.tiers.length === 0) setBracketField('tiers', [{ value: bracket.takeProfit, share: '100' }]);
        }}
      />
      Scale out: take profit in up to 4 targets
    </label>
  );
  const breakevenText = breakevenLabel(
    [
      { isLong: true, price: plans.buy.price },
      { isLong: false, price: plans.sell.price },
    ],
    { takerTradeFeeRate: pair?.takerTradeFeeRate ?? '0', priceDecimal: pair?.priceDecimal ?? 8 },
  );
  return (
    <div className="entry-bracket-fold">
      <FoldLine label="Take profit / Stop loss" summary={summary} open={open} onToggle={() => setOpen(!open)} />
      {open && (
        <>
          <div className="entry-row entry-bracket">
            {bracket.scaleOut ? (
              <div className="field entry-field">
                <div className="field-head">
                  <span className="field-label">Take profit</span>
                </div>
                <div className="field-box entry-tiers-unit">{unitOf('takeProfit')}</div>
                <p className="field-error field-hint">{sizing ? 'R:R: share-weighted' : ''}</p>
              </div>
            ) : (
              legField('takeProfit', 'Also the R:R target')
            )}
            {legField('stopLoss', 'Also sizes by risk')}
          </div>
          {scaleToggle}
          {tiersRead && (
            <div className="entry-row entry-tiers">
              <TierFields
                rows={bracket.tiers}
                onRows={(rows) => setBracketField('tiers', rows)}
                edits={TIER_EDITS}
                read={tiersRead}
                unit={bracket.takeProfitBy === 'price' ? undefined : TRIGGER_UNITS.find((u) => u.value === bracket.takeProfitBy)?.text}
                breakeven={bracket.breakevenAfterTp1}
                onBreakeven={(on) => setBracketField('breakevenAfterTp1', on)}
                breakevenText={breakevenText}
              />
              {sizing && <InfoTip topic="R:R with targets" text={TIERS_RR} />}
            </div>
          )}
          {((!bracket.scaleOut && bracket.takeProfit) || hasTiers(bracket) || bracket.stopLoss) && (
            <div className="entry-row entry-row-exit">
              <ExitField
                exit={bracket.exit}
                slippage={bracket.slippage}
                onExit={(exit) => setBracketField('exit', exit)}
                onSlippage={(text) => setBracketField('slippage', text)}
                hint={LIMIT_EXIT_HINT}
              />
              <InfoTip topic="the bracket" text={HELD} />
            </div>
          )}
        </>
      )}
    </div>
  );
}
