export { AlertsTab } from './AlertsTab';
export { AlertWatch } from './AlertWatch';
export { SetAlertButton } from './SetAlertButton';
export { BellIcon } from './BellIcon';
