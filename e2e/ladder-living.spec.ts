/**
 * The depth ladder on the living paper market (browser mode's default), from its first second: it opens at a
 * grouping that shows the book's depth, holds still while the inside stays in the middle third, its hover text
 * names the price a click there would trade, it selects no text, a drag of My orders shows a ghost, its quantity is
 * the market's own, and at 1280×720 its controls take two rows with at least 20 price rows in place of the book.
 */
import { expect, test, type Page } from '@playwright/test';
import { call } from './bridge';
import { usePerpdesk } from './perpdesk';

const perpdesk = usePerpdesk({ living: true });

/** The little of the page's DOM the in-page checks use (the specs are compiled without the DOM's types). */
interface El {
  textContent: string | null;
  firstElementChild: El | null;
  children: ArrayLike<El>;
  getAttribute(name: string): string | null;
  closest(selector: string): El | null;
  querySelector(selector: string): El | null;
  getBoundingClientRect(): { top: number; bottom: number; right: number; height: number };
}
interface InPage {
  document: { querySelector(s: string): El | null; querySelectorAll(s: string): ArrayLike<El>; elementFromPoint(x: number, y: number): El | null };
  MutationObserver: new (callback: () => void) => { observe(target: El, options: object): void };
  getSelection(): { toString(): string } | null;
  /** Kept by the re-centre and hover check. */
  tops: string[];
  wrong: string[];
  named: number;
  pointer?: { x: number; y: number };
}
const selected = (page: Page) => page.evaluate(() => (globalThis as unknown as InPage).getSelection()?.toString() ?? '');

const ladder = (page: Page) => page.getByRole('region', { name: 'Depth ladder' });
const rows = (page: Page) => ladder(page).locator('[role="row"][data-price]');
const grouping = (page: Page) => ladder(page).getByRole('combobox', { name: 'Ladder grouping' });
const quantity = (page: Page) => ladder(page).getByLabel('Ladder quantity', { exact: true });

async function open(page: Page, placement: 'beside' | 'instead' = 'beside'): Promise<void> {
  await page.goto(perpdesk.url);
  await page.getByRole('combobox', { name: 'Market' }).fill('BTC-USDT');
  await page.getByRole('combobox', { name: 'Market' }).press('Enter');
  await page.getByRole('combobox', { name: 'Depth ladder' }).selectOption(placement);
  await expect(rows(page).first()).toBeVisible();
}

async function selectMarket(page: Page, symbol: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Market' }).fill(symbol);
  await page.getByRole('combobox', { name: 'Market' }).press('Enter');
  await expect(rows(page).first()).toHaveAttribute('data-price', symbol === 'ETH-USDT' ? /\.\d\d$/ : /\.\d$/);
}

/**
 * Of each side's rows in view (from its inside row out to the ladder's edge), how many carry a size, and how many
 * rows that side has in view.
 */
const sidesInView = (page: Page) =>
  page.evaluate(() => {
    const all = Array.from((globalThis as unknown as InPage).document.querySelectorAll('.ladder-grid [role="row"]'));
    const sized = (r: El, cell: string) => (r.querySelector(`${cell} .ladder-text`)?.textContent ?? '') !== '';
    const side = (cell: string, inside: (i: number) => boolean) => {
      const rows = all.filter((_, i) => inside(i));
      return { sized: rows.filter((r) => sized(r, cell)).length, rows: rows.length };
    };
    // Rows run from the highest price down: the asks' inside is their last sized row, the bids' their first.
    const lastAsk = all.map((r) => sized(r, '.ladder-ask')).lastIndexOf(true);
    const firstBid = all.findIndex((r) => sized(r, '.ladder-bid'));
    return {
      asks: lastAsk < 0 ? { sized: 0, rows: 0 } : side('.ladder-ask', (i) => i <= lastAsk),
      bids: firstBid < 0 ? { sized: 0, rows: 0 } : side('.ladder-bid', (i) => i >= firstBid),
    };
  });

/**
 * The ladder shows the book's depth at the grouping it opened with: each side at least 10 sized rows, or, where the
 * ladder has fewer rows of that side in view (a short ladder, 20 rows at 1280×720), every one of them sized — what
 * the opening grouping promises (ladder-grouping.ts). A living market moves between reads, so it is read until it
 * holds, for a few seconds at most.
 */
async function expectTenSizedASide(page: Page): Promise<void> {
  const opened = await grouping(page).inputValue();
  await expect
    .poll(
      async () => {
        const { bids, asks } = await sidesInView(page);
        return [bids, asks].every((side) => side.rows > 0 && side.sized >= Math.min(10, side.rows));
      },
      { timeout: 5000 },
    )
    .toBe(true);
  await expect(grouping(page)).toHaveValue(opened);
}

