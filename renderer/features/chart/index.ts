export { PriceChart } from './PriceChart';
