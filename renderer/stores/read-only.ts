/** Why the screen's trading controls are off: the profile traded now is read-only. */
import type { AppStatus } from '../../shared/bridge';

/** The tooltip and message of every trading control while the profile is read-only; null when it may trade. */
export function readOnlyReason(status: Pick<AppStatus, 'readOnly' | 'venue'> | null | undefined): string | null {
  if (!status?.readOnly) return null;
  return `"${status.venue.name}" is a read-only profile: it cannot place, move or cancel orders. Turn Read only off in Profiles (the venue in the top bar) to trade`;
}
