/**
 * How a write's outcome reads (services/outcomes.ts words it): a tone, and a headline with a detail for the panels or
 * one line for the hotkeys, the ladder and the action log. Here, below the stores, because they keep what was said.
 */

/**
 * `warn`: it went through, but not as asked (expired unfilled, partly filled, some of a scale refused); `info`:
 * nothing to do (nothing to cancel).
 */
export type Tone = 'info' | 'pending' | 'ok' | 'warn' | 'error' | 'unknown';

export interface OutcomeText {
  tone: Tone;
  headline: string;
  detail?: string;
}

/** One line: what a hotkey did. */
export interface Said {
  tone: Tone;
  text: string;
}
