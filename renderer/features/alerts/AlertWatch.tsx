import { useEffect } from 'react';
import { useSession } from '../../services/hooks';
import type { SoundName } from '../../stores';
import { alertMessage, alertsToTell } from '../../domain/alerts/alert-text';

export interface AlertMessage {
  tag: string;
  tone: 'warn';
  title: string;
  body: string;
}

/**
 * Tells each fired alert the trader has not been told of, once: a message (the toast and the desktop
 * notification) and the alert's sound (played when Settings › Sounds has it on); then `alerts.markSeen`, so a restart does not tell it again.
 * The alerts feed runs always, so an alert is told whatever the screen shows.
 */
export function AlertWatch({ onMessages }: { onMessages: (messages: AlertMessage[], sounds: readonly SoundName[]) => void }) {
  const session = useSession();
  useEffect(() => {
    // Told in this run (the core's `seen` comes with a later answer).
    const told = new Set<string>();
    const check = (alerts: readonly Parameters<typeof alertsToTell>[0][number][] | null) => {
      if (alerts === null) return;
      const fresh = alertsToTell(alerts, told);
      if (fresh.length === 0) return;
      for (const alert of fresh) told.add(alert.id);
      onMessages(fresh.map(alertMessage), ['alert']);
      void session.alerts.markSeen(fresh.map((a) => a.id));
    };
    check(session.feeds.getState().feeds.alerts.data);
    return session.feeds.subscribe((s, previous) => {
      if (s.feeds.alerts.data !== previous.feeds.alerts.data) check(s.feeds.alerts.data);
    });
  }, [session, onMessages]);
  return null;
}
