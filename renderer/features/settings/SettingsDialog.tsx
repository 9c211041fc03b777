import { useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import {
  CONFIRM_PLACES,
  FEED_NAMES,
  FEEDS,
  pollCost,
  POLL_BUDGET_PER_SECOND,
  useFeedValue,
  useSettings,
  type ConfirmPlace,
  type FeedIntervals,
  type Theme,
} from '../../stores';
import { useSession } from '../../services/hooks';
import { Dialog } from '../../ui/Dialog';
import { GuardSettings } from './GuardSettings';
import { NoStopSetting } from './NoStopSetting';
import { SoundSettings } from './SoundSettings';

/** What other panels put in Settings, placed by the App: the Profiles button, the desktop notifications' note, the hotkeys. */
export interface SettingsParts {
  profiles: ReactNode;
  /** Beside "Notify me of fills and liquidations", while it is on. */
  desktopNote: ReactNode;
  hotkeys: ReactNode;
}

/** The top bar's Settings button and its dialog: theme, trading, the guards, how often each feed is polled, the layout, hotkeys. */
export function SettingsButton(parts: SettingsParts) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button-quiet" onClick={() => setOpen(true)}>
        Settings
      </button>
      <Dialog title="Settings" open={open} onClose={() => setOpen(false)}>
        <SettingsForm {...parts} />
      </Dialog>
    </>
  );
}

/** Each place's own confirmation: a "Don't ask again" ticked in one leaves the others asking. */
const CONFIRM_LABELS: Record<ConfirmPlace, string> = {
  form: 'Confirm orders from the Order entry (the trading hotkeys never ask: see Hotkeys)',
  ladder: 'Confirm orders from the ladder',
  chart: 'Confirm orders from the chart',
  positions: 'Confirm Close all and Flip from Positions',
};

/** Held orders fire only while Perpdesk runs: the desktop app can keep the system from sleeping while any is armed. */
function KeepAwakeSetting() {
  const session = useSession();
  const on = useFeedValue('protectionStatus', (s) => s?.keepAwake ?? false);
  return (
    <label className="checkbox">
      <input type="checkbox" checked={on} onChange={(e) => void session.protection.keepAwake(e.target.checked)} />
      Keep the system awake while held orders are armed (desktop app only: a browser tab or npm run headless cannot)
    </label>
  );
}

function SettingsForm({ profiles, desktopNote, hotkeys }: SettingsParts) {
  const settings = useSettings();
  const theme = useStore(settings, (s) => s.theme);
  const saved = useStore(settings, (s) => s.intervals);
  const confirm = useStore(settings, (s) => s.confirm);
  const crossingMoves = useStore(settings, (s) => s.crossingMoves);
  const notifications = useStore(settings, (s) => s.notifications);
  const fasterFeeds = useStore(settings, (s) => s.fasterFeeds);
  const actions = useStore(settings, (s) => s.actions);
  const [seconds, setSeconds] = useState<Record<string, string>>(() => secondsOf(saved));
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);

  const apply = () => {
    const intervals: Partial<FeedIntervals> = {};
    for (const name of FEED_NAMES) {
      const text = (seconds[name] ?? '').trim();
      if (!/^\d+(\.\d{1,3})?$/.test(text)) {
        setMessage({ tone: 'error', text: `The ${FEEDS[name].label} interval must be a number of seconds like 2 or 0.5` });
        return;
      }
      intervals[name] = Math.round(Number(text) * 1000);
    }
    const problem = actions.setIntervals(intervals);
    setMessage(problem ? { tone: 'error', text: problem } : { tone: 'ok', text: 'Saved' });
  };

  return (
    <div className="settings">
      <fieldset className="settings-group">
        <legend>Profiles</legend>
        <p className="muted">The exchange keys Perpdesk trades with, and which one is live (the venue in the top bar opens them too).</p>
        <div className="settings-actions">{profiles}</div>
      </fieldset>

      <fieldset className="settings-group">
        <legend>Theme</legend>
        {(['dark', 'light'] as Theme[]).map((t) => (
          <label key={t} className="radio">
            <input type="radio" name="theme" checked={theme === t} onChange={() => actions.setTheme(t)} />
            {t === 'dark' ? 'Dark' : 'Light'}
          </label>
        ))}
      </fieldset>

      <fieldset className="settings-group">
        <legend>Trading</legend>
        {CONFIRM_PLACES.map((place) => (
          <label key={place} className="checkbox">
            <input type="checkbox" checked={confirm[place]} onChange={(e) => actions.setConfirm(place, e.target.checked)} />
            {CONFIRM_LABELS[place]}
          </label>
        ))}
        <label className="settings-select">
          An order line dragged to where it would trade at once{' '}
          <select value={crossingMoves} onChange={(e) => actions.setCrossingMoves(e.target.value === 'refuse' ? 'refuse' : 'ask')}>
            <option value="ask">Ask first</option>
            <option value="refuse">Refuse the move</option>
          </select>
        </label>
        <label className="checkbox">
          <input type="checkbox" checked={notifications} onChange={(e) => actions.setNotifications(e.target.checked)} />
          Notify me of fills and liquidations
        </label>
        {notifications && desktopNote}
        <KeepAwakeSetting />
        <NoStopSetting />
      </fieldset>

      <SoundSettings />

      <GuardSettings />

      <fieldset className="settings-group">
        <legend>Polling</legend>
        <p className="muted">
          Seconds between updates of each panel while it is on screen. Polling may ask the exchange at most {POLL_BUDGET_PER_SECOND} times a second;
          now {pollCost(saved).toFixed(1)}.
        </p>
        <div className="settings-intervals">
          {FEED_NAMES.filter((name) => FEEDS[name].requestsPerRun > 0 || name === 'status').map((name) => (
            <label key={name} className="settings-interval">
              <span>{capitalize(FEEDS[name].label)}</span>
              <input
                className="field-input field-box num"
                inputMode="decimal"
                aria-label={`${capitalize(FEEDS[name].label)} interval (s)`}
                value={seconds[name] ?? ''}
                onChange={(e) => setSeconds({ ...seconds, [name]: e.target.value })}
              />
            </label>
          ))}
        </div>
        <label className="checkbox">
          <input type="checkbox" checked={fasterFeeds} onChange={(e) => actions.setFasterFeeds(e.target.checked)} />
          Ask the order book and trades faster (up to 4 and 2 times a second) with the budget left idle
        </label>
        <div className="settings-actions">
          <button type="button" className="button button-small" onClick={apply}>
            Save intervals
          </button>
          <button
            type="button"
            className="button-quiet"
            onClick={() => {
              actions.resetIntervals();
              setSeconds(secondsOf(settings.getState().intervals));
              setMessage({ tone: 'ok', text: 'Back to the defaults' });
            }}
          >
            Defaults
          </button>
          {message && (
            <span role="status" className={message.tone === 'error' ? 'text-error' : 'muted'}>
              {message.text}
            </span>
          )}
        </div>
      </fieldset>

      <fieldset className="settings-group">
        <legend>Layout</legend>
        <button type="button" className="button-quiet" onClick={() => actions.resetLayout()}>
          Reset panel sizes
        </button>
      </fieldset>

      {hotkeys}
    </div>
  );
}

const secondsOf = (intervals: FeedIntervals): Record<string, string> =>
  Object.fromEntries(FEED_NAMES.map((name) => [name, String(intervals[name] / 1000)]));

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
