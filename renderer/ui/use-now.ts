import { useSyncExternalStore } from 'react';

/**
 * One clock per period for the whole screen: every age and countdown that ticks each second is redrawn in one
 * batch from one timer, not from a timer of its own.
 */
interface Clock {
  now: number;
  listeners: Set<() => void>;
  timer: number | null;
  /** Stable, so React does not subscribe again on every render. */
  subscribe: (listener: () => void) => () => void;
  read: () => number;
}

const clocks = new Map<number, Clock>();

function clockOf(everyMs: number): Clock {
  let clock = clocks.get(everyMs);
  if (!clock) {
    const made: Clock = {
      now: Date.now(),
      listeners: new Set(),
      timer: null,
      subscribe: (listener) => subscribe(everyMs, listener),
      read: () => made.now,
    };
    clock = made;
    clocks.set(everyMs, clock);
  }
  return clock;
}

function subscribe(everyMs: number, listener: () => void): () => void {
  const clock = clockOf(everyMs);
  clock.listeners.add(listener);
  if (clock.timer === null) {
    clock.now = Date.now();
    clock.timer = window.setInterval(() => {
      clock.now = Date.now();
      for (const notify of clock.listeners) notify();
    }, everyMs);
  }
  return () => {
    clock.listeners.delete(listener);
    if (clock.listeners.size === 0 && clock.timer !== null) {
      window.clearInterval(clock.timer);
      clock.timer = null;
    }
  };
}

/** Calls `listener` on every tick of the clock of `everyMs`; returns the unsubscribe. */
export const subscribeClock = (everyMs: number, listener: () => void): (() => void) => clockOf(everyMs).subscribe(listener);

/** The time as of the last tick of the clock of `everyMs`. */
export const readClock = (everyMs: number): number => clockOf(everyMs).now;

/** The current time, re-read every `everyMs`: for ages and countdowns. */
export function useNow(everyMs: number): number {
  const clock = clockOf(everyMs);
  return useSyncExternalStore(clock.subscribe, clock.read, clock.read);
}
