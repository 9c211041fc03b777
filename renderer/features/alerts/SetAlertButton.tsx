import { useId, useState, type FormEvent } from 'react';
import { useFeedValue, useSelectedPair } from '../../stores';
import { useSession } from '../../services/hooks';
import { Dialog } from '../../ui/Dialog';
import { NumberField } from '../../ui/NumberField';
import { Segmented } from '../../ui/Segmented';
import { BellIcon } from '../../ui/BellIcon';
import { newAlertParams, type AlertKind } from './alert-form';
import { conditionText } from '../../domain/alerts/alert-text';
import './alerts.css';

const KINDS: readonly { value: AlertKind; text: string }[] = [
  { value: 'above', text: 'Above' },
  { value: 'below', text: 'Below' },
  { value: 'move', text: 'Move %' },
];

/**
 * The Market summary's bell: "Set a price alert" opens a small form for the selected market, above or below a price
 * (prefilled with the last price) or a move of a percent from the price now. The core's refusal is said in the form.
 */
export function SetAlertButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="summary-alert-button" aria-label="Set a price alert" title="Set a price alert" onClick={() => setOpen(true)}>
        <BellIcon size={10} />
      </button>
      {open && <SetAlertDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function SetAlertDialog({ onClose }: { onClose: () => void }) {
  const session = useSession();
  const pair = useSelectedPair();
  const symbol = pair?.symbol ?? session.market.getState().selected;
  const last = useFeedValue('summary', (d) => (d && d.pair === symbol ? d.ticker.close : null));
  const [kind, setKind] = useState<AlertKind>('above');
  const [price, setPrice] = useState(() => last ?? '');
  const [percent, setPercent] = useState('');
  const [note, setNote] = useState('');
  const [said, setSaid] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const chooseKind = (next: AlertKind) => {
    setKind(next);
    setSaid(null);
  };
  const [sending, setSending] = useState(false);
  const noteId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = newAlertParams(symbol, kind, kind === 'move' ? percent : price, note, pair?.priceDecimal ?? 8);
    if (!checked.ok) return setSaid({ tone: 'error', text: checked.message });
    setSending(true);
    const result = await session.alerts.set(checked.params);
    setSending(false);
    setSaid(
      result.ok
        ? { tone: 'ok', text: `Alert set: ${symbol} ${conditionText(result.value)}` }
        : { tone: 'error', text: `No alert set: ${result.error.message}` },
    );
  };

  return (
    <Dialog title="Set a price alert" open onClose={onClose} className="alert-dialog">
      <form className="alert-form" aria-label="Set a price alert" onSubmit={(e) => void submit(e)}>
        <p className="muted alert-form-market">
          {symbol}
          {last && (
            <>
              {' '}
              · last <span className="num">{last}</span>
            </>
          )}
        </p>
        <Segmented label="Alert when the price is" options={KINDS} value={kind} onChange={chooseKind} />
        {kind === 'move' ? (
          <NumberField label="Percent" value={percent} onChange={setPercent} unit="%" hint={last ? `From ${last}, either way` : undefined} />
        ) : (
          <NumberField label="Price" value={price} onChange={setPrice} />
        )}
        <div className="field alert-form-note">
          <div className="field-head">
            <label className="field-label" htmlFor={noteId}>
              Note
            </label>
          </div>
          <div className="field-box">
            <input
              id={noteId}
              className="field-input"
              type="text"
              value={note}
              maxLength={200}
              placeholder="optional"
              onChange={(e) => setNote(e.target.value)}
            />
          </div>
        </div>
        {said && (
          <p role={said.tone === 'error' ? 'alert' : 'status'} className={said.tone === 'error' ? 'text-sell' : 'outcome-ok'}>
            {said.text}
          </p>
        )}
        <div className="alert-form-actions">
          <button type="button" className="button" onClick={onClose}>
            Close
          </button>
          <button type="submit" className="button" disabled={sending}>
            Set alert
          </button>
        </div>
      </form>
    </Dialog>
  );
}
