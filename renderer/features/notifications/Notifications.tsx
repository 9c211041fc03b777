import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { RECENT_FILLS_LIMIT, useSettings, type KeyedLoadable, type SoundName } from '../../stores';
import { useSession } from '../../services/hooks';
import { isNode } from '../../ui/dom';
import type { Fill } from '../../../shared/exchange';
import { askDesktopPermission, desktopPermission, showDesktop, type DesktopPermission } from './desktop';
import { eventsOf, messagesOf, observeFills, START, type Message } from './fill-watch';
import { NoStopWatch } from './NoStopWatch';
import { playSound } from './play-sound';
import { fillSounds, soundOf } from '../../domain/notifications/sounds';
import { addToasts, currentToasts, moreLine, removeToast, TOAST_MS, toastStack, type Toast } from './toasts';
import './notifications.css';

/**
 * Fill and liquidation notifications, mounted once: a desktop notification and an in-app toast for each. Muted by
 * the `notifications` setting, which also stops the polling behind them. The toasts stack in the workspace's chart
 * cell (see Workspace), never over a table or the order form. `watches`: the other panels' watches (held orders,
 * alerts), placed by the App, each handed `notify`; `on` is the notifications setting.
 */
export function Notifications({ watches }: { watches: (notify: Notify, on: boolean) => ReactNode }) {
  const settings = useSettings();
  const on = useStore(settings, (s) => s.notifications);
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [watching, setWatching] = useState(false);
  const [paused, setPaused] = useState(false);
  const ids = useRef(0);
  const container = useRef<HTMLDivElement>(null);

  // Turning notifications on is the moment to ask for the desktop's permission (the click is a user gesture).
  useEffect(
    () =>
      settings.subscribe((state, previous) => {
        if (state.notifications && !previous.notifications) void askDesktopPermission();
      }),
    [settings],
  );

  // One batch of news: its toasts, its desktop notifications, and at most one sound.
  const notify = useCallback(
    (messages: Message[], sounds: readonly SoundName[] = []) => {
      setToasts((list) => addToasts(list, messages, Date.now(), () => ++ids.current));
      for (const message of messages) void showDesktop(message);
      const sound = soundOf(sounds, settings.getState().sounds);
      if (sound) playSound(sound);
    },
    [settings],
  );

  // Each toast goes after TOAST_MS, unless the keyboard focus is on them (time to read and act). The pointer does not
  // hold them: a toast must never stay over what the trader wants to click.
  useEffect(() => {
    // Held only while the focus really is in a toast (a focused toast that was removed took the focus with it).
    const box = container.current;
    if (toasts.length === 0 || (paused && box?.contains(box.ownerDocument.activeElement))) return;
    const next = Math.min(...toasts.map((t) => t.at)) + TOAST_MS - Date.now();
    const timer = window.setTimeout(() => setToasts((list) => currentToasts(list, Date.now())), Math.max(0, next));
    return () => window.clearTimeout(timer);
  }, [toasts, paused]);

  // "+N more" shows them all until the stack is short again.
  const [all, setAll] = useState(false);
  const more = moreLine(toasts, all);
  if (all && more === null) setAll(false);
  const stack = toastStack(toasts, all);

  const resume = () => {
    setPaused(false);
    // The time to read starts again.
    setToasts((list) => list.map((t) => ({ ...t, at: Date.now() })));
  };

  return (
    <>
      {on && <FillWatch onMessages={notify} onWatching={setWatching} />}
      {watches(notify, on)}
      {/* Turned on in Settings on its own: told whatever the fills setting says. */}
      <NoStopWatch onMessages={notify} />
      <div
        ref={container}
        className="toast-stack"
        onFocus={() => setPaused(true)}
        onBlur={(e) => {
          if (!(isNode(e.relatedTarget) && e.currentTarget.contains(e.relatedTarget))) resume();
        }}
      >
        {more && (
          <button type="button" className="toast-more" aria-expanded={all} onClick={() => setAll((a) => !a)}>
            {more}
          </button>
        )}
        <div className="toasts" role="status" aria-atomic="false" aria-label="Notifications" data-watching={on && watching ? 'yes' : 'no'}>
          {stack.shown.map((toast) => (
            <div key={toast.id} className={`toast toast-${toast.tone}`}>
              <div className="toast-text">
                <strong className="toast-title">{toast.title}</strong>
                {toast.body && <span className="toast-body num">{toast.body}</span>}
              </div>
              <button
                type="button"
                className="button-glyph toast-close"
                aria-label={`Dismiss: ${toast.title}`}
                onClick={() => setToasts((list) => removeToast(list, toast.id))}
              >
                ×
              </button>
            </div>
          ))}
        </div>
      </div>
    </>
  );
}

/** One batch of news told: its toasts and desktop notifications, and at most one of its sounds. */
export type Notify = (messages: Message[], sounds?: readonly SoundName[]) => void;

interface FillWatchProps {
  onMessages: (messages: Message[], sounds: readonly SoundName[]) => void;
  /** True once the first answer has set the mark: fills from then on are told. */
  onWatching: (watching: boolean) => void;
}

/** Polls the newest fills while mounted and tells what is new. */
function FillWatch({ onMessages, onWatching }: FillWatchProps) {
  const session = useSession();
  useEffect(() => {
    // An answer from before this mount (notifications were off) is old news: the mark comes from a fresh one.
    const since = session.now();
    let state = START;
    let seen: Fill[] | null = null;
    const check = (feed: KeyedLoadable<Fill[]>) => {
      if (feed.data === null || feed.updatedAt === null || feed.updatedAt < since || feed.data === seen) return;
      seen = feed.data;
      const first = state.mark === null;
      const observed = observeFills(state, feed.data, RECENT_FILLS_LIMIT);
      state = observed.state;
      if (first) onWatching(true);
      if (observed.fresh.length === 0 && observed.overflow.length === 0) return;
      const pairs = session.market.getState().pairs.data ?? [];
      const events = eventsOf(observed.fresh);
      // Fills beyond what the feed brings (overflow) were fills too.
      const sounds = observed.overflow.length > 0 ? [...fillSounds(events), 'fill' as const] : fillSounds(events);
      onMessages(
        messagesOf(events, observed.overflow, (symbol) => pairs.find((p) => p.symbol === symbol)),
        sounds,
      );
    };
    const release = session.poller.use('recentFills');
    const unsubscribe = session.feeds.subscribe((s, previous) => {
      if (s.feeds.recentFills !== previous.feeds.recentFills) check(s.feeds.recentFills);
    });
    return () => {
      unsubscribe();
      release();
      onWatching(false);
    };
  }, [session, onMessages, onWatching]);
  return null;
}

/**
 * A line for the Settings dialog beside "Notify me of fills and liquidations": says when the system blocks desktop
 * notifications (the toasts still show). Renders nothing otherwise.
 */
export function DesktopNotificationNote() {
  const [permission, setPermission] = useState<DesktopPermission>(desktopPermission);
  useEffect(() => {
    const update = () => setPermission(desktopPermission());
    const timer = window.setInterval(update, 2000);
    return () => window.clearInterval(timer);
  }, []);
  if (permission === 'denied') {
    return <p className="muted notifications-note">Desktop notifications are blocked for Perpdesk by the system; fills show in the app only.</p>;
  }
  if (permission === 'unsupported') {
    return <p className="muted notifications-note">This system has no desktop notifications; fills show in the app only.</p>;
  }
  return null;
}
