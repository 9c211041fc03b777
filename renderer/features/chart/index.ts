export { PriceChart } from './PriceChart';
export { BUTTON_PERIODS, PERIOD_LABELS } from './chart-periods';
