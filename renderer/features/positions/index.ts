export { AccountSummary } from './AccountSummary';
export { AdjustMarginDialog } from './AdjustMarginDialog';
export { ClosePositionDialog } from './ClosePositionDialog';
export { LeverageDialog, type MarginMode } from './LeverageDialog';
export { PositionsTable } from './PositionsTable';
export { BreakevenDialog } from './BreakevenDialog';
export { breakevenBlocked, breakevenTitle } from '../../domain/positions/breakeven-model';
export { useBreakeven } from './use-breakeven';
