export { AlertsTab } from './AlertsTab';
export { AlertWatch } from './AlertWatch';
export { conditionText, levelAt, type AlertLevel } from './alert-text';
export { newAlertParams, type AlertKind } from './alert-form';
export { SetAlertButton } from './SetAlertButton';
export { BellIcon } from './BellIcon';
