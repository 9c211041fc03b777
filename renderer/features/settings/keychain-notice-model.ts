/**
 * When the keychain banner shows: where a real key is concerned (the session trades an exchange other than the
 * built-in paper one) and its secret cannot go to the system keychain. On the paper exchange alone it says
 * nothing: the paper account's secret is new each run anyway.
 */
import type { AppStatus } from '../../../shared/bridge';

export function keychainNotice(status: Pick<AppStatus, 'venue' | 'keychain'> | null | undefined): string | null {
  if (!status || status.keychain.available || status.venue.paper) return null;
  return status.keychain.message;
}
