/** What the main window and the pop-outs share, in one place so that they cannot drift apart. */
import type { BrowserWindowConstructorOptions, WebPreferences } from 'electron';

export const WINDOW_LOOK = { backgroundColor: '#0b0e11', title: 'Perpdesk' } as const satisfies BrowserWindowConstructorOptions;

/**
 * Sandboxed, context-isolated, no Node, web security on; the preload is the bridge's one door. Throttling is left
 * at Chromium's default: the renderer runs its timers on a window that is shown, so a minimised main window with a
 * pop-out on screen is not slowed.
 */
export const windowWebPreferences = (preload: string): WebPreferences => ({
  preload,
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  webSecurity: true,
});
