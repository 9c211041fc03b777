/**
 * The fresh benchmark's Watch rows: the focused (red) market's book age on screen with the Watch workspace shown
 * (four charts of four markets, the red market's book and ladder), the budget shared by every market on screen.
 */
import type { Browser } from '@playwright/test';
import { FEEDS } from '../../renderer/stores/feed-table';
import { row, type Row, type Target } from '../report';
import { launchWatchVenue, showWatch } from '../ui/watch';
import { measureAge } from './age';

const ms = (n: number) => `${Math.round(n)} ms`;

export async function measureWatch(browser: Browser, sampleSeconds: number, bookAgeMs: number): Promise<{ rows: Row[]; targets: Target[] }> {
  const venue = await launchWatchVenue();
  const age = await measureAge(browser, venue.url, sampleSeconds, showWatch).finally(() => venue.stop());
  const late = age.worstLateMs <= 0 ? 'none late' : `${age.worstLateFeed} ${ms(age.worstLateMs)} late at worst`;
  return {
    rows: [
      row(
        'Watch: focused book age on screen (p95)',
        age.book.ageP95 * 1000,
        FEEDS.depth.intervalMs * 1000,
        `p50 ${ms(age.book.ageP50)}; answer to pixels p95 ${ms(age.book.shownP95)}; ${age.bookPerSecond.toFixed(2)} answers/s; ${late}`,
      ),
    ],
    targets: [{ text: `Watch: focused book age p95 ≤ ${bookAgeMs} ms (${ms(age.book.ageP95)})`, met: age.book.ageP95 <= bookAgeMs }],
  };
}
