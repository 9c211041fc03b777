export { EXIT_ACTIONS, openGuards, type Guards } from './guards';
export { GUARD_DECISIONS, type GuardDecision } from './roads';
export { openGuardStore } from './store';
