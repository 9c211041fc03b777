/** What the Connection status says: which venue, and whether every feed is live or which are stale and since when. */
import type { AppStatus, RequestBudget } from '../../../shared/bridge';
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
    const parts = stale.map(({ label, freshness }) => `${label} ${freshness.ageMs === null ? 'no data' : formatAge(freshness.ageMs)}`);
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
  /** The request budget in use, per band: "requests 6.1/10 a s: writes 0.2, screen 4.9, background 1.0, spare 0.0". */
  budget: string | null;
  /** The same, short, for a narrow top bar: "6.1/10 req/s" (the whole line is in the tooltip). */
  budgetShort: string | null;
  /** Longer lines for the tooltip: what is free of the budget, and what waits for it. */
  details: string[];
  /** The exchange has slowed us down (2008): the summary says until when, and must stay in sight. */
  slowed: boolean;
}

/** The exchange link as the client measures it: latency, clock offset, the budget, and throttling (2008). */
export function describeLink(status: AppStatus | null, now: number): LinkView {
  if (!status) return { summary: null, budget: null, budgetShort: null, details: [], slowed: false };
  const { latencyMs, clockOffsetMs, throttledUntil, budget } = status.connection;
  const { line, short, details } = describeBudget(budget);
  if (throttledUntil !== null && throttledUntil > now) {
    return { summary: `slowed down by the exchange, ${formatAge(throttledUntil - now)}`, budget: line, budgetShort: short, details, slowed: true };
  }
  const parts: string[] = [];
  if (latencyMs !== null) parts.push(`${Math.round(latencyMs)} ms`);
  if (clockOffsetMs !== null) parts.push(`clock ${clockOffsetMs >= 0 ? '+' : '−'}${(Math.abs(clockOffsetMs) / 1000).toFixed(1)} s`);
  return { summary: parts.length > 0 ? parts.join(' · ') : null, budget: line, budgetShort: short, details, slowed: false };
}

const rate = (perSecond: number): string => perSecond.toFixed(1);

/** How the bands spend the budget: writes first, then the screen, background work and spare polls from what is left. */
function describeBudget({ perSecond, available, used, waiting }: RequestBudget): { line: string; short: string; details: string[] } {
  const total = used.write + used.screen + used.background + used.spare;
  const line = `requests ${rate(total)}/${perSecond} a s: writes ${rate(used.write)}, screen ${rate(used.screen)}, background ${rate(used.background)}, spare ${rate(used.spare)}`;
  const details = [
    `Request budget: ${available.toFixed(0)} free now for orders and the screen; background work and spare polls take only what they leave`,
  ];
  const queued = (['write', 'screen', 'background', 'spare'] as const).filter((band) => waiting[band] > 0);
  if (queued.length > 0) details.push(`Waiting for the budget: ${queued.map((band) => `${band} ${waiting[band]}`).join(', ')}`);
  return { line, short: `${rate(total)}/${perSecond} req/s`, details };
}
