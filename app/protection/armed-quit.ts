/**
 * Quitting while Perpdesk holds armed orders asks first: they fire only while it runs. What is said and what is
 * decided, for the desktop's dialog and the terminal's Ctrl+C (`npm start` in browser mode, `npm run headless`);
 * the shells only carry it out.
 */
import type { ProtectionStatus } from '../../shared/bridge';

/** A second Ctrl+C within this long quits anyway. */
export const SECOND_INTERRUPT_MS = 5000;

/** The orders that would stop watching: armed ones, bracket legs waiting for their entry, and working chases and TWAPs. */
export const armedOf = (status: Pick<ProtectionStatus, 'armed' | 'pending' | 'working'> | null): number =>
  status === null ? 0 : status.armed + status.pending + (status.working ?? 0);

const armedLine = (armed: number): string => `${armed} held ${armed === 1 ? 'order is' : 'orders are'} armed. They fire only while Perpdesk runs.`;

/** The desktop's question on closing the window or quitting; null: nothing armed, quit at once. */
export function quitQuestion(armed: number): { message: string; detail: string; buttons: [string, string]; keep: 0; quit: 1 } | null {
  if (armed <= 0) return null;
  return {
    message: `${armedLine(armed)} Quit anyway?`,
    detail: 'Closed, Perpdesk watches no price: a stop, target or trailing stop it holds cannot fire until it runs again (or npm run headless runs).',
    buttons: ['Keep running', 'Quit'],
    keep: 0,
    quit: 1,
  };
}

export type InterruptDecision = { quit: true } | { quit: false; warning: string; warnedAt: number };

/**
 * A Ctrl+C in the terminal: with nothing armed it quits; with armed orders the first one warns, and only a second
 * within SECOND_INTERRUPT_MS of the warning quits.
 */
export function onInterrupt(armed: number, warnedAt: number | null, now: number): InterruptDecision {
  if (armed <= 0) return { quit: true };
  if (warnedAt !== null && now - warnedAt <= SECOND_INTERRUPT_MS) return { quit: true };
  const warning = `${armedLine(armed)} Quit anyway? Press Ctrl+C again within ${SECOND_INTERRUPT_MS / 1000} s to quit.`;
  return { quit: false, warning, warnedAt: now };
}
