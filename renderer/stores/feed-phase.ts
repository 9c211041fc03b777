/**
 * Where in its interval a polled feed asks (poller.ts `phaseMs`). Feeds of one interval and band share a phase, so
 * their answers come together and are drawn in one frame; feeds of the default intervals (1, 2, 3 and 5 s) in other
 * bands or at other intervals never ask at the same moment. Piled up, the screen's feeds would take most of the
 * request budget at once every 6 s, and the book's and trades' spare polls would wait behind them.
 */
import type { BandHint } from '../../shared/bridge';

/** Screen feeds sit on quarter seconds; background work an eighth of a second off them. */
const QUARTER_MS = 250;
const EIGHTH_MS = 125;

export function phaseOfFeed(intervalMs: number, band: BandHint): number {
  const seconds = Math.max(1, Math.round(intervalMs / 1000));
  // 2 s → 0 (the most common interval stays with the book and trades), 3 s → 750, 5 s → 250, 1 s → 250.
  const screenPhase = ((seconds * 3 + 2) % 4) * QUARTER_MS;
  return (screenPhase + (band === 'background' ? EIGHTH_MS : 0)) % intervalMs;
}
