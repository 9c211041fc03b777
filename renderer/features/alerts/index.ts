export { AlertsTab } from './AlertsTab';
export { AlertWatch } from './AlertWatch';
export { SetAlertButton } from './SetAlertButton';
