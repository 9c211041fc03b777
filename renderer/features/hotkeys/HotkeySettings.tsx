/**
 * Settings › Hotkeys: the Trading hotkeys switch, every action's key with Change (press the new key; a key taken
 * or against the rules is refused with the reason) and Remove, the defaults back, and the help sheet.
 */
import { Fragment, useId, useState, type KeyboardEvent } from 'react';
import { useReadOnlyReason, useSettings } from '../../stores';
import { useSession } from '../../services/hooks';
import { bindKey } from './bindings';
import { HOTKEYS, hotkeyInfo, type HotkeyAction } from './catalog';
import { hotkeysOf } from './hotkeys-store';
import { HotkeyPricingFields } from './HotkeyPricingFields';
import { SizePresetsFields } from './SizePresetsFields';
import { KeyCaps } from './KeyCaps';
import { keyOfEvent } from './keys';
import { useBindings, useTradingHotkeys } from './use-bindings';
import './hotkeys.css';

export function HotkeySettings() {
  const settings = useSettings();
  const hotkeys = hotkeysOf(useSession());
  const { bindings, ignored } = useBindings();
  const tradingOn = useTradingHotkeys();
  const readOnly = useReadOnlyReason();
  const ids = useId();
  const [capturing, setCapturing] = useState<HotkeyAction | null>(null);
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);

  const resetKeys = () => {
    settings.getState().actions.resetHotkeys();
    setCapturing(null);
    setMessage({ tone: 'ok', text: 'Every hotkey is back to its default key' });
  };

  const apply = (action: HotkeyAction, key: string | null): boolean => {
    const result = bindKey(bindings, action, key);
    if (!result.ok) {
      setMessage({ tone: 'error', text: result.message });
      return false;
    }
    settings.getState().actions.setHotkeys(result.overrides);
    const { label } = hotkeyInfo(action);
    setMessage({ tone: 'ok', text: key === null ? `"${label}" has no key now` : `"${label}" is now ${result.bindings[action]}` });
    return true;
  };

  const onCaptureKey = (event: KeyboardEvent<HTMLButtonElement>, action: HotkeyAction) => {
    // Tab still moves on (and ends the change: the button loses the focus).
    if (event.key === 'Tab' && !event.ctrlKey && !event.altKey && !event.metaKey) return;
    event.preventDefault();
    event.stopPropagation();
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Escape' && action !== 'leaveField') {
      setCapturing(null);
      setMessage({ tone: 'ok', text: 'Not changed' });
      return;
    }
    const native = event.nativeEvent;
    const key = keyOfEvent({
      key: native.key,
      code: native.code,
      ctrlKey: native.ctrlKey,
      altKey: native.altKey,
      shiftKey: native.shiftKey,
      metaKey: native.metaKey,
      altGraph: native.getModifierState('AltGraph'),
    });
    // A modifier alone: the key comes next.
    if (key === null) return;
    // Refused: still listening, for another key.
    if (apply(action, key)) setCapturing(null);
  };

  return (
    <fieldset className="settings-group hotkey-settings">
      <legend>Hotkeys</legend>
      <label className="checkbox" title={readOnly ?? undefined}>
        <input
          type="checkbox"
          role="switch"
          checked={tradingOn}
          disabled={readOnly !== null}
          onChange={(e) => settings.getState().actions.setTradingHotkeys(e.target.checked)}
        />
        Trading hotkeys
      </label>
      <p className="muted hotkey-settings-note">
        Buy, sell, cancel, close, flip and send the form (Ctrl+Enter) from the keyboard. Every one of them goes at once, without the confirmation.
        Off, those keys do nothing; the others always work. They are off at each start; while on, &quot;Hotkeys armed&quot; shows in the top bar (a
        click on it turns them off). While on, 1 to 5 pick the market&apos;s size presets; the chart periods are Alt+1 to Alt+6.
      </p>
      <HotkeyPricingFields />
      <SizePresetsFields />
      <table className="hotkey-settings-table" aria-label="Hotkeys">
        <tbody>
          {HOTKEYS.map((h) => {
            const listening = capturing === h.action;
            const labelId = `${ids}-${h.action}`;
            // Named "Change" and "No key", told apart by their row (described by the action): a button named after an
            // action ("… Close the position …") would answer to other names on the screen.
            const refusal = listening && message?.tone === 'error' ? message.text : null;
            return (
              <Fragment key={h.action}>
                <tr className={h.trading && !tradingOn ? 'hotkey-row-off' : undefined}>
                  <th scope="row" id={labelId}>
                    {h.label}
                  </th>
                  <td className="hotkey-settings-key">
                    {listening ? <span className="hotkey-listening">Press a key…</span> : <KeyCaps value={bindings[h.action]} />}
                  </td>
                  <td className="hotkey-settings-buttons">
                    <button
                      type="button"
                      className="button-quiet"
                      aria-describedby={labelId}
                      aria-pressed={listening}
                      title={listening ? 'Press the new key, or Escape to keep the old one' : undefined}
                      onClick={(event) => {
                        // While listening, a click keeps the old key; a click made by a key (Space, Enter) is that key's.
                        if (listening) {
                          if (event.detail === 0) return;
                          setCapturing(null);
                          setMessage({ tone: 'ok', text: 'Not changed' });
                          return;
                        }
                        setCapturing(h.action);
                        setMessage(null);
                      }}
                      onKeyDown={listening ? (e) => onCaptureKey(e, h.action) : undefined}
                      onBlur={() => {
                        if (listening) setCapturing(null);
                      }}
                    >
                      {listening ? 'Keep old' : 'Change'}
                    </button>
                    <button
                      type="button"
                      className="button-icon"
                      aria-label="No key"
                      aria-describedby={labelId}
                      title="No key"
                      disabled={bindings[h.action] === null}
                      onClick={() => apply(h.action, null)}
                    >
                      ×
                    </button>
                  </td>
                </tr>
                {refusal && (
                  // Shown at the row too (the status line below says it to screen readers).
                  <tr className="hotkey-settings-refusal" aria-hidden="true">
                    <td colSpan={3} className="text-error">
                      {refusal}
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
      {ignored.length > 0 && <p className="muted hotkey-settings-note">Saved keys not used (their defaults apply): {ignored.join('; ')}</p>}
      <p role="status" className={message?.tone === 'error' ? 'text-error hotkey-settings-message' : 'muted hotkey-settings-message'}>
        {message?.text}
      </p>
      <div className="settings-actions">
        <button type="button" className="button-quiet" onClick={resetKeys}>
          Default keys
        </button>
        <button type="button" className="button-quiet" onClick={hotkeys.openHelp}>
          Keyboard shortcuts (?)
        </button>
      </div>
    </fieldset>
  );
}
