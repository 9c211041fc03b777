import type { ReactNode } from 'react';

/** A button of the chart's header that stays pressed while its mode is on (Position tool, Alert). */
export function ChartHeadToggle({ on, title, onClick, children }: { on: boolean; title: string; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={on ? 'chart-more chart-more-active' : 'chart-more'} aria-pressed={on} title={title} onClick={onClick}>
      {children}
    </button>
  );
}
