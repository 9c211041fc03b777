export { Hotkeys } from './Hotkeys';
export { HotkeySettings } from './HotkeySettings';
