/**
 * The windows the screen is drawn in: the main one and the pop-outs it opened (one page, one session; a pop-out's
 * panels are drawn into it by the main window's renderer). What runs for the whole screen asks the set rather than
 * the main window: the page is hidden only when every window is; timers and animation frames run on a window on
 * screen (a hidden one's are held back to once a second, or stopped); keys are heard in every window.
 */

/** The part of a window the set uses, so that tests can hand it plain objects. */
export interface SetWindow {
  document: { hidden: boolean; hasFocus?: () => boolean };
  setTimeout: (run: () => void, ms: number) => number;
  clearTimeout: (handle: number) => void;
  requestAnimationFrame: (run: (time: number) => void) => number;
  cancelAnimationFrame: (handle: number) => void;
  addEventListener: (type: string, listener: (event: Event) => void, capture?: boolean) => void;
  removeEventListener: (type: string, listener: (event: Event) => void, capture?: boolean) => void;
}

export interface WindowSet<W extends SetWindow = SetWindow> {
  readonly main: W;
  /** Adds a pop-out; returns its removal (call it when the window closes). */
  add: (win: W) => () => void;
  all: () => W[];
  /** Every window is hidden (minimised, behind another tab): the screen shows nothing. */
  isHidden: () => boolean;
  isShown: (win: W) => boolean;
  /** Calls `listener` when a window is shown, hidden, added or removed, or another is pressed; returns the unsubscribe. */
  onChange: (listener: () => void) => () => void;
  /** Listens to `type` on every window, those added later too; returns the unsubscribe. */
  onEvery: (type: string, listener: (event: Event) => void, capture?: boolean) => () => void;
  /** The window the trader pressed or typed in last: where a dialog of the whole screen opens. */
  lastActive: () => W;
  /** Timers that run on a window on screen, and move to another when theirs is hidden or closed. */
  timers: { setTimeout: (run: () => void, ms: number) => unknown; clearTimeout: (handle: unknown) => void };
  /** The screen's visibility: hidden when every window is, told when that changes (not when one window of several is). */
  visibility: { isHidden: () => boolean; onChange: (listener: () => void) => () => void };
  /** Animation frames on a window on screen: the main window's own while it is shown. */
  requestAnimationFrame: (run: (time: number) => void) => number;
  cancelAnimationFrame: (handle: number) => void;
}

interface Pending<W> {
  run: () => void;
  due: number;
  win: W;
  id: number;
}

const ACTIVITY = ['pointerdown', 'keydown', 'focus'] as const;

export function createWindowSet<W extends SetWindow>(main: W, now: () => number = Date.now): WindowSet<W> {
  const windows: W[] = [main];
  const listeners = new Set<() => void>();
  const everywhere: { type: string; listener: (event: Event) => void; capture: boolean }[] = [];
  const detach = new Map<W, () => void>();
  const timers = new Set<Pending<W>>();
  let active: W = main;

  const changed = () => {
    for (const win of windows) if (win.document.hidden) rehomeFrom(win);
    for (const listener of [...listeners]) listener();
  };
  /** A window on screen to run on: the main one while it is shown, else the first pop-out that is. */
  const runner = (): W => (main.document.hidden ? (windows.find((w) => !w.document.hidden) ?? main) : main);

  const schedule = (timer: Pending<W>) => {
    timer.win = runner();
    timer.id = timer.win.setTimeout(
      () => {
        timers.delete(timer);
        timer.run();
      },
      Math.max(0, timer.due - now()),
    );
  };
  // Each window's own frame functions, taken before anyone replaces them (start.ts hands the main window's to the set).
  const ownFrames = new Map<W, Pick<SetWindow, 'requestAnimationFrame' | 'cancelAnimationFrame'>>();
  const framesOf = (win: W) => ownFrames.get(win) ?? main;
  const frames = new Map<number, { run: (time: number) => void; win: W; id: number }>();
  let frameIds = 0;
  const request = (handle: number, run: (time: number) => void) => {
    const win = runner();
    const id = framesOf(win).requestAnimationFrame((time) => {
      frames.delete(handle);
      run(time);
    });
    frames.set(handle, { run, win, id });
  };

  /** What waits on `win` (timers, keeping when they are due, and frames) moves to a window on screen. */
  const rehomeFrom = (win: W) => {
    if (runner() === win) return;
    for (const timer of timers) {
      if (timer.win !== win) continue;
      win.clearTimeout(timer.id);
      schedule(timer);
    }
    for (const [handle, frame] of frames) {
      if (frame.win !== win) continue;
      framesOf(win).cancelAnimationFrame(frame.id);
      request(handle, frame.run);
    }
  };

  const listen = (win: W) => {
    ownFrames.set(win, { requestAnimationFrame: win.requestAnimationFrame.bind(win), cancelAnimationFrame: win.cancelAnimationFrame.bind(win) });
    const onVisibility = () => changed();
    const onActive = () => {
      if (active === win) return;
      active = win;
      for (const listener of [...listeners]) listener();
    };
    (win as unknown as { document: EventTarget }).document.addEventListener('visibilitychange', onVisibility);
    for (const type of ACTIVITY) win.addEventListener(type, onActive, true);
    for (const { type, listener, capture } of everywhere) win.addEventListener(type, listener, capture);
    detach.set(win, () => {
      (win as unknown as { document: EventTarget }).document.removeEventListener('visibilitychange', onVisibility);
      for (const type of ACTIVITY) win.removeEventListener(type, onActive, true);
      for (const { type, listener, capture } of everywhere) win.removeEventListener(type, listener, capture);
    });
  };
  listen(main);
  const isHidden = () => windows.every((w) => w.document.hidden);
  const onChange = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };

  return {
    main,
    add: (win) => {
      if (windows.includes(win)) return () => {};
      windows.push(win);
      listen(win);
      changed();
      return () => {
        const at = windows.indexOf(win);
        if (at < 0) return;
        windows.splice(at, 1);
        detach.get(win)?.();
        detach.delete(win);
        if (active === win) active = main;
        rehomeFrom(win);
        ownFrames.delete(win);
        changed();
      };
    },
    all: () => [...windows],
    isHidden,
    isShown: (win) => windows.includes(win) && !win.document.hidden,
    onChange,
    visibility: {
      isHidden,
      onChange: (listener) => {
        let hidden = isHidden();
        return onChange(() => {
          if (isHidden() === hidden) return;
          hidden = !hidden;
          listener();
        });
      },
    },
    onEvery: (type, listener, capture = false) => {
      const entry = { type, listener, capture };
      everywhere.push(entry);
      for (const win of windows) win.addEventListener(type, listener, capture);
      return () => {
        everywhere.splice(everywhere.indexOf(entry), 1);
        for (const win of windows) win.removeEventListener(type, listener, capture);
      };
    },
    lastActive: () => active,
    timers: {
      setTimeout: (run, ms) => {
        const timer: Pending<W> = { run, due: now() + ms, win: main, id: 0 };
        timers.add(timer);
        schedule(timer);
        return timer;
      },
      clearTimeout: (handle) => {
        const timer = handle as Pending<W>;
        if (!timers.delete(timer)) return;
        timer.win.clearTimeout(timer.id);
      },
    },
    requestAnimationFrame: (run) => {
      const handle = ++frameIds;
      request(handle, run);
      return handle;
    },
    cancelAnimationFrame: (handle) => {
      const frame = frames.get(handle);
      if (!frame) return;
      frames.delete(handle);
      framesOf(frame.win).cancelAnimationFrame(frame.id);
    },
  };
}
