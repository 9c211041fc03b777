import { PriceChart } from './features/chart';
import { ConnectionStatus, MarketSelect, MarketSummary, OrderBook, RecentTrades } from './features/market';
import { DepthLadder, LadderPlacementSelect, useLadderTradingMark } from './features/ladder';
import { Workspace } from './features/layout';
import { KeychainNotice, SettingsButton, ThemeRoot } from './features/settings';
import { Hotkeys, useHotkeysArmedMark } from './features/hotkeys';
import { ActionLog, Notifications } from './features/notifications';
import { PortfolioTabs } from './features/portfolio';
import { AccountSummary, PositionsTable } from './features/positions';
import { OrderEntry } from './features/trading';
import { StatusMarks } from './ui/StatusMarks';

export function App() {
  return (
    <div className="app">
      <ThemeRoot />
      <header className="topbar">
        <h1 className="brand">Perpdesk</h1>
        <MarketSelect />
        <MarketSummary />
        <div className="topbar-spacer" />
        <ArmedMarks />
        <LadderPlacementSelect />
        <ConnectionStatus />
        <SettingsButton />
      </header>
      <KeychainNotice />
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
        bottom={<PortfolioTabs positions={<PositionsTable />} />}
        toasts={<Notifications />}
      />
      <footer className="footbar">
        <ActionLog />
      </footer>
      <Hotkeys />
    </div>
  );
}

/** What is armed, always in sight: trading hotkeys (and, beside them, any other one-key way to trade). */
function ArmedMarks() {
  const hotkeys = useHotkeysArmedMark();
  const ladder = useLadderTradingMark();
  return <StatusMarks marks={[hotkeys, ladder]} />;
}