test('BTC opens at a grouping that shows at least 10 sized levels a side', async ({ page }) => {
  await open(page);
  // Sized rows a side at the grouping it opened with (the grouping stays; a level a taker just swept is quoted
  // again within a step of the market, so the count is read until it holds, for a few seconds at most).
  await expectTenSizedASide(page);
  await expect(grouping(page)).toHaveValue('5');
});

test('over 20 s with Auto-centre on it re-centres at most 10 times, and the hover text always names the price under the pointer', async ({
  page,
}) => {
  await open(page);
  await expect(ladder(page).getByRole('checkbox', { name: 'Auto-centre' })).toBeChecked();
  await quantity(page).fill('0.001');
  await ladder(page).getByRole('switch', { name: 'Ladder trading' }).check();
  // The pointer still over a bid cell a few rows under the middle, and (second half) over a price cell.
  const count = await rows(page).count();
  const target = rows(page).nth(Math.floor(count / 2) + 3);
  const bid = await target.locator('.ladder-bid').boundingBox();
  const price = await target.locator('.ladder-price').boundingBox();
  expect(bid && price).toBeTruthy();
  await page.evaluate(() => {
    const w = globalThis as unknown as InPage;
    w.tops = [];
    w.wrong = [];
    w.named = 0;
    const grid = w.document.querySelector('.ladder-grid')!;
    let top = grid.firstElementChild?.getAttribute('data-price') ?? '';
    // After each drawing (a microtask after it, before any paint): the top row, and the hover text under the pointer.
    new w.MutationObserver(() => {
      const now = grid.firstElementChild?.getAttribute('data-price') ?? '';
      if (now !== top) w.tops.push(now);
      top = now;
      const at = w.pointer;
      if (!at) return;
      const under = w.document.elementFromPoint(at.x, at.y);
      const row = under?.closest('[role="row"]')?.getAttribute('data-price');
      const titled = under?.closest('[data-act="buy"], .ladder-price');
      const text = titled?.getAttribute('title');
      if (!text || !row) return;
      if (!new RegExp(` ${row.replace('.', '\\.')}(:|$)`).test(text)) w.wrong.push(`${row}: ${text}`);
      else w.named++;
    }).observe(grid, { subtree: true, attributes: true, attributeFilter: ['data-price', 'title'] });
  });
  const hold = async (x: number, y: number, ms: number) => {
    await page.mouse.move(x, y);
    await page.evaluate(([px, py]) => ((globalThis as unknown as InPage).pointer = { x: px!, y: py! }), [x, y]);
    await page.waitForTimeout(ms);
  };
  await hold(bid!.x + bid!.width / 2, bid!.y + bid!.height / 2, 10_000);
  await hold(price!.x + price!.width / 2, price!.y + price!.height / 2, 10_000);
  const result = await page.evaluate(() => {
    const w = globalThis as unknown as InPage;
    return { tops: w.tops, wrong: w.wrong, named: w.named };
  });
  expect(result.wrong).toEqual([]);
  expect(result.tops.length, result.tops.join(' ')).toBeLessThanOrEqual(10);
  // Checked on real drawings: the hover text was there and named the row's price.
  expect(result.named).toBeGreaterThan(0);
});

test('no text is selected by a Shift+click or a drag on the ladder', async ({ page }) => {
  await open(page);
  await ladder(page).getByRole('checkbox', { name: 'Auto-centre' }).uncheck();
  const a = await rows(page).nth(3).locator('.ladder-volume').boundingBox();
  const b = await rows(page).nth(9).locator('.ladder-bid').boundingBox();
  await page.mouse.click(a!.x + 4, a!.y + 4);
  await page.keyboard.down('Shift');
  await page.mouse.click(b!.x + 4, b!.y + 4);
  await page.keyboard.up('Shift');
  expect(await selected(page)).toBe('');
  await page.mouse.move(a!.x + 4, a!.y + 4);
  await page.mouse.down();
  await page.mouse.move(b!.x + 4, b!.y + 4, { steps: 5 });
  await page.mouse.up();
  expect(await selected(page)).toBe('');
});

