export { WorkingTab } from './WorkingTab';
export { ProtectionBadge } from './ProtectionBadge';
export { ProtectionWatch, type ProtectionMessage } from './ProtectionWatch';
export { TpSlCell } from './TpSlCell';
export { NoStopMark } from './NoStopMark';
