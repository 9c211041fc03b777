/**
 * Which of the Market summary's facts the top bar gives up first when it is narrow. Last price and Mark price never
 * fold; the rest fold behind the "+N" button in FOLD_ORDER, so what stays is what a perp trader reads most. No React.
 */

export type SummaryFact = 'last' | 'mark' | 'change' | 'index' | 'funding' | 'openInterest' | 'high' | 'low' | 'volume';

export const FACT_LABELS: Readonly<Record<SummaryFact, string>> = {
  last: 'Last price',
  mark: 'Mark price',
  change: '24h change',
  index: 'Index price',
  funding: 'Funding rate',
  openInterest: 'Open interest',
  high: '24h high',
  low: '24h low',
  volume: '24h volume',
};

/** Always in the row, whatever the width and whatever else the top bar holds. */
export const KEPT_FACTS: readonly SummaryFact[] = ['last', 'mark'];

/** The first to fold goes first: index price (mark says nearly the same), ... and the 24h change last of all. */
export const FOLD_ORDER: readonly SummaryFact[] = ['index', 'funding', 'openInterest', 'low', 'high', 'volume', 'change'];

/**
 * The foldable facts as the row shows them, left to right: the row wraps from its end, so the last to fold comes
 * first.
 */
export const FOLDABLE_ROW: readonly SummaryFact[] = [...FOLD_ORDER].reverse();

/** The facts behind "+N" when `folded` of them do not fit, in the order they folded. */
export const foldedFacts = (folded: number): SummaryFact[] => FOLD_ORDER.slice(0, Math.max(0, Math.min(folded, FOLD_ORDER.length)));

/** The fold button's tooltip: what it holds, by name. */
export const foldedTitle = (folded: number): string =>
  foldedFacts(folded)
    .map((f) => FACT_LABELS[f])
    .join(', ');
