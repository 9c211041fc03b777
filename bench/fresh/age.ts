/**
 * How old the book and trades on screen get: the default screen (book, tape, chart, summary, tables), or another
 * workspace shown once it is open, on the living paper market, every feed at its default interval and the request
 * budget at 10 a second. Per update, from the renderer's performance marks (renderer/stores/perf-marks.ts): `age`
 * is the time from the previous answer's arrival to the frame after the one that paints the next (the polling
 * interval plus the time to the pixels); `shown` is an answer's own time to the pixels. An on-screen feed is late
 * when one of its runs took longer than its interval (asked to answered).
 */
import type { Browser, Page } from '@playwright/test';
import { FEEDS, type FeedName } from '../../renderer/stores/feed-table';
import { openScreen } from '../ui/screen';
import { percentile } from '../ui/stats';

export interface AgeFigures {
  book: { ageP95: number; ageP50: number; shownP95: number; updates: number };
  trades: { ageP95: number; ageP50: number; shownP95: number; updates: number };
  /** The worst lateness of any on-screen feed, ms (0: none late), and which. */
  worstLateMs: number;
  worstLateFeed: string | null;
  /** The bridge's answers of the book and trades per second, as the page saw them. */
  bookPerSecond: number;
  tradesPerSecond: number;
}

/**
 * Steady state: the start's one-off requests (the pair list, every market's open orders) are over after about 8 s,
 * but the budget's use is averaged over 10 s, and the pace of the book and trades follows that average as the
 * status reads it (every 5 s): until then trades are paced slower than they will be.
 */
const WARM_UP_MS = 15_000;

/** `prepare`: what is done to the screen once open, before the warm-up (another workspace shown). */
export async function measureAge(browser: Browser, url: string, sampleSeconds: number, prepare?: (page: Page) => Promise<void>): Promise<AgeFigures> {
  const screen = await openScreen(browser, url, {}, { perf: true });
  try {
    await prepare?.(screen.page);
    await screen.page.waitForTimeout(WARM_UP_MS);
    await screen.page.evaluate(() => performance.clearMeasures());
    await screen.page.waitForTimeout(sampleSeconds * 1000);
    const measures = await screen.page.evaluate(() => performance.getEntriesByType('measure').map((e) => ({ name: e.name, duration: e.duration })));
    const of = (name: string) => measures.filter((m) => m.name === name).map((m) => m.duration);
    const figures = (feed: FeedName) => {
      const age = of(`age:${feed}`);
      return { ageP95: percentile(age, 95), ageP50: percentile(age, 50), shownP95: percentile(of(`shown:${feed}`), 95), updates: age.length };
    };
    let worstLateMs = 0;
    let worstLateFeed: string | null = null;
    for (const feed of Object.keys(FEEDS) as FeedName[]) {
      if (FEEDS[feed].band !== 'screen') continue;
      for (const took of of(`run:${feed}`)) {
        const late = took - FEEDS[feed].intervalMs;
        if (late > worstLateMs) [worstLateMs, worstLateFeed] = [late, feed];
      }
    }
    return {
      book: figures('depth'),
      trades: figures('trades'),
      worstLateMs,
      worstLateFeed,
      bookPerSecond: of('run:depth').length / sampleSeconds,
      tradesPerSecond: of('run:trades').length / sampleSeconds,
    };
  } finally {
    await screen.close();
  }
}
