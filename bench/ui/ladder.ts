/**
 * The depth ladder's workload of the UI bench: the ladder in place of the Order book, tall enough for 60 rows, fed
 * 50+ levels a side of the living market's book at 4 answers a second. A ladder update (the depth answer reaching
 * the store to the rows committed, performance marks) against the same rows, as shown (their texts, depth bars and
 * marks), written as one innerHTML in the same page and run.
 */
import type { Browser } from '@playwright/test';
import { openScreen, quietIntervals } from './screen';
import { percentile } from './stats';

export const LADDER_ROWS = 60;
/** The bound: a ladder update at most this many times the bare baseline at the 95th percentile. */
export const LADDER_RATIO = 3;

export interface LadderFigures {
  rows: number;
  updates: number;
  oursP95Ms: number;
  bareP95Ms: number;
}

export async function benchLadder(browser: Browser, url: string, bare: string, sampleSeconds: number): Promise<LadderFigures> {
  const screen = await openScreen(browser, url, quietIntervals({ status: 5000, depth: 250 }), {
    perf: true,
    viewport: { width: 1440, height: 1600 },
    settings: { ladder: 'instead', layout: { bookWidth: 360, entryWidth: 300, bottomHeight: 120 } },
  });
  try {
    const rowsOf = () => screen.page.locator('[role="row"][data-price]').count();
    await screen.page.locator('[data-marks~="best-bid"]').first().waitFor({ timeout: 30_000 });
    const rows = await rowsOf();
    if (rows < LADDER_ROWS) throw new Error(`bench ui: the ladder shows ${rows} rows, fewer than ${LADDER_ROWS}`);
    await screen.page.evaluate(() => performance.clearMeasures());
    await screen.page.waitForTimeout(sampleSeconds * 1000);
    const ours = await screen.page.evaluate(() => performance.getEntriesByName('feed:depth').map((e) => e.duration));
    // What each row shows: its marks, the depth bars' shares, and the cells' visible texts (hidden mark tags left out).
    const shown = await screen.page.locator('[role="row"][data-price]').evaluateAll((list) =>
      list.map((row) => {
        const element = row as unknown as {
          getAttribute(name: string): string | null;
          querySelectorAll(selector: string): ArrayLike<{ style: { transform: string } }>;
          children: ArrayLike<{ childNodes: ArrayLike<{ nodeType: number; textContent: string | null; hasAttribute?(name: string): boolean }> }>;
        };
        return {
          marks: element.getAttribute('data-marks') ?? '',
          bars: Array.from(element.querySelectorAll('.ladder-bar'), (bar) => Number(/scaleX\(([\d.]+)\)/.exec(bar.style.transform)?.[1] ?? 0)),
          // No named functions in here: tsx would wrap them in a helper the page does not have.
          cells: Array.from(element.children, (cell) =>
            Array.from(cell.childNodes, (n) => (n.nodeType === 1 && n.hasAttribute?.('hidden') ? '' : (n.textContent ?? ''))).join(''),
          ),
        };
      }),
    );
    await screen.page.evaluate(bare);
    const peer = await screen.page.evaluate(
      (r) =>
        (globalThis as unknown as { __perpdeskBare: { ladderUpdates(rows: unknown[], n: number): number[] } }).__perpdeskBare.ladderUpdates(r, 300),
      shown,
    );
    return { rows, updates: ours.length, oursP95Ms: percentile(ours, 95), bareP95Ms: percentile(peer, 95) };
  } finally {
    await screen.close();
  }
}
