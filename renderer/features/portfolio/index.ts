export { PortfolioTabs } from './PortfolioTabs';
