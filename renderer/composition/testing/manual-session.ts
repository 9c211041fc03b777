/** Test support: a real session over a fake bridge whose pollers never run, so a test drives every feed by hand. */
import type { WriteInvoke } from '../../bridge/client';
import { createSession, type Session } from '../session';
import { memoryStorage } from '../../stores/storage';

const NEVER_SCHEDULED = {
  timers: { setTimeout: () => 0, clearTimeout: () => {} },
  random: () => 0.5,
  visibility: { isHidden: () => false, onChange: () => () => {} },
};

export function manualSession(invoke: WriteInvoke, now: () => number): Session {
  return createSession({ invoke, storage: memoryStorage(), env: NEVER_SCHEDULED, now });
}
