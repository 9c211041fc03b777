/** Exact integer arithmetic for scaled values (ticks, lots, 1e-8 rates), so replays give the same numbers. */

/** a / b rounded to the nearest integer, halves away from zero; `a` a safe integer, `b` a positive one. */
export function roundDiv(a: number, b: number): number {
  const rest = a % b;
  const quotient = (a - rest) / b;
  if (2 * Math.abs(rest) < b) return quotient;
  return a < 0 ? quotient - 1 : quotient + 1;
}

export const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));
