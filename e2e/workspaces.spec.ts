/**
 * Workspaces as a trader uses them: one built from nothing (panels added, docked beside one another by their tabs,
 * resized by the bar between them) and found as it was after a restart; Watch's linked panels following a market
 * chosen in one of them; the top bar and Ctrl+1…9 switching workspaces.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { call } from './bridge';
import { launchBrowserMode, type Running } from './launch';

const workspaceSelect = (page: Page) => page.getByRole('combobox', { name: 'Workspace' });
const tab = (page: Page, title: string) => page.locator('.dock-tab').filter({ hasText: title });
/** The panel of the workspace whose tab says `title`: its content, docked where the tab's group is. */
const panelBox = async (page: Page, title: string) => {
  const group = page.locator('.dv-groupview').filter({ has: tab(page, title) });
  const box = await group.boundingBox();
  if (!box) throw new Error(`no panel ${title} on screen`);
  return box;
};

async function chooseMarket(page: Page, symbol: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Market' }).click();
  await page.getByRole('option', { name: new RegExp(symbol) }).click();
}

interface Saved {
  workspaces: { id: string; name: string; layout: unknown; popouts: unknown[] }[];
  current: string;
}

test('a workspace built from nothing — panels added, docked side by side, resized — is there as it was after a restart', async ({ page }) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'perpdesk-e2e-ws-'));
  let perpdesk: Running | null = await launchBrowserMode({ dataDir });
  try {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(perpdesk.url);
    await page.getByRole('button', { name: 'Manage workspaces' }).click();
    const dialog = page.getByRole('dialog', { name: 'Workspaces' });
    await dialog.getByRole('textbox', { name: 'Workspace name' }).fill('Desk');
    await dialog.getByRole('button', { name: 'New empty' }).click();
    await expect(dialog).toBeHidden();
    await expect(workspaceSelect(page).locator('option:checked')).toHaveText('Desk (4)');
    await expect(page.getByText('Nothing here yet')).toBeVisible();

    // Added: a chart, then the book as a tab beside it; the book's tab dragged to the chart's right edge docks it there.
    await page.getByRole('combobox', { name: 'Add panel' }).selectOption('chart');
    await expect(tab(page, 'Chart · BTC-USDT')).toBeVisible();
    await page.getByRole('combobox', { name: 'Add panel' }).selectOption('book');
    await expect(tab(page, 'Order book · BTC-USDT')).toBeVisible();
    const chartBox = await panelBox(page, 'Chart · BTC-USDT');
    await tab(page, 'Order book · BTC-USDT').dragTo(page.locator('.dv-content-container').first(), {
      targetPosition: { x: chartBox.width - 20, y: chartBox.height / 2 },
    });
    await expect(page.locator('.dv-groupview')).toHaveCount(2);
    await expect(page.getByRole('region', { name: 'Order book', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Price chart', exact: true })).toBeVisible();

    // The bar between them, dragged 200 px left: the book is wider.
    const before = await panelBox(page, 'Order book · BTC-USDT');
    const sash = page.locator('.dv-split-view-container.dv-horizontal > .dv-sash-container > .dv-sash').first();
    const bar = await sash.boundingBox();
    if (!bar) throw new Error('no bar between the panels');
    await page.mouse.move(bar.x + bar.width / 2, bar.y + bar.height / 2);
    await page.mouse.down();
    await page.mouse.move(bar.x - 100, bar.y + bar.height / 2, { steps: 5 });
    await page.mouse.move(bar.x - 200, bar.y + bar.height / 2, { steps: 5 });
    await page.mouse.up();
    const after = await panelBox(page, 'Order book · BTC-USDT');
    expect(after.width - before.width).toBeGreaterThan(150);

    // Saved by the core: the desk's layout is a row of the chart and the book, the book the wider.
    const share = after.width / (after.width + (await panelBox(page, 'Chart · BTC-USDT')).width);
    await expect
      .poll(async () => {
        const saved = await call<Saved>(page, 'workspaces.list', {});
        const layout = saved.workspaces.find((w) => w.name === 'Desk')?.layout as { split?: string; children?: { share: number }[] } | null;
        const text = JSON.stringify(layout);
        return /"panels":\["chart-1"\].*"panels":\["book-1"\]/.test(text) && layout?.split === 'row' ? layout.children![1]!.share : null;
      })
      .toBeCloseTo(share, 1);

    await perpdesk.stop();
    perpdesk = await launchBrowserMode({ dataDir });
    await page.goto(perpdesk.url);
    await expect(workspaceSelect(page).locator('option:checked')).toHaveText('Desk (4)');
    await expect(page.locator('.dv-groupview')).toHaveCount(2);
    const restarted = await panelBox(page, 'Order book · BTC-USDT');
    expect(Math.abs(restarted.width - after.width)).toBeLessThan(12);
    expect((await panelBox(page, 'Chart · BTC-USDT')).x).toBeLessThan(restarted.x);
  } finally {
    await perpdesk?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test.describe('Watch', () => {
  let perpdesk: Running;
  test.beforeEach(async () => {
    perpdesk = await launchBrowserMode();
  });
  test.afterEach(async () => {
    await perpdesk.stop();
  });

  test('two charts and a ladder of one colour follow a market chosen in one of them; a chart of another colour keeps its own', async ({ page }) => {
    await page.goto(perpdesk.url);
    await workspaceSelect(page).selectOption({ label: 'Watch (3)' });
    await expect(tab(page, 'Chart · ETH-USDT').first()).toBeVisible();
    // The green chart joins red: it shows red's market.
    await page.getByRole('combobox', { name: 'Link of Chart · ETH-USDT' }).first().selectOption('red');
    await expect(tab(page, 'Chart · BTC-USDT')).toHaveCount(2);

    // The first chart pressed, then a market chosen in the top bar: every red panel follows; blue keeps SOL.
    await page.locator('[data-panel="chart-1"]').click({ position: { x: 200, y: 150 } });
    await chooseMarket(page, 'ETH-USDT');
    await expect(tab(page, 'Chart · ETH-USDT')).toHaveCount(3);
    await expect(tab(page, 'Depth ladder · ETH-USDT')).toBeVisible();
    await expect(tab(page, 'Order book · ETH-USDT')).toBeVisible();
    await expect(tab(page, 'Chart · SOL-USDT')).toBeVisible();
    await expect(page.locator('[data-panel="ladder"]').getByRole('region', { name: 'Depth ladder', exact: true })).toContainText('3000');

    // The blue chart pressed: the order form trades what it shows.
    await page.locator('[data-panel="chart-3"]').click({ position: { x: 200, y: 150 } });
    await expect(page.getByRole('combobox', { name: 'Market' })).toHaveValue(/SOL-USDT/);
  });

  test('a ladder row pressed while another market is in focus trades the ladder’s market, not the focused one', async ({ page }) => {
    await page.goto(perpdesk.url);
    await workspaceSelect(page).selectOption({ label: 'Watch (3)' });
    const ladder = page.locator('[data-panel="ladder"]');
    await expect(tab(page, 'Depth ladder · BTC-USDT')).toBeVisible();
    await ladder.getByLabel('Ladder quantity', { exact: true }).fill('0.010');
    await ladder.getByRole('switch', { name: 'Ladder trading' }).check();
    // The blue chart pressed: the order form trades SOL now.
    await page.locator('[data-panel="chart-3"]').click({ position: { x: 200, y: 150 } });
    await expect(page.getByRole('combobox', { name: 'Market' })).toHaveValue(/SOL-USDT/);

    await ladder
      .getByRole('region', { name: 'Depth ladder', exact: true })
      .getByRole('button', { name: 'Buy at 59990.0', exact: true })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Confirm order' }).getByRole('button', { name: 'Place order' }).click();
    await expect
      .poll(async () => (await call<{ symbol: string; price: string }[]>(page, 'account.openOrders', {})).map((o) => `${o.symbol} ${o.price}`))
      .toEqual(['BTC-USDT 59990.0']);
  });

  test('the ladder popped out into a window of its own trades from there, the main window shows the order, and closing the window puts the ladder back', async ({
    page,
  }) => {
    await page.goto(perpdesk.url);
    await workspaceSelect(page).selectOption({ label: 'Watch (3)' });
    await expect(tab(page, 'Depth ladder · BTC-USDT')).toBeVisible();
    const opened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Pop out Depth ladder · BTC-USDT' }).click();
    const popup = await opened;
    // A second browser window of the same page's session: blank, drawn by the main window, asking nothing itself.
    expect(popup.url()).toBe('about:blank');
    expect(page.context().pages()).toHaveLength(2);
    await expect(tab(page, 'Depth ladder · BTC-USDT')).toHaveCount(0);
    const ladder = popup.getByRole('region', { name: 'Depth ladder', exact: true });
    await expect(ladder).toContainText('59990.0');
    await expect
      .poll(async () => (await call<Saved>(page, 'workspaces.list', {})).workspaces.find((w) => w.name === 'Watch')?.popouts.length)
      .toBe(1);

    await popup.getByLabel('Ladder quantity', { exact: true }).fill('0.010');
    await popup.getByRole('switch', { name: 'Ladder trading' }).check();
    await ladder.getByRole('button', { name: 'Buy at 59990.0', exact: true }).first().click();
    // The confirmation asks in the window the trader pressed.
    await popup.getByRole('dialog', { name: 'Confirm order' }).getByRole('button', { name: 'Place order' }).click();
    await expect
      .poll(async () => (await call<{ symbol: string; price: string }[]>(page, 'account.openOrders', {})).map((o) => `${o.symbol} ${o.price}`))
      .toEqual(['BTC-USDT 59990.0']);
    await page.getByRole('combobox', { name: 'Add panel' }).first().selectOption('openOrders');
    await expect(page.getByRole('tabpanel', { name: /Open orders/ }).getByText('59990.0')).toBeVisible();

    // The market chosen in the window (the top bar is in the other one): its link colour's panels follow.
    await popup.getByRole('combobox', { name: 'Market' }).click();
    await popup.getByRole('option', { name: /SOL-USDT/ }).click();
    await expect(tab(page, 'Order book · SOL-USDT')).toBeVisible();
    await expect(tab(page, 'Chart · SOL-USDT')).toHaveCount(2);

    await popup.close();
    await expect(tab(page, 'Depth ladder · SOL-USDT')).toBeVisible();
    await expect(page.locator('[data-panel="ladder"]').getByRole('region', { name: 'Depth ladder', exact: true })).toBeVisible();
    await expect
      .poll(async () => (await call<Saved>(page, 'workspaces.list', {})).workspaces.find((w) => w.name === 'Watch')?.popouts.length)
      .toBe(0);
  });

  test('a window popped out opens again with the page after a reload, and its panel stays out of the main window', async ({ page }) => {
    await page.goto(perpdesk.url);
    await workspaceSelect(page).selectOption({ label: 'Watch (3)' });
    const opened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Pop out Order book · BTC-USDT' }).click();
    await expect((await opened).getByRole('region', { name: 'Order book', exact: true })).toBeVisible();
    const popoutsOf = async () => (await call<Saved>(page, 'workspaces.list', {})).workspaces.find((w) => w.name === 'Watch')?.popouts;
    await expect.poll(async () => (await popoutsOf())?.length).toBe(1);

    const reopened = page.waitForEvent('popup');
    await page.reload();
    const again = await reopened;
    await expect(again.getByRole('region', { name: 'Order book', exact: true })).toBeVisible();
    await expect(tab(page, 'Depth ladder · BTC-USDT')).toBeVisible();
    await expect(tab(page, 'Order book · BTC-USDT')).toHaveCount(0);
    expect(await popoutsOf()).toHaveLength(1);
  });

  test('a chart popped out in the light theme is drawn in its colours (the window has its style sheets before the chart is made)', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('perpdesk.settings', JSON.stringify({ theme: 'light' })));
    await page.goto(perpdesk.url);
    await workspaceSelect(page).selectOption({ label: 'Watch (3)' });
    const opened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Pop out Chart · SOL-USDT' }).click();
    const popup = await opened;
    await expect(popup.getByRole('region', { name: 'Price chart', exact: true })).toBeVisible();
    // The chart pane's background, read off its canvas: light, not the dark theme's.
    type Canvas = {
      width: number;
      height: number;
      getContext(kind: '2d'): { getImageData(x: number, y: number, w: number, h: number): { data: number[] } };
    };
    await expect
      .poll(() =>
        popup
          .locator('.price-chart canvas')
          .first()
          .evaluate((node) => {
            const canvas = node as unknown as Canvas;
            return canvas.getContext('2d').getImageData(Math.floor(canvas.width / 2), Math.floor(canvas.height / 2), 1, 1).data[0];
          }),
      )
      .toBeGreaterThan(200);
  });

  test('a change made a moment before the window closes is kept', async ({ page, context }) => {
    await page.goto(perpdesk.url);
    await workspaceSelect(page).selectOption({ label: 'Watch (3)' });
    await page.getByRole('combobox', { name: 'Link of Chart · SOL-USDT' }).selectOption('red');
    await page.close();
    const again = await context.newPage();
    await again.goto(perpdesk.url);
    await expect(tab(again, 'Chart · BTC-USDT')).toHaveCount(2);
  });

  test('the top bar and Ctrl+1…9 switch workspaces; Trade is the screen as it always was', async ({ page }) => {
    await page.goto(perpdesk.url);
    await expect(page.getByRole('combobox', { name: 'Depth ladder' })).toBeVisible();
    await page.keyboard.press('Control+3');
    await expect(workspaceSelect(page).locator('option:checked')).toHaveText('Watch (3)');
    await expect(page.getByRole('region', { name: 'Price chart', exact: true })).toHaveCount(4);
    await page.keyboard.press('Control+2');
    await expect(page.getByRole('region', { name: 'Depth ladder', exact: true })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Order entry' })).toBeVisible();
    await page.keyboard.press('Control+1');
    await expect(workspaceSelect(page).locator('option:checked')).toHaveText('Trade (1)');
    await expect(page.locator('.dv-groupview')).toHaveCount(0);
    expect((await call<Saved>(page, 'workspaces.list', {})).current).toBe('trade');
  });
});
