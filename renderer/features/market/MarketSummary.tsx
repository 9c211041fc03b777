import { useId, useMemo, type ReactNode } from 'react';
import { useFeed, useFreshness, useSelectedPair, useSelectedSymbol } from '../../stores';
import { formatAge } from '../../ui/format';
import { useNow } from '../../ui/use-now';
import { toneClass } from './change-model';
import { fundingCountdown } from './funding-model';
import { FundingHistory } from './FundingHistory';
import { describeSummary } from './summary-model';
import './market.css';

const NONE = '—';

/**
 * The selected pair at a glance: last, mark and index price, the 24h change, funding with the countdown to its next
 * settlement, open interest, the 24h range and volume. Each value is a <dd> labelled by its <dt>. In a narrow top bar
 * the last facts give way first (they wrap out of sight), so they come in order of what a perp trader needs most.
 * Dimmed, with its age, when the summary stopped updating.
 */
export function MarketSummary() {
  const symbol = useSelectedSymbol();
  const pair = useSelectedPair();
  const feed = useFeed('summary');
  const freshness = useFreshness('summary');
  const now = useNow(1000);
  const { data, updatedAt } = feed;
  const view = useMemo(() => (data ? describeSummary(data, pair) : null), [data, pair]);
  const countdown = data && updatedAt !== null ? fundingCountdown(data.nextFundingTime, data.serverTime, updatedAt, now) : null;
  const stale = freshness.kind === 'stale';

  if (!view && feed.status === 'error') {
    return (
      <section aria-label="Market summary" className="market-summary">
        <p className="text-error">Market summary unavailable: {feed.error?.message}</p>
      </section>
    );
  }
  return (
    <section aria-label="Market summary" aria-busy={!view} className={stale ? 'market-summary market-summary-stale' : 'market-summary'}>
      <dl className="summary-facts">
        <Fact label="Last price" className="summary-last">
          {view?.lastPrice ?? NONE}
        </Fact>
        <Fact label="Mark price">{view?.markPrice ?? NONE}</Fact>
        <Fact label="Index price">{view?.indexPrice ?? NONE}</Fact>
        <Fact label="24h change">
          {view ? (
            <span className={toneClass(view.change.tone)}>
              {view.change.absolute}
              {view.change.percent && ` ${view.change.percent}`}
            </span>
          ) : (
            NONE
          )}
        </Fact>
        <Fact label="Funding rate">
          {view ? <span className={toneClass(view.funding.tone)}>{view.funding.text}</span> : NONE}
          {countdown && <span className="summary-countdown muted"> {countdown}</span>}
          <FundingHistory pair={symbol} />
        </Fact>
        <Fact label="Open interest">{view?.openInterest ?? NONE}</Fact>
        <Fact label="24h high">{view?.high ?? NONE}</Fact>
        <Fact label="24h low">{view?.low ?? NONE}</Fact>
        <Fact label="24h volume">{view ? <span title={view.volume.exact}>{view.volume.text}</span> : NONE}</Fact>
      </dl>
      {stale && <StaleBadge ageMs={freshness.ageMs} reason={freshness.error?.message} />}
    </section>
  );
}

/** A term and its value; the value is named by the term, so tests and screen readers find it by its label. */
function Fact({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  const id = useId();
  return (
    <div className={className ? `summary-fact ${className}` : 'summary-fact'}>
      <dt id={id}>{label}</dt>
      <dd aria-labelledby={id} className="num">
        {children}
      </dd>
    </div>
  );
}

/** "stale 12 s" when a feed stopped updating: the order book's badge, same markup. */
export function StaleBadge({ ageMs, reason }: { ageMs: number | null; reason: string | undefined }) {
  return (
    <span className="badge badge-warn" title={reason}>
      stale{ageMs === null ? '' : ` ${formatAge(ageMs)}`}
    </span>
  );
}
