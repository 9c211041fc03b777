export { PerformanceTab } from './PerformanceTab';
