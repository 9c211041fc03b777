export { Hotkeys } from './Hotkeys';
export { HotkeySettings } from './HotkeySettings';
export { useHotkeysArmedMark } from './use-bindings';
