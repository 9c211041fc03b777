import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useFeed, useSelectedPair, useSelectedSymbol, useStale } from '../../stores';
import { StaleBadge } from '../../stores/StaleBadge';
import { useNow } from '../../ui/use-now';
import { toneClass } from './change-model';
import { fundingCountdown } from './funding-model';
import { FundingHistory } from './FundingHistory';
import { describeSummary } from './summary-model';
import { FACT_LABELS, FOLDABLE_ROW, foldedTitle, KEPT_FACTS, type SummaryFact } from './summary-fold';
import './market.css';

const NONE = '—';

/**
 * The selected pair at a glance: last, mark and index price, the 24h change, funding with the countdown to its next
 * settlement, open interest, the 24h range and volume. Each value is a <dd> labelled by its <dt>. Last and mark price
 * never leave the row; in a narrow top bar the others fold in FOLD_ORDER behind a "+N" button that shows them (the
 * bar grows to a second row until it is pressed again).
 * Dimmed, with its age, when the summary stopped updating. `alertButton` (the alerts' Set alert) sits by the last price.
 */
export function MarketSummary({ alertButton }: { alertButton: ReactNode }) {
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
  const facts: Record<SummaryFact, ReactNode> = {
    last: view?.lastPrice ?? NONE,
    mark: view?.markPrice ?? NONE,
    index: view?.indexPrice ?? NONE,
    change: view ? (
      <span className={toneClass(view.change.tone)}>
        {view.change.absolute}
        {view.change.percent && ` ${view.change.percent}`}
      </span>
    ) : (
      NONE
    ),
    funding: (
      <>
        {view ? <span className={toneClass(view.funding.tone)}>{view.funding.text}</span> : NONE}
        {data && updatedAt !== null && (
          <FundingCountdown nextFundingTime={data.nextFundingTime} serverTime={data.serverTime} receivedAt={updatedAt} />
        )}
        <FundingHistory pair={symbol} />
      </>
    ),
    openInterest: view?.openInterest ?? NONE,
    high: view?.high ?? NONE,
    low: view?.low ?? NONE,
    volume: view ? <span title={view.volume.exact}>{view.volume.text}</span> : NONE,
  };
  const fact = (f: SummaryFact) => (
    <Fact key={f} label={FACT_LABELS[f]} className={f === 'last' ? 'summary-last' : undefined} aside={f === 'last' ? alertButton : undefined}>
      {facts[f]}
    </Fact>
  );
  return (
    <section aria-label="Market summary" aria-busy={!view} className={stale ? 'market-summary market-summary-stale' : 'market-summary'}>
      <dl className="summary-kept">{KEPT_FACTS.map(fact)}</dl>
      <dl
        className={open ? 'summary-facts summary-facts-open' : folded >= FOLDABLE_ROW.length ? 'summary-facts summary-facts-none' : 'summary-facts'}
        ref={factsRef}
      >
        {FOLDABLE_ROW.map(fact)}
      </dl>
      {(folded > 0 || open) && (
        <button
          type="button"
          className="button button-small summary-fold"
          aria-expanded={open}
          aria-label={open ? 'Fold the market summary' : `Show ${folded} more market facts`}
          title={open ? undefined : foldedTitle(folded)}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? '−' : `+${folded}`}
        </button>
      )}
      <StaleBadge feed="summary" />
    </section>
  );
}

/** How many of the list's facts wrapped below its first row or are cut at its end (out of sight while it is folded). */
function useFoldedCount(): [(element: HTMLDListElement | null) => void, number] {
  const [element, setElement] = useState<HTMLDListElement | null>(null);
  const [folded, setFolded] = useState(0);
  const measure = useRef(() => {});
  measure.current = () => {
    if (!element) return;
    const facts = [...element.children] as HTMLElement[];
    const top = facts[0]?.offsetTop ?? 0;
    // The first fact cannot wrap: too wide for the room left, it is cut at the right edge instead (and hidden).
    const right = element.getBoundingClientRect().right;
    setFolded(facts.filter((f) => f.offsetTop > top + 4 || f.getBoundingClientRect().right > right + 0.5).length);
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
