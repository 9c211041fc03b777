/** The bottom area's tabs: which there are, which one a key moves to, and the one remembered. No React here. */
import { PANEL_KINDS } from '../../../shared/workspace/model';

export const TABS = ['positions', 'openOrders', 'working', 'orderHistory', 'fills', 'funding', 'rebates', 'performance', 'alerts'] as const;
export type TabId = (typeof TABS)[number];

/** Each tab's name: the screen's name for the panel it is on its own in a workspace. */
export const TAB_LABELS: Readonly<Record<TabId, string>> = Object.fromEntries(TABS.map((tab) => [tab, PANEL_KINDS[tab]])) as Record<TabId, string>;

/** Open orders first: what a trader who just placed an order looks for. */
export const DEFAULT_TAB: TabId = 'openOrders';
export const TAB_KEY = 'perpdesk.portfolioTab';

export const isTabId = (value: unknown): value is TabId => typeof value === 'string' && (TABS as readonly string[]).includes(value);

export const rememberedTab = (saved: string | null): TabId => (isTabId(saved) ? saved : DEFAULT_TAB);

/**
 * The tab a key moves the focus (and selection) to, WAI-ARIA tabs style: arrows wrap around, Home and End go to
 * the ends. Null for any other key.
 */
export function tabAfterKey(current: TabId, key: string): TabId | null {
  const at = TABS.indexOf(current);
  const last = TABS.length - 1;
  switch (key) {
    case 'ArrowRight':
      return TABS[at === last ? 0 : at + 1]!;
    case 'ArrowLeft':
      return TABS[at === 0 ? last : at - 1]!;
    case 'Home':
      return TABS[0];
    case 'End':
      return TABS[last]!;
    default:
      return null;
  }
}

/** "Open orders (3)"; the bare label while the count is not known. */
export const tabLabel = (tab: TabId, count: number | null): string => (count === null ? TAB_LABELS[tab] : `${TAB_LABELS[tab]} (${count})`);
