import { describe, expect, it } from 'vitest';
import { FACT_LABELS, FOLD_ORDER, FOLDABLE_ROW, foldedFacts, foldedTitle, KEPT_FACTS, type SummaryFact } from './summary-fold';

describe('the top bar folds the market summary by priority', () => {
  it('never folds Last price or Mark price, and shows every other fact exactly once', () => {
    expect(KEPT_FACTS).toEqual(['last', 'mark']);
    for (const kept of KEPT_FACTS) expect(FOLD_ORDER).not.toContain(kept);
    const all = [...KEPT_FACTS, ...FOLDABLE_ROW];
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort()).toEqual((Object.keys(FACT_LABELS) as SummaryFact[]).sort());
  });

  it('folds index price first, then funding, open interest, the 24h range and volume, and the 24h change last', () => {
    expect(FOLD_ORDER.map((f) => FACT_LABELS[f])).toEqual([
      'Index price',
      'Funding rate',
      'Open interest',
      '24h low',
      '24h high',
      '24h volume',
      '24h change',
    ]);
  });

  it('lays the row out so that it wraps from its end: the 24h change right after Mark price, index price last', () => {
    expect([...KEPT_FACTS, ...FOLDABLE_ROW].map((f) => FACT_LABELS[f])).toEqual([
      'Last price',
      'Mark price',
      '24h change',
      '24h volume',
      '24h high',
      '24h low',
      'Open interest',
      'Funding rate',
      'Index price',
    ]);
  });

  it('names what is behind "+N"', () => {
    expect(foldedFacts(0)).toEqual([]);
    expect(foldedTitle(2)).toBe('Index price, Funding rate');
    expect(foldedFacts(99)).toEqual(FOLD_ORDER);
  });
});
