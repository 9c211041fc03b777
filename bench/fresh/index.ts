/**
 * `npm run bench -- fresh`: how fresh the screen is and how fast it answers, in Debian's Chromium against the
 * paper exchange on 127.0.0.1, each figure against a baseline measured in the same run.
 * - Book and trades age on screen (bench/fresh/age.ts): p95 against the issue's bounds (350 ms, 600 ms); the
 *   baseline is the feed's own interval as set (what the age would be at its interval with no time to the pixels).
 * - Click to screen (click.ts): a click on Buy / Long to the order in Open orders and on the ladder, against the
 *   same create over the bridge plus one frame.
 * - Cold start (cold-start.ts): start to the first book on screen, against a page that only loads the bundle.
 * - The focused book's age with the Watch workspace shown (watch.ts); `--watch` runs that alone.
 * Needs the build (`npm run build`); builds it when it is missing.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { launchBrowserMode } from '../../e2e/launch';
import { CHROMIUM } from '../../playwright.config';
import { FEEDS } from '../../renderer/stores/feed-table';
import { row, type BenchResult, type Row } from '../report';
import { measureAge } from './age';
import { measureClick } from './click';
import { measureColdStart } from './cold-start';
import { measureWatch } from './watch';

const SAMPLE_SECONDS = 30;
const CLICK_TRIALS = 20;
const COLD_STARTS = 3;
export const TARGETS = { bookAgeMs: 350, tradesAgeMs: 600, clickRatio: 1.5, coldStartRatio: 2 };

/** A time row in µs; its ratio is ours ÷ baseline (the issue's bounds are in those terms), so below 1 is faster. */
const timeRow = (name: string, oursMs: number, baseMs: number, note?: string): Row => row(name, oursMs * 1000, baseMs * 1000, note);
const ms = (n: number) => `${Math.round(n)} ms`;
const OURS = 'the Perpdesk screen (feeds paced by the request budget, stores, React) in Chromium';
const UNIT = 'µs (ratio = ours ÷ baseline: below 1 is faster)';
const WATCH_METHOD = `Watch: ${SAMPLE_SECONDS} s of its focused book, living paper exchange of four markets`;

export async function benchFresh(): Promise<BenchResult> {
  if (!existsSync('dist/renderer/index.html')) execSync('npm run build --silent', { stdio: 'inherit' });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    if (process.argv.includes('--watch')) {
      const watch = await measureWatch(browser, SAMPLE_SECONDS, TARGETS.bookAgeMs);
      return { ours: OURS, peer: 'the book at its interval as set', unit: UNIT, method: `Chromium ${browser.version()}; ${WATCH_METHOD}`, ...watch };
    }
    const living = await launchBrowserMode({ living: true });
    const age = await measureAge(browser, living.url, SAMPLE_SECONDS).finally(() => living.stop());
    const still = await launchBrowserMode();
    const click = await measureClick(browser, still.url, CLICK_TRIALS).finally(() => still.stop());
    const cold = await measureColdStart(browser, COLD_STARTS);
    const watch = await measureWatch(browser, SAMPLE_SECONDS, TARGETS.bookAgeMs);
    const clickRatio = click.oursP95 / click.baseP95;
    const coldRatio = cold.oursMs / cold.baseMs;
    const noneLate = age.worstLateMs <= 0;
    return {
      ours: OURS,
      peer: 'per row: the feed at its interval as set; the same create over the bridge plus a frame; a page that only loads the bundle',
      unit: UNIT,
      method:
        `Chromium ${browser.version()}, paper exchange on 127.0.0.1, budget 10 requests/s; age over ${SAMPLE_SECONDS} s of the default screen, ` +
        `living market (${age.book.updates} book, ${age.trades.updates} trades updates); ${click.trials} clicks, still market; ${cold.runs} cold starts each (medians); ` +
        WATCH_METHOD,
      rows: [
        timeRow(
          'book age on screen (p95)',
          age.book.ageP95,
          FEEDS.depth.intervalMs,
          `p50 ${ms(age.book.ageP50)}; answer to pixels p95 ${ms(age.book.shownP95)}; ${age.bookPerSecond.toFixed(2)} answers/s`,
        ),
        timeRow(
          'trades age on screen (p95)',
          age.trades.ageP95,
          FEEDS.trades.intervalMs,
          `p50 ${ms(age.trades.ageP50)}; answer to pixels p95 ${ms(age.trades.shownP95)}; ${age.tradesPerSecond.toFixed(2)} answers/s`,
        ),
        timeRow(
          'click to screen (p95)',
          click.oursP95,
          click.baseP95,
          `p50 ${ms(click.oursP50)} vs ${ms(click.baseP50)}; to Open orders ${ms(click.openOrdersP95)}, to the ladder ${ms(click.ladderP95)} (p95)`,
        ),
        timeRow('cold start to first book (median)', cold.oursMs, cold.baseMs, `the server up and its address printed: ${ms(cold.serverMs)} of both`),
        ...watch.rows,
      ],
      targets: [
        { text: `book age p95 ≤ ${TARGETS.bookAgeMs} ms (${ms(age.book.ageP95)})`, met: age.book.ageP95 <= TARGETS.bookAgeMs },
        { text: `trades age p95 ≤ ${TARGETS.tradesAgeMs} ms (${ms(age.trades.ageP95)})`, met: age.trades.ageP95 <= TARGETS.tradesAgeMs },
        { text: `no on-screen feed late (${noneLate ? 'none' : `${age.worstLateFeed} ${ms(age.worstLateMs)} late`})`, met: noneLate },
        {
          text: `click to screen p95 ≤ ${TARGETS.clickRatio}× the bridge create plus a frame (${clickRatio.toFixed(2)}×)`,
          met: clickRatio <= TARGETS.clickRatio,
        },
        {
          text: `cold start ≤ ${TARGETS.coldStartRatio}× a page that only loads the bundle (${coldRatio.toFixed(2)}×)`,
          met: coldRatio <= TARGETS.coldStartRatio,
        },
        ...watch.targets,
      ],
    };
  } finally {
    await browser.close();
  }
}
