/** The app's session in the page: over the real bridge (opened here in browser mode), the page's storage and timers. */
import { installBrowserBridge } from '../bridge/browser-bridge';
import { invoke } from '../bridge/client';
import type { Session } from '../services/session';
import { browserPollerEnv } from '../stores/poller';
import { browserStorage } from '../stores/storage';
import { createSession } from './session';

/** Creates the session and starts its feeds. */
export function startSession(): Session {
  // In Electron the preload has put the bridge in place; in browser mode it is ours to open.
  if (!window.perpdesk) installBrowserBridge();
  const session = createSession({ invoke, storage: browserStorage, env: browserPollerEnv(), now: Date.now });
  session.start();
  return session;
}
