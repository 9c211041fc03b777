import { describe, expect, it } from 'vitest';
import { createWindowSet, type SetWindow } from './window-set';

/** A window of a fake clock: its timers run when the test moves time on, its frames when it draws (never hidden). */
function fakeWorld() {
  let time = 0;
  const all: FakeWindow[] = [];
  class FakeTarget {
    listeners = new Map<string, Set<(event: Event) => void>>();
    addEventListener(type: string, listener: (event: Event) => void) {
      if (!this.listeners.has(type)) this.listeners.set(type, new Set());
      this.listeners.get(type)!.add(listener);
    }
    removeEventListener(type: string, listener: (event: Event) => void) {
      this.listeners.get(type)?.delete(listener);
    }
    dispatch(type: string, event: unknown = { type }) {
      for (const listener of [...(this.listeners.get(type) ?? [])]) listener(event as Event);
    }
  }
  class FakeDocument extends FakeTarget {
    hidden = false;
  }
  class FakeWindow extends FakeTarget implements SetWindow {
    document = new FakeDocument();
    timers = new Map<number, { run: () => void; at: number }>();
    frames = new Map<number, (time: number) => void>();
    ids = 0;
    constructor(readonly name: string) {
      super();
      all.push(this);
    }
    setTimeout = (run: () => void, ms: number) => {
      this.timers.set(++this.ids, { run, at: time + ms });
      return this.ids;
    };
    clearTimeout = (id: number) => void this.timers.delete(id);
    requestAnimationFrame = (run: (t: number) => void) => {
      this.frames.set(++this.ids, run);
      return this.ids;
    };
    cancelAnimationFrame = (id: number) => void this.frames.delete(id);
    setHidden(hidden: boolean) {
      this.document.hidden = hidden;
      this.document.dispatch('visibilitychange');
    }
    /** Draws a frame, as a window on screen does. */
    draw() {
      if (this.document.hidden) return;
      const frames = [...this.frames.values()];
      this.frames.clear();
      for (const run of frames) run(time);
    }
  }
  const advance = (ms: number) => {
    time += ms;
    for (const win of all)
      for (const [id, timer] of [...win.timers])
        if (timer.at <= time) {
          win.timers.delete(id);
          timer.run();
        }
  };
  return { FakeWindow, advance, now: () => time };
}

/** The main window and one pop-out in the set. */
function twoWindows() {
  const world = fakeWorld();
  const main = new world.FakeWindow('main');
  const set = createWindowSet(main, world.now);
  const popout = new world.FakeWindow('popout');
  const remove = set.add(popout);
  return { ...world, main, set, popout, remove };
}

describe('the set of windows', () => {
  it('is hidden only when every window is', () => {
    const { main, set, popout, remove } = twoWindows();
    const seen: boolean[] = [];
    set.onChange(() => seen.push(set.isHidden()));
    main.setHidden(true);
    expect(set.isHidden()).toBe(false);
    expect(set.isShown(popout)).toBe(true);
    popout.setHidden(true);
    expect(set.isHidden()).toBe(true);
    remove();
    expect(set.all()).toEqual([main]);
    expect(seen).toEqual([false, true, true]);
  });

  it("runs the main window's timers on a pop-out while the main one is hidden, due when they were", () => {
    const { main, set, popout, advance, now } = twoWindows();
    const ran: number[] = [];
    set.timers.setTimeout(() => ran.push(now()), 1000);
    advance(400);
    main.setHidden(true);
    expect(main.timers.size).toBe(0);
    expect(popout.timers.size).toBe(1);
    advance(600);
    expect(ran).toEqual([1000]);
    // A new one goes straight to the window on screen.
    set.timers.setTimeout(() => ran.push(now()), 50);
    expect(popout.timers.size).toBe(1);
    advance(50);
    expect(ran).toEqual([1000, 1050]);
  });

  it("hands a closing pop-out's timers and frames back, and cancels what is cancelled", () => {
    const { main, set, popout, remove, advance } = twoWindows();
    main.setHidden(true);
    const ran: string[] = [];
    set.timers.setTimeout(() => ran.push('kept'), 100);
    const cancelled = set.timers.setTimeout(() => ran.push('cancelled'), 100);
    set.requestAnimationFrame(() => ran.push('frame'));
    set.timers.clearTimeout(cancelled);
    main.document.hidden = false;
    remove();
    expect(popout.timers.size).toBe(0);
    advance(100);
    main.draw();
    expect(ran).toEqual(['kept', 'frame']);
  });

  it('draws frames on a window on screen, and moves a waiting frame when its window is hidden', () => {
    const { main, set, popout } = twoWindows();
    const drawn: string[] = [];
    set.requestAnimationFrame(() => drawn.push('first'));
    main.setHidden(true);
    popout.draw();
    expect(drawn).toEqual(['first']);
    const cancelled = set.requestAnimationFrame(() => drawn.push('cancelled'));
    set.cancelAnimationFrame(cancelled);
    popout.draw();
    expect(drawn).toEqual(['first']);
  });

  it('hears an event in every window, those added later too, and knows the one pressed last', () => {
    const { FakeWindow, now } = fakeWorld();
    const main = new FakeWindow('main');
    const set = createWindowSet(main, now);
    const keys: string[] = [];
    const off = set.onEvery('keydown', (event) => keys.push((event as unknown as { key: string }).key));
    const popout = new FakeWindow('popout');
    const remove = set.add(popout);
    main.dispatch('keydown', { key: 'a' });
    popout.dispatch('keydown', { key: 'b' });
    expect(keys).toEqual(['a', 'b']);
    expect(set.lastActive()).toBe(popout);
    main.dispatch('pointerdown');
    expect(set.lastActive()).toBe(main);
    popout.dispatch('pointerdown');
    remove();
    expect(set.lastActive()).toBe(main);
    popout.dispatch('keydown', { key: 'c' });
    off();
    main.dispatch('keydown', { key: 'd' });
    expect(keys).toEqual(['a', 'b']);
  });
});

describe("the screen's visibility", () => {
  it('is told only when the whole screen is hidden or shown again', () => {
    const { main, set, popout } = twoWindows();
    let told = 0;
    set.visibility.onChange(() => told++);
    main.setHidden(true);
    popout.dispatch('pointerdown');
    expect(told).toBe(0);
    popout.setHidden(true);
    expect(told).toBe(1);
    main.setHidden(false);
    expect(told).toBe(2);
  });
});