test('a drag of My orders shows a ghost of them on the row under the pointer', async ({ page }) => {
  await open(page);
  await ladder(page).getByRole('checkbox', { name: 'Auto-centre' }).uncheck();
  await ladder(page).getByRole('switch', { name: 'Ladder trading' }).check();
  // A buy resting well under the inside, on a row in view.
  const count = await rows(page).count();
  const at = await rows(page)
    .nth(count - 3)
    .getAttribute('data-price');
  await call(page, 'trading.placeOrder', { pair: 'BTC-USDT', side: 'buy', type: 'limit', price: at, quantity: '0.001', leverage: 10 });
  const mine = ladder(page).getByRole('button', { name: `Cancel orders at ${at}`, exact: true });
  await expect(mine).toHaveCount(1);
  const from = await mine.boundingBox();
  const to = rows(page).nth(count - 6);
  const toPrice = await to.getAttribute('data-price');
  const toBox = await to.locator('.ladder-volume').boundingBox();
  await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
  await page.mouse.down();
  await page.mouse.move(toBox!.x + 4, toBox!.y + toBox!.height / 2, { steps: 6 });
  const ghost = ladder(page).locator('.ladder-ghost');
  await expect(ghost).toBeVisible();
  await expect(ghost).toHaveText('0.001');
  await expect(ghost).toHaveAttribute('title', `Release to move them to ${toPrice}`);
  // In the My orders cell of the row under the pointer.
  const ghostBox = await ghost.boundingBox();
  const cell = await to.locator('.ladder-mine').boundingBox();
  expect(Math.abs(ghostBox!.y - cell!.y)).toBeLessThan(2);
  expect(Math.abs(ghostBox!.x - cell!.x)).toBeLessThan(2);
  // Released back over where it started: nothing moves, and the ghost is gone.
  await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2, { steps: 6 });
  await page.mouse.up();
  await expect(ghost).toBeHidden();
  expect(await selected(page)).toBe('');
  await call(page, 'trading.cancelAllOrders', { pair: 'BTC-USDT' }).catch(() => undefined);
});

test('the quantity, its presets and the grouping are the market’s own', async ({ page }) => {
  await open(page);
  await quantity(page).fill('0.005');
  await grouping(page).selectOption('10');
  const presets = ladder(page).getByRole('combobox', { name: 'Ladder quantity preset' });
  await expect(presets.locator('option')).toHaveText(['Pick', '1: 0.001 BTC', '2: 0.005 BTC', '3: 0.010 BTC', '4: 0.050 BTC', '5: 0.100 BTC']);

  await selectMarket(page, 'ETH-USDT');
  // Not carried over: ETH's lot (0.01) would refuse 0.005.
  await expect(quantity(page)).toHaveValue('');
  await expect(presets.locator('option')).toHaveText(['Pick', '1: 0.01 ETH', '2: 0.05 ETH', '3: 0.10 ETH', '4: 0.50 ETH', '5: 1.00 ETH']);
  await presets.selectOption({ label: '3: 0.10 ETH' });
  await expect(quantity(page)).toHaveValue('0.10');
  await expect(grouping(page)).not.toHaveValue('10');

  await selectMarket(page, 'BTC-USDT');
  await expect(quantity(page)).toHaveValue('0.005');
  await expect(grouping(page)).toHaveValue('10');
  await selectMarket(page, 'ETH-USDT');
  await expect(quantity(page)).toHaveValue('0.10');
});

test.describe('at 1280×720', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  for (const placement of ['beside', 'instead'] as const) {
    test(`${placement} the book: ${placement === 'instead' ? 'the book’s depth at open (10 sized rows a side, or every row of a short side); ' : ''}the controls take two rows, whole, trading off and on`, async ({
      page,
    }) => {
      await open(page, placement);
      if (placement === 'instead') {
        await expectTenSizedASide(page);
      }
      for (const on of [false, true]) {
        await ladder(page).getByRole('switch', { name: 'Ladder trading' }).setChecked(on);
        const lines = await page.evaluate(() =>
          Array.from((globalThis as unknown as InPage).document.querySelectorAll('.ladder-controls-line')).map((line) => {
            const box = line.getBoundingClientRect();
            const cut = Array.from(line.children).filter((c) => {
              const r = c.getBoundingClientRect();
              return r.right > box.right + 0.5 || r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5;
            });
            return { height: box.height, cut: cut.map((c) => c.textContent ?? c.getAttribute('aria-label')) };
          }),
        );
        expect(lines).toHaveLength(2);
        for (const line of lines) {
          expect(line.cut).toEqual([]);
          expect(line.height).toBeLessThanOrEqual(24);
        }
      }
      if (placement === 'instead') expect(await rows(page).count()).toBeGreaterThanOrEqual(20);
    });
  }
});
