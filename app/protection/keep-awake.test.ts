import { describe, expect, it } from 'vitest';
import { keepAwake, type SleepBlocker } from './keep-awake';

function fakeBlocker() {
  const calls: string[] = [];
  let next = 1;
  const blocker: SleepBlocker = {
    start: (type) => {
      calls.push(`start ${type}`);
      return next++;
    },
    stop: (id) => void calls.push(`stop ${id}`),
  };
  return { blocker, calls };
}

const status = (keepAwake: boolean, armed: number, pending = 0) => ({ keepAwake, armed, pending });

describe('keeping the system awake while orders are armed', () => {
  it('blocks sleep only while the setting is on and an order is armed, once, and lets go when either ends', () => {
    const { blocker, calls } = fakeBlocker();
    let running = keepAwake(blocker, null, status(false, 2));
    expect(running).toBeNull();
    running = keepAwake(blocker, running, status(true, 0));
    expect(running).toBeNull();
    running = keepAwake(blocker, running, status(true, 1));
    running = keepAwake(blocker, running, status(true, 2));
    expect(running).toBe(1);
    running = keepAwake(blocker, running, status(true, 0));
    expect(running).toBeNull();
    // A bracket waiting for its entry counts: it arms by itself.
    running = keepAwake(blocker, running, status(true, 0, 1));
    running = keepAwake(blocker, running, status(false, 0, 1));
    // No answer (no session): nothing is held, nothing blocked.
    expect(keepAwake(blocker, running, null)).toBeNull();
    expect(calls).toEqual(['start prevent-app-suspension', 'stop 1', 'start prevent-app-suspension', 'stop 2']);
  });
});
