/** The "No stop" warning: a position with no armed held stop is marked, and told once after `seconds`. */

export interface NoStopWarning {
  on: boolean;
  seconds: number;
}

export const DEFAULT_NO_STOP: NoStopWarning = { on: false, seconds: 30 };
export const NO_STOP_SECONDS = { min: 5, max: 3600 } as const;

/** Why `text` cannot be the wait in seconds, or null. */
export function checkNoStopSeconds(text: string): string | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return 'The wait before the No stop warning must be a whole number of seconds';
  const seconds = Number(trimmed);
  if (seconds < NO_STOP_SECONDS.min || seconds > NO_STOP_SECONDS.max) {
    return `The wait before the No stop warning must be from ${NO_STOP_SECONDS.min} to ${NO_STOP_SECONDS.max} seconds`;
  }
  return null;
}

export function readNoStop(value: unknown): NoStopWarning {
  if (typeof value !== 'object' || value === null) return DEFAULT_NO_STOP;
  const { on, seconds } = value as Partial<Record<keyof NoStopWarning, unknown>>;
  const wait = typeof seconds === 'number' && checkNoStopSeconds(String(seconds)) === null ? seconds : DEFAULT_NO_STOP.seconds;
  return { on: on === true, seconds: wait };
}
