import { useOrderEntryActions, useOrderEntryState } from '../../stores';
import { NumberField } from '../../ui/NumberField';
import { ExitField } from '../protection';

const HELD =
  'Held by Perpdesk: armed when the order fills, sized to the fill, one cancels the other. It fires only while Perpdesk runs, as a market order that may slip, or a limit within its slippage whose remainder stays armed.';

/** Take profit and stop loss with the entry: together they make a bracket that Perpdesk holds. */
export function BracketFields() {
  const bracket = useOrderEntryState((s) => s.bracket);
  const { setBracketField } = useOrderEntryActions();
  return (
    <div className="entry-bracket" title={HELD}>
      <NumberField className="entry-field" label="Take profit" unit="USDT" value={bracket.takeProfit} onChange={(text) => setBracketField('takeProfit', text)} />
      <NumberField className="entry-field" label="Stop loss" unit="USDT" value={bracket.stopLoss} onChange={(text) => setBracketField('stopLoss', text)} hint={bracket.takeProfit || bracket.stopLoss ? 'Held by Perpdesk' : undefined} />
      {(bracket.takeProfit || bracket.stopLoss) && (
        <ExitField exit={bracket.exit} slippage={bracket.slippage} onExit={(exit) => setBracketField('exit', exit)} onSlippage={(text) => setBracketField('slippage', text)} />
      )}
    </div>
  );
}
