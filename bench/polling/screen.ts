/**
 * A simulated screen: the renderer's own feed table (intervals, what each feed asks, the band it asks in), run
 * as the renderer's poller runs it (each feed asks, waits for its answer, then waits its interval), over the core's
 * dispatch. It records, per run of an on-screen feed, when it asked and when the answer came.
 */
import type { BandHint } from '../../shared/bridge';
import { FEEDS, type FeedContext, type FeedName } from '../../renderer/stores/feed-table';
import { inBand, type Invoke } from '../../renderer/stores/invoke';

export interface FeedRun {
  feed: FeedName;
  band: BandHint;
  intervalMs: number;
  askedAt: number;
  /** Null: still unanswered when the screen closed. */
  answeredAt: number | null;
}

export interface ScreenOptions {
  invoke: Invoke;
  feeds: readonly FeedName[];
  context: FeedContext;
  durationMs: number;
  /** The band a feed asks in: the feed table's, or one band for all (the old single budget). */
  bandOf: (feed: FeedName) => BandHint;
}

export async function runScreen({ invoke, feeds, context, durationMs, bandOf }: ScreenOptions): Promise<FeedRun[]> {
  const runs: FeedRun[] = [];
  const start = performance.now();
  const at = (): number => performance.now() - start;
  const closed = sleep(durationMs).then(() => null);
  const poll = async (feed: FeedName): Promise<void> => {
    const { intervalMs } = FEEDS[feed];
    const band = bandOf(feed);
    const asking = inBand(invoke, band);
    while (at() < durationMs) {
      const run: FeedRun = { feed, band, intervalMs, askedAt: at(), answeredAt: null };
      runs.push(run);
      run.answeredAt = await Promise.race([FEEDS[feed].fetch(asking, context).then(at), closed]);
      if (run.answeredAt === null) return;
      await sleep(Math.min(intervalMs, durationMs - at()));
    }
  };
  await Promise.all(feeds.map(poll));
  return runs;
}

/**
 * How late a run's answer came: by how much it took longer than the feed's interval (a feed answered within its
 * interval is on time). A run still unanswered at the end counts as answered then.
 */
export function latenessMs(run: FeedRun, durationMs: number): number {
  return Math.max(0, (run.answeredAt ?? durationMs) - run.askedAt - run.intervalMs);
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
