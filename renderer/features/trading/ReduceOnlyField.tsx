import { useId } from 'react';
import { useOrderEntryActions, useOrderEntryState } from '../../stores';
import { InfoTip } from '../../ui/InfoTip';
import { REDUCE_ONLY_DESCRIPTION } from '../../domain/trading/reduce-only';

/** The form's Reduce only (the trading hotkeys B and S follow it too); what it means behind an ⓘ. */
export function ReduceOnlyField() {
  const id = useId();
  const on = useOrderEntryState((s) => s.reduceOnly);
  const { setReduceOnly } = useOrderEntryActions();
  return (
    <div className="entry-reduce">
      <label className="entry-check">
        <input type="checkbox" checked={on} aria-describedby={id} onChange={(e) => setReduceOnly(e.target.checked)} />
        Reduce only
      </label>
      <InfoTip topic="Reduce only" text={REDUCE_ONLY_DESCRIPTION} id={id} />
    </div>
  );
}
