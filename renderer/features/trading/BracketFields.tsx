import { useState } from 'react';
import { useOrderEntryActions, useOrderEntryState } from '../../stores';
import { InfoTip } from '../../ui/InfoTip';
import { NumberField } from '../../ui/NumberField';
import { ExitField } from '../protection';
import { FoldLine } from './FoldLine';

const HELD =
  'Held by Perpdesk: armed when the order fills, sized to the fill, one cancels the other. It fires only while Perpdesk runs, as a market order that may slip, or a limit within its slippage whose remainder stays armed.';

/** Take profit and stop loss with the entry: together they make a bracket that Perpdesk holds. Folded to one line until opened. */
export function BracketFields() {
  const bracket = useOrderEntryState((s) => s.bracket);
  const { setBracketField } = useOrderEntryActions();
  const [open, setOpen] = useState(false);
  const summary = [bracket.takeProfit && `TP ${bracket.takeProfit}`, bracket.stopLoss && `SL ${bracket.stopLoss}`].filter(Boolean).join(' · ');
  return (
    <div className="entry-bracket-fold">
      <FoldLine label="Take profit / Stop loss" summary={summary} open={open} onToggle={() => setOpen(!open)} />
      {open && (
        <>
          <div className="entry-row entry-bracket">
            <NumberField className="entry-field" label="Take profit" value={bracket.takeProfit} onChange={(text) => setBracketField('takeProfit', text)} />
            <NumberField className="entry-field" label="Stop loss" value={bracket.stopLoss} onChange={(text) => setBracketField('stopLoss', text)} />
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
