import { useEffect } from 'react';
import { useSession } from '../../services/hooks';
import { algoEvents, childFillEvents, heldEvents, newFills, unheard } from '../../services/action-log-events';

/**
 * Logs what held orders, chases and TWAPs do (action-log-events.ts) as their lists and the recent fills come in.
 * The fills feed costs exchange requests: it is asked for only while one of them is live.
 */
export function useHeardEvents(): void {
  const session = useSession();
  useEffect(() => {
    let seen: ReadonlySet<string> | null = null;
    // Apart: the fills feed may answer first long after the lists; its first answer is taken in untold too.
    let fillsSeen: ReadonlySet<string> | null = null;
    let releaseFills: (() => void) | null = null;
    const releases = [session.poller.use('protectionOrders'), session.poller.use('algos')];
    const unsubscribe = session.feeds.subscribe((s, previous) => {
      const { protectionOrders, algos, recentFills } = s.feeds;
      if (protectionOrders === previous.feeds.protectionOrders && algos === previous.feeds.algos && recentFills === previous.feeds.recentFills)
        return;
      if (protectionOrders.data === null || algos.data === null) return;
      const live =
        protectionOrders.data.some((h) => h.status === 'armed' || h.status === 'firing') ||
        algos.data.some((a) => a.status !== 'done' && a.status !== 'stopped' && a.status !== 'cancelled');
      if (live && !releaseFills) releaseFills = session.poller.use('recentFills');
      const now = Date.now();
      const heard = unheard([...heldEvents(protectionOrders.data, now), ...algoEvents(algos.data, now)], seen);
      seen = heard.seen;
      const fresh = [...heard.fresh];
      if (recentFills.data !== null) {
        const fills = unheard(childFillEvents(newFills(recentFills.data, fillsSeen), protectionOrders.data, algos.data), fillsSeen);
        fillsSeen = fills.seen;
        fresh.push(...fills.fresh);
      }
      for (const e of fresh) session.actionLog.getState().actions.heard({ tone: e.tone, text: e.text }, e.at);
    });
    return () => {
      unsubscribe();
      releaseFills?.();
      for (const release of releases) release();
    };
  }, [session]);
}
