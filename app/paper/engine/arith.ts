/**
 * Exact integer arithmetic for money: every amount is a safe integer, and a product that could pass 2^53 is
 * taken apart (or, past that, done in BigInt) so the result is the exact floor or ceiling.
 *
 * Dividing two safe integers in floating point and rounding the quotient is exact: the quotient's rounding error
 * is below 1/b, less than its distance to any integer it is not. It is also much faster than `%` on doubles.
 */

/** ⌈a / b⌉ for a non-negative safe integer a and a positive safe integer b. */
export const ceilDiv = (a: number, b: number): number => Math.ceil(a / b);

/** ⌊a / b⌋ for a non-negative safe integer a and a positive safe integer b. */
export const floorDiv = (a: number, b: number): number => Math.floor(a / b);

/**
 * ⌊a × b / c⌋ (or ⌈…⌉ with `up`) for non-negative safe integers a, b and a positive c. Splitting a into
 * q × c + r keeps every intermediate safe when b × c is; otherwise BigInt does it.
 */
export function mulDiv(a: number, b: number, c: number, up = false): number {
  const product = a * b;
  if (product <= Number.MAX_SAFE_INTEGER) return up ? Math.ceil(product / c) : Math.floor(product / c);
  if (b * c <= Number.MAX_SAFE_INTEGER) {
    const whole = Math.floor(a / c);
    const rest = (a - whole * c) * b;
    return whole * b + (up ? Math.ceil(rest / c) : Math.floor(rest / c));
  }
  const big = BigInt(a) * BigInt(b);
  const bigC = BigInt(c);
  const quotient = big / bigC;
  return Number(up && quotient * bigC !== big ? quotient + 1n : quotient);
}

/** `part` of `total`, where `part` ≤ `whole`: the share of a position's value or margin that `part` lots carry. */
export const share = (total: number, part: number, whole: number): number => (part === whole ? total : mulDiv(total, part, whole));
