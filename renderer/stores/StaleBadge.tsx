import type { FeedName } from './feed-table';
import { useFreshness } from './hooks';
import { formatAge } from '../ui/format';

/**
 * "stale 12 s" beside a panel's title while its feed is stale, with the reason on hover; nothing while it is live.
 * It redraws every second on its own, so the panel around it does not. With the stores (not ui/): it reads a feed.
 */
export function StaleBadge({ feed }: { feed: FeedName }) {
  const freshness = useFreshness(feed);
  if (freshness.kind !== 'stale') return null;
  return (
    <span className="badge badge-warn" title={freshness.error?.message}>
      stale{freshness.ageMs === null ? '' : ` ${formatAge(freshness.ageMs)}`}
    </span>
  );
}
