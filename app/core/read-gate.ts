/**
 * One connection's reads on their way into the core (a browser tab, the desktop window, the CLI's channel): a
 * connection that asks faster than the request budget answers (~10 a second) must not queue ahead of every other.
 * - At most RUNNING_PER_BAND of its reads of one band are in the core at once, waiting there for the budget or
 *   being answered, so another connection's read waits behind at most that many of its reads.
 * - The others wait here, at most MAX_WAITING of them; past that a read is answered "busy" at once.
 * - A read that waited here MAX_WAIT_MS is answered "busy" instead of being sent late.
 * - A read asked again while the same one (method, parameters, band) waits or runs shares its answer (but for
 *   the few reads that change something of Perpdesk's own, NEVER_SHARED).
 * Writes, and calls the contract refuses, are never held, dropped or shared.
 */
import { fail, type BandHint, type BridgeResult } from '../../shared/bridge';
import { checkCall, type Dispatch } from './dispatch';

/**
 * The screen asks a band for about five reads at once (the feeds of one interval; those of other intervals keep off
 * their moment), and those that never reach the exchange answer at once: four running holds it back little, while
 * another connection's read waits behind at most four of this one's, about half a second of the budget.
 */
export const RUNNING_PER_BAND = 4;
/**
 * Three times the reads of every feed of the screen together (about twenty), and more than the budget answers within
 * MAX_WAIT_MS: a read past it would only wait to be dropped.
 */
export const MAX_WAITING = 64;
/**
 * The feeds' intervals are the renderer's (and the trader's to change); 5 s is the longest default of any of them
 * (status, balance, the market list). An answer later than that is older than the next one its feed would ask for.
 */
export const MAX_WAIT_MS = 5000;

export interface ReadGateLimits {
  runningPerBand: number;
  maxWaiting: number;
  maxWaitMs: number;
}

export interface ReadGate {
  dispatch: Dispatch;
  /** The connection is gone: its waiting reads are answered "busy" and never sent. */
  close(): void;
}

const TOO_MANY =
  'Perpdesk is busy: too many reads from this window (or script) are waiting for the exchange. Nothing was sent; try again in a moment';
const TOO_OLD = `Perpdesk is busy: this read waited over ${MAX_WAIT_MS / 1000} s for the exchange's request budget and was not sent, as its answer would be out of date`;
const GONE = 'The connection closed before this read was sent';

/**
 * Reads in the budget's sense (no trade: not in the write band) that still change what Perpdesk keeps. Each is
 * done as asked, never answered with another's result: two identical alerts set are two alerts.
 */
const NEVER_SHARED: ReadonlySet<string> = new Set([
  'alerts.set',
  'alerts.edit',
  'alerts.remove',
  'alerts.markSeen',
  'protection.markRead',
  'protection.keepAwake',
]);

interface Waiting {
  start(): void;
  drop(message: string): void;
  timer: ReturnType<typeof setTimeout>;
}

type Answer = Promise<BridgeResult<unknown>>;

export function createReadGate(dispatch: Dispatch, limits: Partial<ReadGateLimits> = {}): ReadGate {
  const { runningPerBand = RUNNING_PER_BAND, maxWaiting = MAX_WAITING, maxWaitMs = MAX_WAIT_MS } = limits;
  const running: Record<BandHint, number> = { screen: 0, background: 0, spare: 0 };
  const queues: Record<BandHint, Waiting[]> = { screen: [], background: [], spare: [] };
  const pending = new Map<string, Answer>();
  let waiting = 0;
  let closed = false;

  const run = (method: string, params: unknown, band: BandHint): Answer => {
    running[band]++;
    return dispatch(method, params, band).finally(() => {
      running[band]--;
      startWaiting(band);
    });
  };

  const startWaiting = (band: BandHint): void => {
    const queue = queues[band];
    while (running[band] < runningPerBand && queue.length > 0) {
      const next = queue.shift()!;
      waiting--;
      clearTimeout(next.timer);
      next.start();
    }
  };

  const wait = (method: string, params: unknown, band: BandHint): Answer =>
    new Promise((resolve) => {
      const queue = queues[band];
      const entry: Waiting = {
        start: () => resolve(run(method, params, band)),
        drop: (message) => resolve(fail('busy', message)),
        timer: setTimeout(() => {
          queue.splice(queue.indexOf(entry), 1);
          waiting--;
          entry.drop(TOO_OLD);
        }, maxWaitMs),
      };
      entry.timer.unref?.();
      queue.push(entry);
      waiting++;
    });

  const gated: Dispatch = (method, params, hint) => {
    const call = checkCall(method, params, hint);
    if ('ok' in call) return Promise.resolve(call);
    if (call.band === 'write') return dispatch(method, params, hint);
    const band = call.band;
    const key = NEVER_SHARED.has(call.method) ? null : `${band} ${call.method} ${JSON.stringify(call.params)}`;
    const same = key === null ? undefined : pending.get(key);
    if (same) return same;
    if (closed) return Promise.resolve(fail('busy', GONE));
    let answer: Answer;
    if (running[band] < runningPerBand) answer = run(call.method, params, band);
    else if (waiting >= maxWaiting) return Promise.resolve(fail('busy', TOO_MANY));
    else answer = wait(call.method, params, band);
    if (key !== null) {
      pending.set(key, answer);
      const forget = () => {
        if (pending.get(key) === answer) pending.delete(key);
      };
      answer.then(forget, forget);
    }
    return answer;
  };

  return {
    dispatch: gated,
    close() {
      closed = true;
      for (const queue of Object.values(queues)) {
        for (const entry of queue.splice(0)) {
          clearTimeout(entry.timer);
          entry.drop(GONE);
        }
      }
      waiting = 0;
    },
  };
}
