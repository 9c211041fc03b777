import { FEEDS, useFeed } from '../../stores';
import { useSession } from '../../services/hooks';
import { useNow } from '../../ui/use-now';
import type { ReactNode } from 'react';
import { describeConnection, describeLink } from './connection-model';

/**
 * Venue, latency, clock offset and the request budget in use per band, and whether what the screen shows is
 * live: every feed on screen is watched, and any older than three intervals is named with its age. Re-read every second so ages count up.
 * `venue` (the profile's chip) and `protection` (what is armed) are other panels', placed here by the App.
 */
export function ConnectionStatus({ venue, protection }: { venue: ReactNode; protection: ReactNode }) {
  const session = useSession();
  const status = useFeed('status');
  // Read, not subscribed: ages are shown to the second, so the once-a-second redraw is enough, and the status
  // does not redraw with every answer of every feed.
  const now = useNow(1000);
  const feeds = session.feeds.getState().feeds;
  const intervals = session.settings.getState().intervals;
  const watched = session.poller.active().map((name) => ({ label: FEEDS[name].label, feed: feeds[name], intervalMs: intervals[name] }));
  const view = describeConnection(status, watched, now);
  const link = describeLink(status.data, now);
  return (
    <div
      role="status"
      aria-label="Connection"
      className={`connection connection-${view.tone}`}
      title={
        [...view.reasons, ...(link.summary ? [`Exchange: ${link.summary}`] : []), ...(link.budget ? [link.budget] : []), ...link.details].join(
          '\n',
        ) || undefined
      }
    >
      <span className="connection-dot" aria-hidden="true" />
      {venue} <span className="connection-state">{view.state}</span>
      {link.summary && <span className={link.slowed ? 'connection-link connection-link-slowed num' : 'connection-link num'}> · {link.summary}</span>}
      {link.budget && <span className="connection-budget connection-budget-full num"> · {link.budget}</span>}
      {link.budgetShort && (
        <span className="connection-budget connection-budget-short num" aria-hidden="true">
          {' '}
          · {link.budgetShort}
        </span>
      )}
      {protection}
    </div>
  );
}
