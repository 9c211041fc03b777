import { useShallow } from 'zustand/react/shallow';
import { FEED_INTERVAL_MS, useAppStatus, useFeedsSlice } from '../../stores';
import { useNow } from '../../ui/use-now';
import { describeConnection } from './connection-model';

/** Venue, and whether what the screen shows is live. Re-read every second so ages count up. */
export function ConnectionStatus() {
  const status = useAppStatus();
  const { depth, openOrders } = useFeedsSlice(useShallow((s) => ({ depth: s.depth, openOrders: s.openOrders })));
  const now = useNow(1000);
  const view = describeConnection(
    status,
    [
      { label: 'host', feed: status, intervalMs: FEED_INTERVAL_MS.status },
      { label: 'order book', feed: depth, intervalMs: FEED_INTERVAL_MS.depth },
      { label: 'open orders', feed: openOrders, intervalMs: FEED_INTERVAL_MS.openOrders },
    ],
    now,
  );
  return (
    <div role="status" aria-label="Connection" className={`connection connection-${view.tone}`} title={view.reasons.join('\n') || undefined}>
      <span className="connection-dot" aria-hidden="true" />
      <span className="connection-venue">{view.venue ?? 'Perpdesk host'}</span>{' '}
      {view.paper && <span className="badge">paper</span>}{' '}
      <span className="connection-state">{view.state}</span>
    </div>
  );
}
