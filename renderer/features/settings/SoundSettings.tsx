import { useStore } from 'zustand';
import { SOUND_NAMES, useSettings, type SoundName } from '../../stores';

const LABELS: Record<SoundName, string> = {
  fill: 'A fill',
  held: 'A held order fired',
  alert: 'A price alert',
  liquidation: 'A liquidation',
};

/** Settings › Sounds: each event's short sound, on or off. */
export function SoundSettings() {
  const settings = useSettings();
  const sounds = useStore(settings, (s) => s.sounds);
  return (
    <fieldset className="settings-group">
      <legend>Sounds</legend>
      {SOUND_NAMES.map((name) => (
        <label key={name} className="checkbox">
          <input type="checkbox" checked={sounds[name]} onChange={(e) => settings.getState().actions.setSound(name, e.target.checked)} />
          {LABELS[name]}
        </label>
      ))}
      <p className="muted">
        One short sound at a time, the most urgent. Fills, held orders and liquidations sound while &quot;Notify me of fills and liquidations&quot; is
        on; a liquidation sounds when the exchange closes a position (there is no earlier warning).
      </p>
    </fieldset>
  );
}
