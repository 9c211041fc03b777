/** The app's session in the page: over the real bridge (opened here in browser mode), the page's storage, and the screen's windows' timers. */
import { installBrowserBridge } from '../bridge/browser-bridge';
import { invoke } from '../bridge/client';
import type { Session } from '../services/session';
import { browserPollerEnv } from '../stores/poller';
import { browserStorage } from '../stores/storage';
import type { ScreenWindows } from '../ui/window-context';
import { createWindowSet } from '../ui/window-set';
import { createSession } from './session';

/** Creates the screen's windows (the page's, and the pop-outs it opens) and the session, and starts its feeds. */
export function startSession(): { session: Session; windows: ScreenWindows } {
  // In Electron the preload has put the bridge in place; in browser mode it is ours to open.
  if (!window.perpdesk) installBrowserBridge();
  const windows: ScreenWindows = createWindowSet<Window>(window);
  // The chart library asks this page for its animation frames: while the page is hidden and a pop-out on screen,
  // the pop-out draws them, so its charts go on moving.
  window.requestAnimationFrame = windows.requestAnimationFrame;
  window.cancelAnimationFrame = windows.cancelAnimationFrame;
  const env = { ...browserPollerEnv(), timers: windows.timers, visibility: windows.visibility };
  const session = createSession({ invoke, storage: browserStorage, env, now: Date.now });
  session.start();
  return { session, windows };
}
