import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** The secret in browser mode's address that every bridge call must carry. */
export const newLaunchToken = (): string => randomBytes(24).toString('base64url');

/** Constant-time comparison; hashing first makes the lengths equal. */
export function tokenMatches(expected: string, given: string | null | undefined): boolean {
  if (typeof given !== 'string') return false;
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(expected), digest(given));
}
