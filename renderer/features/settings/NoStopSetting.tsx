import { useId, useState } from 'react';
import { useStore } from 'zustand';
import { NO_STOP_SECONDS, useSettings } from '../../stores';
import './no-stop.css';

/**
 * Settings › Trading: warn of a position with no armed held stop ("No stop" in its row and the top bar), told once
 * when it has gone the chosen seconds without one. A wait that cannot be used says why and keeps the last good one.
 */
export function NoStopSetting() {
  const settings = useSettings();
  const { on, seconds } = useStore(settings, (s) => s.noStop);
  const [draft, setDraft] = useState(String(seconds));
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  return (
    <div className="settings-no-stop">
      <label className="checkbox">
        <input type="checkbox" checked={on} onChange={(e) => settings.getState().actions.setNoStopOn(e.target.checked)} />
        Warn when a position has no stop
      </label>
      <label className="settings-select">
        after{' '}
        <input
          id={id}
          className="field-input field-box num settings-no-stop-seconds"
          inputMode="numeric"
          autoComplete="off"
          aria-label="No stop warning after (seconds)"
          aria-invalid={problem !== null}
          aria-describedby={problem ? `${id}-problem` : undefined}
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            setProblem(settings.getState().actions.setNoStopSeconds(e.target.value));
          }}
        />{' '}
        seconds ({NO_STOP_SECONDS.min} to {NO_STOP_SECONDS.max})
      </label>
      {problem && (
        <p id={`${id}-problem`} className="field-error" role="alert">
          {problem}
        </p>
      )}
      <p className="muted">A stop is a held stop loss or trailing stop that is armed; a bracket leg waiting for its order to fill is none yet.</p>
    </div>
  );
}
