/**
 * Pop-out windows: the main window opens `about:blank` under a `perpdesk-popout-<id>` name and draws a panel into
 * it itself; the pop-out runs no code of its own and makes no bridge call. Here: which requests may open one, and
 * where it opens.
 */
import type { BrowserWindowConstructorOptions } from 'electron';
import { WINDOW_LOOK, windowWebPreferences } from './window-options';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DisplayArea {
  workArea: Rect;
}

/** The part of Electron's `screen` read here. */
export interface ScreenAreas {
  getAllDisplays(): DisplayArea[];
  getPrimaryDisplay(): DisplayArea;
}

/** The workspace file's minimum for a pop-out (`popoutSchema` in shared/workspace/model.ts). */
export const POPOUT_MIN = { width: 200, height: 150 };
/** Where a request that gives no usable bounds opens: centred on the primary display. */
const POPOUT_DEFAULT = { width: 480, height: 360 };
/**
 * A window counts as on a display while at least this much of it lies inside the display's work area: enough to
 * be seen and dragged. Less than that (its display unplugged, or all but a sliver off every screen) and it opens
 * on the primary display instead.
 */
const USABLE = { width: 100, height: 50 };

/** The renderer names a pop-out by its workspace's id and its first panel's (each at most 40: shared/workspace). */
const POPOUT_NAME = /^perpdesk-popout-[a-z0-9-]{1,81}$/;

export interface PopoutRequest {
  url: string;
  frameName: string;
  disposition: string;
  /** The web-contents asking is the main window's: not a pop-out's, not any other. */
  fromMainWindow: boolean;
}

/** A blank window under a pop-out's name, asked for by the main window's `window.open`: nothing else opens. */
export const isPopoutRequest = ({ url, frameName, disposition, fromMainWindow }: PopoutRequest): boolean =>
  fromMainWindow && disposition === 'new-window' && (url === 'about:blank' || url === '') && POPOUT_NAME.test(frameName);

const INTEGER = /^[+-]?\d{1,6}$/;

/** left, top, width and height from `window.open`'s features string; null when one is missing or not a number. */
export function boundsFromFeatures(features: string): Rect | null {
  const values = new Map<string, number>();
  for (const part of features.split(',')) {
    const equals = part.indexOf('=');
    if (equals < 0) continue;
    const value = part.slice(equals + 1).trim();
    if (INTEGER.test(value)) values.set(part.slice(0, equals).trim().toLowerCase(), Number(value));
  }
  const [x, y, width, height] = ['left', 'top', 'width', 'height'].map((key) => values.get(key));
  if (x === undefined || y === undefined || width === undefined || height === undefined) return null;
  return width > 0 && height > 0 ? { x, y, width, height } : null;
}

const shared = (a: Rect, b: Rect) => ({
  width: Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)),
  height: Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)),
});

/** Between the minimum and the area (the minimum wins on a screen smaller than it). */
const fit = (size: number, min: number, room: number) => Math.max(min, Math.min(size, room));

const sizeIn = (area: Rect, { width, height }: Pick<Rect, 'width' | 'height'>) => ({
  width: fit(width, POPOUT_MIN.width, area.width),
  height: fit(height, POPOUT_MIN.height, area.height),
});

export function centredIn(area: Rect, size: Pick<Rect, 'width' | 'height'>): Rect {
  const { width, height } = sizeIn(area, size);
  return { x: area.x + Math.floor((area.width - width) / 2), y: area.y + Math.floor((area.height - height) / 2), width, height };
}

/** Kept where it was, shrunk to the area if larger and moved in so that all of it is inside. */
function keptIn(area: Rect, bounds: Rect): Rect {
  const { width, height } = sizeIn(area, bounds);
  const x = Math.max(area.x, Math.min(bounds.x, area.x + area.width - width));
  const y = Math.max(area.y, Math.min(bounds.y, area.y + area.height - height));
  return { x, y, width, height };
}

/**
 * Where a pop-out opens: on the display holding the largest usable part of it (see USABLE), inside that display's
 * work area; when no display holds one (the monitor it was on is gone), centred on the primary display.
 */
export function placeOnDisplay(asked: Rect, displays: readonly DisplayArea[], primary: DisplayArea): Rect {
  const bounds = { ...asked, width: Math.max(asked.width, POPOUT_MIN.width), height: Math.max(asked.height, POPOUT_MIN.height) };
  let home: Rect | null = null;
  let most = 0;
  for (const { workArea } of displays) {
    const part = shared(bounds, workArea);
    const usable = part.width >= USABLE.width && part.height >= USABLE.height;
    if (usable && part.width * part.height > most) [home, most] = [workArea, part.width * part.height];
  }
  return home === null ? centredIn(primary.workArea, bounds) : keptIn(home, bounds);
}

export type OpenResponse = { action: 'deny' } | { action: 'allow'; overrideBrowserWindowOptions: BrowserWindowConstructorOptions };

/**
 * The answer to a `window.open`: a pop-out where the request is one, placed on the screen as it is now, with the
 * main window's web preferences (Chromium copies the opener's to an about:blank child anyway; giving the same
 * ones keeps the two sides agreeing); a refusal otherwise.
 */
export function windowOpenResponse(
  details: Omit<PopoutRequest, 'fromMainWindow'> & { features: string },
  { fromMainWindow, screen, preload }: { fromMainWindow: boolean; screen: ScreenAreas; preload: string },
): OpenResponse {
  if (!isPopoutRequest({ ...details, fromMainWindow })) return { action: 'deny' };
  const primary = screen.getPrimaryDisplay();
  const asked = boundsFromFeatures(details.features);
  const bounds = asked === null ? centredIn(primary.workArea, POPOUT_DEFAULT) : placeOnDisplay(asked, screen.getAllDisplays(), primary);
  return {
    action: 'allow',
    overrideBrowserWindowOptions: {
      ...bounds,
      // Width and height are the page's, as window.open's features mean them and as the renderer reads them back
      // (innerWidth, innerHeight); x and y are the frame's (screenX, screenY).
      useContentSize: true,
      minWidth: POPOUT_MIN.width,
      minHeight: POPOUT_MIN.height,
      ...WINDOW_LOOK,
      autoHideMenuBar: true,
      webPreferences: windowWebPreferences(preload),
    },
  };
}
