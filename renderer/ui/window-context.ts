/**
 * The windows of the screen in React: the set (window-set.ts), put by main.tsx, and the window a panel is drawn in,
 * put by a pop-out around what it draws (absent: the main window).
 */
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { WindowSet } from './window-set';

export type ScreenWindows = WindowSet<Window>;

export const WindowSetContext = createContext<ScreenWindows | null>(null);
export const PanelWindowContext = createContext<Window | null>(null);

/** The screen's windows; without a provider (a test of one panel), a set of the page's window alone. */
export function useWindowSet(): ScreenWindows | null {
  return useContext(WindowSetContext);
}

/** The pop-out the calling panel is drawn in; null in the main window. */
export const usePanelWindow = (): Window | null => useContext(PanelWindowContext);

/** Whether the calling panel's window is on screen (not minimised, not behind another tab). */
export function usePanelShown(): boolean {
  const windows = useWindowSet();
  const win = usePanelWindow();
  const subscribe = useCallback((listener: () => void) => windows?.onChange(listener) ?? (() => {}), [windows]);
  const shown = useCallback(() => (windows ? windows.isShown(win ?? windows.main) : true), [windows, win]);
  return useSyncExternalStore(subscribe, shown, shown);
}

/** The window the trader pressed last (null without a set): where a dialog of the whole screen is shown. */
export function useLastActiveWindow(): Window | null {
  const windows = useWindowSet();
  const subscribe = useCallback((listener: () => void) => windows?.onChange(listener) ?? (() => {}), [windows]);
  const last = useCallback(() => windows?.lastActive() ?? null, [windows]);
  return useSyncExternalStore(subscribe, last, last);
}

/** Listens to `type` in every window of the screen (only this page's without a set); returns the unsubscribe. */
export function listenEverywhere<K extends keyof WindowEventMap>(
  windows: ScreenWindows | null,
  type: K,
  listener: (event: WindowEventMap[K]) => void,
): () => void {
  const heard = listener as (event: Event) => void;
  if (windows) return windows.onEvery(type, heard);
  window.addEventListener(type, heard);
  return () => window.removeEventListener(type, heard);
}
