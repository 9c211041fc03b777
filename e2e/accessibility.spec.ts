/**
 * axe-core on the main screen in both themes, with something in every table: the ladder shown beside the book, the
 * Settings dialog open, then each tab of the bottom panel open. Any serious or critical violation fails, listed
 * rule by rule with the elements it was found on.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { call } from './bridge';
import { usePerpdesk } from './perpdesk';

const perpdesk = usePerpdesk();

const THEMES = ['dark', 'light'] as const;
const TABS = ['Positions', 'Open orders', 'Working', 'Order history', 'Fills', 'Funding', 'Rebates', 'Performance', 'Alerts'];

/** One element failing one rule, with every screen it was seen on. */
interface Finding {
  rule: string;
  summary: string;
  target: string;
  why: string;
  seenOn: string[];
}

/** Runs axe-core on what is on screen now and adds its serious and critical violations to `found`, once each. */
async function check(page: Page, where: string, found: Map<string, Finding>, within?: string): Promise<void> {
  // Two frames: the last change (theme, tab) is painted before colours are read.
  await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
  // Label in name is experimental in axe-core 4.x, so off unless asked.
  const axe = new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
  const { violations } = await (within === undefined ? axe : axe.include(within)).analyze();
  for (const v of violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
    for (const node of v.nodes) {
      const target = node.target.join(' ');
      const key = `${where.split(',')[0]} ${v.id} ${target}`;
      const known = found.get(key);
      if (known) known.seenOn.push(where);
      else {
        const why = (node.failureSummary ?? '').split('\n').slice(1).join(' ').replace(/\s+/g, ' ').trim();
        found.set(key, { rule: `${v.id} (${v.impact})`, summary: v.help, target, why, seenOn: [where] });
      }
    }
  }
}

/** Rule by rule: what it asks, then each element, why it fails and where it was seen. */
function readable(found: Map<string, Finding>): string {
  const byRule = new Map<string, Finding[]>();
  for (const f of found.values()) {
    const rule = `${f.rule}: ${f.summary}`;
    byRule.set(rule, [...(byRule.get(rule) ?? []), f]);
  }
  return [...byRule]
    .map(([rule, findings]) => `${rule}\n${findings.map((f) => `  - ${f.target}\n    ${f.why}\n    seen on: ${f.seenOn.join('; ')}`).join('\n')}`)
    .join('\n\n');
}

/** A position (Positions, Fills, Order history), a resting order (Open orders), a held stop (Working), an alert. */
async function somethingInEveryTable(page: Page): Promise<void> {
  await call(page, 'trading.placeOrder', { pair: 'BTC-USDT', side: 'buy', type: 'market', quantity: '0.100', timeInForce: 'IOC' });
  await call(page, 'trading.placeOrder', { pair: 'BTC-USDT', side: 'buy', type: 'limit', price: '59900.0', quantity: '0.050', timeInForce: 'GTC' });
  const [position] = await call<{ id: number }[]>(page, 'positions.list', { pair: 'BTC-USDT' });
  await call(page, 'protection.set', { pair: 'BTC-USDT', positionId: position?.id, kind: 'stop-loss', value: '50000.0', feed: 'last' });
  await call(page, 'alerts.set', { pair: 'BTC-USDT', condition: 'above', price: '1000000.0' });
}

test('no serious or critical axe-core violation in either theme: the ladder, a dialog and every tab', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(perpdesk.url);
  await page.locator('[data-side="bid"]').first().waitFor();
  await somethingInEveryTable(page);
  await page.getByRole('combobox', { name: 'Depth ladder' }).selectOption('beside');
  await expect(page.getByRole('region', { name: 'Depth ladder' })).toBeVisible();

  const found = new Map<string, Finding>();
  for (const theme of THEMES) {
    // The theme is chosen where a trader chooses it, and the dialog is checked while it is open.
    await page.getByRole('button', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await settings.getByRole('radio', { name: theme === 'dark' ? 'Dark' : 'Light' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await check(page, `${theme}, Settings dialog`, found);
    await page.keyboard.press('Escape');
    await expect(settings).toBeHidden();

    await check(page, `${theme}, main screen with the ladder`, found);

    // Tab to tab with the arrow keys, as the tab list allows (at 1280×720 with the ladder beside the book the last
    // tabs may sit under another panel, which is the layout's matter, not this check's).
    await page.getByRole('tab', { name: /^Positions/ }).focus();
    for (const [i, name] of TABS.entries()) {
      const tab = page.getByRole('tab', { name: new RegExp(`^${name}`) });
      await page.keyboard.press(i === 0 ? 'Home' : 'ArrowRight');
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).not.toBeEmpty();
      await check(page, `${theme}, ${name} tab`, found, '.portfolio');
    }
  }
  expect(found.size, `axe-core found serious or critical violations:\n\n${readable(found)}\n`).toBe(0);
});

test('the page has one level-one heading; a book level is named by what it shows; the tape is reached by keyboard', async ({ page }) => {
  await page.goto(perpdesk.url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Perpdesk');

  // The still market's best bid: price, size and running total shown, the side and the words between read aloud.
  const bid = page.getByRole('region', { name: 'Order book' }).locator('[data-side="bid"]').first();
  await expect(bid).toHaveAttribute('data-price', '59990.0');
  await expect(bid).toHaveAccessibleName('Bid 59990.0 size 3.173 total 3.173');
  const figures = bid.locator(':scope > span.num');
  await expect(figures).toHaveText(['Bid 59990.0', 'size 3.173', 'total 3.173']);
  await expect(figures.locator('.visually-hidden')).toHaveText(['Bid', 'size', 'total', '']);

  const tape = page.getByRole('group', { name: 'Recent trades' });
  await tape.focus();
  await expect(tape).toBeFocused();
});
