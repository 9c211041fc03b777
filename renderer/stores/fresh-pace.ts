/**
 * How often the book and trades are asked while they are on screen: faster than their interval with what the
 * request budget leaves idle (writes, the screen's other feeds and background work first), back to their interval
 * as the budget tightens. Pure: the budget's use in, intervals out. The extra runs ask in the `spare` band, so
 * even when this guesses wrong they never take the reserve kept for writes and the screen, nor what background
 * work waits for (app/exchange/scheduler.ts).
 */
import type { ConnectionStatus } from '../../shared/bridge';

/** The feeds asked faster when there is room, most wanted first, and the fastest each is asked. */
export const FRESHEST_MS = { depth: 250, trades: 500 } as const;
export type FreshFeed = keyof typeof FRESHEST_MS;
export const FRESH_FEEDS = Object.keys(FRESHEST_MS) as FreshFeed[];
export type FreshIntervals = Record<FreshFeed, number>;

/** Requests a second left unclaimed, so that a spare poll rarely has to wait for the budget. */
export const HEADROOM_PER_SECOND = 0.5;

/**
 * The intervals for the book and trades given how the budget is spent now. `regular`: their intervals as set (the
 * on-time pace, never slowed below). Back to `regular` at once while writes wait for the budget, while the exchange
 * slows us down (2008), or when the budget is not known yet. (An on-screen request waiting is no sign: the screen's
 * feeds ask in bursts, and the spare polls never delay them anyway.)
 */
export function paceFresh(connection: ConnectionStatus | null | undefined, regular: FreshIntervals): FreshIntervals {
  if (!connection || connection.throttledUntil !== null) return regular;
  const { perSecond, used, waiting } = connection.budget;
  if (waiting.write > 0) return regular;
  // What the spare polls may have: the rate less what writes, the screen and background work use, less headroom.
  let idle = perSecond - used.write - used.screen - used.background - HEADROOM_PER_SECOND;
  const paced = { ...regular };
  for (const feed of FRESH_FEEDS) {
    const base = 1000 / regular[feed];
    const extra = Math.max(0, Math.min(idle, 1000 / FRESHEST_MS[feed] - base));
    idle -= extra;
    paced[feed] = Math.min(regular[feed], Math.max(FRESHEST_MS[feed], Math.round(1000 / (base + extra))));
  }
  return paced;
}

/**
 * The band a run of a fresh feed asks in: the screen's once its interval has (nearly) passed since its last
 * on-screen run, so that the feed stays on time whatever the spare polls get; otherwise a spare poll.
 */
export function bandOfRun(now: number, lastScreenAt: number | null, regularMs: number, pacedMs: number): 'screen' | 'spare' {
  if (pacedMs >= regularMs || lastScreenAt === null) return 'screen';
  return now - lastScreenAt >= regularMs - pacedMs / 2 ? 'screen' : 'spare';
}
