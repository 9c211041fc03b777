import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useFeed, useSelectedPair, useSelectedSymbol, useStale } from '../../stores';
import { StaleBadge } from '../../ui/StaleBadge';
import { SetAlertButton } from '../alerts';
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
 * the last facts fold first, so they come in order of what a perp trader needs most; the fold says so: a "+N"
 * button shows them (the bar grows to a second row until it is pressed again).
 * Dimmed, with its age, when the summary stopped updating.
 */
export function MarketSummary() {
  const symbol = useSelectedSymbol();
  const pair = useSelectedPair();
  const feed = useFeed('summary');
  const { data, updatedAt } = feed;
  const view = useMemo(() => (data ? describeSummary(data, pair) : null), [data, pair]);
  const stale = useStale('summary');
  const [open, setOpen] = useState(false);
  const [factsRef, folded] = useFoldedCount();

  if (!view && feed.status === 'error') {
    return (
      <section aria-label="Market summary" className="market-summary">
        <p className="text-error">Market summary unavailable: {feed.error?.message}</p>
      </section>
    );
  }
  return (
    <section aria-label="Market summary" aria-busy={!view} className={stale ? 'market-summary market-summary-stale' : 'market-summary'}>
      <dl className={open ? 'summary-facts summary-facts-open' : 'summary-facts'} ref={factsRef}>
        <Fact label="Last price" className="summary-last" aside={<SetAlertButton />}>
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
          {data && updatedAt !== null && (
            <FundingCountdown nextFundingTime={data.nextFundingTime} serverTime={data.serverTime} receivedAt={updatedAt} />
          )}
          <FundingHistory pair={symbol} />
        </Fact>
        <Fact label="Open interest">{view?.openInterest ?? NONE}</Fact>
        <Fact label="24h high">{view?.high ?? NONE}</Fact>
        <Fact label="24h low">{view?.low ?? NONE}</Fact>
        <Fact label="24h volume">{view ? <span title={view.volume.exact}>{view.volume.text}</span> : NONE}</Fact>
      </dl>
      {(folded > 0 || open) && (
        <button
          type="button"
          className="button button-small summary-fold"
          aria-expanded={open}
          aria-label={open ? 'Fold the market summary' : `Show ${folded} more market facts`}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? '−' : `+${folded}`}
        </button>
      )}
      <StaleBadge feed="summary" />
    </section>
  );
}

/** How many of the list's facts wrapped below its first row (out of sight while it is folded). */
function useFoldedCount(): [(element: HTMLDListElement | null) => void, number] {
  const [element, setElement] = useState<HTMLDListElement | null>(null);
  const [folded, setFolded] = useState(0);
  const measure = useRef(() => {});
  measure.current = () => {
    if (!element) return;
    const facts = [...element.children] as HTMLElement[];
    const top = facts[0]?.offsetTop ?? 0;
    setFolded(facts.filter((f) => f.offsetTop > top + 4).length);
  };
  useLayoutEffect(() => {
    if (!element) return;
    measure.current();
    const observer = new ResizeObserver(() => measure.current());
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [element]);
  return [useCallback((el: HTMLDListElement | null) => setElement(el), []), folded];
}

/** A term and its value; the value is named by the term, so tests and screen readers find it by its label. */
function Fact({ label, className, children, aside }: { label: string; className?: string; children: ReactNode; aside?: ReactNode }) {
  const id = useId();
  return (
    <div className={className ? `summary-fact ${className}` : 'summary-fact'}>
      <dt id={id}>{label}</dt>
      {/* The aside (a button) inside the value: a <dl> holds only terms and values. */}
      <dd aria-labelledby={id} className="num">
        {children}
        {aside}
      </dd>
    </div>
  );
}

/** Its own component: it ticks every second, and only it redraws for that. */
function FundingCountdown({ nextFundingTime, serverTime, receivedAt }: { nextFundingTime: number; serverTime: number; receivedAt: number }) {
  const now = useNow(1000);
  const countdown = fundingCountdown(nextFundingTime, serverTime, receivedAt, now);
  return countdown ? <span className="summary-countdown muted"> {countdown}</span> : null;
}
