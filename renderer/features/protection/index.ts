export { WorkingTab } from './WorkingTab';
export { ProtectionBadge } from './ProtectionBadge';
export { ProtectionWatch, type ProtectionMessage } from './ProtectionWatch';
export { TpSlCell } from './TpSlCell';
export { ExitField } from './ExitField';
export { ALGO_HELD_BY_PERPDESK } from './algo-model';
export { FireNowDialog, type FireNowQuestion } from './FireNowDialog';
export { NoStopMark } from './NoStopMark';
