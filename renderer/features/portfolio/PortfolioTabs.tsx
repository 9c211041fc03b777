import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { browserStorage, useFeedValue, useSelectedSymbol } from '../../stores';
import { FillsTab } from './FillsTab';
import { FundingTab } from './FundingTab';
import { OpenOrdersTab } from './OpenOrdersTab';
import { OrderDetailsDialog, type DetailsTarget } from './OrderDetails';
import { OrderHistoryTab } from './OrderHistoryTab';
import { RebatesTab } from './RebatesTab';
import { rememberedTab, TAB_KEY, tabAfterKey, tabLabel, TABS, type TabId } from './tabs-model';
import './portfolio.css';

/** Whether Open orders shows only the selected market, remembered like the tab. */
const CURRENT_ONLY_KEY = 'perpdesk.openOrdersCurrentOnly';

/**
 * The bottom area: tabs Positions, Open orders, Working (orders Perpdesk holds), Order history, Fills, Funding, Rebates, Performance, Alerts (WAI-ARIA tabs: arrows,
 * Home and End move between them). Only the tab on screen is mounted, so only its data is polled or loaded. The tabs
 * of other panels (Positions, Working, Performance, Alerts) are handed in by the App.
 */
export function PortfolioTabs({
  positions,
  working,
  performance,
  alerts,
  only,
}: {
  positions: ReactNode;
  working: ReactNode;
  performance: ReactNode;
  alerts: ReactNode;
  /** One tab alone (a workspace's panel of it); every tab unless given. */
  only?: TabId;
}) {
  const [chosen, setTab] = useState<TabId>(() => rememberedTab(browserStorage.get(TAB_KEY)));
  const tab = only ?? chosen;
  const shownTabs = only ? [only] : TABS;
  const [currentOnly, setCurrentOnly] = useState(() => browserStorage.get(CURRENT_ONLY_KEY) !== 'false');
  const [details, setDetails] = useState<DetailsTarget | null>(null);
  const base = useId();
  const tabs = useRef(new Map<TabId, HTMLButtonElement>());
  const [shownCount, setShownCount] = useState<number | null>(null);
  const currentCount = useCurrentMarketCount();
  // On screen, the count of the rows shown; otherwise the current market's, when the table shows only that.
  // A count once known stays until a newer one comes (a market switch or a reload does not blank it).
  const openOrdersCount = useLastKnown(tab === 'openOrders' ? shownCount : currentOnly ? currentCount : null);
  const positionsCount = useLastKnown(useFeedValue('positions', (d) => (d === null ? null : d.length)));
  const countOf = (t: TabId): number | null => (t === 'openOrders' ? openOrdersCount : t === 'positions' ? positionsCount : null);

  const select = (next: TabId, focus = false) => {
    if (only) return;
    setTab(next);
    browserStorage.set(TAB_KEY, next);
    if (focus) tabs.current.get(next)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabAfterKey(tab, event.key);
    if (next === null) return;
    event.preventDefault();
    select(next, true);
  };

  const tabId = (t: TabId) => `${base}-tab-${t}`;
  const panelId = (t: TabId) => `${base}-panel-${t}`;

  return (
    <div className="panel portfolio">
      <div className="portfolio-head">
        <div role="tablist" aria-label="Portfolio" className="portfolio-tabs" onKeyDown={onKeyDown}>
          {shownTabs.map((t) => (
            <button
              key={t}
              ref={(el) => {
                if (el) tabs.current.set(t, el);
                else tabs.current.delete(t);
              }}
              type="button"
              role="tab"
              id={tabId(t)}
              aria-selected={t === tab}
              aria-controls={panelId(t)}
              tabIndex={t === tab ? 0 : -1}
              className="portfolio-tab"
              onClick={() => select(t)}
            >
              {tabLabel(t, countOf(t))}
            </button>
          ))}
        </div>
      </div>
      <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} className="portfolio-panel">
        {tab === 'positions' && positions}
        {tab === 'openOrders' && (
          <OpenOrdersTab
            currentOnly={currentOnly}
            onCurrentOnly={(on) => {
              setCurrentOnly(on);
              browserStorage.set(CURRENT_ONLY_KEY, String(on));
            }}
            onDetails={setDetails}
            onCount={setShownCount}
          />
        )}
        {tab === 'working' && working}
        {tab === 'orderHistory' && <OrderHistoryTab onDetails={setDetails} />}
        {tab === 'fills' && <FillsTab />}
        {tab === 'funding' && <FundingTab />}
        {tab === 'rebates' && <RebatesTab />}
        {tab === 'performance' && performance}
        {tab === 'alerts' && alerts}
      </div>
      <OrderDetailsDialog target={details} onClose={() => setDetails(null)} />
    </div>
  );
}

/** The last value that was not null (null until there is one). */
function useLastKnown(value: number | null): number | null {
  const [last, setLast] = useState(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}

/** The selected market's open orders: the feed the order book polls anyway (shared, so no extra requests). */
function useCurrentMarketCount(): number | null {
  const selected = useSelectedSymbol();
  return useFeedValue('openOrders', (d) => (d === null ? null : d.filter((o) => o.symbol === selected).length));
}
