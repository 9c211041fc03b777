export { KeychainNotice } from './KeychainNotice';
export { SettingsButton } from './SettingsDialog';
export { ThemeRoot } from './ThemeRoot';
