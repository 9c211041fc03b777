import { memo, useRef, type KeyboardEvent } from 'react';
import type { KlinePeriod } from '../../../shared/exchange';
import { BUTTON_PERIODS, MORE_PERIODS, PERIOD_LABELS, stepPeriod } from '../../domain/chart/chart-periods';

const STEPS: Partial<Record<string, number>> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * The candle period: a radio group of the usual ones (one tab stop; arrow keys move and choose, as radios do) and a
 * list of the others.
 */
export const PeriodPicker = memo(function PeriodPicker({ period, onPick }: { period: KlinePeriod; onPick: (period: KlinePeriod) => void }) {
  const group = useRef<HTMLDivElement>(null);
  const tabStop = BUTTON_PERIODS.includes(period) ? period : BUTTON_PERIODS[0];
  const more = MORE_PERIODS.includes(period);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEPS[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const from = BUTTON_PERIODS.find((p) => p === (event.target as HTMLElement).dataset['period']) ?? period;
    const next = stepPeriod(from, step);
    onPick(next);
    group.current?.querySelector<HTMLElement>(`[data-period="${next}"]`)?.focus();
  };

  return (
    <div className="chart-periods">
      <div role="radiogroup" aria-label="Period" className="chart-period-group" ref={group} onKeyDown={onKeyDown}>
        {BUTTON_PERIODS.map((p) => (
          <button
            key={p}
            type="button"
            role="radio"
            aria-checked={p === period}
            tabIndex={p === tabStop ? 0 : -1}
            data-period={p}
            className="chart-period"
            onClick={() => onPick(p)}
          >
            {PERIOD_LABELS[p]}
          </button>
        ))}
      </div>
      <select
        aria-label="More periods"
        className={more ? 'control-small chart-more chart-more-active' : 'control-small chart-more'}
        value={more ? period : ''}
        onChange={(event) => {
          const chosen = MORE_PERIODS.find((p) => p === event.target.value);
          if (chosen) onPick(chosen);
        }}
      >
        <option value="" disabled>
          More
        </option>
        {MORE_PERIODS.map((p) => (
          <option key={p} value={p}>
            {PERIOD_LABELS[p]}
          </option>
        ))}
      </select>
    </div>
  );
});
