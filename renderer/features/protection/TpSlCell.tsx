import { useState } from 'react';
import type { Position } from '../../../shared/exchange';
import { useFeedValue } from '../../stores';
import { tpSlText } from '../../domain/protection/protection-model';
import { TpSlDialog } from './TpSlDialog';

/** The Positions row's TP / SL: the take profit and stop loss Perpdesk holds on it, and a button to edit them. */
export function TpSlCell({ position }: { position: Position }) {
  const held = useFeedValue('protectionOrders', (d) => d) ?? [];
  const [open, setOpen] = useState(false);
  const text = tpSlText(position, held);
  // Compact: the take profit over the stop loss, so the column stays narrow enough to be seen beside the PnL.
  const [tp, sl] = text.split(' / ');
  return (
    <>
      <button
        type="button"
        className={`positions-tpsl num${sl === undefined ? '' : ' positions-tpsl-set'}`}
        aria-label={`TP / SL of ${position.symbol}: ${text}`}
        title="Set a take profit or a stop loss (held by Perpdesk)"
        onClick={() => setOpen(true)}
      >
        {sl === undefined ? (
          text
        ) : (
          <>
            <span className="positions-tpsl-line">{tp}</span>
            <span className="positions-tpsl-sep"> / </span>
            <span className="positions-tpsl-line">{sl}</span>
          </>
        )}
      </button>
      {open && <TpSlDialog position={position} onClose={() => setOpen(false)} />}
    </>
  );
}
