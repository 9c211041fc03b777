/** What the Connection status says: which venue, and whether every feed is live or which are stale and since when. */
import type { AppStatus } from '../../../shared/bridge';
import { freshnessOf, type Loadable } from '../../stores/loadable';
import { formatAge } from '../../ui/format';

export interface WatchedFeed {
  label: string;
  feed: Loadable<unknown>;
  intervalMs: number;
}

export interface ConnectionView {
  tone: 'waiting' | 'live' | 'stale';
  /** The venue's name; null until the host has said. */
  venue: string | null;
  paper: boolean;
  /** "live", "connecting…", or "stale: order book 12 s, open orders no data". */
  state: string;
  /** The errors behind a stale state, in the host's words. */
  reasons: string[];
}

export function describeConnection(status: Loadable<AppStatus>, feeds: readonly WatchedFeed[], now: number): ConnectionView {
  const venue = status.data?.venue ?? null;
  const checked = feeds.map((f) => ({ label: f.label, freshness: freshnessOf(f.feed, f.intervalMs, now) }));
  const stale = checked.flatMap(({ label, freshness }) => (freshness.kind === 'stale' ? [{ label, freshness }] : []));
  const base = { venue: venue?.name ?? null, paper: venue?.paper ?? false };

  if (stale.length > 0) {
    const parts = stale.map(({ label, freshness }) =>
      `${label} ${freshness.ageMs === null ? 'no data' : formatAge(freshness.ageMs)}`,
    );
    const reasons = [...new Set(stale.flatMap(({ freshness }) => (freshness.error ? [freshness.error.message] : [])))];
    return { ...base, tone: 'stale', state: `stale: ${parts.join(', ')}`, reasons };
  }
  if (checked.every(({ freshness }) => freshness.kind === 'waiting')) {
    return { ...base, tone: 'waiting', state: 'connecting…', reasons: [] };
  }
  return { ...base, tone: 'live', state: 'live', reasons: [] };
}

export interface LinkView {
  /** "42 ms · clock +0.1 s", or "slowed down by the exchange 4 s" while throttled. */
  summary: string | null;
  /** Longer lines for the tooltip: the request budget. */
  details: string[];
}

/** The exchange link as the client measures it: latency, clock offset, and throttling (2008) while it lasts. */
export function describeLink(status: AppStatus | null, now: number): LinkView {
  if (!status) return { summary: null, details: [] };
  const { latencyMs, clockOffsetMs, throttledUntil, budget } = status.connection;
  const details = [`Request budget: ${budget.available.toFixed(0)} of ${budget.capacity} per second free`];
  if (throttledUntil !== null && throttledUntil > now) {
    return { summary: `slowed down by the exchange, ${formatAge(throttledUntil - now)}`, details };
  }
  const parts: string[] = [];
  if (latencyMs !== null) parts.push(`${Math.round(latencyMs)} ms`);
  if (clockOffsetMs !== null) parts.push(`clock ${clockOffsetMs >= 0 ? '+' : '−'}${(Math.abs(clockOffsetMs) / 1000).toFixed(1)} s`);
  return { summary: parts.length > 0 ? parts.join(' · ') : null, details };
}
