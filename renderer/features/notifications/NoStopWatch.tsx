import { useEffect } from 'react';
import { useSession } from '../../services/hooks';
import { NO_SPELLS, noStopMessage, noStopKey, watchNoStop, withoutStop } from '../../domain/protection/no-stop';
import type { Message } from './fill-watch';

/** How often the spells are looked at between answers: the wait is told to the second. */
const LOOK_MS = 1000;

/**
 * While the No stop warning is on: tells once (a toast, a desktop notification) each position that has gone the
 * chosen seconds with no armed held stop (protection/no-stop.ts). Asks for the positions while on.
 */
export function NoStopWatch({ onMessages }: { onMessages: (messages: Message[]) => void }) {
  const session = useSession();
  useEffect(() => {
    let spells = NO_SPELLS;
    let release: (() => void) | null = null;
    const look = () => {
      const setting = session.settings.getState().noStop;
      if (setting.on && !release) release = session.poller.use('positions');
      if (!setting.on && release) {
        release();
        release = null;
      }
      const { positions, protectionOrders } = session.feeds.getState().feeds;
      const now = session.now();
      const watched = watchNoStop(spells, withoutStop(positions.data, protectionOrders.data), now, setting);
      spells = watched.spells;
      if (watched.due.length > 0) onMessages(watched.due.map((p) => noStopMessage(p, setting.seconds, spells.since.get(noStopKey(p)) ?? now)));
    };
    look();
    const timer = window.setInterval(look, LOOK_MS);
    const unsubscribe = session.settings.subscribe((s, previous) => {
      if (s.noStop !== previous.noStop) look();
    });
    return () => {
      window.clearInterval(timer);
      unsubscribe();
      release?.();
    };
  }, [session, onMessages]);
  return null;
}
