export { EXIT_ACTIONS, openGuards, type Guards } from './guards';
export { OrdersWindows } from './orders-window';
export { GUARD_DECISIONS, type GuardDecision } from './roads';
export { openGuardStore } from './store';
