import { PriceChart } from './features/chart';
import { ConnectionStatus, MarketSelect, MarketSummary, OrderBook, RecentTrades } from './features/market';
import { Workspace } from './features/layout';
import { KeychainNotice, SettingsButton, ThemeRoot } from './features/settings';
import { Hotkeys } from './features/hotkeys';
import { ActionLog, Notifications } from './features/notifications';
import { PortfolioTabs } from './features/portfolio';
import { AccountSummary, PositionsTable } from './features/positions';
import { OrderEntry } from './features/trading';

export function App() {
  return (
    <div className="app">
      <ThemeRoot />
      <header className="topbar">
        <span className="brand">Perpdesk</span>
        <MarketSelect />
        <MarketSummary />
        <div className="topbar-spacer" />
        <ConnectionStatus />
        <SettingsButton />
      </header>
      <KeychainNotice />
      <Workspace
        chart={<PriceChart />}
        book={<OrderBook />}
        trades={<RecentTrades />}
        entry={
          <>
            <OrderEntry />
            <AccountSummary />
          </>
        }
        bottom={<PortfolioTabs positions={<PositionsTable />} />}
      />
      <footer className="footbar">
        <ActionLog />
        <Notifications />
      </footer>
      <Hotkeys />
    </div>
  );
}
