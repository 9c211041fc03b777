export { AccountSummary } from './AccountSummary';
export { AdjustMarginDialog } from './AdjustMarginDialog';
export { ClosePositionDialog } from './ClosePositionDialog';
export { LeverageDialog, type MarginMode } from './LeverageDialog';
export { PositionsTable } from './PositionsTable';
