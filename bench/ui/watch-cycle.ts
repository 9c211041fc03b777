/**
 * The UI bench's Watch rows: one poll cycle with the Watch workspace shown (four charts of four markets, the red
 * market's book and ladder), main-thread time per cycle against the idle Watch screen making the same calls in a
 * bare loop that shows them with the least work (bare-page.ts: four bare charts, the book and the ladder as rows,
 * each market's other answers as rows).
 */
import type { Browser } from '@playwright/test';
import type { AppStatus, BridgeResult } from '../../shared/bridge';
import { FEED_NAMES } from '../../renderer/stores/feed-table';
import type { Row, Target } from '../report';
import { callsOfOneCycle, measureCycles, replay, type PageGlobals } from './cycle';
import { ratioTarget, timeRow } from './rows';
import { FULL_SCREEN, intervals, openScreen, quietIntervals, type Screen } from './screen';
import { launchWatchVenue, showWatch } from './watch';

/**
 * Every feed on screen once a cycle, as FULL_SCREEN but slower: four markets' feeds every 2 s would ask the exchange
 * more than its budget allows, and the bare loop asks as much again beside them; both are paced by the budget then,
 * not by the cycle.
 */
export const WATCH_CYCLE_MS = 6000;
const WATCH_FEEDS = Object.fromEntries(FEED_NAMES.filter((f) => f !== 'tickers').map((f) => [f, WATCH_CYCLE_MS]));

/** Requests a second the core's budget granted lately, every band together. */
async function budgetUsed(screen: Screen): Promise<number> {
  const status = (await screen.page.evaluate(() =>
    (globalThis as unknown as PageGlobals).perpdesk.call('status.get', {}),
  )) as BridgeResult<AppStatus>;
  if (!status.ok) return Number.NaN;
  return Object.values(status.value.connection.budget.used).reduce((sum, n) => sum + n, 0);
}

export async function benchWatchCycle(browser: Browser, bare: string, cycles: number, bound: number): Promise<{ rows: Row[]; targets: Target[] }> {
  const venue = await launchWatchVenue();
  try {
    const full = { settings: FULL_SCREEN.settings, viewport: FULL_SCREEN.viewport };
    const ours = await openScreen(browser, venue.url, intervals(WATCH_FEEDS), full);
    await showWatch(ours.page);
    const calls = await callsOfOneCycle(ours, WATCH_CYCLE_MS);
    // The core keeps the workspace on screen: this screen opens on Watch too.
    const idle = await openScreen(browser, venue.url, quietIntervals({}), full);
    await showWatch(idle.page);
    await idle.page.evaluate(bare);
    // A first cycle draws the bare charts' history once.
    await replay(idle, calls, 1, true, WATCH_CYCLE_MS);
    const cycle = await measureCycles(ours, idle, calls, cycles, true, WATCH_CYCLE_MS);
    const used = await budgetUsed(ours);
    await ours.close();
    await idle.close();
    const note = `${calls.length} calls every ${WATCH_CYCLE_MS / 1000} s; the budget's use at the end ${used.toFixed(1)} req/s, both screens`;
    return {
      rows: [
        timeRow('Watch: poll cycle main thread: script+style+layout', cycle.oursMs, cycle.peerMs, note),
        timeRow('Watch: poll cycle main thread, paint included', cycle.oursTaskMs, cycle.peerTaskMs, 'all tasks (CDP TaskDuration)'),
      ],
      targets: [
        ratioTarget('Watch: poll cycle, script+style+layout', cycle.oursMs, cycle.peerMs, bound),
        ratioTarget('Watch: poll cycle, paint included', cycle.oursTaskMs, cycle.peerTaskMs, bound),
      ],
    };
  } finally {
    await venue.stop();
  }
}
