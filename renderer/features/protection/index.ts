export { WorkingTab } from './WorkingTab';
export { ProtectionBadge } from './ProtectionBadge';
export { ProtectionWatch, type ProtectionMessage } from './ProtectionWatch';
export { TpSlCell } from './TpSlCell';
export { ExitField } from './ExitField';
export { FireNowDialog, type FireNowQuestion } from './FireNowDialog';
export { NoStopMark } from './NoStopMark';
