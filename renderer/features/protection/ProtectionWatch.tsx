import { useEffect } from 'react';
import type { ProtectionNotice } from '../../../shared/bridge';
import { type SoundName } from '../../stores';
import { useSession } from '../../services/hooks';
import { noticeSounds } from '../../domain/notifications/sounds';
import { newNotices } from '../../domain/protection/protection-model';

export interface ProtectionMessage {
  tag: string;
  tone: 'buy' | 'sell' | 'warn';
  title: string;
  body: string;
}

const toneOf = (n: ProtectionNotice): ProtectionMessage['tone'] => (n.kind === 'triggered' || n.kind === 'armed' ? 'buy' : 'warn');

/**
 * Polls what held orders did while mounted and hands each new notice on as a message (a toast, a desktop
 * notification; the "held" sound when one fired), first those not seen before this start; then marks them read, so the next start does not tell them again.
 */
export function ProtectionWatch({ onMessages }: { onMessages: (messages: ProtectionMessage[], sounds: readonly SoundName[]) => void }) {
  const session = useSession();
  useEffect(() => {
    let seen: number | null = null;
    const release = session.poller.use('protectionNotices');
    const unsubscribe = session.feeds.subscribe((s, previous) => {
      const feed = s.feeds.protectionNotices;
      if (feed === previous.feeds.protectionNotices || feed.data === null) return;
      const next = newNotices(feed.data, seen);
      seen = next.seen;
      if (next.fresh.length > 0) {
        onMessages(
          next.fresh.map((n) => ({ tag: `held-${n.seq}`, tone: toneOf(n), title: n.title, body: n.message })),
          noticeSounds(next.fresh),
        );
        void session.protection.markRead(next.seen);
      }
    });
    return () => {
      unsubscribe();
      release();
    };
  }, [session, onMessages]);
  return null;
}
