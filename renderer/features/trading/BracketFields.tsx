import { useEffect, useState } from 'react';
import { useOrderEntryActions, useOrderEntryState, useSelectedPair, useSession } from '../../stores';
import { InfoTip } from '../../ui/InfoTip';
import { NumberField } from '../../ui/NumberField';
import { ExitField } from '../protection';
import { bracketErrors } from './bracket-form';
import { FoldLine } from './FoldLine';
import { useSizingError } from './sizing-error';
import { visibleError } from './visible-error';

const HELD =
  'Held by Perpdesk: armed when the order fills, sized to the fill, one cancels the other. It fires only while Perpdesk runs, as a market order that may slip, or a limit within its slippage whose remainder stays armed.';

/**
 * Take profit and stop loss with the entry: together they make a bracket that Perpdesk holds. Folded to one line
 * until opened. With Size by risk on, the Stop loss is also the stop the order is sized from (and the Take profit
 * its target): one field each, opened with it.
 */
export function BracketFields() {
  const bracket = useOrderEntryState((s) => s.bracket);
  const sizing = useOrderEntryState((s) => s.risk.on && s.kind !== 'scale');
  const { setBracketField, touch } = useOrderEntryActions();
  const sizingError = useSizingError(useSession().entry.riskSizing());
  const pair = useSelectedPair();
  const touched = useOrderEntryState((s) => s.touched);
  const tried = useOrderEntryState((s) => s.attemptedSide !== null);
  const typed = pair ? bracketErrors(bracket, pair) : {};
  // What is wrong with the price as typed first; then what the sizing makes of it.
  const errorAt = (field: 'takeProfit' | 'stopLoss') => visibleError(typed[field], touched[field], tried) ?? sizingError(field === 'stopLoss' ? 'stop' : 'target');
  const [open, setOpen] = useState(sizing);
  // Size by risk turned on needs its stop in sight.
  useEffect(() => {
    if (sizing) setOpen(true);
  }, [sizing]);
  const summary = [bracket.takeProfit && `TP ${bracket.takeProfit}`, bracket.stopLoss && `SL ${bracket.stopLoss}`].filter(Boolean).join(' · ');
  return (
    <div className="entry-bracket-fold">
      <FoldLine label="Take profit / Stop loss" summary={summary} open={open} onToggle={() => setOpen(!open)} />
      {open && (
        <>
          <div className="entry-row entry-bracket">
            <NumberField
              className="entry-field"
              label="Take profit"
              hint={sizing ? 'Also the R:R target' : undefined}
              value={bracket.takeProfit}
              onChange={(text) => setBracketField('takeProfit', text)}
              onBlur={() => touch('takeProfit')}
              error={errorAt('takeProfit')}
            />
            <NumberField
              className="entry-field"
              label="Stop loss"
              hint={sizing ? 'Also sizes by risk' : undefined}
              value={bracket.stopLoss}
              onChange={(text) => setBracketField('stopLoss', text)}
              onBlur={() => touch('stopLoss')}
              error={errorAt('stopLoss')}
            />
          </div>
          {(bracket.takeProfit || bracket.stopLoss) && (
            <div className="entry-row entry-row-exit">
              <ExitField exit={bracket.exit} slippage={bracket.slippage} onExit={(exit) => setBracketField('exit', exit)} onSlippage={(text) => setBracketField('slippage', text)} />
              <InfoTip topic="the bracket" text={HELD} />
            </div>
          )}
        </>
      )}
    </div>
  );
}
