/**
 * The App layer: places every panel, and composes the ones that show another's part (a panel never imports another
 * panel; what one shows of another is handed to it here).
 */
// In this order, the panels' styles come in the bundle as they did while panels imported each other (the first
// import of a style sheet places it): a rule of one panel's sheet that another's overrides stays overridden.
import { NoStopMark, ProtectionBadge, ProtectionWatch, TpSlCell, WorkingTab } from './features/protection';
import { AccountSummary, PositionsTable } from './features/positions';
import { OrderConfirmation, OrderEntry } from './features/trading';
import { AlertsTab, AlertWatch, SetAlertButton } from './features/alerts';
import { PriceChart } from './features/chart';
import { ProfilesButton, VenueChip } from './features/profiles';
import { ConnectionStatus, MarketSelect, MarketSummary, OrderBook, RecentTrades } from './features/market';
import { DepthLadder, LadderPlacementSelect, useLadderTradingMark } from './features/ladder';
import { KeychainNotice, SettingsButton, ThemeRoot } from './features/settings';
import { Hotkeys, HotkeySettings, useHotkeysArmedMark } from './features/hotkeys';
import { ActionLog, DesktopNotificationNote, Notifications } from './features/notifications';
import { PerformanceTab } from './features/performance';
import { PortfolioTabs } from './features/portfolio';
import { WorkspaceMenu } from './features/workspaces';
import { InLastActiveWindow, useDocked, Workspace, WorkspaceScreen } from './composition/layout';
import type { ReactNode } from 'react';
import type { PanelKind, WorkspacePanel } from '../shared/workspace/model';
import { StatusMarks } from './ui/StatusMarks';

export function App() {
  const docked = useDocked();
  const toasts = (
    <Notifications
      watches={(notify, on) => (
        <>
          {on && <ProtectionWatch onMessages={notify} />}
          {/* Alerts the trader set are told whatever the fills setting says. */}
          <AlertWatch onMessages={notify} />
        </>
      )}
    />
  );
  return (
    <div className="app">
      <ThemeRoot />
      <header className="topbar">
        <h1 className="brand">Perpdesk</h1>
        <MarketSelect />
        <MarketSummary alertButton={<SetAlertButton />} />
        <div className="topbar-spacer" />
        <ArmedMarks />
        <WorkspaceMenu />
        {!docked && <LadderPlacementSelect />}
        <ConnectionStatus venue={<VenueChip />} protection={<ProtectionBadge />} />
        <SettingsButton profiles={<ProfilesButton />} desktopNote={<DesktopNotificationNote />} hotkeys={<HotkeySettings />} />
      </header>
      <KeychainNotice />
      <WorkspaceScreen
        fixed={
          <Workspace
            chart={<PriceChart />}
            book={<OrderBook />}
            ladder={<DepthLadder />}
            trades={<RecentTrades />}
            entry={
              <>
                <OrderEntry />
                <AccountSummary />
              </>
            }
            bottom={<Portfolio />}
            toasts={toasts}
          />
        }
        panelOf={panelOf}
        toasts={toasts}
        marketPicker={<MarketSelect />}
      />
      <footer className="footbar">
        <ActionLog />
      </footer>
      <Hotkeys />
      <InLastActiveWindow>
        <OrderConfirmation />
      </InLastActiveWindow>
    </div>
  );
}

/** What is armed, always in sight: trading hotkeys (and, beside them, any other one-key way to trade). */
function ArmedMarks() {
  const hotkeys = useHotkeysArmedMark();
  const ladder = useLadderTradingMark();
  return <StatusMarks marks={[hotkeys, ladder]} />;
}

type TabId = NonNullable<Parameters<typeof PortfolioTabs>[0]['only']>;

/** The portfolio's tabs, or one of them alone. */
function Portfolio({ only }: { only?: TabId }) {
  return (
    <PortfolioTabs
      only={only}
      positions={
        <PositionsTable noStopMark={(position) => <NoStopMark position={position} />} tpSlCell={(position) => <TpSlCell position={position} />} />
      }
      working={<WorkingTab />}
      performance={<PerformanceTab />}
      alerts={<AlertsTab />}
    />
  );
}

/** What a workspace's panel shows, by its kind (a portfolio tab's kind is the tab alone). */
const PANELS: Partial<Record<PanelKind, () => ReactNode>> = {
  chart: () => <PriceChart />,
  book: () => <OrderBook />,
  ladder: () => <DepthLadder />,
  trades: () => <RecentTrades />,
  entry: () => <OrderEntry />,
  account: () => <AccountSummary />,
  portfolio: () => <Portfolio />,
};

const panelOf = ({ kind }: WorkspacePanel): ReactNode => PANELS[kind]?.() ?? <Portfolio only={kind as TabId} />;
