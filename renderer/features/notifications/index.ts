export { ActionLog } from './ActionLog';
export { DesktopNotificationNote, Notifications } from './Notifications';
