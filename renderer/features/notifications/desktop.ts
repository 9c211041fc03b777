/**
 * Desktop notifications through the platform's Notification API. Permission is asked once, when the trader turns
 * notifications on or at the first fill; a refusal is respected silently (the in-app toasts still show).
 */
import type { Message } from './fill-watch';

export type DesktopPermission = NotificationPermission | 'unsupported';

const api = (): typeof Notification | null => (typeof window !== 'undefined' && 'Notification' in window ? window.Notification : null);

export function desktopPermission(): DesktopPermission {
  return api()?.permission ?? 'unsupported';
}

let asked: Promise<DesktopPermission> | null = null;

/** Asks once per run, only while the answer is not known; resolves to the permission as it then stands. */
export function askDesktopPermission(): Promise<DesktopPermission> {
  const notification = api();
  if (!notification) return Promise.resolve('unsupported');
  if (notification.permission !== 'default') return Promise.resolve(notification.permission);
  asked ??= (async () => {
    try {
      return await notification.requestPermission();
    } catch {
      return notification.permission;
    }
  })();
  return asked;
}

/** Shows `message` on the desktop when allowed (asking first if nobody has yet); otherwise does nothing. */
export async function showDesktop(message: Message): Promise<void> {
  const notification = api();
  if (!notification) return;
  const permission = notification.permission === 'default' ? await askDesktopPermission() : notification.permission;
  if (permission !== 'granted') return;
  try {
    new notification(message.title, { body: message.body, tag: message.tag });
  } catch {
    // Some platforms only notify through a service worker; the toast is shown anyway.
  }
}
