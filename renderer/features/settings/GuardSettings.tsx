import { useEffect, useState } from 'react';
import { guardNames, loosenings, loosenQuestion, type GuardSettings as Guards } from '../../../shared/bridge';
import { errorText } from '../../services/outcomes';
import { useSession } from '../../services/hooks';
import { Dialog } from '../../ui/Dialog';
import { fieldLabel, guardsText, readGuards, type GuardsText } from './guards-form';

type Message = { tone: 'ok' | 'error'; text: string } | null;

/**
 * Settings → Guards: the limits the core puts on every order of this profile, whoever sends it. Empty is off.
 * Loosening one asks first ("Loosen ‘Largest order value’ from 10,000 to 50,000 USDT?"); the core journals it.
 */
export function GuardSettings() {
  const { invoke, guards: guardWrites } = useSession();
  const [saved, setSaved] = useState<Guards | null>(null);
  const [text, setText] = useState<GuardsText | null>(null);
  const [message, setMessage] = useState<Message>(null);
  const [asking, setAsking] = useState<{ guards: Guards; question: string } | null>(null);

  useEffect(() => {
    let live = true;
    void invoke('guards.get', {}).then((result) => {
      if (!live) return;
      if (!result.ok) return setMessage({ tone: 'error', text: `The guards could not be read: ${errorText(result.error)}` });
      setSaved(result.value);
      setText(guardsText(result.value));
    });
    return () => {
      live = false;
    };
  }, [invoke]);

  const send = async (guards: Guards, confirmLoosen: boolean) => {
    const result = await guardWrites.set({ guards, confirmLoosen });
    if (!result.ok) return setMessage({ tone: 'error', text: errorText(result.error) });
    setSaved(result.value);
    setText(guardsText(result.value));
    setMessage({ tone: 'ok', text: 'Guards saved' });
  };

  const save = () => {
    if (!text || !saved) return;
    const read = readGuards(text);
    if (!read.ok) return setMessage({ tone: 'error', text: read.message });
    const loosened = loosenings(saved, read.guards);
    if (loosened.length > 0) return setAsking({ guards: read.guards, question: loosenQuestion(loosened) });
    void send(read.guards, false);
  };

  return (
    <fieldset className="settings-group">
      <legend>Guards</legend>
      <p className="muted">
        Every order of this profile passes these in Perpdesk, from the form, the ladder, the hotkeys, the chart, the command line or a held order.
        Closing and reducing orders always go. Empty is off.
      </p>
      {text && (
        <form
          aria-label="Guards"
          className="settings-group-body"
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          <div className="settings-intervals">
            {guardNames.map((name) => (
              <label key={name} className="settings-interval">
                <span>{fieldLabel(name)}</span>
                <input
                  className="field-input field-box num settings-guard"
                  inputMode="decimal"
                  aria-label={fieldLabel(name)}
                  placeholder="off"
                  value={text[name]}
                  onChange={(e) => setText({ ...text, [name]: e.target.value })}
                />
              </label>
            ))}
            <label className="settings-interval">
              <span>Day start (for the loss limit)</span>
              <input
                className="field-input field-box num"
                aria-label="Day start"
                value={text.dayStartTime}
                onChange={(e) => setText({ ...text, dayStartTime: e.target.value })}
              />
            </label>
            <label className="settings-interval">
              <span>Time zone</span>
              <input
                className="field-input field-box settings-guard"
                aria-label="Time zone"
                placeholder="UTC, +02:00, Europe/Berlin"
                value={text.dayStartZone}
                onChange={(e) => setText({ ...text, dayStartZone: e.target.value })}
              />
            </label>
          </div>
          <button type="submit" className="button button-small settings-save">
            Save guards
          </button>
        </form>
      )}
      {message && (
        <span role="status" className={message.tone === 'error' ? 'text-error' : 'muted'}>
          {message.text}
        </span>
      )}
      <Dialog title="Loosen guards" open={asking !== null} onClose={() => setAsking(null)}>
        <p className="settings-question">{asking?.question}</p>
        <div className="settings-actions">
          <button
            type="button"
            className="button button-small"
            onClick={() => {
              const guards = asking!.guards;
              setAsking(null);
              void send(guards, true);
            }}
          >
            Loosen
          </button>
          <button type="button" className="button-quiet" onClick={() => setAsking(null)}>
            Keep them
          </button>
        </div>
      </Dialog>
    </fieldset>
  );
}
