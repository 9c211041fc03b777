/** The pop-outs open now: each leaves the set when it closes, and those left close with the main window. */
export interface PopoutWindow {
  close(): void;
  isDestroyed(): boolean;
  once(event: 'closed', listener: () => void): unknown;
}

export function createPopoutSet<W extends PopoutWindow>() {
  const open = new Set<W>();
  return {
    add(window: W): void {
      open.add(window);
      window.once('closed', () => open.delete(window));
    },
    closeAll(): void {
      for (const window of [...open]) if (!window.isDestroyed()) window.close();
    },
    get size(): number {
      return open.size;
    },
  };
}
