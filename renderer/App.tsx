import { ConnectionStatus, MarketSelect, OrderBook, PriceChart } from './features/market';
import { KeychainNotice } from './features/settings';
import { OpenOrders, OrderEntry } from './features/trading';

export function App() {
  return (
    <div className="app">
      <header className="topbar">
        <span className="brand">Perpdesk</span>
        <MarketSelect />
        <div className="topbar-spacer" />
        <ConnectionStatus />
      </header>
      <KeychainNotice />
      <main className="workspace">
        <OrderBook />
        <PriceChart />
        <OrderEntry />
        <OpenOrders />
      </main>
    </div>
  );
}
