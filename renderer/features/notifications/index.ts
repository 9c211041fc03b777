export { DesktopNotificationNote, Notifications } from './Notifications';
