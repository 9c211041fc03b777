/** Rules of the Electron shell that need no Electron, so they are tested without it. */

export const APP_HOST = 'perpdesk';
export const APP_INDEX_URL = `app://${APP_HOST}/index.html`;

/** Node gives custom schemes an opaque origin ("null"), so the scheme and host are compared instead. */
export function isOurPage(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'app:' && parsed.host === APP_HOST;
  } catch {
    return false;
  }
}

/** Who sent an IPC call: the frame's address, whether it is the main frame, whether the window is ours. */
export interface IpcSender {
  frameUrl: string | undefined;
  isMainFrame: boolean;
  fromOurWindow: boolean;
}

/** The bridge answers only our window's main frame, showing our page: never a subframe, never another window. */
export const isTrustedSender = ({ frameUrl, isMainFrame, fromOurWindow }: IpcSender): boolean =>
  fromOurWindow && isMainFrame && frameUrl !== undefined && isOurPage(frameUrl);

/** The path app:// serves for a request, `/` as the index; null for any host but ours. */
export function appRequestPath(url: string): string | null {
  if (!isOurPage(url)) return null;
  const { pathname } = new URL(url);
  return pathname === '/' ? '/index.html' : pathname;
}

/**
 * The launch contract's arguments: those after the main script when run unpackaged (Chromium's and the driver's
 * switches may come before it), after the executable when packaged.
 */
export function ourArguments(argv: readonly string[], packaged: boolean): string[] {
  const script = argv.findIndex((arg) => arg.endsWith('main.cjs'));
  return argv.slice(packaged || script < 0 ? 1 : script + 1);
}

/**
 * The one permission the window may have: desktop notifications (of fills and liquidations), and only for our
 * own page. Everything else (camera, geolocation, clipboard, …) is refused.
 */
export const isPermissionAllowed = (permission: string, requestingUrl: string | undefined): boolean =>
  permission === 'notifications' && requestingUrl !== undefined && isOurPage(requestingUrl);
