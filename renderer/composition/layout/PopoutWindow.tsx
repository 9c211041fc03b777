/**
 * A window of its own for what a workspace popped out. The window is opened blank on this page's origin and drawn
 * by this page's renderer through a portal: one session, one poller and one set of market scopes for every window,
 * so a market shown in two windows is asked once, and the request budget holds for all of them together. The
 * window's style sheets are this page's; its theme follows the setting. Closed by the trader, it says so
 * (`onClosed`: the panel goes back); closed by us (the workspace switched, the page unloading), it says nothing.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { Bounds } from '../../domain/workspace/popouts';
import { PanelWindowContext, useLastActiveWindow, useWindowSet } from '../../ui/window-context';

export interface PopoutWindowProps {
  /** The window's name: the same name is the same window (a second open finds it rather than opening another). */
  name: string;
  title: string;
  bounds: Bounds;
  theme: 'dark' | 'light';
  /** The browser refused to open it (a pop-up blocker: a window may open only on a press). */
  onBlocked: () => void;
  /** The trader closed it. */
  onClosed: () => void;
  /** The trader moved or resized it (looked at every second). */
  onMoved: (bounds: Bounds) => void;
  children: ReactNode;
}

const ROOT_ID = 'popout-root';
const MOVE_CHECK_MS = 1000;

/** Set when this page unloads: its windows then close with it, and their panels stay where the workspace has them. */
let unloading = false;
if (typeof window !== 'undefined') window.addEventListener('pagehide', () => (unloading = true));

/** Windows closed by us, a moment later: a window opened again at once (React's second mount) is kept. */
const closing = new Map<string, ReturnType<typeof setTimeout>>();

const features = ({ left, top, width, height }: Bounds) => `popup,left=${left},top=${top},width=${width},height=${height}`;

/** Where the window stands: its frame's place on screen, and the size of what it shows (as `features` sets them). */
const boundsOfWindow = (win: Window): Bounds => ({ left: win.screenX, top: win.screenY, width: win.innerWidth, height: win.innerHeight });

/**
 * The window's document made ready to draw into (once: a window found again is ready): this page's style sheets,
 * loaded before anything is drawn (a chart reads its colours from them as it is made), and the root to draw in.
 */
function prepared(win: Window): { root: HTMLElement; ready: Promise<unknown> } {
  const doc = win.document;
  const found = doc.getElementById(ROOT_ID);
  if (found) return { root: found, ready: Promise.resolve() };
  const loads: Promise<unknown>[] = [];
  for (const sheet of document.querySelectorAll('link[rel="stylesheet"], style')) {
    const copy = doc.importNode(sheet, true);
    if (copy.localName === 'link')
      loads.push(
        new Promise((settle) => {
          copy.addEventListener('load', settle);
          copy.addEventListener('error', settle);
        }),
      );
    doc.head.append(copy);
  }
  const root = doc.createElement('div');
  root.id = ROOT_ID;
  root.className = 'popout-root';
  doc.body.append(root);
  return { root, ready: Promise.all(loads) };
}

export function PopoutWindow({ name, title, bounds, theme, onBlocked, onClosed, onMoved, children }: PopoutWindowProps) {
  const windows = useWindowSet();
  const [shown, setShown] = useState<{ win: Window; root: HTMLElement } | null>(null);
  const latest = useRef({ onBlocked, onClosed, onMoved, bounds });
  latest.current = { onBlocked, onClosed, onMoved, bounds };

  useEffect(() => {
    const pending = closing.get(name);
    if (pending !== undefined) clearTimeout(pending);
    closing.delete(name);
    const win = window.open('', name, features(latest.current.bounds));
    if (!win) {
      latest.current.onBlocked();
      return;
    }
    const { root, ready } = prepared(win);
    const leave = windows?.add(win);
    let ours = false;
    const closedByTrader = () => {
      if (ours || unloading) return;
      ours = true;
      latest.current.onClosed();
    };
    win.addEventListener('pagehide', closedByTrader);
    const watch = setInterval(() => {
      if (win.closed) closedByTrader();
      else latest.current.onMoved(boundsOfWindow(win));
    }, MOVE_CHECK_MS);
    void ready.then(() => {
      if (!ours) setShown({ win, root });
    });
    return () => {
      ours = true;
      clearInterval(watch);
      win.removeEventListener('pagehide', closedByTrader);
      leave?.();
      setShown(null);
      closing.set(
        name,
        setTimeout(() => {
          closing.delete(name);
          win.close();
        }, 0),
      );
    };
  }, [name, windows]);

  useEffect(() => {
    if (!shown) return;
    const html = shown.win.document.documentElement;
    html.dataset['theme'] = theme;
    html.style.colorScheme = theme;
    shown.win.document.title = title;
  }, [shown, theme, title]);

  // The page going away takes its windows with it (their panels stay in the workspace, and open again with it).
  useEffect(() => {
    if (!shown) return;
    const close = () => shown.win.close();
    window.addEventListener('pagehide', close);
    return () => window.removeEventListener('pagehide', close);
  }, [shown]);

  return shown ? createPortal(<PanelWindowContext value={shown.win}>{children}</PanelWindowContext>, shown.root) : null;
}

/** Draws `children` in the window the trader pressed last (a dialog of the whole screen shows where they are). */
export function InLastActiveWindow({ children }: { children: ReactNode }) {
  const win = useLastActiveWindow();
  const root = win && win !== window && !win.closed ? win.document.getElementById(ROOT_ID) : null;
  return root ? createPortal(<PanelWindowContext value={win}>{children}</PanelWindowContext>, root) : <>{children}</>;
}
